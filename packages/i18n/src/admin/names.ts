// The back office's words for a name (and a charity's description) kept per interface language
// (loan and smart-plan products, charities; issue 21) in the ten languages, kept in one file: each admin catalogue takes its
// language's section with one line (`names: adminNamesText.ja`). English is the shape; the
// compiler and catalogue.test.ts hold the others to it.
const en = {
  title: "Name in each language",
  count: "{{described}} of {{total}} languages",
  missing: "Missing: {{languages}}. Users of these languages see the English name.",
  descriptionMissing: "Missing: {{languages}}. Users of these languages see the English text.",
  englishRequired: "The English name is required.",
  column: "Languages",
};

type AdminNamesText = { [K in keyof typeof en]: string };

const ja: AdminNamesText = {
  title: "各言語の名称",
  count: "{{total}} 言語中 {{described}} 言語",
  missing: "未入力: {{languages}}。これらの言語のユーザーには英語の名称が表示されます。",
  descriptionMissing: "未入力: {{languages}}。これらの言語のユーザーには英語の文章が表示されます。",
  englishRequired: "英語の名称は必須です。",
  column: "言語",
};

const ko: AdminNamesText = {
  title: "언어별 이름",
  count: "{{total}}개 언어 중 {{described}}개",
  missing: "누락: {{languages}}. 이 언어 사용자에게는 영어 이름이 표시됩니다.",
  descriptionMissing: "누락: {{languages}}. 이 언어 사용자에게는 영어 문장이 표시됩니다.",
  englishRequired: "영어 이름은 필수입니다.",
  column: "언어",
};

const de: AdminNamesText = {
  title: "Name in jeder Sprache",
  count: "{{described}} von {{total}} Sprachen",
  missing: "Fehlt: {{languages}}. Nutzer dieser Sprachen sehen den englischen Namen.",
  descriptionMissing: "Fehlt: {{languages}}. Nutzer dieser Sprachen sehen den englischen Text.",
  englishRequired: "Der englische Name ist erforderlich.",
  column: "Sprachen",
};

const fr: AdminNamesText = {
  title: "Nom dans chaque langue",
  count: "{{described}} langues sur {{total}}",
  missing: "Manquant : {{languages}}. Les utilisateurs de ces langues voient le nom anglais.",
  descriptionMissing: "Manquant : {{languages}}. Les utilisateurs de ces langues voient le texte anglais.",
  englishRequired: "Le nom anglais est obligatoire.",
  column: "Langues",
};

const it: AdminNamesText = {
  title: "Nome in ogni lingua",
  count: "{{described}} lingue su {{total}}",
  missing: "Mancanti: {{languages}}. Gli utenti di queste lingue vedono il nome inglese.",
  descriptionMissing: "Mancanti: {{languages}}. Gli utenti di queste lingue vedono il testo inglese.",
  englishRequired: "Il nome inglese è obbligatorio.",
  column: "Lingue",
};

const es: AdminNamesText = {
  title: "Nombre en cada idioma",
  count: "{{described}} de {{total}} idiomas",
  missing: "Faltan: {{languages}}. Los usuarios de estos idiomas ven el nombre en inglés.",
  descriptionMissing: "Faltan: {{languages}}. Los usuarios de estos idiomas ven el texto en inglés.",
  englishRequired: "El nombre en inglés es obligatorio.",
  column: "Idiomas",
};

const ar: AdminNamesText = {
  title: "الاسم بكل لغة",
  count: "{{described}} من {{total}} لغات",
  missing: "ناقص: {{languages}}. يرى مستخدمو هذه اللغات الاسم الإنجليزي.",
  descriptionMissing: "ناقص: {{languages}}. يرى مستخدمو هذه اللغات النص الإنجليزي.",
  englishRequired: "الاسم الإنجليزي مطلوب.",
  column: "اللغات",
};

const hk: AdminNamesText = {
  title: "各語言名稱",
  count: "{{total}} 種語言中的 {{described}} 種",
  missing: "缺少：{{languages}}。這些語言的用戶會看到英文名稱。",
  descriptionMissing: "缺少：{{languages}}。這些語言的用戶會看到英文內容。",
  englishRequired: "必須填寫英文名稱。",
  column: "語言",
};

const zh: AdminNamesText = {
  title: "各语言名称",
  count: "{{total}} 种语言中的 {{described}} 种",
  missing: "缺少：{{languages}}。这些语言的用户会看到英文名称。",
  descriptionMissing: "缺少：{{languages}}。这些语言的用户会看到英文内容。",
  englishRequired: "必须填写英文名称。",
  column: "语言",
};

export const adminNamesText = { en, ja, ko, de, fr, it, es, ar, hk, zh };
