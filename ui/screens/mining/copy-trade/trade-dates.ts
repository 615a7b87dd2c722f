/** Dates and times of copy trades as the screens show them: DD/MM/YYYY with the real month (PRODUCT.md), in the device's zone. */
import { formatDate } from '../../../../domain/wallet/dates';

const offsetAt = (iso: string): number => -new Date(iso).getTimezoneOffset();

export const tradeDate = (iso: string): string => formatDate(iso, offsetAt(iso)) ?? '';

export function tradeTime(iso: string, locale: string): string {
  const date = new Date(iso);
  return `${tradeDate(iso)} ${date.toLocaleTimeString(locale, { hour: '2-digit', minute: '2-digit', hour12: false })}`;
}
