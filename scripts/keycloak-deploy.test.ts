/** @jest-environment node */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import yaml from 'js-yaml';
import { configFromEnv } from '../api/src/modules/identity/config';
import { shellCsp } from './serve.ts';

// Sign-in with Keycloak as docker-compose.yml deploys it: what the shells send Keycloak (the
// API's /auth/config) must be what the realm allows, and the browser must be able to reach
// Keycloak from the shells' pages.

const root = path.resolve(__dirname, '..');
type Service = { environment?: Record<string, string>; networks?: { default?: { ipv4_address?: string } } };
const compose = yaml.load(readFileSync(path.join(root, 'docker-compose.yml'), 'utf8')) as { services: Record<string, Service> };
const realmText = readFileSync(path.join(root, 'deploy/keycloak/realm-portail.json'), 'utf8');

/** A value of docker-compose.yml as Compose makes it with none of its variables set. */
function interpolate(value: string): string {
  return value.replace(/\$\{(\w+)(?::?-([^}]*))?\}/g, (_m, _name: string, fallback?: string) => fallback ?? '');
}

function environment(service: string): Record<string, string> {
  return Object.fromEntries(Object.entries(compose.services[service]?.environment ?? {}).map(([k, v]) => [k, interpolate(String(v))]));
}

/** Keycloak's placeholders of the realm file: ${VAR} or ${VAR:default}, filled from its environment at import. */
const PLACEHOLDER = /\$\{(\w+)(?::([^}]*))?\}/g;

/** The realm as Keycloak imports it with `env` (the placeholders it cannot fill stay as they are). */
function realmWith(env: Record<string, string>) {
  return JSON.parse(realmText.replace(PLACEHOLDER, (m, name: string, fallback?: string) => env[name] ?? fallback ?? m));
}

const realm = realmWith(environment('keycloak'));
const shells = Object.keys(compose.services).filter((name) => name.startsWith('shell-'));
const origins = shells.map((name) => environment(name).PUBLIC_ORIGIN!);
// The API's sign-in configuration, as it reads it in the container.
const identity = configFromEnv(environment('api'));
const client = realm.clients.find((c: { clientId: string }) => c.clientId === identity.clientId);

describe('Keycloak as docker-compose.yml deploys it', () => {
  it('has a public origin per shell and the realm client the API names', () => {
    expect(origins).toEqual(['https://www.registre-entreprises.example', 'https://nc.registre-entreprises.example']);
    expect(identity.mode).toBe('external');
    expect(client).toBeDefined();
  });

  it("allows exactly the shells' callback the API tells them to use, and nothing else", () => {
    // clientConfig's redirect_path, which the shell resolves against its own origin.
    const redirectPath = `${identity.mountPath}/callback`;
    expect([...client.redirectUris].sort()).toEqual(origins.map((o) => `${o}${redirectPath}`).sort());
    expect(client.attributes['post.logout.redirect.uris'].split('##').sort()).toEqual(origins.map((o) => `${o}/`).sort());
    expect([...client.webOrigins].sort()).toEqual([...origins].sort());
  });

  it("puts the person's subject in the tokens: Keycloak 25 and later add sub with the client scope basic only", () => {
    expect(client.defaultClientScopes).toEqual(expect.arrayContaining(['basic', 'profile', 'email']));
  });

  it('is a public client of the authorization code flow with PKCE S256 only', () => {
    expect(client).toMatchObject({ publicClient: true, standardFlowEnabled: true, implicitFlowEnabled: false, directAccessGrantsEnabled: false });
    expect(client.attributes['pkce.code.challenge.method']).toBe('S256');
  });

  it("sends browsers to Keycloak's public address, the issuer of its tokens, and lets the API reach it inside", () => {
    const keycloak = environment('keycloak');
    const publicIssuer = new URL(identity.publicIssuer);
    expect(publicIssuer.protocol).toBe('https:');
    expect(publicIssuer.origin).toBe(new URL(keycloak.KC_HOSTNAME!).origin);
    expect(publicIssuer.pathname).toBe(`/realms/${realm.realm}`);
    expect(keycloak.KC_HOSTNAME_BACKCHANNEL_DYNAMIC).toBe('true');
    expect(identity.issuer).toBe(`http://keycloak:8080/realms/${realm.realm}`);
  });

  it("gives each shell the public issuer, which its CSP lets pages call and frame, and lets the shells frame Keycloak", () => {
    const authOrigin = new URL(identity.publicIssuer).origin;
    for (const shell of shells) {
      expect(environment(shell).OIDC_PUBLIC_ISSUER).toBe(identity.publicIssuer);
      const csp = shellCsp([], { authOrigin: new URL(environment(shell).OIDC_PUBLIC_ISSUER!).origin }).split('; ');
      expect(csp.find((d) => d.startsWith('connect-src '))!.split(' ')).toContain(authOrigin);
      expect(csp.find((d) => d.startsWith('frame-src '))!.split(' ')).toContain(authOrigin);
    }
    const frameAncestors = String(realm.browserSecurityHeaders?.contentSecurityPolicy ?? '')
      .split(';')
      .map((d) => d.trim())
      .find((d) => d.startsWith('frame-ancestors '));
    expect(frameAncestors?.split(' ')).toEqual(expect.arrayContaining(origins));
  });
});

