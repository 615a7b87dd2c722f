/**
 * The app's default SWITCH and PUNK addresses (adapters/config.ts) are the sandbox catalogue's, so
 * "Buy SWITCH" and the burn modal's "Go to swap" find their tokens in the sandbox.
 */
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../adapters/config';
import { TOKEN_CATALOGUE } from '../../sandbox/main/engine/token-catalogue';

const addressOf = (symbol: string) => TOKEN_CATALOGUE.find((token) => token.symbol === symbol && token.chainId === 'TON')?.address;

describe('the mining token addresses in the app configuration', () => {
  it('default to the sandbox catalogue', () => {
    const config = loadConfig({ mainServers: ['http://127.0.0.1:9'], miningServers: ['http://127.0.0.1:9'] }, {});
    expect(config.switchTokenAddress).toBe(addressOf('SWITCH'));
    expect(config.punkTokenAddress).toBe(addressOf('PUNK'));
  });
});
