/**
 * The host page's script: the messenger's web client in miniature. It launches the app in an
 * iframe with signed launch parameters (from GET /launch), answers the app's Mini Apps messages
 * with the pure rules in protocol.ts, renders what the app asked for (header colour, back and
 * bottom buttons, invoices) and logs every message. Every dynamic text goes through textContent:
 * user names, start parameters and whatever the app sends are hostile until proven otherwise.
 */
import { sandboxControlHeaders } from '../../platform/http/control-header';
import { newUserId, newUserKey } from '../launch-rules';
import { THEMES, isThemeName } from '../theme';
import { startAuctionControl } from './auction-control';
import { startUserControls } from './user-controls';
import { startTaskControls } from './task-controls';
import { startFolderControl } from './folder-control';
import { startClockControl } from './clock-control';
import { startNativeControls } from './native-controls';
import { startPopupControls } from './popup-controls';
import { startBiometryControls } from './biometry-controls';
import { popupClosed } from './native-protocol';
import { insetsOf, type PhoneState } from './phone-protocol';
import {
  LOG_LIMIT,
  USER_EVENTS,
  answerFor,
  clipboardAnswer,
  encodeHostEvent,
  initialHostState,
  invoiceAnswer,
  parseAppMessage,
  summarize,
  themeSwitch,
  type AppMessage,
  type HostButton,
  type HostEffect,
  type HostState,
} from './protocol';

/** The iframe's size: a phone's CSS viewport. Reported to the app as its viewport. */
const VIEWPORT = { width: 390, height: 780 } as const;
const NOTICE_LIMIT = 20;

interface LaunchAnswer {
  readonly url: string;
  readonly initData: string;
  readonly themeParams: Record<string, string>;
  readonly theme: string;
  readonly language: string;
  readonly startParam: string | null;
  readonly platform: string;
  readonly title: string;
  readonly user: { readonly key: string; readonly id: number; readonly firstName: string };
}

/** Where a log row's message went: from the app, to the app, a tester's action, or a host-side note. */
type Direction = 'app' | 'host' | 'user' | 'note';

function byTestId<T extends HTMLElement>(testId: string): T {
  const element = document.querySelector<T>(`[data-testid="${testId}"]`);
  if (!element) throw new Error(`host page is missing [data-testid="${testId}"]`);
  return element;
}

const ui = {
  controls: byTestId<HTMLFormElement>('host-controls'),
  user: byTestId<HTMLSelectElement>('host-user'),
  userId: byTestId<HTMLSpanElement>('host-user-id'),
  firstName: byTestId<HTMLInputElement>('host-first-name'),
  lang: byTestId<HTMLSelectElement>('host-lang'),
  theme: byTestId<HTMLSelectElement>('host-theme'),
  startParam: byTestId<HTMLInputElement>('host-start-param'),
  platform: byTestId<HTMLSelectElement>('host-platform'),
  error: byTestId<HTMLParagraphElement>('host-error'),
  phone: byTestId<HTMLElement>('host-phone'),
  header: byTestId<HTMLDivElement>('host-header'),
  back: byTestId<HTMLButtonElement>('host-back'),
  title: byTestId<HTMLSpanElement>('host-title'),
  haptic: byTestId<HTMLSpanElement>('host-haptic'),
  close: byTestId<HTMLButtonElement>('host-close'),
  frameSlot: byTestId<HTMLDivElement>('host-frame-slot'),
  closed: byTestId<HTMLDivElement>('host-closed'),
  relaunch: byTestId<HTMLButtonElement>('host-relaunch'),
  bottomBar: byTestId<HTMLDivElement>('host-bottom-bar'),
  mainButton: byTestId<HTMLButtonElement>('host-main-button'),
  secondaryButton: byTestId<HTMLButtonElement>('host-secondary-button'),
  origin: byTestId<HTMLElement>('host-origin'),
  appOrigin: byTestId<HTMLElement>('host-app-origin'),
  seenOrigin: byTestId<HTMLElement>('host-seen-origin'),
  notices: byTestId<HTMLUListElement>('host-notices'),
  clipboard: byTestId<HTMLInputElement>('host-clipboard'),
  deposit: byTestId<HTMLFormElement>('host-deposit-form'),
  log: byTestId<HTMLOListElement>('host-log'),
  invoice: byTestId<HTMLDivElement>('host-invoice'),
  invoiceSlug: byTestId<HTMLElement>('host-invoice-slug'),
  invoicePay: byTestId<HTMLButtonElement>('host-invoice-pay'),
  invoiceCancel: byTestId<HTMLButtonElement>('host-invoice-cancel'),
  invoicePending: byTestId<HTMLButtonElement>('host-invoice-pending'),
  walletAddress: byTestId<HTMLElement>('host-wallet-address'),
  walletBalance: byTestId<HTMLElement>('host-wallet-balance'),
  walletPrompt: byTestId<HTMLDivElement>('host-wallet-prompt'),
  walletTotal: byTestId<HTMLElement>('host-wallet-total'),
  walletTo: byTestId<HTMLElement>('host-wallet-to'),
  walletApprove: byTestId<HTMLButtonElement>('host-wallet-approve'),
  walletReject: byTestId<HTMLButtonElement>('host-wallet-reject'),
  channel: byTestId<HTMLDivElement>('host-channel'),
  channelName: byTestId<HTMLElement>('host-channel-name'),
  channelStatus: byTestId<HTMLElement>('host-channel-status'),
  channelJoin: byTestId<HTMLButtonElement>('host-channel-join'),
  channelLeave: byTestId<HTMLButtonElement>('host-channel-leave'),
  channelClose: byTestId<HTMLButtonElement>('host-channel-close'),
};

