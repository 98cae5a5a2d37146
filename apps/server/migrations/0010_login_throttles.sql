-- Password-login attempts counted per account and per client IP (accounts/login-throttle.ts).
-- Kept in the database, not in memory, so every server process sees the same counts and a
-- restart does not hand an attacker a fresh allowance. `key` is `user:<id>` or the typed name
-- of an unknown account for scope 'account', the client address for scope 'ip'.
create table login_throttles (
  scope            text not null check (scope in ('account', 'ip')),
  key              text not null check (length(key) <= 300),
  failures         integer not null default 0 check (failures >= 0),
  blocked_until    timestamptz,
  last_attempt_at  timestamptz not null,
  primary key (scope, key)
);
