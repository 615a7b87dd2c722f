/**
 * The meme-phrase task (meme-phrase.ts) as a mining feature of the sandbox (features.ts):
 * `/v2/check/sendSolution`, the wrong guesses its limit counts, and the controls that read and set
 * the campaign's phrase (what the campaign publishes elsewhere; mounted under /sandbox behind the
 * control guard, never the app's contract), so a tester or the host page can reveal it.
 */
import { Hono } from 'hono';
import { z } from 'zod';
import { memePhraseContract as c } from '../../../adapters/http/contract/mining/meme-phrase';
import { MEME_PHRASE_MAX, normalisePhrase } from '../../../domain/mining/tasks/meme-phrase/rules';
import type { SandboxDeps, SandboxEnv } from '../../platform/deps';
import { controlRouter, mountMoving } from '../../platform/http/contract-route';
import { jsonBody, parse } from '../../platform/http/control-input';
import { SandboxError } from '../../platform/http/errors';
import type { Migration } from '../../platform/store/db';
import type { PurposeTable } from '../payments/purpose-table';
import type { UserFacts } from '../shared/facts';
import { memePhrase, memePhraseTask, sendSolution, setMemePhrase } from './meme-phrase';

/** Each wrong phrase a user sent, by the database clock: the limit counts those of the last 10 minutes. */
const phraseGuesses: Migration = {
  id: 'tasks-007-phrase-guesses',
  sql: `
create table mining_phrase_guesses (
  user_id bigint not null references mining_users(user_id),
  code text not null,
  at timestamptz not null
);
create index mining_phrase_guesses_user on mining_phrase_guesses (user_id, code, at);
`,
};

function routes(deps: SandboxDeps, _purposes: PurposeTable, facts: UserFacts): Hono<SandboxEnv> {
  const router = new Hono<SandboxEnv>();
  mountMoving(router, deps, c.sendSolution, ({ user, body, tx }) => sendSolution(tx, deps.clock, facts, user.id, body.code, body.solution));
  return router;
}

const codeOf = (code: string | undefined): string => {
  const task = memePhraseTask(code ?? '');
  if (task === null) throw new SandboxError(404, 'No such meme-phrase task', 'unknown-task', ['code']);
  return task.code;
};

/** A phrase a control may set: something left once normalised, no longer than the app may send. */
const phraseSchema = z.string().refine((text) => {
  const phrase = normalisePhrase(text);
  return phrase !== '' && phrase.length <= MEME_PHRASE_MAX;
}, `a phrase of 1 to ${String(MEME_PHRASE_MAX)} characters`);

function controls(deps: SandboxDeps): Hono {
  const router = controlRouter();
  router.get('/meme-phrase/:code', async (context) => {
    const code = codeOf(context.req.param('code'));
    return context.json({ code, phrase: await memePhrase(deps.db, code) });
  });
  router.post('/meme-phrase/:code', async (context) => {
    const code = codeOf(context.req.param('code'));
    const { phrase } = parse(z.object({ phrase: phraseSchema }).strict(), await jsonBody(context));
    await setMemePhrase(deps.db, code, phrase);
    return context.json({ code, phrase: await memePhrase(deps.db, code) });
  });
  return router;
}

// Typed where it is listed (features.ts), so this file does not import the list back.
export const memePhraseFeature = { id: 'meme-phrase', contract: c, routes, migrations: [phraseGuesses], controls };
