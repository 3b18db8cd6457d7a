import * as z from 'zod/mini';
import '../zod';
import { REMOTE_NAMES, type RemoteName } from './routeTable';

/** The remote registry a shell reads at start: where each remote's manifest lives and what it owns. */
export const remoteRegistrySchema = z.object({
  version: z.literal(1),
  environment: z.string().check(z.minLength(1)),
  remotes: z
    .array(
      z.object({
        name: z.enum(REMOTE_NAMES as unknown as [RemoteName, ...RemoteName[]]),
        federationName: z.string().check(z.regex(/^[A-Za-z_][A-Za-z0-9_]*$/)),
        manifest: z.string().check(z.minLength(1)),
        routes: z.array(z.string().check(z.startsWith('/'))),
      }),
    )
    .check(z.minLength(1)),
});

export type RemoteRegistry = z.infer<typeof remoteRegistrySchema>;
export type RemoteEntry = RemoteRegistry['remotes'][number];
