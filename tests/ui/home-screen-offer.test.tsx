/**
 * Add to home screen (issue 37) in the app as it boots: the third launch within a week brings one
 * quiet card on the home where the messenger can add the app; Add asks the messenger, Not now ends
 * the offer for good; a client without the feature, or an app already added, never sees it.
 */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { HOME_SCREEN_KEY } from '../../domain/launch/home-screen-offer';
import type { HomeScreenStatus } from '../../domain/shared/messenger-home-screen';
import { fakeMessenger } from '../support/fake-messenger';
import { renderApp, testPorts } from '../support/render';

const NOW = Date.UTC(2025, 0, 1);
const DAY = 24 * 3_600_000;

/** Ports whose device remembers these earlier launches. */
function portsAfter(visits: readonly number[], homeScreen: HomeScreenStatus, language?: 'ru') {
  return testPorts({
    messenger: fakeMessenger({ homeScreen }),
    storage: { [HOME_SCREEN_KEY.name]: JSON.stringify({ visits, done: false }), ...(language ? { language: `"${language}"` } : {}) },
  });
}

const AFTER_BOOT = { timeout: 8000 };

describe('the home-screen offer', () => {
  it('comes on the third launch in a week; Add asks the messenger and ends the offer', async () => {
    const ports = portsAfter([NOW - 5 * DAY, NOW - DAY], 'missed');
    await renderApp({ ports });
    const offer = await screen.findByTestId('home-screen-offer', {}, AFTER_BOOT);
    expect(offer.textContent).toContain('Add SWITCH to your home screen');
    expect(screen.getByRole('complementary', { name: 'Add to home screen' })).toBe(offer);
    fireEvent.click(screen.getByTestId('home-screen-add'));
    await waitFor(() => expect(ports.messenger.log.homeScreenAdds).toBe(1));
    expect(screen.queryByTestId('home-screen-offer')).toBeNull();
    expect(JSON.parse(ports.backend.data.get(HOME_SCREEN_KEY.name) ?? '{}')).toMatchObject({ done: true });
  });

  it('speaks Russian, and Not now ends it for good', async () => {
    const ports = portsAfter([NOW - 2 * DAY, NOW - DAY], 'unknown', 'ru');
    await renderApp({ ports });
    const offer = await screen.findByTestId('home-screen-offer', {}, AFTER_BOOT);
    expect(offer.textContent).toContain('Добавьте SWITCH на главный экран');
    fireEvent.click(screen.getByTestId('home-screen-dismiss'));
    expect(screen.queryByTestId('home-screen-offer')).toBeNull();
    expect(ports.messenger.log.homeScreenAdds).toBe(0);
    expect(JSON.parse(ports.backend.data.get(HOME_SCREEN_KEY.name) ?? '{}')).toMatchObject({ done: true });
  });

  it('waits for the third visit, and never comes where the client cannot add the app or it is already added', async () => {
    for (const [visits, status] of [
      [[NOW - DAY], 'missed'],
      [[NOW - 8 * DAY, NOW - DAY], 'missed'],
      [[NOW - 2 * DAY, NOW - DAY], 'unsupported'],
      [[NOW - 2 * DAY, NOW - DAY], 'added'],
    ] as const) {
      const ports = portsAfter(visits, status);
      const { unmount } = await renderApp({ ports });
      // The after-boot host has counted this launch: the offer had its chance to show.
      await waitFor(() => expect(JSON.parse(ports.backend.data.get(HOME_SCREEN_KEY.name) ?? '{}').visits).toContain(NOW), AFTER_BOOT);
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(screen.queryByTestId('home-screen-offer'), `${String(visits.length)} visits, ${status}`).toBeNull();
      if (status === 'added') expect(JSON.parse(ports.backend.data.get(HOME_SCREEN_KEY.name) ?? '{}')).toMatchObject({ done: true });
      unmount();
    }
  });
});
