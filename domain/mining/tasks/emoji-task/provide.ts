/** Where the emoji task's machine meets the ports: the emoji task's API and the logger. */
import { fromPromise } from 'xstate';
import { logFailureWith } from '../../../shared/failures';
import { randomIdempotencyKey, type IdempotencyOptions } from '../../../shared/idempotency';
import type { Logger } from '../../../shared/logger';
import { emojiTaskMachine } from './machine';
import type { EmojiChecked, EmojiTaskApi } from './port';

export interface EmojiTaskPorts {
  readonly emojiTaskApi: EmojiTaskApi;
  readonly logger: Logger;
}

/** Each press carries a new key: the grant is once by its own key (user, task). */
export function provideEmojiTask(ports: EmojiTaskPorts, onGranted: (checked: EmojiChecked) => void, options: IdempotencyOptions = {}) {
  const newKey = options.newIdempotencyKey ?? randomIdempotencyKey('emoji');
  return emojiTaskMachine.provide({
    actors: { check: fromPromise<EmojiChecked>(() => ports.emojiTaskApi.checkEmoji({ idempotencyKey: newKey() })) },
    actions: { granted: (_, params) => onGranted(params.checked), logFailure: logFailureWith(ports.logger, 'emoji task: check') },
  });
}
