import { Skeleton, SiteLink, formatCount, registryPath, useResource, type ResourceCall, type Statistiques } from '@portail/shared';
import type { Territory } from '../../content/model';
import { HOME_WORDING } from './wording';

type Figure = 'entreprises' | 'etablissements' | 'greffes';

const LOADING: Record<Figure, string> = {
  entreprises: "Chargement du nombre d'entreprises…",
  etablissements: "Chargement du nombre d'établissements…",
  greffes: 'Chargement du nombre de greffes…',
};

/** A figure's value: a count, or for a territory whose register one registry holds, that registry. */
function FigureValue({ figure, data }: { figure: Figure; data: Statistiques }) {
  if (figure === 'greffes' && data.greffe) {
    return (
      <SiteLink href={registryPath(data.greffe)} className="home-figure__name">
        {data.greffe.nom}
      </SiteLink>
    );
  }
  return <span className="home-figure__number">{formatCount(data[figure])}</span>;
}

/**
 * The register of the site's territory in figures, live from the API. Until they arrive each
 * figure is a placeholder of the same size (nothing moves when they come); a figure that cannot be
 * loaded says so, it is never made up. `call` is the home page's (`homeNeeds`), which its loader made.
 */
export function HomeFigures({ territory, call }: { territory: Territory; call: ResourceCall<Statistiques> }) {
  const stats = useResource(call);
  const labels = HOME_WORDING[territory].figures;
  return (
    <section className="home-figures" aria-labelledby="home-figures-title">
      <h2 id="home-figures-title" className="home-figures__title">
        Le registre en chiffres
      </h2>
      <dl className="home-figures__list">
        {(Object.keys(LOADING) as Figure[]).map((f) => (
          <div key={f} className="home-figure">
            <dt className="home-figure__label">{labels[f]}</dt>
            <dd className="home-figure__value">
              {stats.status === 'ready' ? (
                <FigureValue figure={f} data={stats.data} />
              ) : stats.status === 'loading' ? (
                <Skeleton lines={1} label={LOADING[f]} className="home-figure__skeleton" />
              ) : (
                <span className="home-figure__unavailable">Chiffre indisponible</span>
              )}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
