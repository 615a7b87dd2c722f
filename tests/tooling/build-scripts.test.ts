/** The scripts the build compiles on its own: the inline early reads. */
import { describe, expect, it } from 'vitest';
import { compileEarlyReads } from '../../scripts/vite-early-reads';

describe('the inline early-reads script', () => {
  it('is small, self-contained, and cannot close its <script> element whatever the catalog names', async () => {
    const code = await compileEarlyReads({ en: '/assets/</script><script>alert(1)</script>.js', ru: '/assets/messages-ru.js' });
    expect(code).not.toMatch(/<\/script/i);
    expect(code).not.toMatch(/\bimport\b|\brequire\(/);
    // The home's formatting rule comes with it (the domain's formatUsd, on big.js): about 13 KB.
    expect(code.length).toBeLessThan(16_000);
    expect(code).toContain('/assets/messages-ru.js');
  });
});
