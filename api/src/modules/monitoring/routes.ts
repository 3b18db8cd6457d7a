// The monitoring service under /api (SPEC §7): surveillances of companies, favourite groups,
// revelations with their notices, reports and unread counters, for one customer account of the
// signed-in person at a time; and the public catalogue of what can change on a company.
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import {
  AvisSchema,
  CATALOGUE_EVENEMENTS,
  CODES_EVENEMENT,
  CatalogueSchema,
  GroupeFavoriListSchema,
  GroupeFavoriSchema,
  LectureRevelationsSchema,
  RevelationListSchema,
  RevelationPageSchema,
  SurveillanceEntrepriseSchema,
  SurveillancePageSchema,
  SurveillanceSchema,
  SurveillancesPanierSchema,
  type Catalogue,
} from '@portail/shared/api';
import { UnreadRevelationsSchema } from '@portail/shared/auth/contracts';
import {
  DomainesQuerySchema,
  GroupeFavoriBodySchema,
  GroupeFavoriParamsSchema,
  LectureBodySchema,
  MonitoringCompteQuerySchema,
  MonitoringIdParamsSchema,
  RevelationIdsQuerySchema,
  RevelationsQuerySchema,
  RevelationsRapportQuerySchema,
  SurveillanceActionBodySchema,
  SurveillanceCreationBodySchema,
  SurveillanceEntrepriseParamsSchema,
  SurveillanceGroupeBodySchema,
  SurveillancesPanierBodySchema,
  SurveillancesQuerySchema,
  SurveillancesRapportQuerySchema,
} from '@portail/shared/api/requests';
import type { Database } from '../../db/types';
import { PUBLIC_CACHE } from '../../http/caching';
import { ACCOUNT_ROUTE_ERRORS as errors, orNotFound, sendAttachment, sendCreated } from '../../http/routes';
import { requestTerritory } from '../basket';
import { customerRoutes, type Identity } from '../identity';
import type { SellerIdentity } from '../pdf';
import { sellerFromEnv } from '../orders';
import { monitoringAccount, requireSubscription } from './access';
import { avisFor } from './avis';
import { createGroup, deleteGroup, listGroups, renameGroup } from './favourites';
import { revelationsReport, surveillancesReport, type ReportFile } from './reports';
import { listRevelations, markRead, requireOwnFilters, revelationsByIds, unreadCounts } from './revelations';
import {
  companySurveillance,
  createSurveillance,
  deleteSurveillance,
  finishOrContinue,
  listSurveillances,
  monitorCompanies,
  removeDomains,
  setGroup,
} from './surveillances';

const TAG = 'Surveillance';
const SURVEILLANCE_NOT_FOUND = 'Surveillance introuvable.';
const GROUP_NOT_FOUND = 'Groupe de favoris introuvable.';
const REVELATION_NOT_FOUND = 'Révélation introuvable.';
/** The request of a route about one item (surveillance, group, revelation) of a customer account. */
const OF_ONE = { params: MonitoringIdParamsSchema, querystring: MonitoringCompteQuerySchema };
const ACCOUNT_DESCRIPTION =
  "Pour le compte client id_compte_client, ou à défaut le compte sélectionné. Réservé aux comptes abonnés à l'offre Surveillance (SURV) : les écritures leur sont refusées (403) et les lectures vides pour les autres comptes.";

const sendFile = (reply: FastifyReply, file: ReportFile) => sendAttachment(reply, file.bytes, file.type, file.filename);

export interface MonitoringRoutesOptions {
  db: Database;
  identity: Identity;
  /** Who issues the PDF reports (their footer); default from the environment. */
  seller?: SellerIdentity;
}

