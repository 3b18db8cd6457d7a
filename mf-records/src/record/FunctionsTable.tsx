import { Link } from '@portail/shared/routing/RouterLink';
import { DataTable, type DataTableColumn, type Fonction } from '@portail/shared';
import { birthLabel, dateOrDash, personName } from './labels';
import { companyPath, executivePath } from './paths';

/** Who holds a function: a link to the executive record, or to the company for a legal person. */
export function Holder({ f }: { f: Fonction }) {
  if (f.personne) return <Link to={executivePath(f.personne)}>{personName(f.personne)}</Link>;
  const pm = f.personne_morale;
  if (!pm) return <>—</>;
  if (pm.entreprise_id && pm.numero_identification) {
    return (
      <Link to={companyPath({ id: pm.entreprise_id, numero_identification: pm.numero_identification, denomination: pm.denomination })}>
        {pm.denomination}
      </Link>
    );
  }
  return <>{pm.denomination}</>;
}

function holderName(f: Fonction): string {
  return f.personne ? `${f.personne.nom} ${f.personne.prenoms ?? ''}` : (f.personne_morale?.denomination ?? '');
}

const percent = (n: number | null) => (n === null ? '—' : `${String(n).replace('.', ',')} %`);

const NAME: DataTableColumn<Fonction> = { key: 'nom', header: 'Nom', cell: (f) => <Holder f={f} />, sortValue: holderName, rowHeader: true };
const SINCE: DataTableColumn<Fonction> = {
  key: 'depuis',
  header: 'Depuis le',
  cell: (f) => dateOrDash(f.date_debut),
  sortValue: (f) => f.date_debut,
  firstDirection: 'descending',
};
const BIRTH: DataTableColumn<Fonction> = {
  key: 'naissance',
  header: 'Naissance',
  cell: (f) => (f.personne ? birthLabel(f.personne.mois_naissance, f.personne.annee_naissance) : '—'),
};

const OFFICER_COLUMNS: DataTableColumn<Fonction>[] = [
  NAME,
  { key: 'fonction', header: 'Fonction', cell: (f) => f.role.libelle, sortValue: (f) => f.role.libelle },
  BIRTH,
  SINCE,
];

const OWNER_COLUMNS: DataTableColumn<Fonction>[] = [
  NAME,
  { key: 'controle', header: 'Nature du contrôle', cell: (f) => f.modalites_controle.join(' ; ') || f.role.libelle },
  BIRTH,
  SINCE,
  { key: 'capital', header: 'Capital détenu', cell: (f) => percent(f.pourcentage_capital), sortValue: (f) => f.pourcentage_capital, numeric: true, firstDirection: 'descending' },
];

/** The functions of a company: executives, auditors or beneficial owners; rows stack on small screens. */
export function FunctionsTable({ items, caption, owners = false }: { items: Fonction[]; caption: string; owners?: boolean }) {
  return <DataTable caption={caption} columns={owners ? OWNER_COLUMNS : OFFICER_COLUMNS} rows={items} rowKey={(f) => f.id} />;
}
