import type { NumerologyNumber, NumerologyProfile } from '@core/features/numerology/numerology';

const ROWS = [
  ['lifePath', 'Life Path', 'from your birth date'],
  ['expression', 'Expression', 'from every letter of your name'],
  ['soulUrge', 'Soul Urge', 'from the vowels of your name'],
] as const satisfies readonly (readonly [keyof NumerologyProfile, string, string])[];

/** The three numbers with how each was reduced, so a visitor can check the arithmetic. */
export function NumerologyNumbers({ numbers }: { numbers: NumerologyProfile }) {
  return (
    <div className="rounded-2xl border border-white/10 bg-white/5 p-4">
      <dl className="space-y-3">
        {ROWS.map(([key, title, source]) => {
          const number: NumerologyNumber | null = numbers[key];
          return (
            <div key={key}>
              <dt className="font-semibold text-gold-100">
                {title} <span className="text-2xl text-gold-200">{number ? number.value : '–'}</span>{' '}
                <span className="text-xs font-normal text-violet-200">{source}</span>
              </dt>
              <dd className="mt-1 font-mono text-xs leading-relaxed break-words text-violet-100">
                {number ? number.working : 'Nothing to count: your name has no letters A–Z.'}
              </dd>
            </div>
          );
        })}
      </dl>
      <p className="mt-3 text-xs text-violet-200">
        Pythagorean values A=1 … I=9, J=1 … R=9, S=1 … Z=8; master numbers 11, 22 and 33 are kept. Y counts as
        a vowel when no vowel stands beside it.
      </p>
    </div>
  );
}
