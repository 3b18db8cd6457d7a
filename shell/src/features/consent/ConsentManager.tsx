import { Suspense, useEffect, useRef, type MouseEvent } from 'react';
import { useStore } from 'zustand';
import { Button, ConsentBanner, publish, useOpenedOnce } from '@portail/shared';
import { CONSENT_FORM_FIELD, CONSENT_FORM_PATH } from '@portail/shared/consent/consentCookie';
import { lazyComponent } from '../../navigation/chunkReload';
import type { ConsentStoreApi } from './consentStore';

/** The preferences dialog downloads when it first opens: most visitors answer the banner. */
const ConsentPreferences = lazyComponent(
  () => import('./ConsentPreferences'),
  (m) => m.ConsentPreferences,
);

export const SAVED_MESSAGE = 'Vos choix sont enregistrés. Vous pouvez les modifier à tout moment avec « Préférences cookies », en bas de page.';

/**
 * The banner on a visit with no recorded choice (accept, refuse and customise, of equal weight)
 * and the preferences dialog, which « Personnaliser » and the footer's « Préférences cookies » open.
 */
export function ConsentManager({ store }: { store: ConsentStoreApi }) {
  const choice = useStore(store, (s) => s.choice);
  const open = useStore(store, (s) => s.preferencesOpen);
  // Once opened, the dialog stays mounted: closing it gives the focus back where it was.
  const shown = useOpenedOnce(open);

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
      {shown && (
        <Suspense fallback={null}>
          <ConsentPreferences store={store} open={open} decide={decide} />
        </Suspense>
      )}
    </>
  );
}
