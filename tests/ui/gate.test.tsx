/**
 * Opening the app's own URL outside the messenger: the real ports (composePorts, so the real
 * Telegram adapter finds no launch parameters in jsdom) must lead to the gate and no network call.
 */
import { render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { composePorts } from '../../adapters/compose';
import { bootApp } from '../../ui/boot';
import { testConfig } from '../support/render';

describe('the gate outside the messenger', () => {
  let fetchSpy: ReturnType<typeof vi.spyOn>;

  beforeEach(() => {
    fetchSpy = vi.spyOn(globalThis, 'fetch');
    // The adapter logs why there is no launch; expected here, so keep the test output clean.
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  });

  afterEach(() => {
    vi.restoreAllMocks();
  });

  async function openDirectly(options: { search?: string; browserLanguage?: string } = {}) {
    const config = testConfig();
    const ports = composePorts(config);
    expect(ports.messenger.launch).toBeNull();
    render(await bootApp({ config, ports, search: options.search ?? '', browserLanguage: options.browserLanguage }));
    return ports;
  }

  it('says the app only works inside the bot, in English by default, and calls nothing', async () => {
    await openDirectly({ browserLanguage: 'en-US' });

    expect(screen.getByRole('heading', { name: 'Only possible to use inside telegram bot' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open the bot' }).getAttribute('href')).toBe(testConfig().botUrl);
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('speaks Russian for a Russian browser', async () => {
    await openDirectly({ browserLanguage: 'ru-RU' });

    expect(screen.getByRole('heading', { name: 'Доступно только внутри Telegram-бота' })).toBeTruthy();
    expect(document.documentElement.lang).toBe('ru');
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('follows the lang query parameter when the browser language is unsupported', async () => {
    await openDirectly({ browserLanguage: 'de-DE', search: '?lang=ru' });

    expect(screen.getByRole('heading', { name: 'Доступно только внутри Telegram-бота' })).toBeTruthy();
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('does not start the messenger SDK or render the wallet', async () => {
    await openDirectly();
    expect(screen.queryByRole('navigation')).toBeNull();
    expect(screen.queryByText('v1.1.2')).toBeNull();
  });
});
