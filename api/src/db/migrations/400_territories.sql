-- Territories (FR: mainland France, NC: New Caledonia). Both sites share one API, but a basket, an
-- order, its invoice, a payment, a payment received, the wallet and a subscription belong to one
-- territory, and each site shows and sells its own (api/src/modules/basket/territory.ts).
--
-- Each territory has its own currency (EUR, XPF): what carries a currency takes its territory from
-- it, a generated column that can never disagree with it (existing rows included). A periodic Kbis
-- is its order's. A basket has no currency of its own: its territory is a column, filled for the
-- existing baskets from their grid's, and an owner (guest or account) has one basket per territory.

alter table panier add column territoire text;
update panier p set territoire = g.territoire from grille_tarifaire g where g.code = p.grille_code;
update panier set territoire = 'FR' where territoire is null;
alter table panier alter column territoire set not null;
alter table panier add constraint panier_territoire_check check (territoire in ('FR', 'NC'));
alter table panier drop constraint panier_uid_invite_key;
alter table panier drop constraint panier_compte_client_id_key;
alter table panier add constraint panier_invite_territoire unique (uid_invite, territoire);
alter table panier add constraint panier_compte_territoire unique (compte_client_id, territoire);

alter table commande add column territoire text not null generated always as (case devise when 'EUR' then 'FR' when 'XPF' then 'NC' end) stored;
create index commande_compte_territoire on commande (compte_client_id, territoire, cree_le desc);

alter table facture add column territoire text not null generated always as (case devise when 'EUR' then 'FR' when 'XPF' then 'NC' end) stored;
create index facture_compte_territoire on facture (compte_client_id, territoire, date_emission desc, id desc);

alter table paiement add column territoire text not null generated always as (case devise when 'EUR' then 'FR' when 'XPF' then 'NC' end) stored;

alter table encaissement add column territoire text not null generated always as (case devise when 'EUR' then 'FR' when 'XPF' then 'NC' end) stored;
create index encaissement_compte_territoire on encaissement (compte_client_id, territoire, cree_le desc);

alter table portefeuille add column territoire text not null generated always as (case devise when 'EUR' then 'FR' when 'XPF' then 'NC' end) stored;
alter table portefeuille_mouvement add column territoire text not null generated always as (case devise when 'EUR' then 'FR' when 'XPF' then 'NC' end) stored;

-- Subscriptions are sold on the mainland site, in euros.
alter table abonnement add column territoire text not null default 'FR' check (territoire in ('FR', 'NC'));
