// A form field whose value is chosen in a dialog (dates, travelers), and the error under a field:
// drawn with the search forms' fs-* classes, shared by the flight and stay search forms.
import type { ReactNode } from 'react';

export const errorId = (fieldId: string) => `${fieldId}-error`;

/** The message under a field; its id is what the field's aria-describedby names. */
export function FieldError({ fieldId, message }: { fieldId: string; message: string | undefined }) {
  return message ? (
    <p id={errorId(fieldId)} className="field-error fs-field-error">
      {message}
    </p>
  ) : null;
}

interface PickerButtonProps {
  id: string;
  label: string;
  error: string | undefined;
  onOpen: () => void;
  /** Fetches the dialog's code on hover or focus, so it is there by the time of the click. */
  onWarm: () => void;
  children: ReactNode;
}

/** A field whose value is chosen in a dialog (dates, travelers): a labelled button showing the value. */
export function PickerButton({ id, label, error, onOpen, onWarm, children }: PickerButtonProps) {
  return (
    <div className="fs-field">
      <span id={`${id}-label`} className="fs-label">
        {label}
      </span>
      <button
        id={id}
        type="button"
        className="fs-picker"
        aria-haspopup="dialog"
        aria-labelledby={`${id}-label ${id}`}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId(id) : undefined}
        onClick={onOpen}
        onPointerEnter={onWarm}
        onFocus={onWarm}
      >
        {children}
      </button>
      <FieldError fieldId={id} message={error} />
    </div>
  );
}
