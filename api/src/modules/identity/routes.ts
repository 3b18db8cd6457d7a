import type { IncomingMessage } from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import * as z from 'zod/mini';
import { PASSWORDS_DIFFER_MESSAGE, inscriptionBodySchema } from '@portail/shared/api/requests';
import { SHELL_PAGES } from '@portail/shared/routing/routes';
import { isCommonPassword } from './commonPasswords';
import type { Identity, Principal } from './identity';
import { revokeAccount } from './adapter';
import { sendPage } from './reply';
import { InvalidTokenError } from './jwt';
import { LogoutTokenError } from './backchannelLogout';
import type { Queryable } from '../../db';
import { queueCapped, type CapLog, type CappedMailKind, type Mail } from '../mail';
import { FAVICON_SVG, PAGE_CSS, PAGE_JS } from './assets';
import {
  MESSAGES,
  alreadyRegisteredMail,
  callbackPage,
  emailChangeCompletedPage,
  emailChangeExpiredPage,
  emailChangeMail,
  errorPage,
  forgotPasswordPage,
  loginPage,
  messagePage,
  accountSecuredMessage,
  reportExpiredPage,
  reportPage,
  resetMail,
  resetPasswordPage,
  validationMail,
} from './pages';
import { REPORT_PATH, queueChangeNotice } from './notices';
import { publicOrigin as originOf } from './origin';
import { ProviderUnavailableError, askDeletion, completeDeletion } from './providerAccounts';
import { burnPasswordCheck, DEFAULT_SCRYPT_COST, hashPassword, passwordProblem, verifyPassword } from './passwords';
import { checkLimits, combine } from './rateLimit';
import {
  EMAIL_PATTERN,
  RESET_REQUIRED_PASSWORD_HASH,
  checkToken,
  createUser,
  deleteTokens,
  endEverySignIn,
  findUserByEmail,
  findUserById,
  issueToken,
  markVerified,
  normaliseEmail,
  setEmail,
  setPassword,
} from './users';

type Form = Record<string, string | undefined>;

/** The account-creation form, with the list of common passwords. */
const INSCRIPTION_BODY = inscriptionBodySchema(isCommonPassword);

/** PostgreSQL's SQLSTATE for a unique index refusing a row. */
const UNIQUE_VIOLATION = '23505';

function tooMany(reply: FastifyReply, retryAfter: number): FastifyReply {
  return reply.header('Retry-After', String(retryAfter)).code(429);
}

/** The shell origin the request came through, when it is one of ours (links in mails point there). */
function publicOrigin(identity: Identity, req: FastifyRequest): string {
  return originOf(identity.config, req);
}

async function bearer(identity: Identity, req: FastifyRequest): Promise<Principal | null> {
  const m = /^Bearer (.+)$/i.exec(req.headers.authorization ?? '');
  if (!m) return null;
  try {
    return await identity.authenticate(m[1]!.trim());
  } catch (e) {
    if (e instanceof InvalidTokenError) return null;
    throw e;
  }
}

/** The sign-in configuration the shell reads at start (the same for the embedded provider and Keycloak). */
export function clientConfig(identity: Identity) {
  const { config, provider } = identity;
  const scope = 'openid profile email';
  if (provider) {
    return {
      mode: config.mode,
      issuer: config.issuer,
      client_id: config.clientId,
      scope,
      // Relative: each shell runs the flow on its own origin (see config.ts).
      authorization_endpoint: provider.pathFor('authorization'),
      token_endpoint: provider.pathFor('token'),
      revocation_endpoint: provider.pathFor('revocation'),
      end_session_endpoint: provider.pathFor('end_session'),
      redirect_path: `${config.mountPath}/callback`,
      registration: 'embedded' as const,
      account_management: 'portal' as const,
      account_deletion: true,
    };
  }
  const realm = config.publicIssuer;
  return {
    mode: config.mode,
    issuer: realm,
    client_id: config.clientId,
    scope,
    authorization_endpoint: `${realm}/protocol/openid-connect/auth`,
    token_endpoint: `${realm}/protocol/openid-connect/token`,
    revocation_endpoint: `${realm}/protocol/openid-connect/revoke`,
    end_session_endpoint: `${realm}/protocol/openid-connect/logout`,
    redirect_path: `${config.mountPath}/callback`,
    registration: `${realm}/protocol/openid-connect/registrations`,
    // Sign-up (prompt=create), password, e-mail, names and deletion go through Keycloak's
    // application-initiated actions (kc_action), started by the shell's session.
    account_management: 'provider-actions' as const,
    // The portal erases its side once Keycloak no longer has the person: it must be able to ask.
    account_deletion: identity.accounts !== null,
  };
}

