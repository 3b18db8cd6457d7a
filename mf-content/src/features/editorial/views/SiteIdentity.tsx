import {
  LoadFailed,
  Loading,
  useResource,
  useSite,
  type SiteInformation,
} from '@portail/shared';
import { siteInformationCall } from './siteInformation';

const NOT_SET = 'non renseigné sur ce site de démonstration';

function Lines({ lines }: { lines: string[] }) {
  return (
    <>
      {lines.map((l, i) => (
        <span key={i} className="site-identity__line">
          {l}
        </span>
      ))}
    </>
  );
}

function Identity({ info }: { info: SiteInformation }) {
  const e = info.editeur;
  return (
    <dl className="site-identity">
      <div>
        <dt>Éditeur</dt>
        <dd>
          <span className="site-identity__line">
            {e.raison_sociale}
            {e.forme_juridique ? `, ${e.forme_juridique}` : ''}
            {e.capital ? ` au capital de ${e.capital}` : ''}
          </span>
          <Lines lines={e.siege} />
          {e.rcs && <span className="site-identity__line">{e.rcs}</span>}
          {e.telephone && <span className="site-identity__line">Téléphone : {e.telephone}</span>}
          <span className="site-identity__line">
            Courriel : <a href={`mailto:${e.courriel}`}>{e.courriel}</a>
          </span>
        </dd>
      </div>
      <div>
        <dt>Directeur de la publication</dt>
        <dd>{info.directeur_publication ? `${info.directeur_publication.nom}${info.directeur_publication.qualite ? `, ${info.directeur_publication.qualite}` : ''}` : NOT_SET}</dd>
      </div>
      <div>
        <dt>Hébergeur</dt>
        <dd>
          {info.hebergeur ? (
            <>
              <span className="site-identity__line">{info.hebergeur.nom}</span>
              <Lines lines={info.hebergeur.adresse} />
              {info.hebergeur.telephone && <span className="site-identity__line">Téléphone : {info.hebergeur.telephone}</span>}
            </>
          ) : (
            NOT_SET
          )}
        </dd>
      </div>
      <div>
        <dt>Médiateur de la consommation</dt>
        <dd>
          {info.mediateur ? (
            <>
              {info.mediateur.nom} — <a href={info.mediateur.site}>{info.mediateur.site}</a>
            </>
          ) : (
            NOT_SET
          )}
        </dd>
      </div>
    </dl>
  );
}

/** Who publishes, directs and hosts the site, from the site's configuration (GET /api/site-information). */
export function SiteIdentity() {
  const product = useSite((s) => s.product);
  const info = useResource(siteInformationCall(product));
  if (info.status === 'loading') return <Loading label="Chargement des informations de l'éditeur" />;
  if (info.status !== 'ready') return <LoadFailed title="Les informations de l'éditeur n'ont pas pu être chargées" error={info.error} onRetry={info.retry} headingLevel={2} />;
  return <Identity info={info.data} />;
}
