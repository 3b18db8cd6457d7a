// The mail that tells the customer their documents are ready: written in the transaction that
// stores the last document of the order (or a periodic Kbis' later delivery).
import { html } from '@portail/shared/format/html';
import { territoryVariant, type Territory } from '@portail/shared/http/territory';
import type { Mail } from '../mail';

export interface DocumentsReady {
  to: string;
  reference: string;
  documents: Array<{ libelle: string; entite_denomination: string; envoi: number }>;
  link: string;
  /** A later delivery of a periodic Kbis, rather than the whole order. */
  periodic: boolean;
  /** The order's territory (its currency's): the mail is signed by that site. */
  territory: Territory;
}

export function documentsReadyMail(m: DocumentsReady): Mail {
  const intro = m.periodic
    ? `Un nouvel envoi de votre Kbis périodique (commande ${m.reference}) est disponible.`
    : `Les documents de votre commande ${m.reference} sont prêts.`;
  const items = m.documents.map((d) => `${d.libelle} – ${d.entite_denomination}${d.envoi > 1 ? ` (envoi n° ${d.envoi})` : ''}`);
  const follow = 'Téléchargez-les depuis le détail de votre commande, où ils restent disponibles :';
  const signature = territoryVariant(m.territory).siteName;
  const text = ['Bonjour,', '', intro, '', ...items.map((i) => `- ${i}`), '', follow, m.link, '', signature].join('\n');
  const body = html`<p>Bonjour,</p>
<p>${intro}</p>
<ul>${items.map((i) => html`<li>${i}</li>`)}</ul>
<p>${follow} <a href="${m.link}">${m.link}</a></p>
<p>${signature}</p>`;
  return {
    to: m.to,
    kind: 'documents',
    subject: m.periodic ? `Votre Kbis périodique est disponible (commande ${m.reference})` : `Vos documents sont prêts (commande ${m.reference})`,
    text,
    html: body.value,
    attachments: [],
  };
}
