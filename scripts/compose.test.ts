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
};
const compose = yaml.load(readFileSync(path.join(root, 'docker-compose.yml'), 'utf8')) as { services: Record<string, Service> };

describe('docker-compose.yml', () => {
  it('has a static server per shell variant and per remote, the api, PostgreSQL, Redis and Keycloak', () => {
    expect(Object.keys(compose.services).sort()).toEqual(
      ['api', 'keycloak', 'mf-basket', 'mf-content', 'mf-personal-space', 'mf-records', 'mf-search', 'postgres', 'redis', 'shell-fr', 'shell-nc'].sort(),
    );
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
