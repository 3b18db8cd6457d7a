import type { AdressePostale } from '@portail/shared';

/** A postal address as printed on an envelope, one line per span. */
export function PostalAddress({ a }: { a: AdressePostale }) {
  return (
    <address className="postal-address">
      {[a.destinataire, a.ligne1, a.ligne2, `${a.code_postal} ${a.ville}`, a.pays].filter(Boolean).map((l) => (
        <span key={l}>{l}</span>
      ))}
    </address>
  );
}
