// An unpaid monthly invoice (paid later, DIFFERE) written as the monthly invoicing issues it: what
// the tests of reminders and of invoice payments settle or remind.
import { INTITULES_MOYEN_PAIEMENT } from '@portail/shared/api';
import type { Database } from '../db/types';
import { customerOf, insertInvoice, nextNumber, sellerFromEnv, type InvoiceData } from '../modules/orders';

export interface MonthlyInvoice {
  devise: 'EUR' | 'XPF';
  /** The month it bills (YYYY-MM-01): one monthly invoice per account, month and currency. */
  mois: string;
  /** All taxes included, in hundredths of `devise`; VAT 20 % in euros, none in francs CFP. */
  montant_ttc: number;
  /** Its day of issue and its due date (YYYY-MM-DD). */
  emission: string;
  echeance: string;
}

/** Inserts the invoice of `accountId`; its id and number. */
export function insertMonthlyInvoice(db: Database, accountId: number, o: MonthlyInvoice): Promise<{ id: number; numero: string }> {
  return db.transaction(async (tx) => {
    const year = Number(o.emission.slice(0, 4));
    const { rang, numero } = await nextNumber(tx, year);
    const montant_ht = o.devise === 'EUR' ? Math.round(o.montant_ttc / 1.2) : o.montant_ttc;
    const data: InvoiceData = {
      numero,
      type: 'MENSUELLE',
      date_emission: o.emission,
      mois: o.mois,
      vendeur: sellerFromEnv({}),
      client: await customerOf(tx, accountId, 'CLIENT SAS', null),
      references_commandes: [],
      devise: o.devise,
      taux_tva: o.devise === 'EUR' ? 20 : 0,
      lignes: [],
      totaux: { montant_ht, frais_envoi: 0, montant_tva: o.montant_ttc - montant_ht, montant_ttc: o.montant_ttc },
      paiement: { moyen: 'DIFFERE', intitule: INTITULES_MOYEN_PAIEMENT.DIFFERE, statut: 'A_PAYER', date: null, carte: null, transaction: null, echeance: o.echeance },
    };
    const id = await insertInvoice(tx, { type: 'MENSUELLE', accountId, orderId: null, month: o.mois, date: o.emission, statut: 'A_PAYER', moyen: 'DIFFERE', data }, year, rang);
    return { id, numero };
  });
}
