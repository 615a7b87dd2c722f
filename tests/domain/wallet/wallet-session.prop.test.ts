import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Clock } from '../../../domain/shared/clock';
import { shouldDropWalletSession, WALLET_SESSION_MS, walletSessionDate } from '../../../domain/wallet/wallet-session';

const clockAt = (ms: number): Clock => ({ now: () => ms });
const nowArb = fc.integer({ min: WALLET_SESSION_MS, max: 4_102_444_800_000 });

describe('shouldDropWalletSession', () => {
  it('pins the one-hour rule', () => {
    expect(WALLET_SESSION_MS).toBe(3_600_000);
    expect(shouldDropWalletSession(null, 10)).toBe(true);
    expect(shouldDropWalletSession(0, WALLET_SESSION_MS)).toBe(false);
    expect(shouldDropWalletSession(0, WALLET_SESSION_MS + 1)).toBe(true);
  });

  it('drops without a stored date', () => {
    fc.assert(fc.property(nowArb, (now) => {
      expect(shouldDropWalletSession(null, clockAt(now).now())).toBe(true);
    }));
  });

  it('keeps a session stored within the last hour, including the one just stored on connect', () => {
    fc.assert(
      fc.property(nowArb, fc.integer({ min: 0, max: WALLET_SESSION_MS }), (connectedAt, elapsed) => {
        const stored = walletSessionDate(clockAt(connectedAt));
        expect(shouldDropWalletSession(stored, clockAt(connectedAt + elapsed).now())).toBe(false);
      }),
    );
  });

  it('drops a session older than an hour, or dated in the future', () => {
    fc.assert(
      fc.property(nowArb, fc.integer({ min: 1, max: 10 * WALLET_SESSION_MS }), (now, by) => {
        expect(shouldDropWalletSession(now - WALLET_SESSION_MS - by, now)).toBe(true);
        expect(shouldDropWalletSession(now + by, now)).toBe(true);
      }),
    );
  });
});
