// From / To. The autocomplete (LocationCombobox) loads when someone first points at or focuses the
// form, not with the page: until then the same field is painted, and what is typed into it is
// handed over. This keeps /flights/search/ inside its first-load JavaScript budget.
import { useStore } from '@nanostores/react';
import { atom } from 'nanostores';
import { useState } from 'react';
import type { ComboboxOption, LocationCombobox, LocationComboboxProps } from '../../ui/LocationCombobox';
import type { LocationOption } from '../../../lib/domain/shared/autocomplete.schema';
import '../../ui/LocationCombobox.css';
import { page } from '../../../lib/client/platform';

type Combobox = typeof LocationCombobox;
const $combobox = atom<Combobox | null>(null);
let loading: Promise<void> | undefined;

export function loadPlaceFields(): void {
  loading ??= import('../../ui/LocationCombobox').then(
    (m) => $combobox.set(m.LocationCombobox),
    // Offline for a moment: the next pointer or focus tries again.
    () => void (loading = undefined),
  );
}

export function PlaceField<O extends ComboboxOption = LocationOption>(props: LocationComboboxProps<O>) {
  const Loaded = useStore($combobox);
  // null until something is typed: then the text is the user's, even when emptied.
  const [typed, setTyped] = useState<string | null>(null);
  const { id, label, value, placeholder, invalid, describedBy } = props;
  if (Loaded) {
    // Only the field that has focus takes it over (with its text); the others start as they show.
    const focused = page.activeElement()?.id === id;
    return <Loaded {...props} {...(focused ? { autoFocus: true, ...(typed !== null ? { initialQuery: typed } : {}) } : {})} />;
  }
  return (
    <div className="location-combobox">
      <label id={`${id}-label`} htmlFor={id}>
        {label}
      </label>
      <div className="location-combobox-control">
        <input
          id={id}
          type="text"
          role="combobox"
          autoComplete="off"
          spellCheck={false}
          aria-autocomplete="list"
          aria-expanded={false}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          placeholder={placeholder}
          value={typed ?? value?.label ?? ''}
          onChange={(e) => setTyped(e.target.value)}
          onFocus={loadPlaceFields}
        />
      </div>
    </div>
  );
}
