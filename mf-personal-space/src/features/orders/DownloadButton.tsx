import { useState } from 'react';
import { Button, userMessage } from '@portail/shared';

/** A button that downloads a document of the API, and says so when it cannot. */
export function DownloadButton({ download, children, label }: { download: () => Promise<void>; children: React.ReactNode; label?: string }) {
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  return (
    <>
      <Button
        variant="secondary"
        aria-label={label}
        disabled={busy}
        onClick={() => {
          setBusy(true);
          setProblem(null);
          download()
            .catch((e: unknown) => setProblem(userMessage(e)))
            .finally(() => setBusy(false));
        }}
      >
        {children}
      </Button>
      {problem && (
        <span role="alert" className="download-problem">
          {problem}
        </span>
      )}
    </>
  );
}
