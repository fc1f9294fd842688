import { type KeyboardEvent, useId, useRef } from 'react';
import { type Element, type SignId, signList } from '@core/content/signs';

interface ZodiacPickerProps {
  selected: SignId | null;
  onSelect(sign: SignId): void;
  /** The visitor's own sign, marked "Your sign" (spec §2). */
  ownSign?: SignId | null;
  /** Visible label of the grid, e.g. "Second Sign"; defaults to "Choose your sign". */
  label?: string;
  /**
   * The id of a heading the page already shows for the grid ('{sign} Palm Reading'): the grid is
   * named by it and draws no label of its own, so the page never reads two titles in a row.
   */
  labelledBy?: string;
  /**
   * Fixed column count (3 for relationship analysis, 4 for advanced charts). Without it the
   * grid grows from 3 columns on phones to 4 and then 6 on wider screens (tool spec §2).
   */
  columns?: 3 | 4;
  /** When given, each sign also shows its element's icon (tool spec §2, Zodiac Diet). */
  elementIcons?: Readonly<Record<Element, string>>;
}

const GRID_CLASSES = {
  responsive: 'grid-cols-3 sm:grid-cols-4 lg:grid-cols-6',
  3: 'grid-cols-3',
  4: 'grid-cols-4',
} as const;

/**
 * The twelve signs as toggle buttons (aria-pressed). Buttons rather than a radio group because
 * choosing a sign starts a reading: arrow keys only move focus here, so browsing the grid by
 * keyboard never fires twelve requests. Enter or Space picks.
 */
export function ZodiacPicker({
  selected,
  onSelect,
  ownSign = null,
  label = 'Choose your sign',
  labelledBy,
  columns,
  elementIcons,
}: ZodiacPickerProps) {
  const labelId = useId();
  const gridRef = useRef<HTMLDivElement>(null);

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const grid = gridRef.current;
    if (!grid) return;
    const buttons = Array.from(grid.querySelectorAll<HTMLButtonElement>('button'));
    const current = buttons.findIndex((button) => button === document.activeElement);
    if (current === -1) return;
    const step = stepFor(event.key, renderedColumns(grid, columns ?? 3));
    if (step === null) return;
    event.preventDefault();
    const target = step === 'first' ? 0 : step === 'last' ? buttons.length - 1 : current + step;
    buttons[Math.min(Math.max(target, 0), buttons.length - 1)]?.focus();
  };

  return (
    <div>
      {labelledBy ? null : (
        <p id={labelId} className="sky-scrim mb-3 font-display text-lg font-semibold text-gold-200">
          {label}
        </p>
      )}
      <div
        ref={gridRef}
        role="group"
        aria-labelledby={labelledBy ?? labelId}
        className={`grid gap-2 pt-2 ${GRID_CLASSES[columns ?? 'responsive']}`}
      >
        {signList.map((sign) => {
          const isSelected = sign.id === selected;
          const isOwn = sign.id === ownSign;
          return (
            <button
              key={sign.id}
              type="button"
              aria-pressed={isSelected}
              onClick={() => onSelect(sign.id)}
              onKeyDown={onKeyDown}
              className={`sky-tile relative flex min-h-24 flex-col items-center justify-center rounded-2xl border px-1 pt-3 pb-2 text-center transition-colors ${
                isSelected
                  ? 'border-gold-300 shadow-lg shadow-gold-300/20'
                  : 'border-white/10 hover:border-violet-300/50'
              }`}
            >
              <span aria-hidden="true" className="text-2xl leading-none">
                {sign.emoji}
              </span>
              {/* Four narrow columns on a phone leave no room for "♐ Sagittarius" on one line at full size. */}
              <span
                className={`mt-1 flex items-center gap-1 font-semibold text-violet-50 ${
                  columns === 4 ? 'text-[0.7rem] sm:text-sm' : 'text-sm'
                }`}
              >
                <span
                  aria-hidden="true"
                  className={`text-gold-200 ${columns === 4 ? 'hidden sm:inline' : ''}`}
                >
                  {sign.symbol}
                </span>
                {sign.name}
              </span>
              <DateRange range={sign.dateRange} />
              {elementIcons ? (
                <span className="mt-0.5 text-xs text-violet-100">
                  <span aria-hidden="true">{elementIcons[sign.element]}</span> {sign.element}
                </span>
              ) : null}
              {/* Last in the DOM so the accessible name reads "Leo Jul 23-Aug 22 Your sign". */}
              {isOwn ? (
                <span className="absolute -top-2 left-1/2 -translate-x-1/2 rounded-full bg-gold-300 px-2 py-0.5 text-[0.65rem] leading-tight font-semibold whitespace-nowrap text-night-950">
                  Your sign
                </span>
              ) : null}
            </button>
          );
        })}
      </div>
    </div>
  );
}

/**
 * "Mar 21-Apr 19" at 12 px. Each date is kept whole (a non-breaking space inside it), so when a
 * narrow column cannot hold the range on one line it breaks after the dash, never inside a date.
 */
function DateRange({ range }: { range: string }) {
  const [start, end] = range.split('-');
  return (
    <span className="text-xs leading-tight text-violet-200/90">
      <span className="whitespace-nowrap">{start}-</span>
      <wbr />
      <span className="whitespace-nowrap">{end}</span>
    </span>
  );
}

type Step = number | 'first' | 'last';

function stepFor(key: string, columnCount: number): Step | null {
  const steps: Record<string, Step> = {
    ArrowRight: 1,
    ArrowLeft: -1,
    ArrowDown: columnCount,
    ArrowUp: -columnCount,
    Home: 'first',
    End: 'last',
  };
  return steps[key] ?? null;
}

/** The columns the browser actually laid out (they change with the screen width). */
function renderedColumns(grid: HTMLElement, fallback: number): number {
  const template = window.getComputedStyle(grid).gridTemplateColumns;
  const tracks = template ? template.split(' ').filter((track) => /^\d/.test(track)).length : 0;
  return tracks > 0 ? tracks : fallback;
}
