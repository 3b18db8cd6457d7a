-- Fingerprint of the row as last imported from a SIRENE stock file: a monthly re-import skips
-- unchanged units and establishments after one indexed lookup instead of a full upsert each.
alter table entreprise add column empreinte_import text;
alter table etablissement add column empreinte_import text;
