/**
 * The app's runtime configuration, parsed by zod at start with a readable error. It comes from the
 * page when the page that serves the app carries one (injected-config.ts; the sandbox does, so tests
 * choose their own ports and thresholds), otherwise from the VITE_* build environment.
 */
import { z } from 'zod/mini';

const serverList = z.pipe(
  z.array(z.url({ protocol: /^https?$/ })).check(z.minLength(1)),
  z.transform((urls: string[]) => urls.map((url) => url.replace(/\/+$/, ''))),
);
const positiveInt = (fallback: number) => z._default(z.int().check(z.positive()), fallback);

export const appConfigSchema = z.object({
  mainServers: serverList,
  miningServers: serverList,
  /** Per-call timeout (spec: 30 s). */
  timeoutMs: positiveInt(30_000),
  /** A call slower than this fails over to the next server (spec: 25 s). */
  slowMs: positiveInt(25_000),
  /** Link of the product's bot, for "view in bot" and share links. */
  botUrl: z._default(z.url(), 'https://t.me/switch_wallet_bot'),
  /**
   * Where the app's TON Connect manifest is (a path is resolved against the app's address);
   * required in a production build that pays through TON Connect.
   */
  tonConnectManifestUrl: z.optional(z.string()),
  /**
   * Which external wallet pays externally: TON Connect (production), or the sandbox's simulated
   * wallet on the mining server, whose approval the host page shows (the sandbox injects it).
   */
  externalWallet: z._default(z.enum(['tonconnect', 'sandbox']), 'tonconnect'),
  /**
   * Origin of the messenger page that frames the app; the bridge posts its events only there.
   * The messenger's web client in production; the sandbox host page in development and tests.
   */
  messengerOrigin: z._default(z.string(), 'https://web.telegram.org'),
  /**
   * The bottom menu's partner-wallet entry and /bigpump (seed 001 §1, §2): messenger links opened
   * inside the messenger. The defaults are the sandbox's (docs/decisions/mining-home.md "Mining menu links and /bigpump (issue 11)").
   */
  partnerWalletUrl: z._default(z.url({ protocol: /^https$/ }), 'https://t.me/switch_partner_wallet_bot'),
  bigpumpUrl: z._default(z.url({ protocol: /^https$/ }), 'https://t.me/switch_bigpump_bot/app'),
  /**
   * The TON jettons the mining area sends people to buy ("Buy SWITCH", and PUNK to burn). The
   * defaults are the sandbox catalogue's addresses (a sandbox test holds them equal).
   */
  switchTokenAddress: z._default(z.string().check(z.minLength(1)), 'EQDKXAGDKMX54Sj8YgE2WUAvdca4qkGyCfEvUYuNJGwJ-ZG1'),
  punkTokenAddress: z._default(z.string().check(z.minLength(1)), 'EQBXpk4DSEDhbtyh2rAvCGB4hv-IFQy47BKak2KNdqyIN0Kn'),
  /** Development only: attach the Stately inspector to machines. */
  inspect: z._default(z.boolean(), false),
});

export type AppConfig = z.infer<typeof appConfigSchema>;

function splitList(value: string | undefined): string[] | undefined {
  return value ? value.split(',').map((item) => item.trim()).filter(Boolean) : undefined;
}

function fromBuildEnv(env: Record<string, string | boolean | undefined>): unknown {
  const text = (key: string): string | undefined => (typeof env[key] === 'string' && env[key] !== '' ? (env[key] as string) : undefined);
  const number = (key: string): number | undefined => (text(key) === undefined ? undefined : Number(text(key)));
  return {
    mainServers: splitList(text('VITE_MAIN_SERVERS')) ?? ['http://127.0.0.1:5181', 'http://127.0.0.1:5182'],
    miningServers: splitList(text('VITE_MINING_SERVERS')) ?? ['http://127.0.0.1:5183'],
    timeoutMs: number('VITE_TIMEOUT_MS'),
    slowMs: number('VITE_SLOW_MS'),
    botUrl: text('VITE_BOT_URL'),
    partnerWalletUrl: text('VITE_PARTNER_WALLET_URL'),
    bigpumpUrl: text('VITE_BIGPUMP_URL'),
    switchTokenAddress: text('VITE_SWITCH_TOKEN_ADDRESS'),
    punkTokenAddress: text('VITE_PUNK_TOKEN_ADDRESS'),
    messengerOrigin: text('VITE_MESSENGER_ORIGIN'),
    externalWallet: text('VITE_EXTERNAL_WALLET'),
    tonConnectManifestUrl: text('VITE_TON_CONNECT_MANIFEST_URL'),
    inspect: text('VITE_INSPECT') === 'true',
  };
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Reads the configuration; throws ConfigError naming the first bad field. */
export function loadConfig(injected: unknown, env: Record<string, string | boolean | undefined>): AppConfig {
  const raw = injected ?? fromBuildEnv(env);
  const parsed = appConfigSchema.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new ConfigError(`App configuration is invalid at ${issue?.path.join('.') || 'root'}: ${issue?.message ?? 'unknown'}`);
  }
  const config = parsed.data;
  // Wallets fetch the manifest from the deployment's own address: a production build cannot guess
  // it. Development falls back to the dev server's (ton-connect-wallet.ts).
  if (!config.tonConnectManifestUrl && env.PROD && config.externalWallet === 'tonconnect') throw new ConfigError('App configuration is invalid at tonConnectManifestUrl: required');
  return config;
}
