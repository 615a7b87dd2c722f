/**
 * The runtime configuration a page that serves the app may carry: a JSON data element
 * `<script type="application/json" id="app-config">` in place of the `<!-- app-config -->` comment
 * of ui/index.html. A data element is never executed, so the page's Content-Security-Policy needs
 * no hash for it, however each deployment fills it.
 */
export const APP_CONFIG_ELEMENT_ID = 'app-config';

/** The configuration as the page carries it (unvalidated), or undefined when it carries none. */
export function readInjectedConfig(document: Pick<Document, 'getElementById'>): unknown {
  const text = document.getElementById(APP_CONFIG_ELEMENT_ID)?.textContent;
  if (text === null || text === undefined) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    // Handed on as text, so the app's configuration check says the configuration is invalid
    // instead of the app quietly falling back to its build defaults.
    return text;
  }
}
