-- Letters really sent: each shipment of printed copies is deposited with the print-and-post
-- provider (postal module), which answers a tracking number and notifies each step (printed,
-- handed to La Poste, delivered, or returned to the sender). The shipment keeps its current
-- letter's tracking number and step; every step notified is kept with its time. A returned letter
-- may be sent again once, free of charge, to a corrected address.
alter table expedition
  add column numero_suivi text unique,
  add column etat_postal text check (etat_postal in ('DEPOSE', 'IMPRIME', 'REMIS_POSTE', 'DISTRIBUE', 'RETOURNE')),
  add column renvois int not null default 0 check (renvois between 0 and 1);

-- The steps of each letter of a shipment (`envoi` 1 for the first sending, 2 for the resend), as
-- the provider notified them: one row per (tracking number, step, provider's event), so that a
-- notification delivered twice is recorded once. `adresse` is where the letter went (its deposit).
create table expedition_suivi (
  id bigserial primary key,
  document_id int not null references expedition(document_id),
  envoi int not null check (envoi >= 1),
  numero_suivi text not null,
  etat text not null check (etat in ('DEPOSE', 'IMPRIME', 'REMIS_POSTE', 'DISTRIBUE', 'RETOURNE')),
  evenement text not null,
  motif text,
  adresse jsonb,
  survenu_le timestamptz not null,
  recu_le timestamptz not null default now(),
  unique (numero_suivi, etat, evenement)
);
create index expedition_suivi_document on expedition_suivi (document_id, id);

-- Shipments the former timer said printed were never printed: they are sent for real now, and the
-- timer's pending steps are dropped.
update tache set statut = 'ANNULEE', termine_le = now() where type = 'expedition.avancer' and statut = 'EN_ATTENTE';
update expedition set statut = 'A_IMPRIMER', imprime_le = null where statut in ('A_IMPRIMER', 'IMPRIME');
insert into tache (type, cle, charge)
  select 'courrier.envoyer', 'courrier:' || document_id || ':1', jsonb_build_object('document', document_id, 'envoi', 1)
  from expedition where statut = 'A_IMPRIMER'
  on conflict (cle) do nothing;
