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
 */
import { createActorContext } from '@xstate/react';
import type { ReactElement, ReactNode } from 'react';
import type { ActorOptions, AnyActorLogic } from 'xstate';
import { useInspect } from './inspector';

export function createInspectableActorContext<TLogic extends AnyActorLogic>(logic: TLogic) {
  const context = createActorContext(logic);

  function Provider(props: { children: ReactNode; logic?: TLogic; options?: ActorOptions<TLogic> }): ReactElement {
    const inspect = useInspect();
    const options = inspect ? { ...props.options, inspect } : props.options;
    return (
      <context.Provider logic={props.logic ?? logic} {...(options ? { options } : {})}>
        {props.children}
      </context.Provider>
    );
  }

  return { useSelector: context.useSelector, useActorRef: context.useActorRef, Provider };
}
