// Basket service (SPEC §7) under /api: the price grids and the baskets. A visitor's basket is
// reached with the id their browser keeps (`uid_invite`); with a bearer token, the basket is the
// selected customer account's. Either is the basket of the request's territory (territory.ts):
// each site has its own, priced with its own grid.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AjoutPanierSchema, ApiErrorSchema, PanierSchema, SynthesesArticlesSchema } from '@portail/shared/api';
import {
  AjoutArticleBodySchema,
  EtatEndettementApprochantBodySchema,
  EtatEndettementCertifieBodySchema,
  EtatEndettementSirenBodySchema,
  GrilleTarifaireParamsSchema,
  ModificationSousArticleBodySchema,
  PanierQuerySchema,
  SousArticleParamsSchema,
  SynthesesArticlesQuerySchema,
} from '@portail/shared/api/requests';
import type { Database, Queryable } from '../../db/types';
import { PUBLIC_CACHE } from '../../http/caching';
import { HttpError, notFound } from '../../http/errors';
import { optionalUser, principalOf, type Identity } from '../identity';
import { requireSelectedAccount } from '../accounts';
import { resolveCompanyArticle, resolveDebtorByName, resolveDebtorBySiren, type ResolvedArticle } from './articles';
import * as baskets from './baskets';
import * as repo from './repository';
import { requestTerritory } from './territory';

const errors = { 400: ApiErrorSchema, 401: ApiErrorSchema, 404: ApiErrorSchema, 409: ApiErrorSchema };

export interface BasketRoutesOptions {
  db: Database;
  /** Sign-in; without it only guests' baskets are served. */
  identity?: Identity;
}

type PanierQuery = { uid_invite?: string | undefined; uid_grille_tarifaire?: string | undefined; id_entite?: string | undefined };

const TAG = 'Panier';

