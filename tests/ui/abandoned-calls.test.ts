import { describe, expect, it } from 'vitest';
import { silenceAbandonedCalls } from '../../ui/machines/abandoned-calls';

const settledWithin = async (promise: Promise<unknown>, ms = 50): Promise<boolean> =>
  Promise.race([promise.then(() => true, () => true), new Promise<boolean>((resolve) => setTimeout(() => resolve(false), ms))]);

describe('silenceAbandonedCalls', () => {
  const api = {
    fails: (_query: unknown, options?: { signal?: AbortSignal }) =>
      new Promise<string>((_resolve, reject) => {
        options?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        setTimeout(() => reject(new Error('server')), 10);
      }),
    answers: async (value: string, _options?: { signal?: AbortSignal }) => value,
  };

  it('passes answers and errors of calls nobody abandoned', async () => {
    const quiet = silenceAbandonedCalls(api);
    await expect(quiet.answers('x')).resolves.toBe('x');
    await expect(quiet.fails(1, { signal: new AbortController().signal })).rejects.toThrow('server');
  });

  it('never settles a call whose own signal aborted', async () => {
    const quiet = silenceAbandonedCalls(api);
    const controller = new AbortController();
    const call = quiet.fails(1, { signal: controller.signal });
    controller.abort();
    expect(await settledWithin(call)).toBe(false);
  });
});

describe('silenceAbandonedCalls on ports that are proxies or classes', () => {
  it('still reaches methods that are not own enumerable properties', async () => {
    class Api {
      async hello(name: string, _options?: { signal?: AbortSignal }) {
        return `hi ${name}`;
      }
    }
    const quiet = silenceAbandonedCalls(new Api());
    await expect(quiet.hello('a')).resolves.toBe('hi a');
    const proxied = silenceAbandonedCalls(new Proxy({} as { hello(name: string): Promise<string> }, { get: () => async (name: string) => `yo ${name}` }));
    await expect(proxied.hello('b')).resolves.toBe('yo b');
  });
});
