-- Orders service (SPEC §7): orders and their lines at the prices they were sold at, payments and
-- the provider's notifications, payments received, invoices numbered without gaps per year, and
-- the electronic wallet. Amounts are integers in hundredths of the currency.

-- Accounts entitled to pay by monthly invoice (DIFFERE).
alter table compte_client add column paiement_differe boolean not null default false;

create table commande (
  id serial primary key,
  reference text generated always as ('CMD' || lpad(id::text, 8, '0')) stored unique,
  compte_client_id int not null references compte_client(id),
  -- The person who placed it, and where their confirmation mail goes.
  sujet text not null,
  courriel text not null,
  -- A retried creation (double click, network retry) gives back this order.
  cle_idempotence text not null,
  date_commande date not null,
  cree_le timestamptz not null default now(),
  statut text not null default 'EN_ATTENTE_PAIEMENT'
    check (statut in ('EN_ATTENTE_PAIEMENT', 'PAYEE', 'VALIDEE', 'EN_PREPARATION', 'LIVREE', 'REFUSEE', 'ANNULEE')),
  motif text,
  moyen_paiement text not null check (moyen_paiement in ('CARTE_BANCAIRE', 'PORTEFEUILLE_ELECTRONIQUE', 'DIFFERE')),
  grille_code text not null,
  devise char(3) not null,
  taux_tva_points_base int not null,
  libelle_facturation text not null,
  adresse_facturation jsonb,
  adresse_livraison jsonb,
  montant_ht int not null,
  frais_envoi int not null,
  montant_tva int not null,
  montant_ttc int not null,
  -- The basket it was taken from: its documents leave the basket once the order is paid.
  panier_id uuid,
  unique (compte_client_id, cle_idempotence)
);
create index commande_compte on commande (compte_client_id, cree_le desc);

create table ligne_commande (
  id serial primary key,
  commande_id int not null references commande(id) on delete cascade,
  rang int not null,
  code_article text not null,
  libelle text not null,
  document_id int,
  document_libelle text,
  entite_cle text not null,
  entreprise_id int,
  entite_siren char(9),
  entite_denomination text not null,
  critere jsonb,
  diffusion text not null check (diffusion in ('ELEC', 'COURRIER')),
  quantite int not null check (quantite >= 1),
  nombre_envois int not null default 1 check (nombre_envois >= 1),
  frequence_mois int,
  duree_mois int,
  prix_unitaire_ht int not null,
  frais_envoi_unitaire int not null,
  montant_ht int not null,
  frais_envoi int not null,
  montant_tva int not null,
  montant_ttc int not null,
  statut text not null default 'EN_ATTENTE'
    check (statut in ('EN_ATTENTE', 'A_PRODUIRE', 'EN_PRODUCTION', 'DISPONIBLE', 'EXPEDIE', 'ANNULE')),
  -- The basket document it came from.
  panier_article_id int,
  unique (commande_id, rang)
);

create table paiement (
  id uuid primary key,
  objet text not null check (objet in ('COMMANDE', 'RECHARGE')),
  commande_id int references commande(id),
  compte_client_id int not null references compte_client(id),
  sujet text not null,
  moyen text not null check (moyen in ('CARTE_BANCAIRE', 'PORTEFEUILLE_ELECTRONIQUE', 'DIFFERE')),
  montant int not null check (montant > 0),
  devise char(3) not null,
  statut text not null default 'EN_ATTENTE' check (statut in ('EN_ATTENTE', 'ACCEPTE', 'REFUSE', 'ABANDONNE', 'EXPIRE')),
  -- The provider's transaction, once it reported an outcome.
  transaction text unique,
  carte text,
  motif text,
  -- Top-ups: a retried request gives back this payment.
  cle_idempotence text,
  cree_le timestamptz not null default now(),
  expire_le timestamptz not null,
  traite_le timestamptz,
  check ((objet = 'COMMANDE') = (commande_id is not null))
);
create index paiement_commande on paiement (commande_id);
create index paiement_compte on paiement (compte_client_id, cree_le desc);
-- An order is paid once, and has at most one payment awaited at a time.
create unique index paiement_commande_acceptee on paiement (commande_id) where statut = 'ACCEPTE';
create unique index paiement_commande_en_attente on paiement (commande_id) where statut = 'EN_ATTENTE';
create unique index paiement_idempotence on paiement (compte_client_id, cle_idempotence) where cle_idempotence is not null;
create index paiement_en_attente_expiration on paiement (expire_le) where statut = 'EN_ATTENTE';

