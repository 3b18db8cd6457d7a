// Production of the documents of paid orders, run by the job queue: the document's snapshot is read
// at the moment of issue, rendered, signed, and stored with its fingerprint in one durable
// transaction that also moves the line, the order and a periodic Kbis' delivery on. Storing is
// keyed on (line, delivery): a job run twice (a process killed after the commit, two workers
// after a lease ran out) stores one document, and the second run changes nothing.
import { createHash, randomInt } from 'node:crypto';
import { VERIFICATION_ALPHABET, type AdressePostale, type Devise } from '@portail/shared/api';
import { dayIn } from '@portail/shared/format/dates';
import type { Database, Queryable } from '../../db/types';
import { enqueue, type JobHandler } from '../../jobs/queue';
import type { Mailer } from '../mail';
import { territoryOfDocument } from '../pdf';
import { orderProduced, type OrderLineRow } from '../orders';
import { sendLetterJob } from '../postal';
import { renderAccountsPdf } from './accountsPdf';
import { renderDebtStatementPdf } from './debtStatementPdf';
import { renderDeedPdf } from './deedPdf';
import { renderKbisPdf } from './kbisPdf';
import { documentsReadyMail } from './mail';
import type { DocumentSigner } from './signing';
import { accountsSnapshot, debtSnapshot, deedSnapshot, kbisSnapshot } from './snapshot';
import type { Issuer } from './types';

export interface ProductionContext {
  db: Database;
  /** Who signs (loaded on first use: the development pair lives in the database). */
  signer: () => Promise<DocumentSigner>;
  /** The issuer of a document sold on the site of `devise` (New Caledonia's is in XPF). */
  issuer: (devise: Devise) => Issuer;
  mailer?: Mailer | undefined;
  /** The order's page on the site of `devise`, for the mail. */
  orderLink: (devise: Devise, reference: string, date: string) => string;
}

/** An order line to produce, with what of its order and periodic Kbis the production needs. */
interface LineToProduce
  extends Pick<OrderLineRow, 'id' | 'libelle' | 'document_id' | 'entreprise_id' | 'entite_siren' | 'entite_denomination' | 'critere' | 'diffusion' | 'quantite' | 'nombre_envois'> {
  commande_id: number;
  compte_client_id: number;
  reference: string;
  date_commande: string;
  devise: Devise;
  courriel: string;
  code_article: string;
  statut: string;
  adresse_livraison: AdressePostale | null;
  periodique_id: number | null;
  periodique_adresse: AdressePostale | null;
}

async function lineToProduce(db: Queryable, lineId: number): Promise<LineToProduce | null> {
  const [row] = await db.query<LineToProduce>(
    `select l.id, l.commande_id, c.compte_client_id, c.reference, c.date_commande::text as date_commande, c.devise, c.courriel,
            l.code_article, l.libelle, l.document_id, l.entreprise_id, l.entite_siren, l.entite_denomination, l.critere, l.diffusion,
            l.quantite, l.statut, c.adresse_livraison, k.id as periodique_id, k.adresse_livraison as periodique_adresse, l.nombre_envois
     from ligne_commande l join commande c on c.id = l.commande_id left join kbis_periodique k on k.ligne_commande_id = l.id
     where l.id = $1`,
    [lineId],
  );
  return row ?? null;
}

/** 16 characters of an alphabet without look-alikes, in 4 groups: 80 bits, not guessable. */
export function newVerificationCode(): string {
  let raw = '';
  for (let i = 0; i < 16; i++) raw += VERIFICATION_ALPHABET[randomInt(VERIFICATION_ALPHABET.length)];
  return raw.match(/.{4}/g)!.join('-');
}

export const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

const slug = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 40) || 'document';

interface Rendered {
  pdf: Buffer;
  signer: { holder: string; algorithm: string };
  filename: string;
  code: string | null;
  codeGreffe: string | null;
  data: object;
}

