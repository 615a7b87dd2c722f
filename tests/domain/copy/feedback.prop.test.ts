import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { COPY_FEEDBACK_MS, copyFeedback, copyText } from '../../../domain/copy/feedback';

describe('copy feedback', () => {
  it('lasts one second; empty text is an error and is not written', async () => {
    expect(COPY_FEEDBACK_MS).toBe(1000);
    const write = vi.fn(async () => true);
    expect(await copyText('', write)).toBe('copy-error');
    expect(await copyText('   ', write)).toBe('copy-error');
    expect(write).not.toHaveBeenCalled();
    expect(await copyText('UQAb', write)).toBe('copied');
    expect(await copyText('UQAb', async () => false)).toBe('copy-error');
    expect(await copyText('UQAb', async () => Promise.reject(new Error('denied')))).toBe('copy-error');
  });

  it('copied exactly when the text is not blank and the write succeeded', () => {
    fc.assert(
      fc.property(fc.string(), fc.option(fc.boolean(), { nil: undefined }), (text, written) => {
        expect(copyFeedback(text, written)).toBe(text.trim() !== '' && written === true ? 'copied' : 'copy-error');
      }),
    );
  });

  it('copyText writes the text unchanged and never rejects', async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ minLength: 1 }).filter((t) => t.trim() !== ''), fc.constantFrom('ok', 'no', 'throw'), async (text, outcome) => {
        const write = vi.fn(async (t: string) => {
          if (outcome === 'throw') throw new Error(t);
          return outcome === 'ok';
        });
        expect(await copyText(text, write)).toBe(outcome === 'ok' ? 'copied' : 'copy-error');
        expect(write).toHaveBeenCalledWith(text);
      }),
    );
  });
});