/** How often the page looks for transactions waiting in the user's external wallet. */
const WALLET_POLL_MS = 1_000;
/** A 'pending' Stars payment settles this long after the messenger answered 'pending'. */
const PENDING_SETTLES_MS = 3_000;

/** What the controls ask for. Query-string values are kept as given, so the server's 400 shows. */
const choice = {
  user: 'alice',
  /** null: the user's own language. */
  lang: null as string | null,
  theme: 'light',
  startParam: '',
  firstName: '',
  /** The messenger client's platform: the web client, or a phone with its insets (phone-protocol.ts). */
  platform: 'weba',
};

let frame: HTMLIFrameElement | null = null;
let appOrigin: string | null = null;
let state: HostState | null = null;
let pendingInvoice: string | null = null;
/** The channel the app opened, shown with Join and Leave. */
let openedChannel: string | null = null;
/** The launched user, whose external wallet the page watches. */
let walletUserId: number | null = null;
/** The transaction the wallet prompt shows. */
let promptedTransaction: string | null = null;
let launchSeq = 0;
let hapticTimer: ReturnType<typeof setTimeout> | undefined;

function clock(): string {
  return new Date().toISOString().slice(11, 23);
}

function log(direction: Direction, eventType: string, data: string, kind = 'ok'): void {
  const row = document.createElement('li');
  row.setAttribute('data-testid', 'host-log-row');
  row.dataset.direction = direction;
  row.dataset.eventType = eventType;
  row.dataset.kind = kind;
  for (const [className, text] of [
    ['time', clock()],
    ['direction', direction],
    ['type', eventType],
    ['data', data],
  ] as const) {
    const cell = document.createElement('span');
    cell.className = className;
    cell.textContent = text;
    row.append(cell);
  }
  ui.log.prepend(row);
  while (ui.log.children.length > LOG_LIMIT) ui.log.lastElementChild?.remove();
  console.debug(`[host] ${direction} ${eventType} ${data}`);
}

function showError(message: string | null): void {
  ui.error.textContent = message ?? '';
  ui.error.hidden = message === null;
}

// ---- launching -------------------------------------------------------------------------------

function launchQuery(): URLSearchParams {
  const query = new URLSearchParams({ user: choice.user });
  if (choice.lang !== null) query.set('lang', choice.lang);
  query.set('theme', choice.theme);
  if (choice.startParam !== '') query.set('startParam', choice.startParam);
  if (choice.platform !== 'weba') query.set('platform', choice.platform);
  if (choice.user.startsWith('new:') && choice.firstName !== '') query.set('firstName', choice.firstName);
  return query;
}

