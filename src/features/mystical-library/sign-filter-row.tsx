import { useId } from 'react';
import { signList, type SignId } from '@core/content/signs';
import type { SignFilter } from '@core/features/mystical-library/library-filters';
import {
  CHIP_LABEL_CLASS,
  CHIP_LINE_CLASS,
  CHIP_ROW_CLASS,
  filterChipClass,
  revealFocusedChip,
} from './book-presentation';

interface SignFilterRowProps {
  selected: SignFilter;
  onSelect(sign: SignFilter): void;
  ownSign: SignId | null;
}

/**
 * Spec §2: the zodiac filter row, 'All' plus each sign. A filter, not a sign picker: 'All' clears it,
 * so this is a row of toggle chips rather than the shared ZodiacPicker (which has no 'All').
 */
export function SignFilterRow({ selected, onSelect, ownSign }: SignFilterRowProps) {
  const labelId = useId();
  return (
    <div className={CHIP_LINE_CLASS}>
      <p id={labelId} className={CHIP_LABEL_CLASS}>
        Zodiac sign
      </p>
      <div role="group" aria-labelledby={labelId} className={CHIP_ROW_CLASS} onFocus={revealFocusedChip}>
        <button
          type="button"
          aria-pressed={selected === 'all'}
          onClick={() => onSelect('all')}
          className={filterChipClass(selected === 'all')}
        >
          All
        </button>
        {signList.map((sign) => (
          <button
            key={sign.id}
            type="button"
            aria-pressed={selected === sign.id}
            onClick={() => onSelect(sign.id)}
            className={filterChipClass(selected === sign.id)}
          >
            <span aria-hidden="true">{sign.emoji}</span>
            {sign.name}
            {sign.id === ownSign ? <span className="text-xs text-gold-200"> (your sign)</span> : null}
          </button>
        ))}
      </div>
    </div>
  );
}
