/** @jest-environment node */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import yaml from 'js-yaml';
import { APPS } from './build-state.mjs';

// No container engine runs where the tests run: check instead that docker-compose.yml describes
// the production topology and that every build context, Dockerfile, argument file and mounted
// folder it names exists.

const root = path.resolve(__dirname, '..');
type Service = {
  build?: { context: string; dockerfile?: string; args?: Record<string, string> };
  image?: string;
  volumes?: string[];
  environment?: Record<string, string>;
  networks?: string[] | Record<string, unknown>;
  ports?: string[];
  depends_on?: Record<string, unknown>;
};
const compose = yaml.load(readFileSync(path.join(root, 'docker-compose.yml'), 'utf8')) as {
  services: Record<string, Service>;
  networks: Record<string, { internal?: boolean }>;
  volumes: Record<string, unknown>;
};
const networksOf = (s: Service) => (Array.isArray(s.networks) ? s.networks : Object.keys(s.networks ?? { default: null }));

describe('docker-compose.yml', () => {
  it('has a static server per shell variant and per remote, the api, PostgreSQL, Redis, OpenSearch and Keycloak', () => {
    expect(Object.keys(compose.services).sort()).toEqual(
      ['api', 'keycloak', 'mf-basket', 'mf-content', 'mf-personal-space', 'mf-records', 'mf-search', 'opensearch', 'postgres', 'redis', 'shell-fr', 'shell-nc'].sort(),
    );
  });

  it('runs OpenSearch 2.19 on an internal network that only the API shares, its data in a volume, heap and password from the environment', () => {
    const os = compose.services.opensearch!;
    expect(os.image).toMatch(/^opensearchproject\/opensearch:2\.19\.\d+$/);
    expect(os.ports).toBeUndefined();
    expect(networksOf(os)).toEqual(['search']);
    expect(compose.networks.search?.internal).toBe(true);
    const sharing = Object.entries(compose.services).filter(([, s]) => networksOf(s).includes('search')).map(([name]) => name);
    expect(sharing.sort()).toEqual(['api', 'opensearch']);
    expect(os.volumes).toContain('osdata:/usr/share/opensearch/data');
    expect(Object.keys(compose.volumes)).toContain('osdata');
    expect(os.environment?.OPENSEARCH_JAVA_OPTS).toMatch(/^\$\{OPENSEARCH_JAVA_OPTS:-/);
    expect(os.environment?.OPENSEARCH_INITIAL_ADMIN_PASSWORD).toMatch(/^\$\{OPENSEARCH_PASSWORD:\?/);
    const api = compose.services.api!;
    expect(api.environment).toMatchObject({ SEARCH_ENGINE: 'opensearch', OPENSEARCH_URL: 'http://opensearch:9200' });
    expect(api.environment?.OPENSEARCH_PASSWORD).toBe(os.environment?.OPENSEARCH_INITIAL_ADMIN_PASSWORD);
    expect(Object.keys(api.depends_on ?? {})).toContain('opensearch');
  });

  it.each(Object.entries(compose.services))('%s names only files that exist', (_name, service) => {
    if (service.build) {
      const context = path.join(root, service.build.context);
      expect(existsSync(context)).toBe(true);
      expect(existsSync(path.join(context, service.build.dockerfile ?? 'Dockerfile'))).toBe(true);
      for (const value of Object.values(service.build.args ?? {})) {
        if (/^(deploy|scripts|shell|api)\//.test(value)) expect(existsSync(path.join(context, value))).toBe(true);
      }
      const app = service.build.args?.APP;
      if (app) expect(existsSync(path.join(context, app.startsWith('shell-') ? 'shell' : app, 'package.json'))).toBe(true);
    } else {
      expect(service.image).toMatch(/^[\w./-]+:[\w.-]+$/);
    }
    for (const volume of service.volumes ?? []) {
      const [source] = volume.split(':');
      if (source!.startsWith('.')) expect(existsSync(path.join(root, source!))).toBe(true);
    }
  });

  it('has each production renderer of the registry served by a Node service of that name', () => {
    const renderers = JSON.parse(readFileSync(path.join(root, 'shell', 'registry', 'renderers.json'), 'utf8')).production as Record<string, string>;
    expect(Object.keys(renderers).length).toBeGreaterThan(0);
    for (const [remote, address] of Object.entries(renderers)) {
      const url = new URL(address);
      expect(url.hostname).toBe(remote);
      expect(url.pathname).toBe('/_render');
      expect(compose.services[remote]?.build?.dockerfile).toBe('deploy/node.Dockerfile');
      expect(compose.services[remote]?.build?.args?.APP).toBe(remote);
    }
  });

  it('builds each static service from an app the build script knows', () => {
    for (const service of Object.values(compose.services)) {
      const app = service.build?.args?.APP;
      if (app) expect(Object.keys(APPS)).toContain(app);
    }
  });
});
