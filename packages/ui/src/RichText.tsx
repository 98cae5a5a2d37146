// Renders a content body (issue 16) through the allow-list of packages/api/src/content.ts: the
// HTML is parsed by the browser's DOMParser (inert: nothing runs, nothing loads) and rebuilt as
// React elements from the allowed tags only; every other element is replaced by its text (script,
// style and similar contents dropped), every attribute dropped except a link's allowed href. The
// server already sanitises on write and on read; this is the client's "trust nothing" layer.
import { contentAllowedTags, isAllowedContentHref } from "@tradewind/api/content";
import { createElement, Fragment, type ReactNode } from "react";

const allowed = new Set<string>(contentAllowedTags);
const dropped = new Set(["script", "style", "template", "noscript", "iframe", "object", "embed", "svg", "math", "textarea", "select"]);
/** Deepest nesting rendered; deeper content is flattened to its text. */
const depthMax = 40;

function children(node: Node, depth: number, keyPrefix: string): ReactNode[] {
  return Array.from(node.childNodes, (child, index) => render(child, depth, `${keyPrefix}.${String(index)}`));
}

function render(node: Node, depth: number, key: string): ReactNode {
  if (node.nodeType === Node.TEXT_NODE) return node.textContent;
  if (node.nodeType !== Node.ELEMENT_NODE) return null;
  const element = node as Element;
  const tag = element.tagName.toLowerCase();
  if (dropped.has(tag)) return null;
  if (depth > depthMax) return element.textContent;
  if (!allowed.has(tag)) return createElement(Fragment, { key }, ...children(element, depth + 1, key));
  if (tag === "br") return createElement("br", { key });
  if (tag === "a") {
    const href = element.getAttribute("href") ?? "";
    if (!isAllowedContentHref(href)) return createElement(Fragment, { key }, ...children(element, depth + 1, key));
    const external = /^https?:\/\//i.test(href.trim());
    return createElement("a", { key, href: href.trim(), rel: "noopener noreferrer", ...(external ? { target: "_blank" } : {}) }, ...children(element, depth + 1, key));
  }
  return createElement(tag, { key }, ...children(element, depth + 1, key));
}

/** The body's allowed elements as React nodes; `className` goes on the wrapping div. */
export function RichText({ html, className, testId }: { html: string; className?: string; testId?: string }) {
  const parsed = typeof DOMParser === "undefined" ? null : new DOMParser().parseFromString(`<body>${html}</body>`, "text/html");
  return (
    <div className={className} data-testid={testId}>
      {parsed ? children(parsed.body, 0, "n") : null}
    </div>
  );
}
