/**
 * The host page's auction campaign (issue 23): shows its start and deadline, and moves its start
 * through the page's own server (`/auction/campaign`, relayed to the mining API) to today on the
 * sandbox clock or to a chosen UTC day; the deadline follows 20 days later. The app learns it from
 * its next read of the auction.
 */
import { sandboxControlHeaders } from '../../platform/http/control-header';

export interface AuctionControlElements {
  readonly startsAt: HTMLElement;
  readonly deadline: HTMLElement;
  readonly today: HTMLButtonElement;
  readonly form: HTMLFormElement;
  readonly start: HTMLInputElement;
  readonly error: HTMLElement;
}

interface CampaignAnswer {
  readonly startsAt: string;
  readonly deadline: string;
}

type Log = (direction: 'user' | 'note', eventType: string, data: string, kind?: string) => void;

const DATE = /^\d{4}-\d{2}-\d{2}$/;

async function answered<T>(response: Response): Promise<T> {
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const message = typeof body === 'object' && body !== null && 'message' in body ? String(body.message) : `status ${response.status}`;
    throw new Error(message);
  }
  return body as T;
}

export function startAuctionControl(ui: AuctionControlElements, log: Log): void {
  const show = (campaign: CampaignAnswer): void => {
    for (const [element, at] of [
      [ui.startsAt, campaign.startsAt],
      [ui.deadline, campaign.deadline],
    ] as const) {
      element.textContent = at.slice(0, 10);
      element.setAttribute('datetime', at);
    }
    ui.start.value = campaign.startsAt.slice(0, 10);
  };
  const showError = (message: string | null): void => {
    ui.error.textContent = message ?? '';
    ui.error.hidden = message === null;
  };

  const move = async (startsAt: () => Promise<string>, label: string): Promise<void> => {
    log('user', 'auction.campaign.move', label);
    ui.form.dataset.state = 'pending';
    try {
      const body = JSON.stringify({ startsAt: await startsAt() });
      const campaign = await answered<CampaignAnswer>(
        await fetch('/auction/campaign', { method: 'POST', headers: { 'content-type': 'application/json', ...sandboxControlHeaders }, body }),
      );
      show(campaign);
      showError(null);
      ui.form.dataset.state = 'ok';
      log('note', 'auction.campaign.moved', campaign.startsAt);
    } catch (error) {
      showError(`The campaign did not move: ${error instanceof Error ? error.message : String(error)}`);
      ui.form.dataset.state = 'error';
      log('note', 'auction.campaign.move-failed', String(error), 'error');
    }
  };

  // Today on the sandbox clock, which tests and the clock control may have moved away from real time.
  const sandboxNow = async (): Promise<string> => (await answered<{ now: string }>(await fetch('/clock', { cache: 'no-store', headers: sandboxControlHeaders }))).now;

  ui.today.addEventListener('click', () => void move(sandboxNow, 'today'));
  ui.form.addEventListener('submit', (event) => {
    event.preventDefault();
    const day = ui.start.value.trim();
    if (!DATE.test(day) || Number.isNaN(Date.parse(`${day}T00:00:00Z`))) {
      showError('Choose a day');
      ui.form.dataset.state = 'error';
      return;
    }
    void move(() => Promise.resolve(`${day}T00:00:00.000Z`), day);
  });

  void fetch('/auction/campaign', { cache: 'no-store', headers: sandboxControlHeaders })
    .then((response) => answered<CampaignAnswer>(response))
    .then(show)
    .catch(() => undefined);
}
