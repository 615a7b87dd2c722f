/**
 * The SDK side of MessengerHomeScreen (domain/shared/messenger-home-screen.ts), part of the lazily
 * loaded SDK half (telegram.ts). Both calls behind their `isAvailable()` guards (Mini Apps 8.0): an
 * older client answers 'unsupported', and the app then never offers.
 */
import { addToHomeScreen, checkHomeScreenStatus } from '@telegram-apps/sdk';
import type { Logger } from '../../domain/shared/logger';
import type { HomeScreenStatus, MessengerHomeScreen } from '../../domain/shared/messenger-home-screen';

const STATUSES: readonly HomeScreenStatus[] = ['unsupported', 'unknown', 'added', 'missed'];

export function createSdkHomeScreen(logger: Logger): MessengerHomeScreen {
  return {
    async homeScreenStatus() {
      if (!checkHomeScreenStatus.isAvailable() || !addToHomeScreen.isAvailable()) return 'unsupported';
      try {
        const status: string = await checkHomeScreenStatus();
        return STATUSES.find((known) => known === status) ?? 'unknown';
      } catch (error) {
        logger.warn('the home screen status could not be checked', error);
        return 'unsupported';
      }
    },
    addToHomeScreen() {
      if (!addToHomeScreen.isAvailable()) return false;
      try {
        addToHomeScreen();
        return true;
      } catch (error) {
        logger.warn('the app could not be added to the home screen', error);
        return false;
      }
    },
  };
}
