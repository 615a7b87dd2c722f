/**
 * Filling a contract path's `{name}` segments (issue 40). Its own module: only the mining server's
 * guild and alliance reads have such segments, so the HTTP client loads it with the first of them
 * and the home's first load carries none of it (scripts/initial-load.ts).
 */
/**
 * The path with each `{name}` replaced by its value, percent-encoded as one segment
 * (encodeURIComponent: `/`, `?`, `#`, `%` and every non-ASCII character travel escaped). `.` and
 * `..` cannot travel as a segment (every URL parser, fetch's included, resolves them, escaped or
 * not), nor can an empty one: those throw, and the contracts' segment schemas never allow them.
 */
export function fillPath(path: string, params: Readonly<Record<string, string | number>> | undefined): string {
  return path.replace(/\{(\w+)\}/g, (_whole, name: string) => {
    const value = params?.[name];
    if (value === undefined) throw new Error(`${path}: no value for {${name}}`);
    const text = String(value);
    if (text === '' || text === '.' || text === '..') throw new Error(`${path}: {${name}} cannot be ${JSON.stringify(text)}`);
    return encodeURIComponent(text);
  });
}
