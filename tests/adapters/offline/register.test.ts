/** Registration keeps only the current worker and never breaks the app when it fails. */
import { describe, expect, it } from 'vitest';
import { registerServiceWorker, SERVICE_WORKER_URL, type ServiceWorkerHost } from '../../../adapters/offline/register';
import { silentLogger } from '../../support/memory-storage';

const ORIGIN = 'http://127.0.0.1:5173';

function host(scripts: string[], options: { failRegister?: boolean } = {}) {
  const unregistered: string[] = [];
  const registered: string[] = [];
  const fake: ServiceWorkerHost = {
    getRegistrations: async () =>
      scripts.map((scriptURL) => ({
        active: { scriptURL } as ServiceWorker,
        installing: null,
        waiting: null,
        unregister: async () => (unregistered.push(scriptURL), true),
      })),
    register: async (url) => {
      if (options.failRegister) throw new DOMException('denied', 'SecurityError');
      registered.push(url);
    },
  };
  return { fake, unregistered, registered };
}

describe('registering the service worker', () => {
  it('unregisters any other worker of the origin and registers the current one', async () => {
    const { fake, unregistered, registered } = host([`${ORIGIN}/sw.js`, `${ORIGIN}/old-worker.js`]);
    await registerServiceWorker(fake, ORIGIN, silentLogger());
    expect(unregistered).toEqual([`${ORIGIN}/old-worker.js`]);
    expect(registered).toEqual([SERVICE_WORKER_URL]);
  });

  it('logs a refusal and carries on', async () => {
    const logger = silentLogger();
    await registerServiceWorker(host([], { failRegister: true }).fake, ORIGIN, logger);
    expect(logger.warnings).toEqual(['the service worker could not be registered']);
  });
});
