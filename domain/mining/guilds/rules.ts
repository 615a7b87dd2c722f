/**
 * The guilds screens' rules (seed 001 §2 "Guilds screen", §5 "Alliance input", §9; MINING.md "Ranks,
 * alliances and friends"): the ranks and their shares, the carousel's wrapping and swipe, the
 * alliance name a user typed, the avatar an alliance without a picture gets, and its invite link's
 * start parameter. Pure.
 */

/** The ranks the carousel shows, from the widest, with the share of best miners each holds. */
export const GUILD_RANKS = [
  { rank: 1, percent: 50 },
  { rank: 2, percent: 30 },
  { rank: 3, percent: 15 },
  { rank: 4, percent: 4 },
  { rank: 5, percent: 1 },
] as const;

/** Seed 001 §9: a swipe moves the carousel past 50 px. */
export const SWIPE_THRESHOLD_PX = 50;

/** The carousel's index after moving `step` from `index`, wrapping both ways over `length`. */
export function wrapIndex(index: number, step: number, length: number = GUILD_RANKS.length): number {
  if (length <= 0) return 0;
  return (((index + step) % length) + length) % length;
}

/** The carousel's start: the user's own rank (1-5), Adept before mining. */
export function startIndexFor(guild: number): number {
  const index = GUILD_RANKS.findIndex((entry) => entry.rank === guild);
  return index === -1 ? 0 : index;
}

/** A horizontal drag of `dx` px: -1 (next, dragged left), +1 (previous, dragged right) past the threshold, 0 otherwise. */
export function swipeStep(dx: number): -1 | 0 | 1 {
  if (!Number.isFinite(dx) || Math.abs(dx) <= SWIPE_THRESHOLD_PX) return 0;
  return dx < 0 ? -1 : 1;
}

const NAME = /^[A-Za-z0-9_]{3,32}$/;
const RESERVED_PATHS = new Set(['joinchat', 'share', 'addstickers', 'addemoji', 'proxy', 'socks', 'login', 'invoice']);

/**
 * The alliance name a user typed (seed 001 §5): '@name', a t.me-style link (https://t.me/name,
 * t.me/name, telegram.me/name, with an optional trailing slash or query), or a plain word. Names
 * are 3-32 letters, digits or underscores, compared in lower case (as the messenger's usernames);
 * anything else, hostile text included, is null.
 */
export function allianceNameFrom(input: string): string | null {
  const text = input.trim();
  if (text.length === 0 || text.length > 200) return null;
  const link = /^(?:https?:\/\/)?(?:www\.)?(?:t\.me|telegram\.me)\/([^/?#\s]+)\/?(?:\?[^\s#]*)?$/i.exec(text);
  const candidate = link ? link[1] : text.startsWith('@') ? text.slice(1) : text;
  if (candidate === undefined || !NAME.test(candidate)) return null;
  const name = candidate.toLowerCase();
  // The messenger's own paths (an invite to a private chat, sharing) are not a public name.
  return link && RESERVED_PATHS.has(name) ? null : name;
}

/** Seed 001 §3: one of 7 avatars by a hash of the name (FNV-1a over its lower-case characters). */
export const AVATAR_COUNT = 7;

export function avatarIndex(name: string): number {
  let hash = 0x811c9dc5;
  for (const char of name.toLowerCase()) {
    hash ^= char.codePointAt(0) ?? 0;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash % AVATAR_COUNT;
}

/** The start parameter of an alliance's invite link (docs/decisions/launch-and-messenger.md "Start parameter"), or null for a name that cannot travel. */
export function allianceStartParam(name: string): string | null {
  return NAME.test(name) ? `alliance-${name}` : null;
}

/** The alliance's chat: its name is the messenger's public name of its chat. */
export function allianceChatLink(name: string): string | null {
  return NAME.test(name) ? `https://t.me/${name}` : null;
}
