import { useEffect, useRef, useState, type FormEvent } from 'react';
import {
  Alert,
  Button,
  ConfirmDialog,
  ErrorSummary,
  FormField,
  FormSubmit,
  Loading,
  PROVIDER_ACTION_OUTCOMES,
  PageFrame,
  isApiError,
  publish,
  startProviderAction,
  useAccountManagement,
  userMessage,
  type FieldError,
} from '@portail/shared';
import { Link } from '@portail/shared/routing/RouterLink';
import contentRoutes from '@portail/shared/routing/routes/mf-content.json';
import { PersonalSpacePage } from '../../layout/PersonalSpacePage';
import { BASE } from '../../layout/sections';
import { askAccountDeletion, checkAccountDeletion, deleteMyAccount } from './api';

const TITLE = 'Suppression de mon compte';
const PASSWORD_ID = 'suppression-mot-de-passe';

/** What goes and what stays, and why (RGPD article 17; Code de commerce, article L123-22). */
function WhatHappens() {
  return (
    <>
      <h2>Ce qui est supprimé</h2>
      <ul>
        <li>votre identité (nom, prénom) et vos coordonnées (adresse, téléphones) ;</li>
        <li>votre adresse e-mail et votre mot de passe : vous ne pourrez plus vous connecter avec ce compte ;</li>
        <li>vos sessions ouvertes, sur tous vos appareils ;</li>
        <li>les courriels qui vous ont été envoyés par le site ;</li>
        <li>
          votre accès aux comptes clients pour lesquels vous agissez. Un compte client de particulier dont vous êtes le seul
          utilisateur perd votre nom, est clôturé, son panier est vidé et ses surveillances prennent fin.
        </li>
      </ul>
      <h2>Ce qui est conservé, et pourquoi</h2>
      <ul>
        <li>
          vos commandes, vos factures et vos paiements sont conservés 10 ans, comme le Code de commerce l'impose pour les
          pièces comptables (article L123-22). Ils ne sont plus rattachés à votre personne ; les factures gardent le nom et
          l'adresse de facturation qu'elles portent ;
        </li>
        <li>les comptes clients d'entreprise continuent pour leurs autres utilisateurs.</li>
      </ul>
      <h2>Avant de supprimer votre compte</h2>
      <p>Téléchargez ce que vous souhaitez garder : vous n'y aurez plus accès ensuite.</p>
      <ul>
        <li>
          <Link to={`${BASE}/mes-commandes/mon-historique`}>Mes commandes</Link> : les documents commandés ;
        </li>
        <li>
          <Link to={`${BASE}/mes-factures`}>Mes factures</Link> : factures et justificatifs de paiement ;
        </li>
        <li>
          <Link to={`${BASE}/mes-informations`}>Mes informations</Link> : une copie de toutes vos données (Télécharger mes données).
        </li>
      </ul>
    </>
  );
}

/** Shown once the account is gone: the person is signed out, the page says what happened. */
function Deleted() {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <PageFrame title="Votre compte a été supprimé" breadcrumb={[{ label: 'Espace personnel', href: BASE }, { label: TITLE }]}>
      <div ref={ref} tabIndex={-1}>
        <Alert tone="success" title="Votre compte a été supprimé" headingLevel={2} live="polite">
          <p>Vous avez été déconnecté. Vos données personnelles ont été effacées.</p>
          <p>Vos commandes et vos factures sont conservées 10 ans, sans lien avec votre personne.</p>
        </Alert>
      </div>
      <p>
        <Link to={contentRoutes.home}>Retour à l'accueil</Link>
      </p>
    </PageFrame>
  );
}

/** The last question before an account is deleted, whichever provider deletes it. */
function ConfirmDeletion({ open, onConfirm, onCancel }: { open: boolean; onConfirm: () => void; onCancel: () => void }) {
  return (
    <ConfirmDialog
      open={open}
      title="Supprimer définitivement votre compte ?"
      message="Vous ne pourrez plus vous connecter avec ce compte, et vos données personnelles seront effacées. Cette action est irréversible."
      confirmLabel="Oui, supprimer mon compte"
      cancelLabel="Non, garder mon compte"
      onConfirm={onConfirm}
      onCancel={onCancel}
    />
  );
}

/**
 * An external provider's account: the person confirms the deletion in the provider's window (its
 * delete_account action, which removes them there); the portal then erases its side, once the
 * provider no longer has them (the API checks, and would later by itself).
 */
