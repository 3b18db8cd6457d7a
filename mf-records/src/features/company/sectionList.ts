import { createElement, type ReactNode } from 'react';
import type { RecordSectionRef } from '../../record/RecordParts';
import { SectionSource } from './SectionSource';

/** The sections of a company record, in page order: their anchors, headings and table of contents. */
export const COMPANY_SECTIONS = [
  { id: 'identite', title: 'Identité' },
  { id: 'activite', title: 'Activité' },
  { id: 'siege', title: 'Siège social' },
  { id: 'dirigeants', title: 'Dirigeants' },
  { id: 'commissaires', title: 'Commissaires aux comptes' },
  { id: 'beneficiaires', title: 'Bénéficiaires effectifs' },
  { id: 'reseau', title: 'Réseau' },
  { id: 'etablissements', title: 'Établissements' },
  { id: 'finances', title: 'Finances' },
  { id: 'procedures', title: 'Procédures collectives' },
  { id: 'depots', title: 'Actes et comptes annuels déposés' },
  { id: 'historique', title: 'Historique' },
  { id: 'greffe', title: 'Greffe et immatriculations' },
  { id: 'documents', title: 'Documents officiels' },
] as const satisfies readonly RecordSectionRef[];

export type CompanySectionId = (typeof COMPANY_SECTIONS)[number]['id'];

/** The heading and anchor of section `id`, and the line saying where its data come from. */
export function companySection(id: CompanySectionId): RecordSectionRef & { source: ReactNode } {
  return { ...COMPANY_SECTIONS.find((s) => s.id === id)!, source: createElement(SectionSource, { section: id }) };
}
