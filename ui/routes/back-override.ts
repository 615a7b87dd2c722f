/**
 * Where the messenger's back goes from a screen opened with no history inside the app (a link, a
 * reload at the first entry): the shown flow may name it (seed 001 §2: copy trading's targets) by
 * setting `to` while it is mounted (ui/flows/use-flow-route.ts); null or unset: home. A bare
 * mutable holder because it sits in the first load, where every byte counts.
 */
export const backOverride: { to?: (() => string | null) | undefined } = {};

/**
 * The open modals' (bottom sheets', dialogs') close actions, the newest last: the messenger's back
 * closes the newest one and nothing else (issue 41: it closed the sheet and went back a page too).
 * Filled by useModalFocus (ui/components/bottom-sheet.tsx), which every modal of the app uses.
 */
export const openModals: (() => void)[] = [];
