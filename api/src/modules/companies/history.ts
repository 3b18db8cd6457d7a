// A company's history, its record as of a past day, and where the site's data comes from.
//
// The history reads the change events monitoring reveals (evenement_entreprise: SIRENE re-imports
// and the registry's dated events) and adds the registry's dated rows no event was recorded for
// (the filings, executives, procedures and registrations the company was loaded with), so that it
// starts at the company's registration. The record « au … » reads the registry's state through
// the reconstruction the Kbis uses (asOf.ts).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ANNUAL_ACCOUNTS_LABELS,
  FicheAuQuerySchema,
  FicheAuSchema,
  GENRES,
  GENRES_HISTORIQUE,
  HistoriqueQuerySchema,
  HistoriqueSchema,
  ProvenanceDonneesSchema,
  DATA_ORIGIN_PATH,
  genreOf,
  libelleHistorique,
  type AnnualAccountsType,
  type CodeHistorique,
  type EvenementHistorique,
  type FicheAu,
  type GenreHistorique,
  type Historique,
} from '@portail/shared/api';
import { legalNoticeSource, type SourceEvenement } from '@portail/shared/api/monitoring';
import { IdParamsSchema } from '@portail/shared/api/requests';
import { formatAmount } from '@portail/shared/format';
import { dayIn, formatDateFr } from '@portail/shared/format/dates';
import type { Queryable } from '../../db/types';
import { CACHED } from '../../http/caching';
import { badRequest, notFound } from '../../http/errors';
import { PUBLIC_ROUTE_ERRORS as errors } from '../../http/routes';
import { GENERATED_SOURCES, asOfDayProblem, provenanceOf, registryAsOf } from './asOf';
import { LIBELLES_PROCEDURE, getEntreprise } from './repository';
import { ROLE_LABELS } from '../../corpus/generator';

const ENTREPRISE_INTROUVABLE = 'Entreprise introuvable.';
/** Events a history lists at most (the oldest beyond are left out). */
export const HISTORY_MAX = 1000;

interface EventRow {
  code: CodeHistorique;
  date: string;
  ancienne_valeur: string | null;
  nouvelle_valeur: string | null;
  source: SourceEvenement;
}

const executive = (role: string, nom: string | null) => `${ROLE_LABELS[role] ?? role} : ${nom ?? 'non diffusé'}`;

