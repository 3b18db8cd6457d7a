// Types of scripts/keycloak.mjs, for the TypeScript that imports it (the Keycloak journeys).

export const KEYCLOAK_VERSION: string;
export const REALM: string;
export const REALM_FILE: string;
export const API_ADMIN_CLIENT: string;
export const LOCAL_API_CLIENT_SECRET: string;

export function javaToolsPresent(): boolean;
export function defaultPort(env?: NodeJS.ProcessEnv): number;
export function defaultHome(env?: NodeJS.ProcessEnv): string;
export function localShellOrigins(env?: NodeJS.ProcessEnv): { fr: string; nc: string };

export function keycloakIdentity(options?: { port?: number; host?: string }): { url: string; issuer: string; apiClientSecret: string };

export interface StartedKeycloak {
  url: string;
  issuer: string;
  admin: { username: string; password: string };
  apiClientSecret: string;
  pid: number;
  home: string;
  stop(graceMs?: number): Promise<void>;
  exited: Promise<number | string | null>;
  output(): string;
}

export function startKeycloak(options?: {
  port?: number;
  home?: string;
  origins?: { fr: string; nc: string };
  cacheDir?: string;
  host?: string;
  timeoutMs?: number;
  log?: (line: string) => void;
}): Promise<StartedKeycloak>;
