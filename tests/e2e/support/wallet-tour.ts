/**
 * A walk through every wallet screen (seed 000 §2) and every mining screen (seed 001 §2) as funded
 * users, through the host page, in parts: the wallet (home, its deposit and wallet sheets, /wallet,
 * a token's page, a receipt, the refill flow, the send flow to its success, the swap screen with a
 * quote, both pickers (one empty), the confirm screen and the preset picker), the mining home with
 * its burn and autoclaim sheets, the tasks with their sheets, the speed breakdown, friends, guilds
 * and alliances, the auction and donations, staking, the proof of humanity and copy trading. At
 * each screen it calls `visit` with the screen's name, so one walk serves the layout checks
 * (tests/e2e/support/layout-walk.ts, one `tests/e2e/layout-<area>.e2e.test.ts` per area of
 * TOUR_AREAS) and the screenshots (scripts/wallet-screenshots.ts, every area in one walk).
 *
 * A new screen joins the walk in its part below: its name in the part's `stops` (in the order the
 * walk reaches it) and an `at(name)` where the walk shows it. The layout test of the part's area
 * then audits it, and fails if the walk's stops and the list differ. It never confirms a swap:
 * that closes the app.
 */
import type { Frame, FrameLocator, Page } from 'playwright-core';
import { appFrame, appFrameHandle, homeSwapAction } from './app-frame';
import { minerClaims, minerJoins, minerStarts, moveTradeContest, refreshRanks, requireStaking } from './guilds';
import { advanceSandboxClock, createAccount, deposit, sandboxTime, tokenAddress } from './sandbox-control';
import { sandboxControlHeaders } from '../../../sandbox/platform/http/control-header';
import { answerHostPopup } from './host-popup';
import { joinHumanGroup, proveTour } from './prove-tour';
import { quoteUsdtToEthOnArbitrum } from './swap-steps';
import type { Stack } from './stack';
export type TourLanguage = 'en' | 'ru';
export type TourTheme = 'light' | 'dark';

const ETH = '0x0000000000000000000000000000000000000000';

const TEXT = {
  en: { deposit: 'Deposit', switchWallet: 'Switch wallet', depositQr: 'Deposit with a QR code', external: /From an external wallet/, copy: 'Copy address' },
  ru: { deposit: 'Пополнить', switchWallet: 'Сменить кошелёк', depositQr: 'Пополнить по QR-коду', external: /С внешнего кошелька/, copy: 'Скопировать адрес' },
} as const;

/** Balances on TON and Arbitrum: enough to send from TON and swap on Arbitrum, and a history. */
export async function fundTourUser(stack: Stack, userId: number): Promise<void> {
  const [usdtTon, usdtArb] = await Promise.all([tokenAddress(stack, 'USDT', 'TON'), tokenAddress(stack, 'USDT', 42161)]);
  await deposit(stack, { userId, chainId: 'TON', tokenAddress: 'TON', amount: '5' });
  await deposit(stack, { userId, chainId: 'TON', tokenAddress: usdtTon, amount: '50' });
  await deposit(stack, { userId, chainId: 42161, tokenAddress: usdtArb, amount: '1000' });
  await deposit(stack, { userId, chainId: 42161, tokenAddress: ETH, amount: '0.05' });
  await joinHumanGroup(stack, userId);
}

export interface TourOptions {
  readonly stack: Stack;
  readonly page: Page;
  readonly userId: number;
  readonly lang: TourLanguage;
  readonly theme?: TourTheme;
  /** The app frame's width in CSS pixels (the host page's phone is 390 wide by default). */
  readonly width: number;
  /** A phone client (full screen with the messenger's insets) instead of the web client. */
  readonly platform?: 'ios' | 'android';
}

export interface TourStop {
  readonly name: string;
  readonly app: FrameLocator;
  /** The app's frame, for evaluating in it. */
  readonly frame: Frame;
}

/** Makes the host page's phone (the app's frame) this wide, in CSS pixels. */
export async function setPhoneWidth(page: Page, width: number): Promise<void> {
  await page.evaluate((px) => document.documentElement.style.setProperty('--frame-width', `${String(px)}px`), width);
}

/** Opens the app for the user at the width asked, and waits for the home to be the app's own. */
async function openHome(options: TourOptions): Promise<{ app: FrameLocator; frame: Frame }> {
  const { stack, page, userId, lang, theme = 'light', width, platform } = options;
  await page.goto(stack.hostPage({ user: `new:${String(userId)}`, lang, theme, platform }));
  await setPhoneWidth(page, width);
  const app = appFrame(page);
  await app.getByRole('button', { name: TEXT[lang].switchWallet }).waitFor();
  await app.locator('[data-testid="token-row"][data-symbol="USDT"]').first().waitFor();
  await app.getByTestId('history-row').first().waitFor();
  return { app, frame: await appFrameHandle(page, stack.appUrl) };
}

