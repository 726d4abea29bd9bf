import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { api } from '../../lib/client/api';
import type { ExperienceAnswer, ExperienceOption } from '../../lib/domain/experiences/experiences.schema';
import type { LocationAnswer, LocationOption } from '../../lib/domain/shared/autocomplete.schema';
import './LocationCombobox.css';
import { page } from '../../lib/client/platform';

export type LocationCategoryLabel = LocationAnswer['categories'][number]['label'] | ExperienceAnswer['categories'][number]['label'];
export type LocationKind = LocationOption['kind'];
/** What an autocomplete answers: places, or on the activities form cities and experiences. */
export type ComboboxOption = LocationOption | ExperienceOption;
type Answer<O extends ComboboxOption> = { categories: { label: LocationCategoryLabel; results: O[] }[] };

/** Every visible text comes from the caller, so the widget belongs to no i18n namespace. */
export interface LocationComboboxLabels {
  searching: string;
  noMatch: (query: string) => string;
  failed: string;
  /** Accessible name of the clear button. */
  clear: string;
  /** Announced when answers arrive, e.g. "3 airports found". */
  results: (count: number) => string;
  category: (label: LocationCategoryLabel) => string;
}

export interface LocationComboboxProps<O extends ComboboxOption = LocationOption> {
  id: string;
  label: string;
  value: O | null;
  onChange: (option: O | null) => void;
  labels: LocationComboboxLabels;
  placeholder?: string;
  /** Only these kinds of places are offered (a home airport is an airport). */
  kinds?: readonly O['kind'][];
  autoFocus?: boolean;
  /** The label is read by screen readers only, when a visible heading already names the field. */
  hideLabel?: boolean;
  /** The list flows under the field instead of floating over the page (full-screen dialogs). */
  inline?: boolean;
  /** The form found a problem with the field: its message is the element `describedBy` names. */
  invalid?: boolean;
  describedBy?: string;
  /** Text typed before the widget loaded (a page that loads it on first use): shown and searched at once. */
  initialQuery?: string;
  /**
   * The autocomplete to ask: airports and cities by default; stays ask `/autocomplete/lodging`,
   * activities `/autocomplete/experiences` (with ExperienceOption as `O`).
   */
  endpoint?: '/autocomplete/location' | '/autocomplete/lodging' | '/autocomplete/experiences';
}

/** SPEC §5 / §9: searches fire after a 300 ms pause in typing. */
export const SEARCH_DEBOUNCE_MS = 300;
/** The API answers recent searches below this length: an empty answer then is no "no match". */
const MIN_QUERY = 2;

type Group<O> = { label: LocationCategoryLabel; options: O[] };
type Search<O> =
  { kind: 'Idle' } | { kind: 'Searching'; query: string } | { kind: 'Found'; query: string; groups: Group<O>[] } | { kind: 'Failed' };

/**
 * The text to search when the user types into the field while it shows a chosen place: typing
 * replaces the choice ("Toronto (YYZ)" then "lax" is "lax", not "Toronto (YYZ)lax").
 */
export function typedOverChoice(shown: string, next: string): string {
  if (!shown || next.length <= shown.length) return next;
  if (next.startsWith(shown)) return next.slice(shown.length);
  if (next.endsWith(shown)) return next.slice(0, next.length - shown.length);
  return next;
}

function groupsOf<O extends ComboboxOption>(answer: Answer<O>, kinds: readonly O['kind'][] | undefined): Group<O>[] {
  return answer.categories
    .map((c) => ({ label: c.label, options: c.results.filter((o) => !kinds || kinds.includes(o.kind)) }))
    .filter((g) => g.options.length > 0);
}

/**
 * WAI-ARIA 1.2 combobox with a list popup (APG "list autocomplete"): focus stays in the
 * input and aria-activedescendant points at the option the arrow keys reached.
 */
