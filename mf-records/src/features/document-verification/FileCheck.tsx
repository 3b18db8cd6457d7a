import { useEffect, useRef, useState } from 'react';
import {
  Alert,
  FileDropZone,
  VERIFICATION_FILE_MAX_BYTES,
  VERIFICATION_FILE_MAX_LABEL,
  formatCount,
  formatTimestampIn,
  isApiError,
  useSite,
  userMessage,
  type VerificationDocument,
} from '@portail/shared';
import { siteVariant } from '@portail/shared/site/variants';
import { checkFile } from './api';
import { canFingerprint, sha256Hex } from './fingerprint';
import { RATE_LIMITED_MESSAGE } from './parts';

/** Where the check of the last file stands; `run` numbers the files, so that each outcome is announced anew. */
type Check =
  | { state: 'idle' }
  | { state: 'checking'; name: string; run: number; sent: boolean }
  | { state: 'authentic'; name: string; run: number }
  | { state: 'appended'; name: string; run: number; bytes: number | null }
  | { state: 'different'; name: string; run: number }
  | { state: 'failed'; name: string; run: number; message: string };

const READ_FAILED = "Le fichier n'a pas pu être lu. Choisissez-le à nouveau ; s'il est sur un espace en ligne, enregistrez-le d'abord sur votre appareil.";

const isAbort = (e: unknown) => typeof e === 'object' && e !== null && (e as { name?: unknown }).name === 'AbortError';

/** What to say when the portal could not give its verdict. */
function failure(e: unknown): string {
  if (isApiError(e) && e.status === 429) return RATE_LIMITED_MESSAGE;
  return userMessage(e);
}

/**
 * Compares a file the visitor holds with the issued document. Its SHA-256 is computed in the
 * browser first: the issued file itself is recognised there and never sent. Any other file is
 * sent to the portal, which says whether it is the issued document with content appended after
 * its signature, or another file. The outcome is announced: the issued file in the polite status
 * region, anything else as an alert. Focus stays on the file input, from which another file can
 * be chosen.
 */
export function FileCheck({ doc }: { doc: VerificationDocument }) {
  const [check, setCheck] = useState<Check>({ state: 'idle' });
  // Only the last file chosen has its say: an earlier check still under way is abandoned.
  const latest = useRef(0);
  const pending = useRef<AbortController | null>(null);
  useEffect(() => () => pending.current?.abort(), []);
  const expected = doc.empreinte_sha256.toLowerCase();
  // The site's clock: Nouméa time on New Caledonia's, Paris time on the mainland's.
  const territory = useSite((site) => siteVariant(site).territory);
  const issued = formatTimestampIn(doc.emis_le, territory);

  const onFile = async (file: File) => {
    const run = ++latest.current;
    pending.current?.abort();
    const controller = new AbortController();
    pending.current = controller;
    const name = file.name;
    const settle = (next: Check) => {
      if (run === latest.current) setCheck(next);
    };
    if (file.size > VERIFICATION_FILE_MAX_BYTES) {
      const message = `Ce fichier dépasse ${VERIFICATION_FILE_MAX_LABEL} : il n'est pas examiné. Ce n'est pas le document émis tel quel, qui pèse ${formatCount(doc.taille)} octets.`;
      return settle({ state: 'failed', name, run, message });
    }
    // Only bytes of the issued length can be the issued bytes: no need to hash the others.
    const local = canFingerprint() && file.size === doc.taille;
    settle({ state: 'checking', name, run, sent: !local });
    let bytes: ArrayBuffer;
    try {
      bytes = await file.arrayBuffer();
      if (local && (await sha256Hex(bytes)) === expected) return settle({ state: 'authentic', name, run });
    } catch {
      return settle({ state: 'failed', name, run, message: READ_FAILED });
    }
    if (run !== latest.current) return;
    settle({ state: 'checking', name, run, sent: true });
    try {
      const answer = await checkFile(doc.code, bytes, controller.signal);
      if (answer.verdict === 'IDENTIQUE') settle({ state: 'authentic', name, run });
      else if (answer.verdict === 'CONTENU_AJOUTE') settle({ state: 'appended', name, run, bytes: answer.octets_ajoutes });
      else settle({ state: 'different', name, run });
    } catch (e) {
      if (!isAbort(e)) settle({ state: 'failed', name, run, message: failure(e) });
    }
  };

  return (
    <div className="doc-verify__check">
      <p>
        Comparez le fichier PDF que l'on vous a remis avec le document émis : s'il a été modifié, ne serait-ce que d'un
        caractère, ou si du contenu y a été ajouté après la signature, le portail vous le dit.
      </p>
      <FileDropZone
        id="verification-fichier"
        label="Déposez le PDF que l'on vous a remis, ou choisissez-le"
        hint={`Si votre navigateur reconnaît le document émis à son empreinte SHA-256, le fichier n'est envoyé nulle part. Sinon, il est envoyé au portail (${VERIFICATION_FILE_MAX_LABEL} au plus), qui l'examine sans le conserver.`}
        accept="application/pdf,.pdf"
        onFile={(file) => void onFile(file)}
      />
      {/* Both regions are in the page from the start, so that what appears in them is announced. */}
      <div role="status" className="doc-verify__result">
        {check.state === 'checking' && (
          <p className="doc-verify__progress">
            {check.sent ? `Examen de « ${check.name} » par le portail…` : `Calcul de l'empreinte de « ${check.name} »…`}
          </p>
        )}
        {check.state === 'authentic' && (
          <Alert key={check.run} tone="success">
            <p>
              <strong>Document authentique :</strong> ce fichier est exactement celui émis par le portail le {issued}.
            </p>
            <p>Fichier vérifié : « {check.name} ». Son empreinte SHA-256 est identique à celle du document émis.</p>
          </Alert>
        )}
      </div>
      <div role="alert" className="doc-verify__result">
        {check.state === 'appended' && (
          <Alert key={check.run} tone="warning">
            <p>
              <strong>Attention, du contenu a été ajouté après la signature :</strong> il n'est pas couvert par elle.
            </p>
            <p>
              Fichier vérifié : « {check.name} ». Il commence par le document émis par le portail le {issued},
              intact, suivi de contenu ajouté ensuite{check.bytes !== null && ` (${formatCount(check.bytes)} octets)`}. Votre lecteur PDF peut afficher ce contenu
              ajouté à la place du document émis : ne vous fiez pas à ce qu'il affiche, demandez le document original à la
              personne qui vous l'a remis.
            </p>
          </Alert>
        )}
        {check.state === 'different' && (
          <Alert key={check.run} tone="error">
            <p>
              <strong>Ce fichier n'est pas le document émis :</strong> il a été modifié, ou il s'agit d'un autre document.
            </p>
            <p>
              Fichier vérifié : « {check.name} ». Ne vous fiez pas à son contenu : demandez le document original à la personne
              qui vous l'a remis.
            </p>
          </Alert>
        )}
        {check.state === 'failed' && (
          <Alert key={check.run} tone="warning">
            <p>{check.message}</p>
          </Alert>
        )}
      </div>
    </div>
  );
}
