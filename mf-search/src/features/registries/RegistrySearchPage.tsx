import { Link } from 'react-router';
import { PageFrame } from '@portail/shared';
import { SiteLink } from '@portail/shared';

export function RegistrySearchPage() {
  return (
    <PageFrame
      title="Rechercher un greffe"
      heading="Rechercher un greffe de tribunal de commerce"
      breadcrumb={[{ label: 'Rechercher un greffe' }]}
      description="Trouvez le greffe du tribunal de commerce compétent pour une entreprise : rôle du greffe, compétence territoriale, Alsace-Moselle et outre-mer."
    >
      <p>
        Le greffe du tribunal de commerce tient le registre du commerce et des sociétés (RCS). Il immatricule les
        entreprises, inscrit leurs modifications et leur radiation, reçoit le dépôt des comptes annuels et des
        actes, et délivre les extraits Kbis.
      </p>
      <section aria-labelledby="registry-competence">
        <h2 id="registry-competence">Quel greffe est compétent ?</h2>
        <p>
          Le greffe compétent est celui du tribunal de commerce dans le ressort duquel se trouve le siège de
          l'entreprise. Chaque greffe est identifié par un code à quatre chiffres : le numéro du département suivi
          d'un rang, par exemple 7501 pour Paris.
        </p>
        <ul>
          <li>
            En Alsace-Moselle (Bas-Rhin, Haut-Rhin et Moselle), le registre est tenu par le greffe des chambres
            commerciales des tribunaux judiciaires.
          </li>
          <li>
            Dans les départements d'outre-mer, les affaires commerciales relèvent des tribunaux mixtes de
            commerce ; en Nouvelle-Calédonie, du tribunal mixte de commerce de Nouméa.
          </li>
        </ul>
      </section>
      <section aria-labelledby="registry-links">
        <h2 id="registry-links">Pour aller plus loin</h2>
        <ul>
          <li>
            <Link to="/recherche-entreprise-dirigeant/recherche-avancee">Rechercher une entreprise</Link> : sa fiche
            indique le greffe auprès duquel elle est immatriculée.
          </li>
          <li>
            <SiteLink href="/formalites">Les formalités d'entreprise</SiteLink> : création, modification, cessation,
            dépôt des comptes annuels.
          </li>
          <li>
            <SiteLink href="/kbis-documents/">Les documents officiels délivrés par les greffes</SiteLink>
          </li>
        </ul>
      </section>
    </PageFrame>
  );
}
