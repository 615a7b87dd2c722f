// @vitest-environment jsdom
/**
 * The page script in a DOM (jsdom), talking to a real host server over loopback. The app's iframe
 * does not load here; the test plays the app by dispatching the messages its bridge would post.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { hostPageHtml } from '../../sandbox/host/page';
import { describeAhead, typedMoveMs } from '../../sandbox/host/clock-moves';
import { THEMES } from '../../sandbox/host/theme';
import { fakeMiningApi, HOST_NOW, listen, startHost, type FakeClock, type FakeWallet, type Running } from './host-support';

const APP_ORIGIN = 'http://127.0.0.1:5999';
const HOSTILE = '<img src=x onerror=alert(1)>';
let host: Running;
let miningApi: Running;
const outcomes = new Map<string, string>();
const wallet: FakeWallet = { pending: [], decisions: [] };
const clock: FakeClock = { now: HOST_NOW, moves: [], campaignMoves: [], userControls: [] };
const realFetch = globalThis.fetch;

const $ = <T extends HTMLElement>(testId: string): T => {
  const element = document.querySelector<T>(`[data-testid="${testId}"]`);
  if (!element) throw new Error(`no ${testId}`);
  return element;
};

function appFrame(): HTMLIFrameElement {
  const frame = $<HTMLIFrameElement>('host-app-frame');
  if (!frame.src) throw new Error('not launched yet');
  return frame;
}

/** Messages the page posted into the current iframe, decoded. */
function posted(frame: HTMLIFrameElement): { eventType: string; eventData?: unknown }[] {
  const spy = (frame.contentWindow as unknown as { postMessage: { mock?: { calls: unknown[][] } } }).postMessage;
  return (spy.mock?.calls ?? []).map((call) => {
    expect(call[1]).toBe(APP_ORIGIN);
    return JSON.parse(String(call[0])) as { eventType: string; eventData?: unknown };
  });
}

function spyOn(frame: HTMLIFrameElement): void {
  const target = frame.contentWindow;
  if (!target) throw new Error('iframe has no window');
  // Spying twice returns the same spy: clear it so each test sees only its own messages.
  vi.spyOn(target, 'postMessage').mockImplementation(() => undefined).mockClear();
}

function fromApp(frame: HTMLIFrameElement, eventType: string, eventData?: unknown, origin = APP_ORIGIN): void {
  window.dispatchEvent(new MessageEvent('message', { data: JSON.stringify({ eventType, eventData }), origin, source: frame.contentWindow }));
}

const logTypes = (): string[] => [...document.querySelectorAll<HTMLElement>('[data-testid="host-log-row"]')].map((row) => row.dataset.eventType ?? '');

beforeAll(async () => {
  miningApi = await listen(fakeMiningApi(outcomes, wallet, clock));
  host = await startHost({ appUrl: `${APP_ORIGIN}/`, miningApiUrl: miningApi.url });
  vi.spyOn(console, 'debug').mockImplementation(() => undefined);
  // Relative URLs of the page go to the real host server.
  vi.stubGlobal('fetch', (input: string, init?: RequestInit) => realFetch(new URL(input, host.url), init));
  const html = hostPageHtml();
  document.body.innerHTML = html.slice(html.indexOf('<body>') + 6, html.indexOf('</body>'));
  window.history.replaceState(null, '', `/?user=new:2000000&theme=dark&startParam=ref-1&firstName=${encodeURIComponent(HOSTILE)}`);
  await import('../../sandbox/host/client/main');
  await vi.waitFor(() => appFrame());
});
afterAll(async () => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  await Promise.all([host.close(), miningApi.close()]);
});

