import { FAVOURITE_GROUP_NAME_MAX } from '@portail/shared';

/** A group's name as the API keeps it: spaces collapsed. */
export function normalizeGroupName(value: string): string {
  return value.replace(/\s+/g, ' ').trim();
}

/** What is wrong with a (normalized) group name, if anything. */
export function groupNameProblem(name: string): string | null {
  if (name === '') return 'Veuillez saisir le nom du groupe.';
  if (name.length > FAVOURITE_GROUP_NAME_MAX) return `Le nom du groupe est limité à ${FAVOURITE_GROUP_NAME_MAX} caractères.`;
  return null;
}

export const GROUP_NAME_HINT = `${FAVOURITE_GROUP_NAME_MAX} caractères au plus.`;

/** Groups in the order of their names. */
export function sortGroups<G extends { libelle: string }>(groups: readonly G[]): G[] {
  return groups.slice().sort((a, b) => a.libelle.localeCompare(b.libelle, 'fr', { sensitivity: 'base', numeric: true }));
}
