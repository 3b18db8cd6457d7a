-- Company monitoring (SPEC §7 Monitoring service): the change events of companies, the
-- surveillances customer accounts hold, their favourite groups, and the revelations (one change
-- event on one monitored company, for one account), plus what the daily digest has sent.

-- A change of a company, from a SIRENE re-import or from the registry's own dated events: the old
-- and the new value, the day it took effect and its source. `cle` makes every producer
-- idempotent: re-running the same import or corpus step adds nothing. `detecte_le` is set once
-- change detection has turned the event into revelations.
create table evenement_entreprise (
  id bigserial primary key,
  entreprise_id int not null references entreprise(id),
  code text not null,
  type_avis text not null check (type_avis in ('RCS', 'BIL', 'ACT', 'PN')),
  ancienne_valeur text,
  nouvelle_valeur text,
  date_evenement date not null,
  source text not null,
  cle text not null unique,
  enregistre_le timestamptz not null default now(),
  detecte_le timestamptz
);
create index evenement_entreprise_entreprise on evenement_entreprise (entreprise_id, date_evenement desc);
create index evenement_entreprise_a_detecter on evenement_entreprise (id) where detecte_le is null;

-- A customer account's named group of surveillances ("groupe de favoris").
create table groupe_favori (
  id serial primary key,
  compte_client_id int not null references compte_client(id),
  libelle text not null,
  cree_le timestamptz not null default now(),
  unique (compte_client_id, libelle)
);

-- A company an account monitors, for the monitoring domains (groups of SPEC §3) it chose.
-- Finishing keeps the surveillance and its revelations (statut TERMINEE, date_fin); continuing
-- makes it active again.
create table surveillance (
  id serial primary key,
  compte_client_id int not null references compte_client(id),
  entreprise_id int not null references entreprise(id),
  domaines text[] not null,
  groupe_favori_id int references groupe_favori(id) on delete set null,
  statut text not null default 'ACTIVE' check (statut in ('ACTIVE', 'TERMINEE')),
  date_debut date not null default current_date,
  date_fin date,
  cree_par text not null,
  cree_le timestamptz not null default now(),
  unique (compte_client_id, entreprise_id)
);
create index surveillance_active on surveillance (entreprise_id) where statut = 'ACTIVE';

-- One change event revealed to one account through one of its surveillances.
create table revelation (
  id bigserial primary key,
  surveillance_id int not null references surveillance(id) on delete cascade,
  compte_client_id int not null references compte_client(id),
  evenement_id bigint not null references evenement_entreprise(id),
  lue boolean not null default false,
  revele_le timestamptz not null default now(),
  unique (surveillance_id, evenement_id)
);
create index revelation_compte on revelation (compte_client_id, lue, id desc);

-- Daily digests sent: one per account and day at most.
create table resume_revelations (
  compte_client_id int not null references compte_client(id),
  jour date not null,
  nombre int not null,
  envoye_le timestamptz not null default now(),
  primary key (compte_client_id, jour)
);
