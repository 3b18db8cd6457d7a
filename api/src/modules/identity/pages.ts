import { html, noIndexPage, raw, type Raw } from '@portail/shared/format/html';
import { PASSWORD_MIN_LENGTH } from '@portail/shared/auth/profile';
import { REMOTE_ROUTES } from '@portail/shared/routing/routes';
import type { OutboxMessage } from '../mail';

// French pages of the embedded identity provider (sign-in popup, password reset, e-mail change,
// outbox). `base` is the path prefix where the provider is mounted, e.g. "/auth".

export const MESSAGES = {
  invalidCredentials: 'Adresse e-mail ou mot de passe incorrect.',
  notVerified:
    "Votre adresse e-mail n'a pas encore été validée. Un nouveau lien de validation vient de vous être envoyé ; suivez-le puis connectez-vous.",
  tooManyAttempts: (seconds: number) =>
    `Trop de tentatives de connexion. Veuillez réessayer dans ${Math.ceil(seconds / 60)} minute${seconds > 60 ? 's' : ''}.`,
  tooManyRequests: 'Trop de demandes en peu de temps. Veuillez réessayer dans quelques instants.',
  resetSent:
    'Si un compte existe pour cette adresse, un courriel contenant un lien de réinitialisation vient de lui être envoyé. Le lien est valable une heure.',
  missingFields: 'Veuillez renseigner votre adresse e-mail et votre mot de passe.',
  sessionExpired: 'Votre demande de connexion a expiré. Veuillez fermer cette fenêtre et recommencer.',
  generic: 'Une erreur est survenue.',
  wrongCurrentPassword: 'Le mot de passe actuel est incorrect.',
  tryAgain: "Votre demande n'a pas pu aboutir. Veuillez la renvoyer.",
} as const;

function layout(base: string, title: string, body: Raw, { wide = false } = {}): string {
  return noIndexPage(
    html`${title} | Registre des entreprises`,
    html`<link rel="icon" href="${base}/assets/favicon.svg" type="image/svg+xml">
<link rel="stylesheet" href="${base}/assets/portail.css">
<script src="${base}/assets/portail.js" defer></script>
`,
    html`<main class="op${wide ? ' op--wide' : ''}">
<p class="op__brand">Registre des entreprises</p>
${body}
</main>
`,
  );
}

function alert(kind: 'error' | 'info' | 'success', message: string | undefined): Raw {
  if (!message) return raw('');
  return html`<div class="alert alert--${kind}" role="${kind === 'error' ? 'alert' : 'status'}">${message}</div>`;
}

export function loginPage(base: string, o: { uid: string; email?: string; error?: string; info?: string }): string {
  return layout(
    base,
    'Connexion',
    html`<h1>Connexion à votre espace</h1>
${alert('error', o.error)}${alert('info', o.info)}
<form method="post" action="${base}/interaction/${o.uid}/login" novalidate>
<label for="email">Adresse e-mail</label>
<input id="email" name="email" type="email" autocomplete="username" required value="${o.email ?? ''}"${o.email ? '' : raw(' autofocus')}>
<label for="password">Mot de passe</label>
<input id="password" name="password" type="password" autocomplete="current-password" required${o.email ? raw(' autofocus') : ''}>
<button class="btn btn--block" type="submit">Se connecter</button>
</form>
<div class="links">
<a href="${base}/mot-de-passe-oublie?interaction=${o.uid}">Mot de passe oublié ?</a>
<span>Pas encore de compte ? <a href="/inscription" data-inscription-redirect>Créer un compte</a></span>
<a href="${base}/interaction/${o.uid}/abort">Annuler</a>
</div>`,
  );
}

export function forgotPasswordPage(base: string, o: { interaction?: string; email?: string; sent?: boolean; error?: string }): string {
  const back = o.interaction ? html`<a href="${base}/interaction/${o.interaction}">Retour à la connexion</a>` : raw('');
  if (o.sent) {
    return layout(base, 'Mot de passe oublié', html`<h1>Mot de passe oublié</h1>${alert('success', MESSAGES.resetSent)}<div class="links">${back}</div>`);
  }
  return layout(
    base,
    'Mot de passe oublié',
    html`<h1>Mot de passe oublié</h1>
${alert('error', o.error)}
<p>Indiquez l'adresse e-mail de votre compte : vous recevrez un lien pour choisir un nouveau mot de passe.</p>
<form method="post" action="${base}/mot-de-passe-oublie" novalidate>
<input type="hidden" name="interaction" value="${o.interaction ?? ''}">
<label for="email">Adresse e-mail</label>
<input id="email" name="email" type="email" autocomplete="email" required autofocus value="${o.email ?? ''}">
<button class="btn btn--block" type="submit">Recevoir le lien</button>
</form>
<div class="links">${back}</div>`,
  );
}

