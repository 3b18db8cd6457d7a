import { useEffect, useId, useRef, useState } from 'react';
import { POSTAL_STATE_LABELS } from '@portail/shared/postal/states';
import { Alert, SHIPMENT_STATUS_LABELS, Timeline, formatTimestampIn, type AdressePostale, type EtapeCourrier, type Expedition, type Territory } from '@portail/shared';
import { PostalAddress } from './PostalAddress';
import { ResendLetterForm } from './ResendLetterForm';

/** Where the letter stands now: its provider's step once deposited, else the portal's printing step. */
export function currentStepLabel(x: Expedition): string {
  return x.etat_postal ? POSTAL_STATE_LABELS[x.etat_postal] : SHIPMENT_STATUS_LABELS[x.statut];
}

/** The steps of each letter, first letter first. */
function byLetter(steps: readonly EtapeCourrier[]): { envoi: number; numero: string; steps: EtapeCourrier[] }[] {
  const letters = new Map<number, EtapeCourrier[]>();
  for (const s of steps) letters.set(s.envoi, [...(letters.get(s.envoi) ?? []), s]);
  return [...letters.entries()].sort(([a], [b]) => a - b).map(([envoi, list]) => ({ envoi, numero: list[0]!.numero_suivi, steps: list }));
}

const letterTitle = (envoi: number) => (envoi === 1 ? 'Premier envoi' : 'Renvoi gratuit');

/**
 * "Suivi du courrier": a document's letter through the post (its tracking number, its step, every
 * step reported, dated in the order's territory's time, letter by letter) and, once it came back,
 * its free resend to a corrected address.
 */
export function LetterTracking({ documentId, shipment, territory, onResent }: { documentId: number; shipment: Expedition; territory: Territory; onResent: () => void }) {
  const headingId = useId();
  const [resentTo, setResentTo] = useState<AdressePostale | null>(null);
  const doneRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (resentTo) doneRef.current?.focus();
  }, [resentTo]);

  const letters = byLetter(shipment.etapes ?? []);
  const returned = shipment.etat_postal === 'RETOURNE';
  const resendUsed = letters.some((l) => l.envoi > 1);
  const resent = (to: AdressePostale) => {
    setResentTo(to);
    onResent();
  };

  return (
    <section className="letter-tracking" aria-labelledby={headingId}>
      <h4 id={headingId}>Suivi du courrier</h4>
      {shipment.numero_suivi && <p>Numéro de suivi : {shipment.numero_suivi}</p>}
      <p>
        Étape actuelle : <strong>{currentStepLabel(shipment)}</strong>
      </p>
      {letters.map((l) => (
        <div key={l.envoi} className="letter-tracking__letter">
          <h5>
            {letterTitle(l.envoi)} ({l.numero})
          </h5>
          <Timeline
            label={`Étapes : ${letterTitle(l.envoi).toLowerCase()}`}
            steps={l.steps.map((s, i) => ({
              key: `${s.etat}-${i}`,
              at: s.survenu_le,
              date: formatTimestampIn(s.survenu_le, territory),
              label: POSTAL_STATE_LABELS[s.etat],
              detail: s.motif ? `Motif du retour : ${s.motif}` : undefined,
            }))}
          />
          {l.steps.at(-1)?.etat === 'RETOURNE' && l.numero !== shipment.numero_suivi && <p className="letter-tracking__resent">Renvoyé gratuitement à l'adresse corrigée.</p>}
        </div>
      ))}
      {resentTo && (
        <p role="status" tabIndex={-1} ref={doneRef} className="letter-tracking__done">
          Le courrier sera réimprimé et renvoyé gratuitement à l'adresse corrigée.
        </p>
      )}
      {!resentTo && shipment.renvoi_possible && (
        <Alert tone="warning" title="Ce courrier nous est revenu" headingLevel={4}>
          <p>Corrigez l'adresse : nous le réimprimons et le renvoyons gratuitement, une seule fois.</p>
          <ResendLetterForm documentId={documentId} address={shipment.adresse} onResent={resent} />
        </Alert>
      )}
      {!resentTo && returned && !shipment.renvoi_possible && resendUsed && (
        <Alert tone="error" title="Le courrier renvoyé nous est aussi revenu" headingLevel={4}>
          <p>Le renvoi gratuit de ce courrier a déjà été utilisé : il ne peut plus être renvoyé. Vous pouvez télécharger le document ci-dessous.</p>
          <PostalAddress a={shipment.adresse} />
        </Alert>
      )}
    </section>
  );
}
