import { Link } from '@portail/shared/routing/RouterLink';
import { Alert, Button, PageFrame, reportStatus } from '@portail/shared';
import { RECORD_ROUTES } from '../../record/paths';
import { CODE_FORMAT, CODE_SHAPE } from './code';

export const VERIFICATION_FORM_PATH = RECORD_ROUTES.verificationForm;
export const VERIFICATION_TITLE = 'Vérifier un document';
export const FORM_CRUMB = { label: VERIFICATION_TITLE, href: VERIFICATION_FORM_PATH };

/** What the page of a code answers when the API refuses too many verifications from one visitor. */
export const RATE_LIMITED_MESSAGE = 'Trop de vérifications en peu de temps. Réessayez dans une minute.';

function BackToForm() {
  return (
    <p>
      <Link to={VERIFICATION_FORM_PATH}>Saisir un autre code de vérification</Link>
    </p>
  );
}

/**
 * No document has this code, or it is not a code at all: what to check, and the way back to the
 * form. Rendered on the server, the page answers 404.
 */
export function UnknownCode({ code, malformed = false }: { code: string; malformed?: boolean }) {
  reportStatus(404);
  return (
    <PageFrame title={`Code de vérification inconnu – ${VERIFICATION_TITLE}`} heading={VERIFICATION_TITLE} breadcrumb={[FORM_CRUMB, { label: 'Code inconnu' }]}>
      <Alert tone="error" live="polite" title={`Aucun document ne correspond au code « ${code} ».`} headingLevel={2}>
        {malformed ? (
          <p>Ce n'est pas un code de vérification : un code comporte {CODE_FORMAT}</p>
        ) : (
          <>
            <p>Vérifiez :</p>
            <ul>
              <li>que vous avez recopié le code exactement comme il est imprimé sur le document ({CODE_SHAPE}, sans les lettres I et O ni les chiffres 0 et 1) ;</li>
              <li>que le document indique bien avoir été délivré par ce portail : seul le portail qui l'a émis peut le vérifier.</li>
            </ul>
            <p>Si le code est exact, ce document n'a pas été émis par le portail : ne vous fiez pas à son contenu.</p>
          </>
        )}
      </Alert>
      <BackToForm />
    </PageFrame>
  );
}

/** HTTP 429: the visitor has asked too often; the page offers to ask again. */
export function RateLimited({ code, onRetry }: { code: string; onRetry: () => void }) {
  return (
    <PageFrame title={`${VERIFICATION_TITLE} (code ${code})`} heading={VERIFICATION_TITLE} breadcrumb={[FORM_CRUMB, { label: code }]}>
      <Alert tone="warning" live="assertive">
        <p>{RATE_LIMITED_MESSAGE}</p>
      </Alert>
      <Button variant="secondary" onClick={onRetry}>
        Réessayer
      </Button>
      <BackToForm />
    </PageFrame>
  );
}
