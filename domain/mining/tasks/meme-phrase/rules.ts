/**
 * The meme-phrase task (seed 001 §3 type memePhrase; docs/decisions/tasks.md "Tasks (issue 20)", "Meme
 * phrase"): the campaign's secret phrase, published elsewhere, typed by the user. Two phrases are
 * the same when they are after normalising: Unicode NFC (a letter typed as a letter and a
 * combining accent is the precomposed letter), case ignored, any run of whitespace one space, none
 * at the ends. Pure, shared by the sheet and the sandbox, which compares only normalised text.
 */
import type { Task } from '../types';

/** The meme-phrase tasks run their own flow in the sheet (a phrase to type), instead of Open and Check. */
export const isMemePhrase = (task: Pick<Task, 'type'>): boolean => task.type === 'memePhrase';

/** The longest phrase the app sends (normalised); the campaign's own is shorter. */
export const MEME_PHRASE_MAX = 200;

/** The phrase as compared: NFC, lower case (and NFC again: lowering may decompose), whitespace runs one space, trimmed. */
export function normalisePhrase(text: string): string {
  return text.normalize('NFC').toLowerCase().normalize('NFC').replace(/\s+/gu, ' ').trim();
}

export const samePhrase = (guess: string, secret: string): boolean => normalisePhrase(guess) === normalisePhrase(secret);

/** Why a typed phrase is not sent: nothing typed, or longer than any phrase. */
export type PhraseProblem = 'empty' | 'too-long';

export function phraseProblem(text: string): PhraseProblem | null {
  const phrase = normalisePhrase(text);
  if (phrase === '') return 'empty';
  return phrase.length > MEME_PHRASE_MAX ? 'too-long' : null;
}

/** Wrong guesses allowed per user in the window, then 'too many guesses' (like the proof code's limit). */
export const PHRASE_GUESS_LIMIT = { count: 5, windowMs: 10 * 60_000 } as const;
