import {
  EmptyState,
  ErrorScreen,
  Loading,
  PageFrame,
  formatAmount,
  formatDateFr,
  taxRateLabel,
  taxWording,
  type SyntheseArticle,
  type SynthesesArticles,
  useResource,
  useSite,
} from '@portail/shared';
import { siteVariant } from '@portail/shared/site/variants';
import { usePageNeeds } from '@portail/shared/remote/pageRoutes';
import { siteGridNeeds } from './gridNeeds';
import type { Territory } from '@portail/shared';
import './prices.css';


const TITLE = 'Tarifs';
const HEADING = 'Tarifs des documents officiels';
/** The page's description, with the tax of the site's territory (VAT, or TGC in New Caledonia). */
const description = (territory: Territory) =>
  `Prix des documents délivrés par les greffes : extrait Kbis, comptes annuels, actes et états d’endettement, hors taxes, ${taxWording(territory).name}, frais d’envoi et prix TTC selon le mode de délivrance.`;
const CRUMBS = [{ label: TITLE }];

const DELIVERY_MODE_LABELS: Record<SyntheseArticle['diffusion'], string> = {
  ELEC: 'Électronique',
  COURRIER: 'Courrier',
};

const money = (amount: number, currency: SyntheseArticle['devise']) => formatAmount(amount, { thousandsSeparator: true, currency });

interface Category {
  code: string;
  libelle: string;
  items: SyntheseArticle[];
}

/** The grid's articles by product category, in the order the API gives them. */
function byCategory(items: SyntheseArticle[]): Category[] {
  const categories: Category[] = [];
  for (const item of items) {
    let category = categories.find((c) => c.code === item.code_categorie_produit);
    if (!category) {
      category = { code: item.code_categorie_produit, libelle: item.libelle_categorie, items: [] };
      categories.push(category);
    }
    category.items.push(item);
  }
  return categories;
}

/** /tarifs: the price grid of the site (STANDARD in euros, STANDARD_NC in CFP francs). */
export function PricesPage() {
  const grid = useResource(usePageNeeds(siteGridNeeds).grid);
  const territory = useSite((site) => siteVariant(site).territory);

  if (grid.status === 'error') return <ErrorScreen error={grid.error} onRetry={grid.retry} />;
  return (
    <PageFrame title={TITLE} heading={HEADING} breadcrumb={CRUMBS} description={description(territory)}>
      <p className="prices-intro">
        Les émoluments des greffes sont fixés par la réglementation ; le détail de chaque montant en donne la source, ou
        indique qu’il s’agit d’un prix propre au site. Les prix sont indiqués hors taxes, avec la {taxWording(territory).name}, les frais d’envoi et
        le prix toutes taxes comprises, pour chaque mode de délivrance.
      </p>
      {grid.status === 'loading' && <Loading label="Chargement des tarifs…" className="prices-loading" />}
      {grid.status === 'not-found' && <NoPrices />}
      {grid.status === 'ready' && (grid.data.items.length === 0 ? <NoPrices /> : <PriceGrid grid={grid.data} territory={territory} />)}
    </PageFrame>
  );
}

function NoPrices() {
  return (
    <EmptyState title="Aucun tarif disponible">
      <p>Les tarifs de ce site ne sont pas disponibles pour le moment. Veuillez réessayer plus tard.</p>
    </EmptyState>
  );
}

function PriceGrid({ grid, territory }: { grid: SynthesesArticles; territory: Territory }) {
  const g = grid.grille;
  const categories = byCategory(grid.items);
  const tax = taxWording(territory);
  const charged = g.taux_tva > 0;
  const vat = charged ? taxRateLabel(territory, g.taux_tva) : tax.notChargedTerm;
  const vatCell = (i: SyntheseArticle) => (charged ? money(i.montant_tva, i.devise) : tax.notChargedValue);
  return (
    <>
      <p className="prices-grid-name">
        {g.libelle}, en vigueur depuis le {formatDateFr(g.applicable_depuis)}. Montants en {g.devise === 'EUR' ? 'euros' : 'francs CFP (XPF)'}.
      </p>
      {categories.map((c) => (
        <section key={c.code} className="prices-category" aria-labelledby={`tarifs-${c.code}`}>
          <h2 id={`tarifs-${c.code}`}>{c.libelle}</h2>
          {/* Rows stack on a small screen; should a table still be wider than the page, it scrolls, by keyboard too. */}
          <div className="prices-table-wrap" role="region" aria-label={`Tableau des prix : ${c.libelle}`} tabIndex={0}>
            <table className="prices-table stacked-table">
              <caption className="visually-hidden">
                Prix : {c.libelle} ({g.devise})
              </caption>
              <thead>
                <tr>
                  <th scope="col">Document</th>
                  <th scope="col">Délivrance</th>
                  <th scope="col" className="prices-amount">
                    Prix HT
                  </th>
                  <th scope="col" className="prices-amount">
                    {vat}
                  </th>
                  <th scope="col" className="prices-amount">
                    Frais d’envoi
                  </th>
                  <th scope="col" className="prices-amount">
                    Prix TTC
                  </th>
                </tr>
              </thead>
              <tbody>
                {c.items.map((i) => (
                  <tr key={`${i.code_article}-${i.diffusion}`}>
                    <th scope="row">{i.libelle}</th>
                    <td data-label="Délivrance">{DELIVERY_MODE_LABELS[i.diffusion]}</td>
                    <td data-label="Prix HT" className="prices-amount">{money(i.prix_ht, i.devise)}</td>
                    <td data-label={vat} className="prices-amount">{vatCell(i)}</td>
                    <td data-label="Frais d’envoi" className="prices-amount">{money(i.frais_envoi, i.devise)}</td>
                    <td data-label="Prix TTC" className="prices-amount prices-total">{money(i.prix_ttc, i.devise)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </section>
      ))}
      <section className="prices-sources" aria-labelledby="tarifs-source">
        <h2 id="tarifs-source">Source réglementaire</h2>
        <p>{g.source}</p>
        {!charged && tax.notChargedNote && <p>{tax.notChargedNote}</p>}
        <details>
          <summary>Source de chaque prix</summary>
          <ul>
            {grid.items.map((i) => (
              <li key={`${i.code_article}-${i.diffusion}`}>
                <strong>
                  {i.libelle}, {DELIVERY_MODE_LABELS[i.diffusion].toLowerCase()} :
                </strong>{' '}
                {i.source}
              </li>
            ))}
          </ul>
        </details>
        {territory === 'FR' && (
          <p>
            Les tarifs des autres documents délivrés par les greffes figurent au Code de commerce (articles A743-8 et
            suivants).
          </p>
        )}
      </section>
    </>
  );
}
