import { Component, type ReactNode } from 'react';
import { useTranslation } from '../../lib/client/i18n/react';
import { Failed } from './Status';
import { page } from '../../lib/client/platform';

interface Props {
  children: ReactNode;
}

function LoadFailed() {
  const { t } = useTranslation('common');
  // React.lazy keeps a failed import; only a new page load asks the server again.
  return <Failed message={t('states.failed')} onRetry={() => page.reload()} />;
}

/**
 * Around lazily loaded parts (a profile tab, the favorites map): a chunk that cannot load
 * (offline, a deploy replaced it) shows a retry there instead of emptying the whole island.
 */
export class LoadBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? <LoadFailed /> : this.props.children;
  }
}
