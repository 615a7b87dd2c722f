/** Joins the class names that apply, skipping the false and missing ones (CSS module lookups may be undefined). */
export const cx = (...names: ReadonlyArray<string | false | null | undefined>): string => names.filter(Boolean).join(' ');
