// Reference data: NAF rev. 2, regions, departments, New Caledonia's provinces, communes, legal forms,
// document definitions.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type * as z from 'zod/mini';
import {
  CommuneListSchema,
  DefinitionDocumentListSchema,
  DepartementListSchema,
  FormeJuridiqueListSchema,
  NafListSchema,
  NafSchema,
  ProvinceListSchema,
  RegionListSchema,
} from '@portail/shared/api';
import { CommunesQuerySchema, NafCodeParamsSchema, NafQuerySchema } from '@portail/shared/api/requests';
import { CACHED } from '../../http/caching';
import { PUBLIC_ROUTE_ERRORS as errors, orNotFound } from '../../http/routes';
import { DEFINITIONS_DOCUMENTS } from '../../data/documents';
import { FORMES_JURIDIQUES } from '../../data/formes-juridiques';
import { COMMUNES, COVERED_DEPARTEMENTS, REGIONS, communesByPostcode, foldName } from '../../data/geo';
import { NC_PROVINCES_WITH_COMMUNES } from './provinces';
import { NAF, NAF_BY_CODE } from '../../data/naf';

export async function referenceRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  /** A list the API serves whole, always the same: `items` under `url`. */
  const fixedList = (url: string, summary: string, schema: z.ZodMiniType, items: readonly unknown[]) =>
    r.get(url, { ...CACHED.reference, schema: { tags: ['Référentiels'], summary, response: { 200: schema } } }, async () => ({ items }));

  r.get(
    '/reference/naf',
    { ...CACHED.reference, schema: { tags: ['Référentiels'], summary: 'Nomenclature NAF rév. 2', querystring: NafQuerySchema, response: { 200: NafListSchema, ...errors } } },
    async (req) => {
      const { niveau, parent, q, limit, offset } = req.query;
      const words = q ? foldName(q).split(' ').filter(Boolean) : [];
      const list = NAF.filter(
        (n) =>
          (!niveau || n.niveau === niveau) &&
          (!parent || n.parent === parent.toUpperCase()) &&
          (!words.length || words.every((w) => foldName(`${n.code} ${n.libelle}`).includes(w))),
      );
      return { total: list.length, limit, offset, items: list.slice(offset, offset + limit) };
    },
  );
  r.get(
    '/reference/naf/:code',
    { ...CACHED.reference, schema: { tags: ['Référentiels'], summary: 'Code NAF', params: NafCodeParamsSchema, response: { 200: NafSchema, ...errors } } },
    async (req) => orNotFound(NAF_BY_CODE.get(req.params.code.toUpperCase()), 'Code NAF inconnu.'),
  );
  r.get(
    '/reference/secteurs',
    { ...CACHED.reference, schema: { tags: ['Référentiels'], summary: "Secteurs d'activité (divisions NAF 01 à 99)", response: { 200: NafListSchema } } },
    async () => {
      const items = NAF.filter((n) => n.niveau === 'DIVISION');
      return { total: items.length, limit: items.length, offset: 0, items };
    },
  );
  fixedList('/reference/regions', 'Régions', RegionListSchema, REGIONS);
  fixedList(
    '/reference/departements',
    'Départements du site de la France (outre-mer, Saint-Pierre-et-Miquelon, Saint-Barthélemy et Saint-Martin compris ; la Nouvelle-Calédonie a son site, par province et commune)',
    DepartementListSchema,
    COVERED_DEPARTEMENTS,
  );
  fixedList('/reference/provinces', 'Provinces de Nouvelle-Calédonie et leurs communes (par code postal dans les critères de recherche)', ProvinceListSchema, NC_PROVINCES_WITH_COMMUNES);
  r.get(
    '/reference/communes',
    { ...CACHED.reference, schema: { tags: ['Référentiels'], summary: 'Communes', querystring: CommunesQuerySchema, response: { 200: CommuneListSchema, ...errors } } },
    async (req) => {
      const { q, code_postal, departement, limit, offset } = req.query;
      let list = code_postal ? communesByPostcode(code_postal) : COMMUNES;
      if (departement) list = list.filter((c) => c.departement === departement);
      if (q) {
        const w = foldName(q);
        list = list.filter((c) => foldName(c.nom).startsWith(w) || foldName(c.nom).includes(` ${w}`));
        // Whole communes before the districts of Paris, Lyon and Marseille; bigger first.
        list = [...list].sort((a, b) => Number(a.arrondissementMunicipal) - Number(b.arrondissementMunicipal) || (b.population ?? 0) - (a.population ?? 0));
      }
      return {
        total: list.length,
        limit,
        offset,
        items: list.slice(offset, offset + limit).map((c) => ({
          code: c.code,
          nom: c.nom,
          departement: c.departement,
          region: c.region,
          codes_postaux: c.codes_postaux,
          population: c.population,
        })),
      };
    },
  );
  fixedList('/reference/formes_juridiques', 'Catégories juridiques', FormeJuridiqueListSchema, Object.entries(FORMES_JURIDIQUES).map(([code, libelle]) => ({ code, libelle })));
  fixedList('/definitions-documents', 'Documents officiels consultables ou commandables', DefinitionDocumentListSchema, DEFINITIONS_DOCUMENTS);
}
