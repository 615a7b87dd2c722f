/**
 * The prerendered home (docs/decisions/first-load-and-speed.md "The home's first load"): the build puts the home's first
 * frame in index.html, once per language, as <template> elements (scripts/vite-prerender-shell.ts).
 * The inline early-reads script shows the one of the launched user's language before the first
 * paint, and paints the total balance into it from this launch's own answer, all before the app's
 * JavaScript has run. React then replaces it with the same markup.
 *
 * What the shell may show is deliberately narrow: the loading frame, then one figure that was
 * fetched with this launch's init data. Nothing is read from storage or a cache, so another user's
 * (or an older) total can never appear.
 */

/** Where the figure goes in the total's template (the build renders TotalBalance with it). */
export const EARLY_TOTAL_SLOT = '{early-total}';

/** The attribute of the <template> elements the build writes: "home" or "total". */
export const SHELL_PART_ATTRIBUTE = 'data-shell';

/** The total the script painted, for the app's first render (the same answer the app then takes). */
export interface EarlyTotal {
  readonly accountIndex: number;
  /** The decimal string of the answer, unformatted. */
  readonly totalBalanceUsd: string;
}

type ShellDocument = Pick<Document, 'getElementById' | 'querySelector'>;

const template = (doc: ShellDocument, part: 'home' | 'total', language: string) =>
  doc.querySelector<HTMLTemplateElement>(`template[${SHELL_PART_ATTRIBUTE}="${part}"][lang="${language}"]`);

/** The shown shell, while React has not replaced it. */
const shownShell = (doc: ShellDocument) => doc.getElementById('root')?.querySelector<HTMLElement>(`[${SHELL_PART_ATTRIBUTE}]`) ?? null;

/**
 * Shows the home's loading frame in `language` inside #root. It is inert (no focus, no clicks, out
 * of the accessibility tree) because nothing can answer a tap before React takes over. The page
 * then says that language (<html lang>, which hyphenation and screen readers follow) from this
 * first paint, not only once the app boots and says it again (ui/boot.tsx).
 */
export function showShell(doc: ShellDocument & Pick<Document, 'createElement' | 'documentElement'>, language: string): boolean {
  const root = doc.getElementById('root');
  const home = template(doc, 'home', language);
  if (!root || !home || root.firstChild) return false;
  doc.documentElement.lang = language;
  const shell = doc.createElement('div');
  shell.setAttribute(SHELL_PART_ATTRIBUTE, language);
  shell.inert = true;
  shell.append(home.content.cloneNode(true));
  root.append(shell);
  return true;
}

/** Puts the figure (already formatted, without "$") into the shown shell; false once React has it. */
export function paintShellTotal(doc: ShellDocument, formatted: string): boolean {
  const shell = shownShell(doc);
  const language = shell?.getAttribute(SHELL_PART_ATTRIBUTE);
  const figure = language ? template(doc, 'total', language)?.content.firstElementChild?.cloneNode(true) : null;
  if (!shell || !(figure instanceof Element)) return false;
  // The template's root carries what identifies the total's section in the home (its label's id).
  const labelledBy = figure.getAttribute('aria-labelledby');
  const loading = labelledBy ? shell.querySelector(`[aria-labelledby="${labelledBy}"]`) : null;
  if (!loading) return false;
  const walker = figure.ownerDocument.createTreeWalker(figure, 4 /* NodeFilter.SHOW_TEXT */);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (node.nodeValue?.includes(EARLY_TOTAL_SLOT)) node.nodeValue = node.nodeValue.replace(EARLY_TOTAL_SLOT, formatted);
  }
  loading.replaceWith(figure);
  return true;
}
