/**
 * The host page's task bots (issue 20): what the simulated PUNK staking bot holds for the launched
 * user's external wallet, which app that wallet presents itself as (Bitget or another), the
 * waitlist bot's record of the user's join, a coin the user creates on BigPump (its creation
 * transaction's hash shown, and put in the host clipboard for the app's Paste on request), and the
 * meme phrase the campaign published (revealed to the tester); each through the page's own server
 * (task-relays.ts), relayed to the mining API's controls. The app learns the change when its task
 * is checked.
 */
import { sandboxControlHeaders } from '../../platform/http/control-header';
import { userAction, type Log } from './user-controls';

export interface TaskControlElements {
  readonly punkForm: HTMLFormElement;
  readonly punk: HTMLInputElement;
  readonly appForm: HTMLFormElement;
  readonly app: HTMLInputElement;
  readonly waitlistJoin: HTMLButtonElement;
  readonly coinForm: HTMLFormElement;
  readonly coinName: HTMLInputElement;
  readonly coinTicker: HTMLInputElement;
  readonly coinHash: HTMLElement;
  readonly coinToClipboard: HTMLButtonElement;
  /** The page's clipboard field: what the app reads when it pastes. */
  readonly clipboard: HTMLInputElement;
  readonly phraseReveal: HTMLButtonElement;
  readonly phrase: HTMLElement;
  readonly status: HTMLElement;
}

const PUNK_AMOUNT = /^\d{1,12}(\.\d{1,9})?$/;
const APP_NAME = /^[A-Za-z][A-Za-z0-9 ._-]{0,31}$/;
// As BigPump's records take them (sandbox/mining/tasks/bigpump-coins.ts); the server checks again.
const COIN_NAME = /^[\p{L}\p{N}][\p{L}\p{N} .'&!-]{0,31}$/u;
const COIN_TICKER = /^[A-Za-z0-9]{2,10}$/;
const HASH = /^[0-9a-f]{64}$/;

export function startTaskControls(ui: TaskControlElements, currentUserId: () => number | null, log: Log): void {
  const act = userAction(ui.status, currentUserId, log);
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

  ui.coinForm.addEventListener('submit', (event) => {
    event.preventDefault();
    const name = ui.coinName.value.trim();
    const ticker = ui.coinTicker.value.trim();
    if (!COIN_NAME.test(name)) return refuse(ui.coinForm, 'A coin name: 1 to 32 letters, digits, spaces and . \' & ! -');
    if (!COIN_TICKER.test(ticker)) return refuse(ui.coinForm, 'A ticker: 2 to 10 letters or digits');
    ui.coinHash.textContent = '—';
    void act(ui.coinForm, 'tasks.bigpump-coin', '/bigpump/coins', (userId) => ({ userId, name, ticker }), `BigPump recorded the coin ${name} for this user.`).then((answer) => {
      const hash = typeof answer === 'object' && answer !== null && 'hash' in answer ? String(answer.hash) : '';
      if (HASH.test(hash)) ui.coinHash.textContent = hash;
    });
  });
  ui.coinToClipboard.addEventListener('click', () => {
    const hash = ui.coinHash.textContent ?? '';
    if (!HASH.test(hash)) {
      ui.status.textContent = 'Create a coin first';
      return;
    }
    ui.clipboard.value = hash;
    log('user', 'tasks.bigpump-hash-to-clipboard', hash);
    ui.status.textContent = 'The coin’s hash is in the host clipboard: press Paste in the app.';
  });

  ui.phraseReveal.addEventListener('click', () => {
    log('user', 'tasks.meme-phrase', '');
    void fetch('/meme-phrase', { cache: 'no-store', headers: sandboxControlHeaders })
      .then(async (response) => {
        const answer = (await response.json()) as { phrase?: unknown };
        if (!response.ok || typeof answer.phrase !== 'string') throw new Error(`status ${String(response.status)}`);
        ui.phrase.textContent = answer.phrase;
      })
      .catch((error: unknown) => {
        ui.status.textContent = `Not done: ${String(error)}`;
        log('note', 'tasks.meme-phrase-failed', String(error), 'error');
      });
  });
}
