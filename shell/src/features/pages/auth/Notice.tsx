import type { ReactNode } from 'react';

/** A message box of the account pages: an error is announced at once, the others politely. */
export function Notice({ kind = 'info', children }: { kind?: 'info' | 'error' | 'success'; children: ReactNode }) {
  return (
    <div className={`auth-notice auth-notice--${kind}`} role={kind === 'error' ? 'alert' : 'status'}>
      {children}
    </div>
  );
}
