/**
 * The Scan action of an address field (issue 37, "Scan a QR"): the messenger's QR scanner, offered
 * only where the client has one (no Scan button otherwise). No words here: this folder's messages
 * are the home's catalog, so each screen names the button and the scanner's prompt itself.
 */
import { useEffect, useState } from 'react';
import type { MessengerQrScanner } from '../../domain/shared/messenger-scanner';
import { usePorts } from '../ports-context';
import { Icon, type IconProps } from './icons';

/** The scanner once the messenger's native half has arrived; null while it loads and where the client has none. */
export function useQrScanner(): MessengerQrScanner | null {
  const { messenger } = usePorts();
  const [scanner, setScanner] = useState<MessengerQrScanner | null>(null);
  useEffect(() => {
    let cancelled = false;
    void messenger.native().then((native) => {
      if (!cancelled && native?.qrScanner.available()) setScanner(native.qrScanner);
    });
    return () => {
      cancelled = true;
    };
  }, [messenger]);
  return scanner;
}

/** A viewfinder's four corners round a bar: the platforms' sign for "scan a code". */
export function ScanIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M4 8V5a1 1 0 0 1 1-1h3M16 4h3a1 1 0 0 1 1 1v3M20 16v3a1 1 0 0 1-1 1h-3M8 20H5a1 1 0 0 1-1-1v-3" />
      <path d="M7 12h10" />
    </Icon>
  );
}
