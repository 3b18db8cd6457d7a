// Documents of paid orders under /api (SPEC §7 Orders service): visualisations, their PDFs, the
// order's zip, a debt statement's content, periodic Kbis; and the public verification of a code
// and of a file against it. An order's documents and its periodic Kbis are listed, zipped and
// changed on its territory's site only (409 on the other). One document's PDF, or a debt statement's
// content, by its id, is served on either site: it is the customer's own finished document, it
// prints its issuer, currency and clock itself, and reading it changes nothing.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ApiErrorSchema,
  EtatEndettementSchema,
  KbisPeriodiqueSchema,
  KbisPeriodiquesSchema,
  VERIFICATION_FILE_MAX_BYTES,
  VERIFICATION_FILE_MAX_LABEL,
  VerificationDocumentSchema,
  VerificationFichierSchema,
  VisualisationsSchema,
} from '@portail/shared/api';
import {
  AdressePostaleBodySchema,
  CommandeParamsSchema,
  KbisPeriodiqueParamsSchema,
  VerificationParamsSchema,
  VisualisationParamsSchema,
  VisualisationsQuerySchema,
} from '@portail/shared/api/requests';
import type { Database } from '../../db/types';
import { ownOrderOnSite } from '../orders';
import { HttpError, badRequest, fileTooLarge } from '../../http/errors';
import { ACCOUNT_ROUTE_ERRORS as errors, orNotFound, sendAttachment } from '../../http/routes';
import { customerRoutes, type Identity } from '../identity';
import { requireSelectedAccount } from '../accounts';
import { compareWithIssued, isPdf } from './fileCheck';
import { cancelPeriodic, changeDeliveryAddress, listPeriodic, periodicFor } from './periodic';
import { requestTerritory } from '../basket';
import { debtStatementFor, documentPdfFor, listVisualisations, orderZip, verification } from './visualisations';

const TAG = 'Documents';
const PERIODIC_NOT_FOUND = 'Kbis périodique introuvable.';

/** Verification requests (codes and files alike) per address and minute: enough for people, too few to walk the codes. */
export const VERIFICATION_RATE_LIMIT = { max: 20, timeWindow: 60_000 };

export interface DocumentsRoutesOptions {
  db: Database;
  identity: Identity;
}

