/**
 * The host page's side of the messenger features issue 37 brings to the app (pure, like
 * protocol.ts): the closing confirmation's question, the popup with its buttons. The popup rules are
 * the messenger's (Bot API, PopupParams): a message of 1 to 256 characters, a title up to 64, one to
 * three buttons, each 'default' or 'destructive' with a text, or 'ok', 'close' or 'cancel'.
 */
export interface PopupButton {
  readonly id: string;
  readonly type: 'default' | 'destructive' | 'ok' | 'close' | 'cancel';
  /** What the button says: its text, or the messenger's own word for ok, close and cancel. */
  readonly text: string;
}

export interface HostPopup {
  readonly title: string;
  readonly message: string;
  readonly buttons: readonly PopupButton[];
}

/** The messenger's words for the buttons that carry no text of their own. */
const STOCK_TEXT = { ok: 'OK', close: 'Close', cancel: 'Cancel' } as const;

/** The messenger's question when a close would lose what the app holds. */
export const CLOSE_QUESTION = 'Changes that you made may not be saved.';

function isRecord(value: unknown): value is Readonly<Record<string, unknown>> {
  return typeof value === 'object' && value !== null;
}

function buttonOf(value: unknown): PopupButton | string {
  if (!isRecord(value)) return 'a button is not an object';
  const id = value.id ?? '';
  if (typeof id !== 'string' || id.length > 64) return 'a button id is longer than 64 characters';
  const type = value.type ?? 'default';
  if (type === 'ok' || type === 'close' || type === 'cancel') return { id, type, text: STOCK_TEXT[type] };
  if (type !== 'default' && type !== 'destructive') return `unknown button type ${String(type)}`;
  if (typeof value.text !== 'string' || value.text === '' || value.text.length > 64) return 'a button needs a text of 1 to 64 characters';
  return { id, type, text: value.text };
}

/** The popup a web_app_open_popup asks for, or why the messenger would refuse it. */
export function popupOf(eventData: unknown): HostPopup | string {
  if (!isRecord(eventData)) return 'expected the popup parameters';
  const { title = '', message, buttons } = eventData;
  if (typeof title !== 'string' || title.length > 64) return 'title longer than 64 characters';
  if (typeof message !== 'string' || message === '' || message.length > 256) return 'message of 1 to 256 characters expected';
  if (!Array.isArray(buttons) || buttons.length < 1 || buttons.length > 3) return '1 to 3 buttons expected';
  const read = buttons.map(buttonOf);
  const wrong = read.find((button): button is string => typeof button === 'string');
  return wrong ?? { title, message, buttons: read as PopupButton[] };
}

/** The answer when the popup closes: the pressed button's id, or none when it was dismissed. */
export function popupClosed(buttonId: string | null): { readonly eventType: 'popup_closed'; readonly eventData: { readonly button_id?: string } } {
  return { eventType: 'popup_closed', eventData: buttonId === null ? {} : { button_id: buttonId } };
}
