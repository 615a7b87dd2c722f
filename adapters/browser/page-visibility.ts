/** The AppVisibility port over the page's visibility (a mini-app hidden behind the chat is 'hidden'). */
import type { AppVisibility } from '../../domain/shared/polling';

export function pageVisibility(doc: Pick<Document, 'visibilityState' | 'addEventListener' | 'removeEventListener'> | undefined): AppVisibility {
  if (!doc) return { visible: true, subscribe: () => () => undefined };
  return {
    get visible() {
      return doc.visibilityState !== 'hidden';
    },
    subscribe: (listener) => {
      const onChange = () => listener(doc.visibilityState !== 'hidden');
      doc.addEventListener('visibilitychange', onChange);
      return () => doc.removeEventListener('visibilitychange', onChange);
    },
  };
}
