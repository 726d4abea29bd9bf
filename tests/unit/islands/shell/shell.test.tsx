import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import SignInForm from '../../../../src/islands/auth/SignInForm';
import RewardsBanner from '../../../../src/islands/shell/RewardsBanner';
import { CallState } from '../../../../src/lib/domain/shared/call-state';
import { setPlatform } from '../../../../src/lib/client/platform';
import { $rewards } from '../../../../src/lib/client/rewards.store';
import { $signIn } from '../../../../src/lib/client/session.store';
import { fakePlatform } from '../../client/fake-platform';

afterEach(cleanup);

const venture = {
  accountReferenceId: 'a1',
  productDisplayName: 'Venture X',
  product: 'VentureX' as const,
  accountType: 'Personal' as const,
  customerAccountRole: 'Primary' as const,
  lastFour: '4821',
  lastFourVirtualCardNumbers: [],
  allowRewardsRedemption: true,
  earn: { hotelsMultiplier: 10, flightsMultiplier: 5, carsMultiplier: 10, homesMultiplier: 5 },
  rewardsBalance: { value: 1000, currency: 'Miles' as const, currencyDescription: 'miles' },
  rewardsCashEquivalent: { value: 1000, currencyCode: 'USD' as const },
};

describe('RewardsBanner', () => {
  it('renders the earn rate of the largest-value account, in French too', () => {
    // Signed out, the rewards store empties itself; a stored token keeps the session pending.
    const f = fakePlatform('/', {});
    f.platform.local.setItem('portal.jwt', 'token');
    setPlatform(f.platform);
    $rewards.set({ state: CallState.Success, accounts: [venture] });
    const { unmount } = render(<RewardsBanner locale="en" brand="Voyage" />);
    expect(screen.getByRole('complementary', { name: 'Rewards' }).textContent).toBe(
      'Earn 10X miles on hotels and rental cars booked through Voyage, and 5X miles on flights, with your Venture X.',
    );
    unmount();
    render(<RewardsBanner locale="fr" brand="Voyage" />);
    expect(screen.getByRole('complementary', { name: 'Récompenses' }).textContent).toContain('Obtenez 10X milles');
  });

  it('is absent when the largest account earns nothing on hotels', () => {
    setPlatform(fakePlatform('/', {}).platform);
    $rewards.set({ state: CallState.Success, accounts: [{ ...venture, earn: { ...venture.earn, hotelsMultiplier: 0 } }] });
    render(<RewardsBanner locale="en" brand="Voyage" />);
    expect(screen.queryByRole('complementary')).toBeNull();
  });
});

describe('SignInForm', () => {
  it('flags empty fields by the field and calls nothing to sign in', () => {
    const f = fakePlatform('/auth/startsession/', {});
    setPlatform(f.platform);
    $signIn.set({ kind: 'Idle' });
    render(<SignInForm locale="en" />);
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(screen.getByText('Enter an email address like name@example.com.')).toBeTruthy();
    expect(screen.getByText('Enter your password.')).toBeTruthy();
    expect(screen.getByLabelText('Email').getAttribute('aria-invalid')).toBe('true');
    // The public config (whether to mention the demo accounts) is the only call.
    expect(f.calls.filter((c) => c.url !== '/api/v0/config')).toHaveLength(0);
  });

  it.each([
    [30, 'Too many failed attempts. Wait 1 minute, then try again.'],
    [120, 'Too many failed attempts. Wait 2 minutes, then try again.'],
    [899, 'Too many failed attempts. Wait 15 minutes, then try again.'],
    [undefined, 'Too many failed attempts. Wait a few minutes, then try again.'],
  ])('shows the wait the server asked for on 429 (%s s)', async (retryAfterSeconds, text) => {
    setPlatform(fakePlatform('/auth/startsession/', {}).platform);
    render(<SignInForm locale="en" />);
    const { ApiError } = await import('../../../../src/lib/client/api');
    const details = retryAfterSeconds === undefined ? undefined : { lockoutReason: 'ExcessiveActivity', retryAfterSeconds };
    act(() => $signIn.set({ kind: 'Failed', error: new ApiError(429, 'ExcessiveActivity', 'x', details) }));
    expect(screen.getByRole('alert').textContent).toBe(text);
  });
});
