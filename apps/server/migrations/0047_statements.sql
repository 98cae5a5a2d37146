-- Account statements (issue 26; docs/STATEMENTS.md): one row per generated statement, its PDF and
-- CSV as generated and the SHA-256 of each, so a download later is the same file. A period is
-- whole UTC days and has ended, so one user, book, period and language give one statement: a
-- second request answers the stored one (the unique key).
create table account_statements (
  id            bigserial primary key,
  user_id       bigint not null references users (id),
  book          text not null check (book in ('demo', 'real')),
  period_from   date not null,
  period_to     date not null,
  language      text not null,
  -- Who asked: the user (null) or an operator producing it for them (audited).
  operator_id   bigint references operators (id),
  pdf           bytea not null,
  pdf_sha256    text not null check (pdf_sha256 ~ '^[0-9a-f]{64}$'),
  csv           text not null,
  csv_sha256    text not null check (csv_sha256 ~ '^[0-9a-f]{64}$'),
  created_at    timestamptz not null default now(),
  check (period_to >= period_from),
  unique (user_id, book, period_from, period_to, language)
);
create index account_statements_user on account_statements (user_id, id desc);
