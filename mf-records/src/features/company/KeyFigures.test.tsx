import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ChiffresClesSchema } from '@portail/shared';
import { KeyFiguresChart, KeyFiguresTable, chartYears } from './KeyFigures';
import { compactMoney } from './amounts';

const S = '\u00A0';
const ex = (annee: number, ca: number | null, res: number | null, confidentiel = false) => ({
  annee,
  date_cloture: `${annee}-12-31`,
  duree_mois: 12,
  chiffre_affaires: ca,
  resultat: res,
  effectif: confidentiel ? null : 10,
  confidentiel,
});
const data = ChiffresClesSchema.parse({
  entreprise_id: 1,
  devise: 'EUR',
  exercices: [ex(2021, 100_000_00, -50_000_00), ex(2020, 50_000_00, 10_000_00), ex(2022, null, null, true)],
});

describe('key figures', () => {
  it('charts the public years only, oldest first', () => {
    expect(chartYears(data.exercices).map((e) => e.annee)).toEqual([2020, 2021]);
  });

  it('draws turnover as bars and the result as a line, a loss below the zero line, named for assistive technologies', () => {
    render(<KeyFiguresChart data={data} />);
    const img = screen.getByRole('img', { name: /chiffre d'affaires et du résultat par exercice, de 2020 à 2021/ });
    expect(img.querySelectorAll('rect.chart__bar')).toHaveLength(2);
    expect(img.querySelectorAll('circle.chart__point')).toHaveLength(2);
    expect(img.querySelectorAll('circle.chart__point--negative')).toHaveLength(1);
    expect(Array.from(img.querySelectorAll('text.chart__tick')).map((t) => t.textContent)).toContain(`-50${S}k€`);
  });

  it('draws nothing when every year is confidential', () => {
    const { container } = render(<KeyFiguresChart data={{ ...data, exercices: [ex(2022, null, null, true)] }} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('tables every year, newest first, sortable by turnover', async () => {
    const user = userEvent.setup();
    render(<KeyFiguresTable data={data} />);
    const table = screen.getByRole('table', { name: 'Chiffres clés par exercice' });
    const years = () => within(table).getAllByRole('rowheader').map((h) => h.textContent);
    expect(years()).toEqual(['2022', '2021', '2020']);
    expect(within(table).getByText('Comptes confidentiels')).toBeInTheDocument();
    expect(within(table).getByText((_, el) => el?.textContent === `-50${S}000,00${S}€` && el.tagName === 'TD')).toBeInTheDocument();
    await user.click(within(table).getByRole('button', { name: "Chiffre d'affaires" }));
    // Largest first; the confidential year has no figure and goes last.
    expect(years()).toEqual(['2021', '2020', '2022']);
  });

  it('shortens chart ticks', () => {
    expect(compactMoney(1_500_000)).toBe(`1,5${S}M€`);
    expect(compactMoney(-250_000)).toBe(`-250${S}k€`);
    expect(compactMoney(0)).toBe(`0${S}€`);
    expect(compactMoney(12_000_000, 'XPF')).toBe(`12${S}M${S}XPF`);
  });
});
