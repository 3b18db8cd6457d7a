import type { Database, Queryable } from '../../db';

// What the portal holds on a person, for the copy they can download (RGPD articles 15 and 20):
// one section per kind of record, each read by one query that returns JSON. The people are known
// by their subject (`sub`) and their e-mail address; their customer accounts bring the records
// of those accounts. Records of the accounts that name someone else (an order a colleague placed,
// the creator of a surveillance) are left out or reduced to what concerns the person.
//
// Every table with a column that names a person (PERSON_COLUMNS), and every table of the customer
// accounts, must appear in a section: the test reads the schema and fails on a table that does not.

/** Columns that hold a person's subject, address or name, wherever they appear. */
export const PERSON_COLUMNS = [
  'sujet',
  'user_id',
  'email',
  'courriel',
  'recipient',
  'new_email',
  'cree_par',
  'first_name',
  'last_name',
  'contact_nom',
  'contact_prenom',
] as const;

export interface ExportSection {
  /** The key of the section in the file. */
  key: string;
  /** The tables it reads. */
  tables: readonly string[];
  /**
   * One row with one column `data` (JSON). Placeholders: {sub} the subject, {emails} the person's
   * addresses (lower case), {accounts} the ids of the customer accounts they act for.
   */
  sql: string;
}

/** Their orders: those they placed. */
const MY_ORDERS = 'select id from commande where sujet = {sub}';
const MY_ACCOUNT = 'compte_client_id = any({accounts})';
const list = (select: string, order: string, from: string) => `select coalesce(jsonb_agg(${select} order by ${order}), '[]'::jsonb) as data from ${from}`;
/** A row (`parent`) with its rows of another table under `key`: `child` over `from`, in `order`, an empty array for none. */
const withChildren = (parent: string, key: string, child: string, order: string, from: string) =>
  `${parent} || jsonb_build_object('${key}', (select coalesce(jsonb_agg(${child} order by ${order}), '[]'::jsonb) from ${from}))`;