export function resetPasswordPage(base: string, o: { token: string; error?: string; info?: string }): string {
  return layout(
    base,
    'Nouveau mot de passe',
    html`<h1>Choisissez un nouveau mot de passe</h1>
${alert('error', o.error)}${alert('success', o.info)}
<form method="post" action="${base}/mot-de-passe/reinitialisation" novalidate>
<input type="hidden" name="jeton" value="${o.token}">
<label for="password">Nouveau mot de passe</label>
<input id="password" name="password" type="password" autocomplete="new-password" required autofocus aria-describedby="password-hint">
<p class="hint" id="password-hint">Minimum ${String(PASSWORD_MIN_LENGTH)} caractères. Les mots de passe les plus répandus sont refusés.</p>
<label for="confirmation">Confirmation du mot de passe</label>
<input id="confirmation" name="confirmation" type="password" autocomplete="new-password" required>
<button class="btn btn--block" type="submit">Enregistrer</button>
</form>`,
  );
}

export function messagePage(base: string, o: { title: string; message: string; kind?: 'error' | 'info' | 'success'; link?: { href: string; label: string } }): string {
  return layout(
    base,
    o.title,
    html`<h1>${o.title}</h1>${alert(o.kind ?? 'info', o.message)}${o.link ? html`<div class="links"><a href="${o.link.href}">${o.link.label}</a></div>` : ''}`,
  );
}

export function emailChangeCompletedPage(base: string): string {
  return messagePage(base, {
    title: 'Adresse e-mail modifiée',
    kind: 'success',
    message: 'Votre nouvelle adresse e-mail est confirmée. Utilisez-la désormais pour vous connecter.',
    link: { href: REMOTE_ROUTES['mf-content'].home, label: "Retour à l'accueil" },
  });
}

export function emailChangeExpiredPage(base: string): string {
  return messagePage(base, {
    title: 'Lien expiré',
    kind: 'error',
    message:
      "Ce lien de changement d'adresse e-mail a expiré ou a déjà été utilisé. Faites une nouvelle demande depuis votre espace personnel.",
    link: { href: REMOTE_ROUTES['mf-personal-space'].myInformation, label: 'Mes informations' },
  });
}

/**
 * The page of the link of a notice of change: what following it does, and the button that does it
 * (a link alone changes nothing, so that a mail filter opening links cannot take an account back).
 */
export function reportPage(base: string, o: { token: string; restoresEmail: string | null; error?: string }): string {
  return layout(
    base,
    'Sécuriser mon compte',
    html`<h1>Ce changement n'est pas de vous ?</h1>
${alert('error', o.error)}
<p>En confirmant, vous reprenez la main sur votre compte :</p>
<ul>
<li>toutes les sessions ouvertes sur votre compte sont fermées, sur tous les appareils ;</li>
<li>le mot de passe actuel ne permet plus de se connecter : vous en choisissez un nouveau juste après ;</li>
${o.restoresEmail ? html`<li>votre adresse e-mail de connexion redevient <strong>${o.restoresEmail}</strong> ;</li>` : ''}
<li>les liens envoyés auparavant par courriel pour ce compte ne fonctionnent plus.</li>
</ul>
<form method="post" action="${base}/signalement" novalidate>
<input type="hidden" name="jeton" value="${o.token}">
<button class="btn btn--block" type="submit">Sécuriser mon compte</button>
</form>
<div class="links"><a href="/">Ce changement vient de moi : retour à l'accueil</a></div>`,
  );
}

export function reportExpiredPage(base: string): string {
  return messagePage(base, {
    title: 'Lien expiré',
    kind: 'error',
    message:
      "Ce lien a expiré ou a déjà été utilisé. Si vous ne pouvez plus vous connecter, demandez un nouveau mot de passe avec l'adresse e-mail de votre compte.",
    link: { href: `${base}/mot-de-passe-oublie`, label: 'Mot de passe oublié' },
  });
}

