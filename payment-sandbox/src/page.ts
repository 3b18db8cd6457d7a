// The hosted payment page's HTML, in French: the card form, the 3-D Secure challenge, and the
// pages for a finished, unknown or invalid payment. Every interpolated value is escaped; the pages
// carry no script and no inline style (the CSP allows neither).
import { formatAmount } from '@portail/shared/format/amounts';
import { html, raw, type Raw } from '@portail/shared/format/html';
import { sandboxLayout, type SandboxFrame } from '@portail/shared/sandbox/layout';
import { TEST_3DS_CODE, TEST_CARDS, type PaymentOutcome } from '@portail/shared/payment/protocol';

// ---------- Formatting ----------

/** "12,34 €", "1 234 XPF" (no-break spaces): `montant` is in hundredths, XPF has no subunit. */
export function formatMontant(montant: number, devise: 'EUR' | 'XPF'): string {
  return formatAmount(montant, { thousandsSeparator: true, currency: devise });
}

/** "4970 1000 0000 0014": a card number as printed on the card. */
const groupDigits = (digits: string) => digits.replace(/(\d{4})(?=\d)/g, '$1 ');

// ---------- Layout ----------

/** What the customer pays, as the merchant described it in the signed request. */
export interface OrderSummary {
  merchantName: string;
  libelle: string;
  reference: string;
  montant: number;
  devise: 'EUR' | 'XPF';
}

const FRAME: SandboxFrame = {
  titleSuffix: 'Paiement sécurisé (test)',
  brand: 'Prestataire de paiement',
  favicon: true,
  footer: "Prestataire de paiement de démonstration : aucune carte n'est débitée et aucun numéro de carte n'est conservé.",
};

const layout = (title: string, body: Raw, options?: { error?: boolean }): string => sandboxLayout(FRAME, title, body, options);

function summary(order: OrderSummary): Raw {
  return html`<section class="summary" aria-labelledby="recapitulatif-titre">
<h2 id="recapitulatif-titre">Votre paiement</h2>
<dl class="summary__list">
<div><dt>Marchand</dt><dd>${order.merchantName}</dd></div>
<div><dt>Objet</dt><dd>${order.libelle}</dd></div>
<div><dt>Référence</dt><dd>${order.reference}</dd></div>
<div class="summary__amount"><dt>Montant</dt><dd>${formatMontant(order.montant, order.devise)}</dd></div>
</dl>
</section>`;
}

function testNotice(): Raw {
  return html`<section class="test-notice" aria-labelledby="test-titre">
<h2 id="test-titre">Environnement de test : aucun paiement réel</h2>
<p>Utilisez l'une de ces cartes, avec une date d'expiration future et un cryptogramme visuel de 3 chiffres quelconques :</p>
<ul class="test-notice__cards">
<li><span class="card-number">${groupDigits(TEST_CARDS.accepted)}</span> : paiement accepté ;</li>
<li><span class="card-number">${groupDigits(TEST_CARDS.refused)}</span> : paiement refusé (provision insuffisante) ;</li>
<li><span class="card-number">${groupDigits(TEST_CARDS.threeDSecure)}</span> : authentification 3-D Secure, code <strong class="card-number">${TEST_3DS_CODE}</strong> (tout autre code est refusé).</li>
</ul>
<p>Toute autre carte est refusée. Pour abandonner le paiement, choisissez « Annuler et revenir au site marchand ».</p>
</section>`;
}

// ---------- Forms ----------

export type CardField = 'numero' | 'expiration' | 'cryptogramme' | 'titulaire';
export type CardErrors = Partial<Record<CardField, string>>;
/** What the customer typed, shown again beside the errors; the cryptogram never is. */
export type CardValues = Partial<Record<Exclude<CardField, 'cryptogramme'>, string>>;

interface FieldSpec {
  id: string;
  label: string;
  hint?: string;
  error?: string;
  value?: string;
  attributes: Raw;
  short?: boolean;
}

function field(f: FieldSpec): Raw {
  const hintId = f.hint ? `${f.id}-aide` : null;
  const errorId = f.error ? `${f.id}-erreur` : null;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ');
  return html`<div class="field${f.error ? ' field--error' : ''}">
<label class="field__label" for="${f.id}">${f.label}</label>
${hintId ? html`<p class="field__hint" id="${hintId}">${f.hint}</p>` : ''}
${errorId ? html`<p class="field__error" id="${errorId}"><span class="visually-hidden">Erreur : </span>${f.error}</p>` : ''}
<input class="field__input${f.short ? ' field__input--short' : ''}" id="${f.id}" name="${f.id}" value="${f.value ?? ''}"${f.attributes}${describedBy ? html` aria-describedby="${describedBy}"` : ''}${f.error ? raw(' aria-invalid="true"') : ''}>
</div>`;
}

