/**
 * The friends, guilds and alliance screens (issue 21) in the whole app with frens and guilds ports
 * the test shapes, en and ru: the bonuses with ordinary and Premium friends apart, the contest
 * running and ended, the friends paged until the server gives no token, each friend's ledger; the
 * rank carousel starting on the user's rank and wrapping both ways by buttons and keys (a named
 * carousel with a live region), the rank card, the leaderboard with the user's place; the join
 * input (disabled empty, enabled with text, 'Failed to join the alliance'), the focus order; an
 * alliance's page for a member and a visitor, staking first, not found, and a hostile name or
 * title only ever rendered as text and never put in a link.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { FrensApi } from '../../domain/mining/frens/port';
import type { Friend, FriendsPage, FrensConfig, LedgerLine, ReferralStats } from '../../domain/mining/frens/types';
import type { GuildsApi } from '../../domain/mining/guilds/port';
import type { Alliance, AllianceLeaderboard, GuildLeaderboard, RankCard } from '../../domain/mining/guilds/types';
import { ApiError } from '../../domain/shared/api-failure';
import { fakePort } from '../support/fake-port';
import { miningAt } from './mining-support';

const HOUR = 3_600_000;
const NBSP = '\u00a0';
const STATS: ReferralStats = { premium_friends: 1, ordinary_friends: 11, friends_bonus: '390.1', friends_2_bonus: '1.25' };

function frensConfig(endsInMs: number): FrensConfig {
  const now = Date.now();
  return { referralCode: '42', contest: { endsAt: new Date(now + endsInMs).toISOString(), prizeUsdt: '11000', prizeSwitch: '1100000' }, serverTime: new Date(now).toISOString() };
}

const friend = (firstName: string): Friend => ({ firstName, guild: 2, gotAmount: '31.5', bonus: '30.1' });
const ledgerLine = (firstName: string, claims: number): LedgerLine => ({
  firstName,
  isPremium: false,
  joinedAt: '2026-11-24T00:00:00.000Z',
  joinBonus: '30',
  claimsShare: '0.1',
  claims,
  friendsShare: '0',
  friendsClaims: 2,
});
const NAMES = Array.from({ length: 12 }, (_, i) => `Friend ${String(i + 1)}`);

/** Twelve friends: ten on the first page with a token, two on the last (no token). */
function frensPort(options: { endsInMs?: number; claims?: number } = {}) {
  const page = <T,>(token: string | null, make: (name: string) => T): FriendsPage<T> =>
    token === null ? { result: NAMES.slice(0, 10).map(make), nextToken: 'page-2' } : { result: NAMES.slice(10).map(make), nextToken: null };
  return fakePort<FrensApi>('frensApi', {
    referralStats: async () => STATS,
    frensConfig: async () => frensConfig(options.endsInMs ?? 2 * 24 * HOUR),
    listFriends: async (token) => page(token, friend),
    referralLedger: async (token) => page(token, (name) => ledgerLine(name, options.claims ?? 1)),
  });
}

const card = (guild: 1 | 2 | 3 | 4 | 5): RankCard => ({ guild, gotAmount: '100', place: 7, miners: 2000, percentile: '0.35', nextRankNeeds: guild === 5 ? null : '12.5', computedAt: '2026-11-24T00:00:00.000Z' });
const board = (rank: number): GuildLeaderboard => ({
  top: [
    { firstName: `Leader of ${String(rank)}`, gotAmount: '900.5' },
    { firstName: 'Second', gotAmount: '800' },
  ],
  user: { firstName: 'Me', gotAmount: '100', guild: 3 },
  userRank: 7,
});
const summary = (name: string, title: string, users = 3) => ({ name, title, totalMined: '2024345.13', users });
const allianceBoard = (withOwn: boolean): AllianceLeaderboard => ({
  top: [summary('ton_titans', 'Ton Titans', 37), summary('wild_cards', 'Wild Cards', 1)],
  user: withOwn ? summary('my_crew', 'My Crew', 1) : null,
  userRank: withOwn ? 31 : null,
});
const alliance = (overrides: Partial<Alliance> = {}): Alliance => ({
  ...summary('ton_titans', 'Ton Titans', 2),
  userpicURL: null,
  guild: 4,
  allianceRank: 3,
  userRank: null,
  top: [{ firstName: 'Ada', gotAmount: '10' }],
  member: false,
  stakingRequired: false,
  ...overrides,
});