/** What the reset form says after the account was taken back; `email` the address it signs in with. */
export function accountSecuredMessage(o: { email: string; restored: boolean; emailTaken: boolean }): string {
  const address = o.restored
    ? `Votre adresse e-mail de connexion est de nouveau ${o.email}.`
    : o.emailTaken
      ? `Votre ancienne adresse est désormais celle d'un autre compte et n'a pas pu vous être rendue : votre compte se connecte avec ${o.email} ; contactez-nous pour la rétablir.`
      : `Votre compte se connecte avec ${o.email}.`;
  return `Votre compte est sécurisé : toutes ses sessions sont fermées et son ancien mot de passe ne fonctionne plus. ${address} Choisissez maintenant un nouveau mot de passe.`;
}

export function outboxPage(base: string, messages: OutboxMessage[]): string {
  const rows = messages.map(
    (m) => html`<tr><td>${m.sentAt.slice(0, 19)}</td><td>${m.recipient}</td><td><a href="${base}/outbox/${String(m.id)}">${m.subject}</a></td></tr>`,
  );
  return layout(
    base,
    "Boîte d'envoi",
    html`<h1>Boîte d'envoi</h1>
<p>Courriels envoyés par le fournisseur d'identité intégré (aucun serveur SMTP n'est configuré). Les plus récents d'abord.</p>
${messages.length === 0 ? html`<p>Aucun courriel envoyé.</p>` : html`<table><thead><tr><th scope="col">Envoyé le</th><th scope="col">Destinataire</th><th scope="col">Objet</th></tr></thead><tbody>${rows}</tbody></table>`}`,
    { wide: true },
  );
}

/** A message of the outbox; its links are made clickable. */
export function outboxMessagePage(base: string, m: OutboxMessage): string {
  const parts = m.text.split(/(https?:\/\/[^\s]+)/g).map((part, i) => (i % 2 === 1 ? html`<a href="${part}">${part}</a>` : html`${part}`));
  return layout(
    base,
    m.subject,
    html`<h1>${m.subject}</h1>
<p>À : ${m.recipient} — envoyé le ${m.sentAt.slice(0, 19)}</p>
<div class="mail">${parts}</div>
${m.attachments.length === 0 ? '' : html`<h2>Pièces jointes</h2><ul>${m.attachments.map((a, n) => html`<li><a href="${base}/outbox/${String(m.id)}/pieces/${String(n)}">${a.filename}</a></li>`)}</ul>`}
<div class="links"><a href="${base}/outbox">Retour à la boîte d'envoi</a></div>`,
    { wide: true },
  );
}

/** The redirect URI: the shell reads the code from this page's URL (popup or hidden iframe). */
export function callbackPage(base: string): string {
  return layout(base, 'Connexion', html`<h1>Connexion en cours…</h1><p>Cette fenêtre va se fermer.</p>`);
}

export function errorPage(base: string, message: string): string {
  return messagePage(base, { title: 'Une erreur est survenue', kind: 'error', message });
}

// Mail bodies.

export function validationMail(link: string, firstName: string): { subject: string; text: string; html: string } {
  const text = `Bonjour ${firstName},\n\nPour activer votre compte sur le Registre des entreprises, validez votre adresse e-mail en suivant ce lien (valable 24 heures) :\n\n${link}\n\nSi vous n'êtes pas à l'origine de cette demande, ignorez ce message.`;
  return { subject: 'Validez votre adresse e-mail', text, html: html`<p>Bonjour ${firstName},</p><p>Pour activer votre compte sur le Registre des entreprises, validez votre adresse e-mail en suivant ce lien (valable 24 heures) :</p><p><a href="${link}">${link}</a></p><p>Si vous n'êtes pas à l'origine de cette demande, ignorez ce message.</p>`.value };
}

