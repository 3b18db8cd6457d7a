import { Badge, FORMALITY_STATUS_LABELS, type BadgeTone, type StatutFormalite } from '@portail/shared';

const TONES: Record<StatutFormalite, BadgeTone> = {
  EN_PREPARATION: 'neutral',
  TRANSMISE: 'info',
  EN_COURS: 'info',
  A_REGULARISER: 'warning',
  VALIDEE: 'success',
  REJETEE: 'error',
};

export function FormalityStatus({ status }: { status: StatutFormalite }) {
  return <Badge tone={TONES[status]}>{FORMALITY_STATUS_LABELS[status]}</Badge>;
}
