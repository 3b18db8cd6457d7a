-- Documents of paid orders (SPEC §7 Orders service): the durable job queue that produces them, the
-- issued documents (immutable PDFs with their fingerprint and verification code), shipments of the
-- copies sent by mail, periodic Kbis and their deliveries, and the registrations against debtors
-- that debt-status statements list.

-- Durable jobs: claimed with `for update skip locked` under a lease, so that two API processes
-- never run one job at the same time, and a job whose process died is taken up again once its
-- lease has run out. `cle` makes enqueuing idempotent.
create table tache (
  id bigserial primary key,
  type text not null,
  cle text not null unique,
  charge jsonb not null default '{}',
  executer_apres timestamptz not null default now(),
  tentatives int not null default 0,
  max_tentatives int not null default 8,
  statut text not null default 'EN_ATTENTE' check (statut in ('EN_ATTENTE', 'EN_COURS', 'TERMINEE', 'ECHEC', 'ANNULEE')),
  verrouille_par text,
  verrou_expire_le timestamptz,
  derniere_erreur text,
  cree_le timestamptz not null default now(),
  termine_le timestamptz
);
create index tache_a_executer on tache (executer_apres) where statut in ('EN_ATTENTE', 'EN_COURS');

-- An issued document: produced once per order line and delivery, never changed afterwards.
create table document_emis (
  id serial primary key,
  ligne_commande_id int not null references ligne_commande(id),
  envoi int not null default 1,
  commande_id int not null references commande(id),
  compte_client_id int not null references compte_client(id),
  code_article text not null,
  libelle text not null,
  entreprise_id int,
  entite_siren char(9),
  entite_denomination text not null,
  code_greffe char(4),
  -- Printed on the document with its QR code; the public verification page is keyed on it.
  code_verification text unique,
  empreinte_sha256 char(64) not null,
  -- Who signed it, and how: the certificate in use at issue.
  signataire text not null,
  algorithme_signature text not null,
  taille int not null,
  nom_fichier text not null,
  -- What the document states, as issued (a debt-status statement's registrations, for its page).
  donnees jsonb not null,
  pdf bytea not null,
  emis_le timestamptz not null,
  unique (ligne_commande_id, envoi)
);
create index document_emis_commande on document_emis (commande_id);

-- Printed copies sent by mail: printed, then posted.
create table expedition (
  document_id int primary key references document_emis(id),
  adresse jsonb not null,
  exemplaires int not null check (exemplaires >= 1),
  statut text not null default 'A_IMPRIMER' check (statut in ('A_IMPRIMER', 'IMPRIME', 'POSTE')),
  imprime_le timestamptz,
  poste_le timestamptz
);

-- A periodic Kbis: a delivery every `frequence_mois` months, `nombre_envois` in all.
create table kbis_periodique (
  id serial primary key,
  ligne_commande_id int not null unique references ligne_commande(id),
  compte_client_id int not null references compte_client(id),
  frequence_mois int not null check (frequence_mois >= 1),
  duree_mois int not null check (duree_mois >= 1),
  nombre_envois int not null check (nombre_envois >= 1),
  adresse_livraison jsonb,
  annule_le timestamptz,
  cree_le timestamptz not null default now()
);
create index kbis_periodique_compte on kbis_periodique (compte_client_id, id desc);

create table kbis_envoi (
  kbis_periodique_id int not null references kbis_periodique(id),
  rang int not null,
  date_prevue date not null,
  statut text not null default 'PREVU' check (statut in ('PREVU', 'EMIS', 'ANNULE')),
  document_id int references document_emis(id),
  primary key (kbis_periodique_id, rang)
);

-- Registrations against a debtor (privileges, pledges, leasing...) kept by the registries.
create table inscription_surete (
  id serial primary key,
  entreprise_id int not null references entreprise(id) on delete cascade,
  numero text not null,
  type_inscription text not null,
  date_inscription date not null,
  date_effet_fin date,
  creancier text not null,
  montant bigint,
  devise char(3) not null,
  code_greffe char(4) not null
);
create index inscription_surete_entreprise on inscription_surete (entreprise_id);
