/**
 * Finds every XState machine that domain/ exports, by importing each module and looking at what
 * it exports, so a new machine joins the pictures (and the test that they are current) without
 * anyone listing it. A machine exported from two modules is drawn once, from the first module
 * found in path order.
 */
import { readdir } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { AnyStateMachine } from 'xstate';

export interface FoundMachine {
  readonly machine: AnyStateMachine;
  /** The module, relative to the repository, with forward slashes. */
  readonly module: string;
  readonly exportName: string;
}

/** A created machine: XState v5's StateMachine has a root state node and a definition. */
export function isMachine(value: unknown): value is AnyStateMachine {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Partial<AnyStateMachine>;
  return typeof candidate.getInitialSnapshot === 'function' && typeof candidate.root === 'object' && typeof candidate.id === 'string' && 'definition' in candidate;
}

async function modulesUnder(directory: string): Promise<string[]> {
  const entries = await readdir(directory, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.ts') && !entry.name.endsWith('.d.ts'))
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();
}

export async function discoverMachines(repository: string, folder = 'domain'): Promise<FoundMachine[]> {
  const found: FoundMachine[] = [];
  const seen = new Set<unknown>();
  for (const path of await modulesUnder(join(repository, folder))) {
    const exports = (await import(pathToFileURL(path).href)) as Record<string, unknown>;
    for (const exportName of Object.keys(exports).sort()) {
      const value = exports[exportName];
      if (!isMachine(value) || seen.has(value)) continue;
      seen.add(value);
      found.push({ machine: value, module: relative(repository, path).split('\\').join('/'), exportName });
    }
  }
  return found;
}