function syncControls(): void {
  const isNew = choice.user.startsWith('new:');
  ui.user.value = isNew ? 'new' : choice.user;
  ui.firstName.disabled = !isNew;
  ui.firstName.value = isNew ? choice.firstName : '';
  if (choice.lang !== null) ui.lang.value = choice.lang;
  ui.theme.value = choice.theme;
  ui.startParam.value = choice.startParam;
  ui.platform.value = choice.platform;
}

function removeFrame(): void {
  // Also drops the page's empty placeholder iframe, which never talks to us.
  ui.frameSlot.replaceChildren();
  frame = null;
}

function mount(launch: LaunchAnswer): void {
  removeFrame();
  appOrigin = new URL(launch.url).origin;
  state = initialHostState(launch.themeParams, VIEWPORT, launch.platform);
  pendingInvoice = null;
  ui.invoice.hidden = true;
  popups.reset();
  biometry.reset();
  ui.lang.value = launch.language;
  ui.userId.textContent = `id ${launch.user.id} · ${launch.user.firstName}`;
  walletUserId = launch.user.id;
  promptedTransaction = null;
  ui.walletPrompt.hidden = true;
  openedChannel = null;
  ui.channel.hidden = true;
  folders.hide();
  native.launched();
  ui.title.textContent = launch.title;
  ui.appOrigin.textContent = appOrigin;
  ui.seenOrigin.textContent = '—';

  frame = document.createElement('iframe');
  frame.setAttribute('data-testid', 'host-app-frame');
  frame.title = launch.title;
  frame.setAttribute('allow', 'clipboard-read; clipboard-write');
  // The web client's own sandbox flags, so the app meets the same restrictions as in production.
  frame.setAttribute('sandbox', 'allow-scripts allow-same-origin allow-popups allow-forms allow-modals allow-storage-access-by-user-activation');
  // A new element every launch: changing only the hash of an existing iframe would not reload the app.
  frame.src = launch.url;
  ui.frameSlot.append(frame);
  render();
}

async function launch(): Promise<void> {
  const seq = ++launchSeq;
  const query = launchQuery();
  history.replaceState(null, '', `${location.pathname}?${query.toString()}`);
  log('user', 'launch', query.toString());
  let response: Response;
  let body: unknown;
  try {
    response = await fetch(`/launch?${query.toString()}`, { cache: 'no-store' });
    body = await response.json();
  } catch (error) {
    if (seq !== launchSeq) return;
    showError(`Launch failed: ${String(error)}`);
    log('note', 'launch.failed', String(error), 'error');
    return;
  }
  if (seq !== launchSeq) return;
  if (!response.ok) {
    const message = typeof body === 'object' && body !== null && 'message' in body ? String(body.message) : `status ${response.status}`;
    showError(`Launch refused: ${message}`);
    log('note', 'launch.refused', message, 'error');
    return;
  }
  showError(null);
  mount(body as LaunchAnswer);
}

/** A POST to one of the page's own controls, which answer only JSON requests with the control header. */
function postControl(path: string): Promise<Response> {
  return fetch(path, { method: 'POST', headers: { 'content-type': 'application/json', ...sandboxControlHeaders } });
}

// ---- talking to the app ----------------------------------------------------------------------

function post(message: AppMessage, target: HTMLIFrameElement | null = frame): void {
  // A reply meant for an app that was since closed or relaunched is dropped, not misdelivered.
  if (!target || target !== frame || !target.contentWindow || !appOrigin) return;
  target.contentWindow.postMessage(encodeHostEvent(message), appOrigin);
  log('host', message.eventType, summarize(message.eventData));
}

async function readClipboard(): Promise<string | null> {
  if (ui.clipboard.value !== '') return ui.clipboard.value;
  try {
    return await navigator.clipboard.readText();
  } catch (error) {
    log('note', 'clipboard.unavailable', String(error), 'error');
    return null;
  }
}

function flashHaptic(detail: string): void {
  ui.haptic.textContent = `haptic: ${detail}`;
  ui.haptic.dataset.count = String(Number(ui.haptic.dataset.count ?? '0') + 1);
  ui.haptic.classList.add('flash');
  clearTimeout(hapticTimer);
  hapticTimer = setTimeout(() => ui.haptic.classList.remove('flash'), 900);
}

function showNotice(text: string): void {
  const item = document.createElement('li');
  item.setAttribute('data-testid', 'host-notice');
  item.textContent = text;
  ui.notices.prepend(item);
  while (ui.notices.children.length > NOTICE_LIMIT) ui.notices.lastElementChild?.remove();
  log('note', 'notice', text);
}

