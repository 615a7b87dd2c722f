/**
 * What a scanned code fills in the send form (domain/links/scan-fill.ts): the address always, the
 * amount only in the coin the link counts it in, the chain a link names by switching to its native
 * coin when held, and refusals passed through.
 */
import { describe, expect, it } from 'vitest';
import { NATIVE_TOKEN_ADDRESS } from '../../domain/chains';
import { parseScannedCode } from '../../domain/links/payment-qr';
import { sendFillOf } from '../../domain/links/scan-fill';
import type { BalanceEntry } from '../../domain/tokens/types';

const TON = 'UQBvW8Z5huBkMJYdnfAEM5JqTNkuWX3diqYENkWsIL0XggGG';
const EVM = '0x52908400098527886E0F7030069857D2E4169EE7';

const entry = (symbol: string, chainId: BalanceEntry['chainId'], address: string): BalanceEntry => ({
  address,
  chainId,
  symbol,
  name: symbol,
  decimals: chainId === 'TON' ? 9 : 18,
  logoURI: '',
  tokensAmount: '10',
  usdAmount: '10',
  tokensCost: '1',
});
const tonCoin = entry('TON', 'TON', NATIVE_TOKEN_ADDRESS.ton);
const tonUsdt = entry('USDT', 'TON', 'EQCxE6mUtQJKFnGfaROTKOt1lZbDiiX1kCixRv7Nw2Id_sDs');
const ethMainnet = entry('ETH', 1, NATIVE_TOKEN_ADDRESS.evm);
const ethArbitrum = entry('ETH', 42161, NATIVE_TOKEN_ADDRESS.evm);
const usdcArbitrum = entry('USDC', 42161, '0xaf88d065e77c8cC2239327C5EDb3A432268e5831');
const held = [tonCoin, tonUsdt, ethMainnet, ethArbitrum, usdcArbitrum];

const fill = (code: string, current: BalanceEntry | null, holdings: readonly BalanceEntry[] = held) => sendFillOf(parseScannedCode(code), current, holdings);

describe('sendFillOf', () => {
  it('a TON transfer link fills address, amount and comment on TON', () => {
    expect(fill(`ton://transfer/${TON}?amount=1500000000&text=lunch`, tonCoin)).toEqual({ kind: 'fill', token: null, address: TON, amount: '1.5', comment: 'lunch' });
  });

  it('a TON amount on a jetton switches to TON, or is not typed when no TON is held', () => {
    expect(fill(`ton://transfer/${TON}?amount=2000000000`, tonUsdt)).toMatchObject({ token: tonCoin, amount: '2' });
    expect(fill(`ton://transfer/${TON}?amount=2000000000`, tonUsdt, [tonUsdt])).toMatchObject({ token: null, address: TON, amount: null });
  });

  it('an EIP-681 link picks its chain, and its value is ether on that chain', () => {
    expect(fill(`ethereum:${EVM}@42161?value=2.5e17`, ethMainnet)).toEqual({ kind: 'fill', token: ethArbitrum, address: EVM, amount: '0.25', comment: null });
    expect(fill(`ethereum:${EVM}@42161`, tonCoin)).toMatchObject({ token: ethArbitrum, amount: null });
    // Already on that chain's coin: nothing switches.
    expect(fill(`ethereum:${EVM}@42161?value=1e18`, ethArbitrum)).toMatchObject({ token: null, amount: '1' });
    // No chain named: the value is in the form's own chain's coin.
    expect(fill(`ethereum:${EVM}?value=1e18`, ethMainnet)).toMatchObject({ token: null, amount: '1' });
  });

  it('a bare address fills only the address and keeps the token, whatever its chain', () => {
    expect(fill(EVM, usdcArbitrum)).toEqual({ kind: 'fill', token: null, address: EVM, amount: null, comment: null });
    expect(fill(TON, usdcArbitrum)).toEqual({ kind: 'fill', token: null, address: TON, amount: null, comment: null });
  });

  it('passes refusals and t.me links through', () => {
    expect(fill('hello', tonCoin)).toEqual({ kind: 'refused', reason: 'not-a-payment' });
    expect(fill(`ethereum:${EVM}@56`, tonCoin)).toEqual({ kind: 'refused', reason: 'unknown-chain' });
    expect(fill('https://t.me/switch_wallet_bot', tonCoin)).toEqual({ kind: 'telegram-link', url: 'https://t.me/switch_wallet_bot' });
  });
});
