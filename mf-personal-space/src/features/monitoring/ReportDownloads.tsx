import type { FormatRapport } from '@portail/shared';
import { DownloadButton } from '../orders';

/** "Télécharger … (CSV)" and "(PDF)": the list as a spreadsheet or as a document to print. */
export function ReportDownloads({ label, download }: { label: string; download: (format: FormatRapport) => Promise<void> }) {
  return (
    <div className="btn-group report-downloads">
      <DownloadButton download={() => download('csv')}>{label} (CSV)</DownloadButton>
      <DownloadButton download={() => download('pdf')}>{label} (PDF)</DownloadButton>
    </div>
  );
}
