// Orders service (SPEC §7) under /api: orders (Commandes v2), invoices, payments received and their
// receipts. Every route needs a signed-in person; lists are the selected account's on the request's
// territory (each site lists its own, in its currency), and a document of an account the person
// does not act for is a 404, like one that does not exist. An order, an invoice or a receipt of the
// person's own on the other territory's site is a 409 that names that site: each site shows its own.
import type { FastifyInstance, FastifyReply } from 'fastify';
import { CommandePageSchema, CommandeSchema, EncaissementPageSchema, FacturePageSchema, type Commande, type Encaissement } from '@portail/shared/api';
import {
  CommandeParamsSchema,
  CommandeQuerySchema,
  CommandesQuerySchema,
  CreationCommandeBodySchema,
  EncaissementParamsSchema,
  FactureParamsSchema,
  PageQuerySchema,
  RequiredIdempotencyHeadersSchema,
} from '@portail/shared/api/requests';
import { dateRangeProblem } from '@portail/shared/format/validation';
import { IDEMPOTENCY_KEY_HEADER } from '@portail/shared/http/idempotency';
import type { Database, Queryable } from '../../db/types';
import { HttpError, notFound } from '../../http/errors';
import { ACCOUNT_ROUTE_ERRORS as errors, sendAttachment, sendCreated } from '../../http/routes';
import { customerRoutes, type Identity } from '../identity';
import { mayPayDeferred, requireSelectedAccount } from '../accounts';
import { otherTerritory, requestTerritory, type Territory } from '../basket';
import { ownOrderOnSite } from './onSite';
import { findInvoiceFor, invoiceOfOrder, invoicePdf, listInvoices } from './invoices';
import { amountsOf, createOrder, listOrders, orderLines, toOrderLine, toOrderSummary, type FreeOrderConfirmation, type OrderRow } from './orders';


/** An order's payments as its detail lists them (the payments module gives them). */
export type OrderPayments = (db: Queryable, orderId: number) => Promise<Commande['paiements']>;

/** The bytes of a receipt of a payment received (the payments module renders them). */
export interface ReceiptAccess {
  find(db: Queryable, sub: string, id: number): Promise<{ id: number; numero: string; territoire: Territory } | null>;
  pdf(db: Database, id: number): Promise<Buffer | null>;
  list(db: Queryable, accountId: number, territory: Territory, page: { limit: number; offset: number }): Promise<{ total: number; items: Encaissement[] }>;
}

export interface OrdersRoutesOptions {
  db: Database;
  identity: Identity;
  paymentsOf: OrderPayments;
  receipts: ReceiptAccess;
  /** Confirms an order with nothing to pay as it is placed (the payments module). */
  confirmFree: FreeOrderConfirmation;
}

const TAG = 'Commandes';

const sendPdf = (reply: FastifyReply, pdf: Buffer, filename: string) => sendAttachment(reply, pdf, 'application/pdf', filename);

