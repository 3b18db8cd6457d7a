// Company data service (SPEC §7) under /api. Every answer here is the same for every caller (http/caching.ts).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import {
  ChiffresClesSchema,
  DepotsSchema,
  DocumentBeneficiairesSchema,
  EntrepriseSchema,
  EtablissementDetailSchema,
  EtablissementListSchema,
  FonctionListSchema,
  FonctionPageSchema,
  InscriptionListSchema,
  PersonResultsSchema,
  PersonnePhysiqueSchema,
  ProcedureListSchema,
  SearchResultsSchema,
  SeoCountListSchema,
  SeoEntreprisesSchema,
  isIdentifierError,
  parseIdentifier,
} from '@portail/shared/api';
import {
  DocumentBeneficiairesQuerySchema,
  EntrepriseByNumeroQuerySchema,
  EtablissementsQuerySchema,
  FonctionsParPersonneQuerySchema,
  FonctionsQuerySchema,
  IdParamsSchema,
  ProcedureCollectiveQuerySchema,
  SearchCompaniesQuerySchema,
  SearchPersonsQuerySchema,
  SeoCodesNafQuerySchema,
  SeoEntreprisesQuerySchema,
  SeoSecteursQuerySchema,
  numeroIdentificationParam,
} from '@portail/shared/api/requests';
import { parisDay } from '@portail/shared/format/dates';
import type { Database } from '../../db/types';
import { CACHED } from '../../http/caching';
import { notFound } from '../../http/errors';
import { PUBLIC_ROUTE_ERRORS as errors, orNotFound } from '../../http/routes';
import type { CompanySearchEngine } from './search/engine';
import * as repo from './repository';
import * as seo from './seo';
import { accountsRoutes } from './accounts';
import { historyRoutes } from './history';
import { networkRoutes } from './network';

export interface CompaniesRoutesOptions {
  db: Database;
  search: CompanySearchEngine;
}

const TYPE_DOCUMENT_TITRES: Record<string, string> = {
  EXTRAIT_RBE: 'Extrait du registre des bénéficiaires effectifs',
  ATTESTATION_RBE: 'Attestation de dépôt des bénéficiaires effectifs',
};

