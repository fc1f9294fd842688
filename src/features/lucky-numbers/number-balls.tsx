interface NumberBallsProps {
  /** Names the list for screen readers, e.g. "Main numbers". */
  label: string;
  numbers: readonly number[];
  tone?: 'main' | 'bonus';
}

/** A row of numbers drawn as balls; a list, so a screen reader hears how many there are. */
export function NumberBalls({ label, numbers, tone = 'main' }: NumberBallsProps) {
  return (
    <ul aria-label={label} className="mt-3 flex flex-wrap gap-2">
      {numbers.map((value) => (
        <li
          key={value}
          className={`flex size-11 items-center justify-center rounded-full text-lg font-bold shadow-md ${
            tone === 'main'
              ? 'bg-gradient-to-br from-gold-200 to-gold-400 text-night-950'
              : 'bg-gradient-to-br from-violet-300 to-violet-500 text-night-950'
          }`}
        >
          {value}
        </li>
      ))}
    </ul>
  );
}
