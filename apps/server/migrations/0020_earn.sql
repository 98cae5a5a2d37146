-- Smart trading plans (issue 14, DESIGN §6): operator-defined products, the plans users buy and
-- one row per paid plan-day. Money moves only in the ledger (entries referenced 'smart:<id>'):
-- the user's real `earn` account holds principals; the platform's `earn_reserve` (free) and
-- `earn_committed` (promised to running plans) hold the yield money, funded from `cash` by
-- audited finance entries. Same SQL on PGlite and PostgreSQL.

create table smart_products (
  id              bigserial primary key,
  name            text not null check (length(name) between 1 and 60),
  -- Offered timeframes in days, ascending and distinct (the service sorts them).
  days            integer[] not null check (cardinality(days) between 1 and 8),
  rate_kind       text not null check (rate_kind in ('fixed', 'range')),
  min_daily_rate  numeric(38, 18) not null check (min_daily_rate > 0 and min_daily_rate <= 0.05),
  max_daily_rate  numeric(38, 18) not null check (max_daily_rate <= 0.05),
  min_amount      numeric(38, 18) not null check (min_amount > 0),
  max_amount      numeric(38, 18) not null,
  enabled         boolean not null default true,
  -- {"en": "...", "ja": "...", …}: one text per interface language, English required.
  descriptions    jsonb not null,
  created_at      timestamptz not null,
  updated_at      timestamptz not null,
  check (min_amount <= max_amount),
  check ((rate_kind = 'fixed') = (min_daily_rate = max_daily_rate)),
  check (min_daily_rate <= max_daily_rate)
);

-- A plan keeps the terms it was bought with; later product edits do not touch it.
create table smart_plans (
  id              bigserial primary key,
  user_id         bigint not null references users (id),
  product_id      bigint not null references smart_products (id),
  product_name    text not null,
  rate_kind       text not null check (rate_kind in ('fixed', 'range')),
  min_daily_rate  numeric(38, 18) not null,
  max_daily_rate  numeric(38, 18) not null,
  amount          numeric(38, 18) not null check (amount > 0),
  days            integer not null check (days between 1 and 3650),
  -- amount × max_daily_rate × days rounded up: moved earn_reserve → earn_committed at purchase.
  committed       numeric(38, 18) not null check (committed >= 0),
  status          text not null default 'running' check (status in ('running', 'matured', 'exited')),
  -- Kept with each paid day in the same transaction as its smart_plan_accruals row: days paid,
  -- their yield in total, and when the next day is due (null once ended) for the job's scan.
  days_paid       integer not null default 0 check (days_paid between 0 and days),
  income_paid     numeric(38, 18) not null default 0 check (income_paid >= 0),
  next_due_at     timestamptz,
  started_at      timestamptz not null,
  matures_at      timestamptz not null,
  ended_at        timestamptz,
  exit_penalty    numeric(38, 18),
  exit_refund     numeric(38, 18),
  check ((status = 'running') = (ended_at is null)),
  check ((status = 'running') = (next_due_at is not null)),
  check ((status = 'exited') = (exit_penalty is not null and exit_refund is not null))
);
-- At most one running plan per user and product (10024), decided by the index under any race.
create unique index smart_plans_one_running on smart_plans (user_id, product_id) where status = 'running';
create index smart_plans_user_newest on smart_plans (user_id, id desc);
-- The accrual job's scan: running plans by next due time.
create index smart_plans_due on smart_plans (next_due_at) where status = 'running';

-- One row per paid plan-day: the primary key is what makes a day pay once, whatever runs it
-- (restarts, several processes, the dev clock). The rate drawn is recorded beside the yield.
create table smart_plan_accruals (
  plan_id   bigint not null references smart_plans (id),
  day       integer not null check (day >= 1),
  rate      numeric(38, 18) not null check (rate > 0),
  yield     numeric(38, 18) not null check (yield >= 0),
  -- Null only when the day's yield rounded down to 0 (a posting of 0 is not an entry).
  entry_id  bigint unique references journal_entries (id),
  paid_at   timestamptz not null,
  primary key (plan_id, day)
);

