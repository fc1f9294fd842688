import { useEffect, useRef } from 'react';
import { type SignId, signs } from '@core/content/signs';
import { numerologyProfile } from '@core/features/numerology/numerology';
import { SCROLL_TO_LOADING_DELAY_MS } from '@/components/loading-indicator';
import { prefersReducedMotion } from '@/components/prefers-reduced-motion';
import { ReadingPanel } from '@/components/reading-panel/reading-panel';
import { useProfile } from '@/lib/profile/use-profile';
import { useReading } from '@/lib/reading/use-reading';
import { NumerologyDetailsForm } from './numerology-details-form';
import { NumerologyNumbers } from './numerology-numbers';

interface NumerologySectionProps {
  sign: SignId;
  today: string;
  /** Goes up each time the visitor asks for the reading, so the view moves to it every time. */
  requestCount: number;
}

/**
 * The personal numerology result: the visitor's numbers with their working and the reading,
 * or a small form when the profile lacks a name or birth date. Fixes the spec's known defect:
 * the view moves to this section itself, which always exists once the reading is asked for.
 */
export function NumerologySection({ sign, today, requestCount }: NumerologySectionProps) {
  const { profile, update } = useProfile();
  const sectionRef = useRef<HTMLElement>(null);
  const name = profile.name.trim();
  const birthDate = profile.birthDate;
  const ready = name.length > 0 && birthDate !== '';
  const reading = useReading(ready ? { feature: 'numerology', sign, name, birthDate, date: today } : null);

  useEffect(() => {
    const timer = setTimeout(() => {
      sectionRef.current?.scrollIntoView({
        behavior: prefersReducedMotion() ? 'instant' : 'smooth',
        block: 'start',
      });
    }, SCROLL_TO_LOADING_DELAY_MS);
    return () => clearTimeout(timer);
  }, [requestCount]);

  return (
    <section
      ref={sectionRef}
      aria-labelledby="numerology-result-title"
      className="scroll-mt-20 space-y-4"
      data-testid="numerology-result"
    >
      <h2 id="numerology-result-title" className="font-display text-lg font-semibold text-gold-200">
        Your personal numerology
      </h2>
      {ready ? (
        <>
          <NumerologyNumbers numbers={numerologyProfile(name, birthDate)} />
          <ReadingPanel
            reading={reading}
            title={`${signs[sign].emoji} Numerology for ${name}`}
            subtitle={`Personal reading for ${signs[sign].name}`}
            offlineNote="Composed offline from your numbers and today’s real sky"
          />
        </>
      ) : (
        <NumerologyDetailsForm name={profile.name} birthDate={birthDate} today={today} onSave={update} />
      )}
    </section>
  );
}