/** The list of errors at the top of a form, each linked to its field; focused on arrival. */
function errorSummary(errors: Array<{ id: string; message: string }>): Raw {
  if (!errors.length) return raw('');
  const count = errors.length === 1 ? 'Le formulaire contient 1 erreur' : `Le formulaire contient ${errors.length} erreurs`;
  return html`<div class="error-summary" role="alert" aria-labelledby="erreurs-titre" tabindex="-1" autofocus>
<h2 id="erreurs-titre">${count}</h2>
<ul>
${errors.map((e) => html`<li><a href="#${e.id}">${e.message}</a></li>\n`)}</ul>
</div>`;
}

/** The form's proof that it was served to the browser holding the session's cookie. */
function tokenField(jeton: string): Raw {
  return html`<input type="hidden" name="${FORM_TOKEN_FIELD}" value="${jeton}">`;
}

/** The name of that hidden field. */
export const FORM_TOKEN_FIELD = 'jeton';

function cancelForm(session: string, jeton: string): Raw {
  return html`<form class="cancel" method="post" action="/paiement/${encodeURIComponent(session)}/annulation">
${tokenField(jeton)}
<button class="button button--secondary" type="submit">Annuler et revenir au site marchand</button>
</form>`;
}

const CARD_FIELDS: CardField[] = ['numero', 'expiration', 'cryptogramme', 'titulaire'];

/** The hosted page: what is paid, the test cards, the card form. */
export function paymentPage(o: { session: string; jeton: string; order: OrderSummary; values?: CardValues; errors?: CardErrors }): string {
  const errors = o.errors ?? {};
  const values = o.values ?? {};
  const listed = CARD_FIELDS.filter((k) => errors[k]).map((k) => ({ id: k, message: errors[k]! }));
  const amount = formatMontant(o.order.montant, o.order.devise);
  return layout(
    'Paiement par carte',
    html`<h1>Paiement sécurisé</h1>
${errorSummary(listed)}
<p class="lead">Vous payez <strong>${amount}</strong> à ${o.order.merchantName}.</p>
${summary(o.order)}
${testNotice()}
<section class="card-form" aria-labelledby="carte-titre">
<h2 id="carte-titre">Votre carte bancaire</h2>
<p class="field__hint">Tous les champs sont obligatoires.</p>
<form method="post" action="/paiement/${encodeURIComponent(o.session)}/carte" novalidate>
${tokenField(o.jeton)}
${field({
  id: 'numero',
  label: 'Numéro de carte',
  hint: 'Les 16 chiffres au recto de la carte, avec ou sans espaces.',
  error: errors.numero,
  value: values.numero,
  attributes: raw(' type="text" inputmode="numeric" autocomplete="cc-number" maxlength="23" spellcheck="false" required'),
})}
${field({
  id: 'expiration',
  label: "Date d'expiration (MM/AA)",
  hint: 'Par exemple 09/28.',
  error: errors.expiration,
  value: values.expiration,
  attributes: raw(' type="text" inputmode="numeric" autocomplete="cc-exp" maxlength="7" spellcheck="false" required'),
  short: true,
})}
${field({
  id: 'cryptogramme',
  label: 'Cryptogramme visuel',
  hint: 'Les 3 chiffres au verso de la carte.',
  error: errors.cryptogramme,
  attributes: raw(' type="text" inputmode="numeric" autocomplete="cc-csc" maxlength="3" spellcheck="false" required'),
  short: true,
})}
${field({
  id: 'titulaire',
  label: 'Titulaire de la carte',
  hint: 'Le nom tel qu’il figure sur la carte.',
  error: errors.titulaire,
  value: values.titulaire,
  attributes: raw(' type="text" autocomplete="cc-name" autocapitalize="characters" spellcheck="false" maxlength="100" required'),
})}
<button class="button" type="submit">Payer ${amount}</button>
</form>
</section>
${cancelForm(o.session, o.jeton)}`,
    { error: listed.length > 0 },
  );
}

