/** The only place where the receipt machine meets the ports. */
import { fromPromise } from 'xstate';
import { logFailureWith } from '../../shared/failures';
import type { Logger } from '../../shared/logger';
import { receiptMachine } from './machine';
import type { ReceiptApi } from './port';
import type { Receipt } from './types';

export function provideReceipt(ports: { readonly receiptApi: ReceiptApi; readonly logger: Logger }) {
  return receiptMachine.provide({
    actors: { load: fromPromise<Receipt, string>(({ input, signal }) => ports.receiptApi.receipt(input, { signal })) },
    actions: { logFailure: logFailureWith(ports.logger, 'receipt') },
  });
}
