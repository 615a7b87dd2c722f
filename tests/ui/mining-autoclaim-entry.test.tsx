/**
 * The autoclaim entry on /mining with the real purchase sheet (ui/machines/purchase-context.tsx)
 * over a fake payment port: paying with Stars closes into /mining, which reads the record at once
 * and says activation is pending; the entry is not offered once autoclaim is on.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { anIntent, anOffer, aUserMining } from '../support/mothers';
import { miningAt, RECORD } from './mining-support';

describe('the autoclaim entry', () => {
  it('opens the autoclaim purchase; once paid, the record is read at once and says activation is pending', async () => {
    const user = userEvent.setup();
    let paid = false;
    const { miningRecordApi } = await miningAt('/mining', {
      record: { userMining: async () => (paid ? aUserMining({ ...RECORD.mining, dttmAutoclaimActivation: new Date().toISOString() }, new Date().toISOString()) : RECORD) },
      payment: {
        offer: async () => anOffer(),
        starsInvoice: async () => ({ link: 'https://t.me/$pi_1', intentId: 'pi_1' }),
        intent: async () => anIntent(paid ? 'paid' : 'pending'),
      },
    });
    await user.click(await screen.findByTestId('open-autoclaim'));
    const dialog = await screen.findByRole('dialog', { name: 'Auto-claim' });
    paid = true;
    await user.click(await within(dialog).findByTestId('autoclaim-pay-stars'));
    const reads = miningRecordApi.count('userMining');
    await user.click(await within(dialog).findByTestId('autoclaim-done'));
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(miningRecordApi.count('userMining')).toBeGreaterThan(reads));
    expect((await screen.findByTestId('autoclaim-pending')).textContent).toContain('activates within an hour');
    expect(screen.queryByTestId('open-autoclaim')).toBeNull();
  });

  it('is not offered while autoclaim is on', async () => {
    const active = aUserMining({ ...RECORD.mining, autoclaimActive: true }, new Date().toISOString());
    await miningAt('/mining', { record: { createUserMining: async () => ({ ...active, created: false, referral: 'none' }), userMining: async () => active } });
    expect((await screen.findByTestId('autoclaim-active')).textContent).toContain('Auto-claim is on');
    expect(screen.queryByTestId('open-autoclaim')).toBeNull();
  });
});
