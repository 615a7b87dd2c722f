/**
 * Where the autoclaim modal plugs into /mining. The modal is built by the payment work
 * (ui/screens/mining/autoclaim/autoclaim-sheet.tsx, `AutoclaimSheet`), plugged in by
 * AUTOCLAIM_SHEET below; with null, /mining shows no autoclaim entry (no placeholder).
 * A render function rather than a component in context: the screen calls it, React never sees a
 * component type that changes between renders. Tests may provide another one through the context.
 */
import { createContext, type ReactNode } from 'react';
import { AutoclaimSheet } from './autoclaim/autoclaim-sheet';

export interface AutoclaimSheetProps {
  readonly open: boolean;
  readonly onClose: () => void;
  /** The purchase is recorded (activation may take up to an hour). */
  readonly onActivated: () => void;
}

export type RenderAutoclaimSheet = (props: AutoclaimSheetProps) => ReactNode;

const AUTOCLAIM_SHEET: RenderAutoclaimSheet | null = (props) => <AutoclaimSheet {...props} />;

export const AutoclaimSheetContext = createContext<RenderAutoclaimSheet | null>(AUTOCLAIM_SHEET);
