// Moves the generated corpus forward in time: over the last N days, the registry's own dated
// events happen to its companies (executives appointed or leaving, capital changes, accounts and
// deeds filed, collective procedures opened, name changes, registrations of securities). Each is
// applied to the data and recorded as a change event in one transaction; change detection then
// reveals them to the surveillances that cover them.
//
// Deterministic: the same seed, period and corpus give the same events, and an event already
// recorded (same key) is neither recorded nor applied again. Rates are per company and month, so
// the number of events follows the size of the corpus.
import { randomInt } from 'node:crypto';
import { LIBELLES_TYPE_INSCRIPTION, type TypeInscription } from '@portail/shared/api';
import { CODES_EVENEMENT, legalNoticeSource, type CodeEvenement, type SourceEvenement } from '@portail/shared/api/monitoring';
import { MAX_JOURS_AVANCE } from '@portail/shared/api/operations';
import { formatAmount, formatDateFr } from '@portail/shared/format';
import type { Database, Queryable } from '../db/types';
import { type NewEvent, detectRevelations, recordNewEvents } from '../modules/monitoring';
import { LIBELLES_PROCEDURE, enqueueSearchDrain } from '../modules/companies';
import { PARIS_TODAY } from '../db/days';
import {
  DIX_ANS,
  ROLE_LABELS,
  SURETES_CIVILES,
  SURETES_COMMERCIALES,
  SURETE_LETTRE,
  XPF_PER_EUR,
  addMonths,
  creancierOf,
  publicLimitedMinimum,
} from './generator';
import { writeAccountsOfFilings } from './accountsStore';
import { Rng, dayOf, isoDay } from './random';
import type { ComptesRow, ExerciceRow, PersonneRow, ProcedureRow, SureteRow } from './types';
import { FOURNISSEURS, NATIONALITES, NOMS, PRENOMS, SYLLABES, TYPES_ACTES } from './words';
import {
  ACTE_COLS,
  COMPTES_COLS,
  EXERCICE_COLS,
  FONCTION_COLS,
  PROCEDURE_COLS,
  SURETE_COLS,
  insertMany,
  unnestInsert,
  upsertPersons,
} from './writer';

/** The longest step in days, as the operations endpoint takes it. */
export const MAX_ADVANCE_DAYS = MAX_JOURS_AVANCE;

export interface AdvanceOptions {
  /** How many days the corpus moves forward: the period ends on `today`. */
  days: number;
  /** The same seed on the same corpus and period gives the same events. Default: drawn at random. */
  seed?: number;
  /** Last day of the period (AAAA-MM-JJ); default today in Paris. */
  today?: string;
  /** Companies that get at least one event. */
  entreprises?: readonly number[];
}

export interface AdvanceResult {
  graine: number;
  du: string;
  au: string;
  /** Change events recorded (and applied to the data). */
  evenements: number;
  /** Revelations change detection made afterwards. */
  revelations: number;
  par_code: Partial<Record<CodeEvenement, number>>;
}

export class UnknownCompaniesError extends Error {
  constructor(readonly ids: number[]) {
    super(`Entreprises inconnues : ${ids.join(', ')}.`);
  }
}

/** The registry's actions on a company; each records one or more change events. */
const ACTIONS = ['ACTE', 'COMPTES', 'DEPART', 'NOMINATION', 'CAPITAL', 'NOM', 'SURETE', 'PROCEDURE'] as const;
type Action = (typeof ACTIONS)[number];

/**
 * Share of the companies of an action's population it happens to in a month. Together, some 6 %
 * of registered companies change in a month; accounts are filed by about half of them a year.
 */
const MONTHLY_RATE: Record<Action, number> = {
  ACTE: 0.012,
  COMPTES: 0.05,
  DEPART: 0.004,
  NOMINATION: 0.003,
  CAPITAL: 0.003,
  NOM: 0.001,
  SURETE: 0.004,
  PROCEDURE: 0.001,
};

/** Who an action can happen to: registered legal persons, those with a capital, or any registered company. */
type Population = 'societes' | 'capital' | 'inscrites';
const POPULATION: Record<Action, Population> = {
  ACTE: 'societes',
  COMPTES: 'societes',
  DEPART: 'societes',
  NOMINATION: 'societes',
  CAPITAL: 'capital',
  NOM: 'societes',
  SURETE: 'inscrites',
  PROCEDURE: 'inscrites',
};

