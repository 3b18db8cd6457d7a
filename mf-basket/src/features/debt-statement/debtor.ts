// Who a debt-status statement is asked about: a company of the registry (found by the search), or a
// debtor the registry may not hold, designated by its SIREN or by its name (and postcode).
import { companyNumberText, formatSiren } from '@portail/shared';

export type Debtor =
  | { kind: 'company'; id: number; name: string; number: string }
  | { kind: 'siren'; siren: string }
  | { kind: 'name'; denomination: string; postcode: string | null };

/** How the page names the debtor, in a sentence or a heading. */
export function debtorName(debtor: Debtor): string {
  switch (debtor.kind) {
    case 'company':
      return debtor.name;
    case 'siren':
      return `le débiteur SIREN ${formatSiren(debtor.siren)}`;
    case 'name':
      return `les débiteurs dont le nom approche « ${debtor.denomination} »${debtor.postcode ? ` (code postal ${debtor.postcode})` : ''}`;
  }
}

/** What designates the debtor, beside its name: the company's number, or how the greffe will search. */
export function debtorDetail(debtor: Debtor): string {
  switch (debtor.kind) {
    case 'company': {
      const n = companyNumberText(debtor.number);
      return `Entreprise du registre, ${n.kind} ${n.display}`;
    }
    case 'siren':
      return 'Aucune entreprise du registre ne porte ce numéro : le greffe relève les inscriptions prises contre le débiteur qui le porte.';
    case 'name':
      return 'Le greffe relève les inscriptions prises contre les débiteurs dont le nom approche celui-ci.';
  }
}
