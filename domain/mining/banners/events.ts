/** What the banner flow hears: the close (button, Escape, an action that leaves), the app shown again. */
export type BannerEvent = { readonly type: 'banner.close' } | { readonly type: 'app.visible' };
