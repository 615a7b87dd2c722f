/**
 * The phone the host page plays (issue 37): a launch on ios or android has the home indicator's
 * inset, and on the app's request full screen with the status bar and the messenger's floating
 * controls as insets, each announced as the mobile clients do; the web client has no insets and
 * refuses full screen. The launch query chooses the platform.
 */
import { generateKeyPairSync } from 'node:crypto';
import { supports } from '@telegram-apps/sdk';
import { describe, expect, it } from 'vitest';
import { buildLaunch, LAUNCH_VERSION, parseLaunchQuery } from '../../sandbox/host/launch';
import { answerFor, initialHostState } from '../../sandbox/host/client/protocol';
import { PHONE_INSETS } from '../../sandbox/host/client/phone-protocol';
import { THEMES } from '../../sandbox/host/theme';

const VIEWPORT = { width: 390, height: 780 };
const zeros = { top: 0, bottom: 0, left: 0, right: 0 };

describe("the host's phone", () => {
  it('on a phone, answers a full-screen request with full screen and the insets it brings', () => {
    const phone = initialHostState(THEMES.light, VIEWPORT, 'ios');
    expect(answerFor('web_app_request_safe_area', undefined, phone).answers).toEqual([{ eventType: 'safe_area_changed', eventData: { ...zeros, bottom: 34 } }]);
    expect(answerFor('web_app_request_content_safe_area', undefined, phone).answers).toEqual([{ eventType: 'content_safe_area_changed', eventData: zeros }]);

    const full = answerFor('web_app_request_fullscreen', undefined, phone);
    expect(full.kind).toBe('handled');
    expect(full.state.phone.fullscreen).toBe(true);
    expect(full.answers).toEqual([
      { eventType: 'fullscreen_changed', eventData: { is_fullscreen: true } },
      { eventType: 'safe_area_changed', eventData: PHONE_INSETS.safe },
      { eventType: 'content_safe_area_changed', eventData: PHONE_INSETS.content },
    ]);
    expect(answerFor('web_app_request_safe_area', undefined, full.state).answers).toEqual([{ eventType: 'safe_area_changed', eventData: PHONE_INSETS.safe }]);
    expect(answerFor('web_app_request_fullscreen', undefined, full.state).answers).toEqual([{ eventType: 'fullscreen_failed', eventData: { error: 'ALREADY_FULLSCREEN' } }]);

    const left = answerFor('web_app_exit_fullscreen', undefined, full.state);
    expect(left.state.phone.fullscreen).toBe(false);
    expect(left.answers[0]).toEqual({ eventType: 'fullscreen_changed', eventData: { is_fullscreen: false } });
  });

  it('in the web client, has no insets and refuses full screen', () => {
    const web = initialHostState(THEMES.light, VIEWPORT);
    expect(answerFor('web_app_request_safe_area', undefined, web).answers).toEqual([{ eventType: 'safe_area_changed', eventData: zeros }]);
    const refused = answerFor('web_app_request_fullscreen', undefined, web);
    expect(refused.answers).toEqual([{ eventType: 'fullscreen_failed', eventData: { error: 'UNSUPPORTED' } }]);
    expect(refused.state.phone.fullscreen).toBe(false);
  });

  it('claims a version in which the SDK allows full screen and the home screen', () => {
    for (const method of ['web_app_request_fullscreen', 'web_app_exit_fullscreen', 'web_app_check_home_screen', 'web_app_add_to_home_screen'] as const) {
      expect(supports(method, LAUNCH_VERSION), method).toBe(true);
    }
  });

  it("adds the app to a phone's home screen (then reports it added); the web client cannot", () => {
    const phone = initialHostState(THEMES.light, VIEWPORT, 'android');
    expect(answerFor('web_app_check_home_screen', undefined, phone).answers).toEqual([{ eventType: 'home_screen_checked', eventData: { status: 'missed' } }]);
    const added = answerFor('web_app_add_to_home_screen', undefined, phone);
    expect(added.answers).toEqual([{ eventType: 'home_screen_added' }]);
    expect(answerFor('web_app_check_home_screen', undefined, added.state).answers).toEqual([{ eventType: 'home_screen_checked', eventData: { status: 'added' } }]);

    const web = initialHostState(THEMES.light, VIEWPORT);
    expect(answerFor('web_app_check_home_screen', undefined, web).answers).toEqual([{ eventType: 'home_screen_checked', eventData: { status: 'unsupported' } }]);
    expect(answerFor('web_app_add_to_home_screen', undefined, web).answers).toEqual([{ eventType: 'home_screen_failed' }]);
  });

  it('launches on the platform the query names: the web client by default, a phone on request', () => {
    const web = parseLaunchQuery({ user: 'alice' });
    const ios = parseLaunchQuery({ user: 'alice', platform: 'ios' });
    expect(web.ok && web.value.platform).toBe('weba');
    expect(ios.ok && ios.value.platform).toBe('ios');
    expect(parseLaunchQuery({ user: 'alice', platform: 'tdesktop' })).toMatchObject({ ok: false, field: 'platform' });
    if (!ios.ok) throw new Error('refused');
    const launch = buildLaunch('http://127.0.0.1:1/', ios.value, { botToken: '1:x', signingKey: generateKeyPairSync('ed25519').privateKey, now: new Date(0), queryId: 'q' });
    expect(new URLSearchParams(launch.url.split('#')[1]).get('tgWebAppPlatform')).toBe('ios');
  });
});
