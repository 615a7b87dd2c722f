/**
 * The messenger's native pieces the host page plays (issue 37): cloud storage (kept per user in the
 * host page's own local storage, so it outlives the app's storage and a reload of either page), the
 * settings button, and the QR scanner, where a tester types what the camera "sees". Each request
 * and answer shows in the page's event log (main.ts logs every message both ways).
 */
import type { AppMessage } from './protocol';

type Log = (direction: 'app' | 'host' | 'user' | 'note', eventType: string, data: string, kind?: string) => void;

export interface NativeElements {
  readonly settings: HTMLButtonElement;
  readonly cloudView: HTMLElement;
  readonly cloudForm: HTMLFormElement;
  readonly cloudKey: HTMLInputElement;
  readonly cloudValue: HTMLTextAreaElement;
  readonly scanner: HTMLElement;
  readonly scannerText: HTMLElement;
  readonly scannerForm: HTMLFormElement;
  readonly scannerInput: HTMLInputElement;
  readonly scannerClose: HTMLButtonElement;
}

export interface NativeControls {
  /** The cloud storage methods (web_app_invoke_custom_method): the answer to post. */
  invoke(reqId: string, method: string, params: Readonly<Record<string, unknown>>): AppMessage;
  showSettingsButton(visible: boolean): void;
  openScanner(text: string | null): void;
  closeScanner(): void;
  /** A new launch (maybe another user): the cloud view follows, the scanner closes. */
  launched(): void;
}

const CLOUD_PREFIX = 'sandbox.cloud.';

export function startNativeControls(ui: NativeElements, user: () => string, post: (message: AppMessage) => void, log: Log): NativeControls {
  const read = (): Record<string, string> => {
    try {
      const stored: unknown = JSON.parse(localStorage.getItem(CLOUD_PREFIX + user()) ?? '{}');
      return typeof stored === 'object' && stored !== null ? (stored as Record<string, string>) : {};
    } catch {
      return {};
    }
  };
  const write = (values: Record<string, string>): void => {
    localStorage.setItem(CLOUD_PREFIX + user(), JSON.stringify(values));
    render();
  };
  const render = (): void => {
    ui.cloudView.textContent = JSON.stringify(read(), null, 1);
  };
  const keys = (params: Readonly<Record<string, unknown>>): string[] => (Array.isArray(params.keys) ? params.keys.filter((key): key is string => typeof key === 'string') : []);

  ui.cloudForm.addEventListener('submit', (event) => {
    event.preventDefault();
    const key = ui.cloudKey.value.trim();
    if (key === '') return;
    log('user', 'cloud.set', `${key} = ${ui.cloudValue.value}`);
    write({ ...read(), [key]: ui.cloudValue.value });
  });
  ui.settings.addEventListener('click', () => {
    log('user', 'settings-button', '');
    post({ eventType: 'settings_button_pressed' });
  });
  ui.scannerForm.addEventListener('submit', (event) => {
    event.preventDefault();
    log('user', 'scanner.sees', ui.scannerInput.value);
    post({ eventType: 'qr_text_received', eventData: { data: ui.scannerInput.value } });
  });
  ui.scannerClose.addEventListener('click', () => {
    log('user', 'scanner.close', '');
    ui.scanner.hidden = true;
    post({ eventType: 'scan_qr_popup_closed' });
  });

  return {
    invoke(reqId, method, params) {
      const values = read();
      const answer = (result: unknown): AppMessage => ({ eventType: 'custom_method_invoked', eventData: { req_id: reqId, result } });
      switch (method) {
        case 'getStorageValues':
          return answer(Object.fromEntries(keys(params).map((key) => [key, values[key] ?? ''])));
        case 'getStorageKeys':
          return answer(Object.keys(values));
        case 'saveStorageValue':
          if (typeof params.key !== 'string' || typeof params.value !== 'string') break;
          write({ ...values, [params.key]: params.value });
          return answer(true);
        case 'deleteStorageValues':
          write(Object.fromEntries(Object.entries(values).filter(([key]) => !keys(params).includes(key))));
          return answer(true);
      }
      return { eventType: 'custom_method_invoked', eventData: { req_id: reqId, error: `unsupported ${method}` } };
    },
    showSettingsButton(visible) {
      ui.settings.hidden = !visible;
    },
    openScanner(text) {
      ui.scannerText.textContent = text ?? 'Point the camera at a QR code';
      ui.scannerInput.value = '';
      ui.scanner.hidden = false;
      ui.scannerInput.focus();
    },
    closeScanner() {
      ui.scanner.hidden = true;
    },
    launched() {
      ui.scanner.hidden = true;
      ui.settings.hidden = true;
      render();
    },
  };
}
