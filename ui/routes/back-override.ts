/**
 * Where the messenger's back goes from a screen opened with no history inside the app (a link, a
 * reload at the first entry): the shown flow may name it (seed 001 §2: copy trading's targets) by
 * setting `to` while it is mounted (ui/flows/use-flow-route.ts); null or unset: home. A bare
 * mutable holder because it sits in the first load, where every byte counts.
 */
export const backOverride: { to?: (() => string | null) | undefined } = {};
