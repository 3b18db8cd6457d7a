// The network of executives (GET /api/entreprises/:id/reseau, GET /api/personnes_physiques/:id/reseau):
// the companies and natural persons linked by current executive mandates, two levels deep from a
// company or a person, in one statement. Mandates in partially diffusible units are never read
// (as everywhere a natural person could show). Indexes: migration 500_network.sql.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { NETWORK_NODE_CAP, NetworkSchema, type Network, type NetworkLink, type NetworkNode } from '@portail/shared/api';
import { IdParamsSchema } from '@portail/shared/api/requests';
import type { Database, Queryable } from '../../db/types';
import { CACHED } from '../../http/caching';
import { PUBLIC_ROUTE_ERRORS as errors, orNotFound } from '../../http/routes';
import { roleLabel } from './mappers';

/** A current executive mandate of a natural person in a company whose persons may be disclosed. */
const MANDATE = (f: string) => `${f}.nature = 'DIRIGEANT' and ${f}.date_fin is null and ${f}.personne_id is not null`;
const DISCLOSED = (f: string) => `not exists (select 1 from entreprise x where x.id = ${f}.entreprise_id and x.diffusion_partielle)`;
const HOP = (f: string) => `select ${f}.entreprise_id as e, ${f}.personne_id as p, ${f}.role, ${f}.date_debut from fonction ${f}`;

/**
 * The links within reach of a company ($1): its executives (companies at distance 0, persons at 1),
 * their other companies (2), those companies' other executives (3) and their other companies (4).
 * Columns: e, p, role, date_debut, de and dp (the distances of the company and of the person).
 */
const FROM_COMPANY = `
  l1 as (${HOP('f')} where f.entreprise_id = $1 and ${MANDATE('f')} and ${DISCLOSED('f')}),
  l2 as (${HOP('f')} where f.personne_id in (select p from l1) and ${MANDATE('f')} and f.entreprise_id <> $1 and ${DISCLOSED('f')}),
  l3 as (${HOP('f')} where f.entreprise_id in (select e from l2) and ${MANDATE('f')} and f.personne_id not in (select p from l1)),
  l4 as (${HOP('f')} where f.personne_id in (select p from l3) and ${MANDATE('f')}
           and f.entreprise_id <> $1 and f.entreprise_id not in (select e from l2) and ${DISCLOSED('f')}),
  links as (
    select l1.*, 0 as de, 1 as dp from l1
    union all select l2.*, 2, 1 from l2
    union all select l3.*, 2, 3 from l3
    union all select l4.*, 4, 3 from l4),
  root as (select 'e'::text as t, e.id, 0 as d from entreprise e where e.id = $1)`;

/**
 * The links within reach of a person ($1): their companies (distance 1), the other executives of
 * those companies (2) and their other companies (3).
 */
const FROM_PERSON = `
  l1 as (${HOP('f')} where f.personne_id = $1 and ${MANDATE('f')} and ${DISCLOSED('f')}),
  l2 as (${HOP('f')} where f.entreprise_id in (select e from l1) and ${MANDATE('f')} and f.personne_id <> $1),
  l3 as (${HOP('f')} where f.personne_id in (select p from l2) and ${MANDATE('f')}
           and f.entreprise_id not in (select e from l1) and ${DISCLOSED('f')}),
  links as (
    select l1.*, 1 as de, 0 as dp from l1
    union all select l2.*, 1, 2 from l2
    union all select l3.*, 3, 2 from l3),
  root as (select 'p'::text as t, p.id, 0 as d from personne p
            where p.id = $1 and exists (select 1 from fonction f join entreprise e on e.id = f.entreprise_id
                                         where f.personne_id = p.id and not e.diffusion_partielle))`;