function guildsPort(overrides: Partial<GuildsApi> = {}) {
  return fakePort<GuildsApi>('guildsApi', {
    rankCard: async () => card(3),
    guildLeaderboard: async (rank) => board(rank),
    allianceLeaderboard: async () => allianceBoard(true),
    alliance: async () => alliance(),
    ...overrides,
  });
}

const text = (testId: string) => screen.getByTestId(testId).textContent;
/** A summary list's labels exactly as written (no-break spaces kept). */
const terms = (element: HTMLElement) => [...element.querySelectorAll('dt')].map((term) => term.textContent);

describe('/mining/frens', () => {
  it('shows the bonuses, ordinary and Premium friends apart, the running contest, and pages the friends until no token (en)', async () => {
    const user = userEvent.setup();
    const frensApi = frensPort({ claims: 1 });
    await miningAt('/mining/frens', { extra: { frensApi } });
    await screen.findByTestId('frens-stats');
    expect(text('frens-bonus')).toBe(`390.1${NBSP}SWITCH`);
    expect(text('frens2-bonus')).toBe(`1.25${NBSP}SWITCH`);
    expect(text('frens-total')).toBe(`391.35${NBSP}SWITCH`);
    expect(text('frens-ordinary')).toBe('11');
    expect(text('frens-premium')).toBe('1');
    // The prize's figures never break inside ("1 100 000" grouped by a narrow no-break space).
    expect(text('contest-prize')).toBe(`Prize: 11\u202f000${NBSP}USDT and 1\u202f100\u202f000${NBSP}SWITCH`);
    expect(text('contest-countdown')).toMatch(/^4[78]:\d\d:\d\d$/);
    expect(screen.queryByTestId('contest-ended')).toBeNull();

    await waitFor(() => expect(screen.getAllByTestId('friend')).toHaveLength(10));
    const first = screen.getAllByTestId('friend')[0]!;
    expect(within(first).getByTestId('friend-name').textContent).toBe('Friend 1');
    expect(within(first).getByTestId('friend-bonus').textContent).toBe(`+30.1${NBSP}SWITCH`);
    // First name, guild rank, mined and bonus.
    expect(first.textContent).toContain('Master');
    expect(first.textContent).toContain(`Mined 31.5${NBSP}SWITCH`);
    // The ledger: a real disclosure (summary) with the three lines, the count in the right number.
    const ledger = within(first).getByTestId('friend-ledger');
    await user.click(within(ledger).getByText('Where the bonus comes from'));
    expect(within(ledger).getByTestId('ledger-join').textContent).toBe(`30${NBSP}SWITCH`);
    expect(terms(ledger)).toEqual(['For joining', `10${NBSP}% of 1 claim`, `2${NBSP}% of 2 claims of their friends`]);

    // Without IntersectionObserver (jsdom) the list's end is a button; the last page has no token.
    expect(frensApi.calls.listFriends.map((call) => call[0])).toEqual([null]);
    await user.click(screen.getByRole('button', { name: 'Show more friends' }));
    await waitFor(() => expect(screen.getAllByTestId('friend')).toHaveLength(12));
    expect(frensApi.calls.listFriends.map((call) => call[0])).toEqual([null, 'page-2']);
    expect(frensApi.calls.referralLedger.map((call) => call[0])).toEqual([null, 'page-2']);
    expect(screen.queryByRole('button', { name: 'Show more friends' })).toBeNull();
    expect(screen.getAllByTestId('friend-name').map((name) => name.textContent)).toEqual(NAMES);
  });

  it('in ru: the labels, the contest ended, and the ledger’s counts in Russian plurals', async () => {
    const user = userEvent.setup();
    await miningAt('/mining/frens', { extra: { frensApi: frensPort({ endsInMs: -HOUR, claims: 5 }) } }, { lang: 'ru' });
    await screen.findByTestId('frens-stats');
    expect(within(screen.getByTestId('frens-stats')).getByText('Друзья с Premium')).toBeTruthy();
    expect(text('contest-ended')).toBe('Конкурс завершён');
    expect(screen.queryByTestId('contest-countdown')).toBeNull();
    expect(screen.getByRole('button', { name: 'Пригласить друга' })).toBeTruthy();
    const ledger = (await screen.findAllByTestId('friend-ledger'))[0]!;
    await user.click(within(ledger).getByText('Откуда бонус'));
    expect(terms(ledger)).toEqual(['За приглашение', `10${NBSP}% от 5 сборов`, `2${NBSP}% от 2 сборов их друзей`]);
    expect(screen.getByRole('button', { name: 'Показать ещё друзей' })).toBeTruthy();
  });
});

