import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../../lib/client/i18n/react';
import {
  $travelerPlaceholder,
  $travelers,
  $travelersWithPlaceholder,
  deleteTraveler,
  loadTravelers,
} from '../../../lib/client/profile/travelers.store';
import { $session } from '../../../lib/client/session.store';
import { CallState } from '../../../lib/domain/shared/call-state';
import type { Traveler } from '../../../lib/domain/profile/travelers.schema';
import { Failed, Loading } from '../../ui/Status';
import { ConfirmDeleteDialog } from './ConfirmDeleteDialog';
import { displayName } from './format';
import { TravelerEditor } from './TravelerEditor';
import { focusKey, TravelerList } from './TravelerList';
import './travelers.css';

const ADD = 'add';
/** No element carries it: asking for the title focuses the shell's section. */
const TITLE = 'title';

/**
 * SPEC §2 Travelers tab: the saved travelers, the editor and the delete confirmation.
 * The profile shell loads the list (loadProfile); this tab only reloads on "Try again".
 */
export default function TravelersTab() {
  const { t } = useTranslation('profile');
  const { state, list } = useStore($travelers);
  const shown = useStore($travelersWithPlaceholder);
  const placeholder = useStore($travelerPlaceholder);
  const session = useStore($session, { ssr: 'initial' });
  const corporateUserId = session.kind === 'SignedIn' && session.info.corporateInfo ? session.info.userId : null;

  const [editing, setEditing] = useState<{ traveler: Traveler | null } | null>(null);
  const [deleting, setDeleting] = useState<{ traveler: Traveler; busy: boolean; error: string | null } | null>(null);
  const [announcement, setAnnouncement] = useState('');
  // A failed save or delete leaves the store Failed too; only a failed load means "no list to show".
  const [actionFailed, setActionFailed] = useState(false);
  const [focus, requestFocus] = useState<string | null>(null);
  const rootRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!focus) return;
    const targets = [...(rootRef.current?.querySelectorAll<HTMLElement>('[data-focus]') ?? [])];
    // The wanted element may be gone (the reload after a save failed): the section the profile shell
    // titles "Travelers" is the next best place (the tab has no heading of its own: the shell's is it).
    const section = rootRef.current?.closest<HTMLElement>('section[tabindex]') ?? null;
    (targets.find((el) => el.dataset.focus === focus) ?? section)?.focus();
    requestFocus(null);
  }, [focus]);

  function openEditor(traveler: Traveler | null) {
    setAnnouncement('');
    setEditing({ traveler });
  }

  function closeEditor() {
    const opener = editing?.traveler ? focusKey.edit(editing.traveler.id) : ADD;
    setEditing(null);
    requestFocus(opener);
  }

  function saved(id: string) {
    setActionFailed(false);
    setEditing(null);
    setAnnouncement(t('travelers.saved'));
    requestFocus(focusKey.row(id));
  }

  async function confirmDelete() {
    if (!deleting || deleting.busy) return;
    const { traveler } = deleting;
    const index = shown.findIndex((x) => x.id === traveler.id);
    // Focus goes where the deleted row was: the next row, else the previous one, else the add button.
    const neighbour = shown[index + 1] ?? shown[index - 1];
    setDeleting({ traveler, busy: true, error: null });
    const result = await deleteTraveler(traveler.id);
    if (result.kind === 'Failed') {
      setActionFailed(true);
      setDeleting({ traveler, busy: false, error: result.message });
      return;
    }
    setActionFailed(false);
    setDeleting(null);
    setAnnouncement(t('travelers.deleted'));
    requestFocus(neighbour ? focusKey.row(neighbour.id) : ADD);
  }

  function cancelDelete() {
    if (deleting) requestFocus(focusKey.delete(deleting.traveler.id));
    setDeleting(null);
  }

  function retry() {
    setActionFailed(false);
    void loadTravelers().then(() => requestFocus(TITLE));
  }

  let body;
  if (editing) {
    body = (
      <TravelerEditor
        key={editing.traveler?.id ?? 'new'}
        traveler={editing.traveler}
        isPlaceholder={!!editing.traveler && editing.traveler.id === placeholder?.id}
        onSaved={saved}
        onCancel={closeEditor}
        onFailed={() => setActionFailed(true)}
      />
    );
  } else if (state === CallState.NotCalled || (state === CallState.InProcess && list.length === 0 && !placeholder)) {
    body = <Loading label={t('loading.travelers')} />;
  } else if (state === CallState.Failed && list.length === 0 && !actionFailed) {
    body = <Failed message={t('travelers.errors.loadFailed')} onRetry={retry} />;
  } else {
    body = (
      <>
        <div>
          <button type="button" className="button" data-focus={ADD} onClick={() => openEditor(null)}>
            {t('travelers.add')}
          </button>
        </div>
        {shown.length === 0 ? (
          <p className="empty">{t('travelers.empty')}</p>
        ) : (
          <TravelerList
            travelers={shown}
            placeholderId={placeholder?.id ?? null}
            corporateUserId={corporateUserId}
            busy={state === CallState.InProcess}
            onEdit={openEditor}
            onDelete={(traveler) => {
              setAnnouncement('');
              setDeleting({ traveler, busy: false, error: null });
            }}
            requestFocus={requestFocus}
          />
        )}
      </>
    );
  }

  return (
    <div ref={rootRef} className="travelers stack">
      <p role="status" className="visually-hidden">
        {announcement}
      </p>
      {body}
      {deleting && (
        <ConfirmDeleteDialog
          name={displayName(deleting.traveler)}
          busy={deleting.busy}
          error={deleting.error}
          onConfirm={() => void confirmDelete()}
          onCancel={cancelDelete}
        />
      )}
    </div>
  );
}
