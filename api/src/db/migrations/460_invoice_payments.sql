-- Invoices to be paid later (a month of deferred orders, a subscription period) are settled online
-- by card or from the wallet, or by bank transfer recorded by an operator. A payment of objet
-- FACTURE names the invoice it pays (`facture_id`); a transfer is a payment by VIREMENT, accepted
-- when recorded. An invoice has at most one card payment awaited and one payment accepted (a
-- duplicate acceptance, refunded, aside).
alter table paiement drop constraint paiement_objet_check;
alter table paiement add constraint paiement_objet_check check (objet in ('COMMANDE', 'RECHARGE', 'ABONNEMENT', 'FACTURE'));
alter table paiement add constraint paiement_facture_check check (objet <> 'FACTURE' or facture_id is not null);
alter table paiement drop constraint paiement_moyen_check;
alter table paiement add constraint paiement_moyen_check check (moyen in ('CARTE_BANCAIRE', 'PORTEFEUILLE_ELECTRONIQUE', 'DIFFERE', 'VIREMENT'));
create unique index paiement_facture_en_attente on paiement (facture_id) where objet = 'FACTURE' and statut = 'EN_ATTENTE';
create unique index paiement_facture_acceptee on paiement (facture_id) where objet = 'FACTURE' and statut = 'ACCEPTE' and not doublon;

-- The transfers operators recorded, by the bank's transaction id: recorded again, nothing changes.
create table virement_recu (
  transaction_banque text primary key,
  facture_id int not null references facture(id),
  paiement_id uuid not null unique references paiement(id),
  -- The creditor reference the transfer carried, as the operator gave it.
  reference text not null,
  montant int not null,
  devise char(3) not null,
  enregistre_le timestamptz not null default now()
);

-- The reminder of an invoice still unpaid some days past its due date: sent once, when.
alter table facture add column relance_le timestamptz;
create index facture_a_relancer on facture (id) where statut = 'A_PAYER' and relance_le is null;