describe('/mining/guilds', () => {
  it('starts the carousel on the user’s rank; it wraps both ways by its buttons and the arrow keys, announced politely (en)', async () => {
    const user = userEvent.setup();
    const guildsApi = guildsPort();
    await miningAt('/mining/guilds', { extra: { guildsApi } });
    const carousel = await screen.findByRole('group', { name: 'Guild ranks' });
    expect(carousel.getAttribute('aria-roledescription')).toBe('carousel');
    // The user is a Magister (rank 3): the carousel shows it and the board asked for it.
    expect(carousel.getAttribute('data-rank')).toBe('3');
    expect(text('rank-name')).toBe('Magister');
    const shown = screen.getByTestId('rank-shown');
    expect(shown.getAttribute('aria-live')).toBe('polite');
    expect(shown.textContent).toBe(`Magister15${NBSP}% of minersRank 3 of 5`);
    await waitFor(() => expect(guildsApi.calls.guildLeaderboard.map((call) => call[0])).toEqual([3]));

    const next = within(carousel).getByRole('button', { name: 'Next rank' });
    const previous = within(carousel).getByRole('button', { name: 'Previous rank' });
    await user.click(next);
    await user.click(next);
    expect(text('rank-name')).toBe('Cardinal');
    await user.click(next);
    expect(text('rank-name')).toBe('Adept');
    await user.click(previous);
    expect(text('rank-name')).toBe('Cardinal');
    // By keyboard, focused on the carousel: five steps come back to the start either way.
    carousel.focus();
    for (let i = 0; i < 5; i++) await user.keyboard('{ArrowLeft}');
    expect(text('rank-name')).toBe('Cardinal');
    await user.keyboard('{ArrowRight}');
    expect(text('rank-name')).toBe('Adept');
    expect(screen.getByTestId('rank-shown').textContent).toBe(`Adept50${NBSP}% of minersRank 1 of 5`);
    await waitFor(() => expect(guildsApi.calls.guildLeaderboard.at(-1)?.[0]).toBe(1));
  });

  it('shows the rank card and the board with the user’s place (en) and in ru', async () => {
    await miningAt('/mining/guilds', { extra: { guildsApi: guildsPort() } });
    await screen.findByTestId('guild-board');
    expect(text('rank-card-rank')).toBe('Magister');
    expect(text('rank-card-percentile')).toBe(`top 0.35${NBSP}%`);
    expect(text('rank-card-share')).toBe(`15${NBSP}%`);
    expect(text('rank-card-needs')).toBe(`Grandmaster needs +12.5${NBSP}SWITCH more today`);
    expect(text('user-place')).toBe('Your place: 7');
    expect(screen.getAllByTestId('guild-board')[0]!.querySelectorAll('li')).toHaveLength(2);
  });

  it('in ru: the toggle, the rank card and the carousel’s names', async () => {
    await miningAt('/mining/guilds', { extra: { guildsApi: guildsPort({ rankCard: async () => card(4) }) } }, { lang: 'ru' });
    await screen.findByTestId('guild-board');
    expect(screen.getByRole('group', { name: 'Ранги гильдий' })).toBeTruthy();
    expect(text('rank-name')).toBe('Грандмастер');
    expect(text('rank-card-needs')).toBe(`До ранга «Кардинал» сегодня не хватает +12.5${NBSP}SWITCH`);
    expect(screen.getByRole('button', { name: 'Личный' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('button', { name: 'Следующий ранг' })).toBeTruthy();
  });

  it('alliances: the own alliance pinned; the join button disabled when empty; a bad name and a refused join say so; focus order', async () => {
    const user = userEvent.setup();
    const guildsApi = guildsPort({ setAlliance: async () => Promise.reject(new ApiError({ type: 'rejected', status: 409, message: 'no', code: 'staking-required' })) });
    await miningAt('/mining/guilds', { extra: { guildsApi } });
    await screen.findByTestId('guild-board');
    await user.click(screen.getByRole('button', { name: 'Alliances' }));
    const own = await screen.findByTestId('own-alliance');
    expect(own.textContent).toContain('Your alliance · #31');
    expect(within(own).getByRole('link').getAttribute('href')).toMatch(/^\/mining\/guilds\/alliance\/my_crew(\?|$)/);
    expect(screen.getAllByTestId('alliance-row').map((row) => within(row).getByRole('link').getAttribute('href')?.split('?')[0])).toEqual(['/mining/guilds/alliance/ton_titans', '/mining/guilds/alliance/wild_cards']);
    expect(screen.getAllByTestId('alliance-row')[1]!.textContent).toContain('1 participant');

    const input = screen.getByLabelText('Join or create an alliance');
    const button = screen.getByRole('button', { name: 'Join the alliance' });
    expect(button).toHaveProperty('disabled', true);
    await user.type(input, '   ');
    expect(button).toHaveProperty('disabled', true);
    await user.clear(input);
    await user.type(input, '<b>bad</b>');
    expect(button).toHaveProperty('disabled', false);
    await user.click(button);
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to join the alliance');
    expect(guildsApi.calls.setAlliance).toHaveLength(0);
    // A good name the server refuses: the same message; what was asked is the name, from the link.
    await user.clear(input);
    await user.type(input, 'https://t.me/Good_Crew');
    await user.click(button);
    await waitFor(() => expect(guildsApi.calls.setAlliance.map((call) => call[0])).toEqual(['good_crew']));
    expect((await screen.findByTestId('alliance-join-failed')).textContent).toBe('Failed to join the alliance');

    // Focus order: the toggle, the carousel and its arrows, the join input and button, then the boards' links.
    screen.getByRole('button', { name: 'Individual' }).focus();
    const order: string[] = [];
    for (let i = 0; i < 8; i++) {
      await user.tab();
      const active = document.activeElement as HTMLElement;
      order.push(active.getAttribute('aria-label') ?? active.getAttribute('data-testid') ?? active.textContent ?? '');
    }
    expect(order).toEqual(['variant-alliance', 'Guild ranks', 'Previous rank', 'Next rank', 'alliance-input', 'alliance-join-button', 'alliance-link', 'alliance-link']);
  });
});

describe('/mining/guilds/alliance/{name}', () => {
  it('a visitor: title, place, rank, total, participants, chat through the link rules, invite link, join', async () => {
    const user = userEvent.setup();
    const guildsApi = guildsPort({ setAlliance: async (name) => ({ alliance: name }) });
    const { ports } = await miningAt('/mining/guilds/alliance/ton_titans', { extra: { guildsApi } });
    expect((await screen.findByTestId('alliance-title')).textContent).toBe('Ton Titans');
    expect(guildsApi.calls.alliance.map((call) => call[0])).toEqual(['ton_titans']);
    expect(text('alliance-place')).toBe('#3');
    expect(text('alliance-rank')).toBe('Grandmaster');
    expect(text('alliance-total')).toBe(`2\u202f024\u202f345.13${NBSP}SWITCH`);
    expect(text('alliance-users')).toBe('2');
    expect(screen.getByTestId('alliance-avatar').getAttribute('aria-hidden')).toBe('true');
    await user.click(screen.getByRole('button', { name: 'Open the chat' }));
    expect(ports.messenger.log.telegramLinks).toEqual(['https://t.me/ton_titans']);
    await user.click(screen.getByRole('button', { name: 'Copy invite link' }));
    await waitFor(() => expect(ports.messenger.log.copied).toEqual([expect.stringMatching(/^https:\/\/t\.me\/.+[?&]startapp=alliance-ton_titans$/)]));
    await user.click(screen.getByRole('button', { name: 'Join the alliance' }));
    await waitFor(() => expect(guildsApi.calls.setAlliance.map((call) => call[0])).toEqual(['ton_titans']));
  });

  it('a member in ru: Leave, and the page read again after', async () => {
    const user = userEvent.setup();
    const guildsApi = guildsPort({ alliance: async () => alliance({ member: true, userRank: 1 }), setAlliance: async () => ({ alliance: null }) });
    await miningAt('/mining/guilds/alliance/ton_titans', { extra: { guildsApi } }, { lang: 'ru' });
    await user.click(await screen.findByRole('button', { name: 'Выйти из альянса' }));
    // Leaving is asked first; this client has no popup, so the app's own sheet asks.
    const confirm = await screen.findByTestId('confirm-destructive');
    expect(guildsApi.calls.setAlliance).toHaveLength(0);
    await user.click(confirm);
    await waitFor(() => expect(guildsApi.calls.setAlliance.map((call) => call[0])).toEqual([null]));
    await waitFor(() => expect(guildsApi.calls.alliance.length).toBeGreaterThanOrEqual(2));
    expect(text('alliance-user-place')).toBe('Ваше место: 1');
  });

  it('staking first: says so and links to staking, with no join', async () => {
    await miningAt('/mining/guilds/alliance/ton_titans', { extra: { guildsApi: guildsPort({ alliance: async () => alliance({ stakingRequired: true }) }) } });
    const card = await screen.findByTestId('alliance-staking-required');
    expect(card.textContent).toContain('Stake SWITCH before joining an alliance.');
    expect(within(card).getByRole('link', { name: 'Go to staking' }).getAttribute('href')).toMatch(/^\/mining\/staking(\?|$)/);
    expect(screen.queryByRole('button', { name: 'Join the alliance' })).toBeNull();
  });

  it('an unknown name is not found (ru); a hostile name is not found without asking the server and is never rendered or linked', async () => {
    await miningAt('/mining/guilds/alliance/nobody_here', { extra: { guildsApi: guildsPort({ alliance: () => Promise.reject(new ApiError({ type: 'rejected', status: 404, message: 'no', code: 'no-alliance' })) }) } }, { lang: 'ru' });
    expect((await screen.findByTestId('alliance-not-found')).textContent).toBe('Альянса с таким именем нет.К гильдиям');
  });

  it('a hostile name in the path: not found, no call, nothing of it in the page', async () => {
    const guildsApi = guildsPort();
    const hostile = '"><img src=x onerror=alert(1)>';
    const { container } = await miningAt(`/mining/guilds/alliance/${encodeURIComponent(hostile)}`, { extra: { guildsApi } });
    const notFound = await screen.findByTestId('alliance-not-found');
    expect(within(notFound).getByRole('link').getAttribute('href')).toMatch(/^\/mining\/guilds(\?|$)/);
    expect(guildsApi.calls.alliance).toHaveLength(0);
    expect(container.querySelector('img')).toBeNull();
    expect(container.innerHTML).not.toContain('onerror');
  });

  it('a hostile title from the server is text, and links carry only the checked name', async () => {
    const { container } = await miningAt('/mining/guilds/alliance/ton_titans', { extra: { guildsApi: guildsPort({ alliance: async () => alliance({ title: '<img src=x onerror=alert(1)>' }) }) } });
    expect((await screen.findByTestId('alliance-title')).textContent).toBe('<img src=x onerror=alert(1)>');
    expect(container.querySelector('img')).toBeNull();
    for (const link of container.querySelectorAll('a')) expect(link.getAttribute('href') ?? '').not.toMatch(/[<>"]|onerror/);
  });
});
