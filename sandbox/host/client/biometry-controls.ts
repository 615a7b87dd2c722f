/**
 * The host page playing the messenger's biometric prompt (issue 37): web_app_biometry_get_info is
 * answered with biometry_info_received at once; web_app_biometry_request_access (while access was
 * never given) and web_app_biometry_request_auth open a panel showing the app's reason, where a
 * tester presses Grant or Deny. "No biometry" plays a client or device without it. Access, once
 * granted, is remembered for the page's life, as the messenger remembers it per app.
 */
import type { AppMessage } from './protocol';

type Log = (direction: 'app' | 'host' | 'user' | 'note', eventType: string, data: string, kind?: string) => void;

export const BIOMETRY_METHODS = ['web_app_biometry_get_info', 'web_app_biometry_request_access', 'web_app_biometry_request_auth'] as const;

export interface BiometryElements {
  readonly panel: HTMLElement;
  readonly kind: HTMLElement;
  readonly reason: HTMLElement;
  readonly grant: HTMLButtonElement;
  readonly deny: HTMLButtonElement;
  readonly available: HTMLInputElement;
}

export interface BiometryState {
  readonly available: boolean;
  readonly accessRequested: boolean;
  readonly accessGranted: boolean;
}

/** The info event the SDK reads (its `available: false` shape carries nothing else). */
export function biometryInfo(state: BiometryState): AppMessage {
  return {
    eventType: 'biometry_info_received',
    eventData: state.available
      ? { available: true, access_requested: state.accessRequested, access_granted: state.accessGranted, device_id: 'sandbox-device', token_saved: false, type: 'finger' }
      : { available: false },
  };
}

export interface BiometryControls {
  handles(eventType: string): boolean;
  /** Answers the message now (info) or once the tester chose (access, authentication). */
  receive(eventType: string, eventData: unknown, answer: (message: AppMessage) => void): void;
  /** A relaunch or close drops an open prompt (answered as failed). */
  reset(): void;
}

export function startBiometryControls(ui: BiometryElements, log: Log): BiometryControls {
  let accessRequested = false;
  let accessGranted = false;
  let pending: ((granted: boolean) => void) | null = null;
  const state = (): BiometryState => ({ available: ui.available.checked, accessRequested, accessGranted });

  const close = (granted: boolean) => {
    const answer = pending;
    pending = null;
    ui.panel.hidden = true;
    answer?.(granted);
  };
  ui.grant.addEventListener('click', () => {
    log('user', 'biometry.grant', ui.kind.textContent ?? '');
    close(true);
  });
  ui.deny.addEventListener('click', () => {
    log('user', 'biometry.deny', ui.kind.textContent ?? '');
    close(false);
  });

  const ask = (kind: string, reason: string, then: (granted: boolean) => void) => {
    if (pending) close(false);
    pending = then;
    ui.kind.textContent = kind;
    ui.reason.textContent = reason;
    ui.panel.hidden = false;
    ui.grant.focus();
  };

  return {
    handles: (eventType) => (BIOMETRY_METHODS as readonly string[]).includes(eventType),
    receive(eventType, eventData, answer) {
      const params = typeof eventData === 'object' && eventData !== null ? (eventData as Record<string, unknown>) : {};
      const reason = typeof params.reason === 'string' ? params.reason : '';
      if (eventType === 'web_app_biometry_get_info' || !ui.available.checked) {
        if (eventType === 'web_app_biometry_request_auth') answer({ eventType: 'biometry_auth_requested', eventData: { status: 'failed' } });
        else answer(biometryInfo(state()));
        return;
      }
      if (eventType === 'web_app_biometry_request_access') {
        // The messenger asks only once; later requests are answered with what was chosen.
        if (accessRequested) return answer(biometryInfo(state()));
        ask('Allow biometrics', reason, (granted) => {
          accessRequested = true;
          accessGranted = granted;
          answer(biometryInfo(state()));
        });
        return;
      }
      if (!accessGranted) return answer({ eventType: 'biometry_auth_requested', eventData: { status: 'failed' } });
      ask('Confirm with biometrics', reason, (granted) => answer({ eventType: 'biometry_auth_requested', eventData: { status: granted ? 'authorized' : 'failed' } }));
    },
    reset() {
      if (pending) close(false);
    },
  };
}
