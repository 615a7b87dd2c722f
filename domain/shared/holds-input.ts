/**
 * Whether a money flow holds something the person would lose if the app closed now (issue 37,
 * "Never lose a half-typed payment"): any field with text in it, until the payment is done. The
 * messenger's closing confirmation is on exactly while this is true.
 */
export function holdsInput(fields: readonly string[], done: boolean): boolean {
  return !done && fields.some((field) => field.trim() !== '');
}
