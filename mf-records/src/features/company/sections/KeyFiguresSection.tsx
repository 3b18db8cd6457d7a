// The « Finances » section of the company record: over the last five financial years, the activity
// and result, the financial structure and the ratios, from the filed accounts (GET
// /entreprises/{id}/comptes, asked for by the page's loader). The tables come with the page; each
// chart above its table loads with the section's chunk once the section comes near the window.
import { Suspense, lazy, type ComponentProps } from 'react';
import { type ComptesAnnuelsList, type Entreprise, type ExerciceComptes, useResource } from '@portail/shared';
import { Section, SectionBody, Skeleton } from '../../../record/RecordParts';
import { accountsCall } from '../../../record/api';
import { useNear } from '../../../record/useNear';
import { companySection } from '../sectionList';
import { ActivityTable, FINANCES_YEARS, RatiosTable, StructureTable, chartYears, commonClosing, shownYears } from '../KeyFigures';

const FinancesChart = lazy(() => import(/* webpackChunkName: "record-finances" */ '../FinancesCharts'));

type ChartProps = ComponentProps<typeof FinancesChart>;

/** A chart once the section is near, its place kept by a skeleton until then. */
function Chart({ near, ...props }: ChartProps & { near: boolean }) {
  const loading = <Skeleton lines={4} label="Chargement du graphique…" />;
  if (!near) return loading;
  return (
    <Suspense fallback={loading}>
      <FinancesChart {...props} />
    </Suspense>
  );
}

function Finances({ data, near }: { data: ComptesAnnuelsList; near: boolean }) {
  const years: ExerciceComptes[] = shownYears(data);
  const charts = chartYears(years).length > 0;
  // Years with full accounts: the financial structure and the ratios exist only for them.
  const full = years.some((e) => e.regime !== null);
  const closing = commonClosing(years);
  return (
    <div className="record-figures">
      <p>
        {years.length === 1 ? 'Le dernier exercice connu' : `Les ${years.length} derniers exercices connus`}
        {data.exercices.length > FINANCES_YEARS ? ` (sur ${data.exercices.length})` : ''}
        {closing ? `, clos le ${closing}` : ''}, d’après les comptes déposés au greffe.
      </p>
      <h3>Activité et résultat</h3>
      {charts && <Chart near={near} kind="activite" data={data} years={years} />}
      <ActivityTable data={data} years={years} />
      {full && (
        <>
          <h3>Structure financière</h3>
          {charts && <Chart near={near} kind="structure" data={data} years={years} />}
          <StructureTable data={data} years={years} />
          <h3>Ratios</h3>
          <RatiosTable years={years} />
        </>
      )}
    </div>
  );
}

export function KeyFiguresSection({ company: c }: { company: Entreprise }) {
  const accounts = useResource(accountsCall(c.id));
  const { ref, near } = useNear();
  return (
    <Section {...companySection('finances')}>
      <div ref={ref}>
        <SectionBody state={accounts} lines={6} isEmpty={(d) => d.exercices.length === 0} empty="Aucun chiffre clé publié.">
          {(d) => <Finances data={d} near={near} />}
        </SectionBody>
      </div>
    </Section>
  );
}