const SOURCE: Record<CodeEvenement, SourceEvenement> = {
  DENOMINATION: 'RCS',
  ETAT_ADMINISTRATIF: 'RCS',
  ADRESSE_SIEGE: 'RCS',
  SIEGE: 'RCS',
  ACTIVITE: 'RCS',
  DIRIGEANT_NOMME: 'RCS',
  DIRIGEANT_PARTI: 'RCS',
  CAPITAL: 'RCS',
  COMPTES_DEPOSES: 'GREFFE',
  ACTE_DEPOSE: 'GREFFE',
  PROCEDURE_OUVERTE: 'BODACC',
  PROCEDURE_CLOTUREE: 'BODACC',
  SURETE_INSCRITE: 'GREFFE',
};

/** A company's share capital as change events state it: "15 000,00 €", "1 790 XPF". */
export function capitalText(cents: number, devise: string): string {
  return formatAmount(cents, { thousandsSeparator: true, currency: devise === 'XPF' ? 'XPF' : 'EUR' });
}

interface Company {
  id: number;
  denomination: string | null;
  denominations_precedentes: string[];
  personne_morale: boolean;
  forme_juridique: string | null;
  capital_social: number | null;
  devise: string;
  code_greffe: string | null;
  territoire: string;
  siege_commune: string | null;
  departement: string | null;
  statut_entreprise: string;
}

interface Executive {
  id: number;
  entreprise_id: number;
  role: string;
  nom: string | null;
  prenoms: string | null;
  pm_denomination: string | null;
}

interface LastAccounts extends ExerciceRow {
  entreprise_id: number;
  type: ComptesRow['type'] | null;
}

/** What recording an event does to the data. */
type Change =
  | { kind: 'capital'; entreprise_id: number; capital: number }
  | { kind: 'nom'; entreprise_id: number; denomination: string; ancienne: string }
  | { kind: 'depart'; fonction_id: number; date: string }
  | { kind: 'nomination'; entreprise_id: number; role: string; personne: PersonneRow; date: string }
  | { kind: 'acte'; entreprise_id: number; date_depot: string; numero_depot: string; type_acte: string; decisions: string[] }
  | { kind: 'comptes'; entreprise_id: number; exercice: ExerciceRow; comptes: ComptesRow }
  | { kind: 'procedure'; entreprise_id: number; procedure: ProcedureRow }
  | { kind: 'surete'; entreprise_id: number; surete: SureteRow };

interface Planned {
  /** The pick the event comes from: its events are recorded all together or not at all. */
  pick: string;
  event: NewEvent;
  change: Change;
}

interface Pick {
  day: number;
  action: Action;
  entreprise: number;
  /** What the pick's events are keyed on, when not its action (the deed filed for a forced company). */
  key?: 'FORCE';
}

/** A Poisson draw (normal approximation past 30). */
function poisson(rng: Rng, lambda: number): number {
  if (lambda <= 0) return 0;
  if (lambda < 30) {
    const limit = Math.exp(-lambda);
    let k = 0;
    let p = rng.next();
    while (p > limit) {
      k++;
      p *= rng.next();
    }
    return k;
  }
  // Rng.gauss() has a standard deviation of 1/sqrt(3).
  return Math.max(0, Math.round(lambda + Math.sqrt(3 * lambda) * rng.gauss()));
}

const upper = (s: string) => s.toLocaleUpperCase('fr-FR');
const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
const roleLabel = (role: string) => ROLE_LABELS[role] ?? role;
const personName = (p: { prenoms: string | null; nom: string | null }) => [p.prenoms?.split(' ')[0], p.nom].filter(Boolean).join(' ');
const executiveText = (e: Executive) => `${roleLabel(e.role)} : ${e.pm_denomination ?? personName(e)}`;

