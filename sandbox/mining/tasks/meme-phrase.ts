/**
 * The meme-phrase task `bigpumpMemePhrase` (seed 001 §3 type memePhrase; docs/decisions/tasks.md "Tasks
 * (issue 20)", "Meme phrase"): the campaign's secret phrase is the backend's configuration
 * (`mining_settings` `memePhrase.<code>`, the default below until a control sets another), published
 * elsewhere. `/v2/check/sendSolution` compares the user's phrase with it, both normalised (domain
 * `normalisePhrase`: NFC, case, whitespace), under the miner's lock at the database clock's instant:
 * after the task's deadline it is refused; 5 wrong phrases in 10 minutes (the proof code's limit)
 * refuse any further one until the oldest is 10 minutes old; the right one grants the boost once.
 * A wrong phrase is recorded and answered (`solved: false`), not thrown: a refusal would roll the
 * key's transaction back with the record.
 */
import { normalisePhrase, PHRASE_GUESS_LIMIT } from '../../../domain/mining/tasks/meme-phrase/rules';
import type { Queryable } from '../../main/engine/ledger';
import { iso, type SandboxClock } from '../../platform/clock';
import { SandboxError } from '../../platform/http/errors';
import type { UserFacts } from '../shared/facts';
import { speedSegments, wireMining } from '../shared/miner';
import { catalogueTask } from './catalogue';
import { checkTasks, deadlineOf, grant, periodOf, wireTasks } from './engine';

/** The phrase of a campaign no control has set (the sandbox's; a real campaign publishes its own). */
export const MEME_PHRASE_DEFAULT = 'Pump it to the moon';

const settingOf = (code: string): string => `memePhrase.${code}`;

/** A memePhrase task of the catalogue by its code, or null. */
export const memePhraseTask = (code: string) => {
  const task = catalogueTask(code);
  return task?.check.kind === 'phrase' ? task : null;
};

/** The campaign's phrase for the task, as configured (not normalised: as published). */
export async function memePhrase(q: Queryable, code: string): Promise<string> {
  const result = await q.query<{ value: unknown }>(`select value from mining_settings where key = $1`, [settingOf(code)]);
  const value = result.rows[0]?.value;
  return typeof value === 'string' ? value : MEME_PHRASE_DEFAULT;
}

export async function setMemePhrase(q: Queryable, code: string, phrase: string): Promise<void> {
  await q.query(`insert into mining_settings (key, value) values ($1, $2::jsonb) on conflict (key) do update set value = excluded.value`, [settingOf(code), JSON.stringify(phrase)]);
}

/** The wrong guesses still counting at `now` (newer than the window), oldest first. */
async function wrongGuesses(q: Queryable, userId: number, code: string, now: number): Promise<number[]> {
  const result = await q.query<{ at: Date }>(`select at from mining_phrase_guesses where user_id = $1 and code = $2 and at > $3 and at <= $4 order by at`, [
    userId,
    code,
    iso(now - PHRASE_GUESS_LIMIT.windowMs),
    iso(now),
  ]);
  return result.rows.map((row) => row.at.getTime());
}

/** When a guess is allowed again with `wrong` (oldest first) counting: once enough of them are older than the window. */
const retryAtOf = (wrong: readonly number[]): number => (wrong[wrong.length - PHRASE_GUESS_LIMIT.count] ?? 0) + PHRASE_GUESS_LIMIT.windowMs;

export async function sendSolution(tx: Queryable, clock: SandboxClock, facts: UserFacts, userId: number, code: string, solution: string) {
  if (memePhraseTask(code) === null) throw new SandboxError(404, 'No such meme-phrase task', 'unknown-task', ['code']);
  const { current, checked } = await checkTasks(tx, clock, userId, facts);
  const entry = checked.find(({ task }) => task.code === code);
  if (!entry) throw new Error(`${code} was not checked`);
  const { now } = current;
  const answer = async (solved: boolean, triesLeft: number, retryAt: number | null) => {
    const shown = solved ? { ...entry, doneAmount: entry.task.maxAmount, completed: true } : entry;
    const [task] = await wireTasks(tx, userId, [shown], now);
    if (!task) throw new Error(`${code} was not wired`);
    const segments = await speedSegments(tx, userId);
    return { solved, triesLeft, retryAt: retryAt === null ? null : iso(retryAt), task, mining: await wireMining(tx, current.miner, segments, now), serverTime: iso(now) };
  };
  const wrong = await wrongGuesses(tx, userId, code, now);
  const triesLeft = Math.max(0, PHRASE_GUESS_LIMIT.count - wrong.length);
  // Solved before: the same answer, whatever is sent now (nothing is compared or counted).
  if (entry.completed) return answer(true, triesLeft, null);
  const deadline = deadlineOf(entry.task, now);
  if (deadline !== null && now >= deadline) throw new SandboxError(409, 'The meme-phrase campaign has ended', 'phrase-ended');
  if (triesLeft === 0) {
    const retryAt = iso(retryAtOf(wrong));
    throw new SandboxError(429, `Too many wrong phrases: try again at ${retryAt}`, 'too-many-guesses', undefined, { retryAt });
  }
  if (normalisePhrase(solution) === normalisePhrase(await memePhrase(tx, code))) {
    await grant(tx, userId, entry.task, periodOf(entry.task, now), entry.unitsPerHour, now);
    return answer(true, triesLeft, null);
  }
  await tx.query(`insert into mining_phrase_guesses (user_id, code, at) values ($1, $2, $3)`, [userId, code, iso(now)]);
  const left = triesLeft - 1;
  return answer(false, left, left === 0 ? retryAtOf([...wrong, now]) : null);
}
