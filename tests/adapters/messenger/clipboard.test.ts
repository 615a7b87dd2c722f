// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { writeClipboard } from '../../../adapters/messenger/clipboard';
import { silentLogger } from '../../support/memory-storage';

const withExecCommand = (result: boolean | 'throws') => {
  const execCommand = vi.fn(() => {
    if (result === 'throws') throw new Error('denied');
    return result;
  });
  Object.defineProperty(document, 'execCommand', { value: execCommand, configurable: true });
  return execCommand;
};

describe('writeClipboard', () => {
  it('uses the modern clipboard API first', async () => {
    const writeText = vi.fn(async () => undefined);
    const execCommand = withExecCommand(true);
    expect(await writeClipboard('0xabc', silentLogger(), { clipboard: { writeText }, document })).toBe(true);
    expect(writeText).toHaveBeenCalledWith('0xabc');
    expect(execCommand).not.toHaveBeenCalled();
  });

  it('falls back to the older copy command when the modern API refuses', async () => {
    const logger = silentLogger();
    const writeText = vi.fn(async () => Promise.reject(new Error('not allowed')));
    const execCommand = withExecCommand(true);
    expect(await writeClipboard('0xabc', logger, { clipboard: { writeText }, document })).toBe(true);
    expect(execCommand).toHaveBeenCalledWith('copy');
    // The temporary textarea does not stay in the page.
    expect(document.querySelector('textarea')).toBeNull();
    expect(logger.warnings).toHaveLength(1);
  });

  it('reports failure when both paths fail', async () => {
    withExecCommand('throws');
    expect(await writeClipboard('0xabc', silentLogger(), { clipboard: undefined, document })).toBe(false);
    withExecCommand(false);
    expect(await writeClipboard('0xabc', silentLogger(), { clipboard: undefined, document })).toBe(false);
  });

  it('treats empty text as a failure (the copy-error tooltip)', async () => {
    const writeText = vi.fn(async () => undefined);
    expect(await writeClipboard('', silentLogger(), { clipboard: { writeText }, document })).toBe(false);
    expect(writeText).not.toHaveBeenCalled();
  });
});
