-- Web Push (issue 25; docs/WEB-PUSH.md). The platform's VAPID key pair, made on the first start
-- (one row; whichever process inserts first wins, the others read it), and each user's devices'
-- push subscriptions (a push service's endpoint URL and the browser's keys). A subscription the
-- push service answers 404 or 410 for is deleted.
create table web_push_keys (
  id           smallint primary key check (id = 1),
  public_key   text not null,
  private_key  text not null,
  created_at   timestamptz not null default now()
);

create table push_subscriptions (
  id          bigserial primary key,
  user_id     bigint not null references users (id),
  endpoint    text not null unique check (length(endpoint) <= 1000),
  p256dh      text not null,
  auth        text not null,
  created_at  timestamptz not null default now()
);
create index push_subscriptions_user on push_subscriptions (user_id);