/** The role a new executive takes beside those in office, by legal form. */
function roleForForm(forme: string | null): string {
  switch (forme) {
    case '5710':
    case '5720':
      return 'DG';
    case '5599':
    case '5800':
      return 'ADMIN';
    case '5699':
      return 'MCS';
    case '5202':
    case '5306':
      return 'ASSOCIE';
    default:
      return 'GERANT';
  }
}
/** Roles a company cannot be without: whoever leaves them is replaced. */
const LEADING_ROLES = new Set(['PRESIDENT', 'GERANT', 'PCA', 'DG', 'PDIR', 'PCS']);
const PUBLIC_LIMITED = new Set(['5599', '5699', '5800']);

function newPerson(rng: Rng, cle: string, day: number): PersonneRow {
  const prenoms = [rng.pick(PRENOMS)];
  if (rng.chance(0.4)) {
    const second = rng.pick(PRENOMS);
    if (!prenoms.includes(second)) prenoms.push(second);
  }
  const year = Number(isoDay(day).slice(0, 4));
  return {
    cle,
    nom: upper(rng.pick(NOMS)),
    nom_usage: null,
    prenoms: prenoms.join(' '),
    mois_naissance: rng.int(1, 12),
    annee_naissance: rng.int(year - 70, year - 25),
    nationalite: rng.weighted(NATIONALITES),
  };
}

function newName(rng: Rng, old: string): string {
  const brand = () => capitalise(Array.from({ length: rng.int(2, 3) }, () => rng.pick(SYLLABES)).join(''));
  const first = old.split(/\s+/)[0] ?? '';
  for (;;) {
    const name = rng.weighted([
      [brand(), 35],
      [`${brand()} ${rng.pick(['Groupe', 'Conseil', 'Services', 'Solutions', 'Développement', 'Partenaires'])}`, 35],
      [`${first} ${capitalise(rng.pick(NOMS).toLowerCase())}`, 30],
    ] as const);
    if (name !== old) return name;
  }
}

const pickKey = (seed: number, p: Pick) => `corpus:${seed}:${p.key ?? p.action}:${p.entreprise}:${isoDay(p.day)}`;

const depotNumber = (rng: Rng, day: number) => `${isoDay(day).slice(0, 4)}-${String(rng.int(1, 99_999)).padStart(5, '0')}`;

/** Ends the plan: the events of every pick that can happen to its company as it stands. */
class Planner {
  readonly planned: Planned[] = [];
  constructor(
    private readonly seed: number,
    private readonly lastDay: number,
    private readonly companies: Map<number, Company>,
    private readonly executives: Map<number, Executive[]>,
    private readonly accounts: Map<number, LastAccounts>,
    private readonly openProcedures: Set<number>,
  ) {}

  private add(pick: Pick, code: CodeEvenement, day: number, ancienne: string | null, nouvelle: string | null, change: Change) {
    const date = isoDay(day);
    // Keyed on the pick, not on what it drew: planned again on the changed data, it has the same keys.
    const key = pickKey(this.seed, pick);
    this.planned.push({
      pick: key,
      event: {
        entreprise_id: pick.entreprise,
        code,
        ancienne_valeur: ancienne,
        nouvelle_valeur: nouvelle,
        date_evenement: date,
        source: SOURCE[code] === 'BODACC' ? legalNoticeSource(this.companies.get(pick.entreprise)?.territoire ?? 'FR') : SOURCE[code],
        cle: `${key}:${code}`,
      },
      change,
    });
  }

  /** The deed a decision is filed with, a few days later (never after the period). */
  private deed(pick: Pick, rng: Rng, type: string, decisions: string[]) {
    const day = Math.min(this.lastDay, pick.day + rng.int(0, 15));
    const numero = depotNumber(rng, day);
    this.add(pick, 'ACTE_DEPOSE', day, null, type, { kind: 'acte', entreprise_id: pick.entreprise, date_depot: isoDay(day), numero_depot: numero, type_acte: type, decisions });
  }

