/**
 * The sandbox's own drawings of the well-known tokens' marks, so a user recognises TON, ETH, USDT
 * and USDC at a glance, and SWITCH and PUNK (the product's and the community's tokens) have a face
 * of their own. Drawn here, in a 56 x 56 box, never fetched from anywhere: the app's pages load no
 * third-party image and the Content-Security-Policy keeps images to the API's origin.
 */
const circle = (fill: string): string => `<circle cx="28" cy="28" r="28" fill="${fill}"/>`;

const MARKS: Readonly<Record<string, string>> = {
  TON:
    circle('#0098EA') +
    '<path fill="#fff" d="M37.6 15.6H18.4c-3.5 0-5.7 3.8-4 6.9l11.8 20.5c.8 1.3 2.7 1.3 3.5 0l11.8-20.5c1.8-3.1-.4-6.9-3.9-6.9Zm-11.3 21.2-2.6-5-6.2-11.1c-.4-.7.1-1.6 1-1.6h7.8v17.7Zm12.2-16.1-6.2 11.1-2.6 5V19.1h7.8c.9 0 1.4.9 1 1.6Z"/>',
  ETH:
    circle('#627EEA') +
    '<path fill="#fff" fill-opacity=".6" d="M28.9 7v15.5l13.1 5.9z"/><path fill="#fff" d="M28.9 7 15.8 28.4l13.1-5.9z"/>' +
    '<path fill="#fff" fill-opacity=".6" d="M28.9 38.4v10.5L42 30.7z"/><path fill="#fff" d="M28.9 48.9V38.4l-13.1-7.7z"/>' +
    '<path fill="#fff" fill-opacity=".2" d="m28.9 35.9 13.1-7.5-13.1-5.9z"/><path fill="#fff" fill-opacity=".6" d="m15.8 28.4 13.1 7.5V22.5z"/>',
  USDT:
    circle('#26A17B') +
    '<path fill="#fff" d="M31 30.4c-.2 0-1.1.1-3 .1-1.6 0-2.7 0-3.1-.1-5.9-.3-10.3-1.3-10.3-2.5s4.4-2.3 10.3-2.5v4c.4 0 1.6.1 3.1.1 1.9 0 2.8-.1 3-.1v-4c5.9.3 10.3 1.3 10.3 2.5S36.9 30.2 31 30.4Zm0-5.5v-3.6h8.2V16H16.8v5.4H25v3.6c-6.7.3-11.7 1.6-11.7 3.2S18.3 31 25 31.3v11.5h6V31.3c6.6-.3 11.6-1.6 11.6-3.2S37.6 25.2 31 24.9Z"/>',
  USDC:
    circle('#2775CA') +
    '<path fill="none" stroke="#fff" stroke-width="2.6" d="M21 13.6a15.6 15.6 0 0 0 0 28.8M35 13.6a15.6 15.6 0 0 1 0 28.8"/>' +
    '<path fill="#fff" d="M26.6 16h2.8v3.1c3 .4 5 2.2 5.3 5h-3c-.3-1.5-1.6-2.4-3.7-2.4-2.2 0-3.4.9-3.4 2.2 0 1.2.9 1.9 3.7 2.4 4 .7 6.7 1.8 6.7 5.3 0 2.9-2.1 4.8-5.6 5.2V40h-2.8v-3.2c-3.3-.4-5.5-2.3-5.7-5.3h3c.3 1.7 1.8 2.6 4.1 2.6 2.4 0 3.8-1 3.8-2.4 0-1.3-1-2-3.8-2.5-4-.7-6.5-1.8-6.5-5.1 0-2.7 2-4.6 5.1-5z"/>',
  // SWITCH: two arrows turning into each other, the product's own mark.
  SWITCH:
    '<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#7B61FF"/><stop offset="1" stop-color="#00B2FF"/></linearGradient></defs>' +
    '<circle cx="28" cy="28" r="28" fill="url(#g)"/>' +
    '<path fill="none" stroke="#fff" stroke-width="4" stroke-linecap="round" stroke-linejoin="round" d="M16 22h22m-6-7 7 7-7 7M40 34H18m6 7-7-7 7-7"/>',
  // PUNK (TON Punks): a pixel face with a mohawk.
  PUNK:
    circle('#FF4F8B') +
    '<path fill="#1B1B1F" d="M25 8h6v4h-6zM23 12h10v4H23z"/>' +
    '<path fill="#FFD9B8" d="M18 16h20v22H18z"/>' +
    '<path fill="#1B1B1F" d="M21 22h5v4h-5zM30 22h5v4h-5zM23 32h10v3H23z"/>' +
    '<path fill="#FFD9B8" d="M22 38h12v6H22z"/>',
};

/** The drawn mark of a well-known token, or null for a token that gets a generated logo. */
export function tokenMarkSvg(symbol: string): string | null {
  const mark = MARKS[symbol];
  return mark === undefined ? null : `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 56 56">${mark}</svg>`;
}

export const MARKED_SYMBOLS: readonly string[] = Object.keys(MARKS);
