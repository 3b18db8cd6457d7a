-- What each mail is (MAIL_KINDS in modules/identity/mailer.ts): the per-recipient cap counts only
-- the mails anyone can have sent to an address (a reset link, an account validation, a contact
-- acknowledgement...) and counts them kind by kind; orders, documents and notices are never held back.
alter table identity_outbox add column kind text not null default 'autre';

-- Mail queued before the column, told apart by the subjects its senders wrote.
update identity_outbox set kind = case
  when subject = 'Réinitialisation de votre mot de passe' then 'reinitialisation'
  when subject = 'Validez votre adresse e-mail' then 'validation'
  when subject = 'Vous avez déjà un compte' then 'deja_inscrit'
  when subject = 'Confirmez votre nouvelle adresse e-mail' then 'changement_email'
  when subject in ('Votre mot de passe a été modifié', 'Votre adresse e-mail de connexion a été modifiée') then 'avis_securite'
  when subject like 'Votre demande de contact CT%' then 'contact_accuse'
  when subject like '[CT%] %' then 'contact_equipe'
  when subject like 'Confirmation de votre commande %' or subject like 'Validation de votre commande %' then 'commande'
  when subject like 'Vos documents sont prêts (commande %' or subject like 'Votre Kbis périodique est disponible (commande %' then 'documents'
  when subject like 'Surveillance d''entreprises : %' then 'surveillance'
  when subject like 'Paiement reçu en double pour votre %' or subject like 'Remboursement du paiement reçu en double pour votre %' then 'paiement'
  when subject like 'Abonnement % suspendu : facture % impayée' then 'abonnement'
  else 'autre'
end;

-- The cap's count: one recipient's mail of one kind within the last hour.
create index identity_outbox_recipient_kind on identity_outbox (lower(recipient), kind, sent_at);
