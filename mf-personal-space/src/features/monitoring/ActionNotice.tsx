import { useEffect, useRef } from 'react';
import { Alert } from '@portail/shared';

export interface Notice {
  tone: 'success' | 'error';
  text: string;
  /** Move the focus to it: the control the customer used is gone. */
  focus?: boolean;
}

/** The outcome of the last action on a list, announced; it takes the focus when asked to. */
export function ActionNotice({ notice }: { notice: Notice | null }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (notice?.focus) ref.current?.focus();
  }, [notice]);
  if (!notice) return null;
  return (
    <div ref={ref} tabIndex={-1} className="action-notice">
      <Alert tone={notice.tone} live={notice.tone === 'error' ? 'assertive' : 'polite'}>
        <p>{notice.text}</p>
      </Alert>
    </div>
  );
}
