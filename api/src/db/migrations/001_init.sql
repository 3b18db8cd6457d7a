-- Company data: legal units, establishments, executives, filings, procedures.
-- Runs on PostgreSQL 15+ and on PGlite (PostgreSQL 17). Extensions pg_trgm, unaccent and btree_gin
-- are created in schema public by the migration runner before this file runs.

-- unaccent() is only STABLE; index expressions and generated columns need an IMMUTABLE wrapper.
-- SQL-standard bodies (RETURN ...) are bound at creation, so they work whatever the search path.
create function immutable_unaccent(t text) returns text
  language sql immutable parallel safe strict
  return public.unaccent('public.unaccent'::regdictionary, t);

-- Lower case, no accents, only [a-z0-9] words separated by one space.
create function norm_text(t text) returns text
  language sql immutable parallel safe strict
  return btrim(regexp_replace(lower(immutable_unaccent(t)), '[^a-z0-9]+', ' ', 'g'));

create table entreprise (
  id serial primary key,
  siren char(9) unique,
  ridet char(7) unique,
  numero_identification varchar(9) not null unique,
  denomination text,
  sigle text,
  denominations_precedentes text[] not null default '{}',
  personne_morale boolean not null,
  nom text,
  prenoms text,
  forme_juridique varchar(4),
  code_naf varchar(6),
  capital_social bigint,
  devise char(3) not null default 'EUR',
  date_creation date,
  date_immatriculation date,
  date_radiation date,
  statut varchar(5) not null,
  statut_entreprise varchar(8) not null,
  active boolean generated always as (statut_entreprise = 'ACTIF') stored,
  categorie_entreprise varchar(3),
  tranche_effectif varchar(2),
  code_greffe char(4),
  territoire char(2) not null default 'FR',
  diffusion_partielle boolean not null default false,
  source varchar(8) not null default 'CORPUS',
  -- head office, denormalised for filters and lists
  siege_code_postal varchar(5),
  siege_commune text,
  siege_code_commune varchar(5),
  departement varchar(3),
  -- search: bigger companies rank first among equals
  taille smallint not null default 0,
  nom_normalise text generated always as (norm_text(coalesce(denomination, ''))) stored,
  -- name only, for the "all words / prefix of the name" tiers of the ranking
  nom_document tsvector generated always as (to_tsvector('french'::regconfig, norm_text(coalesce(denomination, '')))) stored,
  autres_noms text,
  enseignes text,
  dirigeants text,
  adresse_recherche text,
  -- former names, acronym and signs
  alias_document tsvector,
  -- everything: name (A), aliases (B), executives (C), head-office address (D)
  document tsvector,
  maj timestamptz not null default now()
);

create table etablissement (
  id serial primary key,
  entreprise_id int not null references entreprise(id) on delete cascade,
  siret char(14) unique,
  nic char(5),
  rang char(3),
  siege boolean not null default false,
  enseignes text[] not null default '{}',
  denomination_usuelle text,
  code_naf varchar(6),
  numero_voie text,
  indice_repetition text,
  type_voie text,
  libelle_voie text,
  complement text,
  code_postal varchar(5),
  commune text,
  code_commune varchar(5),
  departement varchar(3),
  pays text not null default 'FRANCE',
  date_creation date,
  date_fermeture date,
  actif boolean not null default true,
  diffusion_partielle boolean not null default false
);
create index etablissement_entreprise on etablissement (entreprise_id);
create unique index etablissement_rang on etablissement (entreprise_id, rang) where rang is not null;

create table personne (
  id serial primary key,
  cle text unique,
  nom text not null,
  nom_usage text,
  prenoms text,
  mois_naissance smallint,
  annee_naissance smallint,
  nationalite text,
  nom_normalise text generated always as (norm_text(nom)) stored,
  nom_usage_normalise text generated always as (norm_text(coalesce(nom_usage, ''))) stored,
  prenoms_normalise text generated always as (norm_text(coalesce(prenoms, ''))) stored,
  document tsvector generated always as (
    to_tsvector('simple'::regconfig, norm_text(coalesce(prenoms, '') || ' ' || nom || ' ' || coalesce(nom_usage, '')))
  ) stored
);

