import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ComptesAnnuelsListSchema, type ExerciceComptes } from '@portail/shared';
import FinancesChart from './FinancesCharts';
import { ActivityTable, RatiosTable, StructureTable, chartYears, commonClosing, ratioText, shownYears } from './KeyFigures';
import { compactMoney, wholeMoney } from './amounts';

const S = '\u00A0';
const year = (annee: number, ca: number | null, res: number | null, confidentiel = false, regime: 'COMPLET' | null = 'COMPLET'): ExerciceComptes => ({
  annee,
  date_cloture: `${annee}-12-31`,
  duree_mois: 12,
  confidentiel,
  regime: confidentiel ? 'COMPLET' : regime,
  effectif: confidentiel ? null : 10,
  chiffres:
    confidentiel || ca === null
      ? null
      : {
          chiffre_affaires: ca,
          valeur_ajoutee: regime ? Math.round(ca / 2) : null,
          ebe: regime ? Math.round(ca / 5) : null,
          resultat_net: res,
          fonds_propres: regime ? 3_000_000_00 : null,
          endettement: regime ? 1_000_000_00 : null,
          bfr: regime ? -20_000_00 : null,
          tresorerie: regime ? 500_000_00 : null,
        },
  ratios:
    confidentiel || !regime
      ? null
      : { marge_nette: res! / ca!, rentabilite_capitaux_propres: 0.1234, autonomie_financiere: 0.5, delai_clients: 47, delai_fournisseurs: 61 },
});
const data = ComptesAnnuelsListSchema.parse({
  entreprise_id: 1,
  devise: 'EUR',
  exercices: [year(2021, 100_000_00, -50_000_00), year(2020, 50_000_00, 10_000_00), year(2022, null, null, true), year(2017, 10_000_00, 1_000_00), year(2018, 10_000_00, 1_000_00), year(2019, 10_000_00, 1_000_00)],
});
const years = shownYears(data);

describe('finances of a company record', () => {
  it('shows the last five years, newest first, and charts the public ones oldest first', () => {
    expect(years.map((e) => e.annee)).toEqual([2022, 2021, 2020, 2019, 2018]);
    expect(chartYears(years).map((e) => e.annee)).toEqual([2018, 2019, 2020, 2021]);
  });

  it('charts turnover as bars, the EBE and the result as lines, a loss below the zero line, named for assistive technologies', () => {
    const two = years.filter((e) => e.annee === 2020 || e.annee === 2021);
    render(<FinancesChart kind="activite" data={data} years={two} />);
    const img = screen.getByRole('img', { name: /chiffre d'affaires, de l'EBE et du résultat net par exercice, de 2020 à 2021/ });
    expect(img.querySelectorAll('rect.chart__bar')).toHaveLength(2);
    expect(img.querySelectorAll('circle.chart__point')).toHaveLength(4);
    expect(img.querySelectorAll('circle.chart__point--negative')).toHaveLength(1);
    expect(Array.from(img.querySelectorAll('text.chart__tick')).map((t) => t.textContent)).toContain(`-50${S}k€`);
  });

  it('charts equity, debt and cash as bars', () => {
    const two = years.filter((e) => e.annee === 2020 || e.annee === 2021);
    render(<FinancesChart kind="structure" data={data} years={two} />);
    const img = screen.getByRole('img', { name: /fonds propres, de l'endettement financier et de la trésorerie nette par exercice, de 2020 à 2021/ });
    expect(img.querySelectorAll('rect.chart__bar')).toHaveLength(6);
  });

  it('draws nothing when every year is confidential', () => {
    const { container } = render(<FinancesChart kind="activite" data={data} years={[year(2022, null, null, true)]} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('tables the activity of every year, newest first, sortable by turnover', async () => {
    const user = userEvent.setup();
    render(<ActivityTable data={data} years={years} />);
    const table = screen.getByRole('table', { name: 'Chiffres clés par exercice' });
    const rows = () => within(table).getAllByRole('rowheader').map((h) => h.textContent);
    expect(rows()).toEqual(['2022', '2021', '2020', '2019', '2018']);
    expect(within(table).getByText('Comptes confidentiels')).toBeInTheDocument();
    expect(within(table).getByText((_, el) => el?.textContent === `-50${S}000${S}€` && el.tagName === 'TD')).toBeInTheDocument();
    expect(within(table).getByRole('columnheader', { name: 'Excédent brut d’exploitation (EBE)' })).toBeInTheDocument();
    await user.click(within(table).getByRole('button', { name: 'Chiffre d’affaires' }));
    // Largest first; the confidential year has no figure and goes last.
    expect(rows()).toEqual(['2021', '2020', '2019', '2018', '2022']);
  });

  it('tables the financial structure and the ratios, each ratio with its formula', () => {
    render(
      <>
        <StructureTable data={data} years={years} />
        <RatiosTable years={years} />
      </>,
    );
    const structure = screen.getByRole('table', { name: 'Structure financière par exercice' });
    expect(within(structure).getAllByText('-20 000 €')).toHaveLength(4);
    const ratios = screen.getByRole('table', { name: 'Ratios par exercice' });
    expect(within(ratios).getAllByText('12,3 %')).toHaveLength(4);
    expect(within(ratios).getAllByText('47 jours')).toHaveLength(4);
    expect(screen.getByText('Capitaux propres ÷ total du bilan')).toBeInTheDocument();
    expect(screen.getByText('Dettes fournisseurs ÷ (achats + charges externes) × 365')).toBeInTheDocument();
  });

  it('names the closing day once when every year closes on it, else gives each year its closing date', () => {
    expect(commonClosing(years)).toBe('31/12');
    const { unmount } = render(<ActivityTable data={data} years={years} />);
    expect(screen.queryByRole('columnheader', { name: 'Date de clôture' })).not.toBeInTheDocument();
    unmount();
    const moved = [{ ...years[0]!, date_cloture: '2022-06-30' }, ...years.slice(1)];
    expect(commonClosing(moved)).toBeNull();
    render(<ActivityTable data={data} years={moved} />);
    expect(screen.getByRole('columnheader', { name: 'Date de clôture' })).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: '30/06/2022' })).toBeInTheDocument();
  });

  it('prints amounts in whole units and ratios in per cent or days', () => {
    expect(wholeMoney(123_456_789)).toBe(`1${S}234${S}568${S}€`);
    expect(wholeMoney(-500_000)).toBe(`-5${S}000${S}€`);
    expect(wholeMoney(null)).toBe('');
    expect(ratioText(0.05234, '%')).toBe(`5,2${S}%`);
    expect(ratioText(-0.1, '%')).toBe(`-10,0${S}%`);
    expect(ratioText(61, 'jours')).toBe(`61${S}jours`);
    expect(ratioText(null, '%')).toBe('—');
  });

  it('shortens chart ticks', () => {
    expect(compactMoney(1_500_000)).toBe(`1,5${S}M€`);
    expect(compactMoney(-250_000)).toBe(`-250${S}k€`);
    expect(compactMoney(0)).toBe(`0${S}€`);
    expect(compactMoney(12_000_000, 'XPF')).toBe(`12${S}M${S}XPF`);
  });
});
