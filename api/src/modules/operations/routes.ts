// Operations endpoints under /api/exploitation, mounted only when a staff token is configured
// (STAFF_API_TOKEN): a running site's data can be driven from outside its process (the embedded
// store cannot be opened by a second one). Move the corpus forward in time; import a SIRENE stock
// file. Both record change events and reveal them to the surveillances. List the card payments
// received twice for one order, and where their refunds stand.
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ApiErrorSchema } from '@portail/shared/api';
import { AvanceCorpusSchema, ImportSireneSchema, MAX_OCTETS_FICHIER_SIRENE } from '@portail/shared/api/operations';
import { PageQuerySchema } from '@portail/shared/api/requests';
import { AvancerCorpusBodySchema, ImportSireneQuerySchema } from '@portail/shared/api/requests/operations';
import { DoublonsPaiementSchema } from '@portail/shared/payment/duplicates';
import type { Database } from '../../db/types';
import { HttpError, badRequest, errorBody, fileTooLarge } from '../../http/errors';
import { UnknownCompaniesError, advanceCorpus } from '../../corpus/advance';
import { SireneFileError, importSirene } from '../../sirene/importer';
import { listDuplicates } from '../payments';

const TAG = 'Exploitation';
const errors = { 400: ApiErrorSchema, 401: ApiErrorSchema, 413: ApiErrorSchema, 415: ApiErrorSchema };
/** Rejected rows listed in an import's answer; the count says how many there were in all. */
const REJETS_LISTES = 100;

export interface OperationsRoutesOptions {
  db: Database;
  /** The bearer token staff present. */
  token: string;
  /** Largest CSV body accepted, in bytes (default 50 Mo). */
  maxCsvBytes?: number;
}

/** A CSV body, streamed to a file of its own while it arrives. */
interface UploadedCsv {
  fichierTemporaire: string;
  octets: number;
}

const digest = (s: string) => createHash('sha256').update(s).digest();

/** Compares the presented token with the expected one in a time that tells nothing of either. */
export function bearerGuard(token: string) {
  const expected = digest(token);
  return async (req: FastifyRequest, reply: FastifyReply): Promise<void> => {
    const m = /^Bearer\s+(.+)$/i.exec(req.headers.authorization ?? '');
    if (m && timingSafeEqual(digest(m[1]!.trim()), expected)) return;
    await reply
      .code(401)
      .header('WWW-Authenticate', 'Bearer')
      .send(errorBody(401, m ? "Jeton d'exploitation invalide." : "Jeton d'exploitation requis (en-tête Authorization: Bearer)."));
  };
}

