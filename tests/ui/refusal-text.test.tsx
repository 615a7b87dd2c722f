/**
 * Server refusals in the user's language (issue 12, defect 3): every code of the main backend has
 * the app's own wording in en and ru, with the figures the refusal carries; a code the app does not
 * know shows the server's message.
 */
import { describe, expect, it } from 'vitest';
import { MAIN_REFUSAL_CODES, type MainRefusalCode } from '../../adapters/http/contract/refusal-codes';
import type { Refusal } from '../../domain/shared/api-failure';
import type { Language } from '../../domain/launch/language';
import { useRefusalText } from '../../ui/i18n/refusal-text';
import { renderWithProviders } from '../support/render';

/** Renders every refusal through the hook and reads back the texts. */
async function texts(language: Language, refusals: readonly Refusal[]): Promise<string[]> {
  let out: string[] = [];
  function Probe() {
    const text = useRefusalText();
    out = refusals.map(text);
    return null;
  }
  await renderWithProviders(<Probe />, { language, catalogs: ['refusals'] });
  return out;
}

const SERVER_ENGLISH = 'the server said this in English';
const refusal = (code: string, params?: Record<string, string>): Refusal => ({ message: SERVER_ENGLISH, code, params });

describe('refusal texts', () => {
  it.each(['en', 'ru'] as const)('words every main-backend code itself in %s, never with the server message', async (language) => {
    const shown = await texts(language, MAIN_REFUSAL_CODES.map((code) => refusal(code)));
    const untranslated = MAIN_REFUSAL_CODES.filter((_, index) => shown[index] === SERVER_ENGLISH || shown[index] === '');
    expect(untranslated).toEqual([]);
  });

  it('has a Russian text for every code that differs from the English one', async () => {
    const all = MAIN_REFUSAL_CODES.map((code) => refusal(code));
    const [en, ru] = [await texts('en', all), await texts('ru', all)];
    const same = MAIN_REFUSAL_CODES.filter((_, index) => en[index] === ru[index]);
    expect(same).toEqual([]);
  });

  it('falls back to the server message for a code it does not know, or none', async () => {
    expect(await texts('ru', [refusal('some-new-code'), { message: 'no code at all' }])).toEqual([SERVER_ENGLISH, 'no code at all']);
  });

  it('words the send refusals with their figures (amount family)', async () => {
    const amount: [MainRefusalCode, Record<string, string> | undefined][] = [
      ['too-many-decimals', { symbol: 'USDT', decimals: '6' }],
      ['insufficient-fee', { symbol: 'TON', fee: '0.05' }],
      ['insufficient-balance', undefined],
      ['zero-amount', undefined],
      ['invalid-amount', undefined],
    ];
    expect(await texts('ru', amount.map(([code, params]) => refusal(code, params)))).toEqual([
      'У USDT не больше 6 знаков после запятой',
      'Недостаточно TON для оплаты комиссии (0.05 TON)',
      'Недостаточно средств',
      'Сумма должна быть больше нуля',
      'Неверная сумма',
    ]);
    expect(await texts('en', [refusal('too-many-decimals', { symbol: 'USDT', decimals: '6' }), refusal('too-many-decimals')])).toEqual([
      'USDT has at most 6 decimals',
      'Too many decimals',
    ]);
  });

  it('words the address refusals (address family)', async () => {
    const codes: MainRefusalCode[] = ['invalid-address', 'own-address', 'unsupported-address'];
    expect(await texts('ru', codes.map((code) => refusal(code)))).toEqual([
      'Неверный адрес',
      'Это адрес кошелька-отправителя',
      'Имена TON DNS пока не поддерживаются: вставьте адрес кошелька',
    ]);
  });

  it('words the swap refusals (swap family)', async () => {
    const codes: MainRefusalCode[] = ['no-route', 'route-expired', 'insufficient-gas', 'slippage', 'pair-not-allowed'];
    expect(await texts('en', codes.map((code) => refusal(code)))).toEqual([
      "Couldn't find the route",
      'This quote has expired: get a new one',
      'Insufficient funds',
      'The price moved: get a new quote',
      'A TON token can be swapped only for another TON token',
    ]);
  });

  it('words the platform refusals (request family) as a retry, and the comment limit with its figure', async () => {
    const shown = await texts('ru', [refusal('invalid-body'), refusal('idempotency-key-reused'), refusal('comment-too-long', { max: '120' }), refusal('unauthorized')]);
    expect(shown.slice(0, 3)).toEqual(['Запрос отклонён: попробуйте ещё раз', 'Запрос отклонён: попробуйте ещё раз', 'Комментарий длиннее 120 символов']);
    expect(shown[3]).not.toBe(SERVER_ENGLISH);
  });
});