export async function documentsRoutes(app: FastifyInstance, { db, identity }: DocumentsRoutesOptions): Promise<void> {
  const { r, sub: who } = customerRoutes(app, identity);

  r.get(
    '/commandes/:reference/visualisations',
    {
      schema: {
        tags: [TAG],
        summary: "Documents produits d'une commande",
        description: "Les documents émis pour la commande (ceux d'un article avec id_article), avec leur empreinte SHA-256 et, pour un envoi postal, l'état de l'expédition.",
        params: CommandeParamsSchema,
        querystring: VisualisationsQuerySchema,
        response: { 200: VisualisationsSchema, ...errors },
      },
    },
    async (req) => {
      const order = await ownOrderOnSite(db, who(req), req.params.reference, requestTerritory(req), req.query.date_commande);
      return listVisualisations(db, order.id, req.query.id_article);
    },
  );

  r.get(
    '/commandes/:reference/zip',
    { schema: { tags: [TAG], summary: 'Tous les documents de la commande (zip)', params: CommandeParamsSchema, querystring: VisualisationsQuerySchema, response: { ...errors } } },
    async (req, reply) => {
      const order = await ownOrderOnSite(db, who(req), req.params.reference, requestTerritory(req), req.query.date_commande);
      const zip = await orNotFound(orderZip(db, order.id), "Aucun document n'a encore été produit pour cette commande.");
      return sendAttachment(reply, zip, 'application/zip', `commande-${order.reference}.zip`);
    },
  );

  r.get(
    '/visualisations/:id',
    { schema: { tags: [TAG], summary: "Le PDF d'un document produit", params: VisualisationParamsSchema, response: { ...errors } } },
    async (req, reply) => {
      const doc = await orNotFound(documentPdfFor(db, who(req), req.params.id), 'Document introuvable.');
      return sendAttachment(reply, doc.pdf, 'application/pdf', doc.filename);
    },
  );

  r.get(
    '/visualisations/:id/etat_endettement',
    { schema: { tags: [TAG], summary: "Le contenu d'un état d'endettement émis", params: VisualisationParamsSchema, response: { 200: EtatEndettementSchema, ...errors } } },
    async (req) => orNotFound(debtStatementFor(db, who(req), req.params.id), "État d'endettement introuvable."),
  );

  r.get(
    '/kbis_periodiques',
    { schema: { tags: [TAG], summary: 'Kbis périodiques du compte client sélectionné', response: { 200: KbisPeriodiquesSchema, ...errors } } },
    async (req) => listPeriodic(db, (await requireSelectedAccount(db, who(req))).id, requestTerritory(req)),
  );

  r.get(
    '/kbis_periodiques/:id',
    { schema: { tags: [TAG], summary: 'Un Kbis périodique et ses envois', params: KbisPeriodiqueParamsSchema, response: { 200: KbisPeriodiqueSchema, ...errors } } },
    async (req) => orNotFound(periodicFor(db, who(req), req.params.id, requestTerritory(req)), PERIODIC_NOT_FOUND),
  );

  r.put(
    '/kbis_periodiques/:id/adresse_livraison',
    {
      schema: {
        tags: [TAG],
        summary: "Changer l'adresse des prochains envois",
        params: KbisPeriodiqueParamsSchema,
        body: AdressePostaleBodySchema,
        response: { 200: KbisPeriodiqueSchema, ...errors },
      },
    },
    async (req) => orNotFound(changeDeliveryAddress(db, who(req), req.params.id, requestTerritory(req), { ...req.body, ligne2: req.body.ligne2 ?? null }), PERIODIC_NOT_FOUND),
  );

  r.post(
    '/kbis_periodiques/:id/annulations',
    { schema: { tags: [TAG], summary: 'Arrêter un Kbis périodique', description: 'Les envois à venir sont annulés ; les envois émis restent disponibles. Rejouable.', params: KbisPeriodiqueParamsSchema, response: { 200: KbisPeriodiqueSchema, ...errors } } },
    async (req) => orNotFound(cancelPeriodic(db, who(req), req.params.id, requestTerritory(req)), PERIODIC_NOT_FOUND),
  );
}

export interface VerificationRoutesOptions {
  db: Database;
  issuer: string;
}

const UNKNOWN_CODE = 'Aucun document ne porte ce code de vérification.';
const PDF_TYPE = 'application/pdf';
const NO_FILE = `Aucun fichier reçu : envoyez le PDF à vérifier tel quel dans le corps de la requête (Content-Type: ${PDF_TYPE}).`;
const EMPTY_FILE = 'Le fichier reçu est vide.';
const NOT_A_PDF = "Ce fichier n'est pas un PDF : ce n'est pas le document émis sous ce code.";

/**
 * A PDF sent as the body, read into memory up to `max` bytes: beyond, or when the declared length
 * is beyond, the request is refused with 413 before anything else is read.
 */
function pdfBody(max: number) {
  return (req: FastifyRequest, payload: NodeJS.ReadableStream, done: (err: Error | null, body?: Buffer) => void) => {
    let settled = false;
    const settle = (err: Error | null, body?: Buffer) => {
      if (settled) return;
      settled = true;
      done(err, body);
    };
    const tooLarge = () => {
      payload.removeAllListeners('data');
      payload.resume();
      settle(fileTooLarge(max));
    };
    if (Number(req.headers['content-length'] ?? 0) > max) return tooLarge();
    const chunks: Buffer[] = [];
    let size = 0;
    payload.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > max) return tooLarge();
      chunks.push(chunk);
    });
    payload.on('error', (e: Error) => settle(e));
    payload.on('end', () => settle(null, Buffer.concat(chunks, size)));
  };
}