export interface IdentityPluginOptions {
  identity: Identity;
}

/**
 * The identity provider's HTTP surface, to mount under the prefix `identity.config.mountPath`
 * ("/auth"): its French pages and JSON calls, the outbox, and oidc-provider itself.
 */
export async function identityPlugin(app: FastifyInstance, { identity }: IdentityPluginOptions): Promise<void> {
  const { config, provider, db, limiters, mailer } = identity;
  const base = config.mountPath;
  const scryptCost = config.scryptCost ?? DEFAULT_SCRYPT_COST;
  if (app.prefix !== base) throw new Error(`identityPlugin must be registered with prefix "${base}" (got "${app.prefix}")`);

  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 64 * 1024 }, (_req, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });

  app.get('/config', async (_req, reply) => reply.header('Cache-Control', 'no-cache').send(clientConfig(identity)));
  app.get('/callback', async (_req, reply) => sendPage(reply, 200, callbackPage(base)));
  app.get('/assets/portail.css', async (_req, reply) => reply.type('text/css; charset=utf-8').header('Cache-Control', 'public, max-age=3600').send(PAGE_CSS));
  app.get('/assets/portail.js', async (_req, reply) =>
    reply.type('text/javascript; charset=utf-8').header('Cache-Control', 'public, max-age=3600').send(PAGE_JS),
  );
  app.get('/assets/favicon.svg', async (_req, reply) => reply.type('image/svg+xml').header('Cache-Control', 'public, max-age=86400').send(FAVICON_SVG));

  // --- Account deletion with an external provider (providerAccounts.ts) ---

  const unauthenticated = (reply: FastifyReply) => reply.code(401).header('WWW-Authenticate', 'Bearer error="invalid_token"').send({ message: 'Non authentifié.' });
  const deletionUnavailable = (reply: FastifyReply) =>
    reply.code(409).send({ message: "La suppression du compte ne se demande pas ainsi sur ce site : utilisez la page « Suppression de mon compte » de votre espace personnel." });

  // Recorded before the person confirms at the provider, so that the portal's erasure follows
  // however the person leaves the provider's window.
  app.post('/api/suppression', async (req, reply) => {
    const principal = await bearer(identity, req);
    if (!principal) return unauthenticated(reply);
    if (provider || !identity.accounts || !identity.eraser) return deletionUnavailable(reply);
    await askDeletion(db, principal.sub);
    return reply.code(202).send({ message: 'Confirmez la suppression de votre compte dans la fenêtre du fournisseur d’identité.' });
  });

  // The person came back from the provider: the portal's side is erased if the provider no longer
  // has them. The token is checked, not the person (whom a sweep may have erased meanwhile).
  app.post('/api/suppression/verification', async (req, reply) => {
    const m = /^Bearer (.+)$/i.exec(req.headers.authorization ?? '');
    const claims = m ? await identity.verifyToken(m[1]!.trim()).catch(() => null) : null;
    if (!claims) return unauthenticated(reply);
    if (provider || !identity.accounts || !identity.eraser) return deletionUnavailable(reply);
    let outcome: Awaited<ReturnType<typeof completeDeletion>>;
    try {
      outcome = await completeDeletion(db, identity.accounts, claims.sub, identity.eraser);
    } catch (e) {
      if (!(e instanceof ProviderUnavailableError)) throw e;
      req.log.warn({ err: e }, 'identity provider unavailable for an account deletion');
      return reply.code(503).header('Retry-After', '30').send({ message: "Le fournisseur d'identité ne répond pas. Votre demande est enregistrée ; réessayez dans quelques instants." });
    }
    if (outcome === 'erased') return reply.send({ statut: 'SUPPRIME', message: 'Votre compte a été supprimé.' });
    return reply.code(409).send(
      outcome === 'pending'
        ? { statut: 'EN_ATTENTE', message: "Votre compte n'a pas été supprimé : la suppression n'a pas été confirmée dans la fenêtre du fournisseur d'identité." }
        : { statut: 'NON_DEMANDEE', message: "Aucune suppression n'a été demandée pour ce compte." },
    );
  });

  if (!provider) {
    // OpenID Connect back-channel logout: the provider (Keycloak, the realm client's
    // backchannel.logout.url) posts a logout token when a session ends there; its access tokens are
    // refused from then on (backchannelLogout.ts). Answers are never cached (section 2.8).
    app.post<{ Body: Form | undefined }>('/backchannel-logout', async (req, reply) => {
      reply.header('Cache-Control', 'no-store');
      const token = req.body && typeof req.body === 'object' ? req.body.logout_token : undefined;
      if (typeof token !== 'string' || token === '') {
        return reply.code(400).send({ error: 'invalid_request', message: 'Jeton de déconnexion manquant (champ logout_token du formulaire).' });
      }
      try {
        await identity.receiveLogout(token);
      } catch (e) {
        if (!(e instanceof LogoutTokenError)) throw e;
        req.log.warn({ reason: e.message }, 'back-channel logout token refused');
        return reply.code(400).send({ error: 'invalid_request', message: e.message });
      }
      return reply.code(200).send();
    });

    // The provider's own pages change the address (Keycloak's UPDATE_EMAIL action).
    app.post('/api/changement-email', async (_req, reply) =>
      reply.code(409).send({ message: "Votre adresse e-mail se change auprès du fournisseur d'identité, depuis la page « Mes informations »." }),
    );
    return;
  }

  /**
   * Runs `fn` in one transaction with the mail it queues (the writes and their mail commit
   * together), then hands the mail to delivery. These forms can send mail to any address: a
   * recipient who was sent `mailPerRecipient.max` mails of one kind within the window gets no more
   * of it for a while (logged through `log`), and the forms answer as usual.
   */
  const withMail = async <T>(log: CapLog, fn: (tx: Queryable, queue: (mail: Mail & { kind: CappedMailKind }) => Promise<void>) => Promise<T>): Promise<T> => {
    const result = await db.transaction((tx) =>
      fn(tx, async (mail) => {
        await queueCapped(mailer, tx, mail, config.limits.mailPerRecipient, log);
      }),
    );
    void mailer.deliver();
    return result;
  };
  const validation = async (tx: Queryable, origin: string, user: { id: string; email: string; firstName: string }) => {
    const token = await issueToken(tx, user.id, 'validation');
    return { to: user.email, kind: 'validation' as const, ...validationMail(`${origin}/inscription-validation?jeton=${encodeURIComponent(token)}`, user.firstName) };
  };
  const resetLink = async (tx: Queryable, origin: string, userId: string) =>
    `${origin}${base}/mot-de-passe/reinitialisation?jeton=${encodeURIComponent(await issueToken(tx, userId, 'reinitialisation'))}`;

  // --- Sign-in interaction (the popup) ---

  const interaction = async (req: FastifyRequest, reply: FastifyReply, uid: string) => {
    try {
      const details = await provider.interactionDetails(req.raw, reply.raw);
      return details.uid === uid ? details : null;
    } catch {
      return null;
    }
  };

  app.get<{ Params: { uid: string } }>('/interaction/:uid', async (req, reply) => {
    const details = await interaction(req, reply, req.params.uid);
    if (!details) return sendPage(reply, 400, errorPage(base, MESSAGES.sessionExpired));
    if (details.prompt.name === 'consent' && details.params.client_id === config.clientId && details.session?.accountId) {
      // First-party client: consent is implied.
      const grant = details.grantId
        ? ((await provider.Grant.find(details.grantId)) ?? new provider.Grant({ accountId: details.session.accountId, clientId: config.clientId }))
        : new provider.Grant({ accountId: details.session.accountId, clientId: config.clientId });
      const missing = details.prompt.details as { missingOIDCScope?: string[]; missingOIDCClaims?: string[]; missingResourceScopes?: Record<string, string[]> };
      if (missing.missingOIDCScope) grant.addOIDCScope(missing.missingOIDCScope.join(' '));
      if (missing.missingOIDCClaims) grant.addOIDCClaims(missing.missingOIDCClaims);
      for (const [indicator, scopes] of Object.entries(missing.missingResourceScopes ?? {})) grant.addResourceScope(indicator, scopes.join(' '));
      const grantId = await grant.save();
      const returnTo = await provider.interactionResult(req.raw, reply.raw, { consent: { grantId } }, { mergeWithLastSubmission: true });
      return reply.redirect(returnTo, 303);
    }
    const hint = typeof details.params.login_hint === 'string' ? details.params.login_hint : undefined;
    return sendPage(reply, 200, loginPage(base, { uid: details.uid, email: hint }));
  });

  app.post<{ Params: { uid: string }; Body: Form }>('/interaction/:uid/login', async (req, reply) => {
    const details = await interaction(req, reply, req.params.uid);
    if (!details) return sendPage(reply, 400, errorPage(base, MESSAGES.sessionExpired));
    const uid = details.uid;
    const email = normaliseEmail(req.body?.email ?? '');
    const password = req.body?.password ?? '';
    if (!email || !password) return sendPage(reply, 400, loginPage(base, { uid, email, error: MESSAGES.missingFields }));

    // Failures are counted per e-mail and client address (that client is then refused for that
    // e-mail) and per e-mail alone (a growing wait, never a lock): a stranger who types wrong
    // passwords for someone's address delays the owner by seconds at most.
    const pair = `${email}\n${req.ip}`;
    const verdict = combine(await Promise.all([limiters.perAddress.hit(req.ip), limiters.perAccountAndAddress.check(pair), limiters.perAccount.check(email)]));
    if (!verdict.allowed) {
      return sendPage(tooMany(reply, verdict.retryAfter), 429, loginPage(base, { uid, email, error: MESSAGES.tooManyAttempts(verdict.retryAfter) }));
    }
    const failed = async () => {
      await Promise.all([limiters.perAccountAndAddress.record(pair), limiters.perAccount.fail(email)]);
      return sendPage(reply, 401, loginPage(base, { uid, email, error: MESSAGES.invalidCredentials }));
    };

    const user = await findUserByEmail(db, email);
    if (!user) {
      await burnPasswordCheck(password, scryptCost);
      return failed();
    }
    if (!(await verifyPassword(password, user.passwordHash))) return failed();
    if (!user.emailVerified) {
      if ((await limiters.mailPerAddress.hit(req.ip)).allowed) {
        const origin = publicOrigin(identity, req);
        await withMail(req.log, async (tx, queue) => queue(await validation(tx, origin, user)));
      }
      return sendPage(reply, 403, loginPage(base, { uid, email, error: MESSAGES.notVerified }));
    }
    await Promise.all([limiters.perAccountAndAddress.reset(pair), limiters.perAccount.reset(email)]);
    const returnTo = await provider.interactionResult(
      req.raw,
      reply.raw,
      { login: { accountId: user.id, remember: false, amr: ['pwd'] } },
      { mergeWithLastSubmission: false },
    );
    return reply.redirect(returnTo, 303);
  });

  app.get<{ Params: { uid: string } }>('/interaction/:uid/abort', async (req, reply) => {
    const details = await interaction(req, reply, req.params.uid);
    if (!details) return sendPage(reply, 400, errorPage(base, MESSAGES.sessionExpired));
    const returnTo = await provider.interactionResult(
      req.raw,
      reply.raw,
      { error: 'access_denied', error_description: 'Connexion annulée par l’utilisateur.' },
      { mergeWithLastSubmission: false },
    );
    return reply.redirect(returnTo, 303);
  });

  // --- Password reset ---

  app.get<{ Querystring: { interaction?: string } }>('/mot-de-passe-oublie', async (req, reply) =>
    sendPage(reply, 200, forgotPasswordPage(base, { interaction: req.query.interaction })),
  );

  app.post<{ Body: Form }>('/mot-de-passe-oublie', async (req, reply) => {
    const email = normaliseEmail(req.body?.email ?? '');
    const interactionUid = req.body?.interaction || undefined;
    if (!EMAIL_PATTERN.test(email)) {
      return sendPage(reply, 400, forgotPasswordPage(base, { interaction: interactionUid, email, error: 'Veuillez saisir une adresse e-mail valide.' }));
    }
    const verdict = await checkLimits([[limiters.mailPerAddress, req.ip]]);
    if (!verdict.allowed) {
      return sendPage(tooMany(reply, verdict.retryAfter), 429, forgotPasswordPage(base, { interaction: interactionUid, email, error: MESSAGES.tooManyRequests }));
    }
    const user = await findUserByEmail(db, email);
    // The same answer whether the address has an account or not.
    if (user) {
      const origin = publicOrigin(identity, req);
      await withMail(req.log, async (tx, queue) => queue({ to: user.email, kind: 'reinitialisation', ...resetMail(await resetLink(tx, origin, user.id)) }));
    }
    return sendPage(reply, 200, forgotPasswordPage(base, { interaction: interactionUid, sent: true }));
  });

  const expiredReset = () =>
    messagePage(base, {
      title: 'Lien expiré',
      kind: 'error',
      message: 'Ce lien de réinitialisation a expiré ou a déjà été utilisé. Faites une nouvelle demande.',
      link: { href: `${base}/mot-de-passe-oublie`, label: 'Mot de passe oublié' },
    });

  app.get<{ Querystring: { jeton?: string } }>('/mot-de-passe/reinitialisation', async (req, reply) => {
    const token = req.query.jeton ?? '';
    const check = await checkToken(db, token, 'reinitialisation');
    if (check.status !== 'valid') return sendPage(reply, 410, expiredReset());
    return sendPage(reply, 200, resetPasswordPage(base, { token }));
  });

  app.post<{ Body: Form }>('/mot-de-passe/reinitialisation', async (req, reply) => {
    const token = req.body?.jeton ?? '';
    const password = req.body?.password ?? '';
    const peek = await checkToken(db, token, 'reinitialisation');
    if (peek.status !== 'valid') return sendPage(reply, 410, expiredReset());
    const user = await findUserById(db, peek.userId);
    const problem = password !== (req.body?.confirmation ?? '') ? PASSWORDS_DIFFER_MESSAGE : passwordProblem(password, user?.email);
    if (problem) return sendPage(reply, 400, resetPasswordPage(base, { token, error: problem }));
    const hash = await hashPassword(password, scryptCost);
    const done = await db.transaction(async (tx) => {
      const check = await checkToken(tx, token, 'reinitialisation', { consume: true });
      if (check.status !== 'valid') return null;
      await setPassword(tx, check.userId, hash);
      // Following the link proves the address.
      await markVerified(tx, check.userId);
      // Whoever held a session of this account (the reason for a reset, often) holds it no more.
      await revokeAccount(tx, check.userId);
      return check.userId;
    });
    if (!done) return sendPage(reply, 410, expiredReset());
    // The mail proved the address: a wait built up by someone else's wrong guesses ends here.
    if (user) await limiters.perAccount.reset(user.email);
    return sendPage(
      reply,
      200,
      messagePage(base, {
        title: 'Mot de passe modifié',
        kind: 'success',
        message: 'Votre mot de passe a été modifié. Vous pouvez maintenant vous connecter.',
        link: { href: SHELL_PAGES.signIn, label: 'Se connecter' },
      }),
    );
  });

  // --- Account creation (called by the shell's /inscription and /inscription-validation pages) ---

  app.post<{ Body: unknown }>('/api/inscription', async (req, reply) => {
    const parsed = z.safeParse(INSCRIPTION_BODY, req.body ?? {});
    if (!parsed.success) {
      const errors: Record<string, string> = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0];
        if (typeof field !== 'string') return reply.code(400).send({ message: issue.message });
        errors[field] ??= issue.message;
      }
      return reply.code(400).send({ message: 'Le formulaire contient des erreurs.', errors });
    }
    const { email, prenom: firstName, nom: lastName, mot_de_passe: password } = parsed.data;

    const verdict = await checkLimits([[limiters.mailPerAddress, req.ip]]);
    if (!verdict.allowed) return tooMany(reply, verdict.retryAfter).send({ message: MESSAGES.tooManyRequests });

    const origin = publicOrigin(identity, req);
    const passwordHash = await hashPassword(password, scryptCost);
    // The account, its validation link and the mail carrying it are one transaction; two
    // submissions at once for one address find the account the other created (unique index).
    await withMail(req.log, async (tx, queue) => {
      const existing = await findUserByEmail(tx, email);
      if (existing) {
        // No enumeration: the owner of the address is told by mail, the form sees the usual answer.
        await queue({ to: existing.email, kind: 'deja_inscrit', ...alreadyRegisteredMail(await resetLink(tx, origin, existing.id)) });
        return;
      }
      const user = await createUser(tx, { email, passwordHash, firstName, lastName });
      await queue(await validation(tx, origin, user));
    }).catch((e: unknown) => {
      // The same address submitted twice at once: the other submission created the account and
      // sends its link; this one answers like it.
      if ((e as { code?: string }).code !== UNIQUE_VIOLATION) throw e;
    });
    return reply.code(202).send({
      message: `Un courriel de validation a été envoyé à ${email}. Suivez le lien qu'il contient pour activer votre compte.`,
    });
  });

  app.post<{ Body: { jeton?: unknown } }>('/api/inscription/validation', async (req, reply) => {
    const token = typeof req.body?.jeton === 'string' ? req.body.jeton : '';
    const check = await checkToken(db, token, 'validation', { consume: true });
    if (check.status === 'valid') {
      await markVerified(db, check.userId);
      return reply.send({ statut: 'VALIDE', message: 'Votre adresse e-mail est validée. Vous pouvez maintenant vous connecter.' });
    }
    if (check.status === 'used') {
      return reply.code(409).send({ statut: 'DEJA_VALIDE', message: 'Ce lien a déjà été utilisé. Si votre compte est validé, connectez-vous.' });
    }
    return reply.code(410).send({
      statut: 'EXPIRE',
      message: 'Ce lien de validation a expiré ou est invalide. Connectez-vous avec votre adresse et votre mot de passe pour en recevoir un nouveau.',
    });
  });

  // --- E-mail change (requested from the personal space, confirmed from the mail) ---

  app.post<{ Body: { nouvel_email?: unknown; mot_de_passe?: unknown } }>('/api/changement-email', async (req, reply) => {
    const principal = await bearer(identity, req);
    if (!principal) return reply.code(401).header('WWW-Authenticate', 'Bearer error="invalid_token"').send({ message: 'Non authentifié.' });
    const email = normaliseEmail(typeof req.body?.nouvel_email === 'string' ? req.body.nouvel_email : '');
    if (!EMAIL_PATTERN.test(email)) return reply.code(400).send({ message: 'Veuillez saisir une adresse e-mail valide.' });
    const password = typeof req.body?.mot_de_passe === 'string' ? req.body.mot_de_passe : '';
    // Checked under the limits of sign-in, failures counted with the sign-in failures of the account.
    const check = await identity.confirmPassword(principal, password, req.ip);
    if (!check.ok) {
      if (check.reason === 'too-many') return tooMany(reply, check.retryAfter).send({ message: check.message });
      return reply.code(check.reason === 'unsupported' ? 501 : 400).send({ message: check.reason === 'unsupported' ? check.message : MESSAGES.wrongCurrentPassword });
    }
    const user = await findUserById(db, principal.sub);
    if (!user) return reply.code(400).send({ message: MESSAGES.wrongCurrentPassword });
    const verdict = await checkLimits([[limiters.mailPerAddress, req.ip]]);
    if (!verdict.allowed) return tooMany(reply, verdict.retryAfter).send({ message: MESSAGES.tooManyRequests });
    if (!(await findUserByEmail(db, email))) {
      const origin = publicOrigin(identity, req);
      await withMail(req.log, async (tx, queue) => {
        const token = await issueToken(tx, user.id, 'changement_email', { new: email });
        await queue({ to: email, kind: 'changement_email', ...emailChangeMail(`${origin}${base}/changement-email?jeton=${encodeURIComponent(token)}`) });
      });
    }
    return reply.code(202).send({ message: `Un courriel de confirmation a été envoyé à ${email}.` });
  });

  app.get<{ Querystring: { jeton?: string } }>('/changement-email', async (req, reply) => {
    const origin = publicOrigin(identity, req);
    const changed = await db.transaction(async (tx) => {
      const check = await checkToken(tx, req.query.jeton ?? '', 'changement_email', { consume: true });
      if (check.status !== 'valid' || !check.newEmail || (await findUserByEmail(tx, check.newEmail))) return false;
      const before = await findUserById(tx, check.userId);
      if (!before) return false;
      await setEmail(tx, check.userId, check.newEmail);
      // The sign-in name changed: every session signs in again with it.
      await revokeAccount(tx, check.userId);
      // The address that held the account hears of it, with the way to take it back.
      await queueChangeNotice(tx, mailer, { userId: check.userId, to: before.email, origin, base, change: { kind: 'email', newEmail: check.newEmail } });
      return true;
    });
    if (changed) void mailer.deliver();
    return sendPage(reply, changed ? 200 : 410, changed ? emailChangeCompletedPage(base) : emailChangeExpiredPage(base));
  });

  // --- "This change was not me": the link of a notice of change (notices.ts) ---

  // Opening the link only shows what confirming does: mail filters open links by themselves.
  app.get<{ Querystring: { jeton?: string } }>(REPORT_PATH, async (req, reply) => {
    const token = req.query.jeton ?? '';
    const check = await checkToken(db, token, 'signalement');
    if (check.status !== 'valid') return sendPage(reply, 410, reportExpiredPage(base));
    return sendPage(reply, 200, reportPage(base, { token, restoresEmail: check.oldEmail }));
  });

  // Confirming takes the account back, in one transaction: the link is used up, the address it
  // replaced comes back (when no other account took it meanwhile), every session and sign-in under
  // way ends, every link sent before is void, and the password no longer opens the account. The
  // answer is the form of a new password, with a fresh reset link: holding the notice's link
  // proved the mailbox, as a reset mail would.
  app.post<{ Body: Form }>(REPORT_PATH, async (req, reply) => {
    const token = req.body?.jeton ?? '';
    const securing = db.transaction(async (tx) => {
      const check = await checkToken(tx, token, 'signalement', { consume: true });
      if (check.status !== 'valid') return null;
      const [held] = await tx.query<{ email: string }>('select email from identity_user where id = $1 for update', [check.userId]);
      if (!held) return null;
      let email = normaliseEmail(held.email);
      let emailTaken = false;
      if (check.oldEmail && normaliseEmail(check.oldEmail) !== email) {
        const other = await findUserByEmail(tx, check.oldEmail);
        if (other) emailTaken = true;
        else {
          await setEmail(tx, check.userId, check.oldEmail);
          email = normaliseEmail(check.oldEmail);
        }
      }
      await setPassword(tx, check.userId, RESET_REQUIRED_PASSWORD_HASH);
      await deleteTokens(tx, check.userId);
      await endEverySignIn(tx, check.userId);
      const reset = await issueToken(tx, check.userId, 'reinitialisation');
      return { email, restored: !!check.oldEmail && !emailTaken && email === normaliseEmail(check.oldEmail), emailTaken, reset };
    });
    // The address given back was taken at that very moment by an account being created: nothing
    // was done (the link is still good), the same confirmation may be sent again.
    const secured = await securing.catch((e: unknown) => {
      if ((e as { code?: string }).code === UNIQUE_VIOLATION) return 'retry' as const;
      throw e;
    });
    if (secured === 'retry') return sendPage(reply, 409, reportPage(base, { token, restoresEmail: null, error: MESSAGES.tryAgain }));
    if (!secured) return sendPage(reply, 410, reportExpiredPage(base));
    // A wait built up by wrong guesses ends with the account taken back.
    await limiters.perAccount.reset(secured.email);
    return sendPage(reply, 200, resetPasswordPage(base, { token: secured.reset, info: accountSecuredMessage(secured) }));
  });

  // --- Everything else is oidc-provider (discovery, authorization, token, revocation, jwks, logout) ---

  const callback = provider.callback();
  await app.register(async (child) => {
    // oidc-provider reads the request body itself.
    child.removeAllContentTypeParsers();
    child.addContentTypeParser('*', (_req, _payload, done) => done(null));
    child.all('/*', (req, reply) => {
      reply.hijack();
      const raw = req.raw as IncomingMessage & { originalUrl?: string };
      raw.originalUrl = raw.url;
      raw.url = raw.url!.slice(base.length) || '/';
      void callback(raw, reply.raw);
    });
  });
}
