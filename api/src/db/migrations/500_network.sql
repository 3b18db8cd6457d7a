-- The network of executives (modules/companies/network.ts) walks current executive mandates from
-- companies to persons and back. Both directions read only these columns, so that each hop is an
-- index-only scan of the mandates in force rather than of every function of the company or person
-- (auditors, beneficial owners, former executives).
create index fonction_mandat_entreprise on fonction (entreprise_id) include (personne_id, role, date_debut)
  where nature = 'DIRIGEANT' and date_fin is null and personne_id is not null;
create index fonction_mandat_personne on fonction (personne_id) include (entreprise_id, role, date_debut)
  where nature = 'DIRIGEANT' and date_fin is null and personne_id is not null;