export function alreadyRegisteredMail(resetLink: string): { subject: string; text: string; html: string } {
  const text = `Bonjour,\n\nUne création de compte a été demandée avec votre adresse e-mail, qui a déjà un compte sur le Registre des entreprises. Si vous avez oublié votre mot de passe, choisissez-en un nouveau avec ce lien (valable une heure) :\n\n${resetLink}\n\nSi vous n'êtes pas à l'origine de cette demande, ignorez ce message.`;
  return { subject: 'Vous avez déjà un compte', text, html: html`<p>Bonjour,</p><p>Une création de compte a été demandée avec votre adresse e-mail, qui a déjà un compte sur le Registre des entreprises. Si vous avez oublié votre mot de passe, choisissez-en un nouveau avec ce lien (valable une heure) :</p><p><a href="${resetLink}">${resetLink}</a></p>`.value };
}

export function resetMail(link: string): { subject: string; text: string; html: string } {
  const text = `Bonjour,\n\nPour choisir un nouveau mot de passe, suivez ce lien (valable une heure) :\n\n${link}\n\nSi vous n'êtes pas à l'origine de cette demande, ignorez ce message : votre mot de passe actuel reste valable.`;
  return { subject: 'Réinitialisation de votre mot de passe', text, html: html`<p>Bonjour,</p><p>Pour choisir un nouveau mot de passe, suivez ce lien (valable une heure) :</p><p><a href="${link}">${link}</a></p><p>Si vous n'êtes pas à l'origine de cette demande, ignorez ce message : votre mot de passe actuel reste valable.</p>`.value };
}

export function emailChangeMail(link: string): { subject: string; text: string; html: string } {
  const text = `Bonjour,\n\nPour confirmer votre nouvelle adresse e-mail sur le Registre des entreprises, suivez ce lien (valable 24 heures) :\n\n${link}`;
  return { subject: 'Confirmez votre nouvelle adresse e-mail', text, html: html`<p>Bonjour,</p><p>Pour confirmer votre nouvelle adresse e-mail sur le Registre des entreprises, suivez ce lien (valable 24 heures) :</p><p><a href="${link}">${link}</a></p>`.value };
}

/** The notice of a new password, to the account's address. */
export function passwordChangedMail(reportLink: string): { subject: string; text: string; html: string } {
  const intro = 'Le mot de passe de votre compte sur le Registre des entreprises vient d’être modifié.';
  const report = "Si vous n'êtes pas à l'origine de ce changement, sécurisez votre compte avec ce lien (valable 7 jours) : toutes ses sessions seront fermées et vous choisirez un nouveau mot de passe.";
  const text = `Bonjour,\n\n${intro}\n\nSi c'est bien vous, vous n'avez rien à faire.\n\n${report}\n\n${reportLink}`;
  return {
    subject: 'Votre mot de passe a été modifié',
    text,
    html: html`<p>Bonjour,</p><p>${intro}</p><p>Si c'est bien vous, vous n'avez rien à faire.</p><p>${report}</p><p><a href="${reportLink}">${reportLink}</a></p>`.value,
  };
}

/** The notice of a new sign-in address, to the address it replaced. */
export function emailChangedMail(reportLink: string, newEmail: string): { subject: string; text: string; html: string } {
  const intro = `L'adresse e-mail de connexion de votre compte sur le Registre des entreprises vient d'être remplacée par ${newEmail}. Cette adresse-ci ne reçoit plus les messages du compte.`;
  const report =
    "Si vous n'êtes pas à l'origine de ce changement, sécurisez votre compte avec ce lien (valable 7 jours) : votre adresse vous sera rendue, toutes les sessions seront fermées et vous choisirez un nouveau mot de passe.";
  const text = `Bonjour,\n\n${intro}\n\nSi c'est bien vous, vous n'avez rien à faire.\n\n${report}\n\n${reportLink}`;
  return {
    subject: 'Votre adresse e-mail de connexion a été modifiée',
    text,
    html: html`<p>Bonjour,</p><p>${intro}</p><p>Si c'est bien vous, vous n'avez rien à faire.</p><p>${report}</p><p><a href="${reportLink}">${reportLink}</a></p>`.value,
  };
}

/** RP-initiated logout confirmation (end_session endpoint); `form` is oidc-provider's hidden form. */
export function logoutPage(base: string, form: string): string {
  return layout(
    base,
    'Déconnexion',
    html`<h1>Déconnexion</h1><p>Êtes-vous sûr de vouloir vous déconnecter?</p>${raw(form)}
<button class="btn" type="submit" form="op.logoutForm" name="logout" value="yes">Oui, continuer</button>
<button class="btn" type="submit" form="op.logoutForm">Non, annuler</button>`,
  );
}
