import { PersonalSpacePage } from '../layout/PersonalSpacePage';

export function SubscriptionResumePage() {
  return (
    <PersonalSpacePage
      title="Reprise de mon abonnement"
      trail={[{ label: 'Mon abonnement', href: '/espace-personnel/mon-abonnement' }]}
      crumb="Reprise"
      description="Reprenez la souscription de votre abonnement."
    >
      <p>Reprenez la souscription de votre abonnement à l'étape où vous l'aviez laissée.</p>
    </PersonalSpacePage>
  );
}
