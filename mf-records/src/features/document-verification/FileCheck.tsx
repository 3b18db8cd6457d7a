import { useRef, useState } from 'react';
import { Alert, FileDropZone, type VerificationDocument } from '@portail/shared';
import { canFingerprint, sha256Hex } from './fingerprint';
import { formatDateTimeParis } from '@portail/shared';

/** Where the check of the last file stands; `run` numbers the files, so that each outcome is announced anew. */
type Check =
  | { state: 'idle' }
  | { state: 'checking'; name: string; run: number }
  | { state: 'authentic'; name: string; run: number }
  | { state: 'different'; name: string; run: number }
  | { state: 'failed'; name: string; run: number; message: string };

const READ_FAILED = "Le fichier n'a pas pu être lu. Choisissez-le à nouveau ; s'il est sur un espace en ligne, enregistrez-le d'abord sur votre appareil.";
const NO_WEB_CRYPTO =
  "Votre navigateur ne permet pas de calculer l'empreinte du fichier. Utilisez un navigateur à jour, ou comparez vous-même l'empreinte SHA-256 du fichier avec celle indiquée ci-dessus.";

/**
 * Compares a file the visitor holds with the issued document: its SHA-256, computed in the
 * browser, against the fingerprint the portal recorded when it issued the document. The file
 * never leaves the browser. The outcome is announced: a match in the polite status region, a
 * mismatch or a failure as an alert. Focus stays on the file input, from which another file can
 * be chosen.
 */
export function FileCheck({ doc }: { doc: VerificationDocument }) {
  const [check, setCheck] = useState<Check>({ state: 'idle' });
  // Only the last file chosen has its say: an earlier, slower computation is ignored.
  const latest = useRef(0);
  const expected = doc.empreinte_sha256.toLowerCase();
  const issued = formatDateTimeParis(doc.emis_le);

  const onFile = (file: File) => {
    const run = ++latest.current;
    const name = file.name;
    const settle = (next: Check) => {
      if (run === latest.current) setCheck(next);
    };
    if (!canFingerprint()) return settle({ state: 'failed', name, run, message: NO_WEB_CRYPTO });
    // Bytes of another length cannot be the same bytes: no need to read them.
    if (file.size !== doc.taille) return settle({ state: 'different', name, run });
    settle({ state: 'checking', name, run });
    sha256Hex(file).then(
      (hash) => settle({ state: hash === expected ? 'authentic' : 'different', name, run }),
      () => settle({ state: 'failed', name, run, message: READ_FAILED }),
    );
  };

  return (
    <div className="doc-verify__check">
      <p>
        Comparez le fichier PDF que l'on vous a remis avec le document émis : s'il a été modifié, ne serait-ce que d'un
        caractère, son empreinte ne correspond plus.
      </p>
      <FileDropZone
        id="verification-fichier"
        label="Déposez le PDF que l'on vous a remis, ou choisissez-le"
        hint="Le fichier ne quitte pas votre navigateur : son empreinte est calculée sur votre appareil et comparée à celle du document émis. Il n'est envoyé nulle part."
        accept="application/pdf,.pdf"
        onFile={onFile}
      />
      {/* Both regions are in the page from the start, so that what appears in them is announced. */}
      <div role="status" className="doc-verify__result">
        {check.state === 'checking' && <p className="doc-verify__progress">Calcul de l'empreinte de « {check.name} »…</p>}
        {check.state === 'authentic' && (
          <Alert key={check.run} tone="success">
            <p>
              <strong>Document authentique :</strong> ce fichier est exactement celui émis par le portail le {issued} (heure de
              Paris).
            </p>
            <p>Fichier vérifié : « {check.name} ». Son empreinte SHA-256 est identique à celle du document émis.</p>
          </Alert>
        )}
      </div>
      <div role="alert" className="doc-verify__result">
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
