// The rule every string a client sends must pass, whatever its field: no NUL, no other C0 control
// character but tab, line feed and carriage return, and no lone UTF-16 surrogate. PostgreSQL
// refuses a NUL in text outright (a 500 before this rule), and a lone surrogate cannot be written
// as UTF-8 at all (the driver would store U+FFFD instead of what was sent); the other controls
// have no place in anything a person types. The server applies it to the query, the path
// parameters and the body of every request before the endpoint's own schema, so a field added
// tomorrow is covered without remembering to.

const tab = 0x09;
const lineFeed = 0x0a;
const carriageReturn = 0x0d;
/** The first character past the C0 controls. */
const space = 0x20;
const highSurrogateFirst = 0xd800;
const lowSurrogateFirst = 0xdc00;
const lowSurrogateLast = 0xdfff;

/** True when the text holds no NUL, no C0 control but tab, line feed and carriage return, and no lone surrogate. */
export function isSafeText(text: string): boolean {
  for (let index = 0; index < text.length; index++) {
    const unit = text.charCodeAt(index);
    if (unit < space && unit !== tab && unit !== lineFeed && unit !== carriageReturn) return false;
    if (unit < highSurrogateFirst || unit > lowSurrogateLast) continue;
    // A low surrogate here has no high one before it; a high one needs a low one next.
    if (unit >= lowSurrogateFirst) return false;
    const next = text.charCodeAt(index + 1);
    if (!(next >= lowSurrogateFirst && next <= lowSurrogateLast)) return false;
    index += 1;
  }
  return true;
}

/** For one-line fields (names, references, search boxes): safe text without tab, line feed or carriage return either. */
export function isSingleLineText(text: string): boolean {
  return isSafeText(text) && !/[\t\n\r]/.test(text);
}

interface Visit {
  value: unknown;
  key: string | number | undefined;
  parent: Visit | undefined;
}

function pathOf(visit: Visit): (string | number)[] {
  const path: (string | number)[] = [];
  for (let at: Visit | undefined = visit; at?.key !== undefined; at = at.parent) path.push(at.key);
  return path.reverse();
}

/**
 * The path of the first string in `value` (a parsed query, params or JSON body) that breaks the
 * rule, an object key included, or undefined when every string passes. Walks with its own stack,
 * not recursion, and builds a path only for the string it reports, so a deeply nested body costs
 * time in proportion to its size (itself bounded by the body limit) and cannot overflow the stack.
 */
export function unsafeTextPath(value: unknown): (string | number)[] | undefined {
  const pending: Visit[] = [{ value, key: undefined, parent: undefined }];
  for (let visit = pending.pop(); visit; visit = pending.pop()) {
    const current = visit.value;
    if (typeof current === "string") {
      if (!isSafeText(current)) return pathOf(visit);
    } else if (Array.isArray(current)) {
      // Pushed last to first, so the first bad string in the request's own order is the one named.
      for (let index = current.length - 1; index >= 0; index--) pending.push({ value: current[index], key: index, parent: visit });
    } else if (typeof current === "object" && current !== null) {
      const entries = Object.entries(current);
      if (entries.some(([key]) => !isSafeText(key))) return pathOf(visit);
      for (const [key, item] of entries.reverse()) pending.push({ value: item, key, parent: visit });
    }
  }
  return undefined;
}
