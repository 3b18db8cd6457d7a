-- A card acceptance that arrives for an order already paid (by another payment) is a duplicate: kept
-- as accepted with its transaction and card, flagged, and refunded through the provider (or credited
-- to the wallet when the provider refuses the refund). The refund is a job written with the flag.
alter table paiement add column doublon boolean not null default false;
alter table paiement add column remboursement text check (remboursement in ('A_REMBOURSER', 'REMBOURSE', 'CREDITE_PORTEFEUILLE'));
alter table paiement add column remboursement_motif text;
alter table paiement add column rembourse_le timestamptz;
alter table paiement add constraint paiement_doublon_rembourse check (doublon = (remboursement is not null));

-- An order is paid once: its duplicates are not payments of it.
drop index paiement_commande_acceptee;
create unique index paiement_commande_acceptee on paiement (commande_id) where statut = 'ACCEPTE' and not doublon;
create index paiement_doublons on paiement (cree_le desc) where doublon;

-- A retry under an Idempotency-Key carries the same request: its fingerprint (http/idempotency.ts).
alter table paiement add column empreinte_requete text;
