-- An order left unpaid is abandoned (ABANDONNEE) after a stated time, its documents still in the
-- basket; an order whose documents are all produced but whose copies sent by mail are not
-- delivered yet is on its way (EN_ACHEMINEMENT), never delivered (LIVREE) before them.
alter table commande drop constraint commande_statut_check;
alter table commande add constraint commande_statut_check
  check (statut in ('EN_ATTENTE_PAIEMENT', 'PAYEE', 'VALIDEE', 'EN_PREPARATION', 'EN_ACHEMINEMENT', 'LIVREE', 'REFUSEE', 'ANNULEE', 'ABANDONNEE'));

-- Orders said delivered while a copy sent by mail had no delivery: on their way.
update commande c set statut = 'EN_ACHEMINEMENT'
 where c.statut = 'LIVREE'
   and exists (select 1 from ligne_commande l where l.commande_id = c.id and l.diffusion = 'COURRIER');

-- A basket's order awaiting payment, looked up by every checkout from that basket.
create index commande_panier_en_attente on commande (panier_id) where statut = 'EN_ATTENTE_PAIEMENT';
