import type { Crumb } from '@portail/shared';

export const FORMALITIES_PATH = '/espace-personnel/mes-formalites';
export const FORMALITIES_CRUMB: Crumb = { label: 'Mes formalités', href: FORMALITIES_PATH };

/** …/mes-formalites/commande?ref=…&identifiantFormalite=… */
export function formalityPath(f: { reference: string; id: number }): string {
  return `${FORMALITIES_PATH}/commande?${new URLSearchParams({ ref: f.reference, identifiantFormalite: String(f.id) })}`;
}
