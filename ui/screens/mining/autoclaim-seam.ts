/**
 * Where the autoclaim modal plugs into /mining. The modal is built by the payment work
 * (ui/screens/mining/autoclaim/autoclaim-sheet.tsx, `AutoclaimSheet`); until it is here the
 * context holds null and /mining shows no autoclaim entry (no placeholder). Wiring it is one
 * provider around the screen's body, in mining-screen.tsx:
 *   <AutoclaimSheetContext.Provider value={(props) => <AutoclaimSheet {...props} />}>
 * A render function rather than a component in context: the screen calls it, React never sees a
 * component type that changes between renders.
 */
import { createContext, type ReactNode } from 'react';

export interface AutoclaimSheetProps {
  readonly open: boolean;
  readonly onClose: () => void;
  /** The purchase is recorded (activation may take up to an hour). */
  readonly onActivated: () => void;
}

export type RenderAutoclaimSheet = (props: AutoclaimSheetProps) => ReactNode;

export const AutoclaimSheetContext = createContext<RenderAutoclaimSheet | null>(null);
