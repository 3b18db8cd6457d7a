-- A notice of an account change (password, e-mail address) carries a single-use link by which the
-- owner reports that the change was not theirs ('signalement'); the link of an e-mail change keeps
-- the address it replaced, to give it back.
alter table identity_token drop constraint identity_token_kind_check;
alter table identity_token add constraint identity_token_kind_check
  check (kind in ('validation', 'reinitialisation', 'changement_email', 'signalement'));
alter table identity_token add column old_email text;

-- The fingerprint of the request that first used an Idempotency-Key: a retry carries the same, a
-- different request under the same key is refused. Null on rows written before it was kept.
alter table commande add column empreinte_requete text;
alter table signature add column empreinte_requete text;
