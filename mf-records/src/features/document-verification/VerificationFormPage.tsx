import { useEffect, useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { Button, ErrorSummary, FormField, PageFrame, verificationPath } from '@portail/shared';
import { CODE_FORMAT, codeError, normaliseCode } from './code';
import { VERIFICATION_FORM_PATH, VERIFICATION_TITLE } from './parts';

const FIELD_ID = 'verification-code';

/**
 * /verification-document: the code printed on a document leads to the page of that document. The
 * form is a plain GET form as well (`?code=`), which works before the page's script has loaded.
 */
export function VerificationFormPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const asked = params.get('code');
  const [value, setValue] = useState(asked ?? '');
  const [error, setError] = useState<string | null>(() => (asked === null ? null : codeError(asked)));

  // Sent by the plain form: a code that can be looked up goes to its page.
  useEffect(() => {
    if (asked !== null && codeError(asked) === null) navigate(verificationPath(normaliseCode(asked)), { replace: true });
  }, [asked, navigate]);

  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const found = codeError(value);
    setError(found);
    if (found === null) navigate(verificationPath(normaliseCode(value)));
  };

  return (
    <PageFrame
      title={VERIFICATION_TITLE}
      breadcrumb={[{ label: VERIFICATION_TITLE }]}
      description="Vérifiez un extrait Kbis ou un autre document délivré par le portail : qui l'a émis, quand, pour quelle entreprise, et si le fichier PDF que l'on vous a remis est authentique."
    >
      <p className="doc-verify__intro">
        Chaque document délivré par le portail porte un code de vérification. Saisissez-le pour savoir quel document a été
        émis, quand et pour quelle entreprise, puis pour vérifier que le fichier PDF que l'on vous a remis est exactement
        celui-là.
      </p>
      <ErrorSummary title="Le code n'a pas pu être vérifié" errors={error ? [{ fieldId: FIELD_ID, message: error }] : []} />
      <form className="doc-verify__form" action={VERIFICATION_FORM_PATH} method="get" onSubmit={submit} noValidate>
        <FormField
          id={FIELD_ID}
          name="code"
          label="Code de vérification"
          hint={`${CODE_FORMAT} Il est imprimé sur le document, avec un QR code qui mène à cette page.`}
          value={value}
          onChange={(e) => setValue(e.target.value)}
          error={error ?? undefined}
          required
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={40}
          className="doc-verify__code-input"
        />
        <Button type="submit">Vérifier</Button>
      </form>
    </PageFrame>
  );
}
