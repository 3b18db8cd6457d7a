// The letters sent by mail as the personal space acts on them: a returned letter sent again,
// free of charge, to a corrected address.
import { ExpeditionRenvoiSchema, authApi, type AdressePostale, type ExpeditionRenvoi } from '@portail/shared';

/** Sends the returned letter of this document again to `adresse` (once per shipment; a retry gives the same answer). */
export function resendLetter(documentId: number, adresse: AdressePostale): Promise<ExpeditionRenvoi> {
  return authApi().postJson(ExpeditionRenvoiSchema, `expeditions/${documentId}/renvoi`, { adresse });
}