  /** Plans a pick; false when it cannot happen to the company (nothing to file, nobody to leave...). */
  plan(pick: Pick): boolean {
    const c = this.companies.get(pick.entreprise);
    if (!c) return false;
    const rng = new Rng(this.seed, pick.day, ACTIONS.indexOf(pick.action), pick.entreprise);
    const date = isoDay(pick.day);
    switch (pick.action) {
      case 'ACTE': {
        if (!c.personne_morale) {
          this.deed(pick, rng, 'Déclaration de modification', ["Modification de la situation de l'exploitant"]);
          return true;
        }
        const t = rng.weighted([
          [TYPES_ACTES[0]!, 55],
          [TYPES_ACTES[5]!, 30],
          [TYPES_ACTES[4]!, 15],
        ] as const);
        this.deed(pick, rng, t.type, [...t.decisions]);
        return true;
      }
      case 'CAPITAL': {
        if (c.capital_social === null) return false;
        const units = c.capital_social / 100;
        const increase = rng.chance(0.75);
        const minimum = PUBLIC_LIMITED.has(c.forme_juridique ?? '') ? publicLimitedMinimum(c.devise === 'XPF' ? 'XPF' : 'EUR') : 1;
        const step = units >= 100_000 ? 1000 : units >= 1000 ? 100 : 1;
        const raw = increase ? units * rng.pick([1.2, 1.5, 2, 2.5, 3, 5, 10]) : units * rng.pick([0.5, 0.6, 0.75, 0.8, 0.9]);
        const next = Math.max(Math.ceil(minimum), Math.round(raw / step) * step);
        if (next === units) return false;
        const cents = next * 100;
        this.add(pick, 'CAPITAL', pick.day, capitalText(c.capital_social, c.devise), capitalText(cents, c.devise), { kind: 'capital', entreprise_id: c.id, capital: cents });
        if (next > units) this.deed(pick, rng, 'Augmentation de capital', ['Augmentation du capital social', 'Modification statutaire']);
        else this.deed(pick, rng, 'Réduction de capital', ['Réduction du capital social', 'Modification statutaire']);
        return true;
      }
      case 'NOM': {
        if (!c.denomination || !c.personne_morale) return false;
        const name = newName(rng, c.denomination);
        this.add(pick, 'DENOMINATION', pick.day, c.denomination, name, { kind: 'nom', entreprise_id: c.id, denomination: name, ancienne: c.denomination });
        this.deed(pick, rng, 'Changement de dénomination', ['Modification de la dénomination', 'Modification statutaire']);
        return true;
      }
      case 'DEPART': {
        const inOffice = (this.executives.get(c.id) ?? []).filter((e) => e.role !== 'EXPLOITANT');
        if (!inOffice.length) return false;
        const leaving = rng.pick(inOffice);
        this.add(pick, 'DIRIGEANT_PARTI', pick.day, executiveText(leaving), null, { kind: 'depart', fonction_id: leaving.id, date });
        const alone = inOffice.filter((e) => e.role === leaving.role).length === 1;
        if ((alone && LEADING_ROLES.has(leaving.role)) || rng.chance(0.5)) this.appoint(pick, rng, c, leaving.role);
        this.deed(pick, rng, 'Changement de dirigeant', ['Démission du représentant légal', 'Nomination du représentant légal']);
        return true;
      }
      case 'NOMINATION': {
        if (!c.personne_morale) return false;
        this.appoint(pick, rng, c, roleForForm(c.forme_juridique));
        this.deed(pick, rng, 'Changement de dirigeant', ['Nomination du représentant légal']);
        return true;
      }
      case 'COMPTES': {
        const last = this.accounts.get(c.id);
        if (!last) return false;
        const cloture = addMonths(dayOf(last.date_cloture), 12);
        // Accounts are filed once the year is closed and approved, some months later.
        if (dayOf(cloture) + 60 > pick.day) return false;
        const drift = 0.9 + rng.next() * 0.25;
        const ca = last.chiffre_affaires === null ? null : Math.round((last.chiffre_affaires * drift) / 100) * 100;
        const exercice: ExerciceRow = {
          date_cloture: cloture,
          duree_mois: 12,
          chiffre_affaires: ca,
          resultat: ca === null ? null : Math.round((ca * (0.04 + rng.gauss() * 0.06)) / 100) * 100,
          effectif: last.effectif === null ? null : Math.max(0, Math.round(last.effectif * (0.9 + rng.next() * 0.2))),
          confidentiel: last.confidentiel,
        };
        const comptes: ComptesRow = { date_cloture: cloture, date_depot: date, type: last.type ?? 'COMPLETS', confidentiel: last.confidentiel };
        this.add(pick, 'COMPTES_DEPOSES', pick.day, null, `Exercice clos le ${formatDateFr(cloture)}`, { kind: 'comptes', entreprise_id: c.id, exercice, comptes });
        return true;
      }
      case 'PROCEDURE': {
        if (this.openProcedures.has(c.id) || !c.code_greffe) return false;
        const type = rng.weighted([
          ['LIQUIDATION_JUDICIAIRE', 52],
          ['LIQUIDATION_JUDICIAIRE_SIMPLIFIEE', 14],
          ['REDRESSEMENT_JUDICIAIRE', 27],
          ['SAUVEGARDE', 6],
          ['SAUVEGARDE_ACCELEREE', 1],
        ] as const);
        const liquidation = type.startsWith('LIQUIDATION');
        const procedure: ProcedureRow = {
          type,
          date_jugement: date,
          date_cessation_paiements: type.startsWith('SAUVEGARDE') ? null : isoDay(pick.day - rng.int(10, 45)),
          date_cloture: null,
          code_greffe: c.code_greffe,
          mandataire: `SELARL ${upper(rng.pick(NOMS))} & Associés, ${liquidation ? 'liquidateur judiciaire' : 'mandataire judiciaire'}`,
          evenements: [
            {
              date,
              libelle: liquidation
                ? 'Jugement d’ouverture de liquidation judiciaire'
                : `Jugement d’ouverture (${type === 'REDRESSEMENT_JUDICIAIRE' ? 'redressement judiciaire' : 'sauvegarde'})`,
            },
          ],
        };
        this.add(pick, 'PROCEDURE_OUVERTE', pick.day, null, LIBELLES_PROCEDURE[type] ?? type, { kind: 'procedure', entreprise_id: c.id, procedure });
        return true;
      }
      case 'SURETE': {
        if (!c.code_greffe) return false;
        const civil = c.forme_juridique === '6540' || c.forme_juridique === '6599';
        const type: TypeInscription = rng.weighted(civil ? SURETES_CIVILES : SURETES_COMMERCIALES);
        const nc = c.territoire === 'NC';
        const creancier = creancierOf(type, { nc, siege_commune: c.siege_commune, departement: c.departement }, rng, () => `${upper(rng.pick(NOMS))} ${rng.pick(FOURNISSEURS)}`);
        const units = Math.round(rng.int(2_000, 150_000) * (nc ? XPF_PER_EUR : 1) / 100) * 100;
        const fin = DIX_ANS.has(type) ? addMonths(pick.day, 120) : type === 'CREDIT_BAIL' ? addMonths(pick.day, rng.pick([36, 48, 60])) : null;
        const surete: SureteRow = {
          numero: `${date.slice(0, 4)} ${SURETE_LETTRE[type]} ${String(rng.int(1, 99_999)).padStart(5, '0')}`,
          type_inscription: type,
          date_inscription: date,
          date_effet_fin: fin,
          creancier,
          montant: units * 100,
          devise: c.devise === 'XPF' ? 'XPF' : 'EUR',
          code_greffe: c.code_greffe,
        };
        const texte = `${LIBELLES_TYPE_INSCRIPTION[type]} au profit de ${creancier} (${capitalText(units * 100, c.devise)})`;
        this.add(pick, 'SURETE_INSCRITE', pick.day, null, texte, { kind: 'surete', entreprise_id: c.id, surete });
        return true;
      }
    }
  }

