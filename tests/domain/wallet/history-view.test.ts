import { describe, expect, it } from 'vitest';
import { historyRow } from '../../../domain/wallet/history-view';

describe('historyRow', () => {
  it('formats each kind with real months, scaled amounts and short addresses', () => {
    expect(
      historyRow(
        {
          id: 's',
          type: 'swap',
          createdAt: '2025-03-09T10:00:00Z',
          fromToken: { symbol: 'TON', decimals: 9 },
          toToken: { symbol: 'USDT', decimals: 6 },
          fromAmount: '1500000000',
          toAmount: '4123456',
        },
        0,
      ),
    ).toEqual({ id: 's', date: '09/03/2025', type: 'swap', fromAmount: '1.5', fromSymbol: 'TON', toAmount: '4.123456', toSymbol: 'USDT' });
    expect(historyRow({ id: 'd', type: 'deposit', createdAt: '2025-03-09T23:00:00Z', asset: 'ETH', amount: '123456789012345678', decimals: 18 }, 120)).toEqual({
      id: 'd',
      date: '10/03/2025',
      type: 'deposit',
      amount: '0.12345678',
      symbol: 'ETH',
      comment: null,
    });
    // A transfer's comment (the proof of humanity's code) is shown as sent; a 0 TON notice reads 0.
    expect(historyRow({ id: 'n', type: 'deposit', createdAt: '2025-03-09T10:00:00Z', asset: 'TON', amount: '0', decimals: 9, comment: 'Proof of humanity code: 012345' }, 0)).toMatchObject({
      amount: '0',
      comment: 'Proof of humanity code: 012345',
    });
    expect(
      historyRow({ id: 'w', type: 'withdrawal', createdAt: '2025-03-09T10:00:00Z', to: '0x94b008aA00579c1307B0EF2c499aD98a8ce58e58', symbol: 'USDT', amount: '1', decimals: 6 }, 0),
    ).toMatchObject({ type: 'withdrawal', amount: '0.000001', to: '0x94…8e58' });
  });
});
