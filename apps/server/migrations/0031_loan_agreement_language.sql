-- Issue 21: the loan agreement is written in the borrower's language (the request's language at
-- signing), with the English text as its governing annex. The loan keeps that language, so what
-- was signed can be told without opening the PDF; loans signed before were English only.
alter table loans add column agreement_language text not null default 'en'
  check (agreement_language in ('en', 'ja', 'ko', 'de', 'fr', 'it', 'es', 'ar', 'hk', 'zh'));
