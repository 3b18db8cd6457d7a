// Starts the whole local topology (`npm start`) on shifted ports for a benchmark, and stops it.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

export async function startSite(portBase = 200) {
  const child = spawn(process.execPath, [path.join(root, 'scripts', 'start.mjs')], {
    cwd: root,
    env: { ...process.env, PORT_BASE: String(portBase) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const urls = { fr: `http://localhost:${8080 + portBase}`, nc: `http://localhost:${8081 + portBase}` };
  const deadline = Date.now() + 300_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error('Le site ne démarre pas');
    try {
      // The API answers once migrated and seeded: measure the site only when it can serve pages.
      const res = await fetch(`${urls.fr}/api/health`);
      if (res.ok) break;
    } catch {
      /* not up yet */
    }
    if (Date.now() > deadline) throw new Error('Le site ne répond pas');
    await new Promise((r) => setTimeout(r, 500));
  }
  return {
    urls,
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', resolve);
        child.kill('SIGTERM');
      }),
  };
}
