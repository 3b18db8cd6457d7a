-- Sessions ended at an external identity provider (Keycloak), as its OpenID Connect back-channel
-- logout tells the API (identity/backchannelLogout.ts): the access tokens of an ended session are
-- refused until they would have expired anyway, then the row is swept (expires_at).
create table identity_ended_session (
  sid text primary key,
  sub text,
  ended_at timestamptz not null default now(),
  expires_at timestamptz not null
);
create index identity_ended_session_expiry on identity_ended_session (expires_at);

-- A logout of every session of a person (a logout token naming the person only): the access
-- tokens issued to them at or before ended_at are refused.
create table identity_ended_person (
  sub text primary key,
  ended_at timestamptz not null,
  expires_at timestamptz not null
);
create index identity_ended_person_expiry on identity_ended_person (expires_at);
