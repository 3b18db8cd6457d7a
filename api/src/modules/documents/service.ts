// The documents service as the application assembles it: the signer, who issues for which site,
// and the job worker with its handlers (production; other modules' jobs, such as letters, given in `handlers`).
import type { Devise } from '@portail/shared/api';
import { verificationPath } from '@portail/shared/api';
import { REMOTE_ROUTES } from '@portail/shared/routing/routes';
import type { Database } from '../../db/types';
import { JobWorker, type Clock, type JobHandler, type WorkerOptions } from '../../jobs/queue';
import type { Mailer } from '../mail';
import type { SellerIdentity } from '../pdf';
import { produceDocument, type ProductionContext } from './production';
import { PRODUCE_DOCUMENT } from '../orders';
import type { DocumentSigner } from './signing';
import type { Issuer } from './types';

export interface DocumentsServiceOptions {
  db: Database;
  seller: SellerIdentity;
  signer: () => Promise<DocumentSigner>;
  /** The site of each currency: mainland France in euros, New Caledonia in CFP francs. */
  origins: Record<Devise, string>;
  mailer?: Mailer | undefined;
  clock: Clock;
  worker?: Omit<WorkerOptions, 'clock'>;
  /** Jobs of other modules the same worker runs (one worker claims every job of the queue). */
  handlers?: Record<string, JobHandler>;
}

export function orderPagePath(reference: string, date: string): string {
  return `${REMOTE_ROUTES['mf-personal-space'].order}?${new URLSearchParams({ reference_commande: reference, date_commande: date })}`;
}

export function productionContext(o: DocumentsServiceOptions): ProductionContext {
  const issuer = (devise: Devise): Issuer => ({ seller: o.seller, verificationUrl: (code) => `${o.origins[devise]}${verificationPath(code)}` });
  return { db: o.db, signer: o.signer, issuer, mailer: o.mailer, orderLink: (devise, reference, date) => `${o.origins[devise]}${orderPagePath(reference, date)}` };
}

/** The worker that runs the documents' jobs. */
export function documentsWorker(o: DocumentsServiceOptions): JobWorker {
  return new JobWorker(o.db, { ...o.handlers, [PRODUCE_DOCUMENT]: produceDocument(productionContext(o)) }, { ...o.worker, clock: o.clock });
}
