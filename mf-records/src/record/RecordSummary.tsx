import type { ReactNode } from 'react';
import { CopyButton } from '@portail/shared';
import { copyLabel, type RecordIdentifier } from './identifiers';
import { shownFacts, type Fact } from './RecordParts';

export interface RecordSummaryProps {
  /** Status badges shown first ("Active", "Procédure collective en cours"). */
  badges?: ReactNode;
  /** The record's number (SIREN, SIRET or RIDET), with a button that copies it. */
  identifier?: RecordIdentifier;
  /** The few facts that say what the entity is, at a glance. */
  facts: readonly Fact[];
}

/**
 * The record at a glance, under its h1: status badges, the identifier with its copy button, and
 * a few key facts as a description list (a grid of short blocks on wide screens).
 */
export function RecordSummary({ badges, identifier, facts }: RecordSummaryProps) {
  const shown = shownFacts(facts);
  return (
    <div className="record-summary">
      {badges && <p className="record-summary__badges">{badges}</p>}
      <dl className="record-summary__facts">
        {identifier && (
          <div className="record-summary__fact record-summary__fact--identifier">
            <dt>{identifier.kind}</dt>
            <dd>
              <CopyButton value={identifier.digits} label={copyLabel(identifier)}>
                {identifier.display}
              </CopyButton>
            </dd>
          </div>
        )}
        {shown.map(([label, value]) => (
          <div key={label} className="record-summary__fact">
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
