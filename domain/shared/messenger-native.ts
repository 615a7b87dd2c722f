/**
 * What the messenger offers beyond its buttons and links that makes the app feel native (issue 37):
 * the closing confirmation, haptic feedback and its own popups. Part of the Messenger port
 * (messenger.ts: haptic() is on the port itself, the rest behind native()); kept in a file of its
 * own because each piece has its own rules.
 */

/**
 * The platform's haptic vocabulary: a selection change (pickers, tabs, sliders), a light impact (a
 * primary button) and the three notifications (a payment succeeded, a warning shows, the server refused).
 */
export type Haptic = 'selection' | 'light' | 'success' | 'warning' | 'error';

/** A destructive choice the person confirms: the messenger's popup shows it with a destructive button. */
export interface DestructiveConfirmation {
  readonly title: string;
  readonly message: string;
  /** The destructive button's text ("Stop", "Leave"). */
  readonly confirm: string;
  readonly cancel: string;
}

/** The closing confirmation and popups; part of NativeMessenger (messenger.ts). */
export interface MessengerNative {
  /** While on, closing the app (swipe, Close) asks first whether changes may be lost. */
  setClosingConfirmation(on: boolean): void;
  /**
   * The messenger's popup: true when the destructive button was pressed, false for cancel (or the
   * popup dismissed), null when the client cannot show one (the app then asks in its own dialog).
   */
  confirmDestructive(request: DestructiveConfirmation): Promise<boolean | null>;
}
