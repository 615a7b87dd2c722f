import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { COPY_FEEDBACK_MS } from '../../../domain/copy/feedback';
import { CopyButton } from '../../../ui/components/copy-button';
import { fakeMessenger } from '../../support/fake-messenger';
import { renderWithProviders, testPorts } from '../../support/render';

const ADDRESS = 'UQBvW8Z5huBkMJYdnfAEM5JqTNkuWX3diqYENkWsIL0XggGG';

async function copyButton(text: string, options: { clipboardWritable?: boolean; language?: 'en' | 'ru' } = {}) {
  const ports = testPorts({ messenger: fakeMessenger({ clipboardWritable: options.clipboardWritable ?? true }) });
  await renderWithProviders(<CopyButton text={text} label="TON address" />, { ports, language: options.language ?? 'en' });
  return ports;
}

/** Clicks and lets the clipboard promise settle. */
async function press(name: string) {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name }));
  });
}

const status = () => screen.getByRole('status');

afterEach(() => {
  vi.useRealTimers();
});

describe('copy feedback', () => {
  it("says 'Address copied' for one second after a successful copy", async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const ports = await copyButton(ADDRESS);
    await press('Copy TON address');
    expect(ports.messenger.log.copied).toEqual([ADDRESS]);
    expect(status().textContent).toBe('Address copied');
    expect(status().dataset.copyFeedback).toBe('copied');

    act(() => vi.advanceTimersByTime(COPY_FEEDBACK_MS - 1));
    expect(status().textContent).toBe('Address copied');
    act(() => vi.advanceTimersByTime(1));
    expect(status().textContent).toBe('');
    expect(status().dataset.copyFeedback).toBeUndefined();
  });

  it("says 'Error while copying' when the clipboard refuses, and logs it", async () => {
    const ports = await copyButton(ADDRESS, { clipboardWritable: false });
    await press('Copy TON address');
    expect(status().textContent).toBe('Error while copying');
    expect(status().dataset.copyFeedback).toBe('copy-error');
    expect(ports.logger.warnings).toEqual(['copying to the clipboard failed']);
  });

  it("says 'Failed to copy address' for empty text, without touching the clipboard", async () => {
    const ports = await copyButton('');
    await press('Copy TON address');
    expect(status().textContent).toBe('Failed to copy address');
    expect(status().dataset.copyFeedback).toBe('copy-error');
    expect(ports.messenger.log.copied).toEqual([]);
  });

  it('restarts the second when copying again', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    await copyButton(ADDRESS);
    await press('Copy TON address');
    act(() => vi.advanceTimersByTime(COPY_FEEDBACK_MS - 100));
    await press('Copy TON address');
    act(() => vi.advanceTimersByTime(500));
    expect(status().textContent).toBe('Address copied');
  });

  it('speaks Russian', async () => {
    await copyButton(ADDRESS, { language: 'ru' });
    await press('Скопировать TON address');
    expect(status().dataset.copyFeedback).toBe('copied');
    expect(status().textContent).not.toBe('Address copied');
  });
});
