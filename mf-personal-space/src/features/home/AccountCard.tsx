import { useStore } from 'zustand';
import { Card, SummaryList, authStore } from '@portail/shared';
import { Link } from '@portail/shared/routing/RouterLink';
import personalSpaceRoutes from '@portail/shared/routing/routes/mf-personal-space.json';

/** Who is signed in, as the identity provider knows them. */
export function AccountCard() {
  const { firstName, lastName, preferredUsername } = useStore(authStore);
  const name = [firstName, lastName].filter(Boolean).join(' ');
  return (
    <Card title="Mon compte" className="dashboard__card" footer={<Link to={personalSpaceRoutes.myInformation}>Mes informations</Link>}>
      <SummaryList
        items={[
          ...(name ? [{ key: 'nom', term: 'Nom', description: name }] : []),
          ...(preferredUsername ? [{ key: 'identifiant', term: 'Identifiant', description: preferredUsername }] : []),
        ]}
      />
    </Card>
  );
}
