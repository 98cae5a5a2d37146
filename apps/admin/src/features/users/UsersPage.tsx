// Find users by id, username, email, phone or invite code; the search and page live in the URL.
import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { userSearchFields, userStatuses, type AdminUser } from "@tradewind/api/admin/users";
import { Field, Select } from "../../components/Field.tsx";
import { DataTable, PagedList, type Column } from "../../components/DataTable.tsx";
import { formatDateTime, useLocale } from "../../lib/format.ts";
import { usePageParam } from "../../lib/use-page-param.ts";
import { useUserSearch } from "./api/users.ts";
import { StatusBadge } from "./components/StatusBadge.tsx";

const pageSize = 20;

function pick<T extends string>(options: readonly T[], value: string | null): T | undefined {
  return options.find((option) => option === value);
}

function UsersTable({ users }: { users: readonly AdminUser[] }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const columns: Column<AdminUser>[] = [
    { header: t("users.field.id"), cell: (user) => user.id },
    {
      header: t("users.field.username"),
      cell: (user) => (
        <Link to={`/users/${user.id}`} data-testid={`user-link-${user.username}`}>
          {user.username}
        </Link>
      ),
    },
    { header: t("users.field.email"), cell: (user) => user.email ?? "—" },
    { header: t("users.field.phone"), cell: (user) => (user.phone === null ? "—" : `+${user.areaCode ?? ""} ${user.phone}`) },
    { header: t("users.status"), cell: (user) => <StatusBadge status={user.status} /> },
    { header: t("users.registered"), cell: (user) => formatDateTime(user.createdAt, locale) },
  ];
  return <DataTable columns={columns} rows={users} rowKey={(user) => user.id} rowTestId={() => "user-row"} />;
}

export function UsersPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const [page, setPage] = usePageParam();
  const q = params.get("q") ?? "";
  const field = pick(userSearchFields, params.get("field")) ?? "any";
  const status = pick(userStatuses, params.get("status"));
  const [draft, setDraft] = useState({ q, field, status: status ?? "" });
  const query = { page, size: pageSize, field, ...(q === "" ? {} : { q }), ...(status === undefined ? {} : { status }) };
  const users = useUserSearch(query);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next: Record<string, string> = { field: draft.field, page: "1" };
    if (draft.q.trim() !== "") next.q = draft.q.trim();
    if (draft.status !== "") next.status = draft.status;
    setParams(next);
  };

  return (
    <section className="page">
      <h1 className="page__title">{t("nav.users")}</h1>
      <form className="filters" onSubmit={submit} role="search">
        <Select label={t("users.searchIn")} value={draft.field} onChange={(e) => setDraft({ ...draft, field: pick(userSearchFields, e.target.value) ?? "any" })}>
          {userSearchFields.map((name) => (
            <option key={name} value={name}>
              {t(`users.field.${name}`)}
            </option>
          ))}
        </Select>
        <Field label={t("users.search")} type="search" value={draft.q} onChange={(e) => setDraft({ ...draft, q: e.target.value })} data-testid="user-search" />
        <Select label={t("users.status")} value={draft.status} onChange={(e) => setDraft({ ...draft, status: e.target.value })}>
          <option value="">{t("common.all")}</option>
          {userStatuses.map((name) => (
            <option key={name} value={name}>
              {t(`users.statusName.${name}`)}
            </option>
          ))}
        </Select>
        <button type="submit" className="button" data-testid="user-search-submit">
          {t("common.search")}
        </button>
      </form>
      <PagedList query={users} emptyMessage={t("users.none")} onPage={setPage}>
        {(items) => <UsersTable users={items} />}
      </PagedList>
    </section>
  );
}
