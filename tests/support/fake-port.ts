/**
 * Any backend port in memory, for machine and screen tests, with no list of its methods to keep:
 * every call is recorded (by method, in order); each method answers what the test provides (an
 * override, often with `deferred()`), and a method the test did not provide rejects loudly, so a
 * test never passes on an answer it did not choose.
 */
type AnyMethod = (...args: never[]) => unknown;
type Methods<T> = { readonly [M in keyof T]: T[M] extends AnyMethod ? T[M] : never };

export type FakePort<T> = T & {
  readonly calls: { readonly [M in keyof T]: T[M] extends AnyMethod ? Parameters<T[M]>[] : never };
  count(method: keyof T & string): number;
};

export function fakePort<T extends object>(name: string, overrides: Partial<Methods<T>> = {}): FakePort<T> {
  const calls = new Map<string, unknown[][]>();
  const recorded = (method: string): unknown[][] => {
    let list = calls.get(method);
    if (!list) calls.set(method, (list = []));
    return list;
  };
  const callsView = new Proxy({}, { get: (_target, method) => (typeof method === 'string' ? recorded(method) : undefined) });
  return new Proxy({} as FakePort<T>, {
    get: (_target, property) => {
      if (property === 'calls') return callsView;
      if (property === 'count') return (method: string) => recorded(method).length;
      // Not a thenable: awaiting the port must not call it.
      if (typeof property !== 'string' || property === 'then') return undefined;
      return (...args: unknown[]) => {
        recorded(property).push(args);
        const override = (overrides as Record<string, ((...a: unknown[]) => unknown) | undefined>)[property];
        if (!override) return Promise.reject(new Error(`fake ${name}: ${property} was not provided by the test`));
        return override(...args);
      };
    },
  });
}
