/** The MemePhraseApi port over the mining server; arrives with the meme-phrase task's sheet. */
import type { MemePhraseApi } from '../../../domain/mining/tasks/meme-phrase/port';
import type { HttpClient } from '../client';
import { memePhraseContract as c } from '../contract/mining/meme-phrase';

export function createHttpMemePhraseApi(http: HttpClient): MemePhraseApi {
  return { sendSolution: (request, options) => http.call(c.sendSolution, { ...options, body: request }) };
}
