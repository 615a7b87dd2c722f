// @vitest-environment node
/**
 * Every code the backends can answer is in the contract's lists (issue 12, defect 3), so the app
 * has a translation for each one it can meet (tests/ui/refusal-text.test.tsx holds that side).
 * SandboxError takes only a listed code (a type check); this also reads the bodies the sandbox
 * writes by hand (`{ message, code: '...' }`), which no type ties to the lists.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { MAIN_REFUSAL_CODES, MINING_REFUSAL_CODES } from '../../adapters/http/contract/refusal-codes';
import { SandboxError } from '../../sandbox/platform/http/errors';

const filesUnder = (path: string): string[] =>
  statSync(path).isDirectory() ? readdirSync(path).flatMap((name) => filesUnder(join(path, name))) : path.endsWith('.ts') ? [path] : [];

/**
 * `code: 'x'` in a hand-written answer (an object literal that also has a `message`, so a
 * catalogue's own `code` field, such as an airdrop task's, is not taken for a refusal), and the
 * code argument of `new SandboxError(status, message, 'x'`.
 */
function codesIn(source: string): string[] {
  const literal = [...source.matchAll(/\{[^{}]*\bcode: '([a-z0-9-]+)'[^{}]*\}/g)]
    .filter((match) => /\bmessage\b/.test(match[0]))
    .map((match) => match[1] ?? '');
  const thrown = [...source.matchAll(/SandboxError\(\s*\d{3},\s*(?:'[^']*'|"[^"]*"|`[^`]*`),\s*'([a-z0-9-]+)'/g)].map((match) => match[1] ?? '');
  return [...literal, ...thrown];
}

describe('refusal codes', () => {
  it('lists every code the main backend and the platform write', () => {
    const files = [...filesUnder('sandbox/main'), ...filesUnder('sandbox/platform'), 'sandbox/app.ts'];
    const found = new Set(files.flatMap((file) => codesIn(readFileSync(file, 'utf8'))));
    expect(found.size).toBeGreaterThan(10);
    expect([...found].filter((code) => !(MAIN_REFUSAL_CODES as readonly string[]).includes(code))).toEqual([]);
  });

  it('lists every code the mining backend writes', () => {
    const found = new Set(filesUnder('sandbox/mining').flatMap((file) => codesIn(readFileSync(file, 'utf8'))));
    const listed: readonly string[] = [...MAIN_REFUSAL_CODES, ...MINING_REFUSAL_CODES];
    expect([...found].filter((code) => !listed.includes(code))).toEqual([]);
  });

  it('puts the figures of a refusal beside its message', () => {
    const error = new SandboxError(400, 'USDT has at most 6 decimals', 'too-many-decimals', ['amount'], { symbol: 'USDT', decimals: '6' });
    expect(error.body()).toEqual({ message: 'USDT has at most 6 decimals', code: 'too-many-decimals', path: ['amount'], params: { symbol: 'USDT', decimals: '6' } });
  });
});
