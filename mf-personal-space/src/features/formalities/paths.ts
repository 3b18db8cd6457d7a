import type { Crumb } from '@portail/shared';
import routes from '@portail/shared/routing/routes/mf-personal-space.json';

export const FORMALITIES_PATH = routes.formalities;
export const FORMALITIES_CRUMB: Crumb = { label: 'Mes formalités', href: FORMALITIES_PATH };

/** …/mes-formalites/commande?ref=…&identifiantFormalite=… */
export function formalityPath(f: { reference: string; id: number }): string {
  return `${routes.formalityOrder}?${new URLSearchParams({ ref: f.reference, identifiantFormalite: String(f.id) })}`;
}