/** The nodes ranked root first, then by distance, persons before companies, then by id; the first $2 kept. */
const SELECT = (walk: string) => `
  with ${walk},
  nodes as (
    select t, id, min(d) as d from (
      select 'e' as t, e as id, de as d from links
      union all select 'p', p, dp from links
      union all select t, id, d from root) n
    group by t, id),
  ranked as (select t, id, d, row_number() over (order by d, t desc, id) as rn, count(*) over () as n from nodes),
  kept as (select * from ranked where rn <= $2)
  select exists (select 1 from root) as found,
         (select count(*) from ranked)::int as total,
         (select json_agg(json_build_object(
                   't', k.t, 'id', k.id, 'd', k.d,
                   'numero', en.numero_identification,
                   'denomination', case when en.diffusion_partielle and not en.personne_morale then null else en.denomination end,
                   'statut', en.statut_entreprise, 'nom', pe.nom, 'prenoms', pe.prenoms) order by k.rn)
            from kept k left join entreprise en on k.t = 'e' and en.id = k.id left join personne pe on k.t = 'p' and pe.id = k.id) as nodes,
         (select json_agg(json_build_object('e', l.e, 'p', l.p, 'role', l.role, 'debut', l.date_debut::text) order by l.de, l.dp, l.e, l.p, l.role)
            from links l
           where exists (select 1 from kept k where k.t = 'e' and k.id = l.e)
             and exists (select 1 from kept k where k.t = 'p' and k.id = l.p)) as links`;

interface NodeRow {
  t: 'e' | 'p';
  id: number;
  d: number;
  numero: string | null;
  denomination: string | null;
  statut: string | null;
  nom: string | null;
  prenoms: string | null;
}
interface LinkRow {
  e: number;
  p: number;
  role: string;
  debut: string | null;
}
interface NetworkRow {
  found: boolean;
  total: number;
  nodes: NodeRow[] | null;
  links: LinkRow[] | null;
}

const key = (t: 'e' | 'p', id: number) => `${t}:${id}`;

function node(r: NodeRow): NetworkNode {
  return r.t === 'e'
    ? {
        type: 'entreprise',
        cle: key('e', r.id),
        id: r.id,
        distance: r.d,
        numero_identification: r.numero ?? '',
        denomination: r.denomination,
        statut_entreprise: (r.statut ?? 'ACTIF') as Extract<NetworkNode, { type: 'entreprise' }>['statut_entreprise'],
      }
    : { type: 'personne', cle: key('p', r.id), id: r.id, distance: r.d, nom: r.nom ?? '', prenoms: r.prenoms };
}

/** The network around a company or a person, at most `cap` nodes; null when the root is unknown (or not disclosed). */
export async function getNetwork(db: Queryable, root: 'entreprise' | 'personne', id: number, cap = NETWORK_NODE_CAP): Promise<Network | null> {
  const [r] = await db.query<NetworkRow>(SELECT(root === 'entreprise' ? FROM_COMPANY : FROM_PERSON), [id, cap]);
  if (!r?.found) return null;
  const noeuds = (r.nodes ?? []).map(node);
  // A person holding two roles in one company is one link per role.
  const liens: NetworkLink[] = (r.links ?? []).map((l) => ({ entreprise: key('e', l.e), personne: key('p', l.p), role: roleLabel(l.role), date_debut: l.debut }));
  return { racine: key(root === 'entreprise' ? 'e' : 'p', id), noeuds, liens, autres: Math.max(0, r.total - noeuds.length) };
}

export async function networkRoutes(app: FastifyInstance, { db }: { db: Database }): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/entreprises/:id/reseau',
    {
      ...CACHED.record,
      schema: { tags: ['Entreprises'], summary: 'Réseau des dirigeants d’une entreprise', params: IdParamsSchema, response: { 200: NetworkSchema, ...errors } },
    },
    async (req) => orNotFound(getNetwork(db, 'entreprise', req.params.id), 'Entreprise introuvable.'),
  );
  r.get(
    '/personnes_physiques/:id/reseau',
    {
      ...CACHED.record,
      schema: { tags: ['Personnes'], summary: 'Réseau d’un dirigeant', params: IdParamsSchema, response: { 200: NetworkSchema, ...errors } },
    },
    async (req) => orNotFound(getNetwork(db, 'personne', req.params.id), 'Personne introuvable.'),
  );
}