  private appoint(pick: Pick, rng: Rng, c: Company, role: string) {
    const personne = newPerson(rng, `avance:${this.seed}:${c.id}:${pick.day}:${pick.action}`, pick.day);
    this.add(pick, 'DIRIGEANT_NOMME', pick.day, null, `${roleLabel(role)} : ${personName(personne)}`, {
      kind: 'nomination',
      entreprise_id: c.id,
      role,
      personne,
      date: isoDay(pick.day),
    });
  }
}

/** Draws what happens to whom, day by day: a Poisson count per action and day, over its population. */
function drawPicks(seed: number, firstDay: number, lastDay: number, populations: Record<Population, number[]>): Pick[] {
  const picks: Pick[] = [];
  for (let day = firstDay; day <= lastDay; day++) {
    ACTIONS.forEach((action, a) => {
      const population = populations[POPULATION[action]];
      if (!population.length) return;
      const rng = new Rng(seed, day, a, 0xda7);
      const n = poisson(rng, (population.length * MONTHLY_RATE[action]) / 30);
      for (let k = 0; k < n; k++) picks.push({ day, action, entreprise: population[Math.floor(rng.next() * population.length)]! });
    });
  }
  return picks;
}

/** Actions that can happen to a company, for a forced event. */
function possibleActions(c: Company): Action[] {
  if (!c.code_greffe) return ['ACTE'];
  if (!c.personne_morale) return ['SURETE', 'ACTE'];
  return ['ACTE', 'DEPART', 'NOMINATION', 'NOM', 'SURETE', 'COMPTES', ...(c.capital_social !== null ? (['CAPITAL'] as const) : [])];
}

