// What a document in the basket costs, channel by channel: the one computation the basket shows and
// the order keeps.
import { INCLUS_ABONNEMENT, type Devise, type Diffusion, type Montants } from '@portail/shared/api';
import { vatOf } from '../tariffs';

/** A grid's price of one article for one delivery format, in hundredths, excluding VAT. */
export interface UnitPrice {
  prix_ht: number;
  frais_envoi: number;
}

/** The prices of a grid by `${article}|${diffusion}`. */
export type PriceTable = Map<string, UnitPrice>;

export const priceKey = (article: string, diffusion: Diffusion) => `${article}|${diffusion}`;

export interface GridTerms {
  devise: Devise;
  taux_tva_points_base: number;
}

/** How a document is delivered (the sub-article's fields). */
export interface Delivery {
  code_article: string;
  diffusion_electronique: boolean;
  diffusion_courrier: boolean;
  quantite_courrier: number;
  frequence_mois_electronique: number | null;
  duree_mois_electronique: number | null;
  frequence_mois_courrier: number | null;
  duree_mois_courrier: number | null;
}

/** One channel of a document: what an order line is. */
export interface ChannelLine {
  diffusion: Diffusion;
  quantite: number;
  nombre_envois: number;
  frequence_mois: number | null;
  duree_mois: number | null;
  prix_unitaire_ht: number;
  frais_envoi_unitaire: number;
  montants: Montants;
  /** Paid for by a subscription in force: nothing to pay for it. */
  inclus_abonnement: boolean;
}

/** Whether a subscription in force pays for a channel of a document (see subscriptionCover.ts). */
export type Coverage = (code_article: string, diffusion: Diffusion, frequence_mois: number | null) => boolean;

export const NOTHING_COVERED: Coverage = () => false;

/** How an order line and its invoice line name a channel: the article, and whether a subscription pays for it. */
export function lineLabel(articleLabel: string, line: Pick<ChannelLine, 'inclus_abonnement'>): string {
  return line.inclus_abonnement ? `${articleLabel} – ${INCLUS_ABONNEMENT}` : articleLabel;
}

export const ZERO: Montants = { montant_ht: 0, frais_envoi: 0, montant_tva: 0, montant_ttc: 0 };

/** Deliveries of a periodic extract: one every `frequence` months for `duree` months; 1 otherwise. */
export function deliveries(frequence: number | null, duree: number | null): number {
  return frequence && duree ? Math.floor(duree / frequence) : 1;
}

/** Amounts of `count` units at a unit price: VAT on the line's price and postage, rounded once. */
export function lineAmounts(unit: UnitPrice, count: number, grid: GridTerms): Montants {
  const montant_ht = unit.prix_ht * count;
  const frais_envoi = unit.frais_envoi * count;
  const montant_tva = vatOf(montant_ht, frais_envoi, grid.taux_tva_points_base, grid.devise);
  return { montant_ht, frais_envoi, montant_tva, montant_ttc: montant_ht + frais_envoi + montant_tva };
}

export function sumAmounts(list: Montants[]): Montants {
  return list.reduce(
    (a, m) => ({
      montant_ht: a.montant_ht + m.montant_ht,
      frais_envoi: a.frais_envoi + m.frais_envoi,
      montant_tva: a.montant_tva + m.montant_tva,
      montant_ttc: a.montant_ttc + m.montant_ttc,
    }),
    ZERO,
  );
}

/**
 * The channels of a document with their amounts; a channel the grid does not price is an error. A
 * channel `covered` says a subscription pays for costs nothing (unit price, postage and amounts 0).
 */
export function channelLines(d: Delivery, prices: PriceTable, grid: GridTerms, covered: Coverage = NOTHING_COVERED): ChannelLine[] {
  const lines: ChannelLine[] = [];
  const add = (diffusion: Diffusion, quantite: number, frequence: number | null, duree: number | null) => {
    const gridUnit = prices.get(priceKey(d.code_article, diffusion));
    if (!gridUnit) throw new Error(`no price for ${d.code_article} ${diffusion}`);
    const inclus_abonnement = covered(d.code_article, diffusion, frequence);
    const unit = inclus_abonnement ? { prix_ht: 0, frais_envoi: 0 } : gridUnit;
    const nombre_envois = deliveries(frequence, duree);
    lines.push({
      diffusion,
      quantite,
      nombre_envois,
      frequence_mois: frequence,
      duree_mois: duree,
      prix_unitaire_ht: unit.prix_ht,
      frais_envoi_unitaire: unit.frais_envoi,
      montants: lineAmounts(unit, quantite * nombre_envois, grid),
      inclus_abonnement,
    });
  };
  if (d.diffusion_electronique) add('ELEC', 1, d.frequence_mois_electronique, d.duree_mois_electronique);
  if (d.diffusion_courrier) add('COURRIER', d.quantite_courrier, d.frequence_mois_courrier, d.duree_mois_courrier);
  return lines;
}
