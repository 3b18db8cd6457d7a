// What the Keycloak journeys run against, started once and kept (outside CI, global-setup.ts then
// uses it as it is): the SMTP sink, Keycloak and the site, until Ctrl+C.
//   cd e2e && npx tsx keycloak/start-environment.ts
import './environment';
import globalSetup from './global-setup';

void globalSetup().then((teardown) => {
  console.log('Environnement des parcours Keycloak prêt ; Ctrl+C pour l’arrêter.');
  const stop = () => void teardown().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
});