async function loadDetails(q: Queryable, ids: number[]) {
  const companies = new Map(
    (
      await q.query<Company>(
        `select id, denomination, denominations_precedentes, personne_morale, forme_juridique, capital_social::float8 as capital_social, devise,
                code_greffe, territoire, siege_commune, departement, statut_entreprise
           from entreprise where id = any($1::int[])`,
        [ids],
      )
    ).map((c) => [c.id, c]),
  );
  const executives = new Map<number, Executive[]>();
  for (const e of await q.query<Executive>(
    `select f.id, f.entreprise_id, f.role, p.nom, p.prenoms, f.pm_denomination
       from fonction f left join personne p on p.id = f.personne_id
      where f.entreprise_id = any($1::int[]) and f.nature = 'DIRIGEANT' and f.date_fin is null
      order by f.entreprise_id, f.id`,
    [ids],
  )) {
    executives.set(e.entreprise_id, [...(executives.get(e.entreprise_id) ?? []), e]);
  }
  const accounts = new Map(
    (
      await q.query<LastAccounts>(
        `select distinct on (x.entreprise_id) x.entreprise_id, x.date_cloture::text as date_cloture, x.duree_mois,
                x.chiffre_affaires::float8 as chiffre_affaires, x.resultat::float8 as resultat, x.effectif, x.confidentiel,
                (select c.type from depot_comptes c where c.entreprise_id = x.entreprise_id and c.date_cloture = x.date_cloture and c.type <> 'CONSOLIDES' limit 1) as type
           from exercice x where x.entreprise_id = any($1::int[])
          order by x.entreprise_id, x.date_cloture desc`,
        [ids],
      )
    ).map((a) => [a.entreprise_id, a]),
  );
  const openProcedures = new Set(
    (await q.query<{ id: number }>('select distinct entreprise_id as id from procedure_collective where entreprise_id = any($1::int[]) and date_cloture is null', [ids])).map(
      (r) => r.id,
    ),
  );
  return { companies, executives, accounts, openProcedures };
}

/** The planned events of the picks none of whose events was recorded before. */
async function notYetRecorded(q: Queryable, planned: Planned[]): Promise<Planned[]> {
  const done = new Set<string>();
  for (let i = 0; i < planned.length; i += 5000) {
    const chunk = planned.slice(i, i + 5000);
    const byKey = new Map(chunk.map((p) => [p.event.cle, p.pick]));
    for (const r of await q.query<{ cle: string }>('select cle from evenement_entreprise where cle = any($1::text[])', [[...byKey.keys()]])) {
      done.add(byKey.get(r.cle)!);
    }
  }
  return planned.filter((p) => !done.has(p.pick));
}