/** The bank's 3-D Secure challenge for the card just entered. */
export function threeDSecurePage(o: { session: string; jeton: string; order: OrderSummary; carte: string; error?: string }): string {
  const amount = formatMontant(o.order.montant, o.order.devise);
  return layout(
    'Authentification 3-D Secure',
    html`<h1>Authentification 3-D Secure</h1>
${errorSummary(o.error ? [{ id: 'code', message: o.error }] : [])}
<p class="lead">Votre banque vous demande de confirmer le paiement de <strong>${amount}</strong> à ${o.order.merchantName} avec la carte <span class="card-number">${o.carte}</span>.</p>
<section class="test-notice" aria-labelledby="test-titre">
<h2 id="test-titre">Environnement de test : aucun paiement réel</h2>
<p>Aucun SMS n'est envoyé : le code de test est <strong class="card-number">${TEST_3DS_CODE}</strong>. Tout autre code fait échouer l'authentification.</p>
</section>
<section class="card-form" aria-labelledby="code-titre">
<h2 id="code-titre">Confirmez le paiement</h2>
<form method="post" action="/paiement/${encodeURIComponent(o.session)}/3ds" novalidate>
${tokenField(o.jeton)}
${field({
  id: 'code',
  label: 'Code reçu par SMS',
  hint: 'Le code à 6 chiffres envoyé par votre banque.',
  error: o.error,
  attributes: raw(' type="text" inputmode="numeric" autocomplete="one-time-code" maxlength="6" spellcheck="false" required'),
  short: true,
})}
<button class="button" type="submit">Valider</button>
</form>
</section>
${cancelForm(o.session, o.jeton)}`,
    { error: Boolean(o.error) },
  );
}

const OUTCOME_TEXT: Record<PaymentOutcome, string> = {
  ACCEPTE: 'Le paiement a été accepté.',
  REFUSE: 'Le paiement a été refusé.',
  ABANDONNE: 'Le paiement a été abandonné.',
};

/** A payment that already has its outcome, with the way back to the merchant. */
export function finishedPage(o: { order: OrderSummary; statut: PaymentOutcome; motif: string | null; returnHref: string }): string {
  return layout(
    'Paiement terminé',
    html`<h1>Ce paiement est déjà terminé</h1>
<p class="lead">${OUTCOME_TEXT[o.statut]}${o.motif ? html` ${o.motif}` : ''}</p>
${summary(o.order)}
<p><a class="button" href="${o.returnHref}">Revenir au site marchand</a></p>`,
  );
}

/** A session past the end of the merchant's wait: no card is taken any more. */
export function expiredPage(o: { order: OrderSummary; returnHref: string }): string {
  return layout(
    'Délai de paiement dépassé',
    html`<h1>Le délai de paiement est dépassé</h1>
<p class="lead">Ce paiement n'est plus possible : le site marchand n'attend plus de paiement pour cette session. Aucun paiement n'a été effectué.</p>
${summary(o.order)}
<p>Revenez sur le site marchand pour payer de nouveau, avec le moyen de votre choix.</p>
<p><a class="button" href="${o.returnHref}">Revenir au site marchand</a></p>`,
    { error: true },
  );
}

/** A form posted by another browser than the one the payment page was opened in. */
export function forbiddenPage(): string {
  return layout(
    'Formulaire non valable',
    html`<h1>Formulaire non valable</h1>
<p class="lead">Ce paiement ne peut être poursuivi que depuis sa page de paiement, dans le navigateur où elle a été ouverte.</p>
<p>Aucun paiement n'a été effectué et rien n'a été modifié. Revenez sur le site marchand et relancez le paiement depuis ce navigateur.</p>`,
    { error: true },
  );
}

/** A request that is not signed by the merchant, has expired or is malformed: no form. */
export function invalidRequestPage(reason: string): string {
  return layout(
    'Demande de paiement invalide',
    html`<h1>Demande de paiement invalide</h1>
<p class="lead">${reason}</p>
<p>Aucun paiement n'a été effectué. Revenez sur le site marchand et relancez le paiement.</p>`,
    { error: true },
  );
}

export function notFoundPage(): string {
  return layout(
    'Paiement introuvable',
    html`<h1>Paiement introuvable</h1>
<p class="lead">Cette session de paiement n'existe pas ou n'existe plus.</p>
<p>Aucun paiement n'a été effectué. Revenez sur le site marchand et relancez le paiement.</p>`,
    { error: true },
  );
}

export function pageNotFoundPage(): string {
  return layout('Page introuvable', html`<h1>Page introuvable</h1>\n<p class="lead">Cette adresse ne correspond à aucune page du prestataire de paiement.</p>`, { error: true });
}

export function errorPage(): string {
  return layout(
    'Erreur',
    html`<h1>Une erreur est survenue</h1>
<p class="lead">Votre demande n'a pas pu être traitée. Aucun paiement n'a été effectué.</p>
<p>Revenez sur le site marchand et relancez le paiement.</p>`,
    { error: true },
  );
}
