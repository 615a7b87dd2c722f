/** What the burn modal hears from its screen. */
export type BurnEvent = { readonly type: 'amount.change'; readonly value: string } | { readonly type: 'burn.submit' } | { readonly type: 'config.retry' };
