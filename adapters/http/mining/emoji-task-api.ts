/** The EmojiTaskApi port over the mining server; arrives with the emoji task's sheet. */
import type { EmojiTaskApi } from '../../../domain/mining/tasks/emoji-task/port';
import type { HttpClient } from '../client';
import { emojiTaskContract as c } from '../contract/mining/emoji-task';

export function createHttpEmojiTaskApi(http: HttpClient): EmojiTaskApi {
  return {
    checkEmoji: (options) => http.call(c.checkEmoji, { ...options, body: {} }),
  };
}
