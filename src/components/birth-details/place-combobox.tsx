import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { type PlaceResult, type PlaceSearch, placeDisplayName, searchPlaces } from '@/lib/chart/place-search';
import { usePlaceSearch } from '@/lib/chart/use-place-search';
import { fieldInput } from './field-styles';

export interface PlaceComboboxProps {
  /** The input's id (its <label> points here). */
  id: string;
  query: string;
  /** The place picked, or null while the text has not been matched to one. */
  selected: PlaceResult | null;
  onQueryChange(query: string): void;
  onSelect(place: PlaceResult): void;
  /** Ids of elements describing the input (hint, error). */
  describedBy?: string;
  invalid?: boolean;
  /** The empty box's example text. */
  placeholder?: string;
  /** The search to run; tests pass a fake. */
  search?: PlaceSearch;
}

/**
 * A place typeahead following the ARIA 1.2 combobox pattern (list autocomplete, no automatic
 * selection): the input keeps focus, the highlighted suggestion is announced through
 * aria-activedescendant. Down and Up move through the suggestions (wrapping), Enter picks,
 * Escape closes the list or, when it is closed, clears the text. Pointer and touch pick too.
 */
export function PlaceCombobox({
  id,
  query,
  selected,
  onQueryChange,
  onSelect,
  describedBy,
  invalid,
  placeholder = 'Start typing a city',
  search = searchPlaces,
}: PlaceComboboxProps) {
  const listboxId = useId();
  const statusId = useId();
  const [focused, setFocused] = useState(false);
  const [dismissed, setDismissed] = useState(false);
  const [activeIndex, setActiveIndex] = useState(-1);
  const listRef = useRef<HTMLUListElement>(null);

  // Once a place is picked its label fills the box: searching for it again would only reopen the list.
  const results = usePlaceSearch(focused && selected === null ? query : '', search);
  const places = results.places;
  const open = focused && !dismissed && selected === null && places.length > 0;
  const active = open && activeIndex >= 0 ? places[activeIndex] : undefined;
  const optionId = (index: number) => `${listboxId}-option-${index}`;

  // On a phone the list opens low on the screen, under the tab bar and the keyboard: bring it up.
  useEffect(() => {
    if (open) listRef.current?.scrollIntoView?.({ block: 'nearest' });
  }, [open]);

  useEffect(() => {
    if (!active) return;
    listRef.current?.querySelector(`[data-index="${activeIndex}"]`)?.scrollIntoView?.({ block: 'nearest' });
  }, [active, activeIndex]);

  const pick = (place: PlaceResult) => {
    onSelect(place);
    setActiveIndex(-1);
    setDismissed(true);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const count = places.length;
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp': {
        if (count === 0 || selected !== null) return;
        event.preventDefault();
        const forward = event.key === 'ArrowDown';
        if (!open) {
          setDismissed(false);
          // Alt+Down opens the list without highlighting anything (APG).
          setActiveIndex(event.altKey ? -1 : forward ? 0 : count - 1);
          return;
        }
        setActiveIndex((index) => (forward ? (index + 1) % count : index <= 0 ? count - 1 : index - 1));
        return;
      }
      case 'Enter':
        if (active) {
          // Picking a suggestion must not also submit the form.
          event.preventDefault();
          pick(active);
        }
        return;
      case 'Escape':
        if (open) {
          event.preventDefault();
          setDismissed(true);
          setActiveIndex(-1);
        } else if (query !== '') {
          event.preventDefault();
          onQueryChange('');
        }
        return;
      default:
    }
  };

  const status =
    !focused || selected !== null || query.trim() === ''
      ? ''
      : results.status === 'searching' && places.length === 0
        ? 'Searching places…'
        : results.status === 'done' && places.length === 0
          ? `No places start with “${query.trim()}”. Check the spelling, or enter coordinates instead.`
          : open
            ? `${places.length} ${places.length === 1 ? 'place' : 'places'} found. Use the up and down arrows to choose.`
            : '';

  return (
    <div className="relative">
      <input
        id={id}
        type="text"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={open}
        aria-controls={listboxId}
        aria-activedescendant={active ? optionId(activeIndex) : undefined}
        aria-describedby={[describedBy, statusId].filter(Boolean).join(' ')}
        aria-invalid={invalid || undefined}
        autoComplete="off"
        autoCapitalize="words"
        spellCheck={false}
        enterKeyHint="search"
        maxLength={120}
        placeholder={placeholder}
        className={fieldInput}
        value={query}
        onChange={(event) => {
          onQueryChange(event.target.value);
          setDismissed(false);
          setActiveIndex(-1);
        }}
        onKeyDown={onKeyDown}
        onFocus={() => setFocused(true)}
        onBlur={() => {
          setFocused(false);
          setActiveIndex(-1);
        }}
      />
      <ul
        ref={listRef}
        id={listboxId}
        role="listbox"
        aria-label="Suggested places"
        hidden={!open}
        className="absolute inset-x-0 top-full z-30 mt-1 max-h-72 scroll-mb-28 overflow-y-auto rounded-xl border border-white/15 bg-night-900 py-1 shadow-xl shadow-black/50"
      >
        {open
          ? places.map((place, index) => (
              <li
                key={place.id}
                id={optionId(index)}
                data-index={index}
                role="option"
                tabIndex={-1}
                aria-selected={index === activeIndex}
                className={`flex min-h-11 cursor-pointer flex-col justify-center px-3 py-1.5 text-violet-50 ${
                  index === activeIndex ? 'bg-violet-500/35' : 'hover:bg-white/10'
                }`}
                // Keep focus in the input, so the blur does not close the list before the click lands.
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => pick(place)}
                onKeyDown={(event) => {
                  if (event.key === 'Enter') pick(place);
                }}
              >
                <span className="font-medium">{placeDisplayName(place)}</span>
              </li>
            ))
          : null}
      </ul>
      <p
        id={statusId}
        role="status"
        className={status.startsWith('No places') ? 'mt-1 text-sm text-violet-200' : 'sr-only'}
      >
        {status}
      </p>
    </div>
  );
}