/** Public: anyone holding a document can check it. */
export async function verificationRoutes(app: FastifyInstance, { db, issuer }: VerificationRoutesOptions): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  // One budget per address for looking a code up and checking files against it, where the API
  // limits requests at all (@fastify/rate-limit registered).
  const limiter = app.hasDecorator('rateLimit') ? app.rateLimit({ ...VERIFICATION_RATE_LIMIT, keyGenerator: (req) => `verification-document:${req.ip}` }) : null;
  const limited = limiter ? { config: { rateLimit: false as const }, onRequest: limiter } : {};

  // Within this plugin only: a PDF is read as it was sent; any other body is refused in French.
  app.addContentTypeParser(PDF_TYPE, pdfBody(VERIFICATION_FILE_MAX_BYTES));
  app.addContentTypeParser('*', (_req, payload, done) => {
    payload.resume();
    done(new HttpError(415, NO_FILE), undefined);
  });

  r.get(
    '/verification-document/:code',
    {
      ...limited,
      schema: {
        tags: [TAG],
        summary: "Vérifier un document par son code",
        description: "Qui a délivré quel document, quand, pour quelle entreprise, et l'empreinte SHA-256 du fichier émis. Limité à 20 vérifications par minute et par adresse, vérifications de fichiers comprises.",
        params: VerificationParamsSchema,
        response: { 200: VerificationDocumentSchema, 400: ApiErrorSchema, 404: ApiErrorSchema, 429: ApiErrorSchema },
      },
    },
    async (req, reply) => {
      const found = await orNotFound(verification(db, req.params.code, issuer), UNKNOWN_CODE);
      reply.header('Cache-Control', 'no-store');
      return found;
    },
  );

  r.post(
    '/verification-document/:code/fichier',
    {
      ...limited,
      schema: {
        tags: [TAG],
        summary: 'Vérifier un fichier contre le document émis sous un code',
        description: `Le corps est le fichier PDF tel quel (Content-Type: ${PDF_TYPE}, ${VERIFICATION_FILE_MAX_LABEL} au plus) ; il n'est pas conservé. IDENTIQUE : même empreinte SHA-256 que le document émis. CONTENU_AJOUTE : le fichier commence par le document émis, octet pour octet, jusqu'à la fin de la révision signée (le %%EOF qui clôt la plage /ByteRange de la signature), puis du contenu y a été ajouté (une mise à jour incrémentale, par exemple) : la signature ne le couvre pas, et un lecteur PDF peut afficher autre chose que le document émis. DIFFERENT : un autre fichier. Limité à 20 vérifications par minute et par adresse, consultations du code comprises.`,
        params: VerificationParamsSchema,
        response: { 200: VerificationFichierSchema, 400: ApiErrorSchema, 404: ApiErrorSchema, 413: ApiErrorSchema, 415: ApiErrorSchema, 429: ApiErrorSchema },
      },
    },
    async (req, reply) => {
      const file = req.body;
      if (file === undefined || file === null) throw badRequest(NO_FILE);
      if (!Buffer.isBuffer(file)) throw new HttpError(415, NO_FILE);
      if (file.length === 0) throw badRequest(EMPTY_FILE);
      if (!isPdf(file)) throw badRequest(NOT_A_PDF);
      const doc = await orNotFound(verification(db, req.params.code, issuer), UNKNOWN_CODE);
      const { verdict, sha256, appendedBytes } = compareWithIssued(file, { sha256: doc.empreinte_sha256, size: doc.taille });
      reply.header('Cache-Control', 'no-store');
      return { code: doc.code, verdict, empreinte_sha256: sha256, taille: file.length, octets_ajoutes: appendedBytes };
    },
  );
}
