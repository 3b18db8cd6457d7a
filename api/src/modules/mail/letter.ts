// The portal's plain letter: a greeting, its paragraphs, an optional closing line with a link, the
// signature; the same words in the text part and, escaped, in the HTML part.
import { html } from '@portail/shared/format/html';
import type { Mail } from './mailer';

export interface Letter {
  to: string;
  subject: string;
  paragraphs: string[];
  /** A last paragraph leading to a page: its words, then the address (a link in HTML). */
  link?: { lead: string; href: string };
}

export function letter(l: Letter): Mail {
  const text = ['Bonjour,', '', ...l.paragraphs.flatMap((p) => [p, '']), ...(l.link ? [l.link.lead, l.link.href, ''] : []), 'Registre des entreprises'].join('\n');
  const body = html`<p>Bonjour,</p>
${l.paragraphs.map((p) => html`<p>${p}</p>\n`)}${l.link ? html`<p>${l.link.lead} <a href="${l.link.href}">${l.link.href}</a></p>\n` : ''}<p>Registre des entreprises</p>`;
  return { to: l.to, subject: l.subject, text, html: body.value };
}
