/** The airdrops' pure rules (issue 20): the lock at the server's friends count, the friends missing, the prize pool as a range. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { airdropEnded, airdropsLocked, isAirdropTaskDone, missingFriends, prizePoolRange } from '../../../domain/mining/tasks/airdrops';

describe('airdrop rules', () => {
  it('locked exactly while fewer friends than required; missing never negative and sums up to the requirement', () => {
    fc.assert(
      fc.property(fc.nat(100), fc.nat(10), (friendsAmount, friendsRequired) => {
        const list = { friendsAmount, friendsRequired };
        expect(airdropsLocked(list)).toBe(friendsAmount < friendsRequired);
        expect(missingFriends(list)).toBeGreaterThanOrEqual(0);
        if (airdropsLocked(list)) expect(friendsAmount + missingFriends(list)).toBe(friendsRequired);
        else expect(missingFriends(list)).toBe(0);
      }),
    );
    expect(airdropsLocked({ friendsAmount: 2, friendsRequired: 3 })).toBe(true);
    expect(airdropsLocked({ friendsAmount: 3, friendsRequired: 3 })).toBe(false);
  });

  it('a prize pool is a range: a number is a range of one', () => {
    fc.assert(
      fc.property(fc.nat(), fc.nat(), (a, b) => {
        const [min, max] = [String(Math.min(a, b)), String(Math.max(a, b))];
        expect(prizePoolRange({ min, max })).toEqual({ min, max });
        expect(prizePoolRange(min)).toEqual({ min, max: min });
      }),
    );
  });

  it('a task is done at doneAmount >= maxAmount; an airdrop ends at its deadline', () => {
    fc.assert(fc.property(fc.nat(5), fc.integer({ min: 1, max: 5 }), (doneAmount, maxAmount) => {
        expect(isAirdropTaskDone({ doneAmount, maxAmount })).toBe(doneAmount >= maxAmount);
      }),
    );
    const deadline = '2027-01-01T00:00:00.000Z';
    expect(airdropEnded({ dttmDeadline: deadline }, Date.parse(deadline) - 1)).toBe(false);
    expect(airdropEnded({ dttmDeadline: deadline }, Date.parse(deadline))).toBe(true);
  });
});
