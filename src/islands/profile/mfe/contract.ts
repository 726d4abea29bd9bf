import type { Locale } from '../../../lib/client/i18n';

/** What a host page passes to `mount` (SPEC §1: the host chooses the language). */
export interface MountOptions {
  locale?: Locale;
  theme?: 'light' | 'dark' | 'system';
  variant?: 'default' | 'xmod';
  /** Brand name for the rewards banner. */
  brand?: string;
}

/** Host events the profile listens to; any other name only gets a warning (SPEC §1). */
export const HostEvents = ['theme-change', 'locale-change'] as const;
export type HostEvent = (typeof HostEvents)[number];

export type HostEventDetail =
  | { name: 'theme-change'; detail: { theme?: MountOptions['theme']; variant?: MountOptions['variant'] } }
  | { name: 'locale-change'; detail: { locale: Locale } };
