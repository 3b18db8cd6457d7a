import { PersonalSpacePage } from '../layout/PersonalSpacePage';

export function InvoicesPage() {
  return (
    <PersonalSpacePage title="Mes factures" description="Vos factures et vos justificatifs de paiement.">
      <p>
        Consultez et téléchargez les factures de vos commandes et de votre abonnement, ainsi que les justificatifs
        de vos paiements.
      </p>
    </PersonalSpacePage>
  );
}
