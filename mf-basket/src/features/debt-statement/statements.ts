// The statements the site sells, read from its price grid: the articles of the debt-status category,
// each with its price per delivery format, in the grid's order.
import { DEBT_STATEMENT_CODES, formatAmount, type DebtStatementCode, type SyntheseArticle, type SynthesesArticles } from '@portail/shared';

/** The grid's product category of the debt-status statements. */
const CATEGORY = 'ETAT_ENDETTEMENT';

export interface StatementOffer {
  article: DebtStatementCode;
  libelle: string;
  /** Its prices, the electronic delivery first. */
  prices: SyntheseArticle[];
}

const isStatement = (code: string): code is DebtStatementCode => (DEBT_STATEMENT_CODES as readonly string[]).includes(code);

/** The debt-status statements of the grid. */
export function statementOffers(grid: Pick<SynthesesArticles, 'items'>): StatementOffer[] {
  const offers: StatementOffer[] = [];
  for (const item of grid.items) {
    if (item.code_categorie_produit !== CATEGORY || !isStatement(item.code_article)) continue;
    let offer = offers.find((o) => o.article === item.code_article);
    if (!offer) {
      offer = { article: item.code_article, libelle: item.libelle, prices: [] };
      offers.push(offer);
    }
    offer.prices.push(item);
  }
  for (const o of offers) o.prices.sort((a, b) => Number(b.diffusion === 'ELEC') - Number(a.diffusion === 'ELEC'));
  return offers;
}

const DELIVERY = { ELEC: 'par voie électronique', COURRIER: 'par courrier' } as const;

/** "4,49 € TTC" where a tax is charged, "536 XPF" where none is. */
export function priceText(p: SyntheseArticle): string {
  const amount = formatAmount(p.prix_ttc, { thousandsSeparator: true, currency: p.devise });
  return p.taux_tva > 0 ? `${amount} TTC` : amount;
}

/** "4,49 € TTC par voie électronique ; 5,12 € TTC par courrier (frais d'envoi compris)". */
export function pricesText(offer: StatementOffer): string {
  return offer.prices.map((p) => `${priceText(p)} ${DELIVERY[p.diffusion]}${p.frais_envoi > 0 ? " (frais d'envoi compris)" : ''}`).join(' ; ');
}
