import { ANNUAL_ACCOUNTS_LABELS, DataTable, type DataTableColumn, type Depots, type Entreprise, useResource } from '@portail/shared';

import { OrderButton } from '../../../record/OfficialDocuments';
import { Section, SectionBody } from '../../../record/RecordParts';
import { dateOrDash } from '../../../record/labels';
import { companySection } from '../sectionList';
import { filingsCall } from '../../../record/api';

type Accounts = Depots['comptes_annuels'][number];
type Deed = Depots['actes'][number];

/** What the record says, in place of the order button, of accounts that cannot be ordered. */
export const CONFIDENTIAL_ACCOUNTS = 'Comptes déposés avec une déclaration de confidentialité : ils ne peuvent pas être commandés.';

/**
 * Filed annual accounts and deeds, each with its order button. Accounts filed with a
 * confidentiality declaration cannot be ordered: their row says so, before anyone pays, and has no
 * button.
 */
export function FilingsSection({ company: c }: { company: Entreprise }) {
  const filings = useResource(filingsCall(c.id));
  const accounts: DataTableColumn<Accounts>[] = [
    { key: 'cloture', header: 'Clôture', cell: (a) => dateOrDash(a.date_cloture), sortValue: (a) => a.date_cloture, rowHeader: true, firstDirection: 'descending' },
    { key: 'type', header: 'Type', cell: (a) => ANNUAL_ACCOUNTS_LABELS[a.type] },
    { key: 'depot', header: 'Déposés le', cell: (a) => dateOrDash(a.date_depot), sortValue: (a) => a.date_depot, firstDirection: 'descending' },
    {
      key: 'commande',
      header: 'Commande',
      cell: (a) =>
        a.confidentiel ? (
          <span className="record-confidential">{CONFIDENTIAL_ACCOUNTS}</span>
        ) : (
          <OrderButton shortcut="COMPTES_ANNUELS" company={c} documentId={a.id}>
            Commander<span className="visually-hidden"> les comptes clos le {dateOrDash(a.date_cloture)}</span>
          </OrderButton>
        ),
    },
  ];
  const deeds: DataTableColumn<Deed>[] = [
    { key: 'depot', header: 'Date de dépôt', cell: (a) => dateOrDash(a.date_depot), sortValue: (a) => a.date_depot, rowHeader: true, firstDirection: 'descending' },
    { key: 'acte', header: 'Acte', cell: (a) => `${a.type_acte} (dépôt n° ${a.numero_depot})` },
    { key: 'decisions', header: 'Décisions', cell: (a) => a.decisions.join(' ; ') || '—' },
    {
      key: 'commande',
      header: 'Commande',
      cell: (a) => (
        <OrderButton shortcut="ACTE" company={c} documentId={a.id}>
          Commander<span className="visually-hidden"> l'acte déposé le {dateOrDash(a.date_depot)}</span>
        </OrderButton>
      ),
    },
  ];
  return (
    <Section {...companySection('depots')}>
      <SectionBody
        state={filings}
        lines={4}
        isEmpty={(d) => d.actes.length === 0 && d.comptes_annuels.length === 0}
        empty="Aucun acte ni compte annuel déposé."
      >
        {(d) => (
          <>
            <DataTable
              caption="Comptes annuels"
              columns={accounts}
              rows={d.comptes_annuels}
              rowKey={(a) => a.id}
              initialSort={{ key: 'cloture', direction: 'descending' }}
              empty="Aucun compte annuel déposé."
            />
            <DataTable
              caption="Actes déposés"
              columns={deeds}
              rows={d.actes}
              rowKey={(a) => a.id}
              initialSort={{ key: 'depot', direction: 'descending' }}
              empty="Aucun acte déposé."
            />
          </>
        )}
      </SectionBody>
    </Section>
  );
}
