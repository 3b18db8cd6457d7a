import { useEffect, useRef, useState } from 'react';
import { GENERIC_ERROR_MESSAGE, Loading, POST_SIGN_IN_PATH, PageFrame } from '@portail/shared';
import { here } from './here';
import { Notice } from './Notice';
import { postJson } from './postJson';
import { SignInButton } from './SignInButton';

export function SignUpValidationPage({ siteName }: { siteName: string }) {
  const [result, setResult] = useState<{ ok: boolean; message: string } | null>(null);
  const started = useRef(false);
  const token = here().get('jeton');
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    if (!token) {
      setResult({ ok: false, message: 'Suivez le lien reçu par courriel pour valider votre adresse et activer votre compte.' });
      return;
    }
    postJson('/auth/api/inscription/validation', { jeton: token })
      .then(({ status, data }) =>
        setResult({ ok: status === 200 || status === 409, message: typeof data.message === 'string' ? data.message : GENERIC_ERROR_MESSAGE }),
      )
      .catch(() => setResult({ ok: false, message: GENERIC_ERROR_MESSAGE }));
  }, [token]);
  return (
    <PageFrame title="Validation de votre compte" siteName={siteName} breadcrumb={[{ label: 'Validation du compte' }]}>
      {result === null ? (
        <Loading label="Validation en cours…" />
      ) : (
        <>
          <Notice kind={result.ok ? 'success' : token ? 'error' : 'info'}>{result.message}</Notice>
          {token && <SignInButton returnTo={POST_SIGN_IN_PATH} />}
        </>
      )}
    </PageFrame>
  );
}
