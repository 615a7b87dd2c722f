/**
 * The messenger's "add to home screen" (issue 37): part of NativeMessenger (messenger.ts), in a
 * file of its own so each native piece keeps its own rules.
 */

/**
 * Whether the app is on the phone's home screen: 'unsupported' (the client cannot add it),
 * 'unknown' (it can, but cannot tell whether it did), 'added', 'missed' (not there yet).
 */
export type HomeScreenStatus = 'unsupported' | 'unknown' | 'added' | 'missed';

export interface MessengerHomeScreen {
  /** 'unsupported' where the client cannot check or add (an older one, desktop, web). */
  homeScreenStatus(): Promise<HomeScreenStatus>;
  /** Asks the messenger to add the app to the home screen; false where the client cannot. */
  addToHomeScreen(): boolean;
}
