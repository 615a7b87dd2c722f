/**
 * One step-to-path rule for every multi-screen flow (docs/decisions/architecture.md "Flow routes"). A flow is a
 * table of steps, each naming when the machine is at it and which paths show it (the first is where
 * the route goes when the machine arrives there by itself). Two ways in which a path and a machine
 * part company, and one rule for each:
 * - the machine moves by itself (a dry run passed, a token was picked): the route follows, pushing,
 *   replacing, or going back in history, as the step it arrives at says;
 * - the path changes some other way (the back button, a deep link, a reload): a step that owns the
 *   path and has an `enter` event brings the machine to it (the route leads: swap pickers); else the
 *   step the machine is at may `leave` (the machine leads: back from a send confirmation), and if
 *   the path still does not show the machine's step the route is replaced by one that does.
 * A path outside the flow (the user left it: the home link, back past its first screen) changes
 * nothing: the flow's layout is about to unmount with its machine.
 * Pure: the hook in use-flow-route.ts applies it to a router and an actor.
 */

/** How the route follows a machine that arrives at a step by itself. */
export type Arrival = 'push' | 'replace' | 'back';

export interface FlowStep<TSnapshot, TEvent> {
  /** For logs, tests and the hook's onArrive. */
  readonly name: string;
  readonly when: (snapshot: TSnapshot) => boolean;
  /** The paths that show this step, the first the one to go to; null: any path (never interrupted). */
  readonly paths: readonly string[] | null;
  /** Default 'push'. 'back' returns to the entry the user came from (or replaces when there is none). */
  readonly arrive?: Arrival;
  /**
   * How the route follows when the machine leaves this step by itself, over the next step's
   * `arrive`: a step that was a detour (a picker) goes back, one that was a way in (a preset
   * screen opened by a link) is replaced.
   */
  readonly leaveBy?: Arrival;
  /** The route leads: one of this step's paths is shown while the machine is elsewhere. */
  readonly enter?: TEvent;
  /** The machine leads: the user left this step's paths, and this takes the machine out of it. */
  readonly leave?: TEvent;
  /**
   * Where back from this step goes when the spec names it (seed 001 §2: copy trading's screens),
   * whatever the history holds (a reload, a deep link, an entry replaced on the way); null or
   * absent: back in history.
   */
  readonly back?: (snapshot: TSnapshot) => string | null;
}

export interface FlowTable<TSnapshot, TEvent> {
  readonly name: string;
  /** In order: the first step whose `when` holds is the machine's; the last should always hold. */
  readonly steps: readonly FlowStep<TSnapshot, TEvent>[];
}

export interface FlowNavigation {
  readonly to: string;
  readonly how: Arrival;
}

export function stepOf<S, E>(table: FlowTable<S, E>, snapshot: S): FlowStep<S, E> {
  const step = table.steps.find((candidate) => candidate.when(snapshot));
  if (!step) throw new Error(`flow ${table.name}: no step matches the machine`);
  return step;
}

const shows = <S, E>(step: FlowStep<S, E>, pathname: string): boolean => step.paths === null || step.paths.includes(pathname);

/** A path no step shows belongs to another screen: the flow is being left, and its layout unmounts. */
const outside = <S, E>(table: FlowTable<S, E>, pathname: string): boolean => !table.steps.some((step) => step.paths?.includes(pathname));

const enteredBy = <S, E>(table: FlowTable<S, E>, pathname: string): FlowStep<S, E> | undefined =>
  table.steps.find((step) => step.enter !== undefined && step.paths?.includes(pathname));

/** The machine moved by itself from `previous` to `next` while `pathname` is shown: where the route goes. */
export function routeAfterMove<S, E>(table: FlowTable<S, E>, previous: S, next: S, pathname: string): FlowNavigation | null {
  const before = stepOf(table, previous);
  const after = stepOf(table, next);
  if (before === after || shows(after, pathname) || after.paths === null) return null;
  const to = after.paths[0];
  return to === undefined ? null : { to, how: before.leaveBy ?? after.arrive ?? 'push' };
}

/** The path changed some other way: the event that brings the machine in line, if any. */
export function eventForPath<S, E>(table: FlowTable<S, E>, pathname: string, snapshot: S): E | null {
  const current = stepOf(table, snapshot);
  if (shows(current, pathname) || outside(table, pathname)) return null;
  return enteredBy(table, pathname)?.enter ?? current.leave ?? null;
}

/** After that event: the path to show instead (replacing this one), when this one still does not fit. */
export function redirectForPath<S, E>(table: FlowTable<S, E>, pathname: string, snapshot: S): string | null {
  const current = stepOf(table, snapshot);
  // A path that enters a step is the route's to lead; a machine that refused it leaves the path alone.
  if (shows(current, pathname) || current.paths === null || enteredBy(table, pathname) || outside(table, pathname)) return null;
  return current.paths[0] ?? null;
}

/** The user went back from the machine's step and landed on `pathname`: where the step's back goes instead, if elsewhere. */
export function backTargetFor<S, E>(table: FlowTable<S, E>, snapshot: S, pathname: string): string | null {
  const target = stepOf(table, snapshot).back?.(snapshot) ?? null;
  return target === null || target === pathname ? null : target;
}
