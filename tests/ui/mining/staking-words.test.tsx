/**
 * Staking's words that depend on a number or a code (issue 22): the fee's Stars with their plural
 * forms in en and ru, and staking's own refusal codes on the purchase sheets (the fee's and the
 * SBT's) worded in the app's language, never 'Unknown error' or the server's English.
 */
import { cleanup, render, screen } from '@testing-library/react';
import { I18nProvider } from '@lingui/react';
import { describe, expect, it } from 'vitest';
import type { PurchaseView } from '../../../domain/payment/purchase-selectors';
import { PurchasePanel, type PurchaseActions } from '../../../ui/components/payment/purchase-panel';
import { createI18n } from '../../../ui/i18n/i18n';
import { FeeText } from '../../../ui/screens/mining/staking/fee-text';
import { DepositReceipt } from '../../../ui/screens/mining/staking/deposit-receipt';
import { stakingFeeRefunded, stakingRefusal } from '../../../ui/screens/mining/staking/staking-refusal';
import { useStakingWords } from '../../../ui/screens/mining/staking/staking-messages';
import type { StakeError } from '../../../domain/mining/staking/rules';
import { stakingFailureOf } from '../../../domain/mining/staking/failure';
import { ApiError } from '../../../domain/shared/api-failure';

async function fee(stars: string, language: 'en' | 'ru', bare = false): Promise<string> {
  cleanup();
  const i18n = await createI18n(language, ['mining-staking']);
  const { container } = render(
    <I18nProvider i18n={i18n}>
      <FeeText config={{ apy: '0.3', minSwitchAmount: '100', maxSwitchAmount: '50000', priceAmount: { ton: '0.5', stars }, months: 3 }} bare={bare} />
    </I18nProvider>,
  );
  return container.textContent ?? '';
}

const noop = () => undefined;
const actions: PurchaseActions = { chooseWay: noop, confirm: noop, back: noop, retry: noop, retryOffer: noop, done: noop };

async function failureText(failure: PurchaseView['failure'], language: 'en' | 'ru', refunded?: typeof stakingFeeRefunded): Promise<string> {
  cleanup();
  const i18n = await createI18n(language, ['mining-staking', 'payment']);
  const view: PurchaseView = { step: 'failed', loading: false, ways: [], way: 'external', quote: null, failure, offersSwap: false, cancelled: false, declined: false, activatesAt: null, pendingIntentId: null, biometrics: null };
  render(
    <I18nProvider i18n={i18n}>
      <PurchasePanel view={view} wording={{ failureTitle: 'SBT', success: 'Minted', refusal: stakingRefusal, refunded }} actions={actions} testId="sbt" />
    </I18nProvider>,
  );
  return screen.getByTestId('sbt-failure').textContent ?? '';
}
const refusal = (code: string, language: 'en' | 'ru') => failureText({ type: 'unknown', code }, language);

describe('the staking fee in words', () => {
  it.each([
    ['1', 'en', 'Fee 0.5 TON or 1 Star'],
    ['50', 'en', 'Fee 0.5 TON or 50 Stars'],
    ['1', 'ru', 'Комиссия 0.5 TON или 1 звезда'],
    ['21', 'ru', 'Комиссия 0.5 TON или 21 звезда'],
    ['2', 'ru', 'Комиссия 0.5 TON или 2 звезды'],
    ['50', 'ru', 'Комиссия 0.5 TON или 50 звёзд'],
    ['200', 'ru', 'Комиссия 0.5 TON или 200 звёзд'],
  ] as const)('%s Stars in %s', async (stars, language, text) => {
    expect(await fee(stars, language)).toBe(text);
  });

  it.each([
    ['1', 'en', '0.5 TON or 1 Star'],
    ['21', 'ru', '0.5 TON или 21 звезда'],
    ['50', 'ru', '0.5 TON или 50 звёзд'],
  ] as const)('bare, beside the summary’s own “Fee” label: %s Stars in %s', async (stars, language, text) => {
    expect(await fee(stars, language, true)).toBe(text);
  });
});

describe('staking’s refusals on the purchase sheet', () => {
  it.each([
    ['sbt-minted', 'en', 'This soulbound token is minted already'],
    ['sbt-not-earned', 'ru', 'Этот soulbound-токен ещё не заработан'],
    ['stake-too-small', 'ru', 'Сумма слишком мала для этого срока'],
    ['not-enough-switch', 'en', 'Not enough SWITCH'],
    ['too-many-deposits', 'en', 'You already have 500 open deposits, the most there can be. Claim an unlocked one back, then stake again.'],
    ['too-many-deposits', 'ru', 'У вас уже 500 открытых депозитов — это максимум. Заберите разблокированный депозит, затем застейкайте снова.'],
    ['something-else', 'en', 'Unknown error'],
  ] as const)('%s in %s', async (code, language, text) => {
    expect(await refusal(code, language)).toBe(text);
  });
});

