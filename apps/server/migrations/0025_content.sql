-- Content (issue 16; the content domain): company pages, policies, footer statements, notices and
-- FAQ entries, each with one translation per language. Bodies are stored sanitised (an allow-list
-- of tags, packages/api/src/content.ts) and sanitised again when served. Unpublished items are
-- never served to customers. The seed (apps/server/src/content/seed/) is inserted on start for
-- every slug never seeded before (content_seeded), so a deleted seed item does not come back.
create table contents (
  id            bigserial primary key,
  -- 1 company, 2 policy, 3 footer / statement, 4 notice, 5 FAQ entry.
  type          smallint not null check (type between 1 and 5),
  slug          text not null unique check (length(slug) between 1 and 80 and slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
  -- FAQ entries only (the /help groups).
  category      text check (category in ('account', 'trading', 'fees', 'money', 'earn', 'nfts-referral')),
  sort_order    integer not null default 0 check (sort_order between 0 and 100000),
  published     boolean not null default false,
  -- First publication; kept when unpublished and published again.
  published_at  timestamptz,
  -- Notices pushed to every user as a notification: once, by whom, to how many.
  pushed_at     timestamptz,
  pushed_count  integer,
  pushed_by     bigint,
  pushed_by_name text,
  created_at    timestamptz not null default now(),
  updated_at    timestamptz not null default now(),
  check ((type = 5) = (category is not null)),
  check (not published or published_at is not null),
  check (pushed_at is null or (type = 4 and pushed_count is not null))
);
-- The customer lists: published items of a type in their order; notices newest first.
create index contents_published_type on contents (type, sort_order, id) where published;
create index contents_notices_newest on contents (published_at desc, id desc) where published and type = 4;

create table content_translations (
  content_id  bigint not null references contents(id) on delete cascade,
  language    text not null check (language in ('en', 'ja', 'ko', 'de', 'fr', 'it', 'es', 'ar', 'hk', 'zh')),
  title       text not null check (length(title) between 1 and 200),
  -- Sanitised HTML.
  body        text not null check (length(body) between 1 and 60000),
  -- The body's text without tags (entities decoded), for excerpts.
  plain       text not null,
  -- Lower-cased (by the server, Unicode-aware) title and plain text: the FAQ search's haystacks.
  search_title text not null,
  search_body  text not null,
  primary key (content_id, language)
);

-- Notices a signed-in user has opened (visitors keep theirs in the browser).
create table content_reads (
  user_id     bigint not null references users(id),
  content_id  bigint not null references contents(id) on delete cascade,
  read_at     timestamptz not null default now(),
  primary key (user_id, content_id)
);

-- Seed slugs already inserted once.
create table content_seeded (
  slug        text primary key,
  seeded_at   timestamptz not null default now()
);
