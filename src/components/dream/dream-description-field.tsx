import { useId } from 'react';
import { dreamFieldClass } from './dream-field-styles';

interface DreamDescriptionFieldProps {
  value: string;
  /** The page's bound; the count below the field counts up to it. */
  maxLength: number;
  placeholder: string;
  onChange(value: string): void;
}

/** The required "Describe your dream" text of both dream forms, with its character count. */
export function DreamDescriptionField({
  value,
  maxLength,
  placeholder,
  onChange,
}: DreamDescriptionFieldProps) {
  const descriptionId = useId();
  const countId = useId();
  return (
    <div>
      <label htmlFor={descriptionId} className="block text-sm font-semibold text-gold-100">
        Describe your dream
      </label>
      <textarea
        id={descriptionId}
        value={value}
        rows={6}
        required
        maxLength={maxLength}
        aria-describedby={countId}
        placeholder={placeholder}
        onChange={(event) => onChange(event.target.value)}
        className={dreamFieldClass}
      />
      <span id={countId} className="mt-1 block text-right text-xs font-normal text-violet-200">
        {value.length} / {maxLength}
      </span>
    </div>
  );
}
