/**
 * The mining area's chunk list for the prefetch (mining-prefetch.ts): written into the built code by
 * the build (scripts/vite-mining-chunks.ts), in place of the placeholder. Under the development
 * server and in tests the placeholder stays and the list is empty: nothing is fetched ahead.
 */
import type { Language } from '../../domain/launch/language';

/** Replaced, with its quotes, by the list as a JSON string literal. */
export const MINING_CHUNKS_PLACEHOLDER = '__SWITCH_MINING_CHUNKS__';

export interface MiningChunks {
  /** The mining screens' and ports' chunks, addressed from the app's origin. */
  readonly code: readonly string[];
  /** Their style sheets. */
  readonly styles: readonly string[];
  /** The mining and purchase catalogs' chunks, by language. */
  readonly catalogs: Readonly<Partial<Record<Language | string, readonly string[]>>>;
}

// The one place the placeholder is written in the code the build sees (a second would be replaced
// instead, or not at all: the plugin refuses a chunk with two).
const written: string = MINING_CHUNKS_PLACEHOLDER;

/** What to fetch ahead for a user of this language: modules (the code, then the catalogs) and style sheets. */
export function miningChunkHrefs(language: Language, list: string = written): { readonly modules: readonly string[]; readonly styles: readonly string[] } {
  // Not written (development server, tests): nothing to fetch.
  if (!list.startsWith('{')) return { modules: [], styles: [] };
  const parsed = JSON.parse(list) as MiningChunks;
  // The catalogs first: small, and the mining home's route waits for its own.
  return { modules: [...(parsed.catalogs[language] ?? []), ...parsed.code], styles: parsed.styles };
}
