/**
 * The Stately inspector, for development only.
 *
 * How to use it:
 * 1. Run the app with VITE_INSPECT=true (or inject `inspect: true` in the page's configuration).
 * 2. The start code calls `inspectorFor(config)` once and puts the result in <InspectProvider>.
 * 3. A feature creates its React context with `createInspectableActorContext(machine)`
 *    (./actor-context.tsx) instead of `createActorContext`: every actor it starts reports to the
 *    inspector window, which the browser opens on the first event (allow the pop-up).
 * Anything created with a bare `createActor` can pass `{ inspect: useInspect() }` itself.
 *
 * @statelyai/inspect is imported dynamically and only when asked for, so production bundles
 * never contain it.
 */
import { createContext, useContext } from 'react';
import type { ActorOptions, AnyActorLogic } from 'xstate';
import type { AppConfig } from '../../adapters/config';

/** The `inspect` option of `createActor`, or undefined when inspection is off. */
export type InspectOption = ActorOptions<AnyActorLogic>['inspect'];

let browserInspector: Promise<InspectOption> | null = null;

export function inspectorFor(config: Pick<AppConfig, 'inspect'>): Promise<InspectOption> {
  if (!config.inspect) return Promise.resolve(undefined);
  // One inspector window per page, however many times this is called.
  browserInspector ??= import('@statelyai/inspect').then(({ createBrowserInspector }) => createBrowserInspector().inspect);
  return browserInspector;
}

const InspectContext = createContext<InspectOption>(undefined);

export const InspectProvider = InspectContext.Provider;

export const useInspect = (): InspectOption => useContext(InspectContext);
