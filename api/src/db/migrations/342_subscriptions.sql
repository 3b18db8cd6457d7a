-- Subscriptions a customer can manage from the personal space (SPEC §2 /mon-abonnement,
-- /mon-abonnement/reprise/{uuid}, /demande-desabonnement): each one has a uuid for its address, the
-- price it was sold at, who subscribed and when a termination was asked for. `fin_appliquee_le`
-- records that the account's offers were brought in line once the subscription ended.
alter table abonnement add column uuid uuid not null default gen_random_uuid();
alter table abonnement add column prix_mensuel_ht int;
alter table abonnement add column sujet text;
alter table abonnement add column cree_le timestamptz not null default now();
alter table abonnement add column resiliation_demandee_le timestamptz;
alter table abonnement add column fin_appliquee_le timestamptz;
create unique index abonnement_uuid on abonnement (uuid);
-- One open-ended subscription per offer and account.
create unique index abonnement_offre_ouverte on abonnement (compte_client_id, code_offre) where date_fin is null;
-- Ended subscriptions whose offer has not been taken off the account yet.
create index abonnement_a_echoir on abonnement (date_fin) where date_fin is not null and fin_appliquee_le is null;
