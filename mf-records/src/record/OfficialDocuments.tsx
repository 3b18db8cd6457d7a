import type { ReactNode } from 'react';
import { SiteLink, fillPattern, publish, type OrderShortcut } from '@portail/shared';
import basketRoutes from '@portail/shared/routing/routes/mf-basket.json';
import contentRoutes from '@portail/shared/routing/routes/mf-content.json';

/** The editorial page of an official document. */
const documentPage = (slug: string) => fillPattern(contentRoutes.kbisDocument, { slug });

/** The company an order is for. */
export interface OrderTarget {
  id: number;
  numero_identification: string;
  denomination: string | null;
}

/** Order shortcuts of SPEC §3, in their order: the button's label and the document's name. */
export const ORDER_SHORTCUTS: readonly { shortcut: OrderShortcut; label: string; document: string }[] = [
  { shortcut: 'KBIS', label: 'Kbis', document: 'Extrait Kbis' },
  { shortcut: 'COMPTES_ANNUELS', label: 'Comptes annuels', document: 'Comptes annuels' },
  { shortcut: 'ACTE', label: 'Acte', document: 'Acte déposé' },
  { shortcut: 'ETAT_ENDETTEMENT', label: "Etat d'endettement", document: "État d'endettement" },
];

/** Asks the basket to add a document of the company (`basket:add-article` on the event bus). */
export function orderArticle(shortcut: OrderShortcut, company: OrderTarget, documentId?: number): void {
  publish('basket:add-article', {
    v: 1,
    shortcut,
    siren: company.numero_identification,
    companyId: String(company.id),
    denomination: company.denomination ?? '',
    ...(documentId !== undefined ? { documentId: String(documentId) } : {}),
  });
}

/** An order button for one shortcut, optionally for one filed document. */
export function OrderButton({
  shortcut,
  company,
  documentId,
  describedBy,
  children,
}: {
  shortcut: OrderShortcut;
  company: OrderTarget;
  documentId?: number;
  /** Id of what describes the order (its price). */
  describedBy?: string;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      className="btn btn--secondary"
      aria-describedby={describedBy}
      onClick={() => orderArticle(shortcut, company, documentId)}
    >
      {children}
    </button>
  );
}

/** What each official document is (the order buttons themselves are in the record's order panel). */
export function OfficialDocuments() {
  return (
    <>
      <p>Les documents suivants sont délivrés par le greffe auprès duquel l'entreprise est immatriculée :</p>
      <ul>
        <li>
          <SiteLink href={documentPage('extrait-kbis')}>Extrait Kbis</SiteLink> : la carte d'identité de l'entreprise,
          qui atteste de son immatriculation au registre du commerce et des sociétés.
        </li>
        <li>
          <SiteLink href={documentPage('comptes-annuels')}>Comptes annuels</SiteLink> : bilan, compte de résultat et
          annexe déposés chaque année, sauf déclaration de confidentialité.
        </li>
        <li>
          <SiteLink href={documentPage('actes-et-statuts')}>Actes et statuts</SiteLink> : statuts, procès-verbaux
          d'assemblée et autres actes déposés au greffe.
        </li>
        <li>
          <SiteLink href={documentPage('etat-endettement')}>État d'endettement</SiteLink> : les privilèges et sûretés
          inscrits à l'encontre de l'entreprise.
        </li>
      </ul>
      <p>
        <SiteLink href={basketRoutes.prices}>Consulter les tarifs</SiteLink>
      </p>
    </>
  );
}
