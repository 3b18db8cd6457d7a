-- The search outbox: the companies whose searchable data changed, waiting to reach a search index
-- other than PostgreSQL's own (OpenSearch). refresh_search(), which every writer of the search
-- columns calls (SIRENE import, corpus advance, seed), notes each company it rewrites here, in its
-- own statement, hence in the transaction of the change: a change committed is noted, a change
-- rolled back is not. The drain (modules/companies/search/outboxDrain.ts), a job of the queue,
-- hands the numbers to the indexer and deletes the rows the index took; without an index
-- configured it only deletes them.
--
-- Always written, even when no index is fed: one small row per company changed (the refresh
-- itself rewrites the company's row and its text-search vectors, far more), and an index started
-- later needs a full load anyway. Deciding in SQL whether to write would need the API's
-- configuration in the database, where several processes could disagree.
create table search_outbox (
  id bigserial primary key,
  -- entreprise.numero_identification: the SIREN, or the RIDET in New Caledonia.
  numero_identification varchar(9) not null,
  note_le timestamptz not null default now()
);

-- One drain at a time across the API processes: the holder's lease, taken row-wise. Two drains
-- side by side could each read a company at a different moment and their writes reach the index
-- in the other order, leaving the older document.
create table search_outbox_drain (
  id smallint primary key check (id = 1),
  holder text not null,
  until timestamptz not null
);

-- 006's function, and the outbox row of each company it rewrites.
create or replace function refresh_search(from_id int, to_id int) returns void
language sql as $$
  update entreprise e set
    autres_noms = x.autres,
    enseignes = x.ens,
    dirigeants = x.dir,
    adresse_recherche = x.adr,
    alias_document = to_tsvector('french', coalesce(x.autres, '') || ' ' || coalesce(x.ens, '')),
    document =
      setweight(e.nom_document, 'A')
      || setweight(to_tsvector('french', coalesce(x.autres, '')), 'B')
      || setweight(to_tsvector('french', coalesce(x.ens, '')), 'B')
      || setweight(to_tsvector('french', coalesce(x.dir, '')), 'C')
      || setweight(to_tsvector('french', coalesce(x.adr, '')), 'D'),
    siege_code_postal = case when x.siege_id is null then e.siege_code_postal else x.code_postal end,
    siege_commune = case when x.siege_id is null then e.siege_commune else x.commune end,
    siege_code_commune = case when x.siege_id is null then e.siege_code_commune else x.code_commune end,
    departement = case when x.siege_id is null then e.departement else x.departement end,
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
      nullif(norm_text(case when e2.diffusion_partielle or s.diffusion_partielle
                            then concat_ws(' ', s.code_postal, s.commune)
                            else concat_ws(' ', s.numero_voie, s.type_voie, s.libelle_voie, s.code_postal, s.commune) end), '') as adr,
      s.id as siege_id, s.code_postal, s.commune, s.code_commune, s.departement
    from entreprise e2
    left join lateral (select * from etablissement t where t.entreprise_id = e2.id and t.siege limit 1) s on true
    where e2.id between from_id and to_id
  ) x
  where e.id = x.id;

  insert into search_outbox (numero_identification)
  select numero_identification from entreprise where id between from_id and to_id;
$$;
