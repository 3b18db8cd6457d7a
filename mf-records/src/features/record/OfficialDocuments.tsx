import type { ReactNode } from 'react';
import { SiteLink, publish, type OrderShortcut } from '@portail/shared';

/** The company an order is for. */
export interface OrderTarget {
  id: number;
  numero_identification: string;
  denomination: string | null;
}

/** Order shortcuts of SPEC §3, in their order, with their labels. */
export const ORDER_SHORTCUTS: readonly { shortcut: OrderShortcut; label: string }[] = [
  { shortcut: 'KBIS', label: 'Kbis' },
  { shortcut: 'COMPTES_ANNUELS', label: 'Comptes annuels' },
  { shortcut: 'ACTE', label: 'Acte' },
  { shortcut: 'ETAT_ENDETTEMENT', label: "Etat d'endettement" },
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
  children,
}: {
  shortcut: OrderShortcut;
  company: OrderTarget;
  documentId?: number;
  children: ReactNode;
}) {
  return (
    <button type="button" className="btn btn--secondary" onClick={() => orderArticle(shortcut, company, documentId)}>
      {children}
    </button>
  );
}

/**
 * The documents a company record lets one order (SPEC §3 order shortcuts), with what each one is.
 * With a company, each shortcut is a button that puts the document in the basket.
 */
export function OfficialDocuments({ company }: { company?: OrderTarget }) {
  return (
    <section id="documents" aria-labelledby="official-documents" className="record-section">
      <h2 id="official-documents">Documents officiels</h2>
      {company && (
        <ul className="record-orders" aria-label="Commander un document">
          {ORDER_SHORTCUTS.map(({ shortcut, label }) => (
            <li key={shortcut}>
              <OrderButton shortcut={shortcut} company={company}>
                Commander : {label}
              </OrderButton>
            </li>
          ))}
        </ul>
      )}
      <p>Les documents suivants sont délivrés par le greffe auprès duquel l'entreprise est immatriculée :</p>
      <ul>
        <li>
          <SiteLink href="/kbis-documents/extrait-kbis">Extrait Kbis</SiteLink> : la carte d'identité de l'entreprise,
          qui atteste de son immatriculation au registre du commerce et des sociétés.
        </li>
        <li>
          <SiteLink href="/kbis-documents/comptes-annuels">Comptes annuels</SiteLink> : bilan, compte de résultat et
          annexe déposés chaque année, sauf déclaration de confidentialité.
        </li>
        <li>
          <SiteLink href="/kbis-documents/actes-et-statuts">Actes et statuts</SiteLink> : statuts, procès-verbaux
          d'assemblée et autres actes déposés au greffe.
        </li>
        <li>
          <SiteLink href="/kbis-documents/etat-endettement">État d'endettement</SiteLink> : les privilèges et sûretés
          inscrits à l'encontre de l'entreprise.
        </li>
      </ul>
      <p>
        <SiteLink href="/tarifs">Consulter les tarifs</SiteLink>
      </p>
    </section>
  );
}