create table fonction (
  id serial primary key,
  entreprise_id int not null references entreprise(id) on delete cascade,
  nature varchar(24) not null,
  role varchar(12) not null,
  personne_id int references personne(id),
  pm_denomination text,
  pm_numero varchar(9),
  pm_entreprise_id int,
  date_debut date,
  date_fin date,
  pourcentage_capital numeric(5, 2),
  pourcentage_votes numeric(5, 2),
  modalites_controle text[] not null default '{}'
);
create index fonction_entreprise on fonction (entreprise_id);
create index fonction_personne on fonction (personne_id);

create table exercice (
  entreprise_id int not null references entreprise(id) on delete cascade,
  date_cloture date not null,
  duree_mois smallint not null default 12,
  chiffre_affaires bigint,
  resultat bigint,
  effectif int,
  confidentiel boolean not null default false,
  primary key (entreprise_id, date_cloture)
);

create table depot_acte (
  id serial primary key,
  entreprise_id int not null references entreprise(id) on delete cascade,
  date_depot date not null,
  numero_depot text not null,
  type_acte text not null,
  decisions text[] not null default '{}'
);
create index depot_acte_entreprise on depot_acte (entreprise_id);

create table depot_comptes (
  id serial primary key,
  entreprise_id int not null references entreprise(id) on delete cascade,
  date_cloture date not null,
  date_depot date not null,
  type varchar(10) not null,
  confidentiel boolean not null default false
);
create index depot_comptes_entreprise on depot_comptes (entreprise_id);

create table procedure_collective (
  id serial primary key,
  entreprise_id int not null references entreprise(id) on delete cascade,
  type varchar(40) not null,
  date_jugement date not null,
  date_cessation_paiements date,
  date_cloture date,
  code_greffe char(4),
  mandataire text,
  evenements jsonb not null default '[]'
);
create index procedure_entreprise on procedure_collective (entreprise_id);

create table inscription (
  id serial primary key,
  entreprise_id int not null references entreprise(id) on delete cascade,
  registre varchar(6) not null,
  type varchar(10) not null,
  code_greffe char(4),
  numero_gestion text not null,
  date_immatriculation date,
  date_radiation date
);
create index inscription_entreprise on inscription (entreprise_id);

-- Recomputes the search columns of companies [from_id, to_id] from their establishments and executives.
-- Natural persons' names never enter the document of a partially diffusible unit.
create function refresh_search(from_id int, to_id int) returns void
language sql as $$
  update entreprise e set
    autres_noms = x.autres,
    enseignes = x.ens,
    dirigeants = x.dir,
    adresse_recherche = x.adr,
    alias_document = to_tsvector('french', coalesce(x.autres, '') || ' ' || coalesce(x.ens, '')),
    document =
      setweight(to_tsvector('french', e.nom_normalise), 'A')
      || setweight(to_tsvector('french', coalesce(x.autres, '')), 'B')
      || setweight(to_tsvector('french', coalesce(x.ens, '')), 'B')
      || setweight(to_tsvector('french', coalesce(x.dir, '')), 'C')
      || setweight(to_tsvector('french', coalesce(x.adr, '')), 'D'),
    maj = now()
  from (
    select e2.id,
      nullif(norm_text(concat_ws(' ', e2.sigle, array_to_string(e2.denominations_precedentes, ' '))), '') as autres,
      (select nullif(norm_text(string_agg(concat_ws(' ', array_to_string(t.enseignes, ' '), t.denomination_usuelle), ' ')), '')
         from etablissement t where t.entreprise_id = e2.id) as ens,
      (select nullif(norm_text(string_agg(
                case when f.personne_id is not null and not e2.diffusion_partielle
                     then concat_ws(' ', p.prenoms, p.nom, p.nom_usage)
                     else f.pm_denomination end, ' ')), '')
         from fonction f left join personne p on p.id = f.personne_id
        where f.entreprise_id = e2.id and f.nature = 'DIRIGEANT' and f.date_fin is null) as dir,
      (select nullif(norm_text(case when e2.diffusion_partielle or t.diffusion_partielle
                                    then concat_ws(' ', t.code_postal, t.commune)
                                    else concat_ws(' ', t.numero_voie, t.type_voie, t.libelle_voie, t.code_postal, t.commune) end), '')
         from etablissement t where t.entreprise_id = e2.id and t.siege limit 1) as adr
    from entreprise e2
    where e2.id between from_id and to_id
  ) x
  where e.id = x.id
$$;
