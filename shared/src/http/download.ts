import { authApi } from '../auth/apiClient';
import { ApiError } from './errors';

/**
 * Downloads a file the API serves to the signed-in person (an invoice, a receipt): fetched with the
 * bearer token, which a plain link cannot carry, then handed to the browser as a file to save.
 * Rejects with an ApiError (French message) when the API refuses it.
 */
export async function downloadFile(path: string, filename: string): Promise<void> {
  const response = await (await authApi().http()).get(path.replace(/^\/+/, ''), { throwHttpErrors: false });
  if (!response.ok) {
    throw new ApiError(response.status, response.status === 404 ? 'Ce document est introuvable.' : 'Le téléchargement a échoué. Veuillez réessayer.', { kind: 'http', url: path });
  }
  const url = URL.createObjectURL(await response.blob());
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = filename;
    link.hidden = true;
    document.body.appendChild(link);
    link.click();
    link.remove();
  } finally {
    // The browser has taken the file once the click is handled.
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  }
}
