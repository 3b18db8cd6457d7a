import { Button, DataTable, LIBELLES_GROUPE_SURVEILLANCE, formatDateFr, type DataTableColumn, type GroupeSurveillance, type Surveillance } from '@portail/shared';
import { CompanyName, SurveillanceStatus } from './labels';

export interface SurveillanceActions {
  /** The surveillance an action is running for: its buttons wait. */
  busy: number | null;
  /** The account has favourite groups to put surveillances in. */
  hasGroups: boolean;
  onFinishOrContinue: (s: Surveillance) => void;
  onChangeGroup: (s: Surveillance) => void;
  onRemoveDomain: (s: Surveillance, domain: GroupeSurveillance) => void;
  onDelete: (s: Surveillance) => void;
}

function columns(a: SurveillanceActions): DataTableColumn<Surveillance>[] {
  return [
    { key: 'entreprise', header: 'Entreprise', rowHeader: true, cell: (s) => <CompanyName company={s.entreprise} /> },
    {
      key: 'domaines',
      header: 'Domaines surveillés',
      cell: (s) => (
        <ul className="domain-list">
          {s.domaines.map((d) => (
            <li key={d}>
              {LIBELLES_GROUPE_SURVEILLANCE[d]}
              {s.domaines.length > 1 && (
                <>
                  {' '}
                  <Button
                    variant="link"
                    className="domain-list__remove"
                    disabled={a.busy === s.id}
                    aria-label={`Retirer le domaine ${LIBELLES_GROUPE_SURVEILLANCE[d]} de la surveillance de ${s.entreprise.denomination}`}
                    onClick={() => a.onRemoveDomain(s, d)}
                  >
                    Retirer
                  </Button>
                </>
              )}
            </li>
          ))}
        </ul>
      ),
    },
    {
      key: 'groupe',
      header: 'Groupe',
      cell: (s) => (
        <span className="surveillance-group">
          <span>{s.groupe_favori?.libelle ?? 'Aucun'}</span>
          {a.hasGroups && (
            <Button variant="link" disabled={a.busy === s.id} aria-label={`Changer le groupe de ${s.entreprise.denomination}`} onClick={() => a.onChangeGroup(s)}>
              Changer
            </Button>
          )}
        </span>
      ),
    },
    { key: 'statut', header: 'État', cell: (s) => <SurveillanceStatus surveillance={s} /> },
    { key: 'depuis', header: 'Depuis le', cell: (s) => formatDateFr(s.date_debut), nowrap: true },
    { key: 'non_lues', header: 'Révélations non lues', numeric: true, cell: (s) => s.nombre_non_lues },
    {
      key: 'actions',
      header: 'Actions',
      cell: (s) => (
        <span className="btn-group surveillance-actions">
          <Button variant="secondary" disabled={a.busy === s.id} onClick={() => a.onFinishOrContinue(s)} aria-label={`${s.statut === 'ACTIVE' ? 'Terminer' : 'Reprendre'} la surveillance de ${s.entreprise.denomination}`}>
            {s.statut === 'ACTIVE' ? 'Terminer' : 'Reprendre'}
          </Button>
          <Button variant="secondary" disabled={a.busy === s.id} onClick={() => a.onDelete(s)} aria-label={`Supprimer la surveillance de ${s.entreprise.denomination}`}>
            Supprimer
          </Button>
        </span>
      ),
    },
  ];
}

/** The surveillances of a page, with what can be done to each. */
export function SurveillanceTable({ rows, ...actions }: SurveillanceActions & { rows: readonly Surveillance[] }) {
  return (
    <div className="table-wrap">
      <DataTable caption="Mes surveillances" captionHidden columns={columns(actions)} rows={rows} rowKey={(s) => s.id} />
    </div>
  );
}
