/**
 * Under StrictMode, @xstate/react stops each actor and restarts it from its snapshot once on mount.
 * The restarted promise actors call again, but the first call's abort rejection still reaches the
 * same actor, and xstate's fromPromise does not check which invocation settled: it reads as the new
 * call's failure and leaves the screen 'failed' for good. A call whose own signal aborted was
 * abandoned by whoever made it, so its answer (or error) is dropped: the promise never settles.
 * Applied once to the backend ports in PortsProvider, so every machine gets it.
 */

/** Settles like `promise`, except never once `signal` has aborted: nobody waits for that call. */
export function unlessAborted<T>(promise: Promise<T>, signal: AbortSignal | undefined): Promise<T> {
  if (!signal) return promise;
  return new Promise<T>((resolve, reject) => {
    promise.then(
      (value) => signal.aborted || resolve(value),
      (error: unknown) => signal.aborted || reject(error),
    );
  });
}

function signalOf(args: readonly unknown[]): AbortSignal | undefined {
  for (const arg of args) {
    if (typeof arg === 'object' && arg !== null && 'signal' in arg) {
      const signal = (arg as { signal?: unknown }).signal;
      if (signal instanceof AbortSignal) return signal;
    }
  }
  return undefined;
}

/** Wraps every method of a backend port so that calls abandoned through their signal stay silent. */
export function silenceAbandonedCalls<T extends object>(api: T): T {
  // A proxy rather than a copy: a port may keep its methods on a prototype or behind its own proxy.
  return new Proxy(api, {
    get(target, property, receiver) {
      const member: unknown = Reflect.get(target, property, receiver);
      if (typeof member !== 'function') return member;
      return (...args: unknown[]) => {
        const result: unknown = member.apply(target, args);
        return result instanceof Promise ? unlessAborted(result, signalOf(args)) : result;
      };
    },
  });
}