const backHome = async (app: FrameLocator, lang: TourLanguage): Promise<void> => {
  await app.getByTestId('menu-wallet').click();
  await app.getByRole('button', { name: TEXT[lang].switchWallet }).waitFor();
};

/** What a part of the walk works with: the user's app, open in the host page. */
export interface Tour {
  readonly stack: Stack;
  readonly page: Page;
  readonly userId: number;
  readonly lang: TourLanguage;
  readonly app: FrameLocator;
  /** The app's frame, for evaluating in it. */
  readonly frame: Frame;
}

/** A part of the walk: the screens it stops at, in order, and the walk itself, from where the part before it left the app (the first part of an area: the home). */
export interface TourPart {
  readonly stops: readonly string[];
  walk(tour: Tour, at: (stop: string) => Promise<void>): Promise<void>;
}

const walletPart: TourPart = {
  stops: ['home', 'home-deposit-sheet', 'home-wallet-sheet', 'wallet', 'token', 'receipt', 'refill-from', 'refill-to', 'refill-qr', 'refill-qr-copied', 'send', 'send-info', 'send-confirm', 'send-success', 'swap-picker', 'swap-picker-empty', 'swap', 'swap-gas-sheet', 'confirm-swap', 'preset-swap'],
  async walk({ stack, page, userId, lang, app, frame }, at) {
    const text = TEXT[lang];
    await at('home');

    await app.getByRole('button', { name: text.deposit, exact: true }).click();
    await app.getByTestId('deposit-ton').waitFor();
    await at('home-deposit-sheet');
    await page.keyboard.press('Escape');
    await app.getByRole('dialog').waitFor({ state: 'detached' });

    await app.getByRole('button', { name: text.switchWallet }).click();
    await app.getByRole('radiogroup').getByRole('radio').first().waitFor();
    await at('home-wallet-sheet');
    await page.keyboard.press('Escape');
    await app.getByRole('dialog').waitFor({ state: 'detached' });

    await app.locator('.wallet-chooser__button').click();
    await app.getByRole('radiogroup').getByRole('radio').first().waitFor();
    await at('wallet');
    await backHome(app, lang);

    // A token's own page (issue 38), its chart drawn.
    await app.locator('[data-testid="token-row"][data-symbol="USDT"][data-chain="TON"]').first().getByRole('link').click();
    await app.getByTestId('token-chart-canvas').locator('canvas').first().waitFor({ timeout: 20_000 });
    await app.getByTestId('token-price-last').waitFor({ state: 'attached' });
    await at('token');
    await backHome(app, lang);

    // A transaction's receipt (issue 38).
    await app.getByTestId('history-row').first().getByRole('link').click();
    await app.locator('[data-testid="receipt-page"][data-state="ready"]').waitFor({ timeout: 20_000 });
    await at('receipt');
    await backHome(app, lang);

    // Refill: from, to, the QR and its copy feedback.
    await app.getByRole('button', { name: text.deposit, exact: true }).click();
    await app.getByRole('link', { name: text.depositQr }).click();
    await app.getByRole('link', { name: text.external }).waitFor();
    await at('refill-from');
    await app.getByRole('link', { name: text.external }).click();
    await app.getByTestId('refill-tokens').getByRole('link').first().waitFor();
    await at('refill-to');
    await app.getByTestId('refill-tokens').getByRole('link').first().click();
    await frame.waitForFunction(() => document.querySelector('[data-testid="qr-code"]')?.getAttribute('data-qr-state') === 'ready');
    await at('refill-qr');
    // The copy feedback shows for a second: the stop comes while it does.
    await app.getByRole('button', { name: text.copy }).click();
    await app.locator('[data-copy-feedback]').waitFor();
    await at('refill-qr-copied');
    await backHome(app, lang);

    // Send USDT on TON to another user: the token list, the details, the confirmation, the success.
    const recipient = await createAccount(stack, userId + 1_000);
    await app.locator('a[href*="/send"]').first().click();
    await app.getByTestId('send-tokens').locator('button').first().waitFor();
    await at('send');
    await app.locator('[data-testid="send-tokens"] button[data-symbol="USDT"][data-chain="TON"]').click();
    await app.getByTestId('send-balance').waitFor();
    await app.locator('input[aria-describedby="send-address-error"]').fill(recipient.tonUnbouncableAddress);
    await app.locator('input[aria-describedby="send-amount-error"]').fill('1.25');
    await app.locator('textarea').fill('For the concert tickets, thank you!');
    await at('send-info');
    await app.locator('button[type="submit"]').click();
    await app.getByTestId('send-summary-recipient').waitFor();
    await at('send-confirm');
    await app.locator('section[aria-labelledby="send-confirm-title"] > button').click();
    await app.getByTestId('send-success-detail').waitFor({ timeout: 15_000 });
    await at('send-success');
    await backHome(app, lang);

    // Swap USDT to ETH on Arbitrum: the pickers (one with nothing found), the quote, the confirm screen.
    await homeSwapAction(app).click();
    await app.getByTestId('swap-from-token').click();
    await app.locator('[data-testid="picker-row"]').first().waitFor();
    await at('swap-picker');
    await app.getByTestId('picker-search').fill('zzzqqq');
    await app.getByTestId('picker-empty').waitFor();
    await at('swap-picker-empty');
    await app.getByTestId('picker-search').fill('');
    await quoteUsdtToEthOnArbitrum(app);
    await at('swap');
    await app.getByTestId('swap-gas-info').click();
    await app.getByTestId('two-gas-explanation').waitFor();
    await at('swap-gas-sheet');
    await page.keyboard.press('Escape');
    await app.getByTestId('two-gas-explanation').waitFor({ state: 'detached' });
    await app.getByTestId('swap-confirm').click();
    await app.getByTestId('swap-step').first().waitFor();
    await at('confirm-swap');

    // The preset picker has no link of its own in the wallet: reach it as a client-side navigation.
    await frame.evaluate((path) => {
      history.pushState(null, '', path);
      dispatchEvent(new PopStateEvent('popstate'));
    }, '/presetSwapTokens/to');
    await app.getByTestId('preset-suggested').waitFor({ timeout: 15_000 });
    await at('preset-swap');
  },
};

