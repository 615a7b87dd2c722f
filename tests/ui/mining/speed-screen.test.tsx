/**
 * The speed breakdown's screen (issues 20, 41, 43): each task's boost named by its task as the tasks
 * screen names it (three channels are three names; the X follow is not a channel), a group of boosts
 * with its count, end times in UTC said in the label, and each amount kept with its unit; en and ru.
 */
import { screen, within } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { SpeedApi } from '../../../domain/mining/speed/port';
import type { SpeedBreakdown, SpeedPart } from '../../../domain/mining/speed/types';
import { fakePort } from '../../support/fake-port';
import { miningAt } from '../mining-support';

// 23:30 UTC: a day earlier or later in every zone but UTC's own hour, so a local time would show.
const END = '2025-04-03T23:30:00.000Z';
const task = (code: string, type: string, speed: string, count = 1): SpeedPart => ({ source: 'task', task: { code, type }, speed, count, dttmStart: '2025-04-01T00:00:00.000Z', dttmEnd: END });
const BREAKDOWN: SpeedBreakdown = {
  speed: '103.9',
  parts: [
    { source: 'base', task: null, speed: '1', count: 1, dttmStart: null, dttmEnd: null },
    task('subscription', 'subscription', '0.3'),
    task('channelBigpump', 'subscription', '0.3'),
    task('subscriptionTwitter', 'subscription', '0.3'),
    { source: 'burn', task: null, speed: '100', count: 1000, dttmStart: '2025-04-01T00:00:00.000Z', dttmEnd: END },
    task('retiredTask', 'task', '2'),
  ],
  serverTime: '2025-04-02T12:00:00.000Z',
};

async function open(lang: 'en' | 'ru') {
  const speedApi = fakePort<SpeedApi>('speedApi', { breakdown: async () => BREAKDOWN });
  await miningAt('/mining/speed', { extra: { speedApi } }, { lang });
  await screen.findByTestId('speed-parts');
  return screen.getByTestId('speed-parts');
}

const names = (parts: HTMLElement): string[] => [...parts.querySelectorAll('dt')].filter((_, index) => index % 2 === 0).map((label) => label.textContent ?? '');

describe('the speed breakdown screen', () => {
  // A device far from UTC: a date formatted with no zone takes Tokyo's, so a local time would read
  // 08:30 on April 4. (The test worker's TZ cannot be changed once it runs.)
  beforeAll(() => {
    const Local = Intl.DateTimeFormat;
    class Tokyo extends Local {
      constructor(locales?: string | string[], options?: Intl.DateTimeFormatOptions) {
        super(locales, { timeZone: 'Asia/Tokyo', ...options });
      }
    }
    vi.stubGlobal('Intl', Object.assign(Object.create(Intl) as typeof Intl, { DateTimeFormat: Tokyo }));
  });
  afterAll(() => {
    vi.unstubAllGlobals();
  });

  it('names each boost by its task, counts a group, and says its end in UTC (en)', async () => {
    const parts = await open('en');
    expect(names(parts)).toEqual(['Base speed', 'Task: Subscribe to SWITCH news', 'Task: Subscribe to BigPump news', 'Task: Follow SWITCH on X', 'PUNK burn boost × 1000', 'Task: Task']);
    const burn = within(screen.getByTestId('speed-part-burn'));
    expect(burn.getByText('Soonest ends (UTC)')).toBeTruthy();
    expect(burn.getByText('Apr 3, 2025, 11:30 PM')).toBeTruthy();
    expect(within(parts).getAllByText('Ends (UTC)')).toHaveLength(5);
  });

  it('names each boost by its task, counts a group, and says its end in UTC (ru)', async () => {
    const parts = await open('ru');
    expect(names(parts)).toEqual(['Базовая скорость', 'Задание: Подпишитесь на новости SWITCH', 'Задание: Подпишитесь на новости BigPump', 'Задание: Подпишитесь на SWITCH в X', 'Буст за сжигание PUNK × 1000', 'Задание: Задание']);
    expect(within(screen.getByTestId('speed-part-burn')).getByText(/23:30/)).toBeTruthy();
  });

  it('keeps each amount with its unit in one unbreakable span', async () => {
    const parts = await open('en');
    const amount = within(parts).getByText('+100 SWITCH/h');
    expect(amount.tagName).toBe('SPAN');
    expect(amount.className).toMatch(/amount/);
  });
});
