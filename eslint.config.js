// Lint, and the layer boundaries of HOUSE-STYLE.md: domain is pure, adapters never reach the UI,
// the sandbox takes only domain rules and the wire contract from the app.
import js from '@eslint/js';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import localRules from './scripts/eslint/import-cycles.js';

const restrict = (patterns) => ['error', { patterns }];

/** The domain's features (mining holds one folder per mining feature). */
const DOMAIN_FEATURES = ['wallet', 'swap', 'send', 'refill', 'mining'];

const DOMAIN_LAYER = [
  { group: ['react', 'react-dom', 'react/*', '@xstate/react', '@tanstack/*', '@telegram-apps/*', '@tonconnect/*', 'ky', 'qrcode', '@lingui/*', 'hono', 'hono/*', '@electric-sql/*', 'node:*'], message: 'domain/ is pure TypeScript: no UI, SDK, HTTP, storage or Node modules.' },
  { regex: '(^|/)(adapters|ui|sandbox)/', message: 'domain/ imports nothing from the other layers.' },
];

const UI_LAYER = [
  { regex: '(^|/)sandbox/', message: 'ui/ never imports the sandbox.' },
  { group: ['hono', 'hono/*', '@electric-sql/*', 'ky'], message: 'ui/ never imports the sandbox or an HTTP library.' },
  { regex: '(^|/)adapters/http/(client|[a-z-]+-api)', message: 'ui/ talks to backends only through ports.' },
];

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', '.sandbox-data/**', 'ui/i18n/locales/**', 'coverage/**', '.bench/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { 'import-x': importX, local: localRules },
    languageOptions: { ecmaVersion: 2023, sourceType: 'module' },
    settings: { 'import-x/resolver-next': [createTypeScriptImportResolver()] },
    rules: {
      'import-x/no-cycle': ['error', { maxDepth: 8 }],
      // import-x/no-cycle skips type imports; this one counts them (scripts/eslint/import-cycles.js).
      'local/import-cycles': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': 'off',
    },
  },
  {
    files: ['domain/**/*.ts'],
    rules: {
      'no-restricted-imports': restrict(DOMAIN_LAYER),
      'no-restricted-globals': ['error', 'window', 'document', 'localStorage', 'sessionStorage', 'fetch', 'navigator', 'XMLHttpRequest'],
    },
  },
  // Features do not import each other: what two features share goes to domain/shared, money or
  // tokens, which import no feature (and not ports.ts, which composes every feature's port).
  ...DOMAIN_FEATURES.map((feature) => ({
    files: [`domain/${feature}/**/*.ts`],
    rules: {
      'no-restricted-imports': restrict([
        ...DOMAIN_LAYER,
        { regex: `^(\\.\\./)+(${DOMAIN_FEATURES.filter((other) => other !== feature).join('|')})/`, message: 'A feature never imports another feature; shared code goes to domain/shared, money or tokens.' },
        { regex: '^(\\.\\./)+ports$', message: 'A feature does not import ports.ts (it composes every feature): ask for the ports you use by their own types.' },
      ]),
    },
  })),
  {
    // A mining feature does not import its siblings (domain/mining/<feature>/...); what they share
    // is the mining record's kernel, domain/mining/shared (types, the accrual rule, the record port),
    // and the purchase flow, domain/payment.
    files: ['domain/mining/*/**/*.ts'],
    ignores: ['domain/mining/shared/**'],
    rules: {
      'no-restricted-imports': restrict([
        ...DOMAIN_LAYER,
        { regex: '^\\.\\./(?!\\.)(?!shared/)[^/]+/', message: 'A mining feature never imports another; what they share goes to domain/mining/shared (or domain/shared, money, tokens).' },
        { regex: `^(\\.\\./)+(${DOMAIN_FEATURES.filter((other) => other !== 'mining').join('|')})/`, message: 'A feature never imports another feature.' },
        { regex: '^(\\.\\./)+ports$', message: 'A feature does not import ports.ts (it composes every feature): ask for the ports you use by their own types.' },
      ]),
    },
  },
  {
    // The mining kernel serves every mining feature and imports none.
    files: ['domain/mining/shared/**/*.ts'],
    rules: {
      'no-restricted-imports': restrict([
        ...DOMAIN_LAYER,
        { regex: '^\\.\\./(?!\\.)[^/]+/', message: 'domain/mining/shared imports no mining feature.' },
        { regex: `^(\\.\\./)+(${DOMAIN_FEATURES.join('|')}|payment)/`, message: 'domain/mining/shared imports no feature.' },
      ]),
    },
  },
  {
    // The payment flow serves every mining feature (MINING.md "Payments"): it owns its shapes and
    // imports no feature, so a feature's purchase never depends on another feature's code.
    files: ['domain/payment/**/*.ts'],
    rules: {
      'no-restricted-imports': restrict([
        ...DOMAIN_LAYER,
        { regex: `^(\\.\\./)+(${DOMAIN_FEATURES.join('|')})/`, message: 'The payment flow imports no feature; features import it.' },
        { regex: '^(\\.\\./)+ports$', message: 'The payment flow does not import ports.ts (it composes every feature).' },
      ]),
    },
  },
  {
    // The person's settings are read by every feature's provide (biometric confirmation) and by
    // adapters (haptics): they import no feature.
    files: ['domain/settings/**/*.ts'],
    rules: {
      'no-restricted-imports': restrict([
        ...DOMAIN_LAYER,
        { regex: `^(\\.\\./)+(${DOMAIN_FEATURES.join('|')}|payment)/`, message: 'The settings import no feature.' },
        { regex: '^(\\.\\./)+ports$', message: 'The settings do not import ports.ts (it composes every feature).' },
      ]),
    },
  },
  {
    files: ['domain/{shared,money,tokens}/**/*.ts'],
    rules: {
      'no-restricted-imports': restrict([
        ...DOMAIN_LAYER,
        { regex: `^(\\.\\./)+(${DOMAIN_FEATURES.join('|')})/`, message: 'Shared domain code imports no feature.' },
        { regex: '^(\\.\\./)+ports$', message: 'Shared domain code does not import ports.ts (it composes every feature).' },
      ]),
    },
  },
  {
    files: ['adapters/**/*.ts'],
    rules: {
      'no-restricted-imports': restrict([
        { regex: '(^|/)ui/', message: 'adapters/ never import the UI.' },
        { group: ['react', 'react-dom', '@tanstack/*', '@lingui/*'], message: 'adapters/ never import the UI.' },
        { regex: '(^|/)sandbox/', message: 'adapters/ never import the sandbox.' },
        { group: ['hono', 'hono/*', '@electric-sql/*'], message: 'adapters/ never import the sandbox.' },
      ]),
    },
  },
  {
    files: ['ui/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': restrict(UI_LAYER),
    },
  },
  {
    // Shared UI serves every screen: it renders what it is given and imports no screen or machine
    // (a machine's view comes in as props; ui/machines connects the two).
    files: ['ui/components/**/*.{ts,tsx}', 'ui/flows/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': restrict([
        ...UI_LAYER,
        { regex: '(^|/)(screens|machines)/', message: 'ui/components and ui/flows import no screen and no actor context.' },
      ]),
      // A machine's type (its snapshot, its events) may be named; the machine itself never runs here.
      '@typescript-eslint/no-restricted-imports': [
        'error',
        { patterns: [{ regex: '(^|/)domain/.*(^|/|-)machine$', allowTypeImports: true, message: 'ui/components and ui/flows import no machine: take its view as props.' }] },
      ],
    },
  },
  // Screens of one feature do not import another feature's screens; shared pieces go to
  // ui/components. The home, the wallet view and the wallet picker are the wallet feature's screens.
  // Interim: four pieces still live under ui/screens/wallet until ui/components takes them (shared-ui).
  {
    files: ['ui/screens/**/*.{ts,tsx}'],
    ignores: ['ui/screens/{home,wallet,wallet-picker}/**'],
    rules: {
      'no-restricted-imports': restrict([
        ...UI_LAYER,
        { regex: '^\\.\\./(?!\\.)(?!wallet/(token-logo|bottom-sheet|copy-button|use-visible|wallet\\.css)$)[^/]+/', message: "A screen never imports another feature's screens; shared pieces go to ui/components." },
      ]),
    },
  },
  {
    files: ['ui/screens/{home,wallet,wallet-picker}/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': restrict([
        ...UI_LAYER,
        { regex: '^\\.\\./(?!\\.)(?!(home|wallet|wallet-picker)/)[^/]+/', message: "A screen never imports another feature's screens; shared pieces go to ui/components." },
      ]),
    },
  },
  {
    files: ['sandbox/**/*.ts'],
    rules: {
      'no-restricted-imports': restrict([
        { regex: '(^|/)ui/', message: 'sandbox/ takes only domain rules and the wire contract from the app.' },
        { group: ['react', 'react-dom', '@tanstack/*', '@lingui/*', '@telegram-apps/*', '@tonconnect/*', 'ky'], message: 'sandbox/ takes only domain rules and the wire contract from the app.' },
        { regex: '(^|/)adapters/(?!http/contract/)', message: 'sandbox/ may import only adapters/http/contract/ from the adapters.' },
      ]),
    },
  },
  // The sandbox's two backends stand on one platform: the platform knows neither backend, and
  // neither backend reaches into the other (what they share goes to the platform).
  {
    files: ['sandbox/platform/**/*.ts'],
    rules: {
      'no-restricted-imports': restrict([
        { regex: '(^|/)ui/', message: 'sandbox/ takes only domain rules and the wire contract from the app.' },
        { regex: '(^|/)adapters/(?!http/contract/)', message: 'sandbox/ may import only adapters/http/contract/ from the adapters.' },
        { regex: '^(\\.\\./)+(main|mining|host)/', message: 'sandbox/platform/ imports no backend and not the host page.' },
      ]),
    },
  },
  {
    files: ['sandbox/main/**/*.ts'],
    rules: {
      'no-restricted-imports': restrict([
        { regex: '(^|/)ui/', message: 'sandbox/ takes only domain rules and the wire contract from the app.' },
        { regex: '(^|/)adapters/(?!http/contract/)', message: 'sandbox/ may import only adapters/http/contract/ from the adapters.' },
        { regex: '^(\\.\\./)+(mining|host)/', message: 'the main backend does not import the mining backend or the host page.' },
      ]),
    },
  },
  {
    files: ['sandbox/mining/**/*.ts'],
    rules: {
      'no-restricted-imports': restrict([
        { regex: '(^|/)ui/', message: 'sandbox/ takes only domain rules and the wire contract from the app.' },
        { regex: '(^|/)adapters/(?!http/contract/)', message: 'sandbox/ may import only adapters/http/contract/ from the adapters.' },
        { regex: '^(\\.\\./)+(main/routes|host)/', message: 'the mining backend moves wallet money through the main engine (one transaction, one store), never through the main routes or the host page.' },
      ]),
    },
  },
  {
    // The tasks verifier (and the waitlist) import no other mining feature's folder: what another
    // feature knows about a user reaches them as a named fact (sandbox/mining/shared/facts.ts).
    // They may use the mining kernel (shared) and the purchase flow and external wallet (payments).
    files: ['sandbox/mining/{tasks,waitlist}/**/*.ts'],
    rules: {
      'no-restricted-imports': restrict([
        { regex: '(^|/)ui/', message: 'sandbox/ takes only domain rules and the wire contract from the app.' },
        { regex: '(^|/)adapters/(?!http/contract/)', message: 'sandbox/ may import only adapters/http/contract/ from the adapters.' },
        { regex: '^(\\.\\./)+(main/routes|host)/', message: 'the mining backend moves wallet money through the main engine (one transaction, one store), never through the main routes or the host page.' },
        { regex: '^\\.\\./(?!\\.)(?!(shared|payments)/)[^/]+/', message: "A mining feature's verifier asks another feature for a fact (shared/facts.ts); it never imports its folder." },
      ]),
    },
  },
  {
    files: ['scripts/**/*.{js,mjs}', '*.config.js'],
    languageOptions: { globals: globals.node },
  },
  {
    files: ['tests/**/*.{ts,tsx}', 'scripts/**/*.{ts,js,mjs}', '*.config.{ts,js}'],
    rules: { '@typescript-eslint/no-non-null-assertion': 'off' },
  },
  // The domain's tests test the domain: a rule of the sandbox is tested beside the sandbox, so a
  // domain test file never pulls the backend (and its database drivers) into its imports.
  {
    files: ['tests/domain/**/*.ts'],
    rules: {
      'no-restricted-imports': restrict([{ regex: '^(\\.\\./)+sandbox/', message: 'A domain test imports no sandbox code: test the sandbox rule in tests/sandbox.' }]),
    },
  },
);
