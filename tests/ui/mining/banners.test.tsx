/**
 * The banner dialog's accessibility and behaviour (ui/screens/mining/banners): a labelled,
 * described modal with focus inside and kept there, closed by Escape and its button, the app
 * behind inert until then; every banner worded in en and ru with its actions; the district clash
 * music only after a gesture, at 0.05, muted by a kept choice, stopped on close and when hidden;
 * and, through the whole app, the first due banner over the home.
 */
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { parseStartParam } from '../../../domain/launch/start-param';
import type { ShownBanner } from '../../../domain/mining/banners/machine';
import { settingsStore } from '../../../domain/settings/store';
import { BANNER_SEQUENCE_KEY } from '../../../domain/mining/banners/sequence';
import { BANNER_IDS, type BannerConfig, type BannerId } from '../../../domain/mining/banners/types';
import type { BannerActs } from '../../../ui/screens/mining/banners/banner-content';
import { BannerDialog } from '../../../ui/screens/mining/banners/banner-dialog';
import { botLink } from '../../../ui/screens/mining/banners/banner-host';
import { renderApp, renderWithProviders, testPorts, type TestPorts } from '../../support/render';

const DAY = 86_400_000;
const ENDS = { openLeague: Date.UTC(2024, 11, 18), inviteContest: Date.UTC(2025, 4, 1, 23, 59, 59), donate: Date.UTC(2025, 5, 10) };
const shown = (id: BannerId): ShownBanner => ({ id, ends: ENDS });

function fakeActs(): BannerActs & { calls: string[] } {
  const calls: string[] = [];
  return {
    calls,
    openBot: (content, options) => void calls.push(`bot:${content}${options?.inviteContest ? ':contest' : ''}`),
    openCommunity: () => void calls.push('community'),
    openGame: () => void calls.push('game'),
    swapForPunk: () => void calls.push('swap-punk'),
    donate: () => void calls.push('donate'),
  };
}

async function dialog(id: BannerId, options: { language?: 'en' | 'ru'; ports?: TestPorts } = {}) {
  const app = document.createElement('main');
  const opener = document.createElement('button');
  app.append(opener);
  document.body.append(app);
  opener.focus();
  const onClose = vi.fn();
  const acts = fakeActs();
  const rendered = await renderWithProviders(<BannerDialog banner={shown(id)} acts={acts} onClose={onClose} />, {
    catalogs: ['mining-banners'],
    ...(options.language ? { language: options.language } : {}),
    ...(options.ports ? { ports: options.ports } : {}),
  });
  return { ...rendered, app, opener, onClose, acts };
}

/** A Web Audio stand-in that records what the music does with it. */
class FakeAudioContext {
  static made: FakeAudioContext[] = [];
  state = 'running';
  currentTime = 0;
  destination = {};
  gains: { gain: { value: number; setValueAtTime: () => void; exponentialRampToValueAtTime: () => void }; connect: (to: unknown) => unknown }[] = [];
  constructor() {
    FakeAudioContext.made.push(this);
  }
  createGain() {
    const node = { gain: { value: 1, setValueAtTime: () => undefined, exponentialRampToValueAtTime: () => undefined }, connect: (to: unknown) => to };
    this.gains.push(node);
    return node;
  }
  createOscillator() {
    return { type: 'sine', frequency: { value: 0 }, connect: (to: unknown) => to, start: () => undefined, stop: () => undefined };
  }
  resume() {
    return Promise.resolve();
  }
  close() {
    this.state = 'closed';
    return Promise.resolve();
  }
}

afterEach(() => {
  cleanup();
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
  FakeAudioContext.made = [];
});

