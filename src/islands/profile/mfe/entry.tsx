// The profile micro-frontend as a standalone ES module (built to /mfe/profile.js):
//   const { mount, unmount, notify } = await import('/mfe/profile.js');
//   mount('profile-root', { locale: 'fr', theme: 'dark' });
// It carries its own strings and styles, and leaves nothing behind on unmount.
import { createRoot, type Root } from 'react-dom/client';
import { isLocale, provideResources } from '../../../lib/client/i18n';
import { resetProfileStores } from '../../../lib/client/profile/profile-load';
import { I18nIsland } from '../../ui/I18nIsland';
import { ProfileApp } from '../ProfileApp';
import { HostEvents, type MountOptions } from './contract';
import { resources } from './resources';
import './styles';
import { page } from '../../../lib/client/platform';

interface Mounted {
  root: Root;
  element: HTMLElement;
  options: Required<MountOptions>;
  stylesheet: HTMLLinkElement | null;
  stopHostEvents: (() => void)[];
}
let mounted: Mounted | null = null;

function render(m: Mounted) {
  const { locale, brand, theme, variant } = m.options;
  m.element.lang = locale;
  m.root.render(
    <I18nIsland locale={locale}>
      <ProfileApp locale={locale} brand={brand} theme={theme} variant={variant} />
    </I18nIsland>,
  );
}

/** Host → profile messages; also dispatched as DOM CustomEvents on window. */
export function notify(name: string, detail: unknown = {}): void {
  if (!(HostEvents as readonly string[]).includes(name)) {
    console.warn(`[profile] ignoring host event "${name}": only ${HostEvents.join(' and ')} are handled`);
    return;
  }
  if (!mounted) return;
  const d = (detail ?? {}) as Record<string, unknown>;
  if (name === 'locale-change') {
    if (!isLocale(d.locale)) {
      console.warn(`[profile] locale-change needs a locale of en or fr, got ${String(d.locale)}`);
      return;
    }
    mounted.options = { ...mounted.options, locale: d.locale };
  } else {
    const theme = d.theme === 'light' || d.theme === 'dark' || d.theme === 'system' ? d.theme : mounted.options.theme;
    const variant = d.variant === 'xmod' || d.variant === 'default' ? d.variant : mounted.options.variant;
    mounted.options = { ...mounted.options, theme, variant };
  }
  render(mounted);
}

export function mount(elementId: string, options: MountOptions = {}): void {
  const element = page.byId(elementId);
  if (!element) throw new Error(`[profile] no element with id "${elementId}" to mount into`);
  if (mounted) unmount();
  provideResources(resources);
  const stylesheet = page.addStylesheet(new URL(/* @vite-ignore */ './profile.css', import.meta.url).href, 'data-profile-mfe');
  const onWindowEvent = (e: Event) => notify(e.type, (e as CustomEvent).detail);
  const stopHostEvents = HostEvents.map((name) => page.onCustom(name, onWindowEvent));
  mounted = {
    root: createRoot(element),
    element,
    stylesheet,
    stopHostEvents,
    options: {
      locale: options.locale && isLocale(options.locale) ? options.locale : 'en',
      theme: options.theme ?? 'system',
      variant: options.variant ?? 'default',
      brand: options.brand ?? '',
    },
  };
  render(mounted);
}

export function unmount(): void {
  if (!mounted) return;
  const m = mounted;
  mounted = null;
  m.root.unmount();
  for (const stop of m.stopHostEvents) stop();
  m.stylesheet?.remove();
  m.element.removeAttribute('lang');
  // Nothing of this user's profile may outlive the mount (the next mount may be someone else).
  resetProfileStores();
}
