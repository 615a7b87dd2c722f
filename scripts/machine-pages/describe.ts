/**
 * A machine's picture as plain data, read from the machine's own definition (XState v5's state
 * nodes, after `createMachine`), never from its source text: what the reviewer sees is what runs.
 * States and their nesting, every transition with its event, guard, target and actions, invoked
 * actors, tags, descriptions, entry and exit actions. The renderer (render.ts) turns it into HTML.
 */
import type { AnyStateMachine, AnyStateNode } from 'xstate';

export interface TransitionPicture {
  /** The event as a reviewer reads it: `amount.change`, `done · loadOffer`, `after 5000 ms`, `always`. */
  readonly event: string;
  readonly guard: string | null;
  /** State ids; empty for a transition that stays where it is (actions only). */
  readonly targets: readonly string[];
  readonly reenter: boolean;
  readonly actions: readonly string[];
  readonly description: string | null;
}

export interface InvokePicture {
  readonly id: string;
  readonly src: string;
}

export interface StatePicture {
  readonly id: string;
  readonly key: string;
  readonly type: 'atomic' | 'compound' | 'parallel' | 'final' | 'history';
  readonly initial: boolean;
  readonly description: string | null;
  readonly tags: readonly string[];
  readonly entry: readonly string[];
  readonly exit: readonly string[];
  readonly invoke: readonly InvokePicture[];
  readonly transitions: readonly TransitionPicture[];
  readonly states: readonly StatePicture[];
}

export interface MachinePicture {
  readonly id: string;
  /** Where the machine is defined: the module (relative to the repository) and its export. */
  readonly module: string;
  readonly exportName: string;
  readonly root: StatePicture;
  /** The actors the machine's setup names, with the machine ids of those that are machines. */
  readonly actors: readonly { readonly name: string; readonly machineId: string | null }[];
}

type Named = { readonly type?: unknown; readonly name?: unknown; readonly guards?: unknown };

/** A guard's name: a named guard, a parameterised one, `not(…)`/`and(…)`/`or(…)`, or an inline condition. */
export function guardName(guard: unknown): string {
  if (typeof guard === 'string') return guard;
  if (guard && typeof guard === 'object' && typeof (guard as Named).type === 'string') return (guard as { type: string }).type;
  if (typeof guard === 'function') {
    const { guards, name } = guard as Named;
    if (Array.isArray(guards)) return `${String(name)}(${guards.map(guardName).join(', ')})`;
    return 'inline condition';
  }
  return 'inline condition';
}

/** An action's name: named actions as named, XState's built-ins (assign, raise…) without their prefix. */
export function actionName(action: unknown): string {
  if (typeof action === 'string') return action;
  if (action && typeof action === 'object' && typeof (action as Named).type === 'string') return (action as { type: string }).type;
  if (typeof action === 'function') {
    const builtIn = 'resolve' in action ? (action as Named).type : undefined;
    if (typeof builtIn === 'string') return builtIn.replace(/^xstate\./, '');
    return 'inline action';
  }
  return 'inline action';
}

/**
 * XState's internal event types, as a reviewer reads them; an invoked actor's done and error
 * events name the actor's source (`srcOfInvokeId`) rather than its generated invocation id.
 */
export function eventLabel(eventType: string, srcOfInvokeId: ReadonlyMap<string, string> = new Map()): string {
  if (eventType === '') return 'always';
  const actor = /^xstate\.(done|error)\.actor\.(.+)$/.exec(eventType);
  if (actor) return `${actor[1]} · ${srcOfInvokeId.get(actor[2]!) ?? actor[2]}`;
  const after = /^xstate\.after\.([^.]+)\./.exec(eventType);
  if (after) return /^\d+$/.test(after[1]!) ? `after ${after[1]} ms` : `after ${after[1]}`;
  const doneState = /^xstate\.done\.state\.(.+)$/.exec(eventType);
  if (doneState) return `done · #${doneState[1]}`;
  return eventType;
}

type TransitionDefinition = {
  readonly eventType: string;
  readonly guard?: unknown;
  readonly target?: readonly AnyStateNode[];
  readonly reenter?: boolean;
  readonly actions: readonly unknown[];
  readonly description?: string;
};

function transitionPicture(transition: TransitionDefinition, srcOfInvokeId: ReadonlyMap<string, string>): TransitionPicture {
  return {
    event: eventLabel(transition.eventType, srcOfInvokeId),
    guard: transition.guard === undefined ? null : guardName(transition.guard),
    targets: (transition.target ?? []).map((target) => target.id),
    reenter: transition.reenter === true,
    actions: transition.actions.map(actionName),
    description: transition.description ?? null,
  };
}

type InvokeDefinition = { readonly id: string; readonly src: string };

function statePicture(node: AnyStateNode, initialKey: string | undefined, srcOfInvokeId: ReadonlyMap<string, string>): StatePicture {
  const initial = node.config.initial;
  const transitions = [...(node.transitions.values() as Iterable<readonly TransitionDefinition[]>)].flat();
  const always = (node.always ?? []) as readonly TransitionDefinition[];
  return {
    id: node.id,
    key: node.key,
    type: node.type,
    initial: initialKey !== undefined && node.key === initialKey,
    description: node.description ?? null,
    tags: [...node.tags],
    entry: node.entry.map(actionName),
    exit: node.exit.map(actionName),
    invoke: (node.invoke as readonly InvokeDefinition[]).map((invoke) => ({ id: invoke.id, src: invoke.src })),
    transitions: [...transitions, ...always].map((transition) => transitionPicture(transition, srcOfInvokeId)),
    states: Object.values(node.states as Record<string, AnyStateNode>).map((child) => statePicture(child, typeof initial === 'string' ? initial : undefined, srcOfInvokeId)),
  };
}

export function describeMachine(machine: AnyStateMachine, module: string, exportName: string, machineIdOf: (logic: unknown) => string | null): MachinePicture {
  const actors = Object.entries((machine.implementations.actors ?? {}) as Record<string, unknown>).map(([name, logic]) => ({ name, machineId: machineIdOf(logic) }));
  const nodes = (node: AnyStateNode): AnyStateNode[] => [node, ...Object.values(node.states as Record<string, AnyStateNode>).flatMap(nodes)];
  const srcOfInvokeId = new Map(nodes(machine.root).flatMap((node) => (node.invoke as readonly InvokeDefinition[]).map((invoke) => [invoke.id, invoke.src] as const)));
  return { id: machine.id, module, exportName, root: statePicture(machine.root, undefined, srcOfInvokeId), actors };
}

/** Every state of a picture, the root first, in document order. */
export function statesOf(state: StatePicture): StatePicture[] {
  return [state, ...state.states.flatMap(statesOf)];
}
