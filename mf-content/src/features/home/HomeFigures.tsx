import { Skeleton, formatCount, type Statistiques } from '@portail/shared';
import { useStatistics } from './useStatistics';

const FIGURES: { key: keyof Statistiques; label: string; loading: string }[] = [
  { key: 'entreprises', label: 'entreprises immatriculées', loading: "Chargement du nombre d'entreprises…" },
  { key: 'etablissements', label: 'établissements', loading: "Chargement du nombre d'établissements…" },
  { key: 'greffes', label: 'greffes de tribunaux de commerce', loading: 'Chargement du nombre de greffes…' },
];

/**
 * The register in figures, live from the API. Until they arrive each figure is a placeholder of
 * the same size (nothing moves when they come); a figure that cannot be loaded says so, it is
 * never made up.
 */
export function HomeFigures() {
  const stats = useStatistics();
  return (
    <section className="home-figures" aria-labelledby="home-figures-title">
      <h2 id="home-figures-title" className="home-figures__title">
        Le registre en chiffres
      </h2>
      <dl className="home-figures__list">
        {FIGURES.map((f) => (
          <div key={f.key} className="home-figure">
            <dt className="home-figure__label">{f.label}</dt>
            <dd className="home-figure__value">
              {stats.status === 'ready' ? (
                <span className="home-figure__number">{formatCount(stats.data[f.key])}</span>
              ) : stats.status === 'loading' ? (
                <Skeleton lines={1} label={f.loading} className="home-figure__skeleton" />
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
