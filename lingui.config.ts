import { readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@lingui/conf';

/**
 * Every mining feature's screens (ui/screens/mining/<feature>, but the home) have a catalog of their
 * own, `mining-<feature>`, found here rather than listed, so adding a feature edits no shared file.
 */
const miningScreens = join(dirname(fileURLToPath(import.meta.url)), 'ui/screens/mining');
const MINING_FEATURE_FOLDERS = readdirSync(miningScreens, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && entry.name !== 'home')
  .map((entry) => entry.name)
  .sort();

/**
 * The message catalogs of the lazy features: each holds the messages of its folders (or files),
 * and its route loads it with the screen's code (ui/i18n/i18n.ts `loadCatalog`). Everything else
 * in ui/ (the home, its frame and menu, the boot screens, shared components) is in the core
 * catalog, `messages`, the one the first load carries. A message used both in a feature and
 * elsewhere is in each catalog that covers one of its files, with the same translation in each
 * (docs/decisions/i18n.md "A message catalog per feature").
 */
const FIXED_CATALOGS = {
  // The biometric confirmation's words (issue 37) in every catalog whose screens move money.
  swap: ['ui/screens/swap', 'ui/components/biometric-notice.tsx'],
  send: ['ui/screens/send', 'ui/components/biometric-notice.tsx'],
  refill: ['ui/screens/refill'],
  // A token's own page and its chart (issue 38).
  token: ['ui/screens/wallet/token-page'],
  // A transaction's receipt (issue 38).
  receipt: ['ui/screens/wallet/receipt'],
  // The settings screen and what the settings say beyond it (issue 37).
  settings: ['ui/screens/settings', 'ui/settings'],
  // The mining home, bigpump, and every mining feature's tile on the home (ui/routes/mining).
  mining: ['ui/screens/mining/home', 'ui/routes/mining'],
  // The shared purchase screens (ui/components/payment): loaded by the routes of whatever sells.
  payment: ['ui/components/payment', 'ui/components/biometric-notice.tsx'],
  // The wallet screen and the home's two lazy sheets: they share the addresses and the wallet list.
  wallet: ['ui/screens/wallet/wallet-screen.tsx', 'ui/screens/wallet/deposit-drawer.tsx', 'ui/screens/wallet/deposit-addresses.tsx', 'ui/screens/wallet-picker'],
  // What the servers' refusals say, shown by swap and send.
  refusals: ['ui/i18n/refusal-text.ts'],
} as const;
/**
 * Shared words of more than one mining feature, in the catalog of each feature that shows them and
 * not in the core one (the home's first load): a task's title, named by the tasks screen and by the
 * speed breakdown (issue 41).
 */
const SHARED_MINING_WORDS: Readonly<Record<string, readonly string[]>> = {
  tasks: ['ui/components/task-title.ts'],
  speed: ['ui/components/task-title.ts'],
  staking: ['ui/components/biometric-notice.tsx'],
};
// Typed as an intersection: spread into the literal, the found catalogs' template-literal keys were
// lost from `keyof`, so no route could name a `mining-<feature>` catalog.
export const FEATURE_CATALOGS = {
  ...FIXED_CATALOGS,
  ...Object.fromEntries(MINING_FEATURE_FOLDERS.map((feature) => [`mining-${feature}`, [`ui/screens/mining/${feature}`, ...(SHARED_MINING_WORDS[feature] ?? [])]])),
} as typeof FIXED_CATALOGS & Record<`mining-${string}`, readonly string[]>;

const isFile = (path: string) => /\.tsx?$/.test(path);

/**
 * Source text in English, a Russian translation beside it, in .po format (the Lingui default), one
 * file per catalog and language in ui/i18n/locales/{locale}/. `npm run i18n:extract` refreshes
 * them all from ui/; tests/ui/i18n-catalogs.test.ts fails when they drift from the source or a
 * Russian text is missing. The Vite plugin compiles the .po files on import, so no compiled
 * catalogs are committed.
 */
export default defineConfig({
  locales: ['en', 'ru'],
  sourceLocale: 'en',
  fallbackLocales: { default: 'en' },
  catalogs: [
    {
      path: '<rootDir>/ui/i18n/locales/{locale}/messages',
      include: ['<rootDir>/ui'],
      exclude: Object.values(FEATURE_CATALOGS)
        .flat()
        .map((path) => (isFile(path) ? `<rootDir>/${path}` : `<rootDir>/${path}/**`)),
    },
    ...Object.entries(FEATURE_CATALOGS).map(([name, paths]) => ({
      path: `<rootDir>/ui/i18n/locales/{locale}/${name}`,
      include: paths.map((path) => `<rootDir>/${path}`),
    })),
  ],
});
