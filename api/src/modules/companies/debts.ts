// Queries behind debt-status statements (états d'endettement): the debtors a statement covers,
// found by SIREN or by a name approaching the one asked for, and the registrations against them
// (privileges, pledges, leasing...) still in effect.
import { type CritereDebiteur, type Debiteur, type InscriptionSurete, TYPES_INSCRIPTION } from '@portail/shared/api';
import { PARIS_TODAY } from '../../db/days';
import type { Queryable } from '../../db/types';
import { greffeRef } from './mappers';
import { STOPWORDS } from './search/engine';

/** A registration as the statement lists it, with the debtor it is against. */
export type InscriptionDebiteur = InscriptionSurete & { numero_debiteur: string; entreprise_id: number };

/** How a debtor whose name is not disclosed (partially diffusible sole trader) is shown. */
export const DEBITEUR_NON_DIFFUSIBLE = 'Entreprise non diffusible';

/** A registration is in effect until the end of its effect, or for good when it has none. */
const EN_VIGUEUR = `(s.date_effet_fin is null or s.date_effet_fin >= ${PARIS_TODAY})`;

interface DebiteurRow {
  id: number;
  numero_debiteur: string;
  siren: string | null;
  denomination: string | null;
  code_greffe: string | null;
  nombre_inscriptions: number;
}

/**
 * The debtors and their number of registrations in effect, for the companies `matches` selects
 * (columns `id` and `ord`, the order to list them in). One statement: the registrations are
 * counted for all of them at once.
 */
async function debtors(db: Queryable, matches: string, params: unknown[]): Promise<Debiteur[]> {
  const rows = await db.query<DebiteurRow>(
    `with m as (${matches})
     select e.id, coalesce(e.siren, e.numero_identification)::text as numero_debiteur, e.siren::text as siren,
            case when e.diffusion_partielle and not e.personne_morale then null
                 else coalesce(e.denomination, nullif(concat_ws(' ', e.prenoms, e.nom), '')) end as denomination,
            e.code_greffe::text as code_greffe, coalesce(c.n, 0)::int as nombre_inscriptions
       from m
       join entreprise e on e.id = m.id
       left join (select s.entreprise_id, count(*) as n
                    from inscription_surete s
                   where s.entreprise_id in (select id from m) and ${EN_VIGUEUR}
                   group by s.entreprise_id) c on c.entreprise_id = m.id
      order by m.ord`,
    params,
  );
  return rows.map((r) => ({
    numero_debiteur: r.numero_debiteur,
    id_entreprise: r.id,
    siren: r.siren,
    denomination: r.denomination ?? DEBITEUR_NON_DIFFUSIBLE,
    code_greffe: r.code_greffe,
    greffe: greffeRef(r.code_greffe)?.nom ?? null,
    nombre_inscriptions: r.nombre_inscriptions,
  }));
}

/** Closeness of a whole name to the one asked for (pg_trgm similarity) for a name with typos. */
export const NAME_SIMILARITY = 0.6;
/** Closeness of each word asked for to the best-matching part of a name (pg_trgm word similarity). */
export const WORD_SIMILARITY = 0.5;

/**
 * The debtors a statement covers. By SIREN: that company, or none. By name: the companies whose
 * name approaches it, best first (at most `limit`): the exact name (case, accents and punctuation
 * aside), then names holding all its words, then former names, acronyms or signs holding them,
 * then, for 3 characters or more, names it approaches by trigrams (typos): each word asked for
 * close to a part of the name, or the whole name close to the one asked for; within each, the
 * closest, active before removed, larger before smaller. The postcode restricts them to head
 * offices there. A partially diffusible sole trader, whose name is not disclosed, is only found by
 * SIREN. Registrations are counted when in effect. Neither SIREN nor name: no debtor.
 */
export async function findDebtors(db: Queryable, critere: CritereDebiteur, limit = 50): Promise<Debiteur[]> {
  const siren = critere.siren?.replace(/[\s.]/g, '');
  if (siren) {
    if (!/^\d{9}$/.test(siren)) return [];
    return debtors(db, 'select id, 0 as ord from entreprise where siren = $1', [siren]);
  }
  const name = critere.denomination?.trim();
  if (!name) return [];
  const params: unknown[] = [name, Math.max(1, Math.floor(limit)), [...STOPWORDS], NAME_SIMILARITY, WORD_SIMILARITY];
  const codePostal = critere.code_postal?.trim() || null;
  const inPostcode = codePostal ? `and e.siege_code_postal = $${params.push(codePostal)}` : '';
  // The trigram operators (% and <%, thresholds of the session, below the ones applied) let the
  // trigram index find the candidates; the closeness of each word then decides. One or two
  // letters are too few to approach anything: only the full-text tiers then.
  return debtors(
    db,
    `with x as materialized (
       select n.q, plainto_tsquery('french', n.q) as tq,
              array(select w from unnest(string_to_array(n.q, ' ')) w where w <> all($3::text[])) as words
         from (select norm_text($1) as q) n)
     select r.id, row_number() over (order by r.rang, r.proximite desc, r.active desc, r.taille desc, r.id) as ord
       from (select e.id, e.active, e.taille,
                    case when e.nom_normalise = x.q then 0
                         when e.nom_document @@ x.tq then 1
                         when e.alias_document @@ x.tq then 2
                         else 3 end as rang,
                    greatest(similarity(e.nom_normalise, x.q), word_similarity(x.q, e.nom_normalise)) as proximite
               from entreprise e, x
              where x.q <> ''
                and (e.nom_normalise = x.q or e.nom_document @@ x.tq or e.alias_document @@ x.tq
                     or (length(x.q) >= 3 and (e.nom_normalise % x.q or x.q <% e.nom_normalise)
                         and (similarity(e.nom_normalise, x.q) >= $4::real
                              or (cardinality(x.words) > 0
                                  and not exists (select 1 from unnest(x.words) w where word_similarity(w, e.nom_normalise) < $5::real)))))
                and not (e.diffusion_partielle and not e.personne_morale)
                ${inPostcode}
              order by rang, proximite desc, e.active desc, e.taille desc, e.id
              limit $2::int) r`,
    params,
  );
}

/**
 * The registrations in effect against the given companies, by kind (in the order of
 * TYPES_INSCRIPTION) then date of registration.
 */
export async function registrationsOf(db: Queryable, entrepriseIds: number[]): Promise<InscriptionDebiteur[]> {
  const ids = [...new Set(entrepriseIds)];
  if (!ids.length) return [];
  return db.query<InscriptionDebiteur>(
    `select s.entreprise_id, coalesce(e.siren, e.numero_identification)::text as numero_debiteur,
            s.numero, s.type_inscription, s.date_inscription::text as date_inscription, s.date_effet_fin::text as date_effet_fin,
            s.creancier, s.montant, s.devise::text as devise, s.code_greffe::text as code_greffe
       from inscription_surete s
       join entreprise e on e.id = s.entreprise_id
      where s.entreprise_id = any($1::int[]) and ${EN_VIGUEUR}
      order by coalesce(array_position($2::text[], s.type_inscription), ${TYPES_INSCRIPTION.length + 1}),
               s.date_inscription, s.entreprise_id, s.id`,
    [ids, [...TYPES_INSCRIPTION]],
  );
}
