/**
 * The autoclaim entry on /mining, with a stand-in for the autoclaim modal (the payment work builds
 * the real one and plugs it into ui/screens/mining/autoclaim-seam.tsx).
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { aUserMining } from '../support/mothers';
import { miningAt, RECORD } from './mining-support';

vi.mock('../../ui/screens/mining/autoclaim-seam', async () => {
  const { createContext } = await import('react');
  const render = (props: { open: boolean; onClose: () => void; onActivated: () => void }) =>
    props.open ? (
      <div role="dialog" aria-label="Stand-in autoclaim">
        <button type="button" onClick={props.onActivated}>
          Pay
        </button>
      </div>
    ) : null;
  return { AutoclaimSheetContext: createContext(render) };
});

describe('the autoclaim entry', () => {
  it('opens the autoclaim modal; once paid, the record is read at once and says activation is pending', async () => {
    const user = userEvent.setup();
    let paid = false;
    const { miningApi } = await miningAt('/mining', {
      userMining: async () => (paid ? aUserMining({ ...RECORD.mining, dttmAutoclaimActivation: new Date().toISOString() }, new Date().toISOString()) : RECORD),
    });
    await user.click(await screen.findByTestId('open-autoclaim'));
    const dialog = await screen.findByRole('dialog', { name: 'Stand-in autoclaim' });
    paid = true;
    const reads = miningApi.count('userMining');
    await user.click(within(dialog).getByRole('button', { name: 'Pay' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(miningApi.count('userMining')).toBeGreaterThan(reads));
    expect((await screen.findByTestId('autoclaim-pending')).textContent).toContain('activates within an hour');
    expect(screen.queryByTestId('open-autoclaim')).toBeNull();
  });

  it('is not offered while autoclaim is on', async () => {
    const active = aUserMining({ ...RECORD.mining, autoclaimActive: true }, new Date().toISOString());
    await miningAt('/mining', { createUserMining: async () => ({ ...active, created: false, referral: 'none' }), userMining: async () => active });
    expect((await screen.findByTestId('autoclaim-active')).textContent).toContain('Auto-claim is on');
    expect(screen.queryByTestId('open-autoclaim')).toBeNull();
  });
});
