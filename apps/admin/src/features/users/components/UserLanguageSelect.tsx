// The language a user reads, chosen by the operator for what the user receives (a statement, an
// email): every language by its own name.
import { languages, type LanguageCode } from "@tradewind/i18n/languages";
import { Select } from "../../../components/Field.tsx";

export function UserLanguageSelect({ label, value, onChange, testId }: { label: string; value: LanguageCode; onChange: (language: LanguageCode) => void; testId: string }) {
  return (
    <Select label={label} value={value} onChange={(event) => onChange(languages.find((each) => each.code === event.target.value)?.code ?? "en")} data-testid={testId}>
      {languages.map((each) => (
        <option key={each.code} value={each.code}>
          {each.name}
        </option>
      ))}
    </Select>
  );
}
