-- Mail may carry documents (an order's invoice). The outbox keeps references to them, not copies:
-- the dispatcher fetches each document when it sends the mail, from the module that issued it.
alter table identity_outbox add column pieces_jointes jsonb not null default '[]';
