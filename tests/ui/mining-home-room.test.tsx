/**
 * The mining home's room (issue 19): the area's own title in the header, the storage ring filling
 * to the record's deadline, Claim as the one prominent action while there is something to claim,
 * the grid of entries with icons, and the burn's refusals in the app's own words, en and ru.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { ClaimReceipt, MiningRecord } from '../../domain/mining/shared/types';
import { ApiError } from '../../domain/shared/api-failure';
import { deferred } from '../support/deferred';
import { aUserMining } from '../support/mothers';
import { claimReceipt, miningAt, RECORD } from './mining-support';

const HOUR = 3_600_000;

/** A record read now whose last claim was `sinceHours` ago and whose storage holds `periodHours`. */
function recordAt(sinceHours: number, periodHours: number, overrides: Partial<MiningRecord['mining']> = {}): MiningRecord {
  const now = Date.now();
  const lastClaim = now - sinceHours * HOUR;
  return aUserMining(
    {
      speed: '1',
      miningAmount: String(Math.min(sinceHours, periodHours)),
      dttmLastClaim: new Date(lastClaim).toISOString(),
      dttmClaimDeadline: new Date(lastClaim + periodHours * HOUR).toISOString(),
      ...overrides,
    },
    new Date(now).toISOString(),
  );
}

const serving = (record: MiningRecord) => ({
  createUserMining: async () => ({ ...record, created: false, referral: 'none' as const }),
  userMining: async () => record,
});

describe('the mining area in the header', () => {
  it('names the area instead of the wallet chooser, and the wallet home has its chooser back', async () => {
    const user = userEvent.setup();
    await miningAt('/mining');
    await screen.findByTestId('mining-guild');
    const header = screen.getByRole('banner');
    expect(within(header).getByRole('heading', { level: 1, name: 'Mining' })).toBeTruthy();
    expect(within(header).queryByRole('button', { name: 'Wallet 1' })).toBeNull();
    // One heading names the screen: the header's.
    expect(screen.getAllByRole('heading', { name: 'Mining' })).toHaveLength(1);
    await user.click(screen.getByTestId('menu-wallet'));
    expect(await within(header).findByRole('button', { name: 'Wallet 1' })).toBeTruthy();
    expect(within(header).queryByRole('heading', { name: 'Mining' })).toBeNull();
  });

  it('in Russian', async () => {
    await miningAt('/mining', {}, { lang: 'ru' });
    await screen.findByTestId('mining-guild');
    expect(within(screen.getByRole('banner')).getByRole('heading', { level: 1, name: 'Майнинг' })).toBeTruthy();
  });
});

describe('the storage ring', () => {
  it("fills over the record's own period (a 12 h storage, 3 h in: a quarter), with the countdown to its deadline", async () => {
    await miningAt('/mining', { record: serving(recordAt(3, 12)) });
    const ring = await screen.findByRole('meter', { name: 'Storage' });
    expect(ring.getAttribute('aria-valuenow')).toBe('25');
    expect(ring.getAttribute('aria-valuetext')).toBe('25% full');
    expect(ring.getAttribute('aria-valuemin')).toBe('0');
    expect(ring.getAttribute('aria-valuemax')).toBe('100');
    expect(screen.getByTestId('mining-full-in').textContent).toMatch(/^(8:59:\d\d|9:00:00)$/);
    expect(Number(screen.getByTestId('mining-storage-fill').getAttribute('stroke-dashoffset'))).toBeCloseTo(75, 0);
  });

  it('is full at the deadline: the ring is complete and the storage says to claim', async () => {
    await miningAt('/mining', { record: serving(recordAt(7, 6)) });
    const ring = await screen.findByRole('meter', { name: 'Storage' });
    expect(ring.getAttribute('aria-valuenow')).toBe('100');
    expect(screen.getByTestId('mining-full-in').textContent).toBe('Full: claim to keep mining');
    expect(screen.getByTestId('mining-storage-fill').getAttribute('class')).toMatch(/fillFull/);
    expect(screen.getByTestId('mining-mined').textContent).toBe('6');
  });

  it('draws no fill when the storage is empty', async () => {
    await miningAt('/mining', { record: serving(recordAt(0, 6, { miningAmount: '0' })) });
    const ring = await screen.findByRole('meter', { name: 'Storage' });
    expect(ring.getAttribute('aria-valuenow')).toBe('0');
    expect(screen.queryByTestId('mining-storage-fill')).toBeNull();
  });

  it('says how full it is in Russian', async () => {
    await miningAt('/mining', { record: serving(recordAt(3, 12)) }, { lang: 'ru' });
    const ring = await screen.findByRole('meter', { name: 'Хранилище' });
    expect(ring.getAttribute('aria-valuetext')).toBe('Заполнено на 25%');
  });
});

