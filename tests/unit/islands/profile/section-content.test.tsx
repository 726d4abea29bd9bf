import { cleanup, render, screen } from '@testing-library/react';
import { I18nProvider } from '../../../../src/lib/client/i18n/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SectionContent } from '../../../../src/islands/profile/shell/SectionContent';
import { getI18n, type Locale } from '../../../../src/lib/client/i18n';
import { loadHotelPreferences } from '../../../../src/lib/client/profile/preferences.store';
import { resetProfileStores } from '../../../../src/lib/client/profile/profile-load';
import type { ProfileSection } from '../../../../src/lib/domain/profile/profile-sections';
import { fakeApi, reply } from '../../client/profile/fake-api';

let api: ReturnType<typeof fakeApi>;
beforeEach(() => {
  api = fakeApi();
  resetProfileStores();
});
afterEach(cleanup);

const show = (section: ProfileSection, locale: Locale = 'en') =>
  render(
    <I18nProvider i18n={getI18n(locale)}>
      <SectionContent section={section} locale={locale} isMobile={false} phone="" issuerSiteUrl="" />
    </I18nProvider>,
  );

describe('profile section content', () => {
  it.each<[ProfileSection, Locale, string]>([
    ['travelers', 'en', 'Loading travelers...'],
    ['hotel-preferences', 'en', 'Loading your preferences...'],
    ['flight-preferences', 'en', 'Loading your preferences...'],
    ['contact-info', 'en', 'Loading your contact information...'],
    ['payment-methods', 'en', 'Loading your payment methods...'],
    ['favorites', 'en', 'Loading your favorites...'],
    ['payment-methods', 'fr', 'Chargement de vos modes de paiement…'],
  ])('%s (%s) says it is loading while the tab’s code arrives', (section, locale, label) => {
    show(section, locale);
    // The first paint, before the tab's module has come: unmounting now never mounts the tab.
    expect(screen.getByRole('status').textContent).toBe(label);
  });

  it('then shows the tab itself', async () => {
    api.on('GET /user/preference/hotel', reply(200, { value: null }));
    await loadHotelPreferences();
    show('hotel-preferences');
    expect(await screen.findByRole('group', { name: 'Rating' })).toBeTruthy();
    expect(screen.queryByText('Loading your preferences...')).toBeNull();
  });
});