/** Applies the changes of the events recorded, one statement per kind of change. */
async function applyChanges(q: Queryable, changes: Change[]): Promise<void> {
  const of = <K extends Change['kind']>(kind: K) => changes.filter((c): c is Extract<Change, { kind: K }> => c.kind === kind);

  const capital = of('capital');
  if (capital.length) {
    await q.query('update entreprise e set capital_social = v.capital, maj = now() from unnest($1::int[], $2::bigint[]) as v(id, capital) where e.id = v.id', [
      capital.map((c) => c.entreprise_id),
      capital.map((c) => c.capital),
    ]);
  }
  const noms = of('nom');
  if (noms.length) {
    await q.query(
      `update entreprise e set denomination = v.nom, denominations_precedentes = array_append(e.denominations_precedentes, v.ancienne), maj = now()
         from unnest($1::int[], $2::text[], $3::text[]) as v(id, nom, ancienne) where e.id = v.id`,
      [noms.map((c) => c.entreprise_id), noms.map((c) => c.denomination), noms.map((c) => c.ancienne)],
    );
  }
  const departs = of('depart');
  if (departs.length) {
    await q.query('update fonction f set date_fin = v.fin from unnest($1::int[], $2::date[]) as v(id, fin) where f.id = v.id', [
      departs.map((c) => c.fonction_id),
      departs.map((c) => c.date),
    ]);
  }
  const nominations = of('nomination');
  if (nominations.length) {
    const ids = await upsertPersons(q, new Map(nominations.map((c) => [c.personne.cle, c.personne])));
    await insertMany(
      q,
      'fonction',
      FONCTION_COLS,
      nominations.map((c) => ({
        entreprise_id: c.entreprise_id,
        nature: 'DIRIGEANT',
        role: c.role,
        personne_id: ids.get(c.personne.cle),
        pm_denomination: null,
        pm_numero: null,
        date_debut: c.date,
        date_fin: null,
        pourcentage_capital: null,
        pourcentage_votes: null,
        modalites_controle: [],
      })),
    );
  }
  await insertMany(q, 'depot_acte', ACTE_COLS, of('acte').map(({ kind: _, ...row }) => row));
  const comptes = of('comptes');
  if (comptes.length) {
    const [sql, params] = unnestInsert('exercice', EXERCICE_COLS, comptes.map((c) => ({ ...c.exercice, entreprise_id: c.entreprise_id })), 'on conflict do nothing');
    await q.query(sql, params);
    await insertMany(q, 'depot_comptes', COMPTES_COLS, comptes.map((c) => ({ ...c.comptes, entreprise_id: c.entreprise_id })));
    await writeAccountsOfFilings(q, comptes);
  }
  await insertMany(q, 'procedure_collective', PROCEDURE_COLS, of('procedure').map((c) => ({ ...c.procedure, entreprise_id: c.entreprise_id })));
  await insertMany(q, 'inscription_surete', SURETE_COLS, of('surete').map((c) => ({ ...c.surete, entreprise_id: c.entreprise_id })));

  // Search columns of the companies whose name or executives changed, and the new words of names.
  const departed = departs.length
    ? (await q.query<{ id: number }>('select distinct entreprise_id as id from fonction where id = any($1::int[])', [departs.map((c) => c.fonction_id)])).map((r) => r.id)
    : [];
  const refresh = [...new Set([...noms.map((c) => c.entreprise_id), ...nominations.map((c) => c.entreprise_id), ...departed])].sort((a, b) => a - b);
  if (refresh.length) {
    await q.query('select refresh_search(v.id, v.id) from unnest($1::int[]) as v(id)', [refresh]);
    // refresh_search noted them in the search outbox: a drain takes them to the index once this commits.
    await enqueueSearchDrain(q);
  }
  if (noms.length) {
    await q.query(
      `insert into mot_nom (mot, nb)
       select w, count(*) from entreprise, unnest(string_to_array(nom_normalise, ' ')) w
        where id = any($1::int[]) and length(w) >= 3
        group by w
       on conflict (mot) do update set nb = mot_nom.nb + excluded.nb`,
      [noms.map((c) => c.entreprise_id)],
    );
  }
}

/**
 * Moves the corpus forward by `days` days ending on `today`: plausible dated events happen to its
 * companies, are applied to the data and recorded as change events in one transaction; change
 * detection runs once it committed.
 */