describe('the host page script', () => {
  it('launches from the query string and renders hostile names as text', () => {
    const frame = appFrame();
    expect(frame.src.startsWith(`${APP_ORIGIN}/#tgWebAppData=`)).toBe(true);
    expect(new URLSearchParams(frame.src.split('#')[1]).get('tgWebAppStartParam')).toBe('ref-1');
    expect(frame.getAttribute('allow')).toBe('clipboard-read; clipboard-write');
    expect($('host-user-id').textContent).toBe(`id 2000000 · ${HOSTILE}`);
    expect(document.querySelector('img')).toBeNull();
    expect($<HTMLSelectElement>('host-user').value).toBe('new');
    expect($<HTMLSelectElement>('host-theme').value).toBe('dark');
    expect($<HTMLSelectElement>('host-lang').value).toBe('en');
    expect(window.location.search).toContain('user=new%3A2000000');
  });

  it('answers requests into the iframe, only for messages from the app origin', () => {
    const frame = appFrame();
    spyOn(frame);
    fromApp(frame, 'web_app_request_theme');
    fromApp(frame, 'web_app_request_viewport');
    fromApp(frame, 'web_app_request_theme', undefined, 'http://evil.example');
    const answers = posted(frame);
    expect(answers.map((answer) => answer.eventType)).toEqual(['theme_changed', 'viewport_changed']);
    expect(answers[0]?.eventData).toMatchObject({ theme_params: { bg_color: '#212121' } });
    expect($('host-seen-origin').textContent).toBe('http://evil.example');
    expect(logTypes().slice(0, 3)).toEqual(['rejected-origin', 'viewport_changed', 'web_app_request_viewport']);
  });

  it('shows the back button while asked and sends back_button_pressed', () => {
    const frame = appFrame();
    spyOn(frame);
    expect($('host-back').hidden).toBe(true);
    fromApp(frame, 'web_app_setup_back_button', { is_visible: true });
    expect($('host-back').hidden).toBe(false);
    $('host-back').click();
    expect(posted(frame).map((answer) => answer.eventType)).toEqual(['back_button_pressed']);
    fromApp(frame, 'web_app_setup_back_button', { is_visible: false });
    expect($('host-back').hidden).toBe(true);
  });

  it('applies colours and renders the main button', () => {
    const frame = appFrame();
    spyOn(frame);
    fromApp(frame, 'web_app_set_header_color', { color: '#ff0000' });
    expect($('host-header').dataset.color).toBe('#ff0000');
    fromApp(frame, 'web_app_setup_main_button', { is_visible: true, is_active: true, text: HOSTILE });
    const main = $<HTMLButtonElement>('host-main-button');
    expect(main.hidden).toBe(false);
    expect(main.textContent).toBe(HOSTILE);
    main.click();
    expect(posted(frame).map((answer) => answer.eventType)).toEqual(['main_button_pressed']);
    expect(document.querySelector('img')).toBeNull();
  });

  it('notes links as text without navigating and logs unknown methods', () => {
    const frame = appFrame();
    fromApp(frame, 'web_app_open_link', { url: `https://example.org/${HOSTILE}` });
    fromApp(frame, 'web_app_open_tg_link', { path_full: '/share/url?url=x' });
    fromApp(frame, 'web_app_start_accelerometer');
    const notices = [...document.querySelectorAll('[data-testid="host-notice"]')].map((item) => item.textContent);
    expect(notices.slice(0, 2)).toEqual(['would open in the messenger: https://t.me/share/url?url=x', `would open externally: https://example.org/${HOSTILE}`]);
    expect(document.querySelector('img')).toBeNull();
    const unknown = document.querySelector<HTMLElement>('[data-testid="host-log-row"][data-event-type="web_app_start_accelerometer"]');
    expect(unknown?.dataset.kind).toBe('unknown');
  });

  it('answers clipboard reads from the host clipboard field', async () => {
    const frame = appFrame();
    spyOn(frame);
    $<HTMLInputElement>('host-clipboard').value = '0x1111111111111111111111111111111111111111';
    fromApp(frame, 'web_app_read_text_from_clipboard', { req_id: 'clip-1' });
    await vi.waitFor(() => expect(posted(frame)).toHaveLength(1));
    expect(posted(frame)[0]).toEqual({ eventType: 'clipboard_text_received', eventData: { req_id: 'clip-1', data: '0x1111111111111111111111111111111111111111' } });
  });

  it('pays an invoice through the host server and cancels another', async () => {
    const frame = appFrame();
    spyOn(frame);
    fromApp(frame, 'web_app_open_invoice', { slug: 'stars-1' });
    expect($('host-invoice').hidden).toBe(false);
    expect($('host-invoice-slug').textContent).toBe('stars-1');
    $('host-invoice-pay').click();
    expect($('host-invoice').hidden).toBe(true);
    await vi.waitFor(() => expect(posted(frame)).toHaveLength(1));
    expect(posted(frame)[0]).toEqual({ eventType: 'invoice_closed', eventData: { slug: 'stars-1', status: 'paid' } });
    expect(outcomes.get('stars-1')).toBe('paid');

    fromApp(frame, 'web_app_open_invoice', { slug: 'stars-2' });
    $('host-invoice-cancel').click();
    await vi.waitFor(() => expect(posted(frame)).toHaveLength(2));
    expect(posted(frame)[1]).toEqual({ eventType: 'invoice_closed', eventData: { slug: 'stars-2', status: 'cancelled' } });
    expect(outcomes.get('stars-2')).toBe('cancelled');

    // 'Pay later': the app hears 'pending' at once; the payment is recorded a few seconds later.
    fromApp(frame, 'web_app_open_invoice', { slug: 'stars-3' });
    $('host-invoice-pending').click();
    expect($('host-invoice').hidden).toBe(true);
    expect(posted(frame)[2]).toEqual({ eventType: 'invoice_closed', eventData: { slug: 'stars-3', status: 'pending' } });
    expect(outcomes.has('stars-3')).toBe(false);
    await vi.waitFor(() => expect(outcomes.get('stars-3')).toBe('paid'), { timeout: 5_000 });
    expect(posted(frame)).toHaveLength(3);
  });

  it("prompts for a transaction waiting in the user's external wallet and sends the answer", async () => {
    await vi.waitFor(() => expect($('host-wallet-address').textContent).toBe('UQ-external-2000000'));
    expect($('host-wallet-prompt').hidden).toBe(true);
    wallet.pending.push({ id: 'ext_a', total: '1.5', messages: [{ address: 'UQtreasury' }] }, { id: 'ext_b', total: '2', messages: [{ address: 'UQother' }] });
    await vi.waitFor(() => expect($('host-wallet-prompt').hidden).toBe(false), { timeout: 3_000 });
    expect($('host-wallet-total').textContent).toBe('1.5');
    expect($('host-wallet-to').textContent).toBe('UQtreasury');
    $('host-wallet-approve').click();
    expect($('host-wallet-prompt').hidden).toBe(true);
    // The next waiting transaction is prompted in turn.
    await vi.waitFor(() => expect($('host-wallet-total').textContent).toBe('2'), { timeout: 3_000 });
    $('host-wallet-reject').click();
    await vi.waitFor(() => expect(wallet.decisions).toEqual(['ext_a:approve', 'ext_b:reject']));
  });

  it('switches a running app to another theme live, as the messenger does, and relaunches a closed one in it', async () => {
    const frame = appFrame();
    spyOn(frame);
    const theme = $<HTMLSelectElement>('host-theme');
    theme.value = 'light';
    theme.dispatchEvent(new Event('change'));
    // The same app, told: no relaunch.
    expect(appFrame()).toBe(frame);
    expect(posted(frame)).toEqual([{ eventType: 'theme_changed', eventData: { theme_params: THEMES.light } }]);
    expect(new URLSearchParams(window.location.search).get('theme')).toBe('light');
    // The app asks again: the new theme is the one it gets.
    fromApp(frame, 'web_app_request_theme');
    expect(posted(frame).at(-1)?.eventData).toEqual({ theme_params: THEMES.light });

    fromApp(frame, 'web_app_close');
    theme.value = 'dark';
    theme.dispatchEvent(new Event('change'));
    await vi.waitFor(() => appFrame());
    expect(appFrame()).not.toBe(frame);
    expect(JSON.parse(new URLSearchParams(appFrame().src.split('#')[1]).get('tgWebAppThemeParams') ?? '{}')).toEqual(THEMES.dark);
  });

  it('closes the app and relaunches it in a new iframe', async () => {
    const frame = appFrame();
    fromApp(frame, 'web_app_close');
    expect(document.querySelector('[data-testid="host-app-frame"]')).toBeNull();
    expect($('host-closed').hidden).toBe(false);
    $('host-relaunch').click();
    await vi.waitFor(() => appFrame());
    expect(appFrame()).not.toBe(frame);
    expect($('host-closed').hidden).toBe(true);
  });

  it('relaunches when a control changes, and shows a refused launch', async () => {
    const before = appFrame();
    const lang = $<HTMLSelectElement>('host-lang');
    lang.value = 'ru';
    lang.dispatchEvent(new Event('change'));
    await vi.waitFor(() => expect(appFrame()).not.toBe(before));
    const initData = new URLSearchParams(new URLSearchParams(appFrame().src.split('#')[1]).get('tgWebAppData') ?? '');
    expect(JSON.parse(initData.get('user') ?? '{}')).toMatchObject({ id: 2000000, language_code: 'ru' });

    const startParam = $<HTMLInputElement>('host-start-param');
    startParam.value = 'bad value!';
    startParam.dispatchEvent(new Event('change'));
    await vi.waitFor(() => expect($('host-error').hidden).toBe(false));
    expect($('host-error').textContent).toContain('startParam');
  });

  it('sends the deposit form through the host server and logs the outcome', async () => {
    const form = $<HTMLFormElement>('host-deposit-form');
    $<HTMLInputElement>('host-deposit-token').value = 'TON';
    $<HTMLSelectElement>('host-deposit-chain').value = 'TON';
    $<HTMLInputElement>('host-deposit-amount').value = '1,5';
    form.dispatchEvent(new Event('submit', { cancelable: true }));
    // Nothing listens where this host's main API would be, so the outcome is an error row.
    await vi.waitFor(() => expect(form.dataset.state).toBe('error'));
    const row = document.querySelector<HTMLElement>('[data-testid="host-log-row"][data-event-type="sandbox.deposit.result"]');
    expect(row?.dataset.kind).toBe('error');
    expect(row?.textContent).toContain('"amount":"1.5"');
  });

  it('shows the sandbox time and moves it by +1 h, +6 h, +1 day and a typed amount', async () => {
    const HOUR = 3_600_000;
    const shown = (): string => $('host-clock-now').getAttribute('datetime') ?? '';
    // The page's own clock ticks the time on between reads: compare to the minute.
    const minute = (at: number): string => new Date(at).toISOString().slice(0, 16);
    await vi.waitFor(() => expect(shown().slice(0, 16)).toBe(minute(HOST_NOW)));
    expect($('host-clock-ahead').textContent).toBe('real time');
    const moves: [string, number][] = [
      ['host-clock-plus-1h', HOUR],
      ['host-clock-plus-6h', 6 * HOUR],
      ['host-clock-plus-1d', 24 * HOUR],
    ];
    let expected = HOST_NOW;
    for (const [button, ms] of moves) {
      $(button).click();
      expected += ms;
      await vi.waitFor(() => expect(shown().slice(0, 16)).toBe(minute(expected)));
    }
    $<HTMLInputElement>('host-clock-amount').value = '90';
    $<HTMLSelectElement>('host-clock-unit').value = '60000';
    $<HTMLFormElement>('host-clock-form').dispatchEvent(new Event('submit', { cancelable: true }));
    expected += 90 * 60_000;
    await vi.waitFor(() => expect(shown().slice(0, 16)).toBe(minute(expected)));
    expect(clock.moves).toEqual([{ advanceMs: HOUR }, { advanceMs: 6 * HOUR }, { advanceMs: 24 * HOUR }, { advanceMs: 90 * 60_000 }]);
    expect(logTypes()).toContain('clock.moved');
  });

  it('shows the auction campaign and moves its start to a chosen day or to today on the sandbox clock', async () => {
    await vi.waitFor(() => expect($('host-auction-starts').getAttribute('datetime')).toBe(new Date(HOST_NOW).toISOString()));
    expect($('host-auction-deadline').textContent).toBe(new Date(HOST_NOW + 20 * 86_400_000).toISOString().slice(0, 10));
    $<HTMLInputElement>('host-auction-start').value = '2025-03-20';
    $<HTMLFormElement>('host-auction-form').dispatchEvent(new Event('submit', { cancelable: true }));
    await vi.waitFor(() => expect($('host-auction-starts').textContent).toBe('2025-03-20'));
    expect($('host-auction-deadline').textContent).toBe('2025-04-09');
    $('host-auction-today').click();
    await vi.waitFor(() => expect(clock.campaignMoves).toHaveLength(2));
    expect(clock.campaignMoves).toEqual([{ startsAt: '2025-03-20T00:00:00.000Z' }, { startsAt: new Date(clock.now).toISOString() }]);
    await vi.waitFor(() => expect($('host-auction-starts').getAttribute('datetime')).toBe(new Date(clock.now).toISOString()));
    expect(logTypes()).toContain('auction.campaign.moved');
    $<HTMLInputElement>('host-auction-start').value = '';
    $<HTMLFormElement>('host-auction-form').dispatchEvent(new Event('submit', { cancelable: true }));
    expect($('host-auction-error').hidden).toBe(false);
    expect(clock.campaignMoves).toHaveLength(2);
  });

  it('fails the launched user’s next auction send and puts them in a human group (issue 23)', async () => {
    $('host-auction-fail-next').click();
    await vi.waitFor(() => expect($('host-auction-fail-next').dataset.state).toBe('ok'));
    $<HTMLInputElement>('host-human-group').value = '1';
    $<HTMLFormElement>('host-human-group-form').dispatchEvent(new Event('submit', { cancelable: true }));
    await vi.waitFor(() => expect($('host-human-group-form').dataset.state).toBe('ok'));
    expect($('host-user-control-status').textContent).toBe('This user is in human group 1.');
    expect(clock.userControls).toEqual([
      { path: '/auction/fail-next-send', body: { userId: 2000000 } },
      { path: '/prove/human-group', body: { userId: 2000000, humanGroup: 1 } },
    ]);
    expect(logTypes()).toContain('auction.fail-next-send.done');
    $<HTMLInputElement>('host-human-group').value = '1.5';
    $<HTMLFormElement>('host-human-group-form').dispatchEvent(new Event('submit', { cancelable: true }));
    expect($('host-human-group-form').dataset.state).toBe('error');
    expect(clock.userControls).toHaveLength(2);
  });

  it('sets the task bots for the launched user: PUNK staked, the wallet’s app, the waitlist (issue 20)', async () => {
    const sent = clock.userControls?.length ?? 0;
    $<HTMLInputElement>('host-punk-staked').value = '150';
    $<HTMLFormElement>('host-punk-staked-form').dispatchEvent(new Event('submit', { cancelable: true }));
    await vi.waitFor(() => expect($('host-punk-staked-form').dataset.state).toBe('ok'));
    expect($('host-task-control-status').textContent).toBe('The staking bot holds 150 PUNK for this user.');
    $<HTMLInputElement>('host-wallet-app').value = 'Bitget Wallet';
    $<HTMLFormElement>('host-wallet-app-form').dispatchEvent(new Event('submit', { cancelable: true }));
    await vi.waitFor(() => expect($('host-wallet-app-form').dataset.state).toBe('ok'));
    $('host-waitlist-join').click();
    await vi.waitFor(() => expect($('host-waitlist-join').dataset.state).toBe('ok'));
    expect($('host-task-control-status').textContent).toBe('The waitlist bot recorded this user.');
    expect(clock.userControls?.slice(sent)).toEqual([
      { path: '/wallet-tasks/punk-staked', body: { userId: 2000000, amount: '150' } },
      { path: '/wallet-tasks/wallet-app', body: { userId: 2000000, appName: 'Bitget Wallet' } },
      { path: '/waitlist/join', body: { userId: 2000000 } },
    ]);
    expect(logTypes()).toContain('tasks.waitlist-join.done');
    for (const typed of ['', '-5', '1e9', HOSTILE]) {
      $<HTMLInputElement>('host-punk-staked').value = typed;
      $<HTMLFormElement>('host-punk-staked-form').dispatchEvent(new Event('submit', { cancelable: true }));
      expect($('host-punk-staked-form').dataset.state, typed).toBe('error');
    }
    $<HTMLInputElement>('host-wallet-app').value = HOSTILE;
    $<HTMLFormElement>('host-wallet-app-form').dispatchEvent(new Event('submit', { cancelable: true }));
    expect($('host-wallet-app-form').dataset.state).toBe('error');
    expect(clock.userControls?.slice(sent)).toHaveLength(3);
  });

  it('creates a coin on BigPump and puts its hash in the host clipboard; reveals the meme phrase as text (issue 20)', async () => {
    const sent = clock.userControls?.length ?? 0;
    $('host-bigpump-to-clipboard').click();
    expect($('host-task-control-status').textContent).toBe('Create a coin first');
    for (const [name, ticker] of [[HOSTILE, 'OK'], ['Fine', 'A'], ['', 'OK']]) {
      $<HTMLInputElement>('host-bigpump-name').value = name ?? '';
      $<HTMLInputElement>('host-bigpump-ticker').value = ticker ?? '';
      $<HTMLFormElement>('host-bigpump-form').dispatchEvent(new Event('submit', { cancelable: true }));
      expect($('host-bigpump-form').dataset.state, name).toBe('error');
    }
    expect(clock.userControls?.slice(sent)).toEqual([]);
    $<HTMLInputElement>('host-bigpump-name').value = 'Moon Cat';
    $<HTMLInputElement>('host-bigpump-ticker').value = 'MCAT';
    $<HTMLFormElement>('host-bigpump-form').dispatchEvent(new Event('submit', { cancelable: true }));
    await vi.waitFor(() => expect($('host-bigpump-hash').textContent).toBe('c0'.repeat(32)));
    expect(clock.userControls?.slice(sent)).toEqual([{ path: '/bigpump/coins', body: { userId: 2000000, name: 'Moon Cat', ticker: 'MCAT' } }]);
    $('host-bigpump-to-clipboard').click();
    expect($<HTMLInputElement>('host-clipboard').value).toBe('c0'.repeat(32));
    $<HTMLInputElement>('host-clipboard').value = '';
    $('host-meme-phrase-reveal').click();
    await vi.waitFor(() => expect($('host-meme-phrase').textContent).toBe('<b>to the moon</b>'));
    expect(document.querySelector('b')).toBeNull();
  });

  it('shows a folder the app opens with its channels as text, and adds and removes it (issue 20)', async () => {
    const frame = appFrame();
    spyOn(frame);
    const sent = clock.userControls?.length ?? 0;
    fromApp(frame, 'web_app_open_tg_link', { path_full: '/addlist/switch' });
    expect($('host-folder').hidden).toBe(false);
    await vi.waitFor(() => expect([...document.querySelectorAll('[data-testid="host-folder-channel"]')].map((item) => item.textContent)).toEqual(['@switch_news: not a member', '@<img src=x onerror=alert(1)>: not a member']));
    expect($('host-folder-name').textContent).toBe('SWITCH');
    expect($('host-folder').dataset.added).toBe('false');
    expect(document.querySelector('img')).toBeNull();
    $('host-folder-add').click();
    await vi.waitFor(() => expect($('host-folder').dataset.added).toBe('true'));
    expect($('host-folder-status').textContent).toBe('The folder is added: you are in every channel.');
    $('host-folder-remove').click();
    await vi.waitFor(() => expect($('host-folder').dataset.added).toBe('false'));
    expect(clock.userControls?.slice(sent)).toEqual([
      { path: '/folders/switch/add', body: { userId: 2000000 } },
      { path: '/folders/switch/remove', body: { userId: 2000000 } },
    ]);
    $('host-folder-close').click();
    expect($('host-folder').hidden).toBe(true);
  });

  it('refuses a typed amount that is not a positive number, without moving the clock', () => {
    const sent = clock.moves.length;
    for (const typed of ['', '-1', '0', 'two', HOSTILE]) {
      $<HTMLInputElement>('host-clock-amount').value = typed;
      $<HTMLFormElement>('host-clock-form').dispatchEvent(new Event('submit', { cancelable: true }));
      expect($('host-clock-error').hidden, typed).toBe(false);
    }
    expect(clock.moves).toHaveLength(sent);
    expect(document.querySelector('img')).toBeNull();
  });

  it('words how far the sandbox runs ahead, and reads typed moves', () => {
    expect(describeAhead(20_000)).toBe('real time');
    expect(describeAhead(30 * 3_600_000 + 5 * 60_000)).toBe('+1 d 6 h 5 min ahead of real time');
    expect(describeAhead(-2 * 3_600_000)).toBe('−2 h behind real time');
    expect(typedMoveMs('1,5', 3_600_000)).toBe(5_400_000);
    expect(typedMoveMs(' 2 ', 86_400_000)).toBe(172_800_000);
    expect(typedMoveMs('1e3', 60_000)).toBeNull();
    expect(typedMoveMs('4000', 86_400_000)).toBeNull();
  });

  it('caps the log at 200 rows, newest first', () => {
    const frame = appFrame();
    for (let index = 0; index < 210; index += 1) fromApp(frame, 'web_app_expand', { index });
    const rows = document.querySelectorAll('[data-testid="host-log-row"]');
    expect(rows).toHaveLength(200);
    expect(rows[0]?.textContent).toContain('{"index":209}');
  });
});
