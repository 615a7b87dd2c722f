/**
 * The create-coin task (seed 001 §9 "Create-coin task: up to 5 coins, 24 h each"; docs/decisions/tasks.md
 * "Tasks (issue 20)", "Create-coin task"): the user proves a coin they made on BigPump by its
 * creation transaction's hash. A TON transaction hash is 32 bytes; explorers and wallets show it as
 * 64 hex digits or as base64 (standard or URL-safe), and a link to it ends with it. Pure, shared by
 * the sheet (so a malformed paste is worded before anything is sent) and the sandbox.
 */
import { decodeBase64Url } from '../../../launch/base64url';
import type { Task } from '../types';

export const CREATE_COIN_TYPE = 'bigpump';

/** The create-coin tasks run their own flow in the sheet (a hash to paste), instead of Open and Check. */
export const isCreateCoin = (task: Pick<Task, 'type'>): boolean => task.type === CREATE_COIN_TYPE;

/** The wire's form of a coin's hash: 64 lowercase hex digits. */
export const COIN_HASH_PATTERN = /^[0-9a-f]{64}$/;

/** Longer input is not a hash in any form (a link to one is well under this). */
export const COIN_HASH_INPUT_MAX = 300;

const HASH_BYTES = 32;

/** 32 bytes from base64 or base64url (43 characters, or 44 with its '='), canonical: one hash has one spelling. */
function hexOfBase64(text: string): string | null {
  const body = text.length === 44 && text.endsWith('=') ? text.slice(0, 43) : text;
  if (body.length !== 43) return null;
  const bytes = decodeBase64Url(body.replace(/\+/g, '-').replace(/\//g, '_'));
  if (bytes === null || bytes.length !== HASH_BYTES) return null;
  return [...bytes].map((byte) => byte.charCodeAt(0).toString(16).padStart(2, '0')).join('');
}

/** The last path segment of an https link (an explorer's page of the transaction), or the text itself. */
function hashPartOf(text: string): string {
  if (!/^https:\/\//i.test(text)) return text;
  const path = text.replace(/^https:\/\/[^/?#]*/i, '').replace(/[?#].*$/, '');
  const segments = path.split('/').filter((segment) => segment !== '');
  const last = segments[segments.length - 1] ?? '';
  try {
    return decodeURIComponent(last);
  } catch {
    return '';
  }
}

/**
 * The hash a pasted text names, as 64 lowercase hex digits, or null when it names none: hex in any
 * case, base64 or base64url, or a link ending with one; spaces around it are ignored. Never throws.
 */
export function parseCoinHash(input: string): string | null {
  if (input.length > COIN_HASH_INPUT_MAX) return null;
  const text = hashPartOf(input.trim());
  if (/^[0-9a-fA-F]{64}$/.test(text)) return text.toLowerCase();
  return hexOfBase64(text);
}

/** Seed 001 §9: up to 5 coins count, each with its own 24 h boost. */
export const CREATE_COIN_MAX = 5;
