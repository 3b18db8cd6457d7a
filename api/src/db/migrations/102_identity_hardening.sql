-- Mail is written to the outbox in the same transaction as what it announces; with an SMTP server
-- a dispatcher then delivers it (and retries), marking it delivered. Without one the outbox is
-- where mail stays, readable on the local viewer only.
alter table identity_outbox add column delivered_at timestamptz;
alter table identity_outbox add column attempts int not null default 0;
alter table identity_outbox add column claimed_until timestamptz;
alter table identity_outbox add column last_error text;
create index identity_outbox_pending on identity_outbox (id) where delivered_at is null;
create index identity_outbox_recipient on identity_outbox (lower(recipient), sent_at);

-- Every artefact of a person (sessions, grants, refresh tokens) found at once, to end them all
-- when their password or e-mail address changes.
create index oidc_payload_account on oidc_payload ((payload ->> 'accountId'));

-- A retried account creation (double submit, network retry) carries the same key and gives the
-- account created the first time.
alter table signature add column cle_idempotence text;
create unique index signature_idempotence on signature (sujet, type, cle_idempotence) where cle_idempotence is not null;
