import { useLocation } from 'react-router';
import { Button, publish } from '@portail/shared';

/** Shown instead of a page's content to a visitor who is not signed in; the shell runs the sign-in. */
export function LoginNotice() {
  const { pathname, search } = useLocation();
  return (
    <div className="notice notice--info">
      <p>Connectez-vous pour accéder à votre espace personnel.</p>
      <Button onClick={() => publish('auth:login-requested', { v: 1, returnTo: `${pathname}${search}` })}>Se connecter</Button>
    </div>
  );
}
