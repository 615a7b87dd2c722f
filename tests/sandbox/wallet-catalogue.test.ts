import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CHAIN_IDS, NATIVE_TOKEN_ADDRESS } from '../../domain/chains';
import { tokenLogoRoutes, tokenLogoSvg } from '../../sandbox/main/assets/token-logo';
import { MARKED_SYMBOLS } from '../../sandbox/main/assets/token-marks';
import { isValidEvmAddress } from '../../sandbox/main/engine/evm-address';
import { transferFee } from '../../sandbox/main/engine/fees';
import { PRESET_TOKENS } from '../../sandbox/main/engine/preset-tokens';
import { DRIFT_AMPLITUDE, priceAt } from '../../sandbox/main/engine/prices';
import { nativeToken, PRICE_SCALE, requireToken, TOKEN_CATALOGUE } from '../../sandbox/main/engine/token-catalogue';
import { parseTonAddress } from '../../sandbox/main/engine/ton-address';
import { formatUnits, parseUnits } from '../../sandbox/main/engine/units';

const time = fc.integer({ min: Date.UTC(2024, 0, 1), max: Date.UTC(2030, 0, 1) });

describe('token catalogue', () => {
  it('holds at least 200 tokens, each address unique on its chain and well formed', () => {
    expect(TOKEN_CATALOGUE.length).toBeGreaterThanOrEqual(200);
    const keys = TOKEN_CATALOGUE.map((token) => `${String(token.chainId)}|${token.address.toLowerCase()}`);
    expect(new Set(keys).size).toBe(keys.length);
    for (const token of TOKEN_CATALOGUE) {
      if (token.kind === 'native') continue;
      if (token.chainId === 'TON') {
        expect(token.address.startsWith('EQ')).toBe(true);
        expect(parseTonAddress(token.address)?.bounceable).toBe(true);
      } else {
        expect(isValidEvmAddress(token.address)).toBe(true);
        expect(token.address).not.toBe(token.address.toLowerCase());
      }
    }
  });

  it('has the native coin of every chain at its conventional address', () => {
    for (const chainId of CHAIN_IDS) {
      const native = nativeToken(chainId);
      expect(native.address).toBe(chainId === 'TON' ? NATIVE_TOKEN_ADDRESS.ton : NATIVE_TOKEN_ADDRESS.evm);
      expect([native.symbol, native.decimals]).toEqual(chainId === 'TON' ? ['TON', 9] : ['ETH', 18]);
    }
  });

  it('has the stable coins with their real decimals, and the preset, SWITCH and PUNK tokens', () => {
    for (const chainId of [1, 10, 42161, 8453, 324] as const) {
      expect(requireToken(chainId, 'USDT').decimals).toBe(6);
      expect(requireToken(chainId, 'USDC').decimals).toBe(6);
      expect(requireToken(chainId, 'DAI').decimals).toBe(18);
    }
    expect(requireToken('TON', 'USDT').decimals).toBe(6);
    expect(PRESET_TOKENS.map((token) => `${token.symbol}@${String(token.chainId)}`)).toEqual(['TON@TON', 'tsTON@TON', 'USDT@42161', 'ZRO@42161', 'PUNK@TON']);
    expect(requireToken('TON', 'SWITCH').decimals).toBe(9);
    expect(requireToken('TON', 'PUNK').decimals).toBe(9);
  });

  it('is the same on every build', () => {
    expect(requireToken(42161, 'ZRO').address).toBe(requireToken(42161, 'ZRO').address);
    expect(requireToken('TON', 'USDT').address).toMatch(/^EQ[A-Za-z0-9_-]{46}$/);
  });
});

