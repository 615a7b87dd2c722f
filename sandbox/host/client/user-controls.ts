/**
 * The host page's controls that act on the launched user (issue 23): the auction's "fail the next
 * claim's send" and proof of humanity's "put this user in a human group", each through the page's
 * own server (relayed to the mining API's controls). The app learns the change on its next read.
 */
import { sandboxControlHeaders } from '../../platform/http/control-header';

export interface UserControlElements {
  readonly failNextSend: HTMLButtonElement;
  readonly humanGroupForm: HTMLFormElement;
  readonly humanGroup: HTMLInputElement;
  readonly status: HTMLElement;
}

export type Log = (direction: 'user' | 'note', eventType: string, data: string, kind?: string) => void;

async function post(path: string, body: unknown): Promise<unknown> {
  const response = await fetch(path, { method: 'POST', headers: { 'content-type': 'application/json', ...sandboxControlHeaders }, body: JSON.stringify(body) });
  const answer: unknown = await response.json().catch(() => null);
  if (response.ok) return answer;
  throw new Error(typeof answer === 'object' && answer !== null && 'message' in answer ? String(answer.message) : `status ${response.status}`);
}

/**
 * A control acting on the launched user: posts `body` to the page's server, marks `element` with
 * data-state (pending, ok, error) and says the outcome in `status`; resolves the server's answer,
 * or null when it was not done. Shared by every panel acting on the launched user (task-controls.ts too).
 */
export function userAction(status: HTMLElement, currentUserId: () => number | null, log: Log) {
  return async (element: HTMLElement, eventType: string, path: string, body: (userId: number) => object, done: string): Promise<unknown> => {
    const userId = currentUserId();
    if (userId === null) {
      status.textContent = 'Launch the app first';
      element.dataset.state = 'error';
      return null;
    }
    log('user', eventType, String(userId));
    element.dataset.state = 'pending';
    try {
      const answer = await post(path, body(userId));
      status.textContent = done;
      element.dataset.state = 'ok';
      log('note', `${eventType}.done`, String(userId));
      return answer;
    } catch (error) {
      status.textContent = `Not done: ${error instanceof Error ? error.message : String(error)}`;
      element.dataset.state = 'error';
      log('note', `${eventType}.failed`, String(error), 'error');
      return null;
    }
  };
}

export function startUserControls(ui: UserControlElements, currentUserId: () => number | null, log: Log): void {
  const act = userAction(ui.status, currentUserId, log);

  ui.failNextSend.addEventListener('click', () => void act(ui.failNextSend, 'auction.fail-next-send', '/auction/fail-next-send', (userId) => ({ userId }), "This user's next auction claim will fail."));
  ui.humanGroupForm.addEventListener('submit', (event) => {
    event.preventDefault();
    const humanGroup = Number(ui.humanGroup.value);
    if (!Number.isInteger(humanGroup) || humanGroup < 0 || humanGroup > 1000) {
      ui.status.textContent = 'A group is a whole number from 0 to 1000';
      ui.humanGroupForm.dataset.state = 'error';
      return;
    }
    void act(ui.humanGroupForm, 'prove.human-group', '/prove/human-group', (userId) => ({ userId, humanGroup }), humanGroup === 0 ? 'This user is in no human group.' : `This user is in human group ${String(humanGroup)}.`);
  });
}
