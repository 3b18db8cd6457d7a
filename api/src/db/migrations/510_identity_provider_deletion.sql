-- Deletions of accounts held by an external identity provider (Keycloak): recorded when the person
-- asks, before they confirm at the provider; the portal erases its side, and removes the record in
-- the same transaction, once the provider no longer knows them (identity/providerAccounts.ts).
create table identity_deletion_pending (
  sub text primary key,
  requested_at timestamptz not null default now(),
  -- Last time the provider was asked and still had the person.
  checked_at timestamptz
);
