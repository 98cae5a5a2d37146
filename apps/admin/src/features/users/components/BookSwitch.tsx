// Real or demo book for a user's statement and orders.
import { useTranslation } from "react-i18next";
import { Select } from "../../../components/Field.tsx";

export function BookSwitch({ book, onBook }: { book: "real" | "demo"; onBook: (book: "real" | "demo") => void }) {
  const { t } = useTranslation();
  return (
    <Select label={t("users.book")} value={book} onChange={(event) => onBook(event.target.value === "demo" ? "demo" : "real")} data-testid="book-select">
      <option value="real">{t("books.real")}</option>
      <option value="demo">{t("books.demo")}</option>
    </Select>
  );
}
