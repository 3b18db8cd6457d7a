import { useEffect, useId, useState } from 'react';
import { Button, Dialog, Switch } from '@portail/shared';
import { CONSENT_COOKIE } from '@portail/shared/consent/consentCookie';
import type { ConsentStoreApi } from './consentStore';

export const PREFERENCES_TITLE = 'Préférences cookies';

/**
 * The preferences dialog, which « Personnaliser » and the footer's « Préférences cookies » open:
 * what each purpose does, and a switch for the one that needs an agreement. `decide` records the
 * choice made.
 */
export function ConsentPreferences({ store, open, decide }: { store: ConsentStoreApi; open: boolean; decide: (measurement: boolean) => void }) {
  const [measurement, setMeasurement] = useState(false);
  const measureHeading = useId();
  const necessaryHeading = useId();

  // The dialog starts from the recorded choice; with none, nothing is on (no pre-ticked box).
  useEffect(() => {
    if (open) setMeasurement(store.getState().choice?.mesure ?? false);
  }, [open, store]);

  return (
    <Dialog
      open={open}
      title={PREFERENCES_TITLE}
      onClose={() => store.closePreferences()}
      className="consent-dialog"
      actions={
        <>
          <Button variant="secondary" onClick={() => decide(false)}>
            Tout refuser
          </Button>
          <Button variant="secondary" onClick={() => decide(true)}>
            Tout accepter
          </Button>
          <Button onClick={() => decide(measurement)}>Enregistrer mes choix</Button>
        </>
      }
    >
      <p>
        Choisissez ce que vous acceptez. Votre choix est gardé 6 mois dans le cookie « {CONSENT_COOKIE} » ; vous pouvez le
        modifier à tout moment.
      </p>
      <section className="consent-purpose" aria-labelledby={necessaryHeading}>
        <div className="consent-purpose__header">
          <h3 id={necessaryHeading} className="consent-purpose__title">
            Strictement nécessaires
          </h3>
          <p className="consent-purpose__state">Toujours actifs</p>
        </div>
        <p>Ils font fonctionner le site et ne demandent pas votre accord :</p>
        <ul className="consent-purpose__list">
          <li>
            le cookie <code>portail_session</code> indique que vous vous êtes connecté sur ce navigateur, pour rétablir votre
            session ; il ne contient aucun identifiant ;
          </li>
          <li>les cookies du service de connexion, réservés aux adresses en /auth, tiennent votre connexion et la protègent ;</li>
          <li>
            le cookie <code>{CONSENT_COOKIE}</code> garde votre choix pendant 6 mois ;
          </li>
          <li>le stockage local du navigateur garde l'identifiant de votre panier d'invité et la version du site ;</li>
          <li>
            le stockage de session, effacé à la fermeture de l'onglet, peut garder une information technique qui évite de
            recharger une page en boucle lorsque son chargement échoue.
          </li>
        </ul>
      </section>
      <section className="consent-purpose" aria-labelledby={measureHeading}>
        <h3 id={measureHeading} className="consent-purpose__title">
          Mesure d'audience et de performance
        </h3>
        <Switch
          label="Autoriser la mesure d'audience et de performance"
          checked={measurement}
          onChange={setMeasurement}
          description={
            <p>
              Pages vues, recherches, clics sur les liens du site, créations de compte et rapidité des pages réellement
              visitées (Core Web Vitals LCP, INP et CLS, premier affichage FCP, réponse du serveur TTFB). Ces mesures sont envoyées aux seuls serveurs du portail et gardées en
              nombres par jour et par page, sans adresse IP, sans identifiant et sans lien avec votre compte.
            </p>
          }
        />
      </section>
    </Dialog>
  );
}
