/**
 * TON Connect's UI styles itself with goober, which writes its CSS into a `<style id="_goober">`
 * element: an inline style block, which the app's policy (`style-src 'self'`, no 'unsafe-inline')
 * blocks, so the connect modal rendered unstyled and unusable. goober writes to
 * `window._goober.firstChild.data` when `window._goober` exists; this gives it a text sink whose
 * every write replaces the rules of a constructed stylesheet adopted by the document. The CSSOM is
 * not governed by style-src, so the modal is styled with the policy unchanged: no nonce (a static
 * host cannot make one per response), no hashes (goober's text changes as components mount), no
 * 'unsafe-inline' (docs/decisions/ui-and-finish.md "Platform finish (issue 26)").
 */
type GooberWindow = Window & typeof globalThis & { _goober?: unknown };

/** Installs the sink once per document, before the library's first style; false where the browser has no constructed stylesheets. */
export function routeGooberToConstructedSheet(doc: Document): boolean {
  const view = doc.defaultView as GooberWindow | null;
  if (!view || typeof view.CSSStyleSheet !== 'function' || !('adoptedStyleSheets' in doc)) return false;
  if (view._goober) return true;
  const sheet = new view.CSSStyleSheet();
  doc.adoptedStyleSheets = [...doc.adoptedStyleSheets, sheet];
  let text = '';
  const sink = {
    get data(): string {
      return text;
    },
    set data(css: string) {
      text = css;
      sheet.replaceSync(css);
    },
  };
  view._goober = { firstChild: sink };
  return true;
}