/** The document of `line`, as of `at`: its snapshot, rendered and (a Kbis) signed. */
export async function renderLine(ctx: ProductionContext, line: LineToProduce, at: Date, delivery: number): Promise<Rendered> {
  const issuer = ctx.issuer(line.devise);
  const signer = await ctx.signer();
  const signedBy = { holder: signer.holder, algorithm: signer.algorithm };
  // The order's territory (its currency's): its day names the files, its clock dates every document (Nouméa's for an order of the New Caledonia site).
  const territory = territoryOfDocument(line.devise);
  const day = dayIn(territory, at).replace(/-/g, '');
  const who = line.entite_siren?.trim() || slug(line.entite_denomination);
  switch (line.code_article) {
    case 'KBIS': {
      const code = newVerificationCode();
      const data = await kbisSnapshot(ctx.db, line.entreprise_id!, at, { code, url: issuer.verificationUrl(code) }, territory);
      if (!data) throw new Error(`entreprise ${line.entreprise_id} introuvable`);
      const pdf = await signer.sign(await renderKbisPdf(data, issuer), at, 'Extrait Kbis délivré par le portail');
      return { pdf, signer: signedBy, filename: `kbis-${who}-${day}${delivery > 1 ? `-envoi-${delivery}` : ''}.pdf`, code, codeGreffe: data.greffe?.code ?? null, data };
    }
    case 'COMPTES_ANNUELS': {
      const data = await accountsSnapshot(ctx.db, line.entreprise_id!, line.document_id!, at, territory);
      if (!data) throw new Error(`comptes ${line.document_id} introuvables`);
      const pdf = await signer.sign(await renderAccountsPdf(data, issuer), at, 'Comptes annuels délivrés par le portail');
      return { pdf, signer: signedBy, filename: `comptes-annuels-${who}-${data.comptes.date_cloture}.pdf`, code: null, codeGreffe: data.greffe?.code ?? null, data };
    }
    case 'ACTE': {
      const data = await deedSnapshot(ctx.db, line.entreprise_id!, line.document_id!, at, territory);
      if (!data) throw new Error(`acte ${line.document_id} introuvable`);
      const pdf = await signer.sign(await renderDeedPdf(data, issuer), at, 'Copie d’acte délivrée par le portail');
      return { pdf, signer: signedBy, filename: `acte-${who}-${slug(data.acte.numero_depot)}.pdf`, code: null, codeGreffe: data.greffe?.code ?? null, data };
    }
    case 'ETAT_ENDETTEMENT':
    case 'ETAT_INSCRIPTIONS_TRESOR': {
      const critere = line.critere ?? { siren: line.entite_siren?.trim() ?? null, denomination: null, code_postal: null };
      const full = await debtSnapshot(ctx.db, critere, line.libelle, at, territory);
      // The Treasury's statement lists the Treasury's privileges only.
      const data =
        line.code_article === 'ETAT_INSCRIPTIONS_TRESOR'
          ? { ...full, inscriptions: full.inscriptions.filter((i) => i.type_inscription === 'PRIVILEGE_TRESOR') }
          : full;
      const pdf = await signer.sign(await renderDebtStatementPdf(data, issuer), at, 'État certifié délivré par le portail');
      return { pdf, signer: signedBy, filename: `${slug(line.libelle)}-${who}-${day}.pdf`, code: null, codeGreffe: data.debiteurs[0]?.code_greffe ?? null, data };
    }
    default:
      throw new Error(`article ${line.code_article} sans production`);
  }
}

/** The job handler: produces delivery `envoi` of order line `ligne`. */
export function produceDocument(ctx: ProductionContext): JobHandler {
  return async (job, { clock }) => {
    const lineId = Number(job.payload.ligne);
    const delivery = Number(job.payload.envoi ?? 1);
    const line = await lineToProduce(ctx.db, lineId);
    if (!line || line.statut === 'ANNULE' || line.statut === 'EN_ATTENTE') return;
    const [done] = await ctx.db.query('select 1 from document_emis where ligne_commande_id = $1 and envoi = $2', [lineId, delivery]);
    if (done) return;
    if (line.periodique_id !== null) {
      const [envoi] = await ctx.db.query<{ statut: string }>('select statut from kbis_envoi where kbis_periodique_id = $1 and rang = $2', [line.periodique_id, delivery]);
      if (!envoi || envoi.statut !== 'PREVU') return;
    }
    await ctx.db.query(`update ligne_commande set statut = 'EN_PRODUCTION' where id = $1 and statut = 'A_PRODUIRE'`, [lineId]);
    await ctx.db.query(`update commande set statut = 'EN_PREPARATION' where id = $1 and statut in ('PAYEE', 'VALIDEE')`, [line.commande_id]);

    const at = clock.now();
    const doc = await renderLine(ctx, line, at, delivery);
    const delivered = await ctx.db.transaction(async (tx) => store(tx, ctx, line, delivery, at, doc), { durable: true });
    if (delivered) void ctx.mailer?.deliver();
  };
}

