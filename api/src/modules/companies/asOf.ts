// What the registry states of a company at the end of a given day: the executives and auditors
// in office, the procedures opened by then (closed or not on that day), the deeds filed up to it,
// and the identity values that later changes replaced (each change event keeps the old value).
// The Kbis reads the company through it on its day of issue; the record « au … » on a past day.
import type { Entreprise, Fonction, Inscription, Provenance } from '@portail/shared/api';
import type { CodeEvenement } from '@portail/shared/api/monitoring';
import { formatDateFr } from '@portail/shared/format/dates';
import type { Queryable } from '../../db/types';
import { listFonctions, listInscriptions, listProcedures } from './repository';

/** A person in office, as a Kbis and the record « au … » print them. */
export interface PersonInOffice {
  role: string;
  nom: string;
  detail: string | null;
  depuis: string | null;
}

/** The function `f` as in force at the end of `day`, or null when it had not begun or had ended. */
export function personInOffice(f: Fonction, day: string): PersonInOffice | null {
  if (f.date_fin && f.date_fin <= day) return null;
  if (f.date_debut && f.date_debut > day) return null;
  if (f.personne) {
    const p = f.personne;
    const nom = [p.nom_usage && p.nom_usage !== p.nom ? `${p.nom} (nom d'usage ${p.nom_usage})` : p.nom, p.prenoms].filter(Boolean).join(', ');
    const born = p.mois_naissance && p.annee_naissance ? `Né(e) en ${String(p.mois_naissance).padStart(2, '0')}/${p.annee_naissance}` : p.annee_naissance ? `Né(e) en ${p.annee_naissance}` : null;
    const detail = [born, p.nationalite ? `de nationalité ${p.nationalite.toLowerCase()}` : null].filter(Boolean).join(', ');
    return { role: f.role.libelle, nom, detail: detail || null, depuis: f.date_debut };
  }
  if (f.personne_morale) {
    return { role: f.role.libelle, nom: f.personne_morale.denomination, detail: f.personne_morale.numero_identification ? `Immatriculée sous le n° ${f.personne_morale.numero_identification}` : null, depuis: f.date_debut };
  }
  return null;
}

/** The identity values a change event records the old value of, and that the record « au … » rolls back. */
const ROLLED_BACK = ['DENOMINATION', 'ADRESSE_SIEGE', 'CAPITAL', 'ACTIVITE', 'ETAT_ADMINISTRATIF'] as const satisfies readonly CodeEvenement[];
type RolledBack = (typeof ROLLED_BACK)[number];

export interface DeedFiled {
  date_depot: string;
  type_acte: string;
  decisions: string[];
}

export interface RegistryState {
  /** The day judged. */
  day: string;
  dirigeants: PersonInOffice[];
  commissaires: PersonInOffice[];
  /** The principal registration the registry shows (the one not struck off first). */
  principal: Inscription | null;
  /** Procedures opened by the day, newest first; `cloturee_le` only when closed by then. */
  procedures: { libelle: string; date_jugement: string; mandataire: string | null; cloturee_le: string | null }[];
  /** The last five deeds filed by the day, newest first. */
  actes: DeedFiled[];
  /**
   * For each identity value changed after the day: the value it had then (the oldest later
   * change's old value). Absent: unchanged since.
   */
  before: Partial<Record<RolledBack, string | null>>;
}

/** The registry's state of company `e` at the end of `day` (AAAA-MM-JJ, the company's registry's calendar). */
export async function registryAsOf(db: Queryable, e: Entreprise, day: string): Promise<RegistryState> {
  const [fonctions, inscriptions, procedures, actes, later] = await Promise.all([
    listFonctions(db, e.id, ['DIRIGEANT', 'COMMISSAIRE_AUX_COMPTES']),
    listInscriptions(db, e.id),
    listProcedures(db, e.id),
    db.query<DeedFiled>(
      `select date_depot::text as date_depot, type_acte, decisions from depot_acte where entreprise_id = $1 and date_depot <= $2::date order by date_depot desc, id desc limit 5`,
      [e.id, day],
    ),
    db.query<{ code: RolledBack; ancienne_valeur: string | null }>(
      `select distinct on (code) code, ancienne_valeur from evenement_entreprise
        where entreprise_id = $1 and date_evenement > $2::date and code = any($3::text[])
        order by code, date_evenement, id`,
      [e.id, day, ROLLED_BACK],
    ),
  ]);
  const inForce = fonctions.map((f) => ({ f, p: personInOffice(f, day) })).filter((x): x is { f: Fonction; p: PersonInOffice } => x.p !== null);
  const registered = inscriptions.filter((i) => !i.date_immatriculation || i.date_immatriculation <= day);
  const principal =
    registered.find((i) => i.type === 'PRINCIPALE' && (!i.date_radiation || i.date_radiation > day)) ??
    registered.find((i) => i.type === 'PRINCIPALE') ??
    registered[0] ??
    inscriptions.find((i) => i.type === 'PRINCIPALE') ??
    inscriptions[0] ??
    null;
  return {
    day,
    dirigeants: inForce.filter((x) => x.f.nature === 'DIRIGEANT').map((x) => x.p),
    commissaires: inForce.filter((x) => x.f.nature === 'COMMISSAIRE_AUX_COMPTES').map((x) => x.p),
    principal,
    procedures: procedures
      .filter((p) => p.date_jugement <= day)
      .map((p) => ({ libelle: p.libelle, date_jugement: p.date_jugement, mandataire: p.mandataire, cloturee_le: p.date_cloture && p.date_cloture <= day ? p.date_cloture : null })),
    actes,
    before: Object.fromEntries(later.map((r) => [r.code, r.ancienne_valeur])),
  };
}

/** The first day a record « au … » can show: the company's creation, else its registration. */
export function firstDay(e: Entreprise): string | null {
  return [e.date_creation, e.date_immatriculation].filter((d): d is string => !!d).sort()[0] ?? null;
}

/** Why `day` cannot be shown for company `e` (French, for a 400), or null. */
export function asOfDayProblem(e: Entreprise, day: string, today: string): string | null {
  if (day > today) return `La date du ${formatDateFr(day)} est dans le futur : choisissez une date passée ou celle d'aujourd'hui.`;
  const first = firstDay(e);
  if (first && day < first) return `L'entreprise n'existait pas encore le ${formatDateFr(day)} : elle a été créée le ${formatDateFr(first)}.`;
  return null;
}

/**
 * The origins of generated companies: the demonstration corpus, and the fixtures (well-known names
 * whose registry data are made up). Anything else was loaded from a public source (SIRENE).
 */
export const GENERATED_SOURCES: readonly string[] = ['CORPUS', 'FIXTURE'];

/** Where company `id`'s data comes from; null when it does not exist. */
export async function provenanceOf(db: Queryable, id: number): Promise<Provenance | null> {
  const [r] = await db.query<{ source: string; maj: string; inscription: string | null }>(
    `select e.source, (e.maj at time zone 'Europe/Paris')::date::text as maj,
            greatest((select max(i.date_immatriculation) from inscription i where i.entreprise_id = e.id), e.date_immatriculation,
                     (select max(a.date_depot) from depot_acte a where a.entreprise_id = e.id),
                     (select max(c.date_depot) from depot_comptes c where c.entreprise_id = e.id))::text as inscription
       from entreprise e where e.id = $1`,
    [id],
  );
  if (!r) return null;
  const generee = GENERATED_SOURCES.includes(r.source);
  return { generee, sirene_maj: !generee && r.source === 'SIRENE' ? r.maj : null, greffe_inscription: r.inscription };
}
