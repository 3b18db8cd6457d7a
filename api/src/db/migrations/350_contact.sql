-- Contact requests (SPEC §2 "External links": the contact request form). Every request sent with a
-- valid form token is kept with its reference (CT2026-000123); the ones a robot sent (honeypot
-- filled in, or sent too soon after the form was served) are kept as SPAM and mailed to nobody.
create sequence contact_demande_numero;

create table contact_demande (
  id int primary key,
  reference text not null unique,
  nom text not null,
  email text not null,
  -- The topic the sender chose (the form's `sujet`); `sujet` columns elsewhere name a person.
  objet text not null check (objet in ('COMMANDE', 'COMPTE', 'DOCUMENT_OFFICIEL', 'DONNEES_ENTREPRISE', 'AUTRE')),
  numero_commande text,
  message text not null,
  statut text not null check (statut in ('RECUE', 'SPAM')),
  -- Why a request is spam: the honeypot was filled in, or the form was sent too soon.
  motif_spam text check (motif_spam in ('CHAMP_PIEGE', 'TROP_RAPIDE')),
  recue_le timestamptz not null,
  constraint contact_demande_spam_check check ((statut = 'SPAM') = (motif_spam is not null))
);
create index contact_demande_recue_le on contact_demande (recue_le);

-- Form tokens already used: each is good for one request. Kept until the token would have expired.
create table contact_jeton_utilise (
  nonce text primary key,
  emis_le timestamptz not null
);
create index contact_jeton_utilise_emis_le on contact_jeton_utilise (emis_le);

-- The key that signs form tokens when CONTACT_FORM_SECRET is not set: made once, shared by every process.
create table contact_cle (
  id int primary key check (id = 1),
  valeur text not null
);