/** Stores the document and moves everything it completes; false when another run stored it first. */
async function store(tx: Queryable, ctx: ProductionContext, line: LineToProduce, delivery: number, at: Date, doc: Rendered): Promise<boolean> {
  if (line.periodique_id !== null) {
    // A cancellation that came while the document was rendered wins: nothing is issued.
    const [envoi] = await tx.query<{ statut: string }>('select statut from kbis_envoi where kbis_periodique_id = $1 and rang = $2 for update', [line.periodique_id, delivery]);
    if (!envoi || envoi.statut !== 'PREVU') return false;
  }
  const [stored] = await tx.query<{ id: number }>(
    `insert into document_emis (ligne_commande_id, envoi, commande_id, compte_client_id, code_article, libelle, entreprise_id, entite_siren,
       entite_denomination, code_greffe, code_verification, empreinte_sha256, taille, nom_fichier, donnees, pdf, emis_le, signataire, algorithme_signature)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15::jsonb, $16, $17::timestamptz, $18, $19)
     on conflict (ligne_commande_id, envoi) do nothing returning id`,
    [
      line.id,
      delivery,
      line.commande_id,
      line.compte_client_id,
      line.code_article,
      line.libelle,
      line.entreprise_id,
      line.entite_siren,
      line.entite_denomination,
      doc.codeGreffe,
      doc.code,
      sha256(doc.pdf),
      doc.pdf.length,
      doc.filename,
      JSON.stringify(doc.data),
      doc.pdf,
      at.toISOString(),
      doc.signer.holder,
      doc.signer.algorithm,
    ],
  );
  if (!stored) return false;
  if (line.diffusion === 'COURRIER') {
    const address = line.periodique_adresse ?? line.adresse_livraison;
    if (address) {
      await tx.query('insert into expedition (document_id, adresse, exemplaires) values ($1, $2::jsonb, $3)', [stored.id, JSON.stringify(address), Math.max(1, line.quantite)]);
      // Deposited with the print-and-post provider by a job; its notifications alone move the shipment on.
      await enqueue(tx, [sendLetterJob(stored.id, 1)]);
    }
  }
  if (line.periodique_id !== null) {
    await tx.query(`update kbis_envoi set statut = 'EMIS', document_id = $3 where kbis_periodique_id = $1 and rang = $2`, [line.periodique_id, delivery, stored.id]);
  }
  await tx.query(`update ligne_commande set statut = 'DISPONIBLE' where id = $1 and statut in ('A_PRODUIRE', 'EN_PRODUCTION')`, [line.id]);
  // Every document produced: the order is delivered, or on its way while copies sent by mail are.
  const delivered = (await orderProduced(tx, line.commande_id)) !== null;
  if (ctx.mailer && (delivered || delivery > 1)) {
    const docs = await tx.query<{ libelle: string; entite_denomination: string; envoi: number }>(
      `select libelle, entite_denomination, envoi from document_emis where commande_id = $1 and ($2::int is null or id = $2) order by id`,
      [line.commande_id, delivered ? null : stored.id],
    );
    await ctx.mailer.queue(tx, documentsReadyMail({ to: line.courriel, reference: line.reference, documents: docs, link: ctx.orderLink(line.devise, line.reference, line.date_commande), periodic: !delivered, territory: territoryOfDocument(line.devise) }));
  }
  return true;
}
