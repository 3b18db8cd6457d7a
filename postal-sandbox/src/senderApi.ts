// The provider's API for the sender's server: deposit a letter. JSON bodies signed with the shared
// secret (the Courrier-Signature header), answers signed the same way; an unsigned call gets 401,
// another sender 403, a malformed letter 400, a reference already used for another letter 409. What
// a deposit does to the letters is the app's (app.ts); this file reads, checks and answers.
import type { FastifyInstance } from 'fastify';
import { LETTER_PDF_MAX_BYTES, LetterRequestSchema, POSTAL_API_PATHS, POSTAL_SIGNATURE_HEADER, type LetterAnswer, type LetterRequest } from '@portail/shared/postal/protocol';
import { clientBody, keepRawJson, refuse, sendSignedAnswer, type SignedApi } from '@portail/shared/sandbox/answers';

export interface SenderApi extends SignedApi {
  /** The only sender accepted (the portal's name, as it prints on the return address). */
  sender: string;
  /** The deposit's answer; null when its reference was used for another letter. */
  deposit(request: LetterRequest, pdf: Buffer): LetterAnswer | null;
}

export function registerSenderApi(app: FastifyInstance, api: SenderApi): void {
  void app.register(async (scope) => {
    // A letter's PDF travels in base64 (a third more than its size).
    keepRawJson(scope, Math.ceil(LETTER_PDF_MAX_BYTES / 3) * 4 + 64 * 1024);

    scope.post(POSTAL_API_PATHS.letters, async (req, reply) => {
      const body = clientBody(req, reply, api, { header: POSTAL_SIGNATURE_HEADER, field: 'expediteur', client: api.sender, unknown: 'Expéditeur inconnu.' });
      if (!body) return reply;
      const parsed = LetterRequestSchema.safeParse(body);
      if (!parsed.success) return refuse(reply, 400, `Lettre refusée : ${parsed.error.issues[0]?.message ?? 'contenu invalide.'}`);
      const pdf = Buffer.from(parsed.data.pdf, 'base64');
      if (pdf.length > LETTER_PDF_MAX_BYTES || pdf.subarray(0, 5).toString('latin1') !== '%PDF-') return refuse(reply, 400, "Lettre refusée : le fichier joint n'est pas un PDF.");
      const answer = api.deposit(parsed.data, pdf);
      if (!answer) return refuse(reply, 409, 'Cette référence a déjà servi pour une autre lettre.');
      api.log(`Lettre ${answer.reference} déposée : numéro de suivi ${answer.numero_suivi}.`);
      return sendSignedAnswer(reply, api, POSTAL_SIGNATURE_HEADER, answer);
    });
  });
}
