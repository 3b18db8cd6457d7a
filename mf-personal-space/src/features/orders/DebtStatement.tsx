import { useId } from 'react';
import { useStore } from 'zustand';
import {
  DataTable,
  EmptyState,
  LIBELLES_TYPE_INSCRIPTION,
  LoadFailed,
  Loading,
  SummaryList,
  TYPES_INSCRIPTION,
  authStore,
  formatAmount,
  formatDateFr,
  formatSiren,
  useResource,
  type DataTableColumn,
  type Debiteur,
  type EtatEndettement,
  type TypeInscription,
  type Visualisation,
} from '@portail/shared';
import { debtStatusCall, downloadVisualisation } from './api';
import { formatDateParis } from '@portail/shared';
import { DownloadButton } from './DownloadButton';

type Inscription = EtatEndettement['inscriptions'][number];

const plural = (n: number, one: string, many: string) => `${n} ${n > 1 ? many : one}`;

/** "DANONE (SIREN 552 032 534)". */
const debtorName = (d: Debiteur) => `${d.denomination}${d.siren ? ` (SIREN ${formatSiren(d.siren)})` : ''}`;

/** The registrations of one kind, under its heading. */
function InscriptionGroup({ type, rows, statement }: { type: TypeInscription; rows: Inscription[]; statement: EtatEndettement }) {
  const headingId = useId();
  const label = LIBELLES_TYPE_INSCRIPTION[type];
  // A registration names its registry by code; the debtors give the registries' names.
  const registry = (code: string) => statement.debiteurs.find((d) => d.code_greffe === code)?.greffe ?? code;
  const debtor = (numero: string) => statement.debiteurs.find((d) => d.numero_debiteur === numero)?.denomination ?? numero;
  const columns: DataTableColumn<Inscription>[] = [
    { key: 'numero', header: 'Numéro', cell: (i) => i.numero, rowHeader: true },
    ...(statement.debiteurs.length > 1 ? [{ key: 'debiteur', header: 'Débiteur', cell: (i: Inscription) => debtor(i.numero_debiteur), sortValue: (i: Inscription) => debtor(i.numero_debiteur) }] : []),
    { key: 'date', header: "Date d'inscription", cell: (i) => formatDateFr(i.date_inscription), sortValue: (i) => i.date_inscription },
    { key: 'fin', header: "Fin d'effet", cell: (i) => (i.date_effet_fin ? formatDateFr(i.date_effet_fin) : 'Non précisée'), sortValue: (i) => i.date_effet_fin },
    { key: 'creancier', header: 'Créancier', cell: (i) => i.creancier, sortValue: (i) => i.creancier },
    {
      key: 'montant',
      header: 'Montant',
      cell: (i) => (i.montant === null ? 'Non précisé' : formatAmount(i.montant, { thousandsSeparator: true, currency: i.devise })),
      sortValue: (i) => i.montant,
      numeric: true,
    },
    { key: 'greffe', header: 'Greffe', cell: (i) => registry(i.code_greffe) },
  ];
  return (
    <section aria-labelledby={headingId}>
      <h3 id={headingId}>{label}</h3>
      <div className="table-wrap">
        <DataTable caption={`${label} : ${plural(rows.length, 'inscription', 'inscriptions')}`} captionHidden columns={columns} rows={rows} rowKey={(i) => `${i.numero_debiteur}-${i.numero}`} />
      </div>
    </section>
  );
}

/** The registrations of the statement, by kind, in the order of the law's list. */
function Inscriptions({ statement }: { statement: EtatEndettement }) {
  const groups = TYPES_INSCRIPTION.map((type) => ({ type, rows: statement.inscriptions.filter((i) => i.type_inscription === type) })).filter((g) => g.rows.length > 0);
  return (
    <>
      <h2>Inscriptions relevées</h2>
      {groups.length === 0 ? (
        <EmptyState title="Aucune inscription" headingLevel={3}>
          <p>Aucune inscription de privilège ou de sûreté ne figure à cet état d'endettement, arrêté au {formatDateParis(statement.arrete_au)}.</p>
        </EmptyState>
      ) : (
        <>
          <p>
            {plural(statement.inscriptions.length, 'inscription relevée', 'inscriptions relevées')} dans {plural(groups.length, 'catégorie', 'catégories')}.
          </p>
          {groups.map((g) => (
            <InscriptionGroup key={g.type} type={g.type} rows={g.rows} statement={statement} />
          ))}
        </>
      )}
    </>
  );
}

/** Who the statement covers, as a table. */
function Debtors({ statement }: { statement: EtatEndettement }) {
  const columns: DataTableColumn<Debiteur>[] = [
    { key: 'denomination', header: 'Dénomination', cell: (d) => d.denomination, sortValue: (d) => d.denomination, rowHeader: true },
    { key: 'siren', header: 'SIREN', cell: (d) => (d.siren ? formatSiren(d.siren) : 'Non immatriculé'), sortValue: (d) => d.siren },
    { key: 'greffe', header: 'Greffe', cell: (d) => d.greffe ?? 'Non précisé', sortValue: (d) => d.greffe },
    { key: 'inscriptions', header: "Nombre d'inscriptions", cell: (d) => String(d.nombre_inscriptions), sortValue: (d) => d.nombre_inscriptions, numeric: true },
  ];
  return (
    <>
      <h2>Débiteurs</h2>
      <div className="table-wrap">
        <DataTable
          caption="Débiteurs couverts par l'état d'endettement"
          captionHidden
          columns={columns}
          rows={statement.debiteurs}
          rowKey={(d) => d.numero_debiteur}
          empty="Aucun débiteur ne correspond à la recherche."
        />
      </div>
    </>
  );
}

/**
 * What a produced debt-status statement states: the date it was drawn up at, the debtors and the
 * registrations by kind (or, with `debtors`, the debtors as a table), and its PDF.
 */
export function DebtStatement({ document, debtors }: { document: Visualisation; debtors: boolean }) {
  const connected = useStore(authStore, (s) => s.connected);
  const statement = useResource(connected ? debtStatusCall(document.id) : null);
  const download = (
    <p>
      <DownloadButton download={() => downloadVisualisation(document)}>
        Télécharger l'état d'endettement (PDF)
      </DownloadButton>
    </p>
  );
  if (statement.status === 'loading') return <Loading label="Chargement de l'état d'endettement…" />;
  if (statement.status === 'error' || statement.status === 'not-found') {
    return (
      <>
        <LoadFailed title="Le contenu de l'état d'endettement n'a pas pu être chargé" error={statement.error} onRetry={statement.retry} headingLevel={2} />
        {download}
      </>
    );
  }
  const s = statement.data;
  return (
    <>
      <SummaryList
        items={[
          { key: 'arrete', term: 'Arrêté au', description: formatDateParis(s.arrete_au) },
          {
            key: 'debiteurs',
            term: s.debiteurs.length > 1 ? 'Débiteurs relevés' : 'Débiteur relevé',
            description:
              s.debiteurs.length === 0 ? (
                'Aucun débiteur'
              ) : (
                <ul className="debtor-list">
                  {s.debiteurs.map((d) => (
                    <li key={d.numero_debiteur}>
                      {debtorName(d)}
                      {d.greffe ? ` – ${d.greffe}` : ''}
                    </li>
                  ))}
                </ul>
              ),
          },
        ]}
      />
      {download}
      {debtors ? <Debtors statement={s} /> : <Inscriptions statement={s} />}
    </>
  );
}