-- Every distinct notification received (copies of one are one row), for the record.
create table paiement_notification (
  id serial primary key,
  paiement_id uuid not null references paiement(id),
  transaction text not null,
  statut text not null,
  corps jsonb not null,
  recu_le timestamptz not null default now(),
  unique (transaction, statut)
);

create table facture_sequence (
  annee int primary key,
  dernier int not null
);

create table facture (
  id serial primary key,
  -- FA<year>-<rank>, the rank taken from facture_sequence in the paying transaction: no gap.
  numero text not null unique,
  annee int not null,
  rang int not null,
  type text not null check (type in ('COMMANDE', 'MENSUELLE')),
  compte_client_id int not null references compte_client(id),
  commande_id int unique references commande(id),
  -- A monthly invoice: the month it covers (its first day).
  mois date,
  date_emission date not null,
  statut text not null check (statut in ('PAYEE', 'A_PAYER')),
  moyen_paiement text not null,
  devise char(3) not null,
  montant_ht int not null,
  frais_envoi int not null,
  montant_tva int not null,
  montant_ttc int not null,
  -- What the document prints (documents/types.ts InvoiceData), fixed at issue.
  donnees jsonb not null,
  -- The PDF, rendered once on first request and never again.
  pdf bytea,
  cree_le timestamptz not null default now(),
  unique (annee, rang),
  check ((type = 'COMMANDE') = (commande_id is not null)),
  check ((type = 'MENSUELLE') = (mois is not null))
);
create index facture_compte on facture (compte_client_id, date_emission desc, id desc);
create unique index facture_mensuelle on facture (compte_client_id, mois, devise) where type = 'MENSUELLE';

-- Orders paid by monthly invoice name the invoice that covers them.
alter table commande add column facture_mensuelle_id int references facture(id);

create sequence justificatif_seq;

-- Payments received: a card payment of an order or of a top-up, a payment from the wallet.
create table encaissement (
  id serial primary key,
  numero_justificatif text not null unique,
  compte_client_id int not null references compte_client(id),
  paiement_id uuid not null unique references paiement(id),
  objet text not null,
  moyen text not null,
  montant int not null,
  devise char(3) not null,
  carte text,
  transaction text,
  commande_id int references commande(id),
  facture_id int references facture(id),
  -- What the receipt prints (documents/types.ts ReceiptData), fixed when received.
  donnees jsonb not null,
  pdf bytea,
  cree_le timestamptz not null default now()
);
create index encaissement_compte on encaissement (compte_client_id, cree_le desc);

create table portefeuille (
  compte_client_id int not null references compte_client(id),
  devise char(3) not null,
  solde int not null default 0 check (solde >= 0),
  primary key (compte_client_id, devise)
);

create table portefeuille_mouvement (
  id serial primary key,
  compte_client_id int not null,
  devise char(3) not null,
  type text not null check (type in ('RECHARGE', 'PAIEMENT', 'REMBOURSEMENT')),
  montant int not null,
  solde_apres int not null check (solde_apres >= 0),
  libelle text not null,
  commande_id int references commande(id),
  paiement_id uuid references paiement(id),
  cree_le timestamptz not null default now(),
  foreign key (compte_client_id, devise) references portefeuille(compte_client_id, devise),
  -- A payment moves the wallet once, however often it is reported.
  unique (paiement_id, type)
);
create index portefeuille_mouvement_compte on portefeuille_mouvement (compte_client_id, devise, id desc);
