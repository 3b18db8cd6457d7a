import { Badge, ORDER_STATUS_LABELS, ORDER_LINE_STATUS_LABELS, type StatutCommande, type StatutLigne } from '@portail/shared';

type Tone = 'neutral' | 'info' | 'success' | 'warning' | 'error';

const ORDER_TONES: Record<StatutCommande, Tone> = {
  EN_ATTENTE_PAIEMENT: 'warning',
  PAYEE: 'success',
  VALIDEE: 'success',
  EN_PREPARATION: 'info',
  EN_ACHEMINEMENT: 'info',
  LIVREE: 'success',
  REFUSEE: 'error',
  ANNULEE: 'neutral',
  ABANDONNEE: 'neutral',
};

const LINE_TONES: Record<StatutLigne, Tone> = {
  EN_ATTENTE: 'warning',
  A_PRODUIRE: 'info',
  EN_PRODUCTION: 'info',
  DISPONIBLE: 'success',
  EXPEDIE: 'success',
  ANNULE: 'neutral',
};

export function OrderStatus({ status }: { status: StatutCommande }) {
  return <Badge tone={ORDER_TONES[status]}>{ORDER_STATUS_LABELS[status]}</Badge>;
}

export function LineStatus({ status }: { status: StatutLigne }) {
  return <Badge tone={LINE_TONES[status]}>{ORDER_LINE_STATUS_LABELS[status]}</Badge>;
}
