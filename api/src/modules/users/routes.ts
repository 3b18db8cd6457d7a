import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import {
  ChangementMotDePasseBodySchema,
  CompteClientParamsSchema,
  DateQuerySchema,
  IdempotencyHeadersSchema,
  accountLabelsSchema,
  checkForm,
  customerFileSchema,
} from '@portail/shared/api/requests';
import { IDEMPOTENCY_KEY_HEADER } from '@portail/shared/http/idempotency';
import { requireUser, type AuthenticatedRequest, type Identity, publicOrigin } from '../identity';
import { assertSameRequest, requestFingerprint } from '../../http/idempotency';
import type { SellerIdentity } from '../pdf';
import {
  MAX_ACCOUNTS_PER_PERSON,
  countAccounts,
  createAccount,
  findAccount,
  findSelectedAccount,
  findSignature,
  listAccounts,
  recordSignature,
  requestDeletion,
  selectAccount,
  setBillingCity,
  toAccountJson,
  updateLabels,
  parisDay,
  subscriptionsInForce,
} from '../accounts';
import { seedDemoCustomers } from './demo';
import { formalityRoutes } from './formalityRoutes';
import { subscriptionRoutes } from './subscriptionRoutes';
import { profileRoutes } from './profile';
import { erasePerson } from './erasure';
import { userInfo } from './userInfo';

// The user service of SPEC §7, under /api: the signed-in person, their password and logout, and
// the customer accounts they act for.

/** Labels are printed on mail and invoices: one address line (AFNOR NF Z10-011, 38 characters). */
export const LABEL_MAX = 38;
/** The bodies of PUT compte-client and of the customer-file signature: the forms' own schemas. */
const LABELS_BODY = accountLabelsSchema();
const CUSTOMER_FILE_BODY = customerFileSchema();

/** Subscriptions and deletions run by the calendar day in Paris. */
function today(): string {
  return parisDay();
}

function badRequest(reply: FastifyReply, message: string, errors?: Record<string, string>) {
  return reply.code(400).send({ statusCode: 400, error: 'Bad Request', message, ...(errors ? { errors } : {}) });
}

function notFound(reply: FastifyReply) {
  return reply.code(404).send({ statusCode: 404, error: 'Not Found', message: 'Compte client introuvable.' });
}

export interface UsersRoutesOptions {
  identity: Identity;
  /** Who sells, as subscription invoices print it (from the environment when not given). */
  seller?: SellerIdentity;
}