const miningHomePart: TourPart = {
  stops: ['mining', 'mining-burn', 'mining-burn-refused', 'mining-autoclaim'],
  async walk({ page, app }, at) {
    // The mining home (issue 19) once its first tick has mined something, and its entries' sheets:
    // the burn, refused for want of PUNK (4002) in the app's words, and the autoclaim purchase.
    await app.getByTestId('menu-mining').click();
    await app.getByTestId('mining-guild').waitFor({ timeout: 15_000 });
    await app.locator('[data-testid="claim-button"]:not([disabled])').waitFor();
    // Its mined-per-day chart drawn (issue 38).
    await app.getByTestId('mined-chart-summary').waitFor({ timeout: 15_000 });
    await at('mining');
    await app.getByTestId('open-burn').click();
    await app.getByTestId('burn-amount').fill('15');
    await app.getByTestId('burn-gas').getByText('TON').waitFor();
    await at('mining-burn');
    await app.getByTestId('burn-submit').click();
    await app.getByTestId('burn-go-to-swap').waitFor({ timeout: 15_000 });
    await at('mining-burn-refused');
    await page.keyboard.press('Escape');
    await app.getByRole('dialog').waitFor({ state: 'detached' });
    await app.getByTestId('open-autoclaim').click();
    await app.getByTestId('autoclaim-pay-stars').waitFor({ timeout: 15_000 });
    await at('mining-autoclaim');
    await page.keyboard.press('Escape');
    await app.getByRole('dialog').waitFor({ state: 'detached' });
  },
};

