/**
 * The sandbox froze in about one start in ten (issue 41): every port silent at 0 % CPU, the main
 * thread waiting on a mutex inside Node's crypto while exporting a freshly generated key as JWK as
 * garbage collection destroyed an earlier key-generation job. Accounts are now made from keys the
 * generator encodes itself, asynchronously, with no JWK export (sandbox/main/engine/account-keys.ts).
 *
 * The loop that makes accounts under memory pressure runs in a child process (a frozen process
 * cannot time itself out) for a bounded time and must end by itself, having made accounts without
 * a single JWK export: the freeze itself is rare, its cause is checked on every run.
 */
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { bundledEntry } from '../support/node-entry';

const CHILD = fileURLToPath(new URL('./account-keys/child.ts', import.meta.url));
const RUN_FOR_MS = 2_000;
/**
 * Once the store is open ('ready'), the loop must end within its own time and this much more; a
 * frozen child never ends. The store's opening is bounded apart (a loaded machine can take a minute).
 */
const LOOP_GRACE_MS = 30_000;
const START_LIMIT_MS = 150_000;

async function runLoop(): Promise<{ code: number | null; killed: boolean; out: string }> {
  const entry = await bundledEntry(CHILD);
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--max-semi-space-size=1', entry, String(RUN_FOR_MS)], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    let killed = false;
    const kill = () => {
      killed = true;
      child.kill('SIGKILL');
    };
    let killer = setTimeout(kill, START_LIMIT_MS);
    child.stdout.on('data', (chunk: Buffer) => {
      const wasReady = out.startsWith('ready\n');
      out += chunk.toString();
      if (!wasReady && out.startsWith('ready\n')) {
        clearTimeout(killer);
        killer = setTimeout(kill, RUN_FOR_MS + LOOP_GRACE_MS);
      }
    });
    child.on('error', reject);
    child.on('exit', (code) => {
      clearTimeout(killer);
      resolve({ code, killed, out });
    });
  });
}

describe('making accounts under memory pressure', () => {
  it('ends by itself, having made accounts with no JWK export of a generated key', async () => {
    const { code, killed, out } = await runLoop();
    expect(killed).toBe(false);
    expect(code).toBe(0);
    const { made, jwkExports } = JSON.parse(out.replace(/^ready\n/, '')) as { made: number; jwkExports: number };
    expect(made).toBeGreaterThan(0);
    expect(jwkExports).toBe(0);
  }, START_LIMIT_MS + RUN_FOR_MS + LOOP_GRACE_MS + 15_000);
});
