-- Price grids of the basket service (SPEC §7 grilles_tarifaires/{code}/syntheses_articles): a grid
-- per customer category and territory, the articles that can be ordered, and each article's price
-- per delivery mode in that grid. The rows come from api/src/modules/basket/tariffs.ts, which names
-- the legal source of every figure; the module writes them here (insert or update by code).
--
-- Amounts are integers in hundredths of the grid's currency (SPEC §9: amounts are divided by 100):
-- euro cents for EUR, hundredths of a franc for XPF (always whole francs). Prices exclude VAT; the
-- VAT rate belongs to the grid and the postage is kept apart from the price, as the tariff does.

create table grille_tarifaire (
  code text primary key check (code ~ '^[A-Z0-9_]{1,40}$'),
  libelle text not null,
  -- Customer category the grid applies to (compte_client.grille_tarifaire names the grid itself).
  categorie_client text not null,
  -- FR (mainland France and the overseas departments) or NC (New Caledonia).
  territoire text not null check (territoire in ('FR', 'NC')),
  devise char(3) not null check (devise in ('EUR', 'XPF')),
  -- VAT rate in basis points: 2000 = 20 %.
  taux_tva_points_base int not null check (taux_tva_points_base between 0 and 10000),
  applicable_depuis date not null,
  source text not null
);

create table categorie_produit (
  code text primary key,
  libelle text not null,
  ordre int not null
);

create table article_tarifaire (
  code text primary key,
  libelle text not null,
  code_categorie_produit text not null references categorie_produit(code),
  ordre int not null
);

create table prix_article (
  grille_code text not null references grille_tarifaire(code) on delete cascade,
  article_code text not null references article_tarifaire(code) on delete cascade,
  diffusion text not null check (diffusion in ('ELEC', 'COURRIER')),
  prix_ht int not null check (prix_ht >= 0),
  frais_envoi int not null default 0 check (frais_envoi >= 0),
  source text not null,
  primary key (grille_code, article_code, diffusion),
  -- Electronic delivery has no postage.
  check (diffusion = 'COURRIER' or frais_envoi = 0)
);
create index prix_article_article on prix_article (article_code);
