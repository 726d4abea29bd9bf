// Webview mode (SPEC §1): the native travel app opens pages with ?isTravelApp=true on a phone and
// listens for events. No bridge existed before this page, so this is its one place: it posts a JSON
// message `{ type, ...data }` to whichever host bridge the app injected (React Native's
// ReactNativeWebView, a WKWebView message handler named `travelApp`, or an Android JavaScript
// interface `TravelAppBridge`). Meant to move to src/lib/client/native-bridge.ts when a second
// page posts events.
import { Breakpoints } from '../../../lib/domain/shared/breakpoints';
import { profileQuery } from '../../../lib/domain/profile/profile-sections';
import { page } from '../../../lib/client/platform';

/** SPEC §1 events this page sends. */
export type NativeEvent = { type: 'bookingComplete'; bookingId: string; confirmationNumber: string };

interface HostBridges {
  ReactNativeWebView?: { postMessage(message: string): void };
  webkit?: { messageHandlers?: { travelApp?: { postMessage(message: unknown): void } } };
  TravelAppBridge?: { postMessage(message: string): void };
}

/** On when the flag is in the address and the device is mobile (the same rule as the profile page). */
export function inTravelApp(win: Window = page.host()): boolean {
  return profileQuery(win.location.search, win.matchMedia(`(max-width: ${Breakpoints.mobileMax}px)`).matches).isTravelApp;
}

/** Posts the event to the native app; false when no bridge is there (a browser with the flag). */
export function postToNativeApp(event: NativeEvent, win: Window = page.host()): boolean {
  const host = win as unknown as HostBridges;
  const message = JSON.stringify(event);
  if (host.ReactNativeWebView) host.ReactNativeWebView.postMessage(message);
  else if (host.webkit?.messageHandlers?.travelApp) host.webkit.messageHandlers.travelApp.postMessage(event);
  else if (host.TravelAppBridge) host.TravelAppBridge.postMessage(message);
  else return false;
  return true;
}
