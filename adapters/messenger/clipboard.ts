/**
 * Writing to the clipboard inside a messenger web view: the modern API is often missing or denied
 * there (no secure context, no user-activation passthrough), so the older execCommand path is kept
 * as a fallback, as the specification asks.
 */
import type { Logger } from '../../domain/shared/logger';

/** The pieces of the browser this needs, injectable so tests can make either path fail. */
export interface ClipboardEnvironment {
  readonly clipboard?: Pick<Clipboard, 'writeText'> | undefined;
  readonly document?: Document | undefined;
}

function defaultEnvironment(): ClipboardEnvironment {
  return {
    clipboard: typeof navigator === 'undefined' ? undefined : navigator.clipboard,
    document: typeof document === 'undefined' ? undefined : document,
  };
}

function copyWithTextarea(doc: Document, text: string): boolean {
  const area = doc.createElement('textarea');
  area.value = text;
  // Off-screen and read-only so the page does not jump and no keyboard opens on mobile.
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.top = '-1000px';
  area.style.opacity = '0';
  doc.body.appendChild(area);
  try {
    area.select();
    // execCommand is deprecated but is the only path left when navigator.clipboard is refused.
    return typeof doc.execCommand === 'function' && doc.execCommand('copy');
  } finally {
    doc.body.removeChild(area);
  }
}

/** True when the text reached the clipboard; empty text counts as a failure ('copy-error'). */
export async function writeClipboard(text: string, logger: Logger, env: ClipboardEnvironment = defaultEnvironment()): Promise<boolean> {
  if (text === '') return false;
  if (env.clipboard) {
    try {
      await env.clipboard.writeText(text);
      return true;
    } catch (error) {
      logger.warn('clipboard.writeText failed, trying the older copy method', error);
    }
  }
  if (!env.document) return false;
  try {
    return copyWithTextarea(env.document, text);
  } catch (error) {
    logger.warn('document.execCommand copy failed', error);
    return false;
  }
}
