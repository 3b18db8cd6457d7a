import { createContext, useContext } from 'react';
import type { Provenance } from '@portail/shared';
import { dateOrDash } from '../../record/labels';

/** Where a part of the record comes from: the SIRENE directory (identity, activity, places) or the registry. */
export type SectionSourceKind = 'SIRENE' | 'GREFFE';

/** The origin of each section of the company record that states data (the history gives each event's own). */
export const SECTION_SOURCES: Readonly<Record<string, SectionSourceKind>> = {
  identite: 'SIRENE',
  activite: 'SIRENE',
  siege: 'SIRENE',
  etablissements: 'SIRENE',
  dirigeants: 'GREFFE',
  commissaires: 'GREFFE',
  beneficiaires: 'GREFFE',
  reseau: 'GREFFE',
  'chiffres-cles': 'GREFFE',
  finances: 'GREFFE',
  procedures: 'GREFFE',
  depots: 'GREFFE',
  greffe: 'GREFFE',
};

/** The line under a section: « Données de démonstration » for generated data, else its source and freshness. */
export function sourceText(kind: SectionSourceKind, p: Provenance): string {
  if (p.generee) return 'Données de démonstration (entreprise fictive, générée automatiquement)';
  if (kind === 'SIRENE') return p.sirene_maj ? `Source : INSEE SIRENE, mis à jour le ${dateOrDash(p.sirene_maj)}` : 'Source : INSEE SIRENE';
  return p.greffe_inscription ? `Greffe, inscription du ${dateOrDash(p.greffe_inscription)}` : 'Source : greffe du tribunal de commerce';
}

const ProvenanceContext = createContext<Provenance | null>(null);

/** Gives the record's sections the origin of the company's data. */
export const ProvenanceProvider = ProvenanceContext.Provider;

/** The source line of section `section`, once the origin of the company's data is known. */
export function SectionSource({ section }: { section: string }) {
  const provenance = useContext(ProvenanceContext);
  const kind = SECTION_SOURCES[section];
  if (!provenance || !kind) return null;
  return <p className="record-source">{sourceText(kind, provenance)}</p>;
}