const tasksPart: TourPart = {
  stops: ['mining-tasks', 'mining-create-coin-task', 'mining-meme-phrase-task', 'mining-tasks-boosts', 'mining-task-sheet', 'mining-staking-task', 'mining-wallet-task', 'mining-emoji-task', 'mining-open-league-task', 'mining-nft-task', 'mining-tasks-airdrops-locked', 'mining-tasks-subscriptions', 'mining-folder-task', 'mining-alliance-task'],
  async walk({ page, app }, at) {
    // Tasks (issue 20): BigPump's tab first, the Boosts tab with every group, and a task's sheet.
    await app.getByTestId('tile-tasks').click();
    await app.getByTestId('tasks-group-pump').waitFor({ timeout: 15_000 });
    await at('mining-tasks');
    // BigPump's sheets: the create-coin task refusing a text that is no hash (the longest words), the meme phrase a wrong one.
    await app.getByTestId('task-bigpumpCreateCoin').click();
    await app.getByTestId('create-coin-hash').fill('not a hash');
    await app.getByTestId('create-coin-check').click();
    await app.locator('[data-testid="create-coin-failure"]:not(:empty)').waitFor({ timeout: 15_000 });
    await at('mining-create-coin-task');
    await page.keyboard.press('Escape');
    await app.getByRole('dialog').waitFor({ state: 'detached' });
    await app.getByTestId('task-bigpumpMemePhrase').click();
    await app.getByTestId('meme-phrase-input').fill('not the phrase');
    await app.getByTestId('meme-phrase-send').click();
    await app.locator('[data-testid="meme-phrase-failure"]:not(:empty)').waitFor({ timeout: 15_000 });
    await at('mining-meme-phrase-task');
    // Send was disabled while it ran, so the focus left it: back into the sheet before it hears Escape.
    await app.getByTestId('meme-phrase-failure').click();
    await page.keyboard.press('Escape');
    await app.getByRole('dialog').waitFor({ state: 'detached' });
    await app.getByTestId('tasks-tab-boosts').click();
    await app.getByTestId('tasks-group-partner').waitFor({ timeout: 15_000 });
    await at('mining-tasks-boosts');
    await app.getByTestId('task-burnPunk').click();
    await app.getByTestId('task-sheet').waitFor();
    await at('mining-task-sheet');
    await page.keyboard.press('Escape');
    await app.getByRole('dialog').waitFor({ state: 'detached' });
    // The wallet tasks' sheets with their refusals (nothing staked; the wallet is not Bitget).
    await app.getByTestId('task-stakingPunk').click();
    await app.getByTestId('wallet-task-connect').click();
    await app.getByTestId('staking-open').click();
    await app.getByTestId('staking-check').click();
    await app.getByTestId('wallet-task-failure').waitFor({ timeout: 15_000 });
    await at('mining-staking-task');
    await app.getByTestId('wallet-task-failure').click();
    await page.keyboard.press('Escape');
    await app.getByRole('dialog').waitFor({ state: 'detached' });
    await app.getByTestId('task-walletBitget').click();
    await app.getByTestId('wallet-download-open').click();
    await app.getByTestId('wallet-task-connect').click();
    await app.getByTestId('wallet-task-failure').waitFor({ timeout: 15_000 });
    await at('mining-wallet-task');
    await app.getByTestId('wallet-task-failure').click();
    await page.keyboard.press('Escape');
    await app.getByRole('dialog').waitFor({ state: 'detached' });
    // The emoji task's sheet with its timer running and Speed up offered (the host page's emoji set closed).
    await app.getByTestId('task-emoji').click();
    await app.getByTestId('task-open').click();
    await page.getByTestId('host-channel-close').click();
    await app.getByTestId('task-timer-speed-up').waitFor({ timeout: 15_000 });
    await at('mining-emoji-task');
    // The last click was on the host page: focus the sheet's own button before it hears Escape.
    await app.getByTestId('task-timer-speed-up').focus();
    await page.keyboard.press('Escape');
    await app.getByRole('dialog').waitFor({ state: 'detached' });
    // The open-league sheet at its trade step, Check refused (no TON swap since the badge).
    await app.getByTestId('task-tradeOpenLeague').click();
    await app.getByTestId('open-league-badge').click();
    await app.getByTestId('open-league-check').click();
    await app.getByTestId('open-league-failure').waitFor({ timeout: 15_000 });
    await at('mining-open-league-task');
    await app.getByTestId('open-league-failure').click();
    await page.keyboard.press('Escape');
    await app.getByRole('dialog').waitFor({ state: 'detached' });
    // The NFT task's sheet, Check refused (the wallet holds no Punk NFT).
    await app.getByTestId('task-nftPunk').click();
    await app.locator('[data-testid="punk-nft-connect"], [data-testid="punk-nft-check"]').first().waitFor();
    if ((await app.getByTestId('punk-nft-connect').count()) > 0) await app.getByTestId('punk-nft-connect').click();
    await app.getByTestId('punk-nft-check').click();
    await app.getByTestId('punk-nft-failure').waitFor({ timeout: 15_000 });
    await at('mining-nft-task');
    await app.getByTestId('punk-nft-failure').click();
    await page.keyboard.press('Escape');
    await app.getByRole('dialog').waitFor({ state: 'detached' });
    // The airdrops tab, locked (the tour's user has invited nobody); open, it is audited in mining-airdrops.e2e.
    await app.getByTestId('tasks-tab-airdrops').click();
    await app.getByTestId('airdrops-locked').waitFor({ timeout: 15_000 });
    await at('mining-tasks-airdrops-locked');
    // The subscriptions tab, and the sheet of a task another feature verifies (the way to the guilds).
    await app.getByTestId('tasks-tab-subscriptions').click();
    await app.getByTestId('tasks-group-subscriptions').waitFor({ timeout: 15_000 });
    await at('mining-tasks-subscriptions');
    // The folder task's sheet, Check refused (the folder not added).
    await app.getByTestId('task-folderSwitch').click();
    await app.getByTestId('task-check').click();
    await app.getByTestId('task-confirm-failure').waitFor({ timeout: 15_000 });
    await at('mining-folder-task');
    await app.getByTestId('task-confirm-failure').click();
    await page.keyboard.press('Escape');
    await app.getByRole('dialog').waitFor({ state: 'detached' });
    await app.getByTestId('tasks-tab-boosts').click();
    await app.getByTestId('task-addAlliance').click();
    await app.getByTestId('task-go-to-place').waitFor();
    await at('mining-alliance-task');
    await page.keyboard.press('Escape');
    await app.getByRole('dialog').waitFor({ state: 'detached' });
  },
};