export async function usersRoutes(app: FastifyInstance, { identity, seller }: UsersRoutesOptions): Promise<void> {
  const { db } = identity;
  if (identity.config.seedDemo) await seedDemoCustomers(identity);
  // An external provider's deletions erase the portal's side as DELETE user does.
  identity.setEraser(erasePerson);

  app.addHook('preHandler', requireUser(identity));
  const r = app.withTypeProvider<ZodTypeProvider>();
  const byAccount = { params: CompteClientParamsSchema, querystring: DateQuerySchema };
  const who = (req: unknown) => (req as AuthenticatedRequest).principal;

  app.get('/user', async (req) => userInfo(who(req)));
  await app.register(profileRoutes, { identity });

  // The current password is checked under the limits of sign-in; the account's address gets a notice.
  app.put('/mot_de_passe', async (req, reply) => {
    const parsed = z.safeParse(ChangementMotDePasseBodySchema, req.body ?? {});
    if (!parsed.success) return badRequest(reply, parsed.error.issues[0]?.message ?? 'Veuillez saisir votre mot de passe actuel et le nouveau.');
    const { ancien_mot_de_passe: current, nouveau_mot_de_passe: next } = parsed.data;
    const result = await identity.changePassword(who(req), current, next, { ip: req.ip, origin: publicOrigin(identity.config, req) });
    if (result.ok) return reply.code(204).send();
    // An external provider changes the password itself (its UPDATE_PASSWORD action).
    if (result.reason === 'unsupported') return reply.code(409).send({ statusCode: 409, error: 'Conflict', message: result.message });
    if (result.reason === 'too-many') {
      return reply.code(429).header('Retry-After', String(result.retryAfter)).send({ statusCode: 429, error: 'Too Many Requests', message: result.message });
    }
    return badRequest(reply, result.message);
  });

  app.post('/logout', async (req, reply) => {
    await identity.endSession(who(req).claims);
    return reply.code(204).send();
  });

  app.get('/compte-client', async (req) => (await listAccounts(db, who(req).sub)).map(toAccountJson));

  app.get('/compte-client/selectionne', async (req, reply) => {
    const account = await findSelectedAccount(db, who(req).sub);
    return account ? toAccountJson(account) : notFound(reply);
  });

  app.put<{ Body: Record<string, unknown> }>('/compte-client', async (req, reply) => {
    // The labels form's schema; the complete-account page may also send an abbreviated billing city (first subscription).
    const checked = checkForm(LABELS_BODY, req.body ?? {});
    if (!checked.ok) return checked.message ? badRequest(reply, checked.message) : badRequest(reply, 'Le formulaire contient des erreurs.', checked.errors);
    const { id, version, libelle_courrier, libelle_facturation, ville_facturation: city } = checked.data;
    const result = await updateLabels(db, who(req).sub, { id, version, libelle_courrier, libelle_facturation });
    if (result.status === 'not-found') return notFound(reply);
    if (result.status === 'ok' && city) {
      await setBillingCity(db, id, city);
    }
    if (result.status === 'conflict') {
      return reply.code(409).send({
        statusCode: 409,
        error: 'Conflict',
        message: 'Le compte client a été modifié entre-temps. Veuillez recharger la page.',
        compte_client: toAccountJson(result.current),
      });
    }
    return toAccountJson(result.account);
  });

  r.post('/compte-client/:id/selectionner', { schema: { params: CompteClientParamsSchema } }, async (req, reply) => {
    const sub = who(req).sub;
    if (!(await db.transaction((tx) => selectAccount(tx, sub, req.params.id)))) return notFound(reply);
    return reply.code(204).send();
  });

  const deletion = async (req: { params: { id: number }; query: { date?: string | undefined } }, reply: FastifyReply, sub: string) => {
    const date = req.query.date ?? today();
    if (date < today()) return badRequest(reply, 'La date de suppression ne peut pas être passée.');
    const account = await requestDeletion(db, sub, req.params.id, date);
    if (!account) return notFound(reply);
    return reply.code(202).send(toAccountJson(account));
  };
  r.post('/compte-client/:id/suppression', { schema: byAccount }, (req, reply) => deletion(req, reply, who(req).sub));
  r.delete('/compte-client/:id/suppression', { schema: byAccount }, (req, reply) => deletion(req, reply, who(req).sub));

  r.get('/abonnements/:id', { schema: byAccount }, async (req, reply) => {
    const subscriptions = await subscriptionsInForce(db, who(req).sub, req.params.id, req.query.date ?? today());
    return subscriptions ?? notFound(reply);
  });
  await app.register(subscriptionRoutes, { db, ...(seller ? { seller } : {}) });
  await app.register(formalityRoutes, { db });

  // Signing the customer-file creation creates the caller's customer account (account creation
  // after a first sign-in without any account, SPEC §4).
  // A retry with the same Idempotency-Key gives back the account of the first attempt (200), and a
  // person acts for at most MAX_ACCOUNTS_PER_PERSON accounts.
  r.post('/signatures/creation_dossier_client', { schema: { headers: IdempotencyHeadersSchema } }, async (req, reply) => {
    const checked = checkForm(CUSTOMER_FILE_BODY, req.body ?? {});
    if (!checked.ok) return checked.message ? badRequest(reply, checked.message) : badRequest(reply, 'Le formulaire contient des erreurs.', checked.errors);
    const sub = who(req).sub;
    const key = (req.headers[IDEMPOTENCY_KEY_HEADER.toLowerCase()] as string | undefined) ?? null;
    // The account the request asks for; its fingerprint tells a retry from another request.
    const asked = checked.data;
    const fingerprint = requestFingerprint(asked);
    const outcome = await db.transaction(async (tx) => {
      // One creation at a time per person: the count and the key are read after the previous one committed.
      await tx.query('select pg_advisory_xact_lock(hashtext($1))', [`creation_dossier_client:${sub}`]);
      if (key) {
        const previous = await findSignature(tx, sub, 'creation_dossier_client', key);
        if (previous !== undefined) {
          // The same key with another form is not a retry: 422, and nothing is done.
          assertSameRequest(previous.fingerprint, fingerprint);
          return { status: 'replayed' as const, account: previous.accountId === null ? null : await findAccount(tx, sub, previous.accountId) };
        }
      }
      if ((await countAccounts(tx, sub)) >= MAX_ACCOUNTS_PER_PERSON) return { status: 'full' as const };
      const created = await createAccount(tx, sub, asked);
      await recordSignature(tx, sub, 'creation_dossier_client', created.id, key ? { key, fingerprint } : null);
      return { status: 'created' as const, account: created };
    });
    if (outcome.status === 'full') {
      return reply.code(409).send({
        statusCode: 409,
        error: 'Conflict',
        message: `Vous agissez déjà pour ${MAX_ACCOUNTS_PER_PERSON} comptes clients, le nombre maximal. Contactez-nous pour en ouvrir un autre.`,
      });
    }
    if (!outcome.account) return notFound(reply);
    return reply.code(outcome.status === 'created' ? 201 : 200).send(toAccountJson(outcome.account));
  });
}