/** The dated rows of the registry, as events. */
async function registryRows(db: Queryable, id: number, territoire: string): Promise<EventRow[]> {
  const notices = legalNoticeSource(territoire);
  const [fonctions, comptes, actes, procedures, inscriptions] = await Promise.all([
    db.query<{ role: string; nom: string | null; debut: string | null; fin: string | null }>(
      `select f.role, coalesce(nullif(concat_ws(' ', p.prenoms, coalesce(p.nom_usage, p.nom)), ''), f.pm_denomination) as nom,
              f.date_debut::text as debut, f.date_fin::text as fin
         from fonction f left join personne p on p.id = f.personne_id join entreprise e on e.id = f.entreprise_id
        where f.entreprise_id = $1 and f.nature in ('DIRIGEANT', 'COMMISSAIRE_AUX_COMPTES')
          and (f.personne_id is null or not (e.diffusion_partielle and not e.personne_morale))`,
      [id],
    ),
    db.query<{ cloture: string; depot: string; type: AnnualAccountsType }>('select date_cloture::text as cloture, date_depot::text as depot, type from depot_comptes where entreprise_id = $1', [id]),
    db.query<{ depot: string; type_acte: string; decisions: string[] }>('select date_depot::text as depot, type_acte, decisions from depot_acte where entreprise_id = $1', [id]),
    db.query<{ type: string; jugement: string; cloture: string | null }>(
      'select type, date_jugement::text as jugement, date_cloture::text as cloture from procedure_collective where entreprise_id = $1',
      [id],
    ),
    db.query<{ registre: string; immatriculation: string | null; radiation: string | null; type: string }>(
      'select registre, type, date_immatriculation::text as immatriculation, date_radiation::text as radiation from inscription where entreprise_id = $1',
      [id],
    ),
  ]);
  const rows: EventRow[] = [];
  for (const f of fonctions) {
    if (f.debut) rows.push({ code: 'DIRIGEANT_NOMME', date: f.debut, ancienne_valeur: null, nouvelle_valeur: executive(f.role, f.nom), source: 'RCS' });
    if (f.fin) rows.push({ code: 'DIRIGEANT_PARTI', date: f.fin, ancienne_valeur: executive(f.role, f.nom), nouvelle_valeur: null, source: 'RCS' });
  }
  for (const c of comptes) {
    // A group files its consolidated accounts apart from its own: each filing says which it is.
    const which = c.type === 'COMPLETS' ? '' : ` (${ANNUAL_ACCOUNTS_LABELS[c.type].toLowerCase()})`;
    rows.push({ code: 'COMPTES_DEPOSES', date: c.depot, ancienne_valeur: null, nouvelle_valeur: `Exercice clos le ${formatDateFr(c.cloture)}${which}`, source: 'GREFFE' });
  }
  for (const a of actes) rows.push({ code: 'ACTE_DEPOSE', date: a.depot, ancienne_valeur: null, nouvelle_valeur: a.decisions.length ? `${a.type_acte} : ${a.decisions.join(' ; ')}` : a.type_acte, source: 'GREFFE' });
  for (const p of procedures) {
    const libelle = LIBELLES_PROCEDURE[p.type] ?? p.type;
    rows.push({ code: 'PROCEDURE_OUVERTE', date: p.jugement, ancienne_valeur: null, nouvelle_valeur: libelle, source: notices });
    if (p.cloture) rows.push({ code: 'PROCEDURE_CLOTUREE', date: p.cloture, ancienne_valeur: libelle, nouvelle_valeur: null, source: notices });
  }
  for (const i of inscriptions) {
    const registre = i.registre === 'RCS_NC' ? 'RCS' : i.registre;
    const what = i.type === 'PRINCIPALE' ? `Immatriculation principale au ${registre}` : `Immatriculation secondaire au ${registre}`;
    if (i.immatriculation) rows.push({ code: 'IMMATRICULATION', date: i.immatriculation, ancienne_valeur: null, nouvelle_valeur: what, source: 'GREFFE' });
    if (i.radiation && i.type === 'PRINCIPALE') rows.push({ code: 'ETAT_ADMINISTRATIF', date: i.radiation, ancienne_valeur: 'Immatriculée', nouvelle_valeur: `Radiée du ${registre}`, source: 'GREFFE' });
  }
  return rows;
}

/**
 * Every dated event of company `id`, newest first: the recorded change events, then the registry's
 * rows no recorded event of the same code and day stands for (a change applied by the registry's
 * own events is both a row and an event: it is listed once, as the event).
 */
export async function companyHistory(db: Queryable, id: number, territoire: string): Promise<EventRow[]> {
  const [recorded, rows] = await Promise.all([
    db.query<EventRow>(
      `select code, date_evenement::text as date, ancienne_valeur, nouvelle_valeur, source
         from evenement_entreprise where entreprise_id = $1 order by date_evenement desc, id desc limit $2`,
      [id, HISTORY_MAX],
    ),
    registryRows(db, id, territoire),
  ]);
  const seen = new Map<string, number>();
  for (const e of recorded) seen.set(`${e.code}|${e.date}`, (seen.get(`${e.code}|${e.date}`) ?? 0) + 1);
  const added = rows.filter((r) => {
    const key = `${r.code}|${r.date}`;
    const n = seen.get(key) ?? 0;
    if (n === 0) return true;
    seen.set(key, n - 1);
    return false;
  });
  return [...recorded, ...added]
    .sort((a, b) => b.date.localeCompare(a.date) || order(a.code) - order(b.code))
    .slice(0, HISTORY_MAX);
}

/** On one day, the registration comes last (read newest first: it is the oldest thing of its day). */
const order = (code: CodeHistorique) => (code === 'IMMATRICULATION' ? 1 : 0);

export function historyAnswer(id: number, all: readonly EventRow[], genre: GenreHistorique | undefined, provenance: Historique['provenance']): Historique {
  const events: EvenementHistorique[] = all.map((e) => ({ ...e, libelle: libelleHistorique(e.code), genre: genreOf(e.code) }));
  return {
    entreprise_id: id,
    genre: genre ?? null,
    genres: GENRES.map((g) => ({ genre: g, libelle: GENRES_HISTORIQUE[g].libelle, nombre: events.filter((e) => e.genre === g).length })),
    evenements: genre ? events.filter((e) => e.genre === genre) : events,
    provenance,
  };
}

export interface HistoryRoutesOptions {
  db: Queryable;
}

