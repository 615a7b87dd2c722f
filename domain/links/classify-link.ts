/**
 * How the app opens a link it got from the server (task urls, banners; PRODUCT.md "Links from the
 * server"): https links open outside the app, t.me links inside the messenger, tg: deep links are
 * rewritten to their https://t.me form, and anything else is refused (the caller logs the reason).
 */
export type RefusalReason =
  | 'malformed'
  /** http: would leak the user to a network observer; the product only opens https. */
  | 'insecure'
  /** javascript:, data:, file: and every other scheme. */
  | 'unsupported-scheme'
  /** user:password@host links are a phishing pattern. */
  | 'credentials'
  /** A tg: link we do not know how to rewrite, or with missing or bad parameters. */
  | 'unsupported-telegram-link';

export type LinkTarget =
  | { readonly kind: 'external'; readonly url: string }
  | { readonly kind: 'telegram'; readonly url: string }
  | { readonly kind: 'refused'; readonly reason: RefusalReason };

const TELEGRAM_HOSTS = new Set(['t.me', 'www.t.me', 'telegram.me', 'www.telegram.me']);
const USERNAME = /^[A-Za-z0-9_]{3,32}$/;
const INVITE = /^[A-Za-z0-9_-]{1,128}$/;
const START = /^[A-Za-z0-9_-]{1,512}$/;
const POST = /^\d{1,12}$/;

const refused = (reason: RefusalReason): LinkTarget => ({ kind: 'refused', reason });
const telegram = (pathAndQuery: string): LinkTarget => ({ kind: 'telegram', url: `https://t.me/${pathAndQuery}` });

function parseUrl(text: string): URL | null {
  try {
    return new URL(text);
  } catch {
    return null;
  }
}

/** tg://resolve and tg://join, the deep links the product's content uses. */
function rewriteTg(url: URL): LinkTarget {
  // For non-special schemes the WHATWG parser keeps "resolve" as the host of tg://resolve?...
  const action = (url.hostname || url.pathname.replace(/^\/+/, '')).toLowerCase();
  const params = url.searchParams;
  if (action === 'join') {
    const invite = params.get('invite');
    return invite !== null && INVITE.test(invite) ? telegram(`+${invite}`) : refused('unsupported-telegram-link');
  }
  if (action !== 'resolve') return refused('unsupported-telegram-link');
  const domain = params.get('domain');
  if (domain === null || !USERNAME.test(domain)) return refused('unsupported-telegram-link');
  const appname = params.get('appname');
  const post = params.get('post');
  let path = domain;
  if (appname !== null) {
    if (!USERNAME.test(appname)) return refused('unsupported-telegram-link');
    path += `/${appname}`;
  } else if (post !== null) {
    if (!POST.test(post)) return refused('unsupported-telegram-link');
    path += `/${post}`;
  }
  const query: string[] = [];
  for (const name of ['start', 'startapp', 'startgroup'] as const) {
    const value = params.get(name);
    if (value === null) continue;
    // startapp may be empty (open the app without a parameter); the others need a value.
    if (value === '' ? name !== 'startapp' : !START.test(value)) return refused('unsupported-telegram-link');
    query.push(value === '' ? name : `${name}=${value}`);
  }
  return telegram(query.length > 0 ? `${path}?${query.join('&')}` : path);
}

export function classifyLink(input: string): LinkTarget {
  if (typeof input !== 'string') return refused('malformed');
  const text = input.trim();
  // Whitespace or control characters inside a link are never legitimate and confuse parsers.
  // eslint-disable-next-line no-control-regex
  if (text === '' || /[\s\u0000-\u001f\u007f]/.test(text)) return refused('malformed');
  // Only absolute urls with an explicit scheme: a relative link has no meaning outside our origin.
  if (!/^[A-Za-z][A-Za-z0-9+.-]*:/.test(text)) return refused('malformed');
  const url = parseUrl(text);
  if (url === null) return refused('malformed');
  switch (url.protocol) {
    case 'https:': {
      if (url.username !== '' || url.password !== '') return refused('credentials');
      if (url.hostname === '') return refused('malformed');
      if (TELEGRAM_HOSTS.has(url.hostname) && url.port === '') {
        return telegram(`${url.pathname.replace(/^\/+/, '')}${url.search}${url.hash}`);
      }
      return { kind: 'external', url: url.href };
    }
    case 'tg:':
      return rewriteTg(url);
    case 'http:':
      return refused('insecure');
    default:
      return refused('unsupported-scheme');
  }
}
