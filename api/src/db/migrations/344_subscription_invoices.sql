-- Subscription invoices (SPEC §7 abonnements): each monthly period of a subscription is billed by
-- one invoice of type ABONNEMENT, which names the subscription and the period it covers. The
-- unique index makes issuing idempotent: a period already billed is never billed again.
alter table facture drop constraint facture_type_check;
alter table facture add constraint facture_type_check check (type in ('COMMANDE', 'MENSUELLE', 'ABONNEMENT'));
alter table facture add column abonnement_id int references abonnement(id);
-- The period covered: from its first day to its last day, both included.
alter table facture add column periode_debut date;
alter table facture add column periode_fin date;
alter table facture add constraint facture_abonnement_check
  check ((type = 'ABONNEMENT') = (abonnement_id is not null and periode_debut is not null and periode_fin is not null));
alter table facture add constraint facture_periode_check check (periode_fin >= periode_debut);
create unique index facture_abonnement_periode on facture (abonnement_id, periode_debut);
