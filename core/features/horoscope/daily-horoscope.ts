import type { Sign } from '../../content/signs';
import { moonAspect } from '../../compose/moon-aspect';
import { aspectFact, moonFact, signFact, signName } from '../../compose/reading-facts';
import { percentLit } from '../../compose/reading-writer';
import { lunationFact } from '../../compose/sky-event-facts';
import { skyForDate } from '../../sky/daily-sky';
import { type IsoDate, shortDateLabel } from '../../time/calendar-date';
import { affirmations } from './bank/affirmations';
import { moonAspectLines, moonMoods } from './bank/aspect-lines';
import { dailyHeadlines } from './bank/headlines';
import { lunationDayLines } from './bank/lunation-lines';
import { phaseLines } from './bank/phase-lines';
import type { HoroscopeDraft } from './compose-horoscope';
import { createHoroscopeWriter, onSecondSide, turnOf } from './horoscope-writer';
import { type PieceWriters, dailySkeletonFor } from './horoscope-skeletons';
import { affirmationLeads, dayNames, datedDayNames, dayWordsOf, ledAffirmations } from './day-words';
import { lunationOn } from './period-sky';
import { sharedPieces } from './shared-pieces';

const HEADLINE_LIMIT = 80;
const ASPECT_SHIFT: Record<ReturnType<typeof moonAspect>, number> = {
  conjunction: 0,
  'semi-sextile': 2,
  sextile: 4,
  square: 1,
  trine: 5,
  quincunx: 3,
  opposition: 6,
};

export function composeDaily(sign: Sign, date: IsoDate): HoroscopeDraft {
  const sky = skyForDate(date);
  const turn = turnOf('daily', date);
  const exact = lunationOn(date, sky.moon.phaseAngle);
  const moonMoodPair = moonMoods[sky.moon.sign];
  const words = dayWordsOf(date, sky);
  const writer = createHoroscopeWriter(
    sign,
    'daily',
    turn,
    {
      sign: sign.name,
      period: 'today',
      opening: 'today',
      moonSign: signName(sky.moon.sign),
      sunSign: signName(sky.sun.sign),
      illumination: percentLit(sky.moon.illumination),
      moonMood: moonMoodPair[turn % moonMoodPair.length],
      ...(exact ? { eventSign: signName(exact.sign) } : {}),
    },
    dayNames(words),
    true,
    datedDayNames(words),
  );
  const aspect = moonAspect(sky.moon.sign, sign.id);
  const secondSide = onSecondSide(sky.moon.sign, sign.id);
  const pieces: PieceWriters = {
    ...sharedPieces(writer, sky.sun.sign),
    // On the day of an exact lunation the day's own lunation line replaces the phase line, so
    // the phase is named once.
    sky: () => [
      exact
        ? writer.everySign(lunationDayLines[exact.type], `lunation-day|${exact.type}`)
        : writer.everySign(phaseLines[sky.moon.phase], `phase|${sky.moon.phase}`),
    ],
    moon: () => [writer.mirrored(moonAspectLines[aspect], `moon-aspect|${aspect}`, secondSide)],
  };
  const headline = writer.mirrored(dailyHeadlines[aspect], `headline|${aspect}`, secondSide);
  const datedHeadline = `${shortDateLabel(date)}: ${headline}`;
  return {
    headline: datedHeadline.length <= HEADLINE_LIMIT ? datedHeadline : headline,
    // The shape follows the sign, the day and the Moon's angle, so it never settles into a weekly loop.
    paragraphs: dailySkeletonFor(sign.id, turn + Math.floor(turn / 7) * 3 + ASPECT_SHIFT[aspect]).map(
      (paragraph) => paragraph.flatMap((piece) => pieces[piece]?.() ?? []),
    ),
    affirmation: writer.elementMates(
      ledAffirmations(affirmations[sign.element], affirmationLeads(words)),
      'affirmation',
    ),
    facts: [
      moonFact(sky),
      `Sun in ${signName(sky.sun.sign)}`,
      aspectFact(sky, sign),
      ...(exact ? [lunationFact(exact)] : []),
      signFact(sign),
    ],
  };
}
