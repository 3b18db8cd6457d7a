-- Where companies come from (source: CORPUS and FIXTURE are generated, SIRENE loaded), asked by
-- every record and results page (GET provenance-donnees: does any company come from each origin?):
-- an index answers it without reading the table.
create index entreprise_source on entreprise (source);
