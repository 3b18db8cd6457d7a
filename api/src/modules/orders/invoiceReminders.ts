// The reminder of an invoice left unpaid: DELAI_RELANCE_FACTURE_JOURS days after its due date, by
// its territory's day (Nouméa's for an invoice in francs CFP), the people acting for its account
// are mailed once. The reminder is recorded on the invoice (`relance_le`) in the transaction that
// queues its mails, so a second pass, or two processes at once, send nothing more. A maintenance step.
import { DELAI_RELANCE_FACTURE_JOURS } from '@portail/shared/api';
import { formatAmount } from '@portail/shared/format/amounts';
import { formatDateFr } from '@portail/shared/format/dates';
import { REMOTE_ROUTES } from '@portail/shared/routing/routes';
import { territoryTodayOf } from '../../db/days';
import type { Database } from '../../db/types';
import { letter, type Mail, type Mailer } from '../mail';
import { grouped } from './creditorReference';
import type { SellerIdentity } from '../pdf';
import { invoicePaymentReference } from './invoiceReference';
import { dueDateOf } from './invoices';

export interface ReminderContent {
  to: string;
  numero: string;
  numero_client: string;
  echeance: string;
  montant_ttc: number;
  devise: 'EUR' | 'XPF';
  /** Where a transfer is paid to; none: transfers are not taken. */
  banque: SellerIdentity['banque'];
  beneficiaire: string;
  /** The site the link points to. */
  origin: string;
}

/** The reminder of an unpaid invoice: what is due since when, and how to pay it. */
export function reminderMail(d: ReminderContent): Mail {
  const link = `${d.origin.replace(/\/+$/, '')}${REMOTE_ROUTES['mf-personal-space'].invoices}`;
  const amount = formatAmount(d.montant_ttc, { thousandsSeparator: true, currency: d.devise });
  const paragraphs = [
    `Sauf erreur de notre part, la facture ${d.numero} (compte client ${d.numero_client}), d'un montant de ${amount}, n'a pas été réglée à son échéance du ${formatDateFr(d.echeance)}.`,
  ];
  if (d.banque) {
    paragraphs.push(`Vous pouvez la régler par virement à ${d.beneficiaire} (IBAN ${grouped(d.banque.iban)}, BIC ${d.banque.bic}) en indiquant la référence ${grouped(invoicePaymentReference(d.numero))}.`);
  }
  paragraphs.push('Si vous l’avez réglée entre-temps, ne tenez pas compte de ce message.');
  return {
    kind: 'paiement',
    ...letter({ to: d.to, subject: `Relance : facture ${d.numero} impayée`, paragraphs, link: { lead: 'Vous pouvez la payer par carte bancaire ou avec votre portefeuille électronique depuis la page Mes factures :', href: link } }),
  };
}

interface Overdue {
  id: number;
  numero: string;
  compte_client_id: number;
  numero_client: string;
  echeance: string;
  montant_ttc: number;
  devise: 'EUR' | 'XPF';
}

/**
 * Mails the reminder of each invoice unpaid DELAI_RELANCE_FACTURE_JOURS days past its due date at
 * `at`, once, one transaction each; an invoice another process holds is left to it. `origin` gives
 * the site of an invoice's currency. Returns how many invoices were reminded.
 */
export async function remindOverdueInvoices(
  db: Database,
  mail: { mailer: Mailer; origin: (devise: 'EUR' | 'XPF') => string; seller: SellerIdentity },
  at: Date = new Date(),
): Promise<number> {
  const due = `${dueDateOf('f')} + ${DELAI_RELANCE_FACTURE_JOURS} <= ${territoryTodayOf('f.territoire', '$1::timestamptz')}`;
  const candidates = await db.query<{ id: number }>(`select f.id from facture f where f.statut = 'A_PAYER' and f.relance_le is null and ${due} order by f.id`, [at.toISOString()]);
  let reminded = 0;
  for (const c of candidates) {
    const done = await db.transaction(
      async (tx) => {
        const [f] = await tx.query<Overdue>(
          `update facture f set relance_le = now()
             from compte_client cc
            where f.id = (select id from facture where id = $2 and statut = 'A_PAYER' and relance_le is null for update skip locked)
              and cc.id = f.compte_client_id and ${due}
           returning f.id, f.numero, f.compte_client_id, cc.numero_client, ${dueDateOf('f')}::text as echeance, f.montant_ttc, f.devise`,
          [at.toISOString(), c.id],
        );
        if (!f) return false;
        const people = await tx.query<{ email: string }>(
          `select distinct u.email from compte_client_utilisateur cu join identity_user u on u.id::text = cu.sujet
            where cu.compte_client_id = $1 and u.email_verified order by u.email`,
          [f.compte_client_id],
        );
        for (const p of people) {
          await mail.mailer.queue(
            tx,
            reminderMail({ to: p.email, ...f, banque: mail.seller.banque ?? null, beneficiaire: mail.seller.denomination, origin: mail.origin(f.devise) }),
          );
        }
        return true;
      },
      { durable: true },
    );
    if (done) reminded += 1;
  }
  if (reminded > 0) void mail.mailer.deliver();
  return reminded;
}