const speedPart: TourPart = {
  stops: ['mining-speed'],
  async walk({ app }, at) {
    // The speed breakdown (issue 20), where an amount once parted from its unit (issue 41: '+0.3' / 'SWITCH/h').
    await app.getByTestId('menu-mining').click();
    await app.getByTestId('mining-speed-link').click();
    await app.getByTestId('speed-parts').waitFor({ timeout: 15_000 });
    await at('mining-speed');
  },
};

/** A long name, a Cyrillic one and ten more: more than a page of friends, the second one Premium. */
const FRIEND_NAMES = ['Maximilian Alexander von Hohenzollern-Sigmaringen', 'Александра Константиновна', ...Array.from({ length: 10 }, (_, i) => `Friend ${String(i + 1)}`)];

/** Friends, guilds and alliances (issue 21), in every state their screens have. */
const frensGuildsPart: TourPart = {
  stops: ['mining-frens', 'mining-frens-ledger', 'mining-frens-paged', 'mining-frens-contest-ended', 'mining-guilds', 'mining-guilds-alliances', 'mining-guilds-join-failed', 'mining-alliance', 'mining-alliance-member', 'mining-guilds-own-alliance', 'mining-alliance-long', 'mining-alliance-staking', 'mining-alliance-not-found', 'mining-alliance-hostile'],
  async walk({ stack, userId, page, app }, at) {
    // A miner first (the mining home's first launch), so the friends' invite links find them.
    await app.getByTestId('menu-mining').click();
    await app.getByTestId('mining-guild').waitFor({ timeout: 15_000 });
    const inApp = async (path: string) => {
      const frame = await appFrameHandle(page, stack.appUrl);
      await frame.evaluate((to) => {
        history.pushState(null, '', to);
        dispatchEvent(new PopStateEvent('popstate'));
      }, path);
    };
    // Friends (one Premium) from the user's invite link, one of whom claims: the ledger has a share.
    for (const [index, firstName] of FRIEND_NAMES.entries()) await minerStarts(stack, { id: userId * 100 + index, firstName, isPremium: index === 1 }, userId);
    await advanceSandboxClock(stack, 3_600_000);
    await minerClaims(stack, { id: userId * 100, firstName: FRIEND_NAMES[0] ?? '' }, `tour-claim-${String(userId)}`);
    await moveTradeContest(stack, new Date((await sandboxTime(stack)) + 2 * 24 * 3_600_000).toISOString());
    await app.getByTestId('menu-mining').click();
    await app.getByTestId('tile-frens').click();
    await app.getByTestId('friends-list').waitFor({ timeout: 15_000 });
    await at('mining-frens');
    await app.getByTestId('friend-ledger').first().locator('summary').click();
    await at('mining-frens-ledger');
    // The list's end asks for the second page when it comes into view; the last page has no token.
    await app.getByTestId('friends-more').scrollIntoViewIfNeeded();
    await app.getByTestId('friend').nth(FRIEND_NAMES.length - 1).waitFor({ timeout: 15_000 });
    await at('mining-frens-paged');
    await moveTradeContest(stack, new Date((await sandboxTime(stack)) - 3_600_000).toISOString());
    await app.getByTestId('menu-mining').click();
    await app.getByTestId('tile-frens').click();
    await app.getByTestId('contest-ended').waitFor({ timeout: 15_000 });
    await at('mining-frens-contest-ended');

    await app.getByTestId('menu-mining').click();
    await app.getByTestId('tile-guilds').click();
    await app.getByTestId('guild-board').waitFor({ timeout: 15_000 });
    await at('mining-guilds');
    await app.getByTestId('variant-alliance').click();
    await app.getByTestId('alliance-board').waitFor({ timeout: 15_000 });
    await at('mining-guilds-alliances');
    await app.getByTestId('alliance-input').fill('<b>bad name</b>');
    await app.getByTestId('alliance-join-button').click();
    await app.getByTestId('alliance-join-failed').waitFor();
    await at('mining-guilds-join-failed');
    await app.getByTestId('alliance-link').first().click();
    await app.getByTestId('alliance-join-here').waitFor({ timeout: 15_000 });
    await at('mining-alliance');
    // Member: joined by the input with a t.me link; then the alliances board with it pinned.
    await app.getByTestId('menu-mining').click();
    await app.getByTestId('tile-guilds').click();
    await app.getByTestId('variant-alliance').click();
    await app.getByTestId('alliance-input').fill(`https://t.me/tour_${String(userId)}`);
    await app.getByTestId('alliance-join-button').click();
    await app.getByTestId('alliance-leave').waitFor({ timeout: 15_000 });
    await at('mining-alliance-member');
    await refreshRanks(stack);
    await app.getByTestId('menu-mining').click();
    await app.getByTestId('tile-guilds').click();
    await app.getByTestId('variant-alliance').click();
    await app.getByTestId('own-alliance').waitFor({ timeout: 15_000 });
    await at('mining-guilds-own-alliance');
    // The longest name (32) with long-named members, staking first, not found, a hostile name.
    const longName = 'the_longest_alliance_name_here_x';
    await minerJoins(stack, { id: userId * 100, firstName: FRIEND_NAMES[0] ?? '' }, longName);
    await minerJoins(stack, { id: userId * 100 + 1, firstName: FRIEND_NAMES[1] ?? '', isPremium: true }, longName);
    await inApp(`/mining/guilds/alliance/${longName}`);
    await app.getByTestId('alliance-join-here').waitFor({ timeout: 15_000 });
    await at('mining-alliance-long');
    await requireStaking(stack, true);
    try {
      await inApp('/mining/guilds/alliance/ton_titans');
      await app.getByTestId('alliance-staking-required').waitFor({ timeout: 15_000 });
      await at('mining-alliance-staking');
    } finally {
      await requireStaking(stack, false);
    }
    await inApp('/mining/guilds/alliance/nobody_here');
    await app.getByTestId('alliance-not-found').waitFor({ timeout: 15_000 });
    await at('mining-alliance-not-found');
    await inApp(`/mining/guilds/alliance/${encodeURIComponent('"><img src=x onerror=alert(1)>')}`);
    await app.getByTestId('alliance-not-found').waitFor({ timeout: 15_000 });
    await at('mining-alliance-hostile');
  },
};

