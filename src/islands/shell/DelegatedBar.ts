// SPEC §6 delegated session: on every page, while a travel administrator books as someone of their
// company, a bar first on the page says for whom, with the way back to their own account. Plain
// DOM, loaded only then: the account menu is on every page, and a portal would cost every page
// a react-dom chunk.
import { backToOwnAccount } from '../../lib/client/corporate/delegate';
import type { TFunction } from '../../lib/client/i18n';
import { page } from '../../lib/client/platform';
import './delegated-bar.css';

/** Shows the bar for `name` (the user booked for), in the account menu's words; answers the way to take it away. */
export function showDelegatedBar(t: TFunction, name: string): () => void {
  const doc = page.doc();
  const bar = doc.createElement('div');
  bar.className = 'delegated-bar';
  bar.setAttribute('role', 'region');
  bar.setAttribute('aria-label', t('delegated.region'));
  const text = doc.createElement('p');
  const strong = doc.createElement('strong');
  strong.textContent = t('delegated.label', { name });
  text.append(strong, ` ${t('delegated.note')}`);
  const back = doc.createElement('button');
  back.type = 'button';
  back.className = 'button button-secondary';
  back.textContent = t('delegated.back');
  back.addEventListener('click', () => {
    if (back.getAttribute('aria-disabled')) return;
    back.setAttribute('aria-disabled', 'true');
    void backToOwnAccount();
  });
  bar.append(text, back);
  doc.body.prepend(bar);
  return () => bar.remove();
}