export async function advanceCorpus(db: Database, opts: AdvanceOptions): Promise<AdvanceResult> {
  if (!Number.isInteger(opts.days) || opts.days < 1 || opts.days > MAX_ADVANCE_DAYS) {
    throw new RangeError(`Le nombre de jours doit être un entier entre 1 et ${MAX_ADVANCE_DAYS}.`);
  }
  const seed = opts.seed ?? randomInt(1, 2 ** 31 - 1);
  const forced = [...new Set(opts.entreprises ?? [])].sort((a, b) => a - b);

  const outcome = await db.transaction(async (tx) => {
    const today = opts.today ?? (await tx.query<{ d: string }>(`select ${PARIS_TODAY}::text as d`))[0]!.d;
    const lastDay = dayOf(today);
    const firstDay = lastDay - opts.days + 1;

    // Who the registry's events can happen to: the active companies, by population.
    const active = await tx.query<{ id: number; societe: boolean; inscrite: boolean; capital: boolean }>(
      `select id, personne_morale and code_greffe is not null as societe, code_greffe is not null as inscrite,
              personne_morale and code_greffe is not null and capital_social is not null as capital
         from entreprise where statut_entreprise = 'ACTIF' order by id`,
    );
    const populations: Record<Population, number[]> = {
      societes: active.filter((c) => c.societe).map((c) => c.id),
      capital: active.filter((c) => c.capital).map((c) => c.id),
      inscrites: active.filter((c) => c.inscrite).map((c) => c.id),
    };

    // One event of a kind per company over the period: the first drawn.
    const picks: Pick[] = [];
    const seen = new Set<string>();
    const keep = (p: Pick) => {
      const key = `${p.entreprise}:${p.action}`;
      if (seen.has(key)) return;
      seen.add(key);
      picks.push(p);
    };
    drawPicks(seed, firstDay, lastDay, populations).forEach(keep);

    const details = await loadDetails(tx, [...new Set([...picks.map((p) => p.entreprise), ...forced])]);
    const unknown = forced.filter((id) => !details.companies.has(id));
    if (unknown.length) throw new UnknownCompaniesError(unknown);
    for (const id of forced) {
      const actions = possibleActions(details.companies.get(id)!);
      keep({ day: lastDay, action: new Rng(seed, 0xf0, id).pick(actions), entreprise: id });
    }

    const planner = new Planner(seed, lastDay, details.companies, details.executives, details.accounts, details.openProcedures);
    for (const p of picks) planner.plan(p);
    const fresh = await notYetRecorded(tx, planner.planned);

    // A forced company none of whose picks happens, now or in an earlier run of the same seed and
    // period (what could happen then may not any more), files a deed.
    const withEvents = new Set(fresh.map((p) => p.event.entreprise_id));
    const pending = forced.filter((id) => !withEvents.has(id));
    if (pending.length) {
      const force = (id: number): Pick => ({ day: lastDay, action: 'ACTE', entreprise: id, key: 'FORCE' });
      const picksOf = new Map<number, Pick[]>(pending.map((id) => [id, [force(id)]]));
      for (const p of picks) picksOf.get(p.entreprise)?.push(p);
      const keys = [...picksOf.values()].flat().flatMap((p) => CODES_EVENEMENT.map((code) => `${pickKey(seed, p)}:${code}`));
      const before = new Set((await tx.query<{ id: number }>('select distinct entreprise_id as id from evenement_entreprise where cle = any($1::text[])', [keys])).map((r) => r.id));
      const fallback = new Planner(seed, lastDay, details.companies, details.executives, details.accounts, details.openProcedures);
      for (const id of pending) if (!before.has(id)) fallback.plan(force(id));
      fresh.push(...fallback.planned);
    }
    fresh.sort((a, b) => a.event.date_evenement.localeCompare(b.event.date_evenement) || a.event.cle.localeCompare(b.event.cle));
    const added = new Set(
      await recordNewEvents(
        tx,
        fresh.map((p) => p.event),
      ),
    );
    const recorded = fresh.filter((p) => added.has(p.event.cle));
    await applyChanges(
      tx,
      recorded.map((p) => p.change),
    );
    const par_code: Partial<Record<CodeEvenement, number>> = {};
    for (const p of recorded) par_code[p.event.code] = (par_code[p.event.code] ?? 0) + 1;
    return { du: isoDay(firstDay), au: isoDay(lastDay), evenements: recorded.length, par_code };
  });
  const detection = await detectRevelations(db);
  return { graine: seed, du: outcome.du, au: outcome.au, evenements: outcome.evenements, revelations: detection.revelations, par_code: outcome.par_code };
}