function ProviderDeletion({ onDeleted }: { onDeleted: () => void }) {
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<{ tone: 'info' | 'error'; title: string } | null>(null);

  const confirm = () => {
    setConfirming(false);
    setBusy(true);
    setProblem(null);
    // Inside the click of the dialog: the provider's window opens at once; the request is recorded before it goes there.
    void startProviderAction('delete_account', { before: askAccountDeletion }).then(async (result) => {
      if (result === 'blocked' || result === 'failed') {
        setProblem(PROVIDER_ACTION_OUTCOMES[result]);
        setBusy(false);
        return;
      }
      try {
        await checkAccountDeletion();
        onDeleted();
        // The provider ended every session: the shell forgets this one.
        publish('auth:session-ended', { v: 1 });
      } catch (error) {
        setProblem({ tone: isApiError(error) && error.status === 409 ? 'info' : 'error', title: userMessage(error) });
        setBusy(false);
      }
    });
  };

  return (
    <>
      <p>
        La suppression se confirme dans la fenêtre de connexion qui va s'ouvrir. Une fois la suppression confirmée, fermez
        cette fenêtre pour revenir ici.
      </p>
      {problem && <Alert tone={problem.tone} title={`Votre compte n'a pas été supprimé`} live="polite"><p>{problem.title}</p></Alert>}
      <p>
        <Button onClick={() => setConfirming(true)} disabled={busy} aria-busy={busy || undefined}>
          {busy ? 'Suppression…' : 'Supprimer mon compte'}
        </Button>
      </p>
      <ConfirmDeletion open={confirming} onConfirm={confirm} onCancel={() => setConfirming(false)} />
    </>
  );
}

/** /espace-personnel/suppression-de-mon-compte: the deletion, confirmed by the password and a dialog. */
export function DeleteAccountPage() {
  const management = useAccountManagement();
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<FieldError[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [deleted, setDeleted] = useState(false);

  if (deleted) return <Deleted />;
  if (management?.mode === 'provider-actions') {
    return (
      <PersonalSpacePage title={TITLE} description="Ce que la suppression de votre compte efface, ce qui est conservé, et la demande.">
        <WhatHappens />
        <h2>Supprimer mon compte</h2>
        {management.deletion ? (
          <ProviderDeletion onDeleted={() => setDeleted(true)} />
        ) : (
          <p>La suppression de votre compte ne peut pas être demandée depuis ce site : écrivez-nous pour la demander.</p>
        )}
      </PersonalSpacePage>
    );
  }
  if (!management) {
    return (
      <PersonalSpacePage title={TITLE} description="Ce que la suppression de votre compte efface, ce qui est conservé, et la demande.">
        <Loading />
      </PersonalSpacePage>
    );
  }

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setProblem(null);
    const found = password ? [] : [{ fieldId: PASSWORD_ID, message: 'Veuillez saisir votre mot de passe.' }];
    setErrors(found);
    if (found.length === 0) setConfirming(true);
  };

  const confirm = async () => {
    setConfirming(false);
    setBusy(true);
    try {
      await deleteMyAccount(password);
      setDeleted(true);
      // The server ended every session: the shell forgets this one.
      publish('auth:session-ended', { v: 1 });
    } catch (error) {
      const message = userMessage(error);
      if (isApiError(error) && error.status === 400) setErrors([{ fieldId: PASSWORD_ID, message }]);
      else setProblem(message);
      setBusy(false);
    }
  };

  return (
    <PersonalSpacePage title={TITLE} description="Ce que la suppression de votre compte efface, ce qui est conservé, et la demande.">
      <WhatHappens />
      <h2>Supprimer mon compte</h2>
      <form noValidate onSubmit={submit} aria-label="Supprimer mon compte">
        <ErrorSummary errors={errors} />
        <FormField
          id={PASSWORD_ID}
          label="Mot de passe"
          hint="Votre mot de passe confirme que la demande vient de vous."
          type="password"
          value={password}
          onChange={(ev) => setPassword(ev.currentTarget.value)}
          error={errors.find((x) => x.fieldId === PASSWORD_ID)?.message}
          required
          autoComplete="current-password"
        />
        <FormSubmit label="Supprimer mon compte" busyLabel="Suppression…" busy={busy} problem={problem} problemTitle="Votre compte n'a pas été supprimé" />
      </form>
      <ConfirmDeletion open={confirming} onConfirm={() => void confirm()} onCancel={() => setConfirming(false)} />
    </PersonalSpacePage>
  );
}
