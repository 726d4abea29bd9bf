import { useEffect, useState, type InputHTMLAttributes, type ReactNode } from 'react';
import { useTranslation } from '../../../lib/client/i18n/react';
import type { Option } from './countries';
import { page } from '../../../lib/client/platform';

interface Described {
  id: string;
  label: ReactNode;
  hint?: string | undefined;
  error?: string | undefined;
  required?: boolean;
}

/** aria-describedby of a control: its hint, then its error, so a screen reader reads both. */
export function describedBy(id: string, hint?: string, error?: string): string | undefined {
  const ids = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean);
  return ids.length > 0 ? ids.join(' ') : undefined;
}

export function FieldError({ id, error }: { id: string; error?: string | undefined }) {
  return error ? (
    <p id={`${id}-error`} className="field-error">
      {error}
    </p>
  ) : null;
}

function Label({ id, label, required }: Pick<Described, 'id' | 'label' | 'required'>) {
  const { t } = useTranslation('profile');
  return (
    <div className="traveler-label">
      <label htmlFor={id}>{label}</label>
      {/* The control's required state is announced already; the tag is for eyes, outside the label's name. */}
      {required && (
        <span className="traveler-required" aria-hidden="true">
          {t('travelers.required')}
        </span>
      )}
    </div>
  );
}

function Hint({ id, hint }: { id: string; hint?: string | undefined }) {
  return hint ? (
    <p id={`${id}-hint`} className="muted traveler-hint">
      {hint}
    </p>
  ) : null;
}

type InputProps = Described &
  Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'value' | 'onChange'> & { value: string; onValue: (value: string) => void };

export function Input({ id, label, hint, error, required, value, onValue, 'aria-describedby': shared, ...rest }: InputProps) {
  // `shared`: a hint written once for several fields (the name rule for both names).
  const described = [shared, describedBy(id, hint, error)].filter(Boolean).join(' ') || undefined;
  return (
    <div className="field">
      <Label id={id} label={label} required={required} />
      <Hint id={id} hint={hint} />
      <input
        {...rest}
        id={id}
        value={value}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={described}
        onChange={(e) => onValue(e.target.value)}
      />
      <FieldError id={id} error={error} />
    </div>
  );
}

interface SelectProps extends Described {
  value: string;
  onValue: (value: string) => void;
  options: Option[];
  /** The first, empty choice: "nothing chosen". */
  empty: string;
  autoComplete?: string;
}

export function Select({ id, label, hint, error, required, value, onValue, options, empty, autoComplete }: SelectProps) {
  return (
    <div className="field">
      <Label id={id} label={label} required={required} />
      <Hint id={id} hint={hint} />
      <select
        id={id}
        value={value}
        required={required}
        autoComplete={autoComplete}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        onChange={(e) => onValue(e.target.value)}
      >
        <option value="">{empty}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      <FieldError id={id} error={error} />
    </div>
  );
}

/** A titled part of the editor; the heading names the part for screen-reader heading navigation. */
export function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className="traveler-section stack" aria-labelledby={`${id}-title`}>
      <h4 id={`${id}-title`}>{title}</h4>
      {children}
    </section>
  );
}

/**
 * Moves focus to an element by id once it is rendered: a row just added, or the add button
 * after the row holding focus was removed (focus must not fall back to the page).
 */
export function useFocusLater(): (id: string) => void {
  const [target, setTarget] = useState<string | null>(null);
  useEffect(() => {
    if (!target) return;
    page.byId(target)?.focus();
    setTarget(null);
  }, [target]);
  return setTarget;
}
