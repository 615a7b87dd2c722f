/**
 * Every refusal the sandbox gives a donation, autoclaim or an auction claim is worded on its sheet
 * by its code, in en and ru (issue 23: "a server message is shown on the sheet"); a code this app
 * does not know is the generic 'Unknown error'; the server's English never reaches the screen.
 */
import { cleanup, render, screen } from '@testing-library/react';
import { I18nProvider } from '@lingui/react';
import { describe, expect, it } from 'vitest';
import type { ClaimFailure } from '../../../domain/mining/auction/failure';
import type { PurchaseView } from '../../../domain/payment/purchase-selectors';
import type { PaymentFailure } from '../../../domain/payment/types';
import { PurchasePanel, type PurchaseActions, type PurchaseWording } from '../../../ui/components/payment/purchase-panel';
import { createI18n, type FeatureCatalog } from '../../../ui/i18n/i18n';
import { useAuctionFailureText } from '../../../ui/screens/mining/auction/auction-messages';
import { DONATION_WORDING } from '../../../ui/screens/mining/donate/donate-words';
import { autoclaimRefusal } from '../../../ui/screens/mining/home/autoclaim-sheet';

type Language = 'en' | 'ru';
const noop = () => undefined;
const actions: PurchaseActions = { chooseWay: noop, confirm: noop, back: noop, retry: noop, retryOffer: noop, done: noop };
const failed = (failure: PaymentFailure): PurchaseView => ({
  step: 'failed',
  loading: false,
  ways: [],
  way: 'internal',
  quote: null,
  failure,
  offersSwap: false,
  cancelled: false,
  declined: false,
  activatesAt: null,
  pendingIntentId: null,
  biometrics: null,
});

async function sheetText(catalog: FeatureCatalog, wording: PurchaseWording, code: string, language: Language): Promise<string> {
  cleanup();
  const i18n = await createI18n(language, [catalog, 'payment']);
  render(
    <I18nProvider i18n={i18n}>
      <PurchasePanel view={failed({ type: 'unknown', code })} wording={wording} actions={actions} testId="buy" />
    </I18nProvider>,
  );
  return screen.getByTestId('buy-failure').textContent ?? '';
}

function AuctionError({ failure }: { readonly failure: ClaimFailure }) {
  return <p data-testid="auction-error">{useAuctionFailureText()(failure)}</p>;
}

async function auctionText(failure: ClaimFailure, language: Language): Promise<string> {
  cleanup();
  const i18n = await createI18n(language, ['mining-auction']);
  render(
    <I18nProvider i18n={i18n}>
      <AuctionError failure={failure} />
    </I18nProvider>,
  );
  return screen.getByTestId('auction-error').textContent ?? '';
}

const donation = (code: string, language: Language = 'en') => sheetText('mining-donate', DONATION_WORDING, code, language);
const autoclaim = (code: string, language: Language = 'en') =>
  sheetText('mining', { failureTitle: 'Error activating auto-claim', success: 'Paid', refusal: autoclaimRefusal }, code, language);

describe('a donation’s refusals', () => {
  it('are worded by their code in en and ru', async () => {
    expect(await donation('below-minimum')).toBe('The hall of fame needs at least 99 TON');
    expect(await donation('below-minimum', 'ru')).toBe('Для зала славы нужно не меньше 99 TON');
    expect(await donation('amount-too-large', 'ru')).toBe('Не больше 1 000 000 TON');
    expect(await donation('invalid-amount')).toBe('Enter a valid amount');
    expect(await donation('invalid-details', 'ru')).toMatch(/^Проверьте имя и комментарий/);
    expect(await donation('insufficient-balance', 'ru')).toBe('Недостаточно средств');
  });

  it('an unknown code is the generic text', async () => {
    expect(await donation('a-code-from-a-newer-server')).toBe('Unknown error');
    expect(await donation('a-code-from-a-newer-server', 'ru')).toBe('Неизвестная ошибка');
  });
});

describe('autoclaim’s refusals', () => {
  it('autoclaim-active is worded in en and ru; an unknown code is the generic text', async () => {
    expect(await autoclaim('autoclaim-active')).toBe('Auto-claim is already bought');
    expect(await autoclaim('autoclaim-active', 'ru')).toBe('Автоклейм уже куплен');
    expect(await autoclaim('wrong-amount')).toBe('The price has changed: try again');
    expect(await autoclaim('a-code-from-a-newer-server', 'ru')).toBe('Неизвестная ошибка');
  });
});

describe('an auction claim’s refusals', () => {
  it('are worded by their code in en and ru', async () => {
    expect(await auctionText({ type: 'not-enough-gas' }, 'ru')).toBe('Недостаточно газа');
    expect(await auctionText({ type: 'unavailable-amount' }, 'en')).toBe('Unavailable amount');
    expect(await auctionText({ type: 'closed' }, 'ru')).toBe('Аукцион закрыт');
    expect(await auctionText({ type: 'refused', code: 'idempotency-key-in-progress' }, 'en')).toBe('This claim is still being processed');
    expect(await auctionText({ type: 'refused', code: 'no-mining' }, 'ru')).toMatch(/^Сначала начните майнинг/);
  });

  it('an unknown code (or none) is the generic text, a lost answer a server error', async () => {
    expect(await auctionText({ type: 'refused', code: 'a-code-from-a-newer-server' }, 'en')).toBe('Unknown error');
    expect(await auctionText({ type: 'refused' }, 'ru')).toBe('Неизвестная ошибка');
    expect(await auctionText({ type: 'server' }, 'en')).toBe('Server error');
  });
});
