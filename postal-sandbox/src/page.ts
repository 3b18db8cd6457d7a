// The tester's pages, in French: the letters the provider received, each with its PDF, its address,
// its steps, and the buttons that move it on (or return it to the sender); the pages for an unknown
// letter, a step that cannot be taken, a refused form. Every interpolated value is escaped; the
// pages carry no script and no inline style (the CSP allows neither).
import { html, raw, type Raw } from '@portail/shared/format/html';
import { sandboxLayout, type SandboxFrame } from '@portail/shared/sandbox/layout';
import { NEXT_POSTAL_STATE, POSTAL_STATE_LABELS, RETURNABLE_POSTAL_STATE, type PostalState } from '@portail/shared/postal/protocol';

export interface LetterView {
  numero: string;
  reference: string;
  expediteur: string;
  adresse: { destinataire: string; ligne1: string; ligne2?: string | null | undefined; code_postal: string; ville: string; pays: string };
  exemplaires: number;
  pages: number | null;
  taille: number;
  etat: PostalState;
  etapes: Array<{ etat: PostalState; le: number; motif: string | null; notification: NotificationState }>;
}

/** Where the notification of a step stands. */
export type NotificationState = 'SANS_OBJET' | 'EN_COURS' | 'ACQUITTEE' | 'REFUSEE' | 'ABANDONNEE';

const NOTIFICATION_TEXT: Record<NotificationState, string> = {
  SANS_OBJET: 'pas de notification (réponse au dépôt)',
  EN_COURS: "notification en cours d'envoi",
  ACQUITTEE: 'notification reçue par le portail',
  REFUSEE: 'notification refusée par le portail',
  ABANDONNEE: 'notification abandonnée après dix tentatives',
};

const TIME = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'short', timeStyle: 'medium', timeZone: 'Europe/Paris' });
const when = (ms: number) => TIME.format(new Date(ms));

const FRAME: SandboxFrame = {
  titleSuffix: 'Courrier (test)',
  brand: 'Imprimeur et routeur de courrier',
  footer: "Prestataire de courrier de démonstration : rien n'est imprimé ni posté, chaque étape est déclarée par un testeur sur cette page.",
  favicon: true,
};

const layout = (title: string, body: Raw, options?: { error?: boolean }): string => sandboxLayout(FRAME, title, body, options);

function addressLines(a: LetterView['adresse']): Raw {
  const lines = [a.destinataire, a.ligne1, a.ligne2 ?? '', `${a.code_postal} ${a.ville}`, a.pays].filter((l) => l.trim() !== '');
  return html`<address class="letter__address">${lines.map((l, i) => html`${i ? raw('<br>') : ''}${l}`)}</address>`;
}

/** The button that posts one step for one letter; the tracking number makes each button's name unique. */
function stepForm(numero: string, action: 'suivant' | 'retour', label: string, secondary = false): Raw {
  return html`<form class="letter__action" method="post" action="/lettres/${encodeURIComponent(numero)}/${action}">
<button class="button${secondary ? ' button--secondary' : ''}" type="submit">${label}<span class="visually-hidden"> : lettre ${numero}</span></button>
</form>`;
}