describe('prices', () => {
  it('keeps stable coins within 0.2 % of one dollar at any time', () => {
    const stables = TOKEN_CATALOGUE.filter((token) => token.kind === 'stable' && token.basePrice === PRICE_SCALE);
    expect(stables.length).toBeGreaterThan(10);
    fc.assert(
      fc.property(time, (now) => {
        for (const token of stables) {
          const price = priceAt(token, now);
          expect(price >= (PRICE_SCALE * 998n) / 1000n && price <= (PRICE_SCALE * 1002n) / 1000n).toBe(true);
        }
      }),
    );
  });

  it('keeps every price within its drift band around the base price, and deterministic', () => {
    fc.assert(
      fc.property(time, fc.constantFrom(...TOKEN_CATALOGUE), (now, token) => {
        const price = priceAt(token, now);
        expect(priceAt(token, now)).toBe(price);
        const band = BigInt(Math.ceil(DRIFT_AMPLITUDE.volatile * 1e6));
        // Prices are integers of the price scale: one unit of rounding is allowed on top of the
        // band, which matters for tokens whose base price is only a few hundred units (MOG).
        expect((price + 1n) * 1_000_000n >= token.basePrice * (1_000_000n - band)).toBe(true);
        expect((price - 1n) * 1_000_000n <= token.basePrice * (1_000_000n + band)).toBe(true);
      }),
    );
  });

  it('moves slowly: the same asset has one price on every chain and wrapped forms follow it', () => {
    const now = Date.UTC(2025, 3, 1);
    const eth = priceAt(requireToken(1, 'ETH'), now);
    for (const chainId of [10, 42161, 8453, 324] as const) expect(priceAt(requireToken(chainId, 'ETH'), now)).toBe(eth);
    expect(priceAt(requireToken(1, 'WETH'), now)).toBe(eth);
    const minuteLater = priceAt(requireToken(1, 'ETH'), now + 60_000);
    const diff = minuteLater > eth ? minuteLater - eth : eth - minuteLater;
    expect(diff * 1000n < eth).toBe(true); // under 0.1 % a minute
    expect(priceAt(requireToken(1, 'ETH'), now + 3 * 3600_000)).not.toBe(eth);
  });
});

describe('units', () => {
  it('parse(format(x)) round-trips for any amount and decimals', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 10n ** 40n }), fc.integer({ min: 0, max: 24 }), (units, decimals) => {
        const text = formatUnits(units, decimals);
        expect(text).toMatch(/^\d+(\.\d*[1-9])?$/);
        expect(parseUnits(text, decimals)).toEqual({ ok: true, units });
      }),
    );
  });

  it('refuses more decimals than the token has, and non-numbers', () => {
    expect(parseUnits('1.0000001', 6)).toEqual({ ok: false, problem: 'too-many-decimals' });
    expect(parseUnits('1.0000000', 6)).toEqual({ ok: true, units: 1_000_000n });
    expect(parseUnits('1,5', 6)).toEqual({ ok: true, units: 1_500_000n });
    for (const bad of ['', '.', '1.', '-1', '1e5', 'abc', '1.2.3']) expect(parseUnits(bad, 6).ok).toBe(false);
  });
});

describe('fees', () => {
  it('charges 0.006 TON for TON and 0.05 TON for a jetton, in TON', () => {
    expect(formatUnits(transferFee(requireToken('TON', 'TON')).units, 9)).toBe('0.006');
    const jetton = transferFee(requireToken('TON', 'PUNK'));
    expect([jetton.token.symbol, formatUnits(jetton.units, 9)]).toEqual(['TON', '0.05']);
    expect(transferFee(requireToken(1, 'USDC')).token.symbol).toBe('ETH');
  });
});

describe('token logos', () => {
  it('serves a deterministic SVG per symbol and refuses anything else', async () => {
    const app = tokenLogoRoutes();
    const response = await app.request('/assets/tokens/USDT.svg');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('image/svg+xml');
    const svg = await response.text();
    expect(svg).toBe(tokenLogoSvg('USDT'));
    expect(svg).toContain('<circle');
    expect(svg).not.toMatch(/https?:\/\/(?!www\.w3\.org)/);
    expect(tokenLogoSvg('USDT')).not.toBe(tokenLogoSvg('USDC'));
    expect((await app.request('/assets/tokens/%3Cscript%3E.svg')).status).toBe(404);
    expect((await app.request('/assets/tokens/USDT.png')).status).toBe(404);
  });
});

describe('recognisable token logos (issue 12)', () => {
  const symbols = [...new Set(TOKEN_CATALOGUE.map((token) => token.symbol))];

  it('draws the well-known tokens their own marks, not letters', () => {
    expect([...MARKED_SYMBOLS].sort()).toEqual(['ETH', 'PUNK', 'SWITCH', 'TON', 'USDC', 'USDT']);
    for (const symbol of MARKED_SYMBOLS) {
      const svg = tokenLogoSvg(symbol);
      expect(svg, symbol).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
      expect(svg, symbol).not.toContain('<text');
      expect(svg, symbol).not.toMatch(/https?:\/\/(?!www\.w3\.org)|href=/);
    }
  });

  it('gives every other catalogue token a logo of its own', () => {
    const logos = symbols.map((symbol) => tokenLogoSvg(symbol));
    expect(new Set(logos).size).toBe(symbols.length);
    // Distinct by colour too, not by letters alone (USDT and USDC once differed only in a letter).
    const gradients = symbols.filter((symbol) => !MARKED_SYMBOLS.includes(symbol)).map((symbol) => /stop-color="([^"]+)"/.exec(tokenLogoSvg(symbol))?.[1]);
    expect(new Set(gradients).size).toBe(gradients.length);
  });
});
