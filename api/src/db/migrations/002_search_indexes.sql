-- Search and listing indexes. Kept apart from 001 so bulk loads can drop and rebuild them.
create index entreprise_document on entreprise using gin (document);
create index entreprise_nom_document on entreprise using gin (nom_document);
create index entreprise_alias_document on entreprise using gin (alias_document);
create index entreprise_nom_trgm on entreprise using gin (nom_normalise gin_trgm_ops);
create index entreprise_nom_prefix on entreprise (nom_normalise text_pattern_ops);
create index entreprise_autres_trgm on entreprise using gin (autres_noms gin_trgm_ops);
create index entreprise_dep_naf on entreprise (departement, code_naf);
create index entreprise_naf on entreprise (code_naf);
create index entreprise_cp on entreprise (siege_code_postal);
create index personne_nom on personne (nom_normalise text_pattern_ops);
create index personne_nom_usage on personne (nom_usage_normalise text_pattern_ops);
create index personne_nom_trgm on personne using gin (nom_normalise gin_trgm_ops);
create index personne_document on personne using gin (document);
create index fonction_pm_numero on fonction (pm_numero) where pm_numero is not null;
