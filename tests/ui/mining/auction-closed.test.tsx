/**
 * A closed auction names the last day claims were open (issue 44): the deadline is the first instant
 * claims are closed, so a deadline at 00:00 UTC on December 18 leaves December 17 as the last day,
 * and one a millisecond later leaves December 18. In en and ru (the dash kept to its line).
 */
import { cleanup, render, screen } from '@testing-library/react';
import { I18nProvider } from '@lingui/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createI18n } from '../../../ui/i18n/i18n';
import { AuctionClosedCard } from '../../../ui/screens/mining/auction/auction-screen';

async function closedText(deadline: string, language: 'en' | 'ru'): Promise<string> {
  const i18n = await createI18n(language, ['mining-auction']);
  render(
    <I18nProvider i18n={i18n}>
      <AuctionClosedCard deadline={deadline} />
    </I18nProvider>,
  );
  return screen.getByTestId('auction-closed').textContent ?? '';
}

afterEach(cleanup);

describe('the closed auction (issue 44)', () => {
  it('names the day before a midnight deadline as the last day to claim', async () => {
    expect(await closedText('2026-12-18T00:00:00.000Z', 'en')).toBe('The auction is closed: the last day to claim was December 17.');
    cleanup();
    expect(await closedText('2026-12-18T00:00:00.000Z', 'ru')).toBe('Аукцион закрыт: последний день получения\u00a0— 17 декабря.');
  });

  it('names the deadline’s own day when claims were open for part of it', async () => {
    expect(await closedText('2026-12-18T00:00:00.001Z', 'en')).toBe('The auction is closed: the last day to claim was December 18.');
    cleanup();
    expect(await closedText('2026-12-18T23:59:59.999Z', 'ru')).toBe('Аукцион закрыт: последний день получения\u00a0— 18 декабря.');
  });
});
