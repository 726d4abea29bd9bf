import { useId, type ReactNode } from 'react';
import { ModalDialog } from '../profile/preferences/ModalDialog';

/**
 * The frame of every Trips dialog (cancel, schedule change, disruption): the title, a polite live
 * region for what changes, the actions, and one safe button last that has the focus on opening
 * (keep, decide later, close) and does nothing while a call is under way.
 */
export function TripDialog({
  open,
  onClose,
  className,
  title,
  body,
  primary,
  safeLabel,
  busy,
}: {
  open: boolean;
  onClose: () => void;
  className: string;
  title: string;
  body: ReactNode;
  primary: ReactNode;
  safeLabel: string;
  busy: boolean;
}) {
  const id = useId();
  return (
    <ModalDialog open={open} onClose={onClose} labelledBy={`${id}-title`} className={`dialog ${className}`} initialFocusId={`${id}-safe`}>
      <h2 id={`${id}-title`}>{title}</h2>
      <div aria-live="polite">{body}</div>
      <div className="dialog-actions">
        {primary}
        <button
          id={`${id}-safe`}
          key="safe"
          type="button"
          className="button button-secondary"
          aria-disabled={busy || undefined}
          onClick={() => !busy && onClose()}
        >
          {safeLabel}
        </button>
      </div>
    </ModalDialog>
  );
}

/** A dialog whose call failed before it could show anything: what failed, and Try again as its action. */
export function unreachable(message: string, tryAgain: string, retry: () => unknown): { body: ReactNode; primary: ReactNode } {
  return {
    body: <p role="alert">{message}</p>,
    primary: (
      <button type="button" className="button" onClick={() => void retry()}>
        {tryAgain}
      </button>
    ),
  };
}
