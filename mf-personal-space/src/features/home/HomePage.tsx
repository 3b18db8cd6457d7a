import { useStore } from 'zustand';
import { authStore } from '@portail/shared';
import { lazyNeeds } from '@portail/shared/remote/pageRoutes';
import { PersonalSpacePage } from '../../layout/PersonalSpacePage';
import { lazyPage } from '../../lazyPage';

// The dashboard is shown to a signed-in customer only: a visitor asked to sign in does not
// download it, nor the contracts of its calls.
const HomeDashboard = lazyPage(() => import('./HomeDashboard'), (m) => m.HomeDashboard);

/** The home's data needs, read once its dashboard has arrived. */
export const homePageNeeds = lazyNeeds(HomeDashboard, (m) => m.homeNeeds);

/** /espace-personnel: the frame of the personal space, with the customer's dashboard once signed in. */
export function HomePage() {
  const firstName = useStore(authStore, (s) => s.firstName);
  return (
    <PersonalSpacePage
      home
      title="Mon espace personnel"
      heading={firstName ? `Bonjour ${firstName}` : undefined}
      description="Votre espace personnel : commandes, factures, surveillances, formalités et abonnement."
    >
      <HomeDashboard />
    </PersonalSpacePage>
  );
}