describe('a fee refunded because its SWITCH were no longer free', () => {
  it.each([
    ['en', 'Your SWITCH were no longer free when the fee arrived (staked or spent meanwhile), so nothing was staked and the fee was refunded to where you paid it from.'],
    ['ru', 'Когда комиссия пришла, ваши SWITCH были уже заняты (застейканы или потрачены), поэтому ничего не застейкано, а комиссия возвращена туда, откуда вы её оплатили.'],
  ] as const)('says so on the fee’s sheet in %s', async (language, text) => {
    expect(await failureText({ type: 'refunded' }, language, stakingFeeRefunded)).toBe(text);
  });

  it.each([
    ['en', 'The purchase could no longer be made when the payment arrived, so the payment was refunded.'],
    ['ru', 'Когда платёж пришёл, покупку уже нельзя было совершить, поэтому платёж возвращён.'],
  ] as const)('and any purchase without its own words says it was refunded, in %s', async (language, text) => {
    expect(await failureText({ type: 'refunded' }, language)).toBe(text);
  });
});

describe('the red panel’s words (the seed’s ids, so the catalogs hold the text)', () => {
  function Panel({ error }: { error: StakeError }) {
    const words = useStakingWords();
    return <p>{`${words.errorTitle(error)}: ${words.errorDescription(error)}`}</p>;
  }
  it.each([
    ['min-amount', 'en', 'Amount too small: The amount is under this period’s minimum (shown above the presets).'],
    ['max-amount', 'en', 'Amount too large: The amount is over this period’s maximum (shown above the presets).'],
    ['not-enough', 'en', 'Not enough SWITCH: You can stake only the mined SWITCH that is not locked yet.'],
    ['min-amount', 'ru', 'Слишком маленькая сумма: Сумма меньше минимума для этого срока (он указан над кнопками долей).'],
  ] as const)('%s in %s says it whole (no figure left out of a sentence)', async (error, language, text) => {
    cleanup();
    const i18n = await createI18n(language, ['mining-staking']);
    const { container } = render(
      <I18nProvider i18n={i18n}>
        <Panel error={error} />
      </I18nProvider>,
    );
    expect(container.textContent).toBe(text);
  });
});

describe('a free deposit refused at the list’s bound (issue 43)', () => {
  function Failure({ code }: { code: string }) {
    const words = useStakingWords();
    return <p>{words.failure(stakingFailureOf(new ApiError({ type: 'rejected', status: 409, message: 'server English', code })))}</p>;
  }
  it.each([
    ['en', 'You already have 500 open deposits, the most there can be. Claim an unlocked one back, then stake again.'],
    ['ru', 'У вас уже 500 открытых депозитов — это максимум. Заберите разблокированный депозит, затем застейкайте снова.'],
  ] as const)('says why and what to do, in %s', async (language, text) => {
    cleanup();
    const i18n = await createI18n(language, ['mining-staking']);
    const { container } = render(
      <I18nProvider i18n={i18n}>
        <Failure code="too-many-deposits" />
      </I18nProvider>,
    );
    expect(container.textContent).toBe(text);
  });
});

describe('a deposit’s receipt', () => {
  const deposit = (period: '100y' | '1y', ended: string) => ({
    _id: 'sd_aaaaaaaaaa',
    amount: '1000',
    period,
    apy: '0.25',
    hourReward: '0.028538812',
    dttmStarted: '2026-01-01T00:00:00.000Z',
    dttmEnded: ended,
    gotAmount: '0',
    rewardAtEnd: '25016.4376',
    dttmClaimed: null,
    fee: { amount: '2', currency: 'TON' as const, switchValue: '200' },
  });
  it.each([
    ['en', 'January 1, 2126 at 12:00:00 AM UTC', 'This stake stays locked for 100 years, until 2126'],
    ['ru', '1 января 2126', 'заблокирован на 100 лет, до 2126 года'],
  ] as const)('a 100-year lock says its unlock instant in UTC and what it means, in %s', async (language, utc, century) => {
    cleanup();
    const i18n = await createI18n(language, ['mining-staking']);
    render(
      <I18nProvider i18n={i18n}>
        <DepositReceipt deposit={deposit('100y', '2126-01-01T00:00:00.000Z')} />
      </I18nProvider>,
    );
    expect(screen.getByTestId('staking-receipt-utc').textContent).toContain(utc);
    expect(screen.getByTestId('staking-receipt-earned').textContent).toContain('25');
    expect(screen.getByTestId('staking-receipt-century').textContent).toContain(century);
    expect(screen.getByTestId('staking-receipt-century').textContent).toContain('2126');
  });
  it('a shorter lock has no such words', async () => {
    cleanup();
    const i18n = await createI18n('en', ['mining-staking']);
    render(
      <I18nProvider i18n={i18n}>
        <DepositReceipt deposit={deposit('1y', '2027-01-01T00:00:00.000Z')} />
      </I18nProvider>,
    );
    expect(screen.queryByTestId('staking-receipt-century')).toBeNull();
  });
});