export async function historyRoutes(app: FastifyInstance, { db }: HistoryRoutesOptions): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/entreprises/:id/historique',
    {
      ...CACHED.record,
      schema: {
        tags: ['Entreprises'],
        summary: "Historique daté de l'entreprise (changements, dépôts, procédures), du plus récent au plus ancien",
        params: IdParamsSchema,
        querystring: HistoriqueQuerySchema,
        response: { 200: HistoriqueSchema, ...errors },
      },
    },
    async (req) => {
      const e = await getEntreprise(db, req.params.id);
      const provenance = e && (await provenanceOf(db, e.id));
      if (!e || !provenance) throw notFound(ENTREPRISE_INTROUVABLE);
      return historyAnswer(e.id, await companyHistory(db, e.id, e.territoire), req.query.genre, provenance);
    },
  );

  r.get(
    '/entreprises/:id/au',
    {
      ...CACHED.record,
      schema: {
        tags: ['Entreprises'],
        summary: "Fiche de l'entreprise telle qu'elle était à une date passée",
        params: IdParamsSchema,
        querystring: FicheAuQuerySchema,
        response: { 200: FicheAuSchema, ...errors },
      },
    },
    async (req): Promise<FicheAu> => {
      const e = await getEntreprise(db, req.params.id);
      const provenance = e && (await provenanceOf(db, e.id));
      if (!e || !provenance) throw notFound(ENTREPRISE_INTROUVABLE);
      const day = req.query.date;
      const problem = asOfDayProblem(e, day, dayIn(e.territoire));
      if (problem) throw badRequest(problem);
      const s = await registryAsOf(db, e, day);
      const radiee = e.date_radiation !== null && e.date_radiation <= day;
      const capitalNow = e.capital_social === null ? null : formatAmount(e.capital_social, { thousandsSeparator: true, currency: e.devise === 'XPF' ? 'XPF' : 'EUR' });
      return {
        entreprise_id: e.id,
        date: day,
        denomination: 'DENOMINATION' in s.before ? (s.before.DENOMINATION ?? 'Non renseignée') : (e.denomination ?? 'Entrepreneur individuel (diffusion partielle)'),
        forme_juridique: e.forme_juridique?.libelle ?? null,
        capital: 'CAPITAL' in s.before ? (s.before.CAPITAL ?? null) : capitalNow,
        capital_montant: 'CAPITAL' in s.before ? null : e.capital_social,
        devise: e.devise,
        activite: 'ACTIVITE' in s.before ? (s.before.ACTIVITE ?? null) : e.activite.libelle ? `${e.activite.libelle}${e.activite.code_naf ? ` (NAF ${e.activite.code_naf})` : ''}` : null,
        siege: 'ADRESSE_SIEGE' in s.before ? (s.before.ADRESSE_SIEGE ?? null) : (e.siege?.adresse.ligne ?? null),
        etat: radiee ? 'RADIEE' : 'ACTIVE',
        etat_libelle: radiee ? `Radiée le ${formatDateFr(e.date_radiation)}` : 'ETAT_ADMINISTRATIF' in s.before ? (s.before.ETAT_ADMINISTRATIF ?? 'Active') : 'Active',
        date_creation: e.date_creation,
        date_immatriculation: s.principal?.date_immatriculation ?? e.date_immatriculation,
        dirigeants: s.dirigeants,
        commissaires: s.commissaires,
        procedures: s.procedures.map((p) => ({ libelle: p.libelle, date_jugement: p.date_jugement, statut: p.cloturee_le ? `Clôturée le ${formatDateFr(p.cloturee_le)}` : 'En cours' })),
        mentions: s.actes.map((a) => `Dépôt du ${formatDateFr(a.date_depot)} – ${a.type_acte}${a.decisions.length ? ` : ${a.decisions.join(' ; ')}` : ''}.`),
        provenance,
      };
    },
  );

  r.get(
    `/${DATA_ORIGIN_PATH}`,
    { ...CACHED.site, schema: { tags: ['Entreprises'], summary: 'Origine des données du site : corpus généré (fictif) ou SIRENE', response: { 200: ProvenanceDonneesSchema, ...errors } } },
    async () => {
      const [r0] = await db.query<{ corpus: boolean; sirene: boolean }>(
        `select exists (select 1 from entreprise where source = any($1::text[])) as corpus, exists (select 1 from entreprise where source = 'SIRENE') as sirene`,
        [GENERATED_SOURCES],
      );
      return { corpus_genere: !!r0?.corpus, sirene: !!r0?.sirene };
    },
  );
}
