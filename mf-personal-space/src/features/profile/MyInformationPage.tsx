import { useState } from 'react';
import { Card, Loading, SummaryList, useAccountManagement, useResource, userStore, type AccountManagement, type UserInfo } from '@portail/shared';
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
import { ProviderAction } from './ProviderAction';
import personalSpaceRoutes from '@portail/shared/routing/routes/mf-personal-space.json';

function MyInformation({ initial, management }: { initial: UserInfo; management: AccountManagement }) {
  const [info, setInfo] = useState(initial);
  // An external provider makes the changes itself, in its window; the tokens it gives back carry
  // them, and the session reloads the person (user store).
  const atProvider = management.mode === 'provider-actions';
  const reload = () => {
    const fresh = userStore.getState().info;
    if (fresh) setInfo(fresh);
  };
  return (
    <>
      <SummaryList items={[{ key: 'email', term: 'Adresse e-mail de connexion', description: <span className="profile-email">{info.email}</span> }]} />
      <Card title="Identité et coordonnées" headingLevel={2}>
        <p>
          Vos coordonnées servent à vous contacter au sujet de vos commandes. Les documents envoyés par courrier partent à
          l'adresse de livraison choisie lors de la commande.
        </p>
        <ProfileForm
          initial={info}
          onSaved={setInfo}
          namesAction={
            atProvider ? (
              <ProviderAction action="UPDATE_PROFILE" label="Modifier mon nom et mon prénom" doneTitle="Votre nom et votre prénom ont été enregistrés" onDone={reload} />
            ) : undefined
          }
        />
      </Card>
      <Card title="Mot de passe" headingLevel={2}>
        {atProvider ? (
          <ProviderAction action="UPDATE_PASSWORD" label="Changer mon mot de passe" doneTitle="Votre mot de passe a été modifié">
            <p>
              Le changement se fait dans la fenêtre de connexion. Vos sessions ouvertes sur vos autres appareils seront
              fermées.
            </p>
          </ProviderAction>
        ) : (
          <PasswordForm />
        )}
      </Card>
      <Card title="Adresse e-mail" headingLevel={2}>
        {atProvider ? (
          <ProviderAction
            action="UPDATE_EMAIL"
            label="Changer mon adresse e-mail"
            doneTitle="Votre demande est enregistrée : si un courriel de confirmation a été envoyé à la nouvelle adresse, elle remplacera l'ancienne quand vous aurez suivi son lien."
            onDone={reload}
          >
            <p>Vous saisissez la nouvelle adresse dans la fenêtre de connexion.</p>
          </ProviderAction>
        ) : (
          <EmailForm current={info.email} />
        )}
      </Card>
      <Card title="Mes données" headingLevel={2}>
        <p>
          Téléchargez une copie de tout ce que nous conservons sur vous : identité, coordonnées, comptes clients, commandes,
          factures, paiements, paniers, surveillances, courriels envoyés et sessions, au format JSON.
        </p>
        <DownloadButton download={downloadMyData}>Télécharger mes données</DownloadButton>
        {management.deletion && (
          <p>
            <Link to={personalSpaceRoutes.deleteAccount}>Supprimer mon compte</Link>
          </p>
        )}
      </Card>
    </>
  );
}

/** /espace-personnel/mes-informations: the person's details as stored, their correction, password, e-mail and data. */
export function MyInformationPage() {
  const user = useResource(usePageNeeds(myInformationNeeds).user);
  const management = useAccountManagement();
  return (
    <PersonalSpacePage title="Mes informations" description="Votre identité, vos coordonnées, votre mot de passe et votre adresse e-mail.">
      <Loaded resource={user} loadingLabel="Chargement de vos informations…" failedTitle="Vos informations n'ont pas pu être chargées">
        {(data) => (management ? <MyInformation initial={data} management={management} /> : <Loading label="Chargement de la gestion du compte…" />)}
      </Loaded>
    </PersonalSpacePage>
  );
}

// The page's data needs download with it (pages.tsx, `lazyNeeds`).
export { myInformationNeeds };
