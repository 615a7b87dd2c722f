/**
 * The tasks screen's rules (issue 20) as properties: the tab from any URL value, done and expired,
 * the red deadline (under 25 % of 24 h), hiding by speed, the groups' order (partner tasks done
 * last, subscriptions last once both subscriptions are complete), and the UTC calendar day.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CHANNEL_SUBSCRIPTION_CODE,
  DEFAULT_TASK_TAB,
  groupTasks,
  isDeadlineRed,
  isTaskDone,
  isTaskExpired,
  isTaskShown,
  offersProofCard,
  opensSwap,
  SOCIAL_SUBSCRIPTION_CODE,
  taskTabOf,
  utcDayStart,
} from '../../../domain/mining/tasks/rules';
import { TASK_GROUP_ORDER, TASK_TABS, type Task } from '../../../domain/mining/tasks/types';
import { aTask } from '../../support/mothers';
import { TASK_TYPES } from '../../../adapters/http/contract/mining/tasks';

const NOW = Date.UTC(2026, 10, 24, 12, 0, 0);
const HOUR = 3_600_000;

const task: fc.Arbitrary<Task> = fc
  .record({
    code: fc.stringMatching(/^[a-z][a-zA-Z0-9]{0,11}$/),
    group: fc.constantFrom(...TASK_GROUP_ORDER),
    doneAmount: fc.integer({ min: 0, max: 6 }),
    maxAmount: fc.integer({ min: 1, max: 5 }),
    minSpeed: fc.option(fc.constantFrom('100000000', '10000000', '1000000', '0.7'), { nil: null }),
    deadlineOffset: fc.option(fc.integer({ min: -3 * 24 * HOUR, max: 3 * 24 * HOUR }), { nil: null }),
  })
  .map(({ deadlineOffset, ...fields }) => ({
    ...fields,
    type: 'trade' as const,
    reward: '0.5',
    boostHours: 24,
    dttmUpdate: deadlineOffset === null ? null : new Date(NOW + deadlineOffset).toISOString(),
    currentAddSpeed: '0',
    boostEndsAt: null,
    url: null,
    gas: null,
    swapPair: null,
    isCompleted: fields.doneAmount >= fields.maxAmount,
    rewardList: null,
    currentDay: null,
  }));
const speed = fc.oneof(fc.constantFrom('0.5', '0.7', '1', '999999.9', '1000000', '10000000', '100000000', '1000000000'), fc.integer({ min: 0, max: 2_000_000_000 }).map(String));

describe('the tab', () => {
  it('is the URL’s when it names a tab, the default (bigpump) for anything else', () => {
    fc.assert(
      fc.property(fc.oneof(fc.constantFrom(...TASK_TABS), fc.string(), fc.anything()), (value) => {
        const tab = taskTabOf(value);
        expect(tab).toBe((TASK_TABS as readonly unknown[]).includes(value) ? value : DEFAULT_TASK_TAB);
      }),
    );
    expect(taskTabOf(undefined)).toBe('bigpump');
    expect(taskTabOf('airdrops')).toBe('airdrops');
  });
});

describe('a card', () => {
  it('is done at or above maxAmount, expired only when done and past its deadline', () => {
    fc.assert(
      fc.property(task, (t) => {
        expect(isTaskDone(t)).toBe(t.doneAmount >= t.maxAmount);
        const past = t.dttmUpdate !== null && Date.parse(t.dttmUpdate) <= NOW;
        expect(isTaskExpired(t, NOW)).toBe(past && isTaskDone(t));
      }),
    );
  });

  it('has a red deadline exactly while less than 6 h (25 % of 24 h) and more than nothing is left', () => {
    fc.assert(
      fc.property(task, fc.integer({ min: 0, max: 4 * 24 * HOUR }), (t, later) => {
        const now = NOW + later - 2 * 24 * HOUR;
        const left = t.dttmUpdate === null ? null : Date.parse(t.dttmUpdate) - now;
        expect(isDeadlineRed(t, now)).toBe(left !== null && left > 0 && left < 6 * HOUR);
      }),
    );
    const at = (ms: number) => ({ dttmUpdate: new Date(NOW + ms).toISOString() });
    expect(isDeadlineRed(at(6 * HOUR), NOW)).toBe(false);
    expect(isDeadlineRed(at(6 * HOUR - 1), NOW)).toBe(true);
    expect(isDeadlineRed(at(0), NOW)).toBe(false);
  });

  it('is hidden below its speed minimum, and once past its deadline undone', () => {
    fc.assert(
      fc.property(task, speed, (t, s) => {
        const belowMinimum = t.minSpeed !== null && Number(s) < Number(t.minSpeed);
        const lapsed = t.dttmUpdate !== null && Date.parse(t.dttmUpdate) <= NOW && !isTaskDone(t);
        expect(isTaskShown(t, s, NOW)).toBe(!belowMinimum && !lapsed);
      }),
    );
  });
});

describe('the groups', () => {
  it('hold every shown task once, in the seed’s group order but for subscriptions, partner tasks done last', () => {
    fc.assert(
      fc.property(fc.uniqueArray(task, { selector: (t) => t.code, maxLength: 20 }), speed, (tasks, s) => {
        const groups = groupTasks(tasks, s, NOW);
        const shown = tasks.filter((t) => isTaskShown(t, s, NOW));
        expect(groups.flatMap((g) => g.tasks.map((t) => t.code)).sort()).toEqual(shown.map((t) => t.code).sort());
        for (const g of groups) {
          expect(g.tasks.length).toBeGreaterThan(0);
          expect(g.tasks.every((t) => t.group === g.group)).toBe(true);
        }
        const others = groups.filter((g) => g.group !== 'subscriptions').map((g) => TASK_GROUP_ORDER.indexOf(g.group));
        expect(others).toEqual([...others].sort((a, b) => a - b));
        const partner = groups.find((g) => g.group === 'partner');
        if (partner) {
          const firstDone = partner.tasks.findIndex(isTaskDone);
          if (firstDone >= 0) expect(partner.tasks.slice(firstDone).every(isTaskDone)).toBe(true);
          // Each part keeps the server's order.
          const serverOrder = shown.filter((t) => t.group === 'partner');
          expect(partner.tasks.filter((t) => !isTaskDone(t))).toEqual(serverOrder.filter((t) => !isTaskDone(t)));
        }
      }),
    );
  });

  it('put subscriptions last exactly when the channel and the social subscriptions are both complete', () => {
    const sub = (code: string, done: boolean, group: Task['group'] = 'subscriptions'): Task =>
      aTask({ code, type: 'subscription', group, doneAmount: done ? 1 : 0, isCompleted: done });
    fc.assert(
      fc.property(fc.boolean(), fc.boolean(), (channel, social) => {
        const tasks = [sub('dailyX', false, 'daily'), sub(CHANNEL_SUBSCRIPTION_CODE, channel), sub(SOCIAL_SUBSCRIPTION_CODE, social), sub('p', false, 'partner')];
        const order = groupTasks(tasks, '1', NOW).map((g) => g.group);
        expect(order).toEqual(channel && social ? ['daily', 'partner', 'subscriptions'] : ['daily', 'subscriptions', 'partner']);
      }),
    );
  });
});

describe('the UTC day', () => {
  it('starts at UTC midnight at or before the instant, and lasts exactly a calendar day', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 4_102_444_800_000 }), (at) => {
        const start = utcDayStart(at);
        expect(start).toBeLessThanOrEqual(at);
        expect(at - start).toBeLessThan(24 * HOUR);
        expect(new Date(start).toISOString().slice(11)).toBe('00:00:00.000Z');
        expect(new Date(start).toISOString().slice(0, 10)).toBe(new Date(at).toISOString().slice(0, 10));
      }),
    );
  });
});

describe('the proof-of-humanity card', () => {
  it('is offered exactly to a user in a human group who has not confirmed', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000 }), fc.boolean(), (humanGroup, confirmProve) => {
        expect(offersProofCard({ humanGroup, confirmProve })).toBe(humanGroup > 0 && !confirmProve);
      }),
    );
    expect(offersProofCard({ humanGroup: 1, confirmProve: false })).toBe(true);
    expect(offersProofCard({ humanGroup: 0, confirmProve: false })).toBe(false);
    expect(offersProofCard({ humanGroup: 1, confirmProve: true })).toBe(false);
  });
});

describe('Go to swap', () => {
  it('is offered exactly for a task the wallet’s swaps complete that has no link of its own', () => {
    fc.assert(
      fc.property(fc.constantFrom(...TASK_TYPES), fc.option(fc.constant('https://t.me/partner_bot/app'), { nil: null }), (type, url) => {
        const swapDone = ['swap', 'dailySwap', 'swapHold', 'trade'].includes(type);
        expect(opensSwap({ type, url })).toBe(swapDone && url === null);
      }),
    );
  });
});