export const EXPORT_SECTIONS: readonly ExportSection[] = [
  {
    key: 'identite',
    tables: ['identity_user'],
    sql: `select jsonb_build_object('sujet', u.id, 'email', u.email, 'prenom', u.first_name, 'nom', u.last_name,
                 'adresse_verifiee', u.email_verified, 'cree_le', u.created_at, 'modifie_le', u.updated_at) as data
            from identity_user u where u.id::text = {sub}`,
  },
  {
    key: 'coordonnees',
    tables: ['identity_user'],
    sql: `select u.attributes as data from identity_user u where u.id::text = {sub}`,
  },
  {
    key: 'comptes_clients',
    tables: ['compte_client', 'compte_client_utilisateur', 'abonnement'],
    sql: list(
      `to_jsonb(c) || jsonb_build_object('selectionne', cu.selectionne, 'abonnements',
         (select coalesce(jsonb_agg((to_jsonb(a) - 'compte_client_id' - 'sujet') || jsonb_build_object('souscrit_par_vous', to_jsonb(a) ->> 'sujet' = {sub})
            order by a.date_debut, a.id), '[]'::jsonb) from abonnement a where a.compte_client_id = c.id))`,
      'c.id',
      'compte_client c join compte_client_utilisateur cu on cu.compte_client_id = c.id and cu.sujet = {sub}',
    ),
  },
  {
    key: 'commandes',
    tables: ['commande', 'ligne_commande'],
    sql: list(
      withChildren(`(to_jsonb(c) - 'cle_idempotence' - 'empreinte_requete')`, 'lignes', `to_jsonb(l) - 'commande_id'`, 'l.rang', 'ligne_commande l where l.commande_id = c.id'),
      'c.id',
      'commande c where c.sujet = {sub}',
    ),
  },
  {
    key: 'documents',
    tables: ['document_emis', 'expedition'],
    sql: list(
      `(to_jsonb(d) - 'pdf' - 'donnees') || jsonb_build_object('expedition', (select to_jsonb(x) - 'document_id' from expedition x where x.document_id = d.id))`,
      'd.id',
      `document_emis d where d.commande_id in (${MY_ORDERS})`,
    ),
  },
  {
    key: 'kbis_periodiques',
    tables: ['kbis_periodique', 'kbis_envoi'],
    sql: list(
      withChildren('to_jsonb(k)', 'envois', `to_jsonb(e) - 'kbis_periodique_id'`, 'e.rang', 'kbis_envoi e where e.kbis_periodique_id = k.id'),
      'k.id',
      `kbis_periodique k where k.ligne_commande_id in (select id from ligne_commande where commande_id in (${MY_ORDERS}))`,
    ),
  },
  {
    key: 'factures',
    tables: ['facture'],
    // The invoices of their orders, and the monthly and subscription invoices of their accounts.
    sql: list(`to_jsonb(f) - 'pdf'`, 'f.id', `facture f where f.commande_id in (${MY_ORDERS}) or (f.type in ('MENSUELLE', 'ABONNEMENT') and f.${MY_ACCOUNT})`),
  },
  {
    key: 'paiements',
    tables: ['paiement'],
    sql: list(`to_jsonb(p) - 'cle_idempotence'`, 'p.cree_le, p.id', 'paiement p where p.sujet = {sub}'),
  },
  {
    key: 'encaissements',
    tables: ['encaissement'],
    sql: list(`to_jsonb(e) - 'pdf'`, 'e.id', 'encaissement e where e.paiement_id in (select id from paiement where sujet = {sub})'),
  },
  {
    key: 'portefeuilles',
    tables: ['portefeuille', 'portefeuille_mouvement'],
    sql: list(
      withChildren(
        'to_jsonb(w)',
        'mouvements',
        `to_jsonb(m) - 'compte_client_id' - 'devise'`,
        'm.id',
        'portefeuille_mouvement m where m.compte_client_id = w.compte_client_id and m.devise = w.devise',
      ),
      'w.compte_client_id, w.devise',
      `portefeuille w where w.${MY_ACCOUNT}`,
    ),
  },
  {
    key: 'paniers',
    tables: ['panier', 'panier_article'],
    sql: list(
      withChildren('to_jsonb(b)', 'articles', `to_jsonb(a) - 'panier_id'`, 'a.id', 'panier_article a where a.panier_id = b.id'),
      'b.cree_le',
      `panier b where b.${MY_ACCOUNT}`,
    ),
  },
  {
    key: 'surveillances',
    tables: ['surveillance'],
    // Who created one is told only when it is the person.
    sql: list(
      `(to_jsonb(s) - 'cree_par') || jsonb_build_object('creee_par_vous', s.cree_par = {sub}, 'siren', e.siren, 'denomination', e.denomination)`,
      's.id',
      `surveillance s join entreprise e on e.id = s.entreprise_id where s.${MY_ACCOUNT}`,
    ),
  },
  {
    key: 'revelations',
    tables: ['revelation'],
    sql: list(
      `to_jsonb(r) || jsonb_build_object('evenement', jsonb_build_object('code', v.code, 'type_avis', v.type_avis, 'ancienne_valeur', v.ancienne_valeur,
         'nouvelle_valeur', v.nouvelle_valeur, 'date_evenement', v.date_evenement))`,
      'r.id',
      `revelation r join evenement_entreprise v on v.id = r.evenement_id where r.${MY_ACCOUNT}`,
    ),
  },
  {
    key: 'groupes_favoris',
    tables: ['groupe_favori'],
    sql: list('to_jsonb(g)', 'g.id', `groupe_favori g where g.${MY_ACCOUNT}`),
  },
  {
    key: 'resumes_revelations',
    tables: ['resume_revelations'],
    sql: list('to_jsonb(r)', 'r.jour, r.compte_client_id', `resume_revelations r where r.${MY_ACCOUNT}`),
  },
  {
    key: 'formalites',
    tables: ['formalite', 'formalite_etape'],
    sql: list(
      withChildren('to_jsonb(f)', 'etapes', `to_jsonb(e) - 'formalite_id'`, 'e.le, e.id', 'formalite_etape e where e.formalite_id = f.id'),
      'f.id',
      `formalite f where f.${MY_ACCOUNT}`,
    ),
  },
  {
    key: 'signatures',
    tables: ['signature'],
    sql: list(`to_jsonb(s) - 'cle_idempotence' - 'empreinte_requete'`, 's.id', 'signature s where s.sujet = {sub}'),
  },
  {
    key: 'courriels',
    tables: ['identity_outbox'],
    // The text of each mail, its links' single-use tokens masked (they open the account).
    sql: list(
      `jsonb_build_object('destinataire', o.recipient, 'objet', o.subject, 'texte', regexp_replace(o.text_body, 'jeton=[^[:space:]&"<>]+', 'jeton=(masqué)', 'g'),
         'envoye_le', o.sent_at, 'remis_le', o.delivered_at, 'pieces_jointes', o.pieces_jointes)`,
      'o.id',
      'identity_outbox o where lower(o.recipient) = any({emails})',
    ),
  },
  {
    key: 'demandes_de_contact',
    tables: ['contact_demande'],
    sql: list(
      `jsonb_build_object('reference', c.reference, 'nom', c.nom, 'adresse', c.email, 'sujet', c.objet, 'commande', c.numero_commande, 'message', c.message, 'recue_le', c.recue_le)`,
      'c.recue_le',
      'contact_demande c where lower(c.email) = any({emails})',
    ),
  },
  {
    key: 'liens_envoyes',
    tables: ['identity_token'],
    sql: list(
      `jsonb_build_object('type', t.kind, 'nouvelle_adresse', t.new_email, 'ancienne_adresse', t.old_email, 'cree_le', t.created_at, 'expire_le', t.expires_at, 'utilise_le', t.used_at)`,
      't.created_at',
      'identity_token t where t.user_id::text = {sub}',
    ),
  },
  {
    key: 'sessions',
    tables: ['oidc_payload'],
    // What and when only: an artefact's id is the token itself.
    sql: list(
      `jsonb_build_object('type', p.type, 'client', p.payload ->> 'clientId',
         'cree_le', case when p.payload ->> 'iat' is not null then to_timestamp((p.payload ->> 'iat')::double precision) end,
         'expire_le', p.expires_at, 'utilise_le', p.consumed_at)`,
      `p.type, p.expires_at`,
      `oidc_payload p where p.payload ->> 'accountId' = {sub}`,
    ),
  },
];