const auctionPart: TourPart = {
  stops: ['mining-auction', 'mining-auction-claim', 'mining-auction-success', 'mining-auction-last-claim', 'mining-donate', 'mining-hall-of-fame'],
  async walk({ app }, at) {
    // The auction (issue 23): the screen with its schedule opened, the claim sheet, the success and
    // the last claim (what the first tick mined, claimed on the mining home first).
    await app.getByTestId('menu-mining').click();
    await app.locator('[data-testid="claim-button"]:not([disabled])').click();
    await app.getByTestId('claim-done').waitFor({ timeout: 15_000 });
    await app.getByTestId('tile-auction').click();
    await app.getByTestId('auction-schedule-more').click();
    await app.getByTestId('auction-share-chart').waitFor();
    await at('mining-auction');
    await app.locator('[data-testid="auction-claim"]:not([disabled])').click();
    await app.getByTestId('auction-claim-sheet').waitFor();
    await at('mining-auction-claim');
    await app.getByTestId('auction-claim-confirm').click();
    await app.getByTestId('auction-success').waitFor({ timeout: 30_000 });
    await at('mining-auction-success');
    await app.getByTestId('auction-success-close').click();
    await app.getByTestId('auction-last-claim').waitFor({ timeout: 15_000 });
    await at('mining-auction-last-claim');
    // Donations (issue 23): the offers from the auction's donate card, and the hall of fame's form.
    await app.getByTestId('auction-donate-link').click();
    await app.getByTestId('donate-offer-sbt').waitFor({ timeout: 15_000 });
    await at('mining-donate');
    await app.getByTestId('donate-open-hall-of-fame').click();
    await app.getByTestId('hall-of-fame').locator('p, ol').first().waitFor({ timeout: 15_000 });
    await at('mining-hall-of-fame');
  },
};