export async function operationsRoutes(app: FastifyInstance, { db, token, maxCsvBytes = MAX_OCTETS_FICHIER_SIRENE }: OperationsRoutesOptions): Promise<void> {
  app.addHook('onRequest', bearerGuard(token));

  // Within this plugin only: a CSV body goes to a temporary file as it arrives, never whole in memory.
  app.addContentTypeParser('text/csv', (req, payload, done) => {
    const declared = Number(req.headers['content-length'] ?? 0);
    if (declared > maxCsvBytes) {
      payload.resume();
      done(fileTooLarge(maxCsvBytes), undefined);
      return;
    }
    const file = path.join(os.tmpdir(), `sirene-${process.pid}-${randomBytes(8).toString('hex')}.csv`);
    const out = fs.createWriteStream(file, { mode: 0o600 });
    let octets = 0;
    let failed = false;
    const fail = (e: Error) => {
      if (failed) return;
      failed = true;
      payload.unpipe(out);
      payload.resume();
      out.destroy();
      fs.rm(file, { force: true }, () => done(e, undefined));
    };
    payload.on('data', (chunk: Buffer) => {
      octets += chunk.length;
      if (octets > maxCsvBytes) fail(fileTooLarge(maxCsvBytes));
    });
    payload.on('error', fail);
    out.on('error', fail);
    out.on('finish', () => {
      if (!failed) done(null, { fichierTemporaire: file, octets } satisfies UploadedCsv);
    });
    payload.pipe(out);
  });
  // The temporary file goes once the answer is sent, whatever happened in between.
  const cleanUp = async (req: FastifyRequest) => {
    const body = req.body as Partial<UploadedCsv> | undefined;
    if (body && typeof body === 'object' && typeof body.fichierTemporaire === 'string') await fs.promises.rm(body.fichierTemporaire, { force: true });
  };
  app.addHook('onResponse', cleanUp);
  app.addHook('onRequestAbort', cleanUp);

  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/corpus/avancer',
    {
      schema: {
        tags: [TAG],
        summary: 'Faire avancer le corpus de N jours',
        description:
          "Des événements datés du registre (dirigeants, capital, comptes, actes, procédures collectives, dénominations, sûretés) se produisent sur les entreprises au cours des N derniers jours : appliqués aux données, enregistrés comme changements et révélés aux surveillances. Les entreprises nommées en reçoivent au moins un. La même graine sur le même corpus et le même jour donne les mêmes événements, enregistrés une fois.",
        body: AvancerCorpusBodySchema,
        response: { 200: AvanceCorpusSchema, ...errors },
      },
    },
    async (req) => {
      try {
        const { graine, du, au, evenements, revelations } = await advanceCorpus(db, {
          days: req.body.jours,
          ...(req.body.graine !== undefined ? { seed: req.body.graine } : {}),
          ...(req.body.entreprises ? { entreprises: req.body.entreprises } : {}),
        });
        return { graine, du, au, evenements, revelations };
      } catch (e) {
        if (e instanceof UnknownCompaniesError) throw badRequest(e.message);
        throw e;
      }
    },
  );

  r.get(
    '/paiements/doublons',
    {
      schema: {
        tags: [TAG],
        summary: 'Paiements par carte reçus en double',
        description:
          "Les acceptations de paiement par carte arrivées pour ce qui était déjà réglé (une commande, une période d'abonnement) ou pour un abonnement abandonné, les plus récentes d'abord, chacune avec ce qu'elle payait (référence de commande, ou abonnement et numéro de facture) : chacune est remboursée par le prestataire (tâche rejouée jusqu'à sa réponse), ou créditée sur le portefeuille électronique du compte client si le prestataire refuse le remboursement. Une tâche qui échoue garde son nombre de tentatives et sa dernière erreur.",
        querystring: PageQuerySchema,
        response: { 200: DoublonsPaiementSchema, ...errors },
      },
    },
    async (req) => listDuplicates(db, req.query),
  );

  r.post(
    '/sirene',
    {
      bodyLimit: maxCsvBytes,
      schema: {
        tags: [TAG],
        summary: 'Importer un fichier de stock SIRENE',
        description:
          "Le corps est le fichier CSV (Content-Type: text/csv, 50 Mo au plus) : StockUniteLegale (fichier=unites-legales) ou StockEtablissement (fichier=etablissements). Les changements des entreprises déjà connues sont enregistrés et révélés aux surveillances.",
        querystring: ImportSireneQuerySchema,
        response: { 200: ImportSireneSchema, ...errors },
      },
    },
    async (req) => {
      const body = req.body as UploadedCsv | undefined;
      if (!body || typeof body !== 'object' || typeof body.fichierTemporaire !== 'string') {
        throw new HttpError(415, 'Le corps doit être un fichier CSV (Content-Type: text/csv).');
      }
      const fichier = req.query.fichier;
      try {
        const result = await importSirene(db, fichier === 'unites-legales' ? { unitesLegales: body.fichierTemporaire } : { etablissements: body.fichierTemporaire });
        const f = result.fichiers[0]!;
        return {
          fichier,
          format: f.layout,
          colonnes: f.colonnes,
          lues: f.lues,
          inserees: f.inserees,
          modifiees: f.modifiees,
          inchangees: f.inchangees,
          rejetees: f.rejetees,
          evenements: result.evenements,
          revelations: result.detection.revelations,
          ms: result.ms,
          lignes_par_seconde: result.lignesParSeconde,
          rejets: result.rejets.slice(0, REJETS_LISTES).map((x) => ({ ligne: x.ligne, identifiant: x.identifiant, raison: x.raison })),
        };
      } catch (e) {
        if (e instanceof SireneFileError) throw badRequest(e.message.replace(body.fichierTemporaire, 'Le fichier'));
        throw e;
      }
    },
  );
}
