/**
 * The hosts that start once the app is up (after-boot-slot.tsx): the due banner (issue 25) and the
 * messenger's native pieces and the haptics (issue 37). One chunk, reached through the full route tree's.
 */
import { BannerHost } from '../screens/mining/banners/banner-host';
import { HapticsHost } from '../settings/haptics-host';
import { HomeScreenOffer } from '../settings/home-screen-offer';
import { NativeHost } from '../settings/native-host';

export function AfterBoot() {
  return (
    <>
      <BannerHost />
      <NativeHost />
      <HapticsHost />
      <HomeScreenOffer />
    </>
  );
}
