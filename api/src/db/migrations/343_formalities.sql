-- Formalities a customer account filed with a registry (SPEC §2 /espace-personnel/mes-formalites):
-- what was filed for which company, where it stands, and the steps it went through.
create table formalite (
  id serial primary key,
  reference text generated always as ('FOR' || lpad(id::text, 8, '0')) stored unique,
  compte_client_id int not null references compte_client(id) on delete cascade,
  type text not null check (type in ('CREATION', 'MODIFICATION', 'CESSATION', 'RADIATION', 'DEPOT_COMPTES')),
  objet text not null,
  statut text not null check (statut in ('EN_PREPARATION', 'TRANSMISE', 'EN_COURS', 'A_REGULARISER', 'VALIDEE', 'REJETEE')),
  siren char(9),
  denomination text not null,
  code_greffe text not null,
  greffe text not null,
  numero_liasse text,
  cree_le timestamptz not null default now(),
  transmise_le timestamptz,
  mise_a_jour_le timestamptz not null default now(),
  date_inscription date,
  motif text,
  frais_ttc int
);
create index formalite_compte on formalite (compte_client_id, mise_a_jour_le desc, id desc);

create table formalite_etape (
  id serial primary key,
  formalite_id int not null references formalite(id) on delete cascade,
  statut text not null,
  le timestamptz not null,
  commentaire text
);
create index formalite_etape_formalite on formalite_etape (formalite_id, le, id);
