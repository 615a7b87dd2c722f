/**
 * The SDK side of MessengerNative (domain/shared/messenger-native.ts): closing confirmation,
 * haptics and popups over @telegram-apps/sdk v3, part of the lazily loaded SDK half (telegram.ts).
 * Every call goes through its `isAvailable()` guard: an older client, or one without the feature,
 * gets "nothing happens" (haptics, the closing confirmation) or null (the popup, so the app asks in
 * its own dialog instead).
 */
import { closingBehavior, hapticFeedback, popup } from '@telegram-apps/sdk';
import type { Logger } from '../../domain/shared/logger';
import type { Haptic, MessengerNative } from '../../domain/shared/messenger-native';

const DESTRUCTIVE_ID = 'confirm';

/** The port's haptic(): the platform's vocabulary mapped onto the SDK's three calls. */
export function playHaptic(kind: Haptic, guarded: (what: string, call: () => unknown) => void): void {
  guarded('haptic', () => {
    if (kind === 'selection') hapticFeedback.selectionChanged.ifAvailable();
    else if (kind === 'light') hapticFeedback.impactOccurred.ifAvailable('light');
    else hapticFeedback.notificationOccurred.ifAvailable(kind);
  });
}

export function createSdkNative(logger: Logger, guarded: (what: string, call: () => unknown) => void): MessengerNative {
  return {
    setClosingConfirmation(on) {
      guarded('closing confirmation', () => {
        if (!closingBehavior.isMounted()) closingBehavior.mount.ifAvailable();
        if (on) closingBehavior.enableConfirmation.ifAvailable();
        else closingBehavior.disableConfirmation.ifAvailable();
      });
    },

    async confirmDestructive({ title, message, confirm, cancel }) {
      if (!popup.show.isAvailable()) return null;
      try {
        // The popup's limits (title 64, message 256 characters) hold for every text the app asks with.
        const pressed = await popup.show({
          title,
          message,
          buttons: [
            { id: DESTRUCTIVE_ID, type: 'destructive', text: confirm },
            { id: 'cancel', type: 'default', text: cancel },
          ],
        });
        return pressed === DESTRUCTIVE_ID;
      } catch (error) {
        // A client that claims popups but fails to show one: the app's own dialog asks instead.
        logger.warn('the messenger popup failed', error);
        return null;
      }
    },
  };
}