-- A single row every purchase locks before reading the reserve's free balance, so two purchases
-- can never both spend the same free money (the reserve's platform account is sharded).
create table smart_reserve_guard (
  id  integer primary key check (id = 1)
);
insert into smart_reserve_guard (id) values (1);

alter table notifications drop constraint notifications_kind_check;
alter table notifications add constraint notifications_kind_check check (kind in (
  'kyc_verified', 'kyc_rejected', 'deposit_credited', 'deposit_rejected', 'withdrawal_paid',
  'withdrawal_rejected', 'order_filled', 'contract_closed', 'contract_liquidated', 'option_settled',
  'smart_plan_matured', 'smart_plan_exited'));

-- Two honest sample products with modest rates. The reserve is NOT funded: /trading shows
-- coverage 0 and purchases answer 10168 until finance funds it.
insert into smart_products (name, days, rate_kind, min_daily_rate, max_daily_rate, min_amount, max_amount, enabled, descriptions, created_at, updated_at) values
  ('Steady', '{7,14}', 'fixed', 0.001, 0.001, 100, 10000, true, '{
    "en": "A fixed 0.1 % a day, paid daily from the earn reserve; the principal returns at maturity.",
    "ja": "毎日固定0.1%を収益準備金から支払い、満期に元本を返還します。",
    "ko": "매일 고정 0.1%를 수익 준비금에서 지급하며, 만기에 원금을 돌려드립니다.",
    "de": "Fest 0,1 % pro Tag, täglich aus der Ertragsreserve gezahlt; das Kapital kommt bei Fälligkeit zurück.",
    "fr": "0,1 % fixe par jour, versé chaque jour par la réserve de rendement ; le capital revient à l''échéance.",
    "it": "Un fisso 0,1 % al giorno, pagato ogni giorno dalla riserva di rendimento; il capitale torna alla scadenza.",
    "es": "Un 0,1 % fijo al día, pagado a diario desde la reserva de rendimiento; el capital vuelve al vencimiento.",
    "ar": "عائد ثابت 0.1٪ يوميًا يُدفع من احتياطي العوائد، ويُعاد رأس المال عند الاستحقاق.",
    "hk": "每日固定0.1%，由收益儲備金每日派發；到期退還本金。",
    "zh": "每日固定0.1%，由收益储备金每日发放；到期退还本金。"
  }', now(), now()),
  ('Balanced', '{30}', 'range', 0.0008, 0.0015, 500, 50000, true, '{
    "en": "0.08 % to 0.15 % a day, each day''s rate drawn by the published rule; the principal returns after 30 days.",
    "ja": "1日0.08%〜0.15%、各日の利率は公開ルールで決定。30日後に元本を返還します。",
    "ko": "하루 0.08%~0.15%, 각 날의 이율은 공개된 규칙으로 정해지며 30일 후 원금을 돌려드립니다.",
    "de": "0,08 % bis 0,15 % pro Tag, der Satz jedes Tages nach der veröffentlichten Regel; das Kapital kommt nach 30 Tagen zurück.",
    "fr": "De 0,08 % à 0,15 % par jour, le taux de chaque jour tiré par la règle publiée ; le capital revient après 30 jours.",
    "it": "Dallo 0,08 % allo 0,15 % al giorno, il tasso di ogni giorno secondo la regola pubblicata; il capitale torna dopo 30 giorni.",
    "es": "Del 0,08 % al 0,15 % al día, la tasa de cada día según la regla publicada; el capital vuelve a los 30 días.",
    "ar": "من 0.08٪ إلى 0.15٪ يوميًا، ويُحدَّد معدل كل يوم بالقاعدة المنشورة؛ يُعاد رأس المال بعد 30 يومًا.",
    "hk": "每日0.08%至0.15%，每日利率按公開規則決定；30日後退還本金。",
    "zh": "每日0.08%至0.15%，每日利率按公开规则决定；30天后退还本金。"
  }', now(), now());
