/**
 * A module the app downloads the first time it is needed (a feature's contract), once; a failed
 * download is tried again on the next call instead of failing for the rest of the session.
 */
export function lazyModule<T>(load: () => Promise<T>): { get(): Promise<T>; prefetch(): void } {
  let loading: Promise<T> | null = null;
  const get = (): Promise<T> => {
    loading ??= load().catch((error: unknown) => {
      loading = null;
      throw error;
    });
    return loading;
  };
  return { get, prefetch: () => void get().catch(() => undefined) };
}

/**
 * A port whose adapter module arrives with its first call (every port method is async, so a call
 * waits for the module, then runs), or with `prefetch`. The home's first load then carries no
 * code of the features it does not call (swap, send, mining), however large they grow.
 */
export function lazyPort<T extends object>(load: () => Promise<T>): { port: T; prefetch(): void } {
  const module = lazyModule(load);
  const port = new Proxy({} as T, {
    get: (_target, key) =>
      // Not a thenable (awaiting the port must not call it), and no symbol-keyed method exists.
      key === 'then' || typeof key === 'symbol'
        ? undefined
        : async (...args: unknown[]) => {
            const loaded = await module.get();
            return (loaded[key as keyof T] as (...parameters: unknown[]) => unknown)(...args);
          },
  });
  return { port, prefetch: module.prefetch };
}
