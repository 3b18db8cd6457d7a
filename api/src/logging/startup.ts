// What the API says while it starts: its steps and the first seed's progress. Started by
// `npm start` (scripts/start.mjs, with an IPC channel), it sends them as messages that the start
// script prints among the other servers' steps; on its own, it prints them.

/** A message to the process that started the API. */
export type StartupMessage = { type: 'startup-step'; text: string } | { type: 'startup-progress'; text: string; done: number; total: number };

const number = new Intl.NumberFormat('fr-FR');

/** « Chargement des données de démonstration : 40 000 / 100 000 entreprises… » */
export function seedProgressText(done: number, total: number): string {
  return `Chargement des données de démonstration : ${number.format(done)} / ${number.format(total)} entreprises…`;
}

export interface StartupReporter {
  step(text: string): void;
  /** The seed's progress: sent at most every `everyMs`, and always its end. */
  seedProgress(done: number, total: number): void;
}

export function startupReporter(o: { send?: ((m: StartupMessage) => unknown) | undefined; print: (line: string) => void; now?: () => number; everyMs?: number }): StartupReporter {
  const now = o.now ?? Date.now;
  const every = o.everyMs ?? 1_000;
  let last = -Infinity;
  const emit = (m: StartupMessage) => (o.send ? o.send(m) : o.print(m.text));
  return {
    step: (text) => emit({ type: 'startup-step', text }),
    seedProgress(done, total) {
      if (done < total && now() - last < every) return;
      last = now();
      emit({ type: 'startup-progress', text: seedProgressText(done, total), done, total });
    },
  };
}

/** This process's reporter: to its parent when one listens on an IPC channel, else to the terminal. */
export function processStartupReporter(): StartupReporter {
  const send = process.send && process.connected ? (m: StartupMessage) => process.send?.(m) : undefined;
  return startupReporter({ send, print: (line) => console.log(line) });
}
