/**
 * A QR code with the specification's defaults (seed 000 §2): error correction L, 256 px, black on
 * white. The `qrcode` package is imported here, dynamically, and this module is only reached from
 * the lazy /refill/qr route, so it never weighs on the home route. The encoded text stays on the
 * element (data-qr-text) so tests and tools can check what the picture says.
 */
import { useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { usePorts } from '../../ports-context';
import styles from './refill.module.css';

export const QR_DEFAULTS = {
  errorCorrectionLevel: 'L',
  size: 256,
  background: '#ffffff',
  foreground: '#000000',
} as const;

async function renderSvg(text: string): Promise<string> {
  const module = await import('qrcode');
  // A CommonJS package: depending on the bundler's interop the functions sit on the namespace or on
  // its default export. Taken from the default first, because every object has a `toString`.
  const qrcode = module.default ?? module;
  return qrcode.toString(text, {
    type: 'svg',
    errorCorrectionLevel: QR_DEFAULTS.errorCorrectionLevel,
    width: QR_DEFAULTS.size,
    margin: 2,
    color: { dark: QR_DEFAULTS.foreground, light: QR_DEFAULTS.background },
  });
}

export function QrCode({ text, label }: { text: string; label: string }) {
  const { t } = useLingui();
  const { logger } = usePorts();
  const [rendered, setRendered] = useState<{ text: string; svg: string | null } | null>(null);

  useEffect(() => {
    let live = true;
    renderSvg(text)
      .then((svg) => live && setRendered({ text, svg }))
      .catch((error: unknown) => {
        logger.error('the QR code could not be drawn', error);
        if (live) setRendered({ text, svg: null });
      });
    return () => {
      live = false;
    };
  }, [text, logger]);

  const current = rendered?.text === text ? rendered : null;
  return (
    <div
      className={styles.qr}
      role="img"
      aria-label={label}
      data-testid="qr-code"
      data-qr-text={text}
      data-qr-level={QR_DEFAULTS.errorCorrectionLevel}
      data-qr-state={current ? (current.svg ? 'ready' : 'failed') : 'loading'}
      style={{ width: QR_DEFAULTS.size, height: QR_DEFAULTS.size, background: QR_DEFAULTS.background }}
    >
      {current?.svg ? (
        // An <img> of the SVG rather than injected markup: nothing from the library enters the DOM as HTML.
        <img src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(current.svg)}`} width={QR_DEFAULTS.size} height={QR_DEFAULTS.size} alt="" />
      ) : current ? (
        <span className={styles.qrFailed}>{t`The QR code could not be drawn. Copy the address instead.`}</span>
      ) : null}
    </div>
  );
}
