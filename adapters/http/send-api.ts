/** The SendApi port over HTTP; its contract module (contract/send.ts) arrives with the send screens. */
import type { SendApi } from '../../domain/send/port';
import type { HttpClient } from './client';
import { lazyModule } from './lazy-module';

export const sendContractModule = lazyModule(() => import('./contract/send').then((module) => module.sendContract));

export function createHttpSendApi(http: HttpClient): SendApi {
  return {
    transfer: async (request, options) => http.call((await sendContractModule.get()).transfer, { ...options, body: request }),
  };
}
