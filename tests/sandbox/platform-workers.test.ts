/**
 * `npm start -- --workers N` / SANDBOX_WORKERS (sandbox/platform/workers.ts, issue 36): how many
 * API processes, and the refusal on PGlite, which one process embeds and no other can open.
 */
import { describe, expect, it } from 'vitest';
import { workersOption, workersRefusal } from '../../sandbox/platform/workers';

describe('the API workers option', () => {
  it('reads --workers first, then SANDBOX_WORKERS, and is 1 without either', () => {
    expect(workersOption(['node', 'start.ts'], {})).toBe(1);
    expect(workersOption(['node', 'start.ts'], { SANDBOX_WORKERS: '3' })).toBe(3);
    expect(workersOption(['node', 'start.ts', '--workers', '2'], { SANDBOX_WORKERS: '3' })).toBe(2);
    for (const bad of ['0', '-1', '1.5', 'two', '65']) expect(() => workersOption(['--workers', bad], {}), bad).toThrow(/whole number from 1 to 64/);
  });

  it('refuses more than one worker on PGlite, saying to set DATABASE_URL', () => {
    expect(workersRefusal(1, undefined)).toBeNull();
    expect(workersRefusal(4, 'postgres://127.0.0.1/switch')).toBeNull();
    expect(workersRefusal(2, undefined)).toMatch(/--workers 2 needs a PostgreSQL server \(DATABASE_URL\).*PGlite/);
  });
});
