/**
 * The friends, guilds and alliance machines (issue 21), through their ports in memory: their states
 * and their failures. Friends: stats and configuration together, a retry after a failure, the
 * contest counting down on the server's clock, Invite handing the link and text to the share, the
 * friends list paged by the server's token with each page's ledger (a failed ledger page still
 * shows the friends). Guilds: the carousel starts on the user's rank and wraps, a failed card or
 * board offers a retry, a join opens the alliance and a failed join says so. Alliance: not found,
 * a failure with a retry, join and leave read the page again, a failed save keeps the page.
 */
import { describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import type { FrensApi } from '../../../domain/mining/frens/port';
import { provideFrens } from '../../../domain/mining/frens/provide';
import { selectFrensView } from '../../../domain/mining/frens/selectors';
import type { Friend, FriendsPage, FrensConfig, LedgerLine, ReferralStats } from '../../../domain/mining/frens/types';
import type { GuildsApi } from '../../../domain/mining/guilds/port';
import { provideAlliance, provideGuilds } from '../../../domain/mining/guilds/provide';
import type { Alliance, GuildLeaderboard, RankCard } from '../../../domain/mining/guilds/types';
import { selectPagedList } from '../../../domain/shared/paged-list-machine';
import { ApiError } from '../../../domain/shared/api-failure';
import { deferred, type Deferred } from '../../support/deferred';
import { fakePort } from '../../support/fake-port';
import { recordingLogger } from '../../support/fake-ports';
import { manualClock } from '../../support/manual-clock';
import { fakeMessenger } from '../../support/fake-messenger';

const stats: ReferralStats = { premium_friends: 1, ordinary_friends: 2, friends_bonus: '90.5', friends_2_bonus: '1.25' };
const HOUR = 3_600_000;

function config(serverTime: number, endsAt: number): FrensConfig {
  return {
    referralCode: '42',
    contest: { endsAt: new Date(endsAt).toISOString(), prizeUsdt: '11000', prizeSwitch: '1100000' },
    serverTime: new Date(serverTime).toISOString(),
  };
}

const friend = (firstName: string): Friend => ({ firstName, guild: 1, gotAmount: '10', bonus: '3' });
const line = (firstName: string): LedgerLine => ({
  firstName,
  isPremium: false,
  joinedAt: '2026-11-24T00:00:00.000Z',
  joinBonus: '30',
  claimsShare: '1',
  claims: 1,
  friendsShare: '0',
  friendsClaims: 0,
});
const names = (prefix: string, n: number) => Array.from({ length: n }, (_, i) => `${prefix}${String(i)}`);

function startFrens(overrides: Partial<FrensApi> = {}) {
  const clock = manualClock();
  const loads: Deferred<ReferralStats>[] = [];
  const shared: [string, string][] = [];
  const serverNow = Date.parse('2026-11-24T12:00:00.000Z');
  const api = fakePort<FrensApi>('frensApi', {
    referralStats: () => {
      const answer = deferred<ReferralStats>();
      loads.push(answer);
      return answer.promise;
    },
    frensConfig: async () => config(serverNow, serverNow + 2 * HOUR),
    ...overrides,
  });
  const logger = recordingLogger();
  const messenger = fakeMessenger();
  messenger.pieces.share = (link, text) => void shared.push([link, text ?? '']);
  const actor = createActor(provideFrens({ frensApi: api, clock, logger, messenger }, { timers: clock }), { clock }).start();
  return { actor, api, clock, loads, shared, logger, view: () => selectFrensView(actor.getSnapshot()) };
}

describe('the friends machine', () => {
  it('reads stats and configuration together, counts the contest down on the server’s clock, and shares the invite', async () => {
    const { actor, loads, clock, shared, view, api } = startFrens({
      listFriends: async () => ({ result: [], nextToken: null }),
      referralLedger: async () => ({ result: [], nextToken: null }),
    });
    expect(view().step).toBe('loading');
    loads[0]?.resolve(stats);
    await waitFor(actor, (s) => s.hasTag('ready'));
    expect(view().stats).toEqual(stats);
    expect(view().total).toBe('91.75');
    expect(view().contestLeftMs).toBe(2 * HOUR);
    clock.advance(HOUR);
    expect(view().contestLeftMs).toBe(HOUR);
    clock.advance(2 * HOUR);
    expect(view().contestLeftMs).toBe(0);
    actor.send({ type: 'frens.invite', link: 'https://t.me/bot/app?startapp=ref-42', text: 'Mine with me' });
    await vi.waitFor(() => expect(shared).toHaveLength(1));
    expect(shared).toEqual([['https://t.me/bot/app?startapp=ref-42', 'Mine with me']]);
    expect(api.count('listFriends')).toBe(1);
  });

  it('offers a retry when the stats cannot be read, and logs the failure', async () => {
    const { actor, loads, view, logger } = startFrens();
    loads[0]?.reject(new ApiError({ type: 'server', status: 500 }));
    await waitFor(actor, (s) => s.hasTag('failed'));
    expect(view().step).toBe('failed');
    expect(logger.lines.length).toBeGreaterThan(0);
    actor.send({ type: 'frens.retry' });
    expect(view().step).toBe('loading');
    expect(loads).toHaveLength(2);
  });

  it('pages the friends by the server’s token until none, each page with its ledger; a failed ledger page still shows the friends', async () => {
    const pages: Record<string, FriendsPage<Friend>> = {
      first: { result: names('f', 10).map(friend), nextToken: 't2' },
      t2: { result: names('g', 4).map(friend), nextToken: null },
    };
    const { actor, loads } = startFrens({
      listFriends: async (token) => pages[token ?? 'first'] as FriendsPage<Friend>,
      referralLedger: async (token) => {
        if (token === 't2') throw new ApiError({ type: 'server', status: 500 });
        return { result: names('f', 10).map(line), nextToken: 't2' };
      },
    });
    loads[0]?.resolve(stats);
    await waitFor(actor, (s) => s.hasTag('ready'));
    const friends = () => {
      const child = actor.getSnapshot().children.friends;
      if (!child) throw new Error('no friends list');
      return child;
    };
    const list = () => selectPagedList(friends().getSnapshot() as Parameters<typeof selectPagedList>[0]);
    await waitFor(friends(), () => list().items.length === 10);
    expect(list().items.every((entry) => (entry as { ledger: LedgerLine | null }).ledger !== null)).toBe(true);
    friends().send({ type: 'list.loadMore' });
    await waitFor(friends(), () => list().items.length === 14);
    const last = list().items.slice(10) as { friend: Friend; ledger: LedgerLine | null }[];
    expect(last.map((entry) => entry.friend.firstName)).toEqual(names('g', 4));
    expect(last.every((entry) => entry.ledger === null)).toBe(true);
    expect(list().done).toBe(true);
  });
});

const card = (guild: 1 | 2 | 3 | 4 | 5): RankCard => ({
  guild,
  gotAmount: '100',
  place: 7,
  miners: 2000,
  percentile: '0.35',
  nextRankNeeds: guild === 5 ? null : '12.5',
  computedAt: '2026-11-24T00:00:00.000Z',
});
const board = (rank: number): GuildLeaderboard => ({ top: [{ firstName: `Top of ${String(rank)}`, gotAmount: '1' }], user: { firstName: 'Me', gotAmount: '1', guild: 1 }, userRank: 5 });

function startGuilds(overrides: Partial<GuildsApi> = {}) {
  const opened: string[] = [];
  const boards: { rank: number; variant: string }[] = [];
  const api = fakePort<GuildsApi>('guildsApi', {
    rankCard: async () => card(4),
    guildLeaderboard: async (rank) => {
      boards.push({ rank, variant: 'individual' });
      return board(rank);
    },
    allianceLeaderboard: async (rank) => {
      boards.push({ rank, variant: 'alliance' });
      return { top: [], user: null, userRank: null };
    },
    ...overrides,
  });
  const logger = recordingLogger();
  const actor = createActor(provideGuilds({ guildsApi: api, logger }, { openAlliance: (name) => void opened.push(name) })).start();
  return { actor, api, opened, boards, logger };
}

describe('the guilds machine', () => {
  it('starts the carousel on the user’s rank, wraps both ways, and reads the shown rank’s board per variant', async () => {
    const { actor, boards } = startGuilds();
    await waitFor(actor, (s) => s.matches({ ready: { board: 'shown' } }));
    expect(boards).toEqual([{ rank: 4, variant: 'individual' }]);
    actor.send({ type: 'rank.step', step: 1 });
    await waitFor(actor, (s) => s.matches({ ready: { board: 'shown' } }));
    actor.send({ type: 'rank.step', step: 1 });
    await waitFor(actor, (s) => s.matches({ ready: { board: 'shown' } }));
    actor.send({ type: 'rank.step', step: -1 });
    await waitFor(actor, (s) => s.matches({ ready: { board: 'shown' } }));
    actor.send({ type: 'variant.select', variant: 'alliance' });
    await waitFor(actor, (s) => s.matches({ ready: { board: 'shown' } }));
    expect(boards.map((b) => b.rank)).toEqual([4, 5, 1, 5, 5]);
    expect(boards.at(-1)?.variant).toBe('alliance');
  });

  it('offers a retry when the card or the board cannot be read', async () => {
    let cardFails = true;
    let boardFails = true;
    const { actor, logger } = startGuilds({
      rankCard: async () => {
        if (cardFails) throw new ApiError({ type: 'server', status: 500 });
        return card(1);
      },
      guildLeaderboard: async (rank) => {
        if (boardFails) throw new ApiError({ type: 'unreachable' });
        return board(rank);
      },
    });
    await waitFor(actor, (s) => s.hasTag('failed'));
    cardFails = false;
    actor.send({ type: 'guilds.retry' });
    await waitFor(actor, (s) => s.hasTag('board-failed'));
    boardFails = false;
    actor.send({ type: 'guilds.retry' });
    await waitFor(actor, (s) => s.matches({ ready: { board: 'shown' } }));
    const shown = actor.getSnapshot().context.board;
    expect(shown?.variant === 'individual' ? shown.board.top[0]?.firstName : null).toBe('Top of 1');
    expect(logger.lines.length).toBe(2);
  });

  it('opens the alliance a join made, and says so when a join fails', async () => {
    const joins: Deferred<{ alliance: string | null }>[] = [];
    const { actor, opened } = startGuilds({
      setAlliance: () => {
        const answer = deferred<{ alliance: string | null }>();
        joins.push(answer);
        return answer.promise;
      },
    });
    await waitFor(actor, (s) => s.hasTag('ready'));
    actor.send({ type: 'alliance.join', name: 'ton_titans' });
    expect(actor.getSnapshot().hasTag('joining')).toBe(true);
    // A second press while joining does nothing.
    actor.send({ type: 'alliance.join', name: 'other' });
    expect(joins).toHaveLength(1);
    joins[0]?.reject(new ApiError({ type: 'rejected', status: 409, code: 'staking-required', message: 'Stake first' }));
    await waitFor(actor, (s) => !s.hasTag('joining'));
    expect(actor.getSnapshot().context.joinFailed).toBe(true);
    expect(opened).toEqual([]);
    actor.send({ type: 'alliance.join', name: 'ton_titans' });
    expect(actor.getSnapshot().context.joinFailed).toBe(false);
    joins[1]?.resolve({ alliance: 'ton_titans' });
    await waitFor(actor, (s) => !s.hasTag('joining'));
    expect(opened).toEqual(['ton_titans']);
  });
});

const alliance = (member: boolean, users: number): Alliance => ({
  name: 'ton_titans',
  title: 'Ton Titans',
  totalMined: '1000',
  users,
  userpicURL: null,
  guild: 3,
  allianceRank: 2,
  userRank: member ? 1 : null,
  top: [],
  member,
  stakingRequired: false,
});

function startAlliance(overrides: Partial<GuildsApi>) {
  const api = fakePort<GuildsApi>('guildsApi', overrides);
  const actor = createActor(provideAlliance({ guildsApi: api, logger: recordingLogger() }), { input: { name: 'ton_titans' } }).start();
  return { actor, api };
}

describe('the alliance machine', () => {
  it('shows a name nobody has as not found', async () => {
    const { actor } = startAlliance({ alliance: async () => Promise.reject(new ApiError({ type: 'rejected', status: 404, code: 'no-alliance', message: 'No such alliance' })) });
    await waitFor(actor, (s) => s.hasTag('not-found'));
  });

  it('offers a retry when the page cannot be read', async () => {
    let fails = true;
    const { actor } = startAlliance({
      alliance: async () => {
        if (fails) throw new ApiError({ type: 'server', status: 502 });
        return alliance(false, 3);
      },
    });
    await waitFor(actor, (s) => s.hasTag('failed'));
    fails = false;
    actor.send({ type: 'alliance.retry' });
    await waitFor(actor, (s) => s.hasTag('ready'));
  });

  it('joins and leaves, reading the page again after each; a failed save keeps the page and says so', async () => {
    let member = false;
    let saveFails = false;
    const { actor, api } = startAlliance({
      alliance: async () => alliance(member, member ? 4 : 3),
      setAlliance: async (name) => {
        if (saveFails) throw new ApiError({ type: 'unreachable' });
        member = name !== null;
        return { alliance: name };
      },
    });
    await waitFor(actor, (s) => s.hasTag('ready'));
    actor.send({ type: 'alliance.join' });
    await waitFor(actor, (s) => s.hasTag('ready') && !s.hasTag('saving') && s.context.alliance?.member === true);
    expect(actor.getSnapshot().context.alliance?.users).toBe(4);
    saveFails = true;
    actor.send({ type: 'alliance.leave' });
    await waitFor(actor, (s) => s.context.saveFailed);
    expect(actor.getSnapshot().context.alliance?.member).toBe(true);
    saveFails = false;
    actor.send({ type: 'alliance.leave' });
    await waitFor(actor, (s) => s.hasTag('ready') && !s.hasTag('saving') && s.context.alliance?.member === false);
    expect(api.calls.setAlliance).toEqual([['ton_titans'], [null], [null]]);
  });
});
