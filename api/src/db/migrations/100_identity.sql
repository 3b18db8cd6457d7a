-- Identity provider (embedded default): people who sign in, their single-use e-mail tokens, the
-- mail outbox, the provider's signing keys and secrets, and the oidc-provider artefacts
-- (sessions, interactions, codes, grants, refresh tokens).

create table identity_user (
  id uuid primary key,
  email text not null,
  password_hash text not null,
  first_name text not null default '',
  last_name text not null default '',
  email_verified boolean not null default false,
  -- Contact fields of SPEC §3: address, additionalAddress, zipCode, city, country, mobilePhone, phone.
  attributes jsonb not null default '{}',
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create unique index identity_user_email on identity_user (lower(email));

-- Links sent by mail: account validation, password reset, e-mail change. Only a hash is kept.
create table identity_token (
  token_hash text primary key,
  user_id uuid not null references identity_user(id) on delete cascade,
  kind text not null check (kind in ('validation', 'reinitialisation', 'changement_email')),
  new_email text,
  expires_at timestamptz not null,
  used_at timestamptz,
  created_at timestamptz not null default now()
);
create index identity_token_user on identity_token (user_id, kind);

-- Mail kept by the embedded default (no SMTP server) and listed by /auth/outbox.
create table identity_outbox (
  id serial primary key,
  recipient text not null,
  subject text not null,
  text_body text not null,
  html_body text not null,
  sent_at timestamptz not null default now()
);

-- Signing keys (private JWK) and cookie secrets, generated on first start.
create table identity_secret (
  name text primary key,
  value jsonb not null,
  created_at timestamptz not null default now()
);

-- oidc-provider adapter storage, one row per artefact.
create table oidc_payload (
  type text not null,
  id text not null,
  payload jsonb not null,
  grant_id text,
  user_code text,
  uid text,
  expires_at timestamptz,
  consumed_at timestamptz,
  primary key (type, id)
);
create index oidc_payload_grant on oidc_payload (grant_id) where grant_id is not null;
create index oidc_payload_uid on oidc_payload (uid) where uid is not null;
create index oidc_payload_expires on oidc_payload (expires_at);