export async function basketRoutes(app: FastifyInstance, { db, identity }: BasketRoutesOptions): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/grilles_tarifaires/:code/syntheses_articles',
    {
      // The same for every caller: no token is read here.
      config: { cache: PUBLIC_CACHE.tariffs },
      schema: {
        tags: [TAG],
        summary: "Prix des articles d'une grille tarifaire",
        description:
          'Prix hors taxes, frais d’envoi, TVA et prix TTC de chaque article et mode de délivrance, en centièmes de la devise de la grille (EUR ou XPF), avec la source réglementaire de chaque montant.',
        params: GrilleTarifaireParamsSchema,
        querystring: SynthesesArticlesQuerySchema,
        response: { 200: SynthesesArticlesSchema, ...errors },
      },
    },
    async (req) => {
      const grid = await repo.getGrid(db, req.params.code);
      if (!grid) throw notFound('Grille tarifaire introuvable.');
      const { id_entreprise, id_inscription, code_categorie_produit, limit, offset } = req.query;
      if (id_entreprise !== undefined && !(await repo.entrepriseExists(db, id_entreprise))) throw notFound('Entreprise introuvable.');
      if (id_inscription !== undefined && !(await repo.inscriptionExists(db, id_inscription, id_entreprise))) {
        throw notFound('Inscription introuvable.');
      }
      const { total, items } = await repo.listSyntheses(db, grid, { categorie: code_categorie_produit, limit, offset });
      return { grille: repo.toGrilleTarifaire(grid), total, limit, offset, items };
    },
  );

  // --- Baskets ---

  /** The basket a request is about: the selected account's with a token, else the guest's; the request's territory's. */
  const ownerOf = async (req: FastifyRequest, query: PanierQuery): Promise<baskets.BasketOwner> => {
    const territory = requestTerritory(req);
    const principal = principalOf(req);
    if (principal) return { kind: 'account', accountId: (await requireSelectedAccount(db, principal.sub)).id, territory };
    if (!query.uid_invite) throw new HttpError(400, 'Le paramètre uid_invite est obligatoire pour un panier sans connexion.');
    return { kind: 'guest', uid: query.uid_invite, territory };
  };

  const basketOpts = { preHandler: optionalUser(identity) };
  const read = (req: FastifyRequest, query: PanierQuery) => ownerOf(req, query).then((owner) => baskets.readBasket(db, owner, query.uid_grille_tarifaire));
  /** Changes the basket of the request's owner in one transaction, then answers the basket as it now is. */
  const change = async (req: FastifyRequest, query: PanierQuery, apply: (tx: Queryable, owner: baskets.BasketOwner) => Promise<void>) => {
    const owner = await ownerOf(req, query);
    await db.transaction((tx) => apply(tx, owner));
    return baskets.readBasket(db, owner, query.uid_grille_tarifaire);
  };

  r.get(
    '/paniers',
    {
      ...basketOpts,
      schema: { tags: [TAG], summary: 'Le panier', description: 'Le panier du visiteur (uid_invite) ou, connecté, celui du compte client sélectionné, chiffré avec sa grille.', querystring: PanierQuerySchema, response: { 200: PanierSchema, ...errors } },
    },
    (req) => read(req, req.query),
  );

  /** Adds a resolved article and answers what it did, with the basket. */
  const add = async (req: FastifyRequest, query: PanierQuery, resolve: () => Promise<ResolvedArticle>, diffusion?: 'ELEC' | 'COURRIER') => {
    const owner = await ownerOf(req, query);
    // Read-only checks first: the embedded store serves one caller at a time, a transaction included.
    const article = await resolve();
    const outcome = await db.transaction(async (tx) => baskets.addArticle(tx, owner, await baskets.basketGrid(tx, owner, query.uid_grille_tarifaire), article, diffusion));
    return { resultat: outcome.result, sous_article_id: outcome.id, panier: await baskets.readBasket(db, owner, query.uid_grille_tarifaire) };
  };
  const added = { 200: AjoutPanierSchema, 201: AjoutPanierSchema, ...errors };

  r.post(
    '/paniers',
    {
      ...basketOpts,
      schema: {
        tags: [TAG],
        summary: 'Ajouter un document au panier',
        description: "Un document d'une entreprise (extrait Kbis, comptes annuels, acte, état d'endettement) ; un document déjà présent n'est pas ajouté une seconde fois.",
        querystring: PanierQuerySchema,
        body: AjoutArticleBodySchema,
        response: added,
      },
    },
    async (req, reply) => {
      const out = await add(req, req.query, () => resolveCompanyArticle(db, req.body), req.body.diffusion);
      return reply.code(out.resultat === 'AJOUTE' ? 201 : 200).send(out);
    },
  );

  r.post(
    '/paniers/etat_endettement_certifie',
    { ...basketOpts, schema: { tags: [TAG], summary: "Ajouter l'état d'endettement certifié d'une entreprise", querystring: PanierQuerySchema, body: EtatEndettementCertifieBodySchema, response: added } },
    async (req, reply) => {
      const out = await add(req, req.query, () => resolveCompanyArticle(db, { type: 'ETAT_ENDETTEMENT', id_entreprise: req.body.id_entreprise }));
      return reply.code(out.resultat === 'AJOUTE' ? 201 : 200).send(out);
    },
  );

  r.post(
    '/paniers/etat_endettement_debiteur_siren',
    { ...basketOpts, schema: { tags: [TAG], summary: "Ajouter l'état d'endettement d'un débiteur désigné par son SIREN", querystring: PanierQuerySchema, body: EtatEndettementSirenBodySchema, response: added } },
    async (req, reply) => {
      const out = await add(req, req.query, () => resolveDebtorBySiren(db, req.body.siren, req.body.type));
      return reply.code(out.resultat === 'AJOUTE' ? 201 : 200).send(out);
    },
  );

  r.post(
    '/paniers/etat_endettement_debiteur_approchant',
    {
      ...basketOpts,
      schema: {
        tags: [TAG],
        summary: "Ajouter l'état d'endettement d'un débiteur recherché par sa dénomination",
        description: 'Le greffe relève les inscriptions prises contre les débiteurs dont la dénomination approche celle qui est donnée.',
        querystring: PanierQuerySchema,
        body: EtatEndettementApprochantBodySchema,
        response: added,
      },
    },
    async (req, reply) => {
      const out = await add(req, req.query, async () => resolveDebtorByName(req.body.denomination, req.body.code_postal ?? null, req.body.type));
      return reply.code(out.resultat === 'AJOUTE' ? 201 : 200).send(out);
    },
  );

  r.patch(
    '/paniers/sous_articles/:id',
    {
      ...basketOpts,
      schema: {
        tags: [TAG],
        summary: "Modifier la délivrance d'un document du panier",
        description: 'Électronique, courrier (nombre d’exemplaires), envois périodiques d’un extrait Kbis (fréquence et durée en mois).',
        params: SousArticleParamsSchema,
        querystring: PanierQuerySchema,
        body: ModificationSousArticleBodySchema,
        response: { 200: PanierSchema, ...errors },
      },
    },
    async (req) => change(req, req.query, (tx, owner) => baskets.updateSubArticle(tx, owner, req.params.id, req.body)),
  );

  r.delete(
    '/paniers/sous_articles/:id',
    { ...basketOpts, schema: { tags: [TAG], summary: 'Retirer un document du panier', params: SousArticleParamsSchema, querystring: PanierQuerySchema, response: { 200: PanierSchema, ...errors } } },
    async (req) => change(req, req.query, (tx, owner) => baskets.removeSubArticle(tx, owner, req.params.id)),
  );

  r.delete(
    '/paniers',
    {
      ...basketOpts,
      schema: { tags: [TAG], summary: "Vider le panier, ou retirer les documents d'une entreprise (id_entite)", querystring: PanierQuerySchema, response: { 200: PanierSchema, ...errors } },
    },
    async (req) => change(req, req.query, (tx, owner) => baskets.removeArticles(tx, owner, req.query.id_entite)),
  );

  r.post(
    '/paniers/connexions',
    {
      ...basketOpts,
      schema: {
        tags: [TAG],
        summary: 'Rattacher le panier du visiteur au compte client à la connexion',
        description: "Les documents du panier du visiteur rejoignent ceux du compte client sélectionné : aucun doublon, les exemplaires par courrier s'additionnent. Un second appel ne fait rien de plus.",
        querystring: PanierQuerySchema,
        response: { 200: PanierSchema, ...errors },
      },
    },
    async (req) => {
      const principal = principalOf(req);
      if (!principal) throw new HttpError(401, 'Authentification requise.');
      if (!req.query.uid_invite) throw new HttpError(400, 'Le paramètre uid_invite est obligatoire.');
      const account = await requireSelectedAccount(db, principal.sub);
      const uid = req.query.uid_invite;
      const owner: baskets.BasketOwner = { kind: 'account', accountId: account.id, territory: requestTerritory(req) };
      await db.transaction(async (tx) => baskets.mergeGuestBasket(tx, uid, account.id, owner.territory, await baskets.basketGrid(tx, owner, req.query.uid_grille_tarifaire)));
      return baskets.readBasket(db, owner, req.query.uid_grille_tarifaire);
    },
  );
}
