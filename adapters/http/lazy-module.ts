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
