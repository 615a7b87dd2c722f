/**
 * Where the autoclaim modal plugs into /mining. The modal is built by the payment work
 * (ui/screens/mining/autoclaim/autoclaim-sheet.tsx, `AutoclaimSheet`); until it is here
 * AUTOCLAIM_SHEET is null and /mining shows no autoclaim entry (no placeholder). Wiring it is this
 * one line:
 *   const AUTOCLAIM_SHEET: RenderAutoclaimSheet | null = (props) => <AutoclaimSheet {...props} />;
 * A render function rather than a component in context: the screen calls it, React never sees a
 * component type that changes between renders. Tests may provide another one through the context.
 */
import { createContext, type ReactNode } from 'react';

export interface AutoclaimSheetProps {
  readonly open: boolean;
  readonly onClose: () => void;
  /** The purchase is recorded (activation may take up to an hour). */
  readonly onActivated: () => void;
}

export type RenderAutoclaimSheet = (props: AutoclaimSheetProps) => ReactNode;

const AUTOCLAIM_SHEET: RenderAutoclaimSheet | null = null;

export const AutoclaimSheetContext = createContext<RenderAutoclaimSheet | null>(AUTOCLAIM_SHEET);
