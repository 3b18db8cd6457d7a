// The notice (avis) of a revelation: one French sentence per kind of change, built from the old and
// new values and the date, with what the registry holds about the company today.
import type { Avis, CodeEvenement, Revelation } from '@portail/shared/api/monitoring';
import { formatDateFr } from '@portail/shared/format/dates';
import type { Queryable } from '../../db/types';
import { getEntreprise } from '../companies';
import { findRevelation } from './revelations';

export interface AvisInput {
  code: CodeEvenement;
  /** The company's name. */
  entreprise: string;
  ancienne_valeur: string | null;
  nouvelle_valeur: string | null;
  /** YYYY-MM-DD. */
  date_evenement: string;
}

/** A value as a sentence shows it: a date as dd/mm/yyyy, spaces collapsed. */
function shown(value: string | null): string | null {
  const v = value?.replace(/\s+/g, ' ').trim();
  if (!v) return null;
  return /^\d{4}-\d{2}-\d{2}$/.test(v) ? formatDateFr(v) || v : v;
}

const quoted = (v: string) => `« ${v} »`;

/** SIRENE's administrative states, as words. */
const ETATS: Record<string, string> = { A: 'active', C: 'cessée', F: 'fermée' };
const bare = (v: string) => v.toUpperCase().normalize('NFD').replace(/[\u0300-\u036f]/g, '');
const ceased = (v: string) => ['C', 'F'].includes(bare(v)) || /^(CESS|FERM)/.test(bare(v));
const active = (v: string) => bare(v) === 'A' || /^ACTI/.test(bare(v));

/** An officer as producers write them, « Gérant : Jeanne MARTIN »: the role in lower case and the name. */
function officer(value: string | null): { role: string | null; name: string | null } {
  if (!value) return { role: null, name: null };
  const m = /^(.+?)\s+:\s+(.+)$/.exec(value);
  return m ? { role: m[1]!.toLowerCase(), name: m[2]! } : { role: null, name: value };
}

/**
 * « La dénomination de X est passée de « A » à « B » le 12/03/2026. » and the like. `change` words
 * a change of a value of the company: feminine subjects take `passée`, `devenue`.
 */
function change(subject: string, feminine: boolean, o: string | null, n: string | null, d: string, quote = true): string {
  const q = (v: string) => (quote ? quoted(v) : v);
  const e = feminine ? 'e' : '';
  if (o && n) return `${subject} est passé${e} de ${q(o)} à ${q(n)} le ${d}.`;
  if (n) return `${subject} est devenu${e} ${q(n)} le ${d}.`;
  if (o) return `${subject} n'est plus ${q(o)} depuis le ${d}.`;
  return `${subject} a changé le ${d}.`;
}

/** The notice's sentence. */
export function avisText(a: AvisInput): string {
  const name = a.entreprise;
  const d = formatDateFr(a.date_evenement) || a.date_evenement;
  const o = shown(a.ancienne_valeur);
  const n = shown(a.nouvelle_valeur);
  switch (a.code) {
    case 'DENOMINATION':
      return change(`La dénomination de ${name}`, true, o, n, d);
    case 'ETAT_ADMINISTRATIF': {
      if (n && ceased(n)) return `${name} a cessé son activité le ${d}.`;
      if (n && active(n)) return `${name} a repris son activité le ${d}.`;
      return change(`L'état administratif de ${name}`, false, o && (ETATS[o] ?? o), n && (ETATS[n] ?? n), d);
    }
    case 'ADRESSE_SIEGE':
      return change(`L'adresse du siège de ${name}`, true, o, n, d);
    case 'SIEGE':
      if (o && n) return `Le siège de ${name} a été transféré de ${quoted(o)} à ${quoted(n)} le ${d}.`;
      if (n) return `Le siège de ${name} a été transféré à ${quoted(n)} le ${d}.`;
      return `Le siège de ${name} a été transféré le ${d}.`;
    case 'ACTIVITE':
      return change(`L'activité principale (code NAF) de ${name}`, true, o, n, d);
    case 'DIRIGEANT_NOMME': {
      const who = officer(n);
      const replaced = o ? `, en remplacement de ${officer(o).name ?? o}` : '';
      return `${who.name ?? 'Un dirigeant'} a rejoint la direction de ${name}${who.role ? ` en qualité de ${who.role}` : ''} le ${d}${replaced}.`;
    }
    case 'DIRIGEANT_PARTI': {
      const who = officer(o ?? n);
      return who.role
        ? `${who.name} a quitté ses fonctions de ${who.role} de ${name} le ${d}.`
        : `${who.name ?? 'Un dirigeant'} a quitté la direction de ${name} le ${d}.`;
    }
    case 'CAPITAL':
      if (o && n) return `Le capital social de ${name} est passé de ${o} à ${n} le ${d}.`;
      if (n) return `Le capital social de ${name} a été fixé à ${n} le ${d}.`;
      return `Le capital social de ${name} a été modifié le ${d}.`;
    case 'COMPTES_DEPOSES': {
      const exercise = !n
        ? ''
        : /^\d{2}\/\d{2}\/\d{4}$/.test(n)
          ? ` (exercice clos le ${n})`
          : /^\d{4}$/.test(n)
            ? ` (exercice ${n})`
            : ` (${n.replace(/^Exercice/, 'exercice')})`;
      return `Les comptes annuels de ${name}${exercise} ont été déposés le ${d}.`;
    }
    case 'ACTE_DEPOSE':
      return n ? `Un acte de ${name} a été déposé le ${d} : ${n}.` : `Un acte de ${name} a été déposé le ${d}.`;
    case 'PROCEDURE_OUVERTE':
      return `Une procédure collective${n ? ` (${n})` : ''} a été ouverte à l'égard de ${name} le ${d}.`;
    case 'PROCEDURE_CLOTUREE': {
      const kind = o ?? n;
      return `La procédure collective${kind ? ` (${kind})` : ''} de ${name} a été clôturée le ${d}.`;
    }
    case 'SURETE_INSCRITE':
      return `Un privilège ou un nantissement${n ? ` (${n})` : ''} a été inscrit à l'encontre de ${name} le ${d}.`;
  }
}

/** The sentence of a revelation. */
export function revelationText(r: Revelation): string {
  return avisText({ code: r.code, entreprise: r.entreprise.denomination, ancienne_valeur: r.ancienne_valeur, nouvelle_valeur: r.nouvelle_valeur, date_evenement: r.date_evenement });
}

/** The notice of one of the account's revelations; null when it is not theirs. */
export async function avisFor(db: Queryable, accountId: number, id: number): Promise<Avis | null> {
  const revelation = await findRevelation(db, accountId, id);
  if (!revelation) return null;
  const e = await getEntreprise(db, revelation.entreprise.id);
  return {
    revelation,
    entreprise: {
      id: revelation.entreprise.id,
      siren: revelation.entreprise.siren,
      denomination: revelation.entreprise.denomination,
      forme_juridique: e?.forme_juridique?.libelle ?? null,
      adresse_siege: e?.siege?.adresse.ligne ?? null,
      greffe: e?.greffe?.nom ?? null,
    },
    texte: revelationText(revelation),
  };
}
