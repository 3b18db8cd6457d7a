-- refresh_search also copies the head office's place (postcode, commune, department) onto the
-- company, in the same pass that reads the head office for the searchable address: an import
-- rewrites each company once instead of twice. A company without a known head office keeps its own.
-- The name's part of the document is the name's own tsvector (nom_document), not computed again.
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
  where e.id = x.id
$$;