describe('banner dialog', () => {
  it('is a modal dialog named by its title and described by its text, focus inside, the app inert', async () => {
    const { app } = await dialog('sniping');
    const banner = screen.getByRole('dialog', { name: 'Sniping' });
    expect(banner.getAttribute('aria-modal')).toBe('true');
    expect(document.getElementById(banner.getAttribute('aria-describedby') ?? '')?.textContent).toContain('Catch new tokens');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Close the banner' }));
    expect(app.hasAttribute('inert')).toBe(true);
    expect(app.contains(banner)).toBe(false);
  });

  it('closes on Escape and on its close button; the app comes back with focus where it was', async () => {
    const { onClose, app, opener, unmount } = await dialog('early');
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    fireEvent.click(screen.getByRole('button', { name: 'Close the banner' }));
    expect(onClose).toHaveBeenCalledTimes(2);
    unmount();
    expect(app.hasAttribute('inert')).toBe(false);
    expect(document.activeElement).toBe(opener);
  });

  it('keeps Tab inside, both ways', async () => {
    await dialog('open-league');
    const close = screen.getByRole('button', { name: 'Close the banner' });
    const last = screen.getByRole('button', { name: 'Open trading' });
    last.focus();
    fireEvent.keyDown(last, { key: 'Tab' });
    expect(document.activeElement).toBe(close);
    fireEvent.keyDown(close, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(last);
  });

  it.each(BANNER_IDS)('the %s banner has a title and actions in en and ru', async (id) => {
    const en = await dialog(id);
    const title = screen.getByRole('dialog').getAttribute('aria-labelledby');
    const english = document.getElementById(title ?? '')?.textContent;
    const actions = screen.getAllByTestId(/^banner-action-/);
    expect(actions.length).toBeGreaterThan(0);
    for (const action of actions) fireEvent.click(action);
    expect(en.acts.calls.length).toBe(actions.length);
    cleanup();
    await dialog(id, { language: 'ru' });
    const russian = document.getElementById(screen.getByRole('dialog').getAttribute('aria-labelledby') ?? '')?.textContent;
    expect(russian).toBeTruthy();
    if (id !== 'district-clash') expect(russian).not.toBe(english);
    expect(screen.getByRole('button', { name: 'Закрыть баннер' })).toBeTruthy();
  });

  it('routes each action where its banner says', async () => {
    const expected: Partial<Record<BannerId, string[]>> = {
      'deposit-punk': ['swap-punk'],
      'invite-contest': ['bot:invite-contest:contest'],
      'open-league': ['bot:open-league-badge', 'bot:open-league-trade'],
      sniping: ['bot:sniping'],
      early: ['community'],
      'district-clash': ['game'],
      donate: ['donate'],
    };
    for (const [id, calls] of Object.entries(expected)) {
      const { acts } = await dialog(id as BannerId);
      for (const action of screen.getAllByTestId(/^banner-action-/)) fireEvent.click(action);
      expect(acts.calls, id).toEqual(calls);
      cleanup();
    }
  });

  it('names the campaigns’ configured last days', async () => {
    await dialog('invite-contest');
    expect(screen.getByRole('dialog').textContent).toContain('01/05/2025');
    expect(screen.getByRole('dialog').textContent).toContain('15 000 USDT and 1 500 000 SWITCH');
  });
});

describe('district clash music', () => {
  it('plays only after a gesture, at 0.05, and stops when the banner closes', async () => {
    vi.stubGlobal('AudioContext', FakeAudioContext);
    const { unmount } = await dialog('district-clash');
    const banner = screen.getByRole('dialog');
    expect(banner.dataset.music).toBe('waiting');
    expect(FakeAudioContext.made).toHaveLength(0);
    fireEvent.pointerDown(screen.getByRole('heading'));
    expect(banner.dataset.music).toBe('playing');
    const [context] = FakeAudioContext.made;
    expect(context?.gains[0]?.gain.value).toBe(0.05);
    unmount();
    expect(context?.state).toBe('closed');
  });

  it('keeps the mute choice as the sounds setting and applies it at once', async () => {
    vi.stubGlobal('AudioContext', FakeAudioContext);
    const ports = testPorts();
    await dialog('district-clash', { ports });
    fireEvent.pointerDown(screen.getByRole('heading'));
    const mute = screen.getByRole('button', { name: 'Mute music' });
    expect(mute.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(mute);
    expect(mute.getAttribute('aria-pressed')).toBe('true');
    expect(FakeAudioContext.made[0]?.gains[0]?.gain.value).toBe(0);
    expect(settingsStore(ports).get().sounds).toBe(false);
    expect(screen.getByRole('dialog').dataset.music).toBe('muted');
    cleanup();
    await dialog('district-clash', { ports });
    expect(screen.getByRole('button', { name: 'Mute music' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('stops when the app is hidden', async () => {
    vi.stubGlobal('AudioContext', FakeAudioContext);
    const ports = testPorts();
    await dialog('district-clash', { ports });
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'm' });
    expect(screen.getByRole('dialog').dataset.music).toBe('playing');
    act(() => (ports.visibility as unknown as { set(visible: boolean): void }).set(false));
    expect(screen.getByRole('dialog').dataset.music).toBe('stopped');
    expect(FakeAudioContext.made[0]?.state).toBe('closed');
  });

  it('no other banner has music', async () => {
    await dialog('sniping');
    expect(screen.getByRole('dialog').dataset.music).toBe('off');
    expect(screen.queryByRole('button', { name: 'Mute music' })).toBeNull();
  });
});

describe('banner links', () => {
  it('opens the bot with the utm start parameter the app reads back', () => {
    const link = new URL(botLink('https://t.me/switch_wallet_bot', 'invite-contest', true));
    expect(link.origin + link.pathname).toBe('https://t.me/switch_wallet_bot');
    expect(parseStartParam(link.searchParams.get('start'))).toEqual({ utm: { source: 'switch_wallet', medium: 'banner', content: 'invite-contest', inviteContest: true }, rejected: [] });
  });
});

describe('the due banner in the app', () => {
  it('shows a new user the first due banner over the home, and none again the same day', async () => {
    const ports = testPorts({ banners: 'due' });
    let serverTime = Date.UTC(2026, 10, 24, 12);
    let checks = 0;
    Object.assign(ports, {
      bannersApi: {
        config: async (): Promise<BannerConfig> => {
          checks += 1;
          return { ends: ENDS, serverTime };
        },
      },
    });
    const first = await renderApp({ ports });
    expect(await screen.findByRole('dialog', { name: 'Big Pump December' }, { timeout: 5000 })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Close the banner' }));
    await waitFor(() => expect(screen.queryByTestId('banner')).toBeNull());
    first.unmount();

    serverTime += DAY - 60_000;
    await renderApp({ ports });
    await waitFor(() => expect(checks).toBe(2), { timeout: 5000 });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.queryByTestId('banner')).toBeNull();
    expect(ports.storage.get(BANNER_SEQUENCE_KEY)).toMatchObject({ shows: { 'big-pump-december': 1 } });
  });
});
