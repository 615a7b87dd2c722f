import { fileURLToPath } from 'node:url';
import { lingui } from '@lingui/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { inlineEarlyReads } from './scripts/vite-early-reads';
import { miningChunks } from './scripts/vite-mining-chunks';
import { preloadStart } from './scripts/vite-preload-start';
import { prerenderShell } from './scripts/vite-prerender-shell';
import { securityHeadersPlugin } from './scripts/vite-security-headers';
import { tonConnectManifestPlugin } from './scripts/ton-connect-manifest';
import { serviceWorker } from './scripts/vite-service-worker';

const repoRoot = fileURLToPath(new URL('.', import.meta.url));

/**
 * The app is built from ui/index.html into dist/. Lingui macros are compiled by Babel inside the
 * React plugin, and .po catalogs are compiled when imported. Screens that pull heavy libraries
 * (TON Connect UI, QR, the mining area) are lazy routes, so Rollup splits them out of the home
 * route's initial chunk on its own; no manual chunking is needed.
 */
export default defineConfig({
  root: 'ui',
  // .env files and VITE_* variables live at the repository root, not in ui/.
  envDir: repoRoot,
  publicDir: 'public',
  resolve: {
    // @xstate/react and the router's store import the shims for React before 18; React 19 has the
    // hook itself, so the first load carries neither shim (docs/decisions/first-load-and-speed.md "The home's first load, within budget").
    alias: [
      { find: /^use-sync-external-store\/shim\/with-selector(\.js)?$/, replacement: 'use-sync-external-store/with-selector' },
      { find: /^use-sync-external-store\/shim(\/index\.js)?$/, replacement: fileURLToPath(new URL('./ui/react-sync-store.ts', import.meta.url)) },
    ],
  },
  plugins: [
    react({ babel: { plugins: ['@lingui/babel-plugin-lingui-macro'] } }),
    lingui(),
    prerenderShell(),
    inlineEarlyReads(),
    preloadStart(),
    miningChunks(),
    serviceWorker(),
    securityHeadersPlugin(),
    tonConnectManifestPlugin(),
  ],
  build: {
    outDir: '../dist',
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: true,
    // Terser with two passes writes the home's first load about 5 KB gzip smaller than esbuild's
    // minifier (measured on the built chunks; docs/decisions/first-load-and-speed.md "The home's first load, within
    // budget"), at some seconds of build time. Only the safe transforms: no unsafe or pure-getter
    // assumptions about the libraries' code.
    minify: 'terser',
    terserOptions: { ecma: 2020, module: true, compress: { passes: 2 }, format: { comments: false } },
    // Every webview the messenger runs in supports <link rel="modulepreload">; without the
    // polyfill one that did not would only preload less, never break.
    modulePreload: {
      polyfill: false,
      // The lazy ports' adapter modules (swap, send, the token page and receipt, the mining ports' table, the external wallets, the client's path and exact-number writers) are
      // asked for after their screen's own chunk: their imports come with them, one round trip later,
      // instead of being named in the home's start chunk, whose first load is held to its ratchet
      // (scripts/initial-load.ts; docs/decisions/first-load-and-speed.md "The home's first load, within budget").
      // A lazy chunk's list never names the start's own stages (the boot stages, the HTTP client, the
      // start chunk): they are on the page before any lazy import can run, so naming them preloads
      // nothing and only costs the start chunk their file names. The page's own preload links
      // (hostType 'html') keep them.
      resolveDependencies: (filename, deps, { hostType }) =>
        /(^|\/)(wallet-pages-api|mining-ports|swap-api|send-api|sandbox-wallet|ton-connect-wallet|fill-path|json-text)-[\w-]+\.js$/.test(filename)
          ? []
          : hostType === 'js'
            ? deps.filter((dep) => !/(^|\/)(boot-stage-[a-z]+|client|start)-[\w-]+\.js$/.test(dep))
            : deps,
    },
    // Read by `npm run bench` and the initial-load test: what the home's first load contains.
    manifest: true,
    rollupOptions: {
      // Seven hash characters, not eight (Rollup's least for this many chunks): the start chunk names every lazy chunk in its preload
      // table, and a hash is incompressible, so the character saved per name is about 1 B of gzip per
      // chunk on the home's first load. Seven base-64 characters (42 bits) still tell a few hundred
      // files apart with a collision chance far below one in a million.
      output: { chunkFileNames: 'assets/[name]-[hash:7].js', entryFileNames: 'assets/[name]-[hash:7].js' },
    },
  },
});
