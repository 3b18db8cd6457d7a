// The network of executives around a company or a person (GET /api/entreprises/:id/reseau,
// GET /api/personnes_physiques/:id/reseau): companies and natural persons linked by current
// executive mandates, two levels deep, at most NETWORK_NODE_CAP nodes.
import * as z from 'zod/mini';
import { IsoDate } from './common';
import { STATUTS_ENTREPRISE } from './companies';

/** Most nodes an answer holds, its root included; the others are counted in `autres`. */
export const NETWORK_NODE_CAP = 50;

/**
 * Distance from the root in links. From a company: its executives (1), their other companies (2),
 * those companies' executives (3), their other companies (4). From a person: their companies (1),
 * the other executives of those companies (2), their other companies (3).
 */
export const NETWORK_MAX_DISTANCE = { entreprise: 4, personne: 3 } as const;

export const NetworkNodeSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('entreprise'),
    /** "e:<id>", unique among nodes and links. */
    cle: z.string(),
    id: z.int(),
    distance: z.int(),
    numero_identification: z.string(),
    /** Null when the unit is partially diffusible and its name is a natural person's. */
    denomination: z.nullable(z.string()),
    statut_entreprise: z.enum(STATUTS_ENTREPRISE),
  }),
  z.object({
    type: z.literal('personne'),
    /** "p:<id>". */
    cle: z.string(),
    id: z.int(),
    distance: z.int(),
    nom: z.string(),
    prenoms: z.nullable(z.string()),
  }),
]);
export type NetworkNode = z.infer<typeof NetworkNodeSchema>;

export const NetworkLinkSchema = z.object({
  /** The company's node key. */
  entreprise: z.string(),
  /** The person's node key. */
  personne: z.string(),
  role: z.string(),
  date_debut: z.nullable(IsoDate),
});
export type NetworkLink = z.infer<typeof NetworkLinkSchema>;

export const NetworkSchema = z
  .object({
    racine: z.string(),
    /** Root first, then by distance: every node but the root is linked to a node listed before it. */
    noeuds: z.array(NetworkNodeSchema),
    /** The mandates between the nodes listed. */
    liens: z.array(NetworkLinkSchema),
    /** Nodes within reach beyond the cap, not listed. */
    autres: z.int(),
  })
  .register(z.globalRegistry, { id: 'Reseau' });
export type Network = z.infer<typeof NetworkSchema>;