function letterCard(l: LetterView): Raw {
  const next = NEXT_POSTAL_STATE[l.etat];
  const id = `lettre-${l.numero}`;
  return html`<li>
<article class="letter" aria-labelledby="${id}">
<h2 id="${id}">Lettre ${l.numero}</h2>
<p class="letter__state"><span class="state state--${l.etat.toLowerCase()}">${POSTAL_STATE_LABELS[l.etat]}</span></p>
<dl class="summary__list">
<div><dt>Référence de l'expéditeur</dt><dd>${l.reference}</dd></div>
<div><dt>Expéditeur</dt><dd>${l.expediteur}</dd></div>
<div><dt>Destinataire</dt><dd>${addressLines(l.adresse)}</dd></div>
<div><dt>Exemplaires</dt><dd>${String(l.exemplaires)}</dd></div>
<div><dt>Document</dt><dd><a href="/lettres/${encodeURIComponent(l.numero)}/pdf">PDF de la lettre ${l.numero}</a> (${(l.taille / 1024).toFixed(0)} Ko${l.pages ? `, ${l.pages} page${l.pages > 1 ? 's' : ''}` : ''})</dd></div>
</dl>
<h3 class="letter__steps-title">Étapes</h3>
<ol class="letter__steps">
${l.etapes.map((e) => html`<li><strong>${POSTAL_STATE_LABELS[e.etat]}</strong> le ${when(e.le)}${e.motif ? html` – ${e.motif}` : ''} <span class="letter__notification">(${NOTIFICATION_TEXT[e.notification]})</span></li>\n`)}</ol>
${
  next || l.etat === RETURNABLE_POSTAL_STATE
    ? html`<div class="letter__actions">
${next ? stepForm(l.numero, 'suivant', `Passer à l'étape « ${POSTAL_STATE_LABELS[next]} »`) : ''}
${l.etat === RETURNABLE_POSTAL_STATE ? stepForm(l.numero, 'retour', "Retourner à l'expéditeur (NPAI)", true) : ''}
</div>`
    : html`<p class="letter__done">Cette lettre a terminé son parcours.</p>`
}
</article>
</li>
`;
}

/** The tester's page: every letter received, the most recent first. */
export function lettersPage(letters: LetterView[], notice: string | null = null): string {
  return layout(
    'Lettres reçues',
    html`<h1>Lettres reçues</h1>
${notice ? html`<div class="notice" role="status"><p>${notice}</p></div>` : ''}
<section class="test-notice" aria-labelledby="test-titre">
<h2 id="test-titre">Environnement de test : aucun courrier réel</h2>
<p>Le portail dépose ici les lettres à imprimer et à poster. Faites avancer chaque lettre d'une étape à la fois (imprimée, remise à La Poste, distribuée) ou, une fois remise à La Poste, retournez-la à l'expéditeur comme un pli « N'habite pas à l'adresse indiquée ». Chaque étape est notifiée au portail, signée, jusqu'à ce qu'il en accuse réception.</p>
</section>
${
  letters.length
    ? html`<ul class="letters">
${letters.map(letterCard)}</ul>`
    : html`<p class="lead">Aucune lettre reçue pour l'instant. Commandez un document envoyé par courrier sur le portail : il apparaîtra ici une fois produit.</p>`
}`,
  );
}

/** A step the letter cannot take from where it stands. */
export function conflictPage(numero: string, reason: string): string {
  return layout(
    'Étape impossible',
    html`<h1>Étape impossible</h1>
<p class="lead">${reason}</p>
<p>La lettre ${numero} n'a pas changé d'étape.</p>
<p><a href="/">Revenir à la liste des lettres</a></p>`,
    { error: true },
  );
}

/** A form posted from another site than this page. */
export function forbiddenPage(): string {
  return layout(
    'Formulaire non valable',
    html`<h1>Formulaire non valable</h1>
<p class="lead">Les étapes d'une lettre ne se déclarent que depuis la page des lettres reçues de ce prestataire.</p>
<p>Rien n'a été modifié. <a href="/">Revenir à la liste des lettres</a></p>`,
    { error: true },
  );
}

export function letterNotFoundPage(): string {
  return layout(
    'Lettre introuvable',
    html`<h1>Lettre introuvable</h1>
<p class="lead">Aucune lettre ne porte ce numéro de suivi chez ce prestataire (les lettres sont oubliées quand il redémarre).</p>
<p><a href="/">Revenir à la liste des lettres</a></p>`,
    { error: true },
  );
}

export function pageNotFoundPage(): string {
  return layout('Page introuvable', html`<h1>Page introuvable</h1>\n<p class="lead">Cette adresse ne correspond à aucune page du prestataire de courrier.</p>\n<p><a href="/">Revenir à la liste des lettres</a></p>`, {
    error: true,
  });
}

export function errorPage(): string {
  return layout('Erreur', html`<h1>Une erreur est survenue</h1>\n<p class="lead">Votre demande n'a pas pu être traitée.</p>\n<p><a href="/">Revenir à la liste des lettres</a></p>`, { error: true });
}