// ---- channels (subscription tasks): the messenger's channel, simulated ------------------------

function showMembership(member: boolean | null): void {
  ui.channelStatus.textContent = member === null ? 'Membership unknown.' : member ? 'You are a member.' : 'You are not a member.';
  ui.channel.dataset.member = member === null ? 'unknown' : String(member);
}

async function openChannel(channel: string): Promise<void> {
  openedChannel = channel;
  ui.channelName.textContent = `@${channel}`;
  showMembership(null);
  ui.channel.hidden = false;
  ui.channelJoin.focus();
  const userId = walletUserId;
  if (userId === null) return;
  try {
    const response = await fetch(`/channels/${encodeURIComponent(channel)}?userId=${String(userId)}`, { cache: 'no-store', headers: sandboxControlHeaders });
    const answer = (await response.json()) as { member?: unknown };
    if (openedChannel === channel) showMembership(answer.member === true);
  } catch (error) {
    log('note', 'channel.read-failed', String(error), 'error');
  }
}

async function setMembership(action: 'join' | 'leave'): Promise<void> {
  const channel = openedChannel;
  const userId = walletUserId;
  if (channel === null || userId === null) return;
  log('user', `channel.${action}`, channel);
  try {
    const response = await fetch(`/channels/${encodeURIComponent(channel)}/${action}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...sandboxControlHeaders },
      body: JSON.stringify({ userId }),
    });
    if (!response.ok) throw new Error(`status ${String(response.status)}`);
    if (openedChannel === channel) showMembership(action === 'join');
  } catch (error) {
    log('note', `channel.${action}-failed`, String(error), 'error');
  }
}

ui.channelJoin.addEventListener('click', () => void setMembership('join'));
ui.channelLeave.addEventListener('click', () => void setMembership('leave'));
ui.channelClose.addEventListener('click', () => {
  openedChannel = null;
  ui.channel.hidden = true;
});

// ---- folders (the folder task): the messenger's chat folder, simulated -------------------------

const folders = startFolderControl(
  {
    dialog: byTestId('host-folder'),
    name: byTestId('host-folder-name'),
    channels: byTestId<HTMLUListElement>('host-folder-channels'),
    status: byTestId('host-folder-status'),
    add: byTestId<HTMLButtonElement>('host-folder-add'),
    remove: byTestId<HTMLButtonElement>('host-folder-remove'),
    close: byTestId<HTMLButtonElement>('host-folder-close'),
  },
  () => walletUserId,
  log,
);

const native = startNativeControls(
  {
    settings: byTestId<HTMLButtonElement>('host-settings'),
    cloudView: byTestId('host-cloud'),
    cloudForm: byTestId<HTMLFormElement>('host-cloud-form'),
    cloudKey: byTestId<HTMLInputElement>('host-cloud-key'),
    cloudValue: byTestId<HTMLTextAreaElement>('host-cloud-value'),
    scanner: byTestId('host-scanner'),
    scannerText: byTestId('host-scanner-text'),
    scannerForm: byTestId<HTMLFormElement>('host-scanner-form'),
    scannerInput: byTestId<HTMLInputElement>('host-scanner-input'),
    scannerClose: byTestId<HTMLButtonElement>('host-scanner-close'),
  },
  () => choice.user,
  (message) => post(message),
  log,
);

function openInvoice(slug: string): void {
  // One invoice at a time, like the messenger: a newer one supersedes the open one.
  if (pendingInvoice !== null) post(invoiceAnswer(pendingInvoice, 'cancelled'));
  pendingInvoice = slug;
  ui.invoiceSlug.textContent = slug;
  ui.invoice.hidden = false;
  ui.invoicePay.focus();
}

const popups = startPopupControls(
  {
    closeConfirm: byTestId('host-close-confirm'),
    closeAnyway: byTestId<HTMLButtonElement>('host-close-anyway'),
    closeCancel: byTestId<HTMLButtonElement>('host-close-cancel'),
    popup: byTestId('host-popup'),
    popupTitle: byTestId('host-popup-title'),
    popupMessage: byTestId('host-popup-message'),
    popupButtons: byTestId('host-popup-buttons'),
    popupDismiss: byTestId<HTMLButtonElement>('host-popup-dismiss'),
  },
  log,
);

const biometry = startBiometryControls(
  {
    panel: byTestId('host-biometry'),
    kind: byTestId('host-biometry-kind'),
    reason: byTestId('host-biometry-reason'),
    grant: byTestId<HTMLButtonElement>('host-biometry-grant'),
    deny: byTestId<HTMLButtonElement>('host-biometry-deny'),
    available: byTestId<HTMLInputElement>('host-biometry-available'),
  },
  log,
);

function apply(effect: HostEffect): void {
  switch (effect.type) {
    case 'popup': {
      const target = frame;
      popups.showPopup(effect.popup, (buttonId) => post(popupClosed(buttonId), target));
      return;
    }
    case 'haptic':
      flashHaptic(effect.detail);
      return;
    case 'notice':
      showNotice(effect.text);
      return;
    case 'read-clipboard': {
      const target = frame;
      void readClipboard().then((text) => post(clipboardAnswer(effect.reqId, text), target));
      return;
    }
    case 'open-invoice':
      openInvoice(effect.slug);
      return;
    case 'open-channel':
      void openChannel(effect.channel);
      return;
    case 'open-folder':
      folders.open(effect.slug);
      return;
    case 'invoke':
      post(native.invoke(effect.reqId, effect.method, effect.params));
      return;
    case 'settings-button':
      native.showSettingsButton(effect.visible);
      return;
    case 'scanner':
      if (effect.open) native.openScanner(effect.text);
      else native.closeScanner();
      return;
  }
}

function onMessage(event: MessageEvent): void {
  if (!frame || event.source !== frame.contentWindow) return;
  ui.seenOrigin.textContent = event.origin;
  if (event.origin !== appOrigin) {
    log('app', 'rejected-origin', `from ${event.origin}, expected ${appOrigin ?? 'none'}`, 'error');
    return;
  }
  const message = parseAppMessage(event.data);
  if (!message) {
    log('app', 'malformed', summarize(event.data), 'invalid');
    return;
  }
  if (!state) return;
  if (biometry.handles(message.eventType)) {
    // The biometric prompt (issue 37): answered by its own panel, logged like every message.
    log('app', message.eventType, summarize(message.eventData));
    const target = frame;
    biometry.receive(message.eventType, message.eventData, (answer) => post(answer, target));
    return;
  }
  const reaction = answerFor(message.eventType, message.eventData, state);
  const note = reaction.kind === 'handled' ? '' : ` [${reaction.kind}${reaction.note ? `: ${reaction.note}` : ''}]`;
  log('app', message.eventType, summarize(message.eventData) + note, reaction.kind);
  state = reaction.state;
  for (const answer of reaction.answers) post(answer);
  for (const effect of reaction.effects) apply(effect);
  render();
}

// ---- rendering -------------------------------------------------------------------------------

function readableOn(background: string): string {
  const rgb = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(background);
  if (!rgb) return '#000000';
  const [r, g, b] = [rgb[1], rgb[2], rgb[3]].map((part) => parseInt(part ?? '0', 16)) as [number, number, number];
  return (0.299 * r + 0.587 * g + 0.114 * b) / 255 > 0.6 ? '#000000' : '#ffffff';
}

function renderButton(button: HTMLButtonElement, spec: HostButton, theme: Readonly<Record<string, string>>): void {
  button.hidden = !spec.visible;
  button.textContent = spec.text;
  button.disabled = !spec.active;
  button.classList.toggle('progress', spec.progress);
  button.style.backgroundColor = spec.color ?? theme.button_color ?? '';
  button.style.color = spec.textColor ?? theme.button_text_color ?? '';
}

function render(): void {
  if (!state) return;
  const theme = state.themeParams;
  const header = state.headerColor ?? theme.header_bg_color ?? theme.bg_color ?? '#efeff3';
  ui.header.style.backgroundColor = header;
  ui.header.style.color = readableOn(header);
  ui.header.dataset.color = header;
  const background = state.backgroundColor ?? theme.bg_color ?? '#ffffff';
  ui.phone.style.backgroundColor = background;
  ui.phone.dataset.background = background;
  const bottomBar = state.bottomBarColor ?? theme.bottom_bar_bg_color ?? background;
  ui.bottomBar.style.backgroundColor = bottomBar;
  ui.bottomBar.dataset.color = bottomBar;
  ui.back.hidden = !state.backButtonVisible;
  renderPhone(ui.phone, state.phone);
  renderButton(ui.mainButton, state.mainButton, theme);
  renderButton(ui.secondaryButton, state.secondaryButton, theme);
  if (state.closed) {
    popups.reset();
    removeFrame();
    ui.invoice.hidden = true;
    pendingInvoice = null;
  }
  ui.frameSlot.hidden = state.closed;
  ui.closed.hidden = !state.closed;
}

/**
 * The phone's insets drawn over the app (the status bar and the messenger's floating controls at
 * the top, the home indicator at the bottom), so a person sees what the app must keep clear of.
 */
function renderPhone(phone: HTMLElement, state: PhoneState): void {
  const { safe, content } = insetsOf(state);
  phone.dataset.platform = state.platform;
  phone.dataset.fullscreen = String(state.fullscreen);
  phone.style.setProperty('--inset-top', `${safe.top + content.top}px`);
  phone.style.setProperty('--inset-bottom', `${safe.bottom + content.bottom}px`);
}

// ---- the tester's controls -------------------------------------------------------------------

function relaunchOnChange(element: HTMLElement, update: () => void): void {
  element.addEventListener('change', () => {
    update();
    void launch();
  });
}

relaunchOnChange(ui.user, () => {
  choice.user = ui.user.value === 'new' ? newUserKey(newUserId(Math.random())) : ui.user.value;
  // Another person: their own language, and no leftover custom name.
  choice.lang = null;
  choice.firstName = '';
  syncControls();
});
relaunchOnChange(ui.firstName, () => (choice.firstName = ui.firstName.value));
relaunchOnChange(ui.lang, () => (choice.lang = ui.lang.value));
// As in the messenger, a running app takes a new theme live (theme_changed); a closed one relaunches in it.
ui.theme.addEventListener('change', () => {
  choice.theme = ui.theme.value;
  if (!frame || !state || state.closed || !isThemeName(choice.theme)) {
    void launch();
    return;
  }
  const switched = themeSwitch(state, THEMES[choice.theme]);
  state = switched.state;
  // A reload of the page launches in the theme chosen.
  history.replaceState(null, '', `${location.pathname}?${launchQuery().toString()}`);
  log('user', 'theme', choice.theme);
  post(switched.message);
  render();
});
relaunchOnChange(ui.startParam, () => (choice.startParam = ui.startParam.value));
relaunchOnChange(ui.platform, () => (choice.platform = ui.platform.value));
ui.controls.addEventListener('submit', (event) => {
  event.preventDefault();
  choice.startParam = ui.startParam.value;
  choice.firstName = ui.firstName.disabled ? '' : ui.firstName.value;
  void launch();
});
ui.relaunch.addEventListener('click', () => void launch());

ui.back.addEventListener('click', () => {
  if (!state?.backButtonVisible) return;
  log('user', 'back', '');
  post(USER_EVENTS.back);
});
ui.mainButton.addEventListener('click', () => {
  if (!state?.mainButton.visible || !state.mainButton.active) return;
  log('user', 'main-button', state.mainButton.text);
  post(USER_EVENTS.main);
});
ui.secondaryButton.addEventListener('click', () => {
  if (!state?.secondaryButton.visible || !state.secondaryButton.active) return;
  log('user', 'secondary-button', state.secondaryButton.text);
  post(USER_EVENTS.secondary);
});
ui.close.addEventListener('click', () => {
  if (!state || state.closed) return;
  const closeNow = () => {
    if (!state || state.closed) return;
    // Closing by hand ends the app exactly as its own web_app_close would.
    state = answerFor('web_app_close', undefined, state).state;
    render();
  };
  if (!state.closingConfirmation) {
    log('user', 'close', '');
    closeNow();
    return;
  }
  // As the messenger does while the app holds unsaved input: ask first.
  log('user', 'close', 'the app asked for a closing confirmation: asking whether changes may be lost');
  popups.askClose(closeNow);
});

ui.invoicePay.addEventListener('click', () => {
  const slug = pendingInvoice;
  if (slug === null) return;
  pendingInvoice = null;
  ui.invoice.hidden = true;
  log('user', 'invoice.pay', slug);
  const target = frame;
  void postControl(`/invoices/${encodeURIComponent(slug)}/paid`)
    .then((response) => {
      if (!response.ok) throw new Error(`status ${response.status}`);
      post(invoiceAnswer(slug, 'paid'), target);
    })
    .catch((error: unknown) => {
      log('note', 'invoice.record-failed', String(error), 'error');
      post(invoiceAnswer(slug, 'failed'), target);
    });
});
// The messenger's 'pending': the app hears 'pending' now and only the server knows when it is paid.
ui.invoicePending.addEventListener('click', () => {
  const slug = pendingInvoice;
  if (slug === null) return;
  pendingInvoice = null;
  ui.invoice.hidden = true;
  log('user', 'invoice.pending', slug);
  post(invoiceAnswer(slug, 'pending'));
  setTimeout(() => {
    void postControl(`/invoices/${encodeURIComponent(slug)}/paid`)
      .then((response) => log('note', 'invoice.settled', `${slug}: ${response.status}`, response.ok ? 'ok' : 'error'))
      .catch((error: unknown) => log('note', 'invoice.record-failed', String(error), 'error'));
  }, PENDING_SETTLES_MS);
});
ui.invoiceCancel.addEventListener('click', () => {
  const slug = pendingInvoice;
  if (slug === null) return;
  pendingInvoice = null;
  ui.invoice.hidden = true;
  log('user', 'invoice.cancel', slug);
  const target = frame;
  // The messenger reports the cancellation whatever happens; the record is what the app reads later.
  void postControl(`/invoices/${encodeURIComponent(slug)}/cancelled`)
    .then((response) => {
      if (!response.ok) throw new Error(`status ${response.status}`);
    })
    .catch((error: unknown) => log('note', 'invoice.record-failed', String(error), 'error'))
    .finally(() => post(invoiceAnswer(slug, 'cancelled'), target));
});

// ---- the external wallet -------------------------------------------------------------------

interface WalletAnswer {
  readonly address: string;
  readonly balance: string;
  readonly pending: readonly { readonly id: string; readonly total: string; readonly messages: readonly { readonly address: string }[] }[];
}

/** Shows the wallet and, like a wallet app, prompts for the oldest transaction waiting for approval. */
async function watchWallet(): Promise<void> {
  const userId = walletUserId;
  if (userId === null || !frame) return;
  let wallet: WalletAnswer;
  try {
    const response = await fetch(`/external-wallet?userId=${userId}`, { cache: 'no-store', headers: sandboxControlHeaders });
    if (!response.ok) return;
    wallet = (await response.json()) as WalletAnswer;
  } catch {
    return;
  }
  if (userId !== walletUserId) return;
  ui.walletAddress.textContent = wallet.address;
  ui.walletBalance.textContent = wallet.balance;
  const next = wallet.pending[0];
  if (!next || promptedTransaction !== null) return;
  promptedTransaction = next.id;
  ui.walletTotal.textContent = next.total;
  ui.walletTo.textContent = next.messages.map((message) => message.address).join(', ');
  ui.walletPrompt.hidden = false;
  log('note', 'wallet.prompt', `${next.id}: ${next.total} TON`);
}

function answerWallet(decision: 'approve' | 'reject'): void {
  const id = promptedTransaction;
  if (id === null) return;
  ui.walletPrompt.hidden = true;
  log('user', `wallet.${decision}`, id);
  void postControl(`/external-wallet/transactions/${encodeURIComponent(id)}/${decision}`)
    .then((response) => {
      if (!response.ok) throw new Error(`status ${response.status}`);
    })
    .catch((error: unknown) => log('note', 'wallet.answer-failed', String(error), 'error'))
    .finally(() => {
      promptedTransaction = null;
      void watchWallet();
    });
}

ui.walletApprove.addEventListener('click', () => answerWallet('approve'));
ui.walletReject.addEventListener('click', () => answerWallet('reject'));
setInterval(() => void watchWallet(), WALLET_POLL_MS);

ui.deposit.addEventListener('submit', (event) => {
  event.preventDefault();
  const fields = new FormData(ui.deposit);
  const body = {
    user: choice.user,
    token: String(fields.get('token') ?? ''),
    chainId: String(fields.get('chainId') ?? ''),
    amount: String(fields.get('amount') ?? '').replace(',', '.'),
    accountIndex: String(fields.get('accountIndex') ?? '0'),
  };
  log('user', 'sandbox.deposit', summarize(body));
  ui.deposit.dataset.state = 'pending';
  void fetch('/deposit', { method: 'POST', headers: { 'content-type': 'application/json', ...sandboxControlHeaders }, body: JSON.stringify(body) })
    .then(async (response) => {
      const answer: unknown = await response.json().catch(() => null);
      const ok = response.ok && typeof answer === 'object' && answer !== null && (answer as { ok?: unknown }).ok === true;
      ui.deposit.dataset.state = ok ? 'ok' : 'error';
      log('note', 'sandbox.deposit.result', summarize(answer, 400), ok ? 'ok' : 'error');
    })
    .catch((error: unknown) => {
      ui.deposit.dataset.state = 'error';
      log('note', 'sandbox.deposit.result', String(error), 'error');
    });
});

// ---- start -----------------------------------------------------------------------------------

function readPageQuery(): void {
  const query = new URLSearchParams(location.search);
  const user = query.get('user');
  if (user === 'new') choice.user = newUserKey(newUserId(Math.random()));
  else if (user) choice.user = user;
  choice.lang = query.get('lang');
  choice.theme = query.get('theme') ?? 'light';
  choice.startParam = query.get('startParam') ?? '';
  choice.firstName = query.get('firstName') ?? '';
  choice.platform = query.get('platform') ?? 'weba';
}

startClockControl(
  {
    now: byTestId('host-clock-now'),
    ahead: byTestId('host-clock-ahead'),
    moves: [...document.querySelectorAll<HTMLButtonElement>('[data-move-ms]')],
    form: byTestId<HTMLFormElement>('host-clock-form'),
    amount: byTestId<HTMLInputElement>('host-clock-amount'),
    unit: byTestId<HTMLSelectElement>('host-clock-unit'),
    error: byTestId('host-clock-error'),
  },
  log,
);

startAuctionControl(
  {
    startsAt: byTestId('host-auction-starts'),
    deadline: byTestId('host-auction-deadline'),
    today: byTestId<HTMLButtonElement>('host-auction-today'),
    form: byTestId<HTMLFormElement>('host-auction-form'),
    start: byTestId<HTMLInputElement>('host-auction-start'),
    error: byTestId('host-auction-error'),
  },
  log,
);

startUserControls(
  {
    failNextSend: byTestId<HTMLButtonElement>('host-auction-fail-next'),
    humanGroupForm: byTestId<HTMLFormElement>('host-human-group-form'),
    humanGroup: byTestId<HTMLInputElement>('host-human-group'),
    status: byTestId('host-user-control-status'),
  },
  () => walletUserId,
  log,
);

startTaskControls(
  {
    punkForm: byTestId<HTMLFormElement>('host-punk-staked-form'),
    punk: byTestId<HTMLInputElement>('host-punk-staked'),
    appForm: byTestId<HTMLFormElement>('host-wallet-app-form'),
    app: byTestId<HTMLInputElement>('host-wallet-app'),
    waitlistJoin: byTestId<HTMLButtonElement>('host-waitlist-join'),
    coinForm: byTestId<HTMLFormElement>('host-bigpump-form'),
    coinName: byTestId<HTMLInputElement>('host-bigpump-name'),
    coinTicker: byTestId<HTMLInputElement>('host-bigpump-ticker'),
    coinHash: byTestId('host-bigpump-hash'),
    coinToClipboard: byTestId<HTMLButtonElement>('host-bigpump-to-clipboard'),
    clipboard: ui.clipboard,
    phraseReveal: byTestId<HTMLButtonElement>('host-meme-phrase-reveal'),
    phrase: byTestId('host-meme-phrase'),
    status: byTestId('host-task-control-status'),
  },
  () => walletUserId,
  log,
);

document.documentElement.style.setProperty('--frame-width', `${VIEWPORT.width}px`);
document.documentElement.style.setProperty('--frame-height', `${VIEWPORT.height}px`);
ui.origin.textContent = location.origin;
window.addEventListener('message', onMessage);
readPageQuery();
syncControls();
void launch();
