import { Link } from '@portail/shared/routing/RouterLink';
import { Badge, DataTable, type DataTableColumn, type Etablissement } from '@portail/shared';
import { dateOrDash } from './labels';
import { establishmentPath } from './paths';
import { establishmentNumberOf, identifierText } from './identifiers';
import { Truncated } from './RecordParts';
import { useTruncationWidth } from './hooks';

/** The establishments of one company: number (link to the record), address, activity and state. */
export function EstablishmentsTable({ items, companyName, caption }: { items: Etablissement[]; companyName: string | null; caption: string }) {
  const width = useTruncationWidth();
  const columns: DataTableColumn<Etablissement>[] = [
    {
      key: 'numero',
      header: 'Établissement',
      rowHeader: true,
      cell: (e) => (
        <>
          <Link to={establishmentPath(e, companyName)}>{identifierText(establishmentNumberOf(e))}</Link>
          {e.siege && <> (siège)</>}
          {e.enseignes[0] && (
            <span className="record-table__detail">
              <Truncated text={e.enseignes[0]} width={width} />
            </span>
          )}
        </>
      ),
    },
    { key: 'adresse', header: 'Adresse', cell: (e) => <Truncated text={e.adresse.ligne || '—'} width={width} /> },
    {
      key: 'activite',
      header: 'Activité',
      cell: (e) => (e.activite.libelle ? <Truncated text={`${e.activite.code_naf} ${e.activite.libelle}`} width={width} /> : '—'),
    },
    {
      key: 'etat',
      header: 'État',
      cell: (e) =>
        e.etat === 'ACTIF' ? (
          <span className="record-table__state">
            <Badge tone="success">Ouvert</Badge> depuis le {dateOrDash(e.date_creation)}
          </span>
        ) : (
          <span className="record-table__state">
            <Badge tone="neutral">Fermé</Badge> le {dateOrDash(e.date_fermeture)}
          </span>
        ),
    },
  ];
  return <DataTable caption={caption} columns={columns} rows={items} rowKey={(e) => e.id} />;
}
