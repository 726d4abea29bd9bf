import { atom, onMount } from 'nanostores';
import type { PublicConfig } from '../domain/shared/config';
import { api, setAdminPortalUrl } from './api';

export type ConfigState = { kind: 'Loading' } | { kind: 'Loaded'; config: PublicConfig } | { kind: 'Failed' };
export const $config = atom<ConfigState>({ kind: 'Loading' });

export async function loadConfig(): Promise<void> {
  try {
    const config = await api.get<PublicConfig>('/config', { noRedirect: true });
    setAdminPortalUrl(config.adminPortalUrl);
    $config.set({ kind: 'Loaded', config });
  } catch {
    $config.set({ kind: 'Failed' });
  }
}

onMount($config, () => {
  void loadConfig();
});

/** The admin portal, told the visit comes from here (SPEC §2 admin portal link); null until the config is in. */
export function adminPortalHref(config: ConfigState): string | null {
  return config.kind === 'Loaded' ? `${config.config.adminPortalUrl}?referrer_source=booking_portal` : null;
}
