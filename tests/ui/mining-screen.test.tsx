import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { BurnReceipt } from '../../domain/mining/burn/types';
import type { ClaimReceipt, MiningRecord } from '../../domain/mining/shared/types';
import { ApiError } from '../../domain/shared/api-failure';
import { deferred } from '../support/deferred';
import { aUserMining } from '../support/mothers';
import { claimReceipt, miningAt, RECORD } from './mining-support';

describe('/mining', () => {
  it('shows the record: mined so far, speed, time until full, balance and guild rank, and the autoclaim entry', async () => {
    const { miningRecordApi } = await miningAt('/mining', {}, { startParam: 'ref-77' });
    expect((await screen.findByTestId('mining-mined')).textContent).toMatch(/^2(\.\d+)?$/);
    expect(screen.getByTestId('mining-speed').textContent).toContain('1.5 SWITCH/h');
    expect(screen.getByTestId('mining-full-in').textContent).toMatch(/^[45]:\d\d:\d\d$/);
    expect(screen.getByTestId('mining-got').textContent).toContain('40 SWITCH');
    expect(screen.getByTestId('mining-guild').textContent).toContain('Magister');
    expect(screen.getByTestId('open-autoclaim')).toBeTruthy();
    expect(screen.queryByTestId('daily-boost')).toBeNull();
    expect(miningRecordApi.calls.createUserMining[0]?.[0]).toEqual({ ref: '77' });
  });

  it('claims: the button says so while claiming, then the amount has moved from mined to the balance', async () => {
    const user = userEvent.setup();
    const claim = deferred<ClaimReceipt>();
    await miningAt('/mining', { record: { claim: () => claim.promise } });
    await user.click(await screen.findByTestId('claim-button'));
    expect((screen.getByTestId('claim-button') as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByTestId('claim-button').textContent).toContain('Claiming…');
    claim.resolve(claimReceipt());
    expect((await screen.findByTestId('claim-done')).textContent).toContain('Claimed 2 SWITCH');
    expect(screen.getByTestId('mining-got').textContent).toContain('42 SWITCH');
    expect(screen.getByTestId('mining-mined').textContent).toMatch(/^0(\.0+\d*)?$/);
    expect(screen.getByTestId('claim-button').textContent).toContain('Claim');
  });

  it('a failed claim says Server error and offers to try again', async () => {
    const user = userEvent.setup();
    await miningAt('/mining', { record: { claim: () => Promise.reject(new ApiError({ type: 'server', status: 500 })) } });
    await user.click(await screen.findByTestId('claim-button'));
    expect((await screen.findByTestId('claim-failed')).textContent).toContain('Server error');
    expect(screen.getByTestId('claim-button').textContent).toContain('Try again');
  });

  it('a record that cannot be read shows the error and a retry', async () => {
    const user = userEvent.setup();
    let calls = 0;
    await miningAt('/mining', {
      record: {
        createUserMining: async () => {
          calls += 1;
          if (calls === 1) throw new ApiError({ type: 'unreachable' });
          return { ...RECORD, created: false, referral: 'none' };
        },
      },
    });
    const failed = await screen.findByTestId('mining-failed');
    expect(failed.textContent).toContain('Server error');
    await user.click(within(failed).getByRole('button', { name: 'Retry' }));
    expect((await screen.findByTestId('mining-guild')).textContent).toContain('Magister');
  });

  it('shows the daily-boost notice when the total balance says so', async () => {
    await miningAt('/mining', {}, { boost: true });
    expect((await screen.findByTestId('daily-boost')).textContent).toContain('Your daily boost is ready to claim.');
  });

  it('speaks Russian', async () => {
    await miningAt('/mining', {}, { lang: 'ru' });
    expect((await screen.findByTestId('mining-guild')).textContent).toContain('Магистр');
    expect(screen.getByRole('heading', { name: 'Майнинг' })).toBeTruthy();
    expect(screen.getByTestId('claim-button').textContent).toContain('Забрать');
  });
});

describe('the burn modal', () => {
  it('shows the reward as the user types, burns, then shows the burned amount and the new speed on /mining too', async () => {
    const user = userEvent.setup();
    const burn = deferred<BurnReceipt>();
    const { burnApi } = await miningAt('/mining', { burn: { burnPunks: () => burn.promise } });
    await user.click(await screen.findByTestId('open-burn'));
    const dialog = await screen.findByRole('dialog', { name: 'Burn PUNK' });
    await user.type(within(dialog).getByTestId('burn-amount'), '0,5');
    expect((within(dialog).getByTestId('burn-submit') as HTMLButtonElement).disabled).toBe(true);
    expect(within(dialog).getByRole('alert').textContent).toContain('The minimum is 1 PUNK');
    await user.clear(within(dialog).getByTestId('burn-amount'));
    await user.type(within(dialog).getByTestId('burn-amount'), '15');
    expect(within(dialog).getByTestId('burn-reward').textContent).toContain('+1.5 SWITCH/h');
    expect(within(dialog).getByTestId('burn-gas').textContent).toContain('0.005 TON');
    await user.click(within(dialog).getByTestId('burn-submit'));
    await user.click(within(dialog).getByTestId('burn-submit'));
    expect(burnApi.count('burnPunks')).toBe(1);
    burn.resolve({ ...aUserMining({ speed: '3' }, new Date().toISOString()), burnId: 'b', burnedAmount: '15', addedSpeed: '1.5', boostEndsAt: new Date().toISOString(), gas: { amount: '0.005', symbol: 'TON' } });
    const done = await within(dialog).findByTestId('burn-done');
    expect(done.textContent).toContain('You burned 15 PUNK.');
    expect(within(done).getByTestId('burn-new-speed').textContent).toContain('3 SWITCH/h');
    expect(screen.getByTestId('mining-speed').textContent).toContain('3 SWITCH/h');
    await user.click(within(done).getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('4002 shows the message and a go-to-swap button for PUNK', async () => {
    const user = userEvent.setup();
    const { history } = await miningAt('/mining', {
      burn: { burnPunks: () => Promise.reject(new ApiError({ type: 'rejected', status: 422, message: 'Not enough PUNK', code: 'not-enough-punk' })) },
    });
    await user.click(await screen.findByTestId('open-burn'));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByTestId('burn-amount'), '10');
    await user.click(within(dialog).getByTestId('burn-submit'));
    expect((await within(dialog).findByRole('alert')).textContent).toContain('Not enough PUNK');
    expect(within(dialog).queryByTestId('burn-submit')).toBeNull();
    await user.click(within(dialog).getByTestId('burn-go-to-swap'));
    await waitFor(() => expect(history.location.pathname).toBe('/swap'));
    expect(history.location.search).toContain('to=EQ-punk');
    expect(history.location.search).toContain('chainId=TON');
  });

  it('any other failure is the generic server error', async () => {
    const user = userEvent.setup();
    await miningAt('/mining', { burn: { burnPunks: () => Promise.reject(new ApiError({ type: 'server', status: 500 })) } });
    await user.click(await screen.findByTestId('open-burn'));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByTestId('burn-amount'), '10');
    await user.click(within(dialog).getByTestId('burn-submit'));
    expect((await within(dialog).findByRole('alert')).textContent).toContain('Server error');
    expect((within(dialog).getByTestId('burn-submit') as HTMLButtonElement).disabled).toBe(false);
  });
});

describe('the bottom menu and /bigpump', () => {
  it('marks Mining on /mining, opens the partner wallet through the messenger, and Buy SWITCH presets the swap', async () => {
    const user = userEvent.setup();
    const { ports, history } = await miningAt('/mining');
    await screen.findByTestId('mining-guild');
    expect(screen.getByTestId('menu-mining').getAttribute('aria-current')).toBe('page');
    expect(screen.getByTestId('menu-wallet').getAttribute('aria-current')).toBeNull();
    await user.click(screen.getByTestId('menu-partner-wallet'));
    expect(ports.messenger.log.telegramLinks).toEqual(['https://t.me/partner_bot']);
    await user.click(screen.getByTestId('menu-buy'));
    await waitFor(() => expect(history.location.pathname).toBe('/swap'));
    expect(history.location.search).toContain('to=EQ-switch');
    // Staking's screens exist (issue 22): the menu has its entry, leading to them.
    const menu = screen.getByRole('navigation');
    expect(within(menu).getByRole('link', { name: /Staking/ }).getAttribute('href')?.split('?')[0]).toBe('/mining/staking');
  });

  it('/bigpump opens the BigPump link and returns where the user was', async () => {
    const { ports, history } = await miningAt('/bigpump');
    await waitFor(() => expect(ports.messenger.log.telegramLinks).toEqual(['https://t.me/bigpump_bot/app']));
    await waitFor(() => expect(history.location.pathname).toBe('/'));
  });
});

describe('MiningRecord mother', () => {
  it('is consistent with the server answer shapes used above', () => {
    const record: MiningRecord = RECORD;
    expect(Date.parse(record.mining.dttmClaimDeadline) - Date.parse(record.mining.dttmLastClaim)).toBe(6 * 3_600_000);
  });
});