describe('Claim, the one prominent action', () => {
  it('is the primary button while something is mined, and steps back (disabled, not primary) once claimed', async () => {
    const user = userEvent.setup();
    const claim = deferred<ClaimReceipt>();
    await miningAt('/mining', { record: { claim: () => claim.promise } });
    const button = (await screen.findByTestId('claim-button')) as HTMLButtonElement;
    expect(button.disabled).toBe(false);
    expect(button.className).toMatch(/primary/);
    // The only primary action on the screen: every other control is a tile or a link.
    expect(screen.getByRole('main').querySelectorAll('[class*="primary"]')).toHaveLength(1);
    await user.click(button);
    expect(screen.getByTestId('claim-button').className).toMatch(/primary/);
    claim.resolve(claimReceipt());
    await screen.findByTestId('claim-done');
    const after = screen.getByTestId('claim-button') as HTMLButtonElement;
    expect(after.disabled).toBe(true);
    expect(after.className).not.toMatch(/primary/);
  });

  it('is not offered with nothing mined (a storage just claimed)', async () => {
    await miningAt('/mining', { record: serving(recordAt(0, 6, { miningAmount: '0' })) });
    const button = (await screen.findByTestId('claim-button')) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    expect(button.className).not.toMatch(/primary/);
  });

  it('comes before the speed’s breakdown and the entries in the focus order', async () => {
    const user = userEvent.setup();
    await miningAt('/mining');
    const claim = await screen.findByTestId('claim-button');
    claim.focus();
    // The speed under the storage card opens its breakdown (issue 20), then the entries.
    await user.tab();
    expect(document.activeElement).toBe(screen.getByTestId('mining-speed-link'));
    await user.tab();
    expect(document.activeElement).toBe(screen.getByTestId('open-burn'));
    await user.tab();
    expect(document.activeElement).toBe(screen.getByTestId('open-autoclaim'));
  });
});

describe('the grid of entries', () => {
  it('draws the home’s own actions as tiles with icons, each opening its sheet', async () => {
    const user = userEvent.setup();
    await miningAt('/mining');
    const grid = await screen.findByRole('list', { name: 'Mining features' });
    const tiles = within(grid).getAllByRole('button');
    expect(tiles.map((tile) => tile.textContent)).toEqual(['Burn PUNK', 'Auto-claim']);
    expect(tiles.map((tile) => tile.querySelector('svg')?.getAttribute('data-icon'))).toEqual(['burn', 'autoclaim']);
    expect(tiles.every((tile) => tile.getAttribute('aria-haspopup') === 'dialog')).toBe(true);
    await user.click(tiles[0]!);
    expect(await screen.findByRole('dialog', { name: 'Burn PUNK' })).toBeTruthy();
  });

  it('drops Auto-claim once it is on', async () => {
    const active = aUserMining({ ...RECORD.mining, autoclaimActive: true }, new Date().toISOString());
    await miningAt('/mining', { record: serving(active) });
    const grid = await screen.findByRole('list', { name: 'Mining features' });
    expect(within(grid).getAllByRole('button').map((tile) => tile.textContent)).toEqual(['Burn PUNK']);
  });
});

describe("the burn's refusals in the app's own words", () => {
  const refused = (code: 'not-enough-punk' | 'not-enough-gas', message: string) => ({
    burn: { burnPunks: () => Promise.reject(new ApiError({ type: 'rejected', status: 422, message, code })) },
  });

  async function refuse(shape: ReturnType<typeof refused>, lang: 'en' | 'ru') {
    const user = userEvent.setup();
    await miningAt('/mining', shape, { lang });
    await user.click(await screen.findByTestId('open-burn'));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByTestId('burn-amount'), '10');
    await user.click(within(dialog).getByTestId('burn-submit'));
    return { dialog, alert: await within(dialog).findByRole('alert') };
  }

  it.each([
    ['not-enough-punk', 'Not enough PUNK', 'Недостаточно PUNK'],
    ['not-enough-gas', 'Not enough TON for gas (0.005 TON)', 'Недостаточно TON для оплаты газа'],
  ] as const)('%s under ru reads Russian, never the server’s English, and offers go-to-swap', async (code, serverMessage, russian) => {
    const { dialog, alert } = await refuse(refused(code, serverMessage), 'ru');
    expect(alert.textContent).toBe(russian);
    expect(alert.textContent).not.toMatch(/Not enough/);
    expect(within(dialog).getByTestId('burn-go-to-swap').textContent).toBe('Перейти к обмену');
    expect(within(dialog).queryByTestId('burn-submit')).toBeNull();
  });

  it('go-to-swap takes the focus of the Burn button it replaces, so Escape still closes the sheet', async () => {
    const user = userEvent.setup();
    const { dialog } = await refuse(refused('not-enough-punk', 'Not enough PUNK'), 'en');
    expect(document.activeElement).toBe(within(dialog).getByTestId('burn-go-to-swap'));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('4003 under en is the app’s text, not the server’s', async () => {
    const { alert } = await refuse(refused('not-enough-gas', 'Not enough TON for gas (0.005 TON)'), 'en');
    expect(alert.textContent).toBe('Not enough TON for gas');
  });

  it('a changed amount clears the refusal and brings Burn back', async () => {
    const user = userEvent.setup();
    const { dialog } = await refuse(refused('not-enough-punk', 'Not enough PUNK'), 'en');
    await user.type(within(dialog).getByTestId('burn-amount'), '0');
    await waitFor(() => expect(within(dialog).queryByTestId('burn-go-to-swap')).toBeNull());
    expect(within(dialog).getByTestId('burn-submit')).toBeTruthy();
  });
});
