import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { startSmtpSink } from './smtpSink';

// Before the Keycloak journeys: an SMTP sink for Keycloak's mail, a fresh Keycloak with the
// project's realm (npm run idp:keycloak's own startKeycloak, the realm imported anew), then the
// whole site (scripts/start.mjs) with its API trusting that Keycloak (OIDC_ISSUER) and able to ask
// its admin API (KEYCLOAK_API_CLIENT_SECRET). The site's database stays between runs (its corpus is
// seeded once); Keycloak's does not. Everything stops after the journeys.

const ROOT = path.resolve(__dirname, '..', '..');

async function answers(url: string): Promise<boolean> {
  try {
    return (await fetch(url, { signal: AbortSignal.timeout(5_000) })).ok;
  } catch {
    return false;
  }
}

export default async function globalSetup(): Promise<() => Promise<void>> {
  const dataDir = process.env.DATA_DIR!;
  const mailDir = process.env.KEYCLOAK_MAIL_DIR!;
  const base = Number(process.env.PORT_BASE);
  const fr = `http://localhost:${8080 + base}`;
  // Outside CI, Keycloak and a site already started for these journeys (start-environment.ts) are used as they are.
  const kcIssuer = `http://localhost:${process.env.KEYCLOAK_PORT}/realms/portail`;
  if (!process.env.CI && (await answers(`${kcIssuer}/.well-known/openid-configuration`)) && (await answers(`${fr}/auth/config`))) {
    console.log(`Keycloak et le site répondent déjà (${kcIssuer}, ${fr}) : parcours sur ceux-ci.`);
    return async () => {};
  }
  rmSync(mailDir, { recursive: true, force: true });
  const sink = await startSmtpSink(mailDir, Number(process.env.KEYCLOAK_SMTP_PORT));
  process.env.KEYCLOAK_SMTP_HOST = '127.0.0.1';

  const home = path.join(dataDir, 'keycloak');
  rmSync(home, { recursive: true, force: true });
  const keycloakScript = (await import(path.join(ROOT, 'scripts', 'keycloak.mjs'))) as typeof import('../../scripts/keycloak.mjs');
  const port = Number(process.env.KEYCLOAK_PORT);
  // The site starts while Keycloak does: its API trusts the issuer Keycloak will have, and reads
  // Keycloak's keys only when a token first comes.
  const identity = keycloakScript.keycloakIdentity({ port });
  const t0 = Date.now();
  const starting = keycloakScript.startKeycloak({ port, home, log: (line: string) => console.log(line) });
  console.log(`Démarrage de Keycloak (${identity.issuer}) et du site (PORT_BASE ${base})…`);

  const site = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: ROOT,
    env: { ...process.env, OIDC_ISSUER: identity.issuer, KEYCLOAK_API_CLIENT_SECRET: identity.apiClientSecret, DATA_DIR: path.join(dataDir, 'site') },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let siteOutput = '';
  const keep = (chunk: Buffer) => {
    siteOutput = (siteOutput + chunk.toString()).slice(-8_000);
  };
  site.stdout.on('data', keep);
  site.stderr.on('data', keep);
  const stopSite = async () => {
    if (site.exitCode !== null || site.signalCode !== null) return;
    const exited = new Promise((resolve) => site.once('exit', resolve));
    try {
      process.kill(-site.pid!, 'SIGTERM');
    } catch {
      return;
    }
    const timer = setTimeout(() => {
      try {
        process.kill(-site.pid!, 'SIGKILL');
      } catch {
        /* gone */
      }
    }, 15_000);
    await exited;
    clearTimeout(timer);
  };
  let kc: Awaited<typeof starting>;
  try {
    kc = await starting;
  } catch (e) {
    await stopSite();
    await sink.close();
    throw e;
  }
  console.log(`Keycloak prêt en ${((Date.now() - t0) / 1000).toFixed(0)} s (${kc.issuer}).`);
  const teardown = async () => {
    await stopSite();
    await kc.stop();
    await sink.close();
  };

  // A first start seeds the corpus, and start.mjs builds what changed first.
  const deadline = Date.now() + 900_000;
  while (!(await answers(`${fr}/api/health`)) || !(await answers(`${fr}/auth/config`))) {
    if (site.exitCode !== null || Date.now() > deadline) {
      await teardown();
      throw new Error(`Le site n'a pas démarré :\n${siteOutput}`);
    }
    await new Promise((r) => setTimeout(r, 1_000));
  }
  console.log('Site prêt : parcours d’identité sur Keycloak.');
  return teardown;
}
