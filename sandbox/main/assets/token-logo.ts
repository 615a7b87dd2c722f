/**
 * Token logos, drawn by the sandbox: the well-known tokens' own marks (token-marks.ts), and for
 * every other token a circle with the first letters of the symbol on a two-tone gradient whose
 * colours derive from the symbol, so a token always looks the same and two tokens rarely alike.
 * Served by the main API at
 * /assets/tokens/<symbol>.svg without authentication (an <img> cannot send the init-data header);
 * no logo ever comes from a remote URL.
 */
import { createHash } from 'node:crypto';
import { Hono } from 'hono';
import { tokenMarkSvg } from './token-marks';

export const TOKEN_LOGO_PREFIX = '/assets/tokens/';

/** Symbols we draw; anything else is a 404 rather than text injected into SVG. */
const SYMBOL = /^[A-Za-z0-9.$_-]{1,24}$/;

export function tokenLogoPath(symbol: string): string {
  return `${TOKEN_LOGO_PREFIX}${encodeURIComponent(symbol)}.svg`;
}

function coloursOf(symbol: string): { from: string; to: string } {
  const digest = createHash('sha256').update(symbol).digest();
  const hue = digest.readUInt16BE(0) % 360;
  // The second tone turns a little around the wheel, left or right as the digest says.
  const turn = ((digest[4] ?? 0) % 2 === 0 ? 1 : -1) * (30 + ((digest[5] ?? 0) % 30));
  const saturation = 55 + ((digest[2] ?? 0) % 30);
  const lightness = 38 + ((digest[3] ?? 0) % 12);
  return {
    from: `hsl(${hue} ${saturation}% ${lightness + 8}%)`,
    to: `hsl(${(hue + turn + 360) % 360} ${saturation}% ${lightness - 4}%)`,
  };
}

export function tokenLogoSvg(symbol: string): string {
  const mark = tokenMarkSvg(symbol);
  if (mark !== null) return mark;
  const label = symbol.replace(/^[^A-Za-z0-9]+/, '').slice(0, symbol.length <= 3 ? 3 : 2).toUpperCase() || '?';
  const { from, to } = coloursOf(symbol);
  const fontSize = label.length >= 3 ? 22 : label.length === 2 ? 26 : 32;
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64">',
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>`,
    '<circle cx="32" cy="32" r="32" fill="url(#g)"/>',
    '<circle cx="32" cy="32" r="27" fill="none" stroke="#ffffff" stroke-opacity="0.25" stroke-width="2"/>',
    `<text x="32" y="32" dy="0.35em" text-anchor="middle" font-family="Arial, Helvetica, sans-serif" font-weight="700" font-size="${fontSize}" fill="#ffffff">${label}</text>`,
    '</svg>',
  ].join('');
}

/** Mount at the root of the main API, outside the init-data check. */
export function tokenLogoRoutes(): Hono {
  const routes = new Hono();
  routes.get(`${TOKEN_LOGO_PREFIX}:file`, (context) => {
    const file = context.req.param('file');
    const symbol = file.endsWith('.svg') ? file.slice(0, -'.svg'.length) : '';
    if (!SYMBOL.test(symbol)) return context.json({ message: 'Unknown logo', code: 'not-found' }, 404);
    return context.body(tokenLogoSvg(symbol), 200, {
      'content-type': 'image/svg+xml; charset=utf-8',
      'cache-control': 'public, max-age=86400',
    });
  });
  return routes;
}
