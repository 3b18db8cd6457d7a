// The two mails of a contact request: the acknowledgement to the sender and the request to the team.
import { sujetContactLibelle, type SujetContact } from '@portail/shared/api';
import { html } from '@portail/shared/format/html';
import type { Mail } from '../mail';

export interface ContactRequest {
  reference: string;
  nom: string;
  email: string;
  sujet: SujetContact;
  numero_commande: string | null;
  message: string;
}

const paragraphs = (text: string) => text.split('\n').map((line) => html`${line}<br>`);

export function acknowledgementMail(r: ContactRequest): Mail & { kind: 'contact_accuse' } {
  const intro = `Nous avons bien reçu votre demande, enregistrée sous la référence ${r.reference}. Nous vous répondrons à cette adresse.`;
  const quote = 'Votre message :';
  const text = ['Bonjour,', '', intro, '', `Sujet : ${sujetContactLibelle(r.sujet)}`, ...(r.numero_commande ? [`Commande : ${r.numero_commande}`] : []), '', quote, r.message, '', 'Registre des entreprises'].join('\n');
  const body = html`<p>Bonjour,</p>
<p>${intro}</p>
<p>Sujet : ${sujetContactLibelle(r.sujet)}${r.numero_commande ? html`<br>Commande : ${r.numero_commande}` : ''}</p>
<p>${quote}</p>
<blockquote>${paragraphs(r.message)}</blockquote>
<p>Registre des entreprises</p>`;
  return { to: r.email, kind: 'contact_accuse', subject: `Votre demande de contact ${r.reference}`, text, html: body.value };
}

export function teamMail(r: ContactRequest, to: string): Mail {
  const lines = [`Référence : ${r.reference}`, `Nom : ${r.nom}`, `Adresse e-mail : ${r.email}`, `Sujet : ${sujetContactLibelle(r.sujet)}`, `Commande : ${r.numero_commande ?? '—'}`];
  const text = ['Nouvelle demande de contact.', '', ...lines, '', 'Message :', r.message].join('\n');
  const body = html`<p>Nouvelle demande de contact.</p>
<ul>${lines.map((l) => html`<li>${l}</li>`)}</ul>
<p>Message :</p>
<blockquote>${paragraphs(r.message)}</blockquote>`;
  return { to, kind: 'contact_equipe', subject: `[${r.reference}] ${sujetContactLibelle(r.sujet)} – ${r.nom}`, text, html: body.value };
}
