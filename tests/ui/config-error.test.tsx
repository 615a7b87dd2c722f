import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../adapters/config';
import { bootConfigError } from '../../ui/boot';
import { inspectorFor } from '../../ui/machines/inspector';

function configErrorOf(raw: unknown): string {
  try {
    loadConfig(raw, {});
  } catch (error) {
    if (error instanceof ConfigError) return error.message;
  }
  throw new Error('expected a ConfigError');
}

describe('a configuration that does not parse', () => {
  it('renders a readable error naming the bad field', async () => {
    const detail = configErrorOf({ mainServers: ['not a url'], miningServers: ['http://127.0.0.1:1'] });
    render(await bootConfigError(detail, { search: '', browserLanguage: 'en' }));

    expect(screen.getByRole('heading', { name: 'The app cannot start' })).toBeTruthy();
    expect(screen.getByText(/mainServers/)).toBeTruthy();
  });

  it('is translated', async () => {
    render(await bootConfigError('App configuration is invalid at root', { search: '?lang=ru', browserLanguage: 'fr' }));
    expect(screen.getByRole('heading', { name: 'Приложение не может запуститься' })).toBeTruthy();
  });
});

describe("the TON Connect manifest's URL", () => {
  const servers = { mainServers: ['https://api.example'], miningServers: ['https://mining.example'] };

  it('is required at start by a production build that pays through TON Connect, with a readable error', async () => {
    let detail = '';
    try {
      loadConfig(servers, { PROD: true });
    } catch (error) {
      detail = error instanceof ConfigError ? error.message : '';
    }
    expect(detail).toBe('App configuration is invalid at tonConnectManifestUrl: required');
    render(await bootConfigError(detail, { search: '', browserLanguage: 'en' }));
    expect(screen.getByRole('heading', { name: 'The app cannot start' })).toBeTruthy();
    expect(screen.getByText(/tonConnectManifestUrl/)).toBeTruthy();
  });

  it('comes from the configuration (the page or the build environment); development and the sandbox wallet need none', () => {
    expect(loadConfig({ ...servers, tonConnectManifestUrl: 'https://app.example/m.json' }, { PROD: true }).tonConnectManifestUrl).toBe('https://app.example/m.json');
    expect(loadConfig(undefined, { PROD: true, VITE_TON_CONNECT_MANIFEST_URL: '/tonconnect-manifest.json' }).tonConnectManifestUrl).toBe('/tonconnect-manifest.json');
    expect(loadConfig({ ...servers, externalWallet: 'sandbox' }, { PROD: true }).tonConnectManifestUrl).toBeUndefined();
    expect(loadConfig(servers, { PROD: false }).tonConnectManifestUrl).toBeUndefined();
  });
});

describe('the Stately inspector', () => {
  it('stays off (and unloaded) unless the configuration asks for it', async () => {
    expect(await inspectorFor({ inspect: false })).toBeUndefined();
  });
});
