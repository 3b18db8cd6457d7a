-- SIRENE imports now stage each file and upsert it in one statement that leaves unchanged rows
-- alone by comparing their columns: the per-row import fingerprint is no longer read or written.
alter table entreprise drop column empreinte_import;
alter table etablissement drop column empreinte_import;
