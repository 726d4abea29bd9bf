import { render, screen } from '@testing-library/react';
import { I18nProvider } from '../../../../src/lib/client/i18n/react';
import { describe, expect, it, vi } from 'vitest';
import { getI18n } from '../../../../src/lib/client/i18n';
import { LoadBoundary } from '../../../../src/islands/ui/LoadBoundary';

function Broken(): never {
  throw new Error('Failed to fetch dynamically imported module');
}

describe('LoadBoundary', () => {
  it('shows a retry where a lazy part failed, and keeps the rest of the island', () => {
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <I18nProvider i18n={getI18n('en')}>
        <p>Header stays</p>
        <LoadBoundary>
          <Broken />
        </LoadBoundary>
      </I18nProvider>,
    );
    quiet.mockRestore();
    expect(screen.getByText('Header stays')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain('Something went wrong.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('renders its children when nothing fails', () => {
    render(
      <I18nProvider i18n={getI18n('en')}>
        <LoadBoundary>
          <p>Tab content</p>
        </LoadBoundary>
      </I18nProvider>,
    );
    expect(screen.getByText('Tab content')).toBeTruthy();
  });
});
