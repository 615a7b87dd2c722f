/**
 * The TON Connect manifest the app serves at /tonconnect-manifest.json: the app's name, its URL
 * and its icon (ui/public/tonconnect-icon.png, 180 px, our own), both absolute on the origin the
 * app is served from, as wallets show and fetch them. One builder for the three servers: the
 * build writes it for VITE_APP_URL (the origin a static host serves the app from), the dev server
 * and the sandbox's static server answer it for their own origin.
 */
import type { Plugin } from 'vite';

export const TON_CONNECT_MANIFEST_PATH = '/tonconnect-manifest.json';
export const TON_CONNECT_ICON_PATH = '/tonconnect-icon.png';

export interface TonConnectManifest {
  readonly url: string;
  readonly name: string;
  readonly iconUrl: string;
}

export function tonConnectManifest(appUrl: string): TonConnectManifest {
  const origin = new URL(appUrl).origin;
  return { url: origin, name: 'SWITCH wallet', iconUrl: `${origin}${TON_CONNECT_ICON_PATH}` };
}

/** Vite plugin: the manifest in the dev server (for its own origin) and in the build (for VITE_APP_URL, when set). */
export function tonConnectManifestPlugin(): Plugin {
  let appUrl: string | undefined;
  return {
    name: 'switch:ton-connect-manifest',
    configResolved(config) {
      const value = config.env.VITE_APP_URL;
      appUrl = typeof value === 'string' && value !== '' ? value : undefined;
    },
    configureServer(server) {
      server.middlewares.use(TON_CONNECT_MANIFEST_PATH, (req, res) => {
        const origin = `http://${req.headers.host ?? 'localhost'}`;
        res.setHeader('content-type', 'application/json; charset=utf-8');
        res.end(JSON.stringify(tonConnectManifest(origin)));
      });
    },
    generateBundle() {
      if (appUrl) this.emitFile({ type: 'asset', fileName: TON_CONNECT_MANIFEST_PATH.slice(1), source: `${JSON.stringify(tonConnectManifest(appUrl), null, 2)}\n` });
    },
  };
}