/**
 * Staking (issue 22): the form with its red panel, the periods, the confirmation, success, the
 * deposits with a deposit's drawer and receipt, a paid period's payment method, the SBT's card and drawer.
 */
const stakingPart: TourPart = {
  stops: ['mining-staking-configs', 'mining-staking', 'mining-staking-projection', 'mining-staking-confirm', 'mining-staking-success', 'mining-staking-payment', 'mining-staking-deposit', 'mining-staking-deposits', 'mining-staking-sbt'],
  async walk({ stack, userId, page, app }, at) {
    await fetch(`${stack.sandbox.urls.mining}/sandbox/staking/mined`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...sandboxControlHeaders },
      // 50 % of it is a deposit of 6000: the SBT's claim card is offered (5000 or more).
      body: JSON.stringify({ userId, amount: '12000' }),
    });
    await app.getByTestId('menu-mining').click();
    await app.getByTestId('tile-staking').click();
    await app.getByTestId('staking-form').waitFor({ timeout: 15_000 });
    await app.getByTestId('staking-period').click();
    await app.getByTestId('staking-configs').waitFor();
    await at('mining-staking-configs');
    await app.getByTestId('staking-config-3m').click();
    await app.getByTestId('staking-amount').fill('5');
    await app.getByTestId('staking-error-min-amount').waitFor();
    await at('mining-staking');
    await app.getByTestId('staking-preset-50').click();
    // The chosen deposit's projected balance (issue 38).
    await app.getByTestId('stake-projection').waitFor();
    await at('mining-staking-projection');
    await app.getByTestId('staking-continue').click();
    await app.getByTestId('staking-confirm').waitFor();
    await at('mining-staking-confirm');
    await app.getByTestId('staking-confirm-button').click();
    await app.getByTestId('staking-success').waitFor({ timeout: 15_000 });
    await at('mining-staking-success');
    await app.getByTestId('staking-success-again').click();
    await app.getByTestId('staking-period').click();
    await app.getByTestId('staking-config-3mhp').click();
    await app.getByTestId('staking-preset-25').click();
    await app.getByTestId('staking-continue').click();
    await app.getByTestId('staking-fee-pay-stars').waitFor({ timeout: 15_000 });
    await at('mining-staking-payment');
    await page.keyboard.press('Escape');
    await app.getByTestId('staking-form').waitFor();
    await app.getByTestId('staking-deposits-link').click();
    await app.getByTestId('staking-deposit-3m').click();
    await app.getByTestId('staking-receipt').waitFor();
    await at('mining-staking-deposit');
    await page.keyboard.press('Escape');
    await app.getByRole('dialog').waitFor({ state: 'detached' });
    await app.getByTestId('staking-sbt-card').waitFor();
    await at('mining-staking-deposits');
    // The SBT's claim drawer (the one purchase flow, external wallet only).
    await app.getByTestId('staking-sbt-card').click();
    await app.getByTestId('staking-sbt-pay-external').waitFor({ timeout: 15_000 });
    await at('mining-staking-sbt');
    await page.keyboard.press('Escape');
    await app.getByRole('dialog').waitFor({ state: 'detached' });
  },
};

/** Proof of humanity (issue 23): its screens, for a user of a human group. */
const provePart: TourPart = {
  stops: ['prove', 'prove-sheet', 'prove-loader', 'prove-failed', 'prove-code', 'prove-code-invalid', 'prove-success'],
  walk: ({ stack, userId, app }, at) => proveTour(stack, userId, app, at),
};

/**
 * Copy trading (issue 24): address, network, token, deposit (red, then started), success, archive,
 * detail; then, the clock moved, the trader's explained trades, the stop, the archive's history row
 * and the not-found state.
 */