export async function monitoringRoutes(app: FastifyInstance, { db, identity, seller = sellerFromEnv() }: MonitoringRoutesOptions): Promise<void> {
  const { r, sub: who } = customerRoutes(app, identity);
  const accountOf = (req: unknown, id: number | undefined) => monitoringAccount(db, who(req), id);
  /** The account of a write: it must subscribe to the monitoring offer. */
  const writerOf = async (req: unknown, id: number | undefined) => {
    const account = await accountOf(req, id);
    requireSubscription(account);
    return account;
  };
  /** A change to one item of the writing account: what `change` gives, or 404 with `message` when it gives nothing. */
  const changeOne = async <T>(req: { query: { id_compte_client?: number | undefined } }, message: string, change: (accountId: number) => Promise<T | null | false>) =>
    orNotFound(change((await writerOf(req, req.query.id_compte_client)).id), message);
  /** The deletion of one item of the writing account: 204, or 404 with `message` when `remove` finds no such item. */
  const deleteOne = (url: string, doc: { summary: string; description?: string }, message: string, remove: (accountId: number, id: number) => Promise<boolean>) =>
    r.delete(url, { schema: { tags: [TAG], ...doc, ...OF_ONE, response: { 204: z.null(), ...errors } } }, async (req, reply) => {
      await changeOne(req, message, (account) => remove(account, req.params.id));
      return reply.code(204).send(null);
    });
  const page = { items: [], total: 0 };

  // ---------- Surveillances ----------

  r.get(
    '/surveillance',
    {
      schema: {
        tags: [TAG],
        summary: 'Entreprises surveillées du compte client',
        description: `Les plus récentes d'abord ; q : un SIREN ou des mots de la dénomination. ${ACCOUNT_DESCRIPTION}`,
        querystring: SurveillancesQuerySchema,
        response: { 200: SurveillancePageSchema, ...errors },
      },
    },
    async (req) => {
      const { id_compte_client, limit, offset, ...filters } = req.query;
      const account = await accountOf(req, id_compte_client);
      if (!account.abonne) return page;
      await requireOwnFilters(db, account.id, filters);
      return listSurveillances(db, account.id, filters, { limit, offset });
    },
  );

  r.get(
    '/surveillance/rapport',
    {
      schema: {
        tags: [TAG],
        summary: 'Rapport des entreprises surveillées (PDF ou CSV)',
        description: 'CSV : UTF-8 avec BOM, séparateur « ; », dates au format jj/mm/aaaa.',
        querystring: SurveillancesRapportQuerySchema,
        response: { ...errors },
      },
    },
    async (req, reply) => {
      const account = await accountOf(req, req.query.id_compte_client);
      return sendFile(reply, await surveillancesReport({ db, account, seller, now: new Date(), territory: requestTerritory(req) }, req.query.format));
    },
  );

  r.get(
    '/surveillance/entreprise/:idEntreprise',
    {
      schema: {
        tags: [TAG],
        summary: "Si le compte client surveille une entreprise, et sa surveillance s'il la surveille",
        description: `Une entreprise non surveillée est une réponse : { surveillee: false } ; 404 seulement si l'entreprise n'existe pas. ${ACCOUNT_DESCRIPTION}`,
        params: SurveillanceEntrepriseParamsSchema,
        querystring: MonitoringCompteQuerySchema,
        response: { 200: SurveillanceEntrepriseSchema, ...errors },
      },
    },
    async (req) => {
      const account = await accountOf(req, req.query.id_compte_client);
      return companySurveillance(db, account.abonne ? account.id : null, req.params.idEntreprise);
    },
  );

  r.post(
    '/surveillance',
    {
      schema: {
        tags: [TAG],
        summary: 'Surveiller une entreprise',
        description:
          "Pour les domaines donnés (tous par défaut). 201 pour une nouvelle surveillance ; 200 et la même surveillance si l'entreprise l'est déjà (une surveillance terminée redevient active).",
        body: SurveillanceCreationBodySchema,
        querystring: MonitoringCompteQuerySchema,
        response: { 200: SurveillanceSchema, 201: SurveillanceSchema, ...errors },
      },
    },
    async (req, reply) => {
      const account = await writerOf(req, req.body.id_compte_client ?? req.query.id_compte_client);
      const { created, surveillance } = await createSurveillance(db, account.id, who(req), req.body);
      return sendCreated(reply, created, surveillance);
    },
  );

  r.put(
    '/surveillance/:id',
    {
      schema: {
        tags: [TAG],
        summary: 'Terminer une surveillance ou la reprendre',
        description: 'TERMINER : plus aucune révélation, les révélations passées restent ; CONTINUER : la surveillance redevient active.',
        ...OF_ONE,
        body: SurveillanceActionBodySchema,
        response: { 200: SurveillanceSchema, ...errors },
      },
    },
    async (req) => changeOne(req, SURVEILLANCE_NOT_FOUND, (account) => finishOrContinue(db, account, req.params.id, req.body.action)),
  );

  r.put(
    '/surveillance/:id/groupe_favori',
    {
      schema: {
        tags: [TAG],
        summary: "Ranger une surveillance dans un groupe de favoris, ou l'en sortir",
        ...OF_ONE,
        body: SurveillanceGroupeBodySchema,
        response: { 200: SurveillanceSchema, ...errors },
      },
    },
    async (req) => changeOne(req, SURVEILLANCE_NOT_FOUND, (account) => setGroup(db, account, req.params.id, req.body.id_groupe_favori)),
  );

  r.delete(
    '/surveillance/:id/domaines',
    {
      schema: {
        tags: [TAG],
        summary: "Retirer des domaines d'une surveillance",
        description: 'lots : les domaines retirés, répétés (lots=BIL&lots=ACT). Une surveillance garde au moins un domaine.',
        params: MonitoringIdParamsSchema,
        querystring: DomainesQuerySchema,
        response: { 200: SurveillanceSchema, ...errors },
      },
    },
    async (req) => changeOne(req, SURVEILLANCE_NOT_FOUND, (account) => removeDomains(db, account, req.params.id, req.query.lots)),
  );

  deleteOne('/surveillance/:id', { summary: 'Supprimer une surveillance et ses révélations' }, SURVEILLANCE_NOT_FOUND, (account, id) => deleteSurveillance(db, account, id));

  r.post(
    '/paniers/surveillances',
    {
      schema: {
        tags: [TAG],
        summary: 'Surveiller les entreprises du panier',
        description: 'Tous les domaines ; les entreprises déjà surveillées gardent leur surveillance (une surveillance terminée redevient active).',
        body: SurveillancesPanierBodySchema,
        querystring: MonitoringCompteQuerySchema,
        response: { 200: SurveillancesPanierSchema, ...errors },
      },
    },
    async (req) => {
      const account = await writerOf(req, req.body.id_compte_client ?? req.query.id_compte_client);
      return monitorCompanies(db, account.id, who(req), req.body.ids_entreprise);
    },
  );

  // ---------- Favourite groups ----------

  r.get(
    '/favori',
    { schema: { tags: [TAG], summary: 'Groupes de favoris du compte client', querystring: MonitoringCompteQuerySchema, response: { 200: GroupeFavoriListSchema, ...errors } } },
    async (req) => {
      const account = await accountOf(req, req.query.id_compte_client);
      return { items: account.abonne ? await listGroups(db, account.id) : [] };
    },
  );

  r.post(
    '/favori',
    {
      schema: {
        tags: [TAG],
        summary: 'Créer un groupe de favoris',
        querystring: MonitoringCompteQuerySchema,
        body: GroupeFavoriBodySchema,
        response: { 201: GroupeFavoriSchema, ...errors },
      },
    },
    async (req, reply) => {
      const account = await writerOf(req, req.query.id_compte_client);
      return reply.code(201).send(await createGroup(db, account.id, req.body.libelle));
    },
  );

  r.put(
    '/favori/:id',
    {
      schema: {
        tags: [TAG],
        summary: 'Renommer un groupe de favoris',
        ...OF_ONE,
        body: GroupeFavoriBodySchema,
        response: { 200: GroupeFavoriSchema, ...errors },
      },
    },
    async (req) => changeOne(req, GROUP_NOT_FOUND, (account) => renameGroup(db, account, req.params.id, req.body.libelle)),
  );

  deleteOne('/favori/:id', { summary: 'Supprimer un groupe de favoris', description: 'Ses surveillances restent, hors de tout groupe.' }, GROUP_NOT_FOUND, (account, id) => deleteGroup(db, account, id));

  // ---------- Revelations ----------

  const revelationsDescription =
    "Les plus récentes d'abord (date du changement). total compte les révélations retenues, non_lues les non lues parmi celles que retiennent les autres filtres que lue.";

  r.get(
    '/revelation',
    {
      schema: {
        tags: [TAG],
        summary: 'Révélations du compte client',
        description: `${revelationsDescription} ${ACCOUNT_DESCRIPTION}`,
        querystring: RevelationsQuerySchema,
        response: { 200: RevelationPageSchema, ...errors },
      },
    },
    async (req) => {
      const { id_compte_client, limit, offset, ...filters } = req.query;
      const account = await accountOf(req, id_compte_client);
      if (!account.abonne) return { ...page, non_lues: 0 };
      await requireOwnFilters(db, account.id, filters);
      return listRevelations(db, account.id, filters, { limit, offset });
    },
  );

  r.get(
    '/revelation/enAlerte',
    {
      schema: {
        tags: [TAG],
        summary: 'Révélations non lues du compte client',
        description: 'Toutes, et celles des surveillances rangées dans un groupe de favoris.',
        querystring: MonitoringCompteQuerySchema,
        response: { 200: UnreadRevelationsSchema, ...errors },
      },
    },
    async (req) => {
      const account = await accountOf(req, req.query.id_compte_client);
      return account.abonne ? unreadCounts(db, account.id) : { nombre_non_lues: 0, nombre_non_lues_favoris: 0 };
    },
  );

  r.get(
    '/revelation/groupefavoris/:idGroupe',
    {
      schema: {
        tags: [TAG],
        summary: "Révélations des surveillances d'un groupe de favoris",
        description: revelationsDescription,
        params: GroupeFavoriParamsSchema,
        querystring: RevelationsQuerySchema,
        response: { 200: RevelationPageSchema, ...errors },
      },
    },
    async (req) => {
      const { id_compte_client, limit, offset, ...filters } = req.query;
      const account = await accountOf(req, id_compte_client);
      if (!account.abonne) return { ...page, non_lues: 0 };
      await requireOwnFilters(db, account.id, { id_surveillance: filters.id_surveillance, id_groupe_favori: req.params.idGroupe });
      return listRevelations(db, account.id, { ...filters, id_groupe_favori: req.params.idGroupe }, { limit, offset });
    },
  );

  r.get(
    '/revelation/ids',
    {
      schema: {
        tags: [TAG],
        summary: 'Des révélations par leurs identifiants',
        description: 'Seules celles du compte client sont rendues.',
        querystring: RevelationIdsQuerySchema,
        response: { 200: RevelationListSchema, ...errors },
      },
    },
    async (req) => {
      const account = await accountOf(req, req.query.id_compte_client);
      return { items: account.abonne ? await revelationsByIds(db, account.id, req.query.ids) : [] };
    },
  );

  r.put(
    '/revelation/lecture',
    {
      schema: {
        tags: [TAG],
        summary: 'Marquer des révélations lues ou non lues',
        description: 'ids : des révélations du compte client (404 si l’une ne l’est pas) ; tout : toutes celles du compte client. Rend le nombre de révélations modifiées et celui des non lues du compte.',
        querystring: MonitoringCompteQuerySchema,
        body: LectureBodySchema,
        response: { 200: LectureRevelationsSchema, ...errors },
      },
    },
    async (req) => {
      const account = await writerOf(req, req.body.id_compte_client ?? req.query.id_compte_client);
      return markRead(db, account.id, req.body.ids ? { ids: req.body.ids } : { tout: true }, req.body.lue);
    },
  );

  r.get(
    '/revelation/rapport',
    {
      schema: {
        tags: [TAG],
        summary: 'Rapport des révélations (PDF ou CSV)',
        description: 'Les filtres de la liste des révélations. CSV : UTF-8 avec BOM, séparateur « ; », dates au format jj/mm/aaaa.',
        querystring: RevelationsRapportQuerySchema,
        response: { ...errors },
      },
    },
    async (req, reply) => {
      const { id_compte_client, format, ...filters } = req.query;
      const account = await accountOf(req, id_compte_client);
      if (account.abonne) await requireOwnFilters(db, account.id, filters);
      return sendFile(reply, await revelationsReport({ db, account, seller, now: new Date(), territory: requestTerritory(req) }, filters, format));
    },
  );

  r.get(
    '/revelation/:id/avis',
    {
      schema: {
        tags: [TAG],
        summary: "L'avis d'une révélation",
        description: "La révélation, l'entreprise telle que le registre la décrit aujourd'hui et l'avis rédigé.",
        ...OF_ONE,
        response: { 200: AvisSchema, ...errors },
      },
    },
    async (req) => {
      const account = await accountOf(req, req.query.id_compte_client);
      return orNotFound(account.abonne && avisFor(db, account.id, req.params.id), REVELATION_NOT_FOUND);
    },
  );
}

/** The catalogue of what can change on a company: public, the same for everyone. */
export function catalogue(): Catalogue {
  return {
    items: CODES_EVENEMENT.map((code) => {
      const entry = CATALOGUE_EVENEMENTS[code];
      return { code, libelle: entry.libelle, type_avis: entry.type_avis, groupes: [...entry.groupes] };
    }),
  };
}

export async function catalogueRoutes(app: FastifyInstance): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/catalogue_impact_dossier',
    {
      config: { cache: PUBLIC_CACHE.reference },
      schema: {
        tags: [TAG],
        summary: "Catalogue des changements surveillés d'une entreprise",
        description: "Chaque changement avec son libellé, son type d'avis et les domaines de surveillance qui le révèlent.",
        response: { 200: CatalogueSchema },
      },
    },
    async () => catalogue(),
  );
}
