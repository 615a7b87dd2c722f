/**
 * The mining backend in memory for machine and screen tests: every call recorded; each method
 * answers what the test provides (an override, usually with `deferred()`), and a method the test
 * did not provide rejects loudly so a test never passes on an answer it did not choose.
 */
import type { MiningApi } from '../../domain/mining/port';

export type MiningMethod = keyof MiningApi;

export type FakeMiningPort = MiningApi & {
  readonly calls: { readonly [M in MiningMethod]: Parameters<MiningApi[M]>[] };
  count(method: MiningMethod): number;
};

const METHODS: readonly MiningMethod[] = [
  'health',
  'createUserMining',
  'userMining',
  'claim',
  'burnPunks',
  'config',
  'paymentIntent',
  'autoclaimTransfer',
  'starsAutoclaim',
  'externalAutoclaim',
];

export function fakeMiningPort(overrides: Partial<MiningApi> = {}): FakeMiningPort {
  const calls = Object.fromEntries(METHODS.map((method) => [method, [] as unknown[]])) as unknown as Record<MiningMethod, unknown[][]>;
  const port = Object.fromEntries(
    METHODS.map((method) => [
      method,
      (...args: unknown[]) => {
        calls[method].push(args);
        const override = overrides[method] as ((...a: unknown[]) => Promise<unknown>) | undefined;
        if (method === 'health' && !override) return Promise.resolve({ ok: true });
        if (!override) return Promise.reject(new Error(`fake mining port: ${method} was not provided by the test`));
        return override(...args);
      },
    ]),
  ) as unknown as MiningApi;
  return Object.assign(port, {
    calls: calls as FakeMiningPort['calls'],
    count: (method: MiningMethod) => calls[method].length,
  });
}