/** Every table whose rows the export reads. */
export const EXPORTED_TABLES: readonly string[] = [...new Set(EXPORT_SECTIONS.flatMap((s) => s.tables))];

export interface PersonalDataExport {
  format: 'portail-donnees-personnelles';
  version: 1;
  genere_le: string;
  [section: string]: unknown;
}

const PLACEHOLDER_TYPES = { sub: 'text', emails: 'text[]', accounts: 'int[]' } as const;
type Placeholders = { sub: string; emails: string[]; accounts: number[] };

/** The section's SQL with positional parameters for the placeholders it uses, and their values. */
export function bind(sql: string, values: Placeholders): [string, unknown[]] {
  const params: unknown[] = [];
  const positions = new Map<keyof Placeholders, number>();
  const text = sql.replace(/\{(sub|emails|accounts)\}/g, (_m, name: keyof Placeholders) => {
    if (!positions.has(name)) {
      params.push(values[name]);
      positions.set(name, params.length);
    }
    return `$${positions.get(name)}::${PLACEHOLDER_TYPES[name]}`;
  });
  return [text, params];
}

/** jsonb arrives parsed from node-postgres and may arrive as text elsewhere. */
function parse(value: unknown): unknown {
  return typeof value === 'string' ? (JSON.parse(value) as unknown) : (value ?? null);
}

/** Everything held on the person `sub`, known by the address `email`, as one JSON document, read from one snapshot. */
export async function exportPersonalData(db: Database, sub: string, email: string): Promise<PersonalDataExport> {
  return db.transaction(async (tx: Queryable) => {
    await tx.query('set transaction isolation level repeatable read');
    const accounts = await tx.query<{ id: number }>('select compte_client_id as id from compte_client_utilisateur where sujet = $1', [sub]);
    const [stored] = await tx.query<{ email: string }>('select email from identity_user where id::text = $1', [sub]);
    const addresses = [...new Set([email, stored?.email ?? ''].filter(Boolean).map((a) => a.toLowerCase()))];
    const out: PersonalDataExport = { format: 'portail-donnees-personnelles', version: 1, genere_le: new Date().toISOString() };
    for (const section of EXPORT_SECTIONS) {
      const [row] = await tx.query<{ data: unknown }>(...bind(section.sql, { sub, emails: addresses, accounts: accounts.map((a) => a.id) }));
      out[section.key] = parse(row?.data);
    }
    return out;
  });
}
