// The monthly invoice a demo account billed monthly has to pay: last month's, for one Kbis extract
// of its own company sent by post at the mainland's public price, issued today as the monthly
// invoicing issues one and due as it would be. « Mes factures » shows it « À payer » and offers to
// pay it, by card, from the wallet or by transfer.
import { INTITULES_MOYEN_PAIEMENT } from '@portail/shared/api';
import { dayIn } from '@portail/shared/format/dates';
import { formatSiren } from '@portail/shared/format/identifiers';
import type { Queryable } from '../../db/types';
import { ARTICLES, STANDARD, vatOf } from '../tariffs';
import { type InvoiceData, customerOf, dueDate, insertInvoice, nextNumber, sellerFromEnv } from '../orders';

/** The first day of the month before the one of `day` (both YYYY-MM-DD). */
function previousMonth(day: string): string {
  const year = Number(day.slice(0, 4));
  const month = Number(day.slice(5, 7));
  return month === 1 ? `${year - 1}-12-01` : `${year}-${String(month - 1).padStart(2, '0')}-01`;
}

/** Issues, in `tx`, last month's unpaid invoice of account `accountId` (`label`: its company, `siren`). */
export async function addLastMonthInvoice(tx: Queryable, accountId: number, label: string, siren: string): Promise<void> {
  const grid = STANDARD;
  const price = grid.prices.find((p) => p.article === 'KBIS' && p.diffusion === 'COURRIER')!;
  const date = dayIn(grid.territoire, new Date());
  const year = Number(date.slice(0, 4));
  const montant_tva = vatOf(price.prix_ht, price.frais_envoi, grid.taux_tva_points_base, grid.devise);
  const montants = { montant_ht: price.prix_ht, frais_envoi: price.frais_envoi, montant_tva, montant_ttc: price.prix_ht + price.frais_envoi + montant_tva };
  const { rang, numero } = await nextNumber(tx, year);
  const mois = previousMonth(date);
  const data: InvoiceData = {
    numero,
    type: 'MENSUELLE',
    date_emission: date,
    mois,
    vendeur: sellerFromEnv(),
    client: await customerOf(tx, accountId, label, null),
    references_commandes: [],
    devise: grid.devise,
    taux_tva: grid.taux_tva_points_base / 100,
    lignes: [
      {
        libelle: ARTICLES.find((a) => a.code === price.article)!.libelle,
        detail: `${label} (${formatSiren(siren)})`,
        diffusion: 'COURRIER',
        quantite: 1,
        nombre_envois: 1,
        prix_unitaire_ht: price.prix_ht,
        frais_envoi_unitaire: price.frais_envoi,
        montants,
        reference_commande: null,
      },
    ],
    totaux: montants,
    paiement: { moyen: 'DIFFERE', intitule: INTITULES_MOYEN_PAIEMENT.DIFFERE, statut: 'A_PAYER', date: null, carte: null, transaction: null, echeance: await dueDate(tx, date) },
  };
  await insertInvoice(tx, { type: 'MENSUELLE', accountId, orderId: null, month: mois, date, statut: 'A_PAYER', moyen: 'DIFFERE', data }, year, rang);
}
