-- Operator data that customers read gets a text per interface language, like content (issue 21):
-- loan and smart-plan product names (and the names copied into the loans and plans signed with
-- them) become `names` objects {"en": …, "ja": …, …}, English required, the others possibly
-- empty (English is shown then, flagged). The seeded products of 0020 and 0021 get all ten
-- names; a product an operator already renamed keeps its one (English) name. Charities' names
-- and descriptions follow at the end.

-- A names object: only the ten language codes, English present and 1..max characters.
alter table loan_products add column names jsonb;
update loan_products set names = jsonb_build_object('en', name);
update loan_products set names = '{
  "en": "Flexible USDT loan",
  "ja": "USDTフレキシブルローン",
  "ko": "USDT 자유 상환 대출",
  "de": "Flexibler USDT-Kredit",
  "fr": "Prêt USDT flexible",
  "it": "Prestito USDT flessibile",
  "es": "Préstamo USDT flexible",
  "ar": "قرض USDT مرن",
  "hk": "USDT 靈活貸款",
  "zh": "USDT 灵活贷款"
}' where name = 'Flexible USDT loan';
alter table loan_products alter column names set not null;
alter table loan_products add constraint loan_products_names check (
  jsonb_typeof(names) = 'object'
  and (names - array['en', 'ja', 'ko', 'de', 'fr', 'it', 'es', 'ar', 'hk', 'zh']) = '{}'::jsonb
  and length(names ->> 'en') between 1 and 80);
alter table loan_products drop column name;

-- A loan keeps the names its product had when it was signed (later renames do not touch it).
alter table loans add column product_names jsonb;
update loans set product_names = coalesce(
  (select p.names from loan_products p where p.id = loans.product_id and p.names ->> 'en' = loans.product_name),
  jsonb_build_object('en', product_name));
alter table loans alter column product_names set not null;
alter table loans add constraint loans_product_names check (jsonb_typeof(product_names) = 'object' and length(product_names ->> 'en') >= 1);
alter table loans drop column product_name;

alter table smart_products add column names jsonb;
update smart_products set names = jsonb_build_object('en', name);
update smart_products set names = '{
  "en": "Steady",
  "ja": "安定型",
  "ko": "안정형",
  "de": "Stetig",
  "fr": "Régulier",
  "it": "Costante",
  "es": "Estable",
  "ar": "مستقر",
  "hk": "穩健型",
  "zh": "稳健型"
}' where name = 'Steady';
update smart_products set names = '{
  "en": "Balanced",
  "ja": "バランス型",
  "ko": "균형형",
  "de": "Ausgewogen",
  "fr": "Équilibré",
  "it": "Bilanciato",
  "es": "Equilibrado",
  "ar": "متوازن",
  "hk": "均衡型",
  "zh": "均衡型"
}' where name = 'Balanced';
alter table smart_products alter column names set not null;
alter table smart_products add constraint smart_products_names check (
  jsonb_typeof(names) = 'object'
  and (names - array['en', 'ja', 'ko', 'de', 'fr', 'it', 'es', 'ar', 'hk', 'zh']) = '{}'::jsonb
  and length(names ->> 'en') between 1 and 60);
alter table smart_products drop column name;

alter table smart_plans add column product_names jsonb;
update smart_plans set product_names = coalesce(
  (select p.names from smart_products p where p.id = smart_plans.product_id and p.names ->> 'en' = smart_plans.product_name),
  jsonb_build_object('en', product_name));
alter table smart_plans alter column product_names set not null;
alter table smart_plans add constraint smart_plans_product_names check (jsonb_typeof(product_names) = 'object' and length(product_names ->> 'en') >= 1);
alter table smart_plans drop column product_name;

-- A charity's name and description, per language as well (no charity is seeded: operators add
-- the real ones). The description may be empty in every language, English included.
alter table charities add column names jsonb;
alter table charities add column descriptions jsonb;
update charities set names = jsonb_build_object('en', name), descriptions = jsonb_build_object('en', description);
alter table charities alter column names set not null;
alter table charities alter column descriptions set not null;
alter table charities add constraint charities_names check (
  jsonb_typeof(names) = 'object'
  and (names - array['en', 'ja', 'ko', 'de', 'fr', 'it', 'es', 'ar', 'hk', 'zh']) = '{}'::jsonb
  and length(names ->> 'en') between 1 and 80);
alter table charities add constraint charities_descriptions check (
  jsonb_typeof(descriptions) = 'object'
  and (descriptions - array['en', 'ja', 'ko', 'de', 'fr', 'it', 'es', 'ar', 'hk', 'zh']) = '{}'::jsonb);
alter table charities drop column name;
alter table charities drop column description;
