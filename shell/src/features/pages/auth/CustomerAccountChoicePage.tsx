import { useState, type ReactNode } from 'react';
import { useStore } from 'zustand';
import { Button, Loading, PERSONAL_SPACE_PATH, PageFrame, accountTitle, userStore } from '@portail/shared';
import { navigate } from '../../../navigation/location';
import { authSession } from '../../auth';
import { SignInButton } from './SignInButton';
import { useAuthView } from './useAuthView';

export function CustomerAccountChoicePage({ siteName }: { siteName: string }) {
  const { connected, restoring } = useAuthView();
  const accounts = useStore(userStore, (s) => s.accounts);
  const [busy, setBusy] = useState<number | null>(null);
  const choose = async (id: number) => {
    setBusy(id);
    const ok = await authSession.selectAccount(id);
    setBusy(null);
    if (ok) navigate(PERSONAL_SPACE_PATH);
  };
  let body: ReactNode;
  if (restoring) body = <Loading label="Vérification de votre session…" />;
  else if (!connected) {
    body = (
      <>
        <p>Connectez-vous pour choisir votre compte client.</p>
        <SignInButton />
      </>
    );
  } else if (accounts === null) body = <Loading />;
  else {
    body = (
      <>
        <p>Choisissez le compte client pour lequel vous souhaitez agir.</p>
        <ul className="account-list">
          {accounts.map((a) => (
            <li key={a.id} className="account-list__item">
              <div>
                <strong>{accountTitle(a)}</strong>
                <p className="account-list__meta">
                  {a.type_compte === 'ABONNE' ? 'Abonné' : 'Membre'}
                  {a.numero_client ? ` · n° client ${a.numero_client}` : ''}
                  {a.siren ? ` · SIREN ${a.siren}` : ''}
                  {a.selectionne ? ' · compte actuel' : ''}
                </p>
              </div>
              <Button variant={a.selectionne ? 'secondary' : 'primary'} onClick={() => void choose(a.id)} disabled={busy !== null} >
                Choisir ce compte
                {/* The name read out says which account, and starts with the words shown. */}
                <span className="visually-hidden"> : {accountTitle(a)}</span>
              </Button>
            </li>
          ))}
        </ul>
      </>
    );
  }
  return (
    <PageFrame title="Choix du compte client" siteName={siteName} breadcrumb={[{ label: 'Choix du compte client' }]}>
      {body}
    </PageFrame>
  );
}
