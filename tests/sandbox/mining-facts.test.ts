/**
 * The table of facts the mining features offer each other (sandbox/mining/shared/facts.ts): every
 * name offered by exactly one feature, found at start, and the sandbox's table complete.
 */
import { describe, expect, it } from 'vitest';
import { MINING_FACTS, MINING_FEATURES } from '../../sandbox/mining/features';
import { USER_FACT_NAMES, userFacts, type UserFact } from '../../sandbox/mining/shared/facts';

const holds: UserFact = () => Promise.resolve(true);

describe('the facts between mining features', () => {
  it('refuses a name offered twice, and a name no feature offers', () => {
    const all = Object.fromEntries(USER_FACT_NAMES.map((name) => [name, holds]));
    expect(() => userFacts([all, { 'alliance-member': holds }])).toThrow(/alliance-member is offered by two features/);
    expect(() => userFacts([{ 'alliance-member': holds }])).toThrow(/no feature offers the facts autoclaim-active/);
    expect(Object.keys(userFacts([all])).sort()).toEqual([...USER_FACT_NAMES].sort());
  });

  it('the sandbox offers every fact, each from one feature', () => {
    expect(Object.keys(MINING_FACTS).sort()).toEqual([...USER_FACT_NAMES].sort());
    const offeredBy = Object.fromEntries(MINING_FEATURES.flatMap((feature) => Object.keys(feature.facts ?? {}).map((name) => [name, feature.id])));
    expect(offeredBy).toEqual({ 'autoclaim-active': 'autoclaim', 'alliance-member': 'frens-guilds', 'waitlist-joined': 'waitlist', 'daily-reward-due': 'tasks' });
  });
});
