import { Link } from '@portail/shared/src/routing/RouterLink';
import { formatSiret, type Etablissement } from '@portail/shared';
import { dateOrDash } from './labels';
import { establishmentPath } from './paths';
import { Truncated } from './RecordParts';
import { useTruncationWidth } from './hooks';

function numberLabel(e: Etablissement): string {
  return e.siret ? `SIRET ${formatSiret(e.siret)}` : `RIDET ${e.numero.slice(0, 7)}.${e.numero.slice(7)}`;
}

export function EstablishmentsTable({ items, companyName, caption }: { items: Etablissement[]; companyName: string | null; caption: string }) {
  const width = useTruncationWidth();
  return (
    <div className="record-table-wrap">
      <table>
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Établissement</th>
            <th scope="col">Adresse</th>
            <th scope="col">Activité</th>
            <th scope="col">État</th>
          </tr>
        </thead>
        <tbody>
          {items.map((e) => (
            <tr key={e.id}>
              <th scope="row">
                <Link to={establishmentPath(e, companyName)}>{numberLabel(e)}</Link>
                {e.siege && <> (siège)</>}
                {e.enseignes[0] && (
                  <>
                    <br />
                    <Truncated text={e.enseignes[0]} width={width} />
                  </>
                )}
              </th>
              <td>
                <Truncated text={e.adresse.ligne || '—'} width={width} />
              </td>
              <td>{e.activite.libelle ? <Truncated text={`${e.activite.code_naf} ${e.activite.libelle}`} width={width} /> : '—'}</td>
              <td>{e.etat === 'ACTIF' ? `Ouvert depuis le ${dateOrDash(e.date_creation)}` : `Fermé le ${dateOrDash(e.date_fermeture)}`}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
