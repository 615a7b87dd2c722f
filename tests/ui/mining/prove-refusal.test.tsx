/**
 * The proof's payment sheet shows why the server refused (issue 23: "a server message is shown on
 * the sheet"): the refusal's code worded by the proof in en and ru, a shared purchase code by the
 * shared sheet, an unknown code as 'Unknown error'; the server's English never reaches the screen.
 */
import { cleanup, render, screen } from '@testing-library/react';
import { I18nProvider } from '@lingui/react';
import { describe, expect, it } from 'vitest';
import type { PurchaseView } from '../../../domain/payment/purchase-selectors';
import type { PaymentFailure } from '../../../domain/payment/types';
import { PurchasePanel, type PurchaseActions } from '../../../ui/components/payment/purchase-panel';
import { createI18n } from '../../../ui/i18n/i18n';
import type { CodeFailure } from '../../../domain/mining/prove/failure';
import { useProveWords } from '../../../ui/screens/mining/prove/prove-messages';
import { proveRefusal } from '../../../ui/screens/mining/prove/prove-refusal';

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

async function shown(failure: PaymentFailure, language: 'en' | 'ru' = 'en'): Promise<string> {
  cleanup();
  const i18n = await createI18n(language, ['mining-prove', 'payment']);
  render(
    <I18nProvider i18n={i18n}>
      <PurchasePanel view={failed(failure)} wording={{ failureTitle: 'Verification payment failed', success: 'Paid', refusal: proveRefusal }} actions={actions} testId="prove" />
    </I18nProvider>,
  );
  return screen.getByTestId('prove-failure').textContent ?? '';
}

describe('the proof’s payment refusals', () => {
  it('are worded by their code in en and ru, never in the server’s English', async () => {
    expect(await shown({ type: 'unknown', code: 'already-proven' })).toBe('You are already verified');
    expect(await shown({ type: 'unknown', code: 'already-proven' }, 'ru')).toBe('Вы уже подтверждены');
    expect(await shown({ type: 'unknown', code: 'not-in-human-group' })).toBe('Proof of humanity is not open to you');
    expect(await shown({ type: 'unknown', code: 'prove-in-progress' }, 'ru')).toBe('Ваша проверка уже идёт');
    expect(await shown({ type: 'unknown', code: 'prove-closed' })).toBe('Proof of humanity is closed');
  });

  it('leave a shared purchase code to the shared sheet, and an unknown code or none as Unknown error', async () => {
    expect(await shown({ type: 'unknown', code: 'wrong-amount' })).toBe('The price has changed: try again');
    expect(await shown({ type: 'unknown', code: 'something-new' })).toBe('Unknown error');
    expect(await shown({ type: 'unknown' }, 'ru')).toBe('Неизвестная ошибка');
  });
});

function CodeError({ failure }: { readonly failure: CodeFailure }) {
  return <p data-testid="code-error">{useProveWords().codeFailure(failure)}</p>;
}

async function codeText(failure: CodeFailure, language: 'en' | 'ru'): Promise<string> {
  cleanup();
  const i18n = await createI18n(language, ['mining-prove']);
  render(
    <I18nProvider i18n={i18n}>
      <CodeError failure={failure} />
    </I18nProvider>,
  );
  return screen.getByTestId('code-error').textContent ?? '';
}

describe('the code check’s refusals', () => {
  it('are worded by their code in en and ru; anything else is a server error', async () => {
    expect(await codeText({ type: 'invalid-code' }, 'en')).toBe('Invalid code - check the transaction comment and try again');
    expect(await codeText({ type: 'try-later' }, 'en')).toBe('Too many wrong codes. Try again in 10 minutes.');
    expect(await codeText({ type: 'no-code-yet' }, 'ru')).toBe('Код ещё не отправлен: подождите немного и попробуйте снова.');
    expect(await codeText({ type: 'closed' }, 'ru')).not.toBe('');
    expect(await codeText({ type: 'server' }, 'en')).toBe('Server error');
  });
});
