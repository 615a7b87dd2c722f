/**
 * The host page's task bots (issue 20): what the simulated PUNK staking bot holds for the launched
 * user's external wallet, which app that wallet presents itself as (Bitget or another), and the
 * waitlist bot's record of the user's join; each through the page's own server (task-relays.ts),
 * relayed to the mining API's controls. The app learns the change when its task is checked.
 */
import { sandboxControlHeaders } from '../../platform/http/control-header';

export interface TaskControlElements {
  readonly punkForm: HTMLFormElement;
  readonly punk: HTMLInputElement;
  readonly appForm: HTMLFormElement;
  readonly app: HTMLInputElement;
  readonly waitlistJoin: HTMLButtonElement;
  readonly status: HTMLElement;
}

type Log = (direction: 'user' | 'note', eventType: string, data: string, kind?: string) => void;

const PUNK_AMOUNT = /^\d{1,12}(\.\d{1,9})?$/;
const APP_NAME = /^[A-Za-z][A-Za-z0-9 ._-]{0,31}$/;

async function post(path: string, body: unknown): Promise<void> {
  const response = await fetch(path, { method: 'POST', headers: { 'content-type': 'application/json', ...sandboxControlHeaders }, body: JSON.stringify(body) });
  if (response.ok) return;
  const answer: unknown = await response.json().catch(() => null);
  throw new Error(typeof answer === 'object' && answer !== null && 'message' in answer ? String(answer.message) : `status ${response.status}`);
}

export function startTaskControls(ui: TaskControlElements, currentUserId: () => number | null, log: Log): void {
  const act = async (element: HTMLElement, eventType: string, path: string, body: (userId: number) => object, done: string): Promise<void> => {
    const userId = currentUserId();
    if (userId === null) {
      ui.status.textContent = 'Launch the app first';
      element.dataset.state = 'error';
      return;
    }
    log('user', eventType, String(userId));
    element.dataset.state = 'pending';
    try {
      await post(path, body(userId));
      ui.status.textContent = done;
      element.dataset.state = 'ok';
      log('note', `${eventType}.done`, String(userId));
    } catch (error) {
      ui.status.textContent = `Not done: ${error instanceof Error ? error.message : String(error)}`;
      element.dataset.state = 'error';
      log('note', `${eventType}.failed`, String(error), 'error');
    }
  };
  const refuse = (form: HTMLFormElement, message: string): void => {
    ui.status.textContent = message;
    form.dataset.state = 'error';
  };

  ui.punkForm.addEventListener('submit', (event) => {
    event.preventDefault();
    const amount = ui.punk.value.trim();
    if (!PUNK_AMOUNT.test(amount)) return refuse(ui.punkForm, 'PUNK staked is an amount such as 100 or 0.5');
    void act(ui.punkForm, 'tasks.punk-staked', '/wallet-tasks/punk-staked', (userId) => ({ userId, amount }), `The staking bot holds ${amount} PUNK for this user.`);
  });
  ui.appForm.addEventListener('submit', (event) => {
    event.preventDefault();
    const appName = ui.app.value.trim();
    if (!APP_NAME.test(appName)) return refuse(ui.appForm, 'An app name: a letter, then up to 31 letters, digits, spaces, dots, dashes');
    void act(ui.appForm, 'tasks.wallet-app', '/wallet-tasks/wallet-app', (userId) => ({ userId, appName }), `This user's external wallet is ${appName}.`);
  });
  ui.waitlistJoin.addEventListener('click', () =>
    void act(ui.waitlistJoin, 'tasks.waitlist-join', '/waitlist/join', (userId) => ({ userId }), 'The waitlist bot recorded this user.'),
  );
}
