// What the site does that a person running it wants to see happen: each payment accepted and each
// mail sent, one line each. Read from what was committed (the outbox, the payments), so that a
// transaction rolled back announces nothing, and whichever API process did it, by the one process
// that runs the background work (server.ts).
import { formatAmount } from '@portail/shared/format/amounts';
import type { Queryable } from '../db/types';

/** How far back each look reads: past any transaction that inserted a row long before committing it. */
const WINDOW = "interval '15 minutes'";

export interface AcceptedPayment {
  id: string;
  objet: string;
  moyen: string;
  montant: number;
  devise: string;
  commande: string | null;
  facture: string | null;
}

export interface SentMail {
  id: number;
  subject: string;
  kind: string;
}

const MEANS: Record<string, string> = {
  CARTE_BANCAIRE: 'par carte',
  PORTEFEUILLE_ELECTRONIQUE: 'par le portefeuille',
  DIFFERE: 'en paiement différé',
  VIREMENT: 'par virement',
};

const PURPOSES: Record<string, (p: AcceptedPayment) => string> = {
  COMMANDE: (p) => `commande ${p.commande ?? ''}`.trim(),
  RECHARGE: () => 'recharge du portefeuille',
  ABONNEMENT: () => 'abonnement',
  FACTURE: (p) => `facture ${p.facture ?? ''}`.trim(),
};

export function paymentLine(p: AcceptedPayment): string {
  const amount = formatAmount(p.montant, { thousandsSeparator: true, currency: p.devise === 'XPF' ? 'XPF' : 'EUR' });
  const purpose = PURPOSES[p.objet]?.(p) ?? p.objet.toLowerCase();
  return `Paiement accepté : ${amount} ${MEANS[p.moyen] ?? p.moyen.toLowerCase()} (${purpose})`;
}

/** The recipient is never printed (logs name nobody); the outbox viewer shows the whole mail. */
export function mailLine(m: SentMail, outboxUrl?: string): string {
  return `Courriel envoyé (${m.kind}) : « ${m.subject} »${outboxUrl ? ` — ${outboxUrl}` : ''}`;
}

export interface ActivityWatch {
  /** Reads what was committed since the last look and prints it. */
  check(): Promise<void>;
  stop(): void;
}

/**
 * Prints, through `print`, each payment accepted and each mail sent from now on, looking every
 * `everyMs`. What existed before the watch started is not announced.
 */
export async function watchActivity(db: Queryable, o: { print: (line: string) => void; outboxUrl?: string; everyMs?: number }): Promise<ActivityWatch> {
  let mailsSeen = new Set<number>();
  let paymentsSeen = new Set<string>();
  const read = () =>
    Promise.all([
      db.query<SentMail>(`select id, subject, kind from identity_outbox where sent_at > now() - ${WINDOW} order by id`),
      db.query<AcceptedPayment>(
        `select p.id::text as id, p.objet, p.moyen, p.montant, p.devise, c.reference as commande, f.numero as facture
           from paiement p left join commande c on c.id = p.commande_id left join facture f on f.id = p.facture_id
          where p.statut = 'ACCEPTE' and p.traite_le > now() - ${WINDOW} order by p.traite_le, p.id`,
      ),
    ]);
  const remember = ([mails, payments]: Awaited<ReturnType<typeof read>>) => {
    mailsSeen = new Set(mails.map((m) => m.id));
    paymentsSeen = new Set(payments.map((p) => p.id));
  };
  remember(await read());

  let running: Promise<void> | null = null;
  const check = () =>
    (running ??= (async () => {
      try {
        const now = await read();
        for (const p of now[1]) if (!paymentsSeen.has(p.id)) o.print(paymentLine(p));
        for (const m of now[0]) if (!mailsSeen.has(m.id)) o.print(mailLine(m, o.outboxUrl));
        remember(now);
      } catch {
        // The database is away for a moment (restarted, failing over): the next look catches up.
      } finally {
        running = null;
      }
    })());
  const timer = setInterval(() => void check(), o.everyMs ?? 2_000);
  timer.unref();
  return { check, stop: () => clearInterval(timer) };
}
