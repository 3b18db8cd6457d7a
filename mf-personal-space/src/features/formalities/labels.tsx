import { Badge, LIBELLES_STATUT_FORMALITE, type BadgeTone, type StatutFormalite } from '@portail/shared';

const TONES: Record<StatutFormalite, BadgeTone> = {
  EN_PREPARATION: 'neutral',
  TRANSMISE: 'info',
  EN_COURS: 'info',
  A_REGULARISER: 'warning',
  VALIDEE: 'success',
  REJETEE: 'error',
};

export function FormalityStatus({ statut }: { statut: StatutFormalite }) {
  return <Badge tone={TONES[statut]}>{LIBELLES_STATUT_FORMALITE[statut]}</Badge>;
}
