import { useState, type FormEvent, type ReactNode } from 'react';
import {
  Alert,
  CITY_MAX_LENGTH,
  ErrorSummary,
  FOREIGN_POSTCODE_MAX_LENGTH,
  FormField,
  FormSubmit,
  LABEL_MAX_LENGTH,
  NAME_MAX_LENGTH,
  PROFILE_FIELDS,
  authStore,
  contactFields,
  isFrance,
  normaliseProfile,
  profileProblems,
  profileValues,
  toProfileUpdate,
  userStore,
  type FieldError,
  type ProfileField,
  type ProfileValues,
  type UserInfo,
} from '@portail/shared';
import { apiFieldErrors } from './apiErrors';
import { saveProfile } from './api';
import { useSubmission } from './useSubmission';

const fieldId = (name: ProfileField) => `profil-${name}`;

interface FieldSpec {
  label: string;
  autoComplete: string;
  max: number;
  hint?: string;
  type?: 'tel';
  wide?: boolean;
}

const SPECS: Record<ProfileField, FieldSpec> = {
  firstName: { label: 'Prénom', autoComplete: 'given-name', max: NAME_MAX_LENGTH },
  lastName: { label: 'Nom', autoComplete: 'family-name', max: NAME_MAX_LENGTH },
  address: { label: 'Adresse', autoComplete: 'address-line1', max: LABEL_MAX_LENGTH, wide: true },
  additionalAddress: { label: "Complément d'adresse", autoComplete: 'address-line2', max: LABEL_MAX_LENGTH, hint: 'Bâtiment, étage, lieu-dit…', wide: true },
  zipCode: { label: 'Code postal', autoComplete: 'postal-code', max: FOREIGN_POSTCODE_MAX_LENGTH },
  city: { label: 'Ville', autoComplete: 'address-level2', max: CITY_MAX_LENGTH },
  country: { label: 'Pays', autoComplete: 'country-name', max: CITY_MAX_LENGTH, hint: 'France si vous le laissez vide.' },
  mobilePhone: { label: 'Téléphone mobile', autoComplete: 'tel', max: 20, type: 'tel', hint: 'Par exemple 06 12 34 56 78, ou +32 470 12 34 56 hors de France.' },
  phone: { label: 'Téléphone fixe', autoComplete: 'tel', max: 20, type: 'tel', hint: 'Par exemple 01 23 45 67 89, ou +32 2 123 45 67 hors de France.' },
};

const IDENTITY: readonly ProfileField[] = ['firstName', 'lastName'];
const CONTACT: readonly ProfileField[] = PROFILE_FIELDS.filter((f) => !IDENTITY.includes(f));

function toFieldErrors(errors: Partial<Record<string, string>>): FieldError[] {
  return PROFILE_FIELDS.filter((f) => errors[f]).map((f) => ({ fieldId: fieldId(f), message: errors[f]! }));
}

/** The saved details become the person's everywhere on the page: header initials, user state. */
function publishSaved(info: UserInfo) {
  userStore.setState({ info, contact: contactFields(info) });
  authStore.setState({ firstName: info.firstName, lastName: info.lastName });
}

/**
 * The person's names and contact details, checked as the API checks them, saved with PUT user.
 * `namesAction`: the names are the identity provider's (an external one): shown, not edited, with
 * the action that changes them there; the form sends them as they are.
 */
export function ProfileForm({ initial, onSaved, namesAction }: { initial: UserInfo; onSaved: (info: UserInfo) => void; namesAction?: ReactNode }) {
  const [values, setValues] = useState<ProfileValues>(() => profileValues(initial));
  const { errors, busy, problem, done: saved, doneRef: savedRef, submit: submitWith } = useSubmission<true>();

  const submit = (e: FormEvent) =>
    submitWith(e, {
      check: () => toFieldErrors(profileProblems(values)),
      send: async () => {
        // The provider's names are sent as the provider last gave them.
        const sent = namesAction ? { ...values, firstName: initial.firstName, lastName: initial.lastName } : values;
        const info = await saveProfile(toProfileUpdate(normaliseProfile(sent)));
        setValues(profileValues(info));
        publishSaved(info);
        onSaved(info);
        return true;
      },
      refusedFields: (error) => toFieldErrors(apiFieldErrors(error)),
    });

  const errorOf = (name: ProfileField) => errors.find((x) => x.fieldId === fieldId(name))?.message;
  const field = (name: ProfileField) => {
    const spec = SPECS[name];
    const french = name === 'zipCode' && isFrance(values.country);
    return (
      <FormField
        key={name}
        id={fieldId(name)}
        label={spec.label}
        type={spec.type ?? 'text'}
        value={values[name]}
        onChange={(ev) => {
          const value = ev.currentTarget.value;
          setValues((v) => ({ ...v, [name]: value }));
        }}
        error={errorOf(name)}
        required={IDENTITY.includes(name)}
        maxLength={french ? 5 : spec.max}
        autoComplete={spec.autoComplete}
        inputMode={name === 'zipCode' && french ? 'numeric' : spec.type === 'tel' ? 'tel' : undefined}
        hint={name === 'zipCode' ? (french ? '5 chiffres' : undefined) : spec.hint}
        fieldClassName={spec.wide ? 'form-field--wide' : undefined}
      />
    );
  };

  return (
    <form noValidate onSubmit={(e) => void submit(e)} className="profile-form" aria-label="Mes informations">
      {saved && (
        <div ref={savedRef} tabIndex={-1}>
          <Alert tone="success" title="Vos informations ont été enregistrées" live="polite" />
        </div>
      )}
      <ErrorSummary errors={errors} />
      {namesAction ? (
        <div className="profile-form__fields">
          <h3>Identité</h3>
          <p className="profile-names">
            {initial.firstName} {initial.lastName}
          </p>
          {namesAction}
        </div>
      ) : (
        <fieldset className="profile-form__fields">
          <legend>Identité</legend>
          {IDENTITY.map(field)}
        </fieldset>
      )}
      <fieldset className="profile-form__fields">
        <legend>Coordonnées</legend>
        {CONTACT.map(field)}
      </fieldset>
      <FormSubmit label="Enregistrer mes informations" busyLabel="Enregistrement…" busy={busy} problem={problem} problemTitle="Vos informations n'ont pas été enregistrées" />
    </form>
  );
}
