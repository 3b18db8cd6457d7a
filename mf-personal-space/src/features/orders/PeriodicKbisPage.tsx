import { PersonalSpacePage } from '../layout/PersonalSpacePage';

export function PeriodicKbisPage() {
  return (
    <PersonalSpacePage
      title="Mes Kbis périodiques"
      trail={[{ label: 'Mes commandes', href: '/espace-personnel/mes-commandes/mon-historique' }]}
      description="Les extraits Kbis que vous recevez à intervalles réguliers."
    >
      <p>
        Le Kbis périodique vous fait parvenir l'extrait Kbis d'une entreprise à intervalles réguliers, par voie
        électronique ou par courrier, selon la fréquence et la durée choisies à la commande.
      </p>
    </PersonalSpacePage>
  );
}
