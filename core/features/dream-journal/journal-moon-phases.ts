import { MOON_PHASE_IDS, type MoonPhaseId, moonPhaseEmoji, moonPhaseNames } from '../../sky/moon-phases';

/** The journal's eight Moon phases (tool spec §3): the sky module's names and emoji, our meanings. */
export interface JournalMoonPhase {
  id: MoonPhaseId;
  name: string;
  emoji: string;
  meaning: string;
}

const meanings = {
  'new-moon': 'Seeds and blank pages: dreams of beginnings and quiet intentions.',
  'waxing-crescent': 'First shoots: hopes taking shape and courage gathering.',
  'first-quarter': 'Decisions and friction: dreams that test what you want.',
  'waxing-gibbous': 'Refining and waiting: details ripening before they are ready.',
  'full-moon': 'Revelation: feelings at their brightest and hidden things in plain view.',
  'waning-gibbous': 'Sharing and gratitude: lessons you are ready to pass on.',
  'last-quarter': 'Release: clearing out what no longer fits.',
  'waning-crescent': 'Rest and surrender: the deep, healing quiet before renewal.',
} as const satisfies Record<MoonPhaseId, string>;

export const journalMoonPhases = Object.fromEntries(
  MOON_PHASE_IDS.map((id) => [
    id,
    { id, name: moonPhaseNames[id], emoji: moonPhaseEmoji[id], meaning: meanings[id] },
  ]),
) as Readonly<Record<MoonPhaseId, JournalMoonPhase>>;

export const journalMoonPhaseList: readonly JournalMoonPhase[] = MOON_PHASE_IDS.map(
  (id) => journalMoonPhases[id],
);
