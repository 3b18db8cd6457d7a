import { Link } from '@portail/shared/src/routing/RouterLink';
import type { Fonction } from '@portail/shared';
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

/** The functions of a company: executives, auditors or beneficial owners. */
export function FunctionsTable({ items, caption, owners = false }: { items: Fonction[]; caption: string; owners?: boolean }) {
  return (
    <div className="record-table-wrap">
      <table>
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Nom</th>
            <th scope="col">{owners ? 'Nature du contrôle' : 'Fonction'}</th>
            <th scope="col">Naissance</th>
            <th scope="col">Depuis le</th>
            {owners && <th scope="col">Capital détenu</th>}
          </tr>
        </thead>
        <tbody>
          {items.map((f) => (
            <tr key={f.id}>
              <th scope="row">
                <Holder f={f} />
              </th>
              <td>{owners ? f.modalites_controle.join(' ; ') || f.role.libelle : f.role.libelle}</td>
              <td>{f.personne ? birthLabel(f.personne.mois_naissance, f.personne.annee_naissance) : '—'}</td>
              <td>{dateOrDash(f.date_debut)}</td>
              {owners && <td>{f.pourcentage_capital === null ? '—' : `${String(f.pourcentage_capital).replace('.', ',')} %`}</td>}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
