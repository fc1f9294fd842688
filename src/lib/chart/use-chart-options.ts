import { useState } from 'react';
import type { AspectChoice, AspectSetId, OrbTableId } from '@core/sky/chart-aspects';
import type { HouseSystemId } from '@core/sky/house-systems';
import type { ZodiacChoice } from '@core/sky/zodiacs';
import { useProfile } from '@/lib/profile/use-profile';

/** What an astrologer chooses for a chart, besides the moment and the place. */
export interface ChartOptions {
  houseSystem: HouseSystemId;
  zodiac: ZodiacChoice;
  aspects: AspectChoice;
}

/** The two aspect sets the pages offer; the engine's `usual` set stays the readings' own. */
export const ASPECT_SET_OPTIONS = [
  { id: 'major', name: 'Major only' },
  { id: 'all', name: 'Major and minor' },
] as const satisfies readonly { id: AspectSetId; name: string }[];

export const ORB_OPTIONS = [
  { id: 'standard', name: 'Standard' },
  { id: 'tight', name: 'Tight' },
] as const satisfies readonly { id: OrbTableId; name: string }[];

/** A new chart shows the majors with standard orbs: the least cluttered wheel. */
export const DEFAULT_ASPECT_CHOICE: AspectChoice = { set: 'major', orbs: 'standard' };

export interface UseChartOptions {
  options: ChartOptions;
  /** Merges a change; the zodiac and the house system are saved to the profile. */
  change(patch: Partial<ChartOptions>): void;
}

/**
 * The chart pages' options. The zodiac and the house system live in the profile, so every chart
 * page opens in the visitor's choice and a change on one page is the choice of all; the aspect
 * set and orbs are this page's own.
 */
export function useChartOptions(): UseChartOptions {
  const { profile, update } = useProfile();
  const [aspects, setAspects] = useState<AspectChoice>(DEFAULT_ASPECT_CHOICE);
  const options: ChartOptions = {
    houseSystem: profile.chartHouseSystem,
    zodiac: profile.chartZodiac,
    aspects,
  };
  const change = ({ houseSystem, zodiac, aspects: nextAspects }: Partial<ChartOptions>) => {
    if (nextAspects) setAspects(nextAspects);
    if (houseSystem || zodiac)
      void update({
        ...(houseSystem ? { chartHouseSystem: houseSystem } : {}),
        ...(zodiac ? { chartZodiac: zodiac } : {}),
      });
  };
  return { options, change };
}
