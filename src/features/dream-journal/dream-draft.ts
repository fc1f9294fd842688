import type { DreamEmotionId } from '@core/features/dream-journal/dream-emotions';
import type { DreamSymbolId } from '@core/features/dream-journal/dream-symbols';
import type { MoonPhaseId } from '@core/sky/moon-phases';
import type { IsoDate } from '@core/time/calendar-date';
import { realMoonPhase } from './real-moon';

/** What the journal form holds (tool spec §3 "Dream form"), plus the night the dream came. */
export interface DreamDraft {
  title: string;
  description: string;
  /** The dream's date: its real Moon preselects the phase. */
  date: IsoDate;
  moonPhase: MoonPhaseId | null;
  emotions: DreamEmotionId[];
  symbols: DreamSymbolId[];
}

/** An empty form for a dream of `date`, its Moon phase preselected from the real sky once known. */
export const emptyDraft = (date: IsoDate): DreamDraft => ({
  title: '',
  description: '',
  date,
  moonPhase: realMoonPhase(date),
  emotions: [],
  symbols: [],
});
