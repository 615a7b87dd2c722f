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

describe('the Stately inspector', () => {
  it('stays off (and unloaded) unless the configuration asks for it', async () => {
    expect(await inspectorFor({ inspect: false })).toBeUndefined();
  });
});