export async function companiesRoutes(app: FastifyInstance, { db, search }: CompaniesRoutesOptions): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const ENTREPRISE_INTROUVABLE = 'Entreprise introuvable.';
  await app.register(historyRoutes, { db });
  await app.register(networkRoutes, { db });

  const ensureEntreprise = async (id: number) => {
    if (!(await repo.entrepriseExists(db, id))) throw notFound(ENTREPRISE_INTROUVABLE);
  };
  await accountsRoutes(app, { db });

  r.get(
    '/entreprises/:id',
    { ...CACHED.record, schema: { tags: ['Entreprises'], summary: 'Fiche entreprise', params: IdParamsSchema, response: { 200: EntrepriseSchema, ...errors } } },
    async (req) => orNotFound(repo.getEntreprise(db, req.params.id), ENTREPRISE_INTROUVABLE),
  );

  r.get(
    '/entreprises',
    {
      ...CACHED.record,
      schema: {
        tags: ['Entreprises'],
        summary: "Fiche entreprise par numéro d'identification (SIREN, SIRET ou RIDET)",
        querystring: EntrepriseByNumeroQuerySchema,
        response: { 200: EntrepriseSchema, ...errors },
      },
    },
    async (req) => {
      const p = parseIdentifier(req.query.numero_identification);
      if (isIdentifierError(p)) throw notFound(ENTREPRISE_INTROUVABLE);
      const numero = p.kind === 'SIREN' ? p.siren : p.kind === 'SIRET' ? p.siren : p.ridet;
      return orNotFound(repo.getEntrepriseByNumero(db, numero), ENTREPRISE_INTROUVABLE);
    },
  );

  r.get(
    '/entreprises/:id/chiffres_cles',
    { ...CACHED.record, schema: { tags: ['Entreprises'], summary: 'Chiffres clés par exercice', params: IdParamsSchema, response: { 200: ChiffresClesSchema, ...errors } } },
    async (req) => orNotFound(repo.getChiffresCles(db, req.params.id), ENTREPRISE_INTROUVABLE),
  );

  r.get(
    '/entreprises/:id/fonctions',
    {
      ...CACHED.record,
      schema: {
        tags: ['Entreprises'],
        summary: 'Fonctions (dirigeants, commissaires aux comptes, bénéficiaires effectifs)',
        params: IdParamsSchema,
        querystring: FonctionsQuerySchema,
        response: { 200: FonctionListSchema, ...errors },
      },
    },
    async (req) => {
      await ensureEntreprise(req.params.id);
      return { items: await repo.listFonctions(db, req.params.id, req.query.filtre_natures ?? ['BENEFICIAIRE_EFFECTIF']) };
    },
  );

  r.get(
    '/entreprises/:id/etablissements',
    {
      ...CACHED.record,
      schema: {
        tags: ['Entreprises'],
        summary: "Établissements d'une entreprise",
        params: IdParamsSchema,
        querystring: EtablissementsQuerySchema,
        response: { 200: EtablissementListSchema, ...errors },
      },
    },
    async (req) => {
      await ensureEntreprise(req.params.id);
      return repo.listEtablissements(db, req.params.id, req.query);
    },
  );

  r.get(
    '/entreprises/:id/inscription',
    { ...CACHED.record, schema: { tags: ['Entreprises'], summary: 'Inscriptions aux registres', params: IdParamsSchema, response: { 200: InscriptionListSchema, ...errors } } },
    async (req) => {
      await ensureEntreprise(req.params.id);
      return { items: await repo.listInscriptions(db, req.params.id) };
    },
  );

  r.get(
    '/entreprises/:id/depots',
    { ...CACHED.record, schema: { tags: ['Entreprises'], summary: 'Actes et comptes annuels déposés', params: IdParamsSchema, response: { 200: DepotsSchema, ...errors } } },
    async (req) => {
      await ensureEntreprise(req.params.id);
      return repo.getDepots(db, req.params.id);
    },
  );

  r.get(
    '/etablissements/:id',
    { ...CACHED.record, schema: { tags: ['Établissements'], summary: 'Fiche établissement', params: IdParamsSchema, response: { 200: EtablissementDetailSchema, ...errors } } },
    async (req) => orNotFound(repo.getEtablissement(db, req.params.id), 'Établissement introuvable.'),
  );

  r.get(
    '/etablissements',
    {
      ...CACHED.record,
      schema: {
        tags: ['Établissements'],
        summary: 'Fiche établissement par SIRET (ou RIDET + rang)',
        querystring: z.object({ numero_identification: numeroIdentificationParam }),
        response: { 200: EtablissementDetailSchema, ...errors },
      },
    },
    async (req) => {
      const p = parseIdentifier(req.query.numero_identification);
      const found =
        !isIdentifierError(p) && p.kind === 'SIRET'
          ? await repo.getEtablissementBySiret(db, p.siret)
          : !isIdentifierError(p) && p.kind === 'RIDET' && p.rang
            ? await repo.getEtablissementByRidet(db, p.ridet, p.rang)
            : null;
      return orNotFound(found, 'Établissement introuvable.');
    },
  );

  r.get(
    '/fonctions',
    {
      ...CACHED.record,
      schema: {
        tags: ['Personnes'],
        summary: "Fonctions d'une personne (limit 25 par défaut)",
        querystring: FonctionsParPersonneQuerySchema,
        response: { 200: FonctionPageSchema, ...errors },
      },
    },
    async (req) => {
      const { id_personne, ...opts } = req.query;
      if (!(await repo.getPersonne(db, id_personne))) throw notFound('Personne introuvable.');
      return repo.listFonctionsByPersonne(db, id_personne, opts);
    },
  );

  r.get(
    '/personnes_physiques/:id',
    { ...CACHED.record, schema: { tags: ['Personnes'], summary: 'Personne physique', params: IdParamsSchema, response: { 200: PersonnePhysiqueSchema, ...errors } } },
    async (req) => orNotFound(repo.getPersonne(db, req.params.id), 'Personne introuvable.'),
  );

  r.get(
    '/procedure_collective',
    {
      ...CACHED.record,
      schema: {
        tags: ['Entreprises'],
        summary: "Procédures collectives d'une entreprise",
        querystring: ProcedureCollectiveQuerySchema,
        response: { 200: ProcedureListSchema, ...errors },
      },
    },
    async (req) => {
      await ensureEntreprise(req.query.id_entreprise);
      return { items: await repo.listProcedures(db, req.query.id_entreprise) };
    },
  );

  r.get(
    '/beneficiaires_effectifs/document',
    {
      ...CACHED.record,
      schema: {
        tags: ['Entreprises'],
        summary: 'Document relatif aux bénéficiaires effectifs',
        querystring: DocumentBeneficiairesQuerySchema,
        response: { 200: DocumentBeneficiairesSchema, ...errors },
      },
    },
    async (req) => {
      const entreprise = await repo.getResume(db, req.query.id_entreprise);
      if (!entreprise) throw notFound(ENTREPRISE_INTROUVABLE);
      const beneficiaires = await repo.listFonctions(db, req.query.id_entreprise, ['BENEFICIAIRE_EFFECTIF']);
      return {
        entreprise,
        type_document: req.query.type_document,
        titre: TYPE_DOCUMENT_TITRES[req.query.type_document] ?? req.query.type_document,
        date_document: parisDay(),
        beneficiaires,
      };
    },
  );

  r.get(
    '/recherche/entreprises_etablissements',
    {
      ...CACHED.search,
      schema: {
        tags: ['Recherche'],
        summary: 'Recherche d’entreprises et d’établissements',
        description:
          'Texte libre (phrase) ou nom (nom_entreprise), tolérant aux accents, à la casse et aux fautes de frappe ; un SIREN, SIRET ou RIDET mène directement à l’entreprise. Filtres : activite, critere_geographique, etat, statut, type_entite, forme_juridique ; boost=NC favorise la Nouvelle-Calédonie.',
        querystring: SearchCompaniesQuerySchema,
        response: { 200: SearchResultsSchema, ...errors },
      },
    },
    async (req) => search.searchCompanies(req.query),
  );

  r.get(
    '/recherche/personnes',
    {
      ...CACHED.search,
      schema: {
        tags: ['Recherche'],
        summary: 'Recherche de dirigeants (personnes physiques)',
        querystring: SearchPersonsQuerySchema,
        response: { 200: PersonResultsSchema, ...errors },
      },
    },
    async (req) => search.searchPersons(req.query),
  );

  r.get(
    '/seo/departements',
    { ...CACHED.seo, schema: { tags: ['SEO'], summary: "Départements et nombre d'entreprises actives", response: { 200: SeoCountListSchema } } },
    async () => seo.departements(db),
  );
  r.get(
    '/seo/communes',
    {
      ...CACHED.seo,
      schema: { tags: ['SEO'], summary: "Communes de Nouvelle-Calédonie (par code postal) et nombre d'entreprises actives", response: { 200: SeoCountListSchema } },
    },
    async () => seo.communesNc(db),
  );
  r.get(
    '/seo/secteurs',
    { ...CACHED.seo, schema: { tags: ['SEO'], summary: "Secteurs d'activité d'un département", querystring: SeoSecteursQuerySchema, response: { 200: SeoCountListSchema, ...errors } } },
    async (req) => orNotFound(seo.secteurs(db, req.query.numero_departement), 'Département, province ou commune inconnu.'),
  );
  r.get(
    '/seo/codes_naf',
    { ...CACHED.seo, schema: { tags: ['SEO'], summary: "Codes NAF d'un secteur dans un département", querystring: SeoCodesNafQuerySchema, response: { 200: SeoCountListSchema, ...errors } } },
    async (req) =>
      orNotFound(seo.codesNaf(db, req.query.numero_departement, req.query.secteur_activite), 'Département, province, commune ou secteur inconnu.'),
  );
  r.get(
    '/seo/entreprises',
    { ...CACHED.seo, schema: { tags: ['SEO'], summary: 'Entreprises actives (limit 50 par défaut)', querystring: SeoEntreprisesQuerySchema, response: { 200: SeoEntreprisesSchema, ...errors } } },
    async (req) => seo.entreprises(db, req.query),
  );
}
