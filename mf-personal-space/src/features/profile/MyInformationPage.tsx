import { useState } from 'react';
import { Card, SummaryList, useResource, type UserInfo } from '@portail/shared';
import { Link } from '@portail/shared/routing/RouterLink';
import { DownloadButton } from '../orders';
import { Loaded } from '../../layout/Loaded';
import { PersonalSpacePage } from '../../layout/PersonalSpacePage';
import { downloadMyData } from './api';
import { myInformationNeeds } from './needs';
import { usePageNeeds } from '@portail/shared/remote/pageRoutes';
import { EmailForm } from './EmailForm';
import { PasswordForm } from './PasswordForm';
import { ProfileForm } from './ProfileForm';
import personalSpaceRoutes from '@portail/shared/routing/routes/mf-personal-space.json';

function MyInformation({ initial }: { initial: UserInfo }) {
  const [info, setInfo] = useState(initial);
  return (
    <>
      <SummaryList items={[{ key: 'email', term: 'Adresse e-mail de connexion', description: <span className="profile-email">{info.email}</span> }]} />
      <Card title="Identité et coordonnées" headingLevel={2}>
        <p>
          Vos coordonnées servent à vous contacter au sujet de vos commandes. Les documents envoyés par courrier partent à
          l'adresse de livraison choisie lors de la commande.
        </p>
        <ProfileForm initial={info} onSaved={setInfo} />
      </Card>
      <Card title="Mot de passe" headingLevel={2}>
        <PasswordForm />
      </Card>
      <Card title="Adresse e-mail" headingLevel={2}>
        <EmailForm current={info.email} />
      </Card>
      <Card title="Mes données" headingLevel={2}>
        <p>
          Téléchargez une copie de tout ce que nous conservons sur vous : identité, coordonnées, comptes clients, commandes,
          factures, paiements, paniers, surveillances, courriels envoyés et sessions, au format JSON.
        </p>
        <DownloadButton download={downloadMyData}>Télécharger mes données</DownloadButton>
        <p>
          <Link to={personalSpaceRoutes.deleteAccount}>Supprimer mon compte</Link>
        </p>
      </Card>
    </>
  );
}

/** /espace-personnel/mes-informations: the person's details as stored, their correction, password, e-mail and data. */
export function MyInformationPage() {
  const user = useResource(usePageNeeds(myInformationNeeds).user);
  return (
    <PersonalSpacePage title="Mes informations" description="Votre identité, vos coordonnées, votre mot de passe et votre adresse e-mail.">
      <Loaded resource={user} loadingLabel="Chargement de vos informations…" failedTitle="Vos informations n'ont pas pu être chargées">
        {(data) => <MyInformation initial={data} />}
      </Loaded>
    </PersonalSpacePage>
  );
}
