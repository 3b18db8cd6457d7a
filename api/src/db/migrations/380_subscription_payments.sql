-- Paid subscriptions start when their first period is paid (or, for an account entitled to
-- deferred payment, when that period is invoiced), and an unpaid period past its due date suspends
-- their service until it is paid.
-- `demarre_le`: when the subscription started giving its services; null while its first period
-- awaits payment. Subscriptions recorded without a price (not sold here) are in force as recorded,
-- hence the default; the portal's own subscribing names the value it means.
alter table abonnement add column demarre_le timestamptz default now();
update abonnement set demarre_le = cree_le;
-- `suspendu_le`: when the service was suspended for an invoice left unpaid past its due date; null
-- while it is not. Set by the settlement pass that sees the overdue invoice, cleared by its payment.
alter table abonnement add column suspendu_le timestamptz;
create index abonnement_suspendu on abonnement (compte_client_id) where suspendu_le is not null;

-- Payments of a subscription: its first period (no invoice yet: it is issued once paid) or one of
-- its invoices.
alter table paiement drop constraint paiement_objet_check;
alter table paiement add constraint paiement_objet_check check (objet in ('COMMANDE', 'RECHARGE', 'ABONNEMENT'));
alter table paiement add column abonnement_id int references abonnement(id);
alter table paiement add column facture_id int references facture(id);
alter table paiement add constraint paiement_abonnement_check check ((objet = 'ABONNEMENT') = (abonnement_id is not null));
-- One card payment awaited at a time per subscription.
create unique index paiement_abonnement_en_attente on paiement (abonnement_id) where statut = 'EN_ATTENTE';
create index paiement_abonnement on paiement (abonnement_id) where abonnement_id is not null;

-- Unpaid subscription invoices, for the settlement pass (their due date is the one they print).
create index facture_abonnement_impayee on facture (abonnement_id) where type = 'ABONNEMENT' and statut = 'A_PAYER';

-- A subscription that replaces another (change of offer) and awaits payment: the other one is
-- asked to end only once this one starts.
alter table abonnement add column remplace_id int references abonnement(id);
