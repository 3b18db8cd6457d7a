import { LoadFailed, Loading, formatAmount, formatDateFr, useResource, type SpecimenPerformance as Specimen } from '@portail/shared';
import { specimenPerformanceCall } from './calls';

const percent = (value: number | null) => (value === null ? '—' : `${value.toLocaleString('fr-FR', { minimumFractionDigits: 1, maximumFractionDigits: 1 })} %`);

function Figures({ specimen }: { specimen: Specimen }) {
  const money = (cents: number) => formatAmount(cents, { thousandsSeparator: true, currency: specimen.devise });
  const rows: { label: string; value: (e: Specimen['exercices'][number]) => string }[] = [
    { label: 'Clôture', value: (e) => `${formatDateFr(e.date_cloture)} (${e.duree_mois} mois)` },
    { label: "Chiffre d'affaires", value: (e) => money(e.chiffre_affaires) },
    { label: "Évolution du chiffre d'affaires", value: (e) => percent(e.evolution_ca_pct) },
    { label: 'Résultat net', value: (e) => money(e.resultat_net) },
    { label: 'Marge nette', value: (e) => percent(e.marge_nette_pct) },
    { label: 'Effectif', value: (e) => String(e.effectif) },
  ];
  return (
    <div className="specimen">
      <p className="specimen__label">{specimen.libelle}</p>
      <p>
        {specimen.entreprise.denomination}, {specimen.entreprise.forme_juridique} — {specimen.entreprise.activite}
      </p>
      {/* A region of its own that takes the focus: keyboard users can scroll the table sideways on a narrow screen. */}
      <div className="specimen__scroll" role="region" aria-label="Chiffres clés par exercice" tabIndex={0}>
        <table className="specimen__table">
          <caption className="visually-hidden">Chiffres clés de l'entreprise fictive, par exercice</caption>
          <thead>
            <tr>
              <th scope="col">Exercice</th>
              {specimen.exercices.map((e) => (
                <th key={e.annee} scope="col">
                  {e.annee}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={r.label}>
                <th scope="row">{r.label}</th>
                {specimen.exercices.map((e) => (
                  <td key={e.annee}>{r.value(e)}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}

/** What the financial figures sold with the accounts look like, on a fictitious company (GET /api/specimens-performance-financieres). */
export function SpecimenPerformance() {
  const specimen = useResource(specimenPerformanceCall);
  return (
    <section aria-labelledby="specimen-performance" className="content-insert">
      <h2 id="specimen-performance">Exemple de chiffres clés</h2>
      {specimen.status === 'loading' && <Loading label="Chargement de l'exemple" />}
      {specimen.status === 'ready' && <Figures specimen={specimen.data} />}
      {(specimen.status === 'error' || specimen.status === 'not-found') && (
        <LoadFailed title="L'exemple de chiffres clés n'a pas pu être chargé" error={specimen.error} onRetry={specimen.retry} />
      )}
    </section>
  );
}
