/**
 * The host page playing the messenger's side of issue 37's features: Close asks first while the app
 * wants a closing confirmation (as the messenger does: "Changes that you made may not be saved"),
 * and the popup shows the app's question with its buttons and answers which one was pressed.
 */
import type { HostPopup } from './native-protocol';

export interface PopupControlElements {
  readonly closeConfirm: HTMLElement;
  readonly closeAnyway: HTMLButtonElement;
  readonly closeCancel: HTMLButtonElement;
  readonly popup: HTMLElement;
  readonly popupTitle: HTMLElement;
  readonly popupMessage: HTMLElement;
  readonly popupButtons: HTMLElement;
  readonly popupDismiss: HTMLButtonElement;
}

type Log = (direction: 'user' | 'note', eventType: string, data: string, kind?: string) => void;

export interface PopupControls {
  /** Asks "changes may be lost"; runs `close` only when the tester closes anyway. */
  askClose(close: () => void): void;
  /** Shows the app's popup; `answer` gets the pressed button's id, or null when dismissed. */
  showPopup(popup: HostPopup, answer: (buttonId: string | null) => void): void;
  /** A relaunch or a close drops whatever was open (an open popup is answered as dismissed). */
  reset(): void;
}

export function startPopupControls(ui: PopupControlElements, log: Log): PopupControls {
  let onClose: (() => void) | null = null;
  let onPopup: ((buttonId: string | null) => void) | null = null;

  function hideClose(): void {
    ui.closeConfirm.hidden = true;
    onClose = null;
  }

  function answerPopup(buttonId: string | null): void {
    const answer = onPopup;
    onPopup = null;
    ui.popup.hidden = true;
    ui.popupButtons.replaceChildren();
    answer?.(buttonId);
  }

  ui.closeAnyway.addEventListener('click', () => {
    const close = onClose;
    hideClose();
    log('user', 'close.confirmed', 'closed anyway');
    close?.();
  });
  ui.closeCancel.addEventListener('click', () => {
    hideClose();
    log('user', 'close.cancelled', 'the app stays open');
  });
  ui.popupDismiss.addEventListener('click', () => {
    log('user', 'popup.dismissed', '');
    answerPopup(null);
  });

  return {
    askClose(close) {
      onClose = close;
      ui.closeConfirm.hidden = false;
      ui.closeCancel.focus();
    },

    showPopup(popup, answer) {
      // One popup at a time, as in the messenger: a newer one dismisses the open one.
      if (onPopup) answerPopup(null);
      onPopup = answer;
      ui.popupTitle.textContent = popup.title;
      ui.popupTitle.hidden = popup.title === '';
      ui.popupMessage.textContent = popup.message;
      ui.popupButtons.replaceChildren(
        ...popup.buttons.map((spec) => {
          const button = document.createElement('button');
          button.type = 'button';
          button.textContent = spec.text;
          button.dataset.testid = 'host-popup-button';
          button.dataset.buttonId = spec.id;
          button.dataset.buttonType = spec.type;
          if (spec.type === 'destructive') button.style.color = '#d93025';
          button.addEventListener('click', () => {
            log('user', 'popup.button', `${spec.id} (${spec.text})`);
            answerPopup(spec.id);
          });
          return button;
        }),
      );
      ui.popup.hidden = false;
      ui.popupButtons.querySelector('button')?.focus();
    },

    reset() {
      hideClose();
      if (onPopup) answerPopup(null);
    },
  };
}
