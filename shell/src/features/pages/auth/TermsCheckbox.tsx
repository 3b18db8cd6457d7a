import type { ChangeEvent } from 'react';
import contentRoutes from '@portail/shared/routing/routes/mf-content.json';
import { handleLinkClick } from '../../../navigation/location';

/** "J'accepte les conditions générales…", with its error below it. */
export function TermsCheckbox({
  id,
  checked,
  onChange,
  error,
}: {
  id: string;
  checked: boolean;
  onChange: (e: ChangeEvent<HTMLInputElement>) => void;
  error: string | undefined;
}) {
  return (
    <>
      <div className="auth-form__choice">
        <input
          id={id}
          type="checkbox"
          checked={checked}
          onChange={onChange}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
        />
        <label htmlFor={id}>
          J'accepte les{' '}
          <a href={contentRoutes.terms} onClick={handleLinkClick}>
            conditions générales d'utilisation et de vente
          </a>
        </label>
      </div>
      {error && (
        <p className="form-field__error" id={`${id}-error`}>
          {error}
        </p>
      )}
    </>
  );
}
