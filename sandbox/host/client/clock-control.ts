/**
 * The host page's sandbox clock (issue 19): shows the sandbox's time, ticking between reads, and
 * how far it runs ahead of real time, and moves it through the page's own server (`/clock`, which
 * relays to the mining API): +1 h, +6 h, +1 day, or any number of minutes, hours or days. A move
 * is seen by every API and process on the store; the app learns it from its next read.
 */
import { sandboxControlHeaders } from '../../platform/http/control-header';
import { describeAhead, typedMoveMs, type ClockAnswer } from '../clock-moves';

/** How often the page reads the clock again (someone else may move it: a test, another tab). */
export const CLOCK_REFRESH_MS = 10_000;

export interface ClockControlElements {
  readonly now: HTMLElement;
  readonly ahead: HTMLElement;
  readonly moves: readonly HTMLButtonElement[];
  readonly form: HTMLFormElement;
  readonly amount: HTMLInputElement;
  readonly unit: HTMLSelectElement;
  readonly error: HTMLElement;
}

/** The page's event log: the tester's moves as 'user' rows, their outcomes as notes. */
type Log = (direction: 'user' | 'note', eventType: string, data: string, kind?: string) => void;

export function startClockControl(ui: ClockControlElements, log: Log): void {
  /** The last reading, and when (page time) it was taken, so the shown time ticks on between reads. */
  let reading: { readonly at: number; readonly taken: number; readonly aheadMs: number } | null = null;

  const render = (): void => {
    if (!reading) return;
    const now = new Date(reading.at + (performance.now() - reading.taken));
    ui.now.textContent = now.toISOString().replace('T', ' ').slice(0, 19) + ' UTC';
    ui.now.setAttribute('datetime', now.toISOString());
    ui.ahead.textContent = describeAhead(reading.aheadMs);
  };

  const showError = (message: string | null): void => {
    ui.error.textContent = message ?? '';
    ui.error.hidden = message === null;
  };

  const take = async (response: Response): Promise<ClockAnswer> => {
    const body: unknown = await response.json().catch(() => null);
    if (!response.ok) {
      const message = typeof body === 'object' && body !== null && 'message' in body ? String(body.message) : `status ${response.status}`;
      throw new Error(message);
    }
    const answer = body as ClockAnswer;
    reading = { at: Date.parse(answer.now), taken: performance.now(), aheadMs: answer.aheadMs };
    render();
    return answer;
  };

  const refresh = (): Promise<void> =>
    fetch('/clock', { cache: 'no-store', headers: sandboxControlHeaders })
      .then(take)
      .then(() => undefined)
      .catch(() => undefined);

  const move = async (ms: number, label: string): Promise<void> => {
    log('user', 'clock.move', label);
    ui.form.dataset.state = 'pending';
    try {
      const answer = await take(
        await fetch('/clock', { method: 'POST', headers: { 'content-type': 'application/json', ...sandboxControlHeaders }, body: JSON.stringify({ advanceMs: ms }) }),
      );
      showError(null);
      ui.form.dataset.state = 'ok';
      log('note', 'clock.moved', answer.now);
    } catch (error) {
      showError(`The clock did not move: ${error instanceof Error ? error.message : String(error)}`);
      ui.form.dataset.state = 'error';
      log('note', 'clock.move-failed', String(error), 'error');
    }
  };

  for (const button of ui.moves) {
    button.addEventListener('click', () => void move(Number(button.dataset.moveMs), button.textContent ?? ''));
  }
  ui.form.addEventListener('submit', (event) => {
    event.preventDefault();
    const ms = typedMoveMs(ui.amount.value, Number(ui.unit.value));
    if (ms === null) {
      showError('Type a positive amount (at most ten years)');
      ui.form.dataset.state = 'error';
      return;
    }
    void move(ms, `+${ui.amount.value.trim()} ${ui.unit.selectedOptions[0]?.textContent ?? ''}`);
  });

  void refresh();
  setInterval(() => void refresh(), CLOCK_REFRESH_MS);
  setInterval(render, 1_000);
}
