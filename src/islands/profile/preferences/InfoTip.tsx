import { useEffect, useId, useRef, useState } from 'react';
import './info.css';
import { page } from '../../../lib/client/platform';

interface Props {
  /** Accessible name of the info button, e.g. "About hotel ratings". */
  label: string;
  text: string;
  /** Mobile: a popover the button opens and closes. Desktop: a tooltip on hover and focus. */
  mode: 'popover' | 'tooltip';
}

/** An "i" button explaining a group of choices; Escape closes either form (WCAG 1.4.13). */
export function InfoTip({ label, text, mode }: Props) {
  return mode === 'popover' ? <Popover label={label} text={text} /> : <Tooltip label={label} text={text} />;
}

export function InfoIcon() {
  return (
    <svg aria-hidden="true" focusable="false" width="20" height="20" viewBox="0 0 20 20">
      <circle cx="10" cy="10" r="8.5" fill="none" stroke="currentColor" strokeWidth="1.5" />
      <rect x="9.1" y="8.5" width="1.8" height="6" rx="0.9" fill="currentColor" />
      <circle cx="10" cy="5.9" r="1.1" fill="currentColor" />
    </svg>
  );
}

function Popover({ label, text }: Omit<Props, 'mode'>) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const wrapper = useRef<HTMLSpanElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const outside = (e: PointerEvent) => {
      if (!wrapper.current?.contains(e.target as Node)) setOpen(false);
    };
    return page.onDocument('pointerdown', outside);
  }, [open]);

  return (
    <span
      ref={wrapper}
      className="infotip"
      onKeyDown={(e) => {
        if (e.key === 'Escape' && open) {
          e.stopPropagation();
          setOpen(false);
          button.current?.focus();
        }
      }}
    >
      <button
        ref={button}
        type="button"
        className="infotip-button"
        aria-label={label}
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((o) => !o)}
      >
        <InfoIcon />
      </button>
      <span id={id} className="infotip-bubble" hidden={!open}>
        {text}
      </span>
    </span>
  );
}

function Tooltip({ label, text }: Omit<Props, 'mode'>) {
  const id = useId();
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  // Escape hides the tip until the pointer and focus have both left (WCAG 1.4.13 dismissible).
  const [dismissed, setDismissed] = useState(false);
  const visible = (hovered || focused) && !dismissed;

  useEffect(() => {
    if (!hovered && !focused) setDismissed(false);
  }, [hovered, focused]);
  useEffect(() => {
    if (!visible) return;
    // On the document: a tip shown by hover must close with Escape wherever focus is.
    const escape = (e: KeyboardEvent) => {
      if (e.key === 'Escape') setDismissed(true);
    };
    return page.onDocument('keydown', escape);
  }, [visible]);

  return (
    // The tip sits inside the hovered area, so the pointer can move onto it (WCAG 1.4.13 hoverable).
    <span className="infotip" onMouseEnter={() => setHovered(true)} onMouseLeave={() => setHovered(false)}>
      <button
        type="button"
        className="infotip-button"
        aria-label={label}
        aria-describedby={id}
        onFocus={() => setFocused(true)}
        onBlur={() => setFocused(false)}
        // A click (or tap) shows the tip again after Escape hid it.
        onClick={() => setDismissed(false)}
      >
        <InfoIcon />
      </button>
      <span id={id} role="tooltip" className="infotip-bubble" hidden={!visible}>
        {text}
      </span>
    </span>
  );
}
