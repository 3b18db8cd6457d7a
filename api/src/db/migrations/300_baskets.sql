-- Baskets (SPEC §3 Basket, §7 paniers). A basket belongs either to a guest, known by the id their
-- browser keeps (uid_invite: an id, never a credential to anything else), or to a customer
-- account. Its documents (sub-articles) are grouped by entity for display: a company of the
-- registry, or a debtor known only by SIREN or by name (debt-status statements).
--
-- Prices are not stored here: a basket is priced with its grid each time it is read, and an order
-- keeps the prices it was sold at.

create table panier (
  id uuid primary key,
  uid_invite uuid unique,
  compte_client_id int unique references compte_client(id) on delete cascade,
  grille_code text not null references grille_tarifaire(code),
  cree_le timestamptz not null default now(),
  modifie_le timestamptz not null default now(),
  check ((uid_invite is null) <> (compte_client_id is null))
);
-- Guest baskets left alone for long are purged by age.
create index panier_invite_age on panier (modifie_le) where uid_invite is not null;

create table panier_article (
  id serial primary key,
  panier_id uuid not null references panier(id) on delete cascade,
  -- Grouping key of the entity: E<company id>, S<SIREN>, N<normalised name>[ <postcode>].
  entite_cle text not null,
  entreprise_id int references entreprise(id) on delete cascade,
  entite_siren char(9),
  entite_denomination text not null,
  -- Debt-status statement of a debtor searched by name: what was asked.
  critere jsonb,
  code_article text not null references article_tarifaire(code),
  -- depot_acte.id for a deed, depot_comptes.id for accounts.
  document_id int,
  diffusion_electronique boolean not null default true,
  diffusion_courrier boolean not null default false,
  quantite_courrier int not null default 0,
  frequence_mois_electronique int,
  duree_mois_electronique int,
  frequence_mois_courrier int,
  duree_mois_courrier int,
  ajoute_le timestamptz not null default now(),
  check (diffusion_electronique or diffusion_courrier),
  check ((diffusion_courrier and quantite_courrier between 1 and 10) or (not diffusion_courrier and quantite_courrier = 0)),
  check ((frequence_mois_electronique is null) = (duree_mois_electronique is null)),
  check ((frequence_mois_courrier is null) = (duree_mois_courrier is null))
);
-- One of each document per basket: adding it again finds it.
create unique index panier_article_document on panier_article (panier_id, entite_cle, code_article, coalesce(document_id, 0));
create index panier_article_panier on panier_article (panier_id);
