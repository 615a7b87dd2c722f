/**
 * Which server of an ordered list a backend uses now. The choice is persisted so that after a
 * failover (and across reloads) the app keeps talking to the server that last worked.
 */
import type { Storage } from '../../domain/shared/storage';
import { STORAGE_KEYS } from '../../domain/storage-keys';
import { chooseServer } from './server-choice';

export interface ServerList {
  current(): string;
  /** Moves to the next server in the list (wrapping) and persists it; returns it. */
  advance(from: string): string;
}

export function createServerList(backend: string, servers: readonly string[], storage: Storage): ServerList {
  if (servers.length === 0) throw new Error(`no servers configured for ${backend}`);
  const first = servers[0] as string;
  return {
    current: () => chooseServer(servers, storage.get(STORAGE_KEYS.activeServer)[backend]) ?? first,
    advance(from) {
      const index = servers.indexOf(from);
      const next = servers[(index + 1) % servers.length] ?? first;
      storage.set(STORAGE_KEYS.activeServer, { ...storage.get(STORAGE_KEYS.activeServer), [backend]: next });
      return next;
    },
  };
}
