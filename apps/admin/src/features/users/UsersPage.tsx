// Find users by id, username, email, phone or invite code; the search and page live in the URL.
import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { Link, useSearchParams } from "react-router";
import { searchUsers, userSearchFields, userStatuses, type AdminUser } from "@tradewind/api/admin/users";
import { Field, Select } from "../../components/Field.tsx";
import { Pager } from "../../components/Pager.tsx";
import { QueryView } from "../../components/QueryView.tsx";
import { call } from "../../lib/api.ts";
import { formatDateTime, useLocale } from "../../lib/format.ts";
import { usePageParam } from "../../lib/usePageParam.ts";
import { StatusBadge } from "./StatusBadge.tsx";

const pageSize = 20;

function pick<T extends string>(options: readonly T[], value: string | null): T | undefined {
  return options.find((option) => option === value);
}

function UsersTable({ users }: { users: readonly AdminUser[] }) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <div className="table-wrap">
      <table className="table">
        <thead>
          <tr>
            <th>{t("users.field.id")}</th>
            <th>{t("users.field.username")}</th>
            <th>{t("users.field.email")}</th>
            <th>{t("users.field.phone")}</th>
            <th>{t("users.status")}</th>
            <th>{t("users.registered")}</th>
          </tr>
        </thead>
        <tbody>
          {users.map((user) => (
            <tr key={user.id} data-testid="user-row">
              <td>{user.id}</td>
              <td>
                <Link to={`/users/${user.id}`} data-testid={`user-link-${user.username}`}>
                  {user.username}
                </Link>
              </td>
              <td>{user.email ?? "—"}</td>
              <td>{user.phone === null ? "—" : `+${user.areaCode ?? ""} ${user.phone}`}</td>
              <td>
                <StatusBadge status={user.status} />
              </td>
              <td>{formatDateTime(user.createdAt, locale)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
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
  const users = useQuery({ queryKey: ["admin", "users", query], queryFn: () => call(searchUsers, { query }), placeholderData: keepPreviousData });

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
      <QueryView query={users} isEmpty={(data) => data.items.length === 0} emptyMessage={t("users.none")}>
        {(data) => (
          <>
            <UsersTable users={data.items} />
            <Pager page={data.page} size={data.size} total={data.total} onPage={setPage} />
          </>
        )}
      </QueryView>
    </section>
  );
}
