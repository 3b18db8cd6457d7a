-- Full annual accounts (liasse fiscale) of a company, one row per financial year filed: the boxes
-- of the official forms (2050 to 2053 in the normal layout, 2033-A and 2033-B in the simplified
-- one, see @portail/shared/api accountsLayout.ts) as a JSON object from box code to amount in
-- hundredths of the company's currency, boxes at zero left out. Accounts filed with a declaration
-- of confidentiality are recorded without their boxes. Written by the corpus (seed and its moving
-- forward) and, later, by imports of filed accounts.
create table comptes_annuels (
  entreprise_id int not null references entreprise(id) on delete cascade,
  date_cloture date not null,
  duree_mois smallint not null default 12,
  regime varchar(10) not null check (regime in ('COMPLET', 'SIMPLIFIE')),
  confidentiel boolean not null default false,
  postes jsonb not null default '{}'::jsonb check (jsonb_typeof(postes) = 'object'),
  check (not confidentiel or postes = '{}'::jsonb),
  primary key (entreprise_id, date_cloture)
);
