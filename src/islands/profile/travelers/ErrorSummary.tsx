import type { MouseEvent, Ref } from 'react';
import { page } from '../../../lib/client/platform';

export interface SummaryItem {
  /** DOM id of the field, when the message belongs to one. */
  fieldId?: string;
  label?: string;
  message: string;
}

/**
 * The editor's errors at its top, focused after a failed save so keyboard and screen-reader
 * users learn at once what went wrong; each link moves focus to its field.
 */
export function ErrorSummary({ id, title, items, ref }: { id: string; title: string; items: SummaryItem[]; ref: Ref<HTMLDivElement> }) {
  function go(e: MouseEvent<HTMLAnchorElement>, fieldId: string) {
    // Following the hash alone scrolls but does not focus a control in every browser.
    e.preventDefault();
    const field = page.byId(fieldId);
    field?.focus();
    field?.scrollIntoView?.({ block: 'center' });
  }
  return (
    <div id={id} ref={ref} className="notice notice-error traveler-summary" role="alert" tabIndex={-1} aria-labelledby={`${id}-title`}>
      <p id={`${id}-title`} className="traveler-summary-title">
        {title}
      </p>
      {items.length > 0 && (
        <ul>
          {items.map((item, i) => (
            <li key={item.fieldId ?? `general-${i}`}>
              {item.fieldId ? (
                <a href={`#${item.fieldId}`} onClick={(e) => go(e, item.fieldId!)}>
                  {item.label ? `${item.label}: ${item.message}` : item.message}
                </a>
              ) : (
                item.message
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
