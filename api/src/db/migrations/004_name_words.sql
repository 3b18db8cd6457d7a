-- The words of company names, former names, acronyms and signs, for typo correction: a misspelt
-- word is matched by trigrams against this small dictionary, not against a million names, and
-- the corrected words then go through the full-text index like any other search.
create table mot_nom (
  mot text primary key,
  -- Companies whose names hold the word (kept up to date approximately), to prefer common words.
  nb int not null default 0
);
create index mot_nom_trgm on mot_nom using gin (mot gin_trgm_ops);

insert into mot_nom (mot, nb)
select w, count(*)
  from entreprise, unnest(string_to_array(concat_ws(' ', nom_normalise, autres_noms), ' ')) w
 where length(w) >= 3
 group by w;
analyze mot_nom;