export async function ordersRoutes(app: FastifyInstance, { db, identity, paymentsOf, receipts, confirmFree }: OrdersRoutesOptions): Promise<void> {
  const { r, principal: who } = customerRoutes(app, identity);

  const detail = async (order: OrderRow): Promise<Commande> => {
    const lines = await orderLines(db, order.id);
    const invoice = await invoiceOfOrder(db, order);
    return {
      ...toOrderSummary(order, lines.length, [...new Set(lines.map((l) => l.entite_denomination))], invoice),
      grille_tarifaire: order.grille_code,
      taux_tva: order.taux_tva_points_base / 100,
      libelle_facturation: order.libelle_facturation,
      adresse_facturation: order.adresse_facturation,
      adresse_livraison: order.adresse_livraison,
      lignes: lines.map(toOrderLine),
      motif: order.motif,
      paiements: await paymentsOf(db, order.id),
      montants: amountsOf(order),
    };
  };

  r.post(
    '/commandes',
    {
      schema: {
        tags: [TAG],
        summary: 'Passer commande',
        description:
          "Le panier du compte client sélectionné devient une commande en attente de paiement, aux prix du moment. L'en-tête Idempotency-Key rend la demande rejouable : la même clé rend la même commande (200) ; la même clé avec une autre demande est refusée (422).",
        headers: RequiredIdempotencyHeadersSchema,
        body: CreationCommandeBodySchema,
        response: { 200: CommandeSchema, 201: CommandeSchema, ...errors, 422: errors[400] },
      },
    },
    async (req, reply) => {
      const principal = who(req);
      const account = await requireSelectedAccount(db, principal.sub);
      if (req.body.moyen_paiement === 'DIFFERE' && !(await mayPayDeferred(db, account.id))) {
        throw new HttpError(403, "Votre compte client n'est pas autorisé au paiement différé sur facture mensuelle.");
      }
      const { order, created } = await createOrder(db, {
        accountId: account.id,
        sub: principal.sub,
        email: principal.email,
        idempotencyKey: req.headers[IDEMPOTENCY_KEY_HEADER.toLowerCase()] as string,
        territory: requestTerritory(req),
        body: req.body,
        confirmFree,
      });
      return sendCreated(reply, created, await detail(order));
    },
  );

  r.get(
    '/commandes',
    {
      schema: {
        tags: [TAG],
        summary: 'Historique des commandes',
        description: 'Les commandes du compte client sélectionné, les plus récentes d’abord, entre deux dates de commande (incluses).',
        querystring: CommandesQuerySchema,
        response: { 200: CommandePageSchema, ...errors },
      },
    },
    async (req) => {
      const { date_debut, date_fin } = req.query;
      const period = dateRangeProblem(date_debut ?? '', date_fin ?? '');
      if (period) throw new HttpError(400, period);
      const account = await requireSelectedAccount(db, who(req).sub);
      const page = await listOrders(db, account.id, requestTerritory(req), req.query);
      return { ...page, limit: req.query.limit, offset: req.query.offset };
    },
  );

  r.get(
    '/commandes/:reference',
    {
      schema: {
        tags: [TAG],
        summary: 'Une commande',
        description: 'Avec ses lignes aux prix de vente, ses paiements et sa facture ; date_commande, si elle est donnée, doit être celle de la commande.',
        params: CommandeParamsSchema,
        querystring: CommandeQuerySchema,
        response: { 200: CommandeSchema, ...errors },
      },
    },
    async (req) => {
      return detail(await ownOrderOnSite(db, who(req).sub, req.params.reference, requestTerritory(req), req.query.date_commande));
    },
  );

  r.get(
    '/factures',
    { schema: { tags: [TAG], summary: 'Factures du compte client sélectionné', querystring: PageQuerySchema, response: { 200: FacturePageSchema, ...errors } } },
    async (req) => {
      const account = await requireSelectedAccount(db, who(req).sub);
      return { ...(await listInvoices(db, account.id, requestTerritory(req), req.query)), ...req.query };
    },
  );

  r.get(
    '/factures/:id',
    { schema: { tags: [TAG], summary: "Le PDF d'une facture", params: FactureParamsSchema, response: { ...errors } } },
    async (req, reply) => {
      const territory = requestTerritory(req);
      const invoice = await findInvoiceFor(db, who(req).sub, req.params.id);
      if (invoice && invoice.territoire !== territory) throw otherTerritory(`La facture ${invoice.numero}`, invoice.territoire, territory);
      const pdf = invoice ? await invoicePdf(db, invoice.id) : null;
      if (!invoice || !pdf) throw notFound('Facture introuvable.');
      return sendPdf(reply, pdf, `facture-${invoice.numero}.pdf`);
    },
  );

  r.get(
    '/encaissements',
    { schema: { tags: [TAG], summary: 'Paiements reçus du compte client sélectionné', querystring: PageQuerySchema, response: { 200: EncaissementPageSchema, ...errors } } },
    async (req) => {
      const account = await requireSelectedAccount(db, who(req).sub);
      return { ...(await receipts.list(db, account.id, requestTerritory(req), req.query)), ...req.query };
    },
  );

  r.get(
    '/justificatifs/:id',
    { schema: { tags: [TAG], summary: "Le justificatif (PDF) d'un paiement reçu", params: EncaissementParamsSchema, response: { ...errors } } },
    async (req, reply) => {
      const territory = requestTerritory(req);
      const receipt = await receipts.find(db, who(req).sub, req.params.id);
      if (receipt && receipt.territoire !== territory) throw otherTerritory(`Le justificatif ${receipt.numero}`, receipt.territoire, territory);
      const pdf = receipt ? await receipts.pdf(db, receipt.id) : null;
      if (!receipt || !pdf) throw notFound('Justificatif introuvable.');
      return sendPdf(reply, pdf, `justificatif-${receipt.numero}.pdf`);
    },
  );
}

