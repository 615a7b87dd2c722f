/**
 * Two sandbox processes on one PostgreSQL database recompute ranks once per store, not once each
 * (sandbox/mining/guilds/ranks-refresh.ts): the recomputation takes an advisory lock and checks,
 * under it, whether one is due, so consecutive versions start at least the interval apart whoever
 * made them; the other process loads the published version instead of sorting the miners again, and
 * both answer from the same one.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guildsContract } from '../../adapters/http/contract/mining/guilds';
import type { Db } from '../../sandbox/platform/store/database';
import { migratedTestDatabase, openPostgresTestDb } from '../support/postgres-db';
import { startSandboxProcess, type SandboxProcess } from '../support/sandbox-process';
import { control, createMiner, minerCall, newUserId, pause, type Urls } from './mining-clock-support';

/** Recomputed every 1.5 s; each process looks every 100 ms. */
const REFRESH_MS = 1_500;
const POLL_MS = 100;

let db: Db;
let processes: SandboxProcess[] = [];
let urls: Urls[] = [];

beforeAll(async () => {
  const databaseUrl = await migratedTestDatabase();
  db = await openPostgresTestDb(databaseUrl);
  processes = await Promise.all([0, 1].map(() => startSandboxProcess({ databaseUrl, ranks: { refreshMs: REFRESH_MS, pollMs: POLL_MS } })));
  urls = processes.map((each) => each.urls);
}, 180_000);
afterAll(async () => {
  await Promise.all(processes.map((each) => each.stop()));
  await db?.close();
});

interface Version {
  readonly version: number;
  readonly startedAt: number;
  readonly tookMs: number;
  readonly computedBy: string;
}

async function published(): Promise<Version[]> {
  const result = await db.query<{ version: number; started_at: Date; took_ms: number; computed_by: string }>(
    'select version, started_at, took_ms, computed_by from mining_rank_snapshots order by version',
  );
  return result.rows.map((row) => ({ version: Number(row.version), startedAt: row.started_at.getTime(), tookMs: row.took_ms, computedBy: row.computed_by }));
}

const cardOf = async (at: Urls, userId: number): Promise<{ computedAt: string; place: number | null }> => {
  const answer = await minerCall(at, userId, guildsContract.rankCard.path, { get: true });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body as { computedAt: string; place: number | null };
};

describe('two sandbox processes on one database', () => {
  it('recompute ranks once per interval between them, and each loads the versions the other made', async () => {
    const seen = new Map<number, Version>();
    const until = Date.now() + 8 * REFRESH_MS;
    // Only the last two versions are kept: watch the table often enough to see every one.
    while (Date.now() < until) {
      for (const version of await published()) seen.set(version.version, version);
      await pause(REFRESH_MS / 10);
    }
    const versions = [...seen.values()].sort((a, b) => a.version - b.version);
    expect(versions.length).toBeGreaterThanOrEqual(3);
    for (const [index, version] of versions.entries()) {
      const before = versions[index - 1];
      if (!before) continue;
      // Every version was seen (none skipped), and none started before the last was due.
      expect(version.version).toBe(before.version + 1);
      expect(version.startedAt - before.startedAt, JSON.stringify([before, version])).toBeGreaterThanOrEqual(REFRESH_MS + before.tookMs - 5);
    }
    // Both processes serve the newest version once they have looked (every 100 ms).
    const user = newUserId();
    await createMiner(urls[0]!, user);
    for (let tries = 0; ; tries++) {
      const newest = (await published()).at(-1)!;
      const cards = await Promise.all(urls.map((at) => cardOf(at, user)));
      if (cards.every((card) => Date.parse(card.computedAt) === newest.startedAt)) break;
      expect(tries, JSON.stringify({ newest, cards })).toBeLessThan(20);
      await pause(POLL_MS);
    }
  }, 120_000);

  it('a recomputation forced through one process is made there, and the other answers from it after its next look', async () => {
    const user = newUserId();
    await createMiner(urls[1]!, user);
    for (const [through, other] of [
      [0, 1],
      [1, 0],
    ] as const) {
      await control(urls[through]!, 'mining', '/guilds/refresh', {});
      const forced = (await published()).at(-1)!;
      expect(forced.computedBy.endsWith(`:${String(processes[through]!.pid)}`), JSON.stringify(forced)).toBe(true);
      for (let tries = 0; ; tries++) {
        const card = await cardOf(urls[other]!, user);
        // The forced version, or (on a slow machine) a scheduled one after it.
        if (Date.parse(card.computedAt) >= forced.startedAt) break;
        expect(tries, JSON.stringify({ forced, card })).toBeLessThan(30);
        await pause(POLL_MS);
      }
    }
  }, 60_000);
});