export function LocationCombobox<O extends ComboboxOption = LocationOption>(props: LocationComboboxProps<O>) {
  const { id, label, value, onChange, labels, placeholder, kinds, autoFocus, hideLabel, inline, invalid, describedBy, initialQuery } =
    props;
  const endpoint = props.endpoint ?? '/autocomplete/location';
  const uid = useId();
  const listboxId = `${id}-listbox`;
  const labelId = `${id}-label`;
  const optionId = (i: number) => `${uid}-option-${i}`;
  const [text, setText] = useState(initialQuery || (value?.label ?? ''));
  const [open, setOpen] = useState(false);
  const [search, setSearch] = useState<Search<O>>({ kind: 'Idle' });
  const [active, setActive] = useState(-1);
  const inputRef = useRef<HTMLInputElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // Only the answer to the latest query may show: a slow early answer must not replace a newer one.
  const latest = useRef(0);

  useEffect(
    () => () => {
      clearTimeout(timer.current);
      latest.current++;
    },
    [],
  );
  // A value chosen elsewhere (loaded, cleared by "Clear preferences") replaces the text; on mount,
  // text typed before the widget loaded is searched instead.
  const mounted = useRef(false);
  useEffect(() => {
    if (mounted.current || !initialQuery) setText(value?.label ?? '');
    else {
      setOpen(true);
      schedule(initialQuery);
    }
    mounted.current = true;
    // eslint-disable-next-line react-hooks/exhaustive-deps -- runs when the chosen value changes; the text and query are read as they are then
  }, [value?.id, value?.label]);

  const groups = search.kind === 'Found' ? search.groups : [];
  const options = groups.flatMap((g) => g.options);
  const expanded = open && options.length > 0;

  function run(query: string) {
    clearTimeout(timer.current);
    const ticket = ++latest.current;
    setSearch({ kind: 'Searching', query });
    api
      .post<Answer<O>>(endpoint, { l: query })
      .then((answer) => {
        if (ticket !== latest.current) return;
        setSearch({ kind: 'Found', query, groups: groupsOf(answer, kinds) });
        setActive(-1);
      })
      .catch(() => {
        if (ticket === latest.current) setSearch({ kind: 'Failed' });
      });
  }

  function schedule(query: string) {
    clearTimeout(timer.current);
    latest.current++;
    setSearch({ kind: 'Searching', query });
    setActive(-1);
    timer.current = setTimeout(() => run(query), SEARCH_DEBOUNCE_MS);
  }

  function choose(option: O) {
    clearTimeout(timer.current);
    latest.current++;
    setText(option.label);
    close();
    onChange(option);
  }

  function close() {
    setOpen(false);
    setActive(-1);
  }

  function clear() {
    clearTimeout(timer.current);
    latest.current++;
    setText('');
    setSearch({ kind: 'Idle' });
    close();
    onChange(null);
    inputRef.current?.focus();
  }

  function move(to: number) {
    setOpen(true);
    setActive(to);
    page.byId(optionId(to))?.scrollIntoView?.({ block: 'nearest' });
  }

  function onKeyDown(e: KeyboardEvent<HTMLInputElement>) {
    const last = options.length - 1;
    switch (e.key) {
      case 'ArrowDown':
        e.preventDefault();
        // The text of a chosen place is a label, not a query: its code finds it again.
        if (search.kind === 'Idle') {
          const code = value && 'code' in value ? value.code : null;
          run(value && text === value.label && code ? code : text);
        }
        if (e.altKey || options.length === 0) setOpen(true);
        else move(!expanded || active >= last ? 0 : active + 1);
        break;
      case 'ArrowUp':
        e.preventDefault();
        if (e.altKey) close();
        else if (options.length > 0) move(!expanded || active <= 0 ? last : active - 1);
        break;
      case 'Home':
      case 'End':
        // In the text they move the caret; only once an option is reached do they move in the list.
        if (expanded && active >= 0) {
          e.preventDefault();
          move(e.key === 'Home' ? 0 : last);
        }
        break;
      case 'Enter': {
        const option = expanded ? options[active] : undefined;
        if (option) {
          e.preventDefault();
          choose(option);
        } else if (expanded) e.preventDefault();
        break;
      }
      case 'Escape':
        if (open) {
          // The list closes, not an enclosing dialog.
          e.preventDefault();
          e.stopPropagation();
          close();
        } else if (text !== (value?.label ?? '')) {
          e.preventDefault();
          e.stopPropagation();
          setText(value?.label ?? '');
        }
        break;
    }
  }

  function onBlur() {
    close();
    if (search.kind === 'Searching') {
      clearTimeout(timer.current);
      latest.current++;
      setSearch({ kind: 'Idle' });
    }
    // Leaving the field empty removes the place; leaving it half-typed keeps the chosen one.
    if (text.trim() === '' && value) onChange(null);
    else setText(value?.label ?? '');
  }

  const typed = search.kind === 'Found' || search.kind === 'Searching' ? search.query.trim() : '';
  let message = '';
  if (open && search.kind === 'Searching') message = labels.searching;
  else if (open && search.kind === 'Failed') message = labels.failed;
  else if (open && search.kind === 'Found' && options.length === 0 && typed.length >= MIN_QUERY) message = labels.noMatch(typed);
  const announcement = message || (expanded ? labels.results(options.length) : '');

  let index = 0;
  return (
    <div className={inline ? 'location-combobox location-combobox-inline' : 'location-combobox'}>
      <label id={labelId} htmlFor={id} className={hideLabel ? 'visually-hidden' : undefined}>
        {label}
      </label>
      <div className="location-combobox-control">
        <input
          ref={inputRef}
          id={id}
          type="text"
          role="combobox"
          autoComplete="off"
          spellCheck={false}
          autoFocus={autoFocus}
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listboxId}
          aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          placeholder={placeholder}
          value={text}
          onChange={(e) => {
            const next = value && text === value.label ? typedOverChoice(value.label, e.target.value) : e.target.value;
            setText(next);
            setOpen(true);
            schedule(next);
          }}
          // A chosen place is selected as the field gets focus, so typing replaces it.
          onFocus={(e) => {
            if (value && text === value.label) e.currentTarget.select();
          }}
          onKeyDown={onKeyDown}
          onBlur={onBlur}
        />
        {(text !== '' || value) && (
          <button
            type="button"
            className="location-combobox-clear"
            aria-label={labels.clear}
            // Pressing the button must not blur the input first (blur would restore the old text).
            onMouseDown={(e) => e.preventDefault()}
            onClick={clear}
          >
            <span aria-hidden="true">×</span>
          </button>
        )}
      </div>
      {/* Pressing in the list (an option, its scrollbar) must not blur the input and close it. */}
      <div className="location-combobox-popup" hidden={!open || (!expanded && !message)} onMouseDown={(e) => e.preventDefault()}>
        {message && (
          <p className="location-combobox-message" aria-hidden="true">
            {message}
          </p>
        )}
        <div id={listboxId} role="listbox" aria-labelledby={labelId} hidden={!expanded}>
          {groups.map((g) => (
            <div key={g.label} role="group" aria-labelledby={`${uid}-${g.label}`}>
              <div id={`${uid}-${g.label}`} role="presentation" className="location-combobox-group">
                {labels.category(g.label)}
              </div>
              {g.options.map((o) => {
                const i = index++;
                return (
                  <div
                    key={o.id}
                    id={optionId(i)}
                    role="option"
                    aria-selected={i === active}
                    className="location-combobox-option"
                    onClick={() => choose(o)}
                  >
                    <span className="location-combobox-option-label">{o.label}</span>
                    <span className="location-combobox-option-sublabel">{o.sublabel}</span>
                  </div>
                );
              })}
            </div>
          ))}
        </div>
      </div>
      <p className="visually-hidden" role="status" aria-live="polite">
        {announcement}
      </p>
    </div>
  );
}