const copyTradePart: TourPart = {
  stops: ['copy-trade-address', 'copy-trade-address-filled', 'copy-trade-networks', 'copy-trade-tokens', 'copy-trade-deposit-empty', 'copy-trade-deposit-red', 'copy-trade-deposit', 'copy-trade-success', 'copy-trade-archive', 'copy-trade-detail', 'copy-trade-detail-trades', 'copy-trade-detail-stopped', 'copy-trade-archive-history', 'copy-trade-not-found'],
  async walk({ stack, page, app, frame }, at) {
    await app.getByTestId('menu-mining').click();
    await app.getByTestId('tile-copy-trade').click();
    await app.getByTestId('copy-trade-address').waitFor({ timeout: 15_000 });
    await at('copy-trade-address');
    await app.getByTestId('copy-trade-address-input').fill('0x1111111111111111111111111111111111111111');
    await app.getByTestId('copy-trade-clear').waitFor();
    await at('copy-trade-address-filled');
    await app.getByTestId('copy-trade-address-submit').click();
    await app.getByTestId('copy-trade-networks').waitFor();
    await at('copy-trade-networks');
    await app.getByTestId('copy-trade-network-42161').click();
    await app.getByTestId('copy-trade-token-USDT').waitFor();
    await at('copy-trade-tokens');
    await app.getByTestId('copy-trade-token-USDT').click();
    await app.getByTestId('copy-trade-deposit-input').fill('');
    await at('copy-trade-deposit-empty');
    await app.getByTestId('copy-trade-deposit-input').fill('50000');
    await at('copy-trade-deposit-red');
    await app.getByTestId('copy-trade-deposit-input').fill('100');
    await at('copy-trade-deposit');
    await app.getByTestId('copy-trade-start').click();
    await app.getByTestId('copy-trade-success').waitFor({ timeout: 15_000 });
    await at('copy-trade-success');
    await app.getByTestId('copy-trade-done').click();
    await app.getByTestId('copy-trade-archive').waitFor();
    await at('copy-trade-archive');
    await app.getByTestId('copy-trade-current').locator('a').first().click();
    await app.getByTestId('copy-trade-detail').waitFor({ timeout: 15_000 });
    await at('copy-trade-detail');
    // It moves the clock: an area of its own, last in a whole walk.
    await advanceSandboxClock(stack, 8 * 3_600_000);
    await app.getByTestId('menu-mining').click();
    await app.getByTestId('tile-copy-trade').click();
    await app.getByTestId('copy-trade-current').locator('a').first().click();
    await app.locator('[data-outcome]').first().waitFor({ timeout: 15_000 });
    await at('copy-trade-detail-trades');
    await app.getByTestId('copy-trade-stop').click();
    // Stopping is a destructive choice: the messenger's popup (the host page's) asks first.
    await answerHostPopup(page, 'destructive');
    await app.getByTestId('copy-trade-stop').waitFor({ state: 'detached', timeout: 15_000 });
    await at('copy-trade-detail-stopped');
    await app.getByTestId('menu-mining').click();
    await app.getByTestId('tile-copy-trade').click();
    await app.getByTestId('copy-trade-history').locator('a').first().waitFor({ timeout: 15_000 });
    await at('copy-trade-archive-history');
    const url = new URL(frame.url());
    url.pathname = '/trade';
    url.search = '?tradeID=ct_00000000-0000-4000-8000-000000000000';
    await frame.goto(url.toString());
    await app.getByTestId('copy-trade-not-found').waitFor({ timeout: 15_000 });
    await at('copy-trade-not-found');
  },
};

/**
 * The walk's parts by area: each area is walked by one layout test file,
 * `tests/e2e/layout-<area>.e2e.test.ts`, in its own users (so two end-to-end workers share the
 * walk). `ownStack`: the area changes what every user of its stack sees (the clock, the auction's
 * round, the alliances' staking rule), so its file gets a stack of its own (docs/decisions/testing.md,
 * "One stack and one browser per end-to-end worker").
 */
export const TOUR_AREAS = {
  wallet: { ownStack: false, parts: [walletPart] },
  'mining-tasks-speed': { ownStack: false, parts: [miningHomePart, tasksPart, speedPart] },
  'frens-guilds': { ownStack: true, parts: [frensGuildsPart] },
  'auction-donate-staking-prove': { ownStack: true, parts: [auctionPart, stakingPart, provePart] },
  'copy-trade': { ownStack: true, parts: [copyTradePart] },
} as const satisfies Record<string, { readonly ownStack: boolean; readonly parts: readonly TourPart[] }>;

export type TourArea = keyof typeof TOUR_AREAS;

const ALL_AREAS = Object.keys(TOUR_AREAS) as TourArea[];

/** The screens a walk of these areas stops at, in order. */
export const tourStops = (areas: readonly TourArea[] = ALL_AREAS): string[] => areas.flatMap((area) => TOUR_AREAS[area].parts.flatMap((part) => part.stops));

/** Opens the app for the user and walks the parts of `areas` (every area, by default), calling `visit` at each stop. */
export async function walletTour(options: TourOptions & { readonly areas?: readonly TourArea[] }, visit: (stop: TourStop) => Promise<void>): Promise<void> {
  const { stack, page, userId, lang, areas = ALL_AREAS } = options;
  const { app, frame } = await openHome(options);
  const tour: Tour = { stack, page, userId, lang, app, frame };
  for (const area of areas) for (const part of TOUR_AREAS[area].parts) await part.walk(tour, (name) => visit({ name, app, frame }));
}
