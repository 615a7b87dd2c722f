import { describe, expect, it } from 'vitest';
import { lazyPort } from '../../adapters/http/lazy-module';

interface Greeter {
  greet(name: string): Promise<string>;
}

describe('a port whose adapter arrives with its first call', () => {
  it('loads the adapter once, on the first call, and forwards every call with its arguments', async () => {
    let loads = 0;
    const { port } = lazyPort<Greeter>(async () => {
      loads += 1;
      return { greet: async (name) => `hello ${name}` };
    });
    expect(loads).toBe(0);
    expect(await Promise.all([port.greet('a'), port.greet('b')])).toEqual(['hello a', 'hello b']);
    expect(loads).toBe(1);
  });

  it('is not a thenable, so awaiting it does not call the adapter', async () => {
    let loads = 0;
    const { port } = lazyPort<Greeter>(async () => {
      loads += 1;
      return { greet: async () => '' };
    });
    expect(await Promise.resolve(port)).toBe(port);
    expect(loads).toBe(0);
  });

  it('tries a failed download again on the next call, and prefetch loads without a call', async () => {
    let loads = 0;
    const { port, prefetch } = lazyPort<Greeter>(async () => {
      loads += 1;
      if (loads === 1) throw new Error('offline');
      return { greet: async () => 'ok' };
    });
    await expect(port.greet('x')).rejects.toThrow('offline');
    prefetch();
    await expect(port.greet('x')).resolves.toBe('ok');
    expect(loads).toBe(2);
  });
});
