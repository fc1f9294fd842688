import { HOUSE_SYSTEM_NAMES } from '../../sky/house-systems';
import { AYANAMSA_NAMES, type ZodiacChoice } from '../../sky/zodiacs';
import type { AdvancedChartRequest } from './advanced-chart-request';
import { zodiacOfRequest } from './requested-chart';

/**
 * How an advanced chart was drawn, as its reading and its prompt state it: the zodiac it is read
 * in (and, for progressions and returns, that a sidereal choice could not be honoured), and the
 * house system. Absent choices are the tropical Placidus chart the page has always read.
 */
export interface ChartFrameFacts {
  zodiac: ZodiacChoice;
  /** The sidereal zodiac the visitor asked for, when this chart type is read tropically instead. */
  declined?: ZodiacChoice & { zodiac: 'sidereal' };
  houseSystem: NonNullable<AdvancedChartRequest['houseSystem']>;
}

export function chartFrameOf(request: AdvancedChartRequest): ChartFrameFacts {
  const zodiac = zodiacOfRequest(request);
  const asked = request.zodiac;
  return {
    zodiac,
    ...(asked?.zodiac === 'sidereal' && zodiac.zodiac === 'tropical' ? { declined: asked } : {}),
    houseSystem: request.houseSystem ?? 'placidus',
  };
}

const zodiacWords = (zodiac: ZodiacChoice) =>
  zodiac.zodiac === 'sidereal'
    ? `the sidereal zodiac (${AYANAMSA_NAMES[zodiac.ayanamsa]} ayanamsa)`
    : 'the tropical zodiac';

/** One line for the prompt: always says the zodiac and the house system. */
export function chartFrameLine(frame: ChartFrameFacts): string {
  const declined = frame.declined
    ? ` The visitor chose ${zodiacWords(frame.declined)}, but this chart's instants are solved from tropical longitudes, so it is read tropically; say so in one sentence.`
    : '';
  const sidereal =
    frame.zodiac.zodiac === 'sidereal' ? ' Every sign, degree and cusp below is sidereal.' : '';
  return `Read in ${zodiacWords(frame.zodiac)}, with ${HOUSE_SYSTEM_NAMES[frame.houseSystem]} houses.${sidereal}${declined}`;
}

/** A sentence for the offline reading, only when the chart is not the usual tropical Placidus one. */
export function chartFrameSentence(frame: ChartFrameFacts): string | undefined {
  const parts: string[] = [];
  if (frame.zodiac.zodiac === 'sidereal')
    parts.push(
      `This chart is read in ${zodiacWords(frame.zodiac)}, so its signs are measured against the stars.`,
    );
  if (frame.declined)
    parts.push(
      `You chose ${zodiacWords(frame.declined)}, but this chart is timed by tropical longitudes, so it is read in the tropical zodiac.`,
    );
  if (frame.houseSystem !== 'placidus')
    parts.push(`Its houses follow the ${HOUSE_SYSTEM_NAMES[frame.houseSystem]} system.`);
  return parts.length > 0 ? `*How it is drawn:* ${parts.join(' ')}` : undefined;
}
