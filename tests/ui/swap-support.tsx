/**
 * The swap screens' test setup: a token catalogue behind /knownTokens (filtered and paged like the
 * server), holdings behind /balances, quotes from a function, and the app booted on a swap path
 * (optionally launched with a start parameter that preselects the swap).
 */
import { screen, waitFor } from '@testing-library/react';
import { expect } from 'vitest';
import { formatStartParam } from '../../domain/launch/start-param';
import type { MainApi } from '../support/fake-ports';
import type { FetchRouteRequest, Quote, TonSimulateRequest } from '../../domain/swap/types';
import type { KnownToken, KnownTokensRequest } from '../../domain/tokens/types';
import type { BalanceEntry, Token } from '../../domain/tokens/types';
import { fakeMainApi, mainPorts } from '../support/fake-ports';
import { fakeMessenger, launchContext, messengerUser } from '../support/fake-messenger';
import { aKnownToken, ETH_TOKEN, TON_TOKEN, USDT_ARB_TOKEN, USDT_TON_TOKEN } from '../support/mothers';
import { renderApp, testPorts } from '../support/render';
import type { SeededSnapshots } from '../../ui/machines/seed-snapshots';

export const ETH_ARB: Token = { ...ETH_TOKEN, chainId: 42161 };
export const USDT_ARB = USDT_ARB_TOKEN;
export const TON = TON_TOKEN;
export const USDT_TON = USDT_TON_TOKEN;

export const CATALOGUE: readonly KnownToken[] = [
  { ...aKnownToken(TON, '12.3456789'), usdAmount: '66.67' },
  { ...aKnownToken(USDT_TON, '0'), usdAmount: '0' },
  { ...aKnownToken(USDT_ARB, '100'), usdAmount: '100' },
  { ...aKnownToken(ETH_ARB, '0.5'), usdAmount: '1600' },
];

/** /knownTokens over a catalogue: chain, address or text filter, then the page. */
export function catalogueApi(catalogue: readonly KnownToken[]): MainApi['knownTokens'] {
  return async (request: KnownTokensRequest) => {
    const text = request.searchText?.toLowerCase();
    const matching = catalogue.filter(
      (token) =>
        (request.chainId === undefined || token.chainId === request.chainId) &&
        (request.tokenAddress === undefined || token.address.toLowerCase() === request.tokenAddress.toLowerCase()) &&
        (text === undefined || token.symbol.toLowerCase().includes(text) || token.name.toLowerCase().includes(text)),
    );
    const { offset, limit } = request.sliceProps;
    return { tokens: matching.slice(offset, offset + limit), tokensCount: matching.length, offset };
  };
}

export const holdingsOf = (catalogue: readonly KnownToken[]): BalanceEntry[] =>
  catalogue
    .filter((token) => token.tokenAmount !== '0')
    .map((token) => ({ ...token, tokensAmount: token.tokenAmount, tokensCost: '1' }));

export interface SwapAppOptions {
  readonly path?: string;
  readonly language?: 'en' | 'ru';
  /** Preselects the swap through the launch start parameter. */
  readonly startSwap?: { from: Token; to: Token };
  readonly catalogue?: readonly KnownToken[];
  readonly balances?: readonly BalanceEntry[];
  readonly quote?: (request: FetchRouteRequest | TonSimulateRequest) => Promise<Quote>;
  readonly clipboard?: string | null;
  readonly overrides?: Partial<MainApi>;
  /** Machines that start from a seeded snapshot (tests/support/seeded.ts). */
  readonly seeds?: SeededSnapshots;
}

export async function swapApp(options: SwapAppOptions = {}) {
  const catalogue = options.catalogue ?? CATALOGUE;
  const quote = options.quote ?? (() => Promise.reject(new Error('no quote in this test')));
  const mainApi = fakeMainApi({
    balances: { 0: options.balances ?? holdingsOf(catalogue) },
    overrides: {
      knownTokens: catalogueApi(catalogue),
      fetchRoute: (request) => quote(request),
      simulateTonSwap: (request) => quote(request),
      ...options.overrides,
    },
  });
  const startParam = options.startSwap
    ? formatStartParam({ swap: { from: options.startSwap.from.address, to: options.startSwap.to.address, chainId: options.startSwap.from.chainId } })
    : null;
  const launch = launchContext({ user: messengerUser({ languageCode: options.language ?? 'en' }), startParam });
  const base = testPorts({ messenger: fakeMessenger({ launch, clipboard: options.clipboard ?? null }) });
  const ports = { ...base, ...mainPorts(mainApi) };
  const app = await renderApp({ ports, path: options.path ?? '/swap', ...(options.seeds ? { seeds: options.seeds } : {}) });
  return { ...app, mainApi, ports };
}

/** Waits for a side of /swap to show a token. */
export async function sideShows(side: 'from' | 'to', symbol: string): Promise<void> {
  await waitFor(() => expect(screen.getByTestId(`swap-${side}-token`).getAttribute('data-symbol')).toBe(symbol), { timeout: 8000 });
}

export const amountField = () => screen.getByTestId('swap-amount') as HTMLInputElement;
export const confirmButton = () => screen.getByTestId('swap-confirm') as HTMLButtonElement;
export const quoteArea = () => screen.getByTestId('swap-quote');

/** Waits past the 1 s quote debounce for the quote area to reach a state. */
export async function quoteState(state: 'idle' | 'searching' | 'quote' | 'no-route'): Promise<void> {
  await waitFor(() => expect(quoteArea().getAttribute('data-state')).toBe(state), { timeout: 4000 });
}
