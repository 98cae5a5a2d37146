import type { ContentItem } from "@tradewind/api/content";

function decoded(hash: string): string {
  try {
    return decodeURIComponent(hash.replace(/^#/, ""));
  } catch {
    return "";
  }
}

/** The FAQ slug a deep link names (the fragment's slug, else ?id=), once the entries are known. */
export function deepLinkedSlug(items: readonly Pick<ContentItem, "id" | "slug">[], hash: string, id: string | null): string | null {
  const fromHash = decoded(hash);
  if (fromHash !== "" && items.some((item) => item.slug === fromHash)) return fromHash;
  if (id !== null) return items.find((item) => item.id === id)?.slug ?? null;
  return null;
}
