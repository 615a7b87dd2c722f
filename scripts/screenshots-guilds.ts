/**
 * The friends, guilds and alliance screens' shots (issue 21) for scripts/screenshots.ts: each seeds
 * what its screen shows through the mining API as real miners would (friends launched from the
 * user's invite link, one Premium, names long and Cyrillic; a friend's claim for the ledger; an
 * alliance joined through the input), then opens the screen in the state asked.
 */
import type { FrameLocator, Page } from 'playwright-core';
import { minerClaims, minerJoins, minerStarts, moveTradeContest, refreshRanks, requireStaking, type SeedMiner } from '../tests/e2e/support/guilds';
import { advanceSandboxClock, sandboxTime } from '../tests/e2e/support/sandbox-control';
import type { Stack } from '../tests/e2e/support/stack';

export type Shot = (app: FrameLocator, page: Page) => Promise<void>;

const HOUR = 3_600_000;
const NAMES = ['Bob', 'Maximilian Alexander von Hohenzollern-Sigmaringen', 'Александра Константиновна', 'Dana', 'Eve', 'Фёдор', 'Gus', 'Hana', 'Ivo', 'Jun', 'Kai', 'Lea'];
/** The longest name an alliance may have (32), and its members' long first names. */
const LONG_ALLIANCE = 'the_longest_alliance_name_here_x';

/** A client-side navigation inside the app (the router follows history), as the wallet tour does. */
async function goInApp(page: Page, path: string): Promise<void> {
  const frame = page.frames().find((candidate) => candidate !== page.mainFrame());
  if (!frame) throw new Error('no app frame');
  await frame.evaluate((to) => {
    history.pushState(null, '', to);
    dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

export function guildsShots(context: () => { stack: Stack; userId: number }, openMining: Shot): Record<string, Shot> {
  /** Twelve friends from the user's invite link (the second Premium), and the first one's claim an hour later. */
  const withFriends = async (app: FrameLocator, page: Page) => {
    const { stack, userId } = context();
    await openMining(app, page);
    const friends: SeedMiner[] = NAMES.map((firstName, index) => ({ id: userId * 100 + index, firstName, isPremium: index === 1 }));
    for (const friend of friends) await minerStarts(stack, friend, userId);
    await advanceSandboxClock(stack, HOUR);
    const first = friends[0];
    if (first) await minerClaims(stack, first, `shot-claim-${String(userId)}`);
  };
  const frens = (contestEndsInMs: number): Shot => async (app, page) => {
    const { stack } = context();
    await withFriends(app, page);
    await moveTradeContest(stack, new Date((await sandboxTime(stack)) + contestEndsInMs).toISOString());
    await app.getByTestId('tile-frens').click();
    await app.getByTestId('friends-list').waitFor({ timeout: 15_000 });
  };
  /** Six hours mined and claimed: the user holds a rank, with a percentile and what the next one needs. */
  const guilds: Shot = async (app, page) => {
    await openMining(app, page);
    await advanceSandboxClock(context().stack, 6 * HOUR);
    await app.locator('[data-testid="claim-button"]:not([disabled])').click();
    await app.getByTestId('claim-done').waitFor({ timeout: 15_000 });
    await refreshRanks(context().stack);
    await app.getByTestId('tile-guilds').click();
    await app.getByTestId('guild-board').waitFor({ timeout: 15_000 });
  };
  const alliances: Shot = async (app, page) => {
    await guilds(app, page);
    await app.getByTestId('variant-alliance').click();
    await app.getByTestId('alliance-board').waitFor({ timeout: 15_000 });
  };
  /** The user joins a new alliance by typing its t.me link: its page, as a member. */
  const member: Shot = async (app, page) => {
    await alliances(app, page);
    await app.getByTestId('alliance-input').fill(`https://t.me/crew_${String(context().userId)}`);
    await app.getByTestId('alliance-join-button').click();
    await app.getByTestId('alliance-leave').waitFor({ timeout: 15_000 });
  };
  const visit = (name: string, wait: string): Shot => async (app, page) => {
    await openMining(app, page);
    await goInApp(page, `/mining/guilds/alliance/${encodeURIComponent(name)}`);
    await app.getByTestId(wait).waitFor({ timeout: 15_000 });
  };

  return {
    frens: frens(2 * 24 * HOUR),
    'frens-ended': async (app, page) => {
      await frens(-HOUR)(app, page);
      await app.getByTestId('contest-ended').scrollIntoViewIfNeeded();
    },
    'frens-ledger': async (app, page) => {
      await frens(2 * 24 * HOUR)(app, page);
      await app.getByTestId('friend-ledger').first().locator('summary').click();
      await app.getByTestId('friend').first().scrollIntoViewIfNeeded();
    },
    // The first page of ten ends with Show more; the second page's two are the last (no token).
    'frens-paged': async (app, page) => {
      await frens(2 * 24 * HOUR)(app, page);
      // The list asks for the next page when its end comes into view.
      await app.getByTestId('friends-more').scrollIntoViewIfNeeded();
      await app.getByTestId('friend').nth(11).waitFor({ timeout: 15_000 });
      await app.getByTestId('friend').nth(11).scrollIntoViewIfNeeded();
    },
    guilds,
    'guilds-alliances': async (app, page) => {
      await member(app, page);
      await refreshRanks(context().stack);
      await app.getByTestId('menu-mining').click();
      await app.getByTestId('tile-guilds').click();
      await app.getByTestId('variant-alliance').click();
      await app.getByTestId('own-alliance').waitFor({ timeout: 15_000 });
    },
    'guilds-join-empty': async (app, page) => {
      await alliances(app, page);
      await app.getByTestId('alliance-join').scrollIntoViewIfNeeded();
    },
    'guilds-join-failed': async (app, page) => {
      await alliances(app, page);
      await app.getByTestId('alliance-input').fill('<b>bad name</b>');
      await app.getByTestId('alliance-join-button').click();
      await app.getByTestId('alliance-join-failed').scrollIntoViewIfNeeded();
    },
    'alliance-member': member,
    'alliance-visitor': visit('ton_titans', 'alliance-join-here'),
    'alliance-staking': async (app, page) => {
      await requireStaking(context().stack, true);
      try {
        await visit('ton_titans', 'alliance-staking-required')(app, page);
      } finally {
        await requireStaking(context().stack, false);
      }
    },
    'alliance-not-found': visit('nobody_here', 'alliance-not-found'),
    'alliance-hostile': visit('"><img src=x onerror=alert(1)>javascript:alert(1)', 'alliance-not-found'),
    // The longest name with members whose names are long too.
    'alliance-long': async (app, page) => {
      const { stack, userId } = context();
      const members: SeedMiner[] = [
        { id: userId * 100 + 50, firstName: 'Maximilian Alexander von Hohenzollern-Sigmaringen' },
        { id: userId * 100 + 51, firstName: 'Александра Константиновна Длинноимённая' },
      ];
      for (const miner of members) {
        await minerStarts(stack, miner);
        await minerJoins(stack, miner, LONG_ALLIANCE);
      }
      await visit(LONG_ALLIANCE, 'alliance-join-here')(app, page);
    },
  };
}
