import { useEffect, useId, useRef, useState, type MouseEvent } from 'react';
import { useStore } from 'zustand';
import { Button, ConsentBanner, Dialog, Switch, publish } from '@portail/shared';
import { CONSENT_COOKIE, CONSENT_FORM_FIELD, CONSENT_FORM_PATH } from '@portail/shared/consent/consentCookie';
import type { ConsentStoreApi } from './consentStore';

export const PREFERENCES_TITLE = 'Préférences cookies';
export const SAVED_MESSAGE = 'Vos choix sont enregistrés. Vous pouvez les modifier à tout moment avec « Préférences cookies », en bas de page.';

/**
 * The banner on a visit with no recorded choice (accept, refuse and customise, of equal weight)
 * and the preferences dialog, which « Personnaliser » and the footer's « Préférences cookies » open.
 */
export function ConsentManager({ store }: { store: ConsentStoreApi }) {
  const choice = useStore(store, (s) => s.choice);
  const open = useStore(store, (s) => s.preferencesOpen);
  const [measurement, setMeasurement] = useState(false);
  const measureHeading = useId();
  const necessaryHeading = useId();

  // The dialog starts from the recorded choice; with none, nothing is on (no pre-ticked box).
  useEffect(() => {
    if (open) setMeasurement(store.getState().choice?.mesure ?? false);
  }, [open, store]);

  // Once the banner has gone, the focus it held goes to the page's content, not to the document's start.
  const hadChoice = useRef(choice !== null);
  useEffect(() => {
    const before = hadChoice.current;
    hadChoice.current = choice !== null;
    if (before || choice === null) return;
    const active = document.activeElement;
    if (!active || active === document.body) document.getElementById('main')?.focus({ preventScroll: true });
  }, [choice]);

  const decide = (value: boolean) => {
    store.decide(value);
    publish('toast:show', { v: 1, type: 'success', message: SAVED_MESSAGE });
  };
  // The banner's two choices are also the submit buttons of its form, which the shell's server
  // answers when the page's scripts have not run yet; once they have, the choice is made here.
  const choose = (value: boolean) => (event: MouseEvent) => {
    event.preventDefault();
    decide(value);
  };

  return (
    <>
      {choice === null && (
        <ConsentBanner
          title="Mesure d'audience"
          formAction={CONSENT_FORM_PATH}
          actions={
            <>
              <Button type="submit" name={CONSENT_FORM_FIELD} value="1" onClick={choose(true)}>
                Tout accepter
              </Button>
              <Button type="submit" name={CONSENT_FORM_FIELD} value="0" onClick={choose(false)}>
                Tout refuser
              </Button>
              <Button onClick={() => store.openPreferences()}>Personnaliser</Button>
            </>
          }
        >
          <p>
            Avec votre accord, nous mesurons la fréquentation et la rapidité du site : pages vues, recherches, clics sur nos
            liens, créations de compte et temps d'affichage. Ces mesures ne vont qu'à nos serveurs et ne sont gardées qu'en
            totaux quotidiens par page, sans adresse IP, identifiant ni lien avec votre compte.
          </p>
          <p>Vous pouvez changer d'avis à tout moment avec « Préférences cookies », en bas de page.</p>
        </ConsentBanner>
      )}
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
    </>
  );
}
