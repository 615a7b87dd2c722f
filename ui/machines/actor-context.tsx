/**
 * `createActorContext` with the development inspector attached. Pattern for a feature:
 *
 *   // ui/machines/send-context.tsx
 *   export const SendContext = createInspectableActorContext(sendMachine);
 *
 *   // the route component: ports meet the machine here, never in its context
 *   const ports = usePorts();
 *   <SendContext.Provider logic={provideSend(ports)} options={{ input }}>...</SendContext.Provider>
 *
 *   // a screen
 *   const view = SendContext.useSelector(selectSendView);
 *
 * A screen test may seed the machine's starting snapshot (seed-snapshots.tsx); it then replaces
 * the input.
 */
import { createActorContext } from '@xstate/react';
import type { ReactElement, ReactNode } from 'react';
import type { ActorOptions, AnyActorLogic } from 'xstate';
import { useInspect } from './inspector';
import { useSeededSnapshot } from './seed-snapshots';

export function createInspectableActorContext<TLogic extends AnyActorLogic>(logic: TLogic) {
  const context = createActorContext(logic);

  function Provider(props: { children: ReactNode; logic?: TLogic; options?: ActorOptions<TLogic> }): ReactElement {
    const inspect = useInspect();
    const seeded = useSeededSnapshot((logic as { readonly id?: string }).id);
    const withSeed = seeded ? { ...props.options, snapshot: seeded } : props.options;
    const options = inspect ? { ...withSeed, inspect } : withSeed;
    return (
      <context.Provider logic={props.logic ?? logic} {...(options ? { options } : {})}>
        {props.children}
      </context.Provider>
    );
  }

  return { useSelector: context.useSelector, useActorRef: context.useActorRef, Provider };
}
