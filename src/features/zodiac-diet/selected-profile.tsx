import { type SignId, signs } from '@core/content/signs';
import {
  type ChineseAnimalId,
  chineseAnimals,
  recentYears,
} from '@core/features/zodiac-diet/chinese-animals';
import {
  DIET_ELEMENT_ICONS,
  dietElementColor,
  elementDietNote,
} from '@core/features/zodiac-diet/diet-elements';
import { styleRef } from '@/lib/dom/style-ref';

interface SelectedProfileProps {
  sign: SignId | null;
  animal: ChineseAnimalId | null;
}

/**
 * Tool spec §2: "Your Selected Zodiac Profile" (Western: name, symbol, dates, element,
 * description; Chinese: name, character, the last three years of its list, element, traits),
 * then the diet profile cards (Western: the element's explanation and Optimal Timing; Chinese:
 * dietary needs, preferred flavours and eating pattern).
 */
export function SelectedProfile({ sign, animal }: SelectedProfileProps) {
  const western = sign ? signs[sign] : null;
  const chinese = animal ? chineseAnimals[animal] : null;
  const note = western ? elementDietNote(western.element) : null;
  return (
    <section aria-labelledby="diet-profile-title" className="space-y-4">
      <h2 id="diet-profile-title" className="font-display text-xl font-semibold text-gold-200">
        Your Selected Zodiac Profile
      </h2>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        {western && note ? (
          <article
            aria-labelledby="diet-western-title"
            className="glass-card border-l-4 px-4 py-4"
            ref={styleRef({ borderLeftColor: dietElementColor(western.element) })}
          >
            <h3 id="diet-western-title" className="font-display text-lg font-semibold text-gold-100">
              <span aria-hidden="true">{western.emoji}</span> {western.name}{' '}
              <span aria-hidden="true">{western.symbol}</span>
            </h3>
            <p className="text-sm text-violet-200/90">
              {western.dateRange} · <span aria-hidden="true">{DIET_ELEMENT_ICONS[western.element]}</span>{' '}
              <span className="capitalize">{western.element}</span>
            </p>
            <p className="mt-2 text-violet-50">{western.description}</p>
            <h4 className="mt-4 font-semibold text-gold-200">Your {western.element} diet profile</h4>
            <p className="mt-1 text-sm text-violet-50">{note.explanation}</p>
            <h4 className="mt-3 font-semibold text-gold-200">Optimal Timing</h4>
            <p className="mt-1 text-sm text-violet-50">{note.optimalTiming}</p>
          </article>
        ) : null}
        {chinese ? (
          <article
            aria-labelledby="diet-chinese-title"
            className="glass-card border-l-4 px-4 py-4"
            ref={styleRef({ borderLeftColor: dietElementColor(chinese.element) })}
          >
            <h3 id="diet-chinese-title" className="font-display text-lg font-semibold text-gold-100">
              <span aria-hidden="true">{chinese.emoji}</span> {chinese.name}{' '}
              <span aria-hidden="true">{chinese.symbol}</span>
            </h3>
            <p className="text-sm text-violet-200/90">
              Years: {recentYears(chinese.years).join(', ')} ·{' '}
              <span aria-hidden="true">{DIET_ELEMENT_ICONS[chinese.element]}</span>{' '}
              <span className="capitalize">{chinese.element}</span>
            </p>
            <p className="mt-2 text-violet-50">{chinese.traits}</p>
            <h4 className="mt-4 font-semibold text-gold-200">Dietary needs</h4>
            <ul className="mt-1 list-disc space-y-0.5 pl-5 text-sm text-violet-50">
              {chinese.dietaryNeeds.map((need) => (
                <li key={need}>{need}</li>
              ))}
            </ul>
            <h4 className="mt-3 font-semibold text-gold-200">Preferred flavours</h4>
            <p className="mt-1 text-sm text-violet-50">{chinese.preferredFlavors.join(' · ')}</p>
            <h4 className="mt-3 font-semibold text-gold-200">Eating pattern</h4>
            <p className="mt-1 text-sm text-violet-50">{chinese.eatingPattern}</p>
          </article>
        ) : null}
      </div>
    </section>
  );
}
