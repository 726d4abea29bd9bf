import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from '../../lib/client/i18n/react';
import { createWishlist, deleteWishlist, renameWishlist } from '../../lib/client/favorites/wishlists.store';
import type { Wishlist } from '../../lib/domain/profile/wishlists.schema';
import { ModalDialog } from '../profile/preferences/ModalDialog';
import { DeleteConfirm, NameForm } from './WishlistDialogs';
import { tabKeyTarget } from '../ui/tab-keys';

/** Ids that tie a wishlist's tab to the panel the page renders for it. */
export const tabId = (base: string, wishlistId: string) => `${base}-tab-${wishlistId}`;
export const panelId = (base: string) => `${base}-panel`;

type Dialog = { kind: 'create' } | { kind: 'rename'; wishlist: Wishlist } | { kind: 'delete'; wishlist: Wishlist };

interface Props {
  /** Prefix of the tab and panel ids. */
  idBase: string;
  wishlists: readonly Wishlist[];
  selected: Wishlist;
  onSelect: (wishlistId: string) => void;
}

/** The user's wishlists as tabs (arrow keys move between them), and create, rename and delete. */
export function WishlistSwitcher({ idBase, wishlists, selected, onSelect }: Props) {
  const { t } = useTranslation('favorites');
  const id = useId();
  const ids = { title: `${id}-dialog-title`, focus: `${id}-dialog-focus` };
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const tabs = useRef(new Map<string, HTMLButtonElement>());

  const onKey = (e: KeyboardEvent, index: number) => {
    const next = tabKeyTarget(e.key, index, wishlists.length);
    if (next === null) return;
    e.preventDefault();
    const target = wishlists[next]!;
    onSelect(target.wishlistId);
    tabs.current.get(target.wishlistId)?.focus();
  };

  return (
    <div className="wishlist-switcher">
      <div role="tablist" aria-label={t('lists.label')} className="tab-list">
        {wishlists.map((w, index) => {
          const current = w.wishlistId === selected.wishlistId;
          return (
            <button
              key={w.wishlistId}
              ref={(el) => {
                if (el) tabs.current.set(w.wishlistId, el);
                else tabs.current.delete(w.wishlistId);
              }}
              type="button"
              role="tab"
              id={tabId(idBase, w.wishlistId)}
              aria-selected={current}
              aria-controls={current ? panelId(idBase) : undefined}
              tabIndex={current ? 0 : -1}
              className="tab wishlist-tab"
              onClick={() => onSelect(w.wishlistId)}
              onKeyDown={(e) => onKey(e, index)}
            >
              <span className="wishlist-tab-name">{w.name}</span>{' '}
              <span className="wishlist-tab-count">{t('lists.count', { count: w.wishlistItems.length })}</span>
            </button>
          );
        })}
      </div>
      <div className="wishlist-actions">
        <button type="button" className="button button-secondary" onClick={() => setDialog({ kind: 'create' })}>
          {t('lists.new')}
        </button>
        <button type="button" className="button button-secondary" onClick={() => setDialog({ kind: 'rename', wishlist: selected })}>
          {t('lists.rename')}
        </button>
        <button type="button" className="button button-secondary" onClick={() => setDialog({ kind: 'delete', wishlist: selected })}>
          {t('lists.delete')}
        </button>
      </div>
      <ModalDialog
        open={dialog !== null}
        onClose={() => setDialog(null)}
        labelledBy={ids.title}
        className="dialog"
        initialFocusId={ids.focus}
      >
        {dialog?.kind === 'create' && (
          <NameForm
            ids={ids}
            mode="create"
            initialName=""
            onClose={() => setDialog(null)}
            onSubmit={async (name) => {
              const result = await createWishlist(name);
              if (result.kind === 'Done') onSelect(result.wishlist.wishlistId);
              return result;
            }}
          />
        )}
        {dialog?.kind === 'rename' && (
          <NameForm
            ids={ids}
            mode="rename"
            initialName={dialog.wishlist.name}
            onClose={() => setDialog(null)}
            onSubmit={(name) => renameWishlist(dialog.wishlist.wishlistId, name)}
          />
        )}
        {dialog?.kind === 'delete' && (
          <DeleteConfirm
            ids={ids}
            name={dialog.wishlist.name}
            count={dialog.wishlist.wishlistItems.length}
            onClose={() => setDialog(null)}
            onConfirm={() => deleteWishlist(dialog.wishlist.wishlistId)}
          />
        )}
      </ModalDialog>
    </div>
  );
}
