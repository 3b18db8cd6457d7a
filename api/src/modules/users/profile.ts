import type { FastifyInstance, FastifyReply } from 'fastify';
import * as z from 'zod/mini';
import { ProfilBodySchema, SuppressionCompteBodySchema } from '@portail/shared/api/requests';
import { personalDataFilename } from '@portail/shared/auth/profile';
import { type AuthenticatedRequest, type Identity, updateProfile } from '../identity';
import { erasePerson, RETENTION_YEARS } from './erasure';
import { exportPersonalData } from './personalData';
import { userInfo } from './userInfo';

// The person's own account (RGPD articles 16, 17 and 20), under /api/user: the correction of their
// names and contact details, the copy of everything held on them, and the deletion of the account.
// The password and e-mail changes are the user service's (PUT mot_de_passe) and the provider's
// (POST /auth/api/changement-email).

export interface ProfileRoutesOptions {
  identity: Identity;
}

function invalid(reply: FastifyReply, message: string, errors?: Record<string, string>) {
  return reply.code(400).send({ statusCode: 400, error: 'Bad Request', message, ...(errors ? { errors } : {}) });
}

/** The field each issue is about: the last key of its path ("attributes.zipCode" is "zipCode"). */
function fieldErrors(error: z.core.$ZodError): { errors: Record<string, string>; general: string | null } {
  const errors: Record<string, string> = {};
  let general: string | null = null;
  for (const issue of error.issues) {
    const field = issue.path.at(-1);
    if (typeof field === 'string') errors[field] ??= issue.message;
    else general ??= issue.message;
  }
  return { errors, general };
}

/** Registered by usersRoutes, behind its `requireUser`. */
export async function profileRoutes(app: FastifyInstance, { identity }: ProfileRoutesOptions): Promise<void> {
  const { db } = identity;
  const who = (req: unknown) => (req as AuthenticatedRequest).principal;

  app.put('/user', async (req, reply) => {
    const parsed = z.safeParse(ProfilBodySchema, req.body ?? {});
    if (!parsed.success) {
      const { errors, general } = fieldErrors(parsed.error);
      return invalid(reply, general ?? 'Le formulaire contient des erreurs.', Object.keys(errors).length > 0 ? errors : undefined);
    }
    const principal = who(req);
    let update = parsed.data;
    if (!identity.provider) {
      // An external provider holds the names (changed there, its UPDATE_PROFILE action, and brought
      // here by its tokens); the contact details it does not hold are the portal's.
      const same = (a: string, b: string) => a.trim() === b.trim();
      if (!same(update.firstName, principal.firstName) || !same(update.lastName, principal.lastName)) {
        return invalid(reply, "Vos nom et prénom se modifient auprès du fournisseur d'identité : « Modifier mon nom et mon prénom ».");
      }
      update = { ...update, firstName: principal.firstName, lastName: principal.lastName };
    }
    const updated = await updateProfile(db, principal.sub, update);
    if (!updated) return reply.code(404).send({ statusCode: 404, error: 'Not Found', message: 'Utilisateur introuvable.' });
    return userInfo({ ...principal, firstName: updated.firstName, lastName: updated.lastName, attributes: updated.attributes });
  });

  app.get('/user/export', async (req, reply) => {
    const principal = who(req);
    const data = await exportPersonalData(db, principal.sub, principal.email);
    return reply
      .header('Content-Type', 'application/json; charset=utf-8')
      .header('Content-Disposition', `attachment; filename="${personalDataFilename()}"`)
      .header('Cache-Control', 'no-store')
      .send(JSON.stringify(data, null, 2));
  });

  app.delete('/user', async (req, reply) => {
    const parsed = z.safeParse(SuppressionCompteBodySchema, req.body ?? {});
    if (!parsed.success) return invalid(reply, 'Veuillez saisir votre mot de passe.', { mot_de_passe: 'Veuillez saisir votre mot de passe.' });
    const principal = who(req);
    const check = await identity.confirmPassword(principal, parsed.data.mot_de_passe, req.ip);
    if (!check.ok) {
      // An external provider's accounts are deleted through its own confirmation (POST /auth/api/suppression).
      if (check.reason === 'unsupported') return reply.code(409).send({ statusCode: 409, error: 'Conflict', message: check.message });
      if (check.reason === 'too-many') {
        return reply.code(429).header('Retry-After', String(check.retryAfter)).send({ statusCode: 429, error: 'Too Many Requests', message: check.message });
      }
      return invalid(reply, check.message, { mot_de_passe: check.message });
    }
    const report = await db.transaction((tx) => erasePerson(tx, principal.sub), { durable: true });
    return reply.send({
      message: 'Votre compte a été supprimé.',
      comptes_clients_quittes: report.accounts.length,
      conservation_commandes_annees: RETENTION_YEARS,
    });
  });
}
