/**
 * The meme-phrase task over the real apps (issue 20; docs/decisions/tasks.md "Tasks (issue 20)", "Meme
 * phrase"): granted only for the campaign's phrase (the sandbox's configuration, set by its
 * control), compared normalised (case, whitespace, Unicode NFC), once whatever the keys, concurrent
 * or replayed; 5 wrong phrases per 10 minutes of the database clock, then 'too many guesses'; and
 * refused after the campaign's deadline.
 */
import { describe, expect, it } from 'vitest';
import { memePhraseContract } from '../../adapters/http/contract/mining/meme-phrase';
import { tasksContract } from '../../adapters/http/contract/mining/tasks';
import type { SandboxDeps } from '../../sandbox/platform/deps';
import type { ManualClock } from '../support/manual-clock';
import { call, callRaw, control, HOUR, miningCalls, nano, newCaller, newKey, newMiner, suiteWorld, taskGrants, type Caller } from './mining-support';

const c = { ...miningCalls, ...tasksContract, ...memePhraseContract };
const CODE = 'bigpumpMemePhrase';
const MINUTE = 60_000;

export function memePhraseSuite(open: (clock: ManualClock) => Promise<SandboxDeps & { clock: ManualClock }>): void {
  const world = suiteWorld(open);

  const miner = (): Promise<Caller> => newMiner(world);
  const grants = (user: Caller): Promise<number> => taskGrants(world, user, CODE);
  const send = (user: Caller, solution: string, key = newKey(), code = CODE) => callRaw(world, user, c.sendSolution, { body: { code, solution }, idempotencyKey: key });
  const solved = (answer: { status: number; body: unknown }) => (answer.status === 200 ? c.sendSolution.response.parse(answer.body) : null);
  const setPhrase = (phrase: unknown) => control(world, 'POST', `/meme-phrase/${CODE}`, { phrase });
  const taskOf = async (user: Caller) => {
    const answer = await call(world, user, c.boostTasks, { query: { boostType: 'pump' } });
    const task = answer.tasks.find((entry) => entry.code === CODE);
    if (!task) throw new Error(`no task ${CODE}`);
    return task;
  };

  describe('the meme phrase', () => {
    it('is granted once for the campaign’s phrase, typed in any case, spacing or Unicode form, whatever the keys', async () => {
      expect(await setPhrase('Ёжик  в ТУМАНЕ café')).toMatchObject({ status: 200, body: { phrase: 'Ёжик  в ТУМАНЕ café' } });
      expect(await control(world, 'GET', `/meme-phrase/${CODE}`)).toMatchObject({ status: 200, body: { code: CODE, phrase: 'Ёжик  в ТУМАНЕ café' } });
      const user = await miner();
      expect(await taskOf(user)).toMatchObject({ type: 'memePhrase', doneAmount: 0, isCompleted: false });
      const wrong = solved(await send(user, 'ёжик в тумане'));
      expect(wrong).toMatchObject({ solved: false, triesLeft: 4, retryAt: null, task: { isCompleted: false } });
      expect(await grants(user)).toBe(0);

      // NFD (the e and its accent apart), other case, tabs and no-break spaces: the same phrase.
      const typed = '  Е\u0308ЖИК\tв\u00a0ТУМАНЕ CAFE\u0301 ';
      const key = newKey();
      const answers = await Promise.all([send(user, typed, key), send(user, typed, key), send(user, typed), send(user, 'ёжик в тумане café')]);
      expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200]);
      expect(answers.map((answer) => solved(answer)?.solved)).toEqual([true, true, true, true]);
      expect(await send(user, typed, key)).toEqual(answers[0]);
      const body = solved(answers[0] ?? { status: 0, body: null });
      expect(body?.task).toMatchObject({ code: CODE, isCompleted: true, currentAddSpeed: '0.5', boostEndsAt: new Date(world.deps.clock.now() + 24 * HOUR).toISOString() });
      expect(nano(body?.mining.speed ?? '0')).toBe(1_500_000_000n);
      expect(await grants(user)).toBe(1);
      // Solved: anything sent later answers solved and grants nothing more.
      expect(solved(await send(user, 'nonsense'))?.solved).toBe(true);
      expect(await grants(user)).toBe(1);
      expect((await taskOf(user)).isCompleted).toBe(true);
    });

    it('allows 5 wrong phrases per 10 minutes of the database clock, then refuses any until the oldest is 10 minutes old', async () => {
      await setPhrase('to the moon');
      const user = await miner();
      const firstAt = world.deps.clock.now();
      for (let left = 4; left >= 1; left -= 1) {
        expect(solved(await send(user, `guess ${String(left)}`))).toMatchObject({ solved: false, triesLeft: left, retryAt: null });
        world.deps.clock.advance(MINUTE);
      }
      expect(solved(await send(user, 'guess 0'))).toMatchObject({ solved: false, triesLeft: 0, retryAt: new Date(firstAt + 10 * MINUTE).toISOString() });
      // The sixth, even the right one, waits.
      expect(await send(user, 'to the moon')).toMatchObject({ status: 429, body: { code: 'too-many-guesses', params: { retryAt: new Date(firstAt + 10 * MINUTE).toISOString() } } });
      world.deps.clock.advance(5 * MINUTE);
      expect((await send(user, 'TO THE MOON')).status).toBe(429);
      expect(await grants(user)).toBe(0);
      // Ten minutes after the first wrong one: one try again.
      world.deps.clock.advance(2 * MINUTE);
      expect(solved(await send(user, 'To  the moon'))).toMatchObject({ solved: true });
      expect(await grants(user)).toBe(1);
    });

    it('counts wrong phrases sent at once against each other', async () => {
      await setPhrase('to the moon');
      const user = await miner();
      const answers = await Promise.all(Array.from({ length: 8 }, (_, index) => send(user, `wrong ${String(index)}`)));
      expect(answers.filter((answer) => answer.status === 200).map((answer) => solved(answer)?.triesLeft).sort()).toEqual([0, 1, 2, 3, 4]);
      expect(answers.filter((answer) => answer.status === 429)).toHaveLength(3);
      const counted = await world.deps.db.query<{ n: string }>(`select count(*)::text as n from mining_phrase_guesses where user_id = $1`, [user.id]);
      expect(counted.rows[0]?.n).toBe('5');
    });

    it('refuses hostile input, an unknown task, a missing key and no record', async () => {
      const user = await miner();
      for (const bad of ['', 'x'.repeat(201)]) expect((await send(user, bad)).status).toBe(400);
      expect((await callRaw(world, user, c.sendSolution, { body: { code: CODE, solution: 7 }, idempotencyKey: newKey() })).status).toBe(400);
      expect(await send(user, 'to the moon', newKey(), 'swapTon')).toMatchObject({ status: 404, body: { code: 'unknown-task' } });
      expect((await send(user, 'to the moon', newKey(), '<script>')).status).toBe(400);
      expect((await callRaw(world, user, c.sendSolution, { body: { code: CODE, solution: 'to the moon' } })).status).toBe(400);
      expect((await send(newCaller(), 'to the moon')).status).toBe(404);
      // A hostile phrase is only text: a wrong guess, nothing more.
      expect(solved(await send(user, "'; drop table mining_task_grants; --"))).toMatchObject({ solved: false });
      for (const phrase of ['', '   \t ', 'x'.repeat(201), 42]) expect((await setPhrase(phrase)).status).toBe(400);
      expect((await control(world, 'GET', '/meme-phrase/swapTon')).status).toBe(404);
      expect((await control(world, 'POST', '/meme-phrase/bigpumpMemePhrase', { phrase: 'ok', extra: true })).status).toBe(400);
    });

    // Last: it moves the suite's clock past the campaign.
    it('is refused after the campaign’s deadline, right or wrong; a phrase solved before stays solved', async () => {
      await setPhrase('to the moon');
      const early = await miner();
      expect(solved(await send(early, 'to the moon'))?.solved).toBe(true);
      const late = await miner();
      const { dttmUpdate } = await taskOf(late);
      if (dttmUpdate === null) throw new Error('the meme-phrase task has no deadline');
      world.deps.clock.set(Date.parse(dttmUpdate));
      expect(await send(late, 'to the moon')).toMatchObject({ status: 409, body: { code: 'phrase-ended' } });
      expect(await send(late, 'wrong')).toMatchObject({ status: 409, body: { code: 'phrase-ended' } });
      expect(await grants(late)).toBe(0);
      expect(solved(await send(early, 'to the moon'))?.solved).toBe(true);
      expect(await grants(early)).toBe(1);
    });
  });
}
