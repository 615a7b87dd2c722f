/**
 * Registers the service worker (dist/sw.js) once the first screen is up, and unregisters any other
 * registration of this origin (a worker from an older layout of the app), so only the current
 * version ever serves the app.
 */
import type { Logger } from '../../domain/shared/logger';

export const SERVICE_WORKER_URL = '/sw.js';

export interface ServiceWorkerHost {
  getRegistrations(): Promise<readonly Pick<ServiceWorkerRegistration, 'active' | 'installing' | 'waiting' | 'unregister'>[]>;
  register(url: string, options: RegistrationOptions): Promise<unknown>;
}

const scriptOf = (registration: Pick<ServiceWorkerRegistration, 'active' | 'installing' | 'waiting'>): string | undefined =>
  (registration.active ?? registration.waiting ?? registration.installing)?.scriptURL;

export async function registerServiceWorker(host: ServiceWorkerHost, origin: string, logger: Logger): Promise<void> {
  try {
    const expected = new URL(SERVICE_WORKER_URL, origin).href;
    for (const registration of await host.getRegistrations()) {
      const script = scriptOf(registration);
      if (script !== undefined && script !== expected) await registration.unregister();
    }
    await host.register(SERVICE_WORKER_URL, { scope: '/' });
  } catch (error) {
    // The app works the same without it, only slower on the next visit.
    logger.warn('the service worker could not be registered', error);
  }
}
