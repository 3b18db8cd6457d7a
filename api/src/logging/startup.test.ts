import { seedProgressText, startupReporter, type StartupMessage } from './startup';

describe('what the API says while it starts', () => {
  it('words the seed’s progress in French, with grouped thousands', () => {
    expect(seedProgressText(40_000, 100_000)).toBe('Chargement des données de démonstration : 40\u202f000 / 100\u202f000 entreprises…');
  });

  it('sends its steps and progress to the process that started it, the progress at most every second and always its end', () => {
    const sent: StartupMessage[] = [];
    let now = 0;
    const report = startupReporter({ send: (m) => sent.push(m), print: (line) => {
        throw new Error(`printed: ${line}`);
      },
      now: () => now });
    report.step('Préparation de la base de données…');
    report.seedProgress(500, 2_000);
    now = 400;
    report.seedProgress(1_000, 2_000);
    now = 1_000;
    report.seedProgress(1_500, 2_000);
    now = 1_100;
    report.seedProgress(2_000, 2_000);
    expect(sent.map((m) => (m.type === 'startup-progress' ? m.done : m.text))).toEqual(['Préparation de la base de données…', 500, 1_500, 2_000]);
  });

  it('prints them itself when nobody listens', () => {
    const printed: string[] = [];
    const report = startupReporter({ print: (line) => printed.push(line) });
    report.step('Démarrage du serveur de l’API…');
    report.seedProgress(10, 10);
    expect(printed).toEqual(['Démarrage du serveur de l’API…', seedProgressText(10, 10)]);
  });
});
