-- Customer accounts (compte client) of SPEC §3 and the people who act for them. A person is known
-- by the subject (`sub`) of the identity provider, so the same tables serve the embedded provider
-- and Keycloak.

create table compte_client (
  id serial primary key,
  version int not null default 1,
  numero_client text not null unique,
  type_compte text not null default 'MEMBRE',
  type_profil text not null default 'PARTICULIER',
  siren char(9),
  grille_tarifaire text not null default 'STANDARD',
  denomination_sociale text,
  -- role_{product} of SPEC §3, per product slug: {"registre": "...", "nouvelle-caledonie": "..."}
  roles jsonb not null default '{}',
  tva_intra_communautaire text,
  position text not null default 'OUVERT',
  libelle_courrier text,
  libelle_facturation text,
  -- Comma-separated codes, as the user service gives them (e.g. 'WS,WS_INTEG,14').
  offres_de_service text not null default '',
  habilitations text not null default '',
  suppression_demandee_le date,
  cree_le timestamptz not null default now()
);

create table compte_client_utilisateur (
  compte_client_id int not null references compte_client(id) on delete cascade,
  sujet text not null,
  selectionne boolean not null default false,
  primary key (compte_client_id, sujet)
);
create index compte_client_utilisateur_sujet on compte_client_utilisateur (sujet);
-- At most one selected account per person.
create unique index compte_client_utilisateur_selection on compte_client_utilisateur (sujet) where selectionne;

create table abonnement (
  id serial primary key,
  compte_client_id int not null references compte_client(id) on delete cascade,
  code_offre text not null,
  date_debut date not null,
  date_fin date,
  libelle_facturation text,
  contact_nom text,
  contact_prenom text,
  numero_voie_facturation text,
  complement_adresse_facturation text,
  code_postal_facturation text,
  ville_facturation text,
  pays_facturation text
);
create index abonnement_compte on abonnement (compte_client_id, date_debut);

create table signature (
  id serial primary key,
  sujet text not null,
  type text not null,
  compte_client_id int references compte_client(id) on delete set null,
  signe_le timestamptz not null default now()
);
create sequence numero_client_seq start 100000;
