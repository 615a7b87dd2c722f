/**
 * Fixed links the client shows. The community channel is not named by the specification; this is
 * the product's channel handle as decided for the maintenance screen. It is a t.me link, so it
 * opens inside the messenger (openTelegramLink).
 */
export const COMMUNITY_CHANNEL_URL = 'https://t.me/switch_wallet_community';

/** The district clash game's bot, which its banner opens (the seed names no handle; ours). */
export const DISTRICT_CLASH_GAME_URL = 'https://t.me/district_clash_bot/game';
