import { PostalAddressForm, type AdressePostale } from '@portail/shared';
import { resendLetter } from './postalApi';

/**
 * The corrected address of a returned letter, prefilled with the one it came back from, and its
 * free resend; what the API refuses, it says why.
 */
export function ResendLetterForm({ documentId, address, onResent }: { documentId: number; address: AdressePostale; onResent: (to: AdressePostale) => void }) {
  const prefix = `renvoi-${documentId}`;
  return (
    <PostalAddressForm
      address={address}
      legend="Adresse corrigée"
      prefix={prefix}
      autoCompletePrefix={`section-${prefix} shipping`}
      label="Renvoyer gratuitement"
      busyLabel="Renvoi en cours…"
      problemTitle="Le courrier n'a pas été renvoyé"
      save={async (to) => onResent((await resendLetter(documentId, to)).adresse)}
    />
  );
}
