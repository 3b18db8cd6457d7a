import { useStore } from 'zustand';
import { Button, authStore } from '@portail/shared';
import { requestSignIn } from '../../../session/loadSession';

/** Opens the sign-in popup; disabled while a sign-in is under way. */
export function SignInButton({ returnTo, children = 'Se connecter' }: { returnTo?: string; children?: string }) {
  const signingIn = useStore(authStore, (s) => s.signingIn);
  return (
    <Button onClick={() => requestSignIn({ returnTo })} disabled={signingIn} aria-busy={signingIn || undefined}>
      {children}
    </Button>
  );
}