describe('the realm file, one source for compose and `npm run idp:keycloak`', () => {
  it('takes its origins and secrets from the environment, which the keycloak service gives it', () => {
    const keycloak = compose.services.keycloak!.environment!;
    const names = [...realmText.matchAll(PLACEHOLDER)].map((m) => m[1]!).filter((n) => !n.startsWith('role_'));
    expect(new Set(names)).toEqual(new Set(['PUBLIC_ORIGIN_FR', 'PUBLIC_ORIGIN_NC', 'KEYCLOAK_API_CLIENT_SECRET', 'KEYCLOAK_SMTP_HOST', 'KEYCLOAK_SMTP_PORT', 'KEYCLOAK_SMTP_FROM', 'API_BACKCHANNEL_LOGOUT_URL']));
    for (const name of names) expect(Object.keys(keycloak)).toContain(name);
    // The API's admin client has the same secret.
    expect(compose.services.api!.environment!.KEYCLOAK_API_CLIENT_SECRET).toBe(keycloak.KEYCLOAK_API_CLIENT_SECRET);
  });

  it('tells the API, inside the network, when a session ends at Keycloak (back-channel logout with the session id)', () => {
    expect(client.frontchannelLogout).toBe(false);
    expect(client.attributes).toMatchObject({ 'backchannel.logout.session.required': 'true' });
    const url = new URL(client.attributes['backchannel.logout.url']);
    expect(`${url.protocol}//${url.host}`).toBe(`http://api:${environment('api').PORT}`);
    expect(url.pathname).toBe(`${identity.mountPath}/backchannel-logout`);
  });

  it("follows the shells' origins wherever they are (a local run's, here)", () => {
    const local = realmWith({ PUBLIC_ORIGIN_FR: 'http://localhost:8480', PUBLIC_ORIGIN_NC: 'http://localhost:8481' });
    const web = local.clients.find((c: { clientId: string }) => c.clientId === 'portail-web');
    expect(web.redirectUris).toEqual(['http://localhost:8480/auth/callback', 'http://localhost:8481/auth/callback']);
    expect(web.webOrigins).toEqual(['http://localhost:8480', 'http://localhost:8481']);
    expect(local.browserSecurityHeaders.contentSecurityPolicy).toContain("frame-ancestors 'self' http://localhost:8480 http://localhost:8481;");
  });

  it('lets people create, change and delete their account through Keycloak, and the API see whether they still exist', () => {
    expect(realm).toMatchObject({ registrationAllowed: true });
    const enabled = realm.requiredActions.filter((a: { enabled: boolean }) => a.enabled).map((a: { alias: string }) => a.alias);
    expect(enabled).toEqual(expect.arrayContaining(['UPDATE_PASSWORD', 'UPDATE_EMAIL', 'UPDATE_PROFILE', 'delete_account', 'VERIFY_EMAIL']));
    const defaults = realm.roles.realm.find((r: { name: string }) => r.name === realm.defaultRole.name);
    expect(defaults.composites.client.account).toContain('delete-account');
    const api = realm.clients.find((c: { clientId: string }) => c.clientId === 'portail-api');
    expect(api).toMatchObject({ publicClient: false, serviceAccountsEnabled: true, standardFlowEnabled: false, directAccessGrantsEnabled: false });
    const serviceAccount = realm.users.find((u: { serviceAccountClientId?: string }) => u.serviceAccountClientId === 'portail-api');
    // Reading people only: the deletion itself is the person's, at Keycloak.
    expect(serviceAccount.clientRoles).toEqual({ 'realm-management': ['view-users'] });
  });
});

describe("the addresses docker-compose.yml's services believe", () => {
  const address = (service: string) => compose.services[service]?.networks?.default?.ipv4_address;
  const trusted = (service: string) => environment(service).TRUST_PROXY!.split(',').filter(Boolean);
  const renderers = ['mf-search', 'mf-records', 'mf-basket'];

  it('are the shells for a renderer, the shells and the renderers for the API, a front of your choosing for a shell', () => {
    const shellAddresses = shells.map(address);
    expect(shellAddresses.every(Boolean)).toBe(true);
    for (const renderer of renderers) expect(trusted(renderer).sort()).toEqual([...shellAddresses].sort());
    expect(trusted('api').sort()).toEqual([...shellAddresses, ...renderers.map(address)].sort());
    for (const shell of shells) {
      expect(trusted(shell)).toEqual([]);
      expect(compose.services[shell]!.environment!.TRUST_PROXY).toBe('${FRONT_PROXY_ADDRESSES:-}');
    }
  });
});
