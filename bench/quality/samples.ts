import {
  QUALITY_SAMPLE_PEOPLE,
  qualitySampleRequest,
} from '@core/features/advanced-chart/quality-sample-fixtures';
import { CALENDAR_CATEGORY_IDS } from '@core/content/calendar-categories';
import { CAREER_TILE_IDS, tilePeriod } from '@core/features/career/career-tiles';
import { PERSONA_IDS } from '@core/content/personas';
import { SIGN_IDS, type SignId } from '@core/content/signs';
import { type Period, PERIODS } from '@core/contract/common';
import { LOVE_FOCUS_IDS } from '@core/features/love/love-foci';
import { PALM_FOCUS_IDS } from '@core/features/palmistry/palm-foci';
import type { ReadingRequest } from '@core/features/reading-request';
import { CHART_TYPE_IDS } from '@core/features/advanced-chart/chart-types';
import { ANALYSIS_IDS, relationshipAnalysisTypes } from '@core/features/relationship-analysis/analysis-types';
import { type IsoDate, addDays } from '@core/time/calendar-date';
import { WELLBEING_TOPIC_IDS } from '@core/features/wellbeing/wellbeing-topics';
import { LOTTERY_IDS } from '@core/features/lucky-numbers/lotteries';
import { sampleLuckyRequest } from '@core/features/lucky-numbers/quality-sample-fixtures';
import {
  NUMEROLOGY_SAMPLE_PEOPLE,
  sampleNumerologyRequest,
} from '@core/features/numerology/quality-sample-fixtures';
import { TAROT_DECK_IDS } from '@core/features/tarot/deck/tarot-decks';
import { TAROT_SPREAD_IDS } from '@core/features/tarot/draw/spreads';
import { sampleGroup, sampleSequence } from '@core/features/tarot/quality-sample-draws';
import { CRYSTAL_IDS } from '@core/features/crystal-scrying/crystal';
import { POSE_IDS } from '@core/features/astro-yoga/yoga-pose';
import { PATTERN_IDS } from '@core/features/sacred-geometry/pattern';
import { ARCHETYPE_IDS } from '@core/content/archetypes/archetype';
import { CHINESE_ANIMAL_IDS } from '@core/features/zodiac-diet/chinese-animals';
import { DIET_FOCUS_IDS } from '@core/features/zodiac-diet/diet-topics';
import { JOURNAL_SAMPLE_DREAMS } from '@core/features/dream-journal/quality-sample-dreams';
import { JOURNAL_WISDOM_TOPIC_IDS } from '@core/features/dream-journal/journal-wisdom-topics';
import { ORACLE_SAMPLE_DREAMS } from '@core/features/dream-oracle/quality-sample-dreams';
import { ORACLE_WISDOM_TOPIC_IDS } from '@core/features/dream-oracle/oracle-wisdom-topics';
import { ANGEL_SPREAD_IDS } from '@core/features/angels/angel-spreads';
import { angelSampleGroup, angelSampleSequence } from '@core/features/angels/offline/angel-reading-samples';

/**
 * The request sets the composer-quality report reads. Each group is a set of readings that a
 * visitor could hold side by side and that should therefore differ (the twelve signs on one
 * day, twelve people's charts); each sequence is one visitor's readings day after day.
 */
export interface SampleGroup {
  composer: string;
  label: string;
  requests: ReadingRequest[];
}
export interface SampleSequence {
  composer: string;
  label: string;
  requests: ReadingRequest[];
}

/** Dates spread over the two years the budget is checked on. */
const spreadDates = (first: IsoDate, count: number, step: number): IsoDate[] =>
  Array.from({ length: count }, (_, index) => addDays(first, index * step));

export function horoscopeGroups(): SampleGroup[] {
  const datesFor: Record<Period, IsoDate[]> = {
    daily: spreadDates('2026-01-03', 60, 12),
    weekly: spreadDates('2026-01-04', 24, 30),
    monthly: spreadDates('2026-01-15', 24, 30.4).map((date) => date),
  };
  return PERIODS.flatMap((period) =>
    datesFor[period].map((date) => ({
      composer: `horoscope ${period}`,
      label: date,
      requests: SIGN_IDS.map((sign) => ({ feature: 'horoscope' as const, sign, period, date })),
    })),
  );
}

export function horoscopeSequences(): SampleSequence[] {
  return SIGN_IDS.map((sign) => ({
    composer: 'horoscope daily',
    label: sign,
    requests: Array.from({ length: 60 }, (_, day) => ({
      feature: 'horoscope' as const,
      sign,
      period: 'daily' as const,
      date: addDays('2026-11-01', day),
    })),
  }));
}

export function calendarGroups(): SampleGroup[] {
  return CALENDAR_CATEGORY_IDS.flatMap((category) =>
    spreadDates('2026-01-10', 6, 120).map((date) => ({
      composer: `cosmic-calendar ${category}`,
      label: date,
      requests: SIGN_IDS.map((sign) => ({ feature: 'cosmic-calendar' as const, sign, category, date })),
    })),
  );
}

export function calendarSequences(): SampleSequence[] {
  return CALENDAR_CATEGORY_IDS.flatMap((category) =>
    (['aries', 'cancer', 'libra', 'capricorn'] as const).map((sign) => ({
      composer: `cosmic-calendar ${category}`,
      label: sign,
      requests: Array.from({ length: 21 }, (_, day) => ({
        feature: 'cosmic-calendar' as const,
        sign,
        category,
        date: addDays('2026-12-01', day),
      })),
    })),
  );
}

export function chartGroups(): SampleGroup[] {
  const natal: SampleGroup = {
    composer: 'birth-chart',
    label: '12 people',
    requests: QUALITY_SAMPLE_PEOPLE.map((person) => ({ feature: 'birth-chart' as const, person })),
  };
  // The same twelve people and requests the advanced-chart feature's own variety test reads.
  const advanced = CHART_TYPE_IDS.map((chartType) => ({
    composer: `advanced-chart ${chartType}`,
    label: '12 people',
    requests: QUALITY_SAMPLE_PEOPLE.map((_person, index) => qualitySampleRequest(chartType, index)),
  }));
  return [natal, ...advanced];
}

export function wellbeingGroups(): SampleGroup[] {
  return WELLBEING_TOPIC_IDS.flatMap((topic) =>
    spreadDates('2026-01-07', 12, 61).map((date) => ({
      composer: `wellbeing ${topic}`,
      label: date,
      requests: SIGN_IDS.map((sign) => ({ feature: 'wellbeing' as const, sign, topic, date })),
    })),
  );
}

export function wellbeingSequences(): SampleSequence[] {
  return WELLBEING_TOPIC_IDS.flatMap((topic) =>
    (['gemini', 'virgo', 'scorpio', 'pisces'] as const).map((sign) => ({
      composer: `wellbeing ${topic}`,
      label: sign,
      requests: Array.from({ length: 30 }, (_, day) => ({
        feature: 'wellbeing' as const,
        sign,
        topic,
        date: addDays('2026-09-01', day),
      })),
    })),
  );
}

/** Twelve signs reading a drawn ticket of each game on one date; one sign day after day. */
export function luckGroups(): SampleGroup[] {
  const lucky = LOTTERY_IDS.flatMap((lottery) =>
    spreadDates('2026-01-07', 6, 120).map((date) => ({
      composer: `lucky-numbers ${lottery}`,
      label: date,
      requests: SIGN_IDS.map((sign) => sampleLuckyRequest(sign, lottery, date)),
    })),
  );
  const numerology = spreadDates('2026-01-07', 24, 30).map((date) => ({
    composer: 'numerology',
    label: date,
    requests: NUMEROLOGY_SAMPLE_PEOPLE.map((person) => sampleNumerologyRequest(person, date)),
  }));
  return [...lucky, ...numerology];
}

export function luckSequences(): SampleSequence[] {
  const lucky = (['aries', 'cancer', 'libra', 'capricorn'] as const).map((sign) => ({
    composer: 'lucky-numbers irish-lotto',
    label: sign,
    requests: Array.from({ length: 21 }, (_, day) =>
      sampleLuckyRequest(sign, 'irish-lotto', addDays('2026-12-01', day)),
    ),
  }));
  const numerology = NUMEROLOGY_SAMPLE_PEOPLE.slice(0, 4).map((person) => ({
    composer: 'numerology',
    label: person.name,
    requests: Array.from({ length: 21 }, (_, day) =>
      sampleNumerologyRequest(person, addDays('2026-12-01', day)),
    ),
  }));
  return [...lucky, ...numerology];
}

/** Twelve partners of one sign on one date (the first sign turns with the date), per pair feature. */
export function pairGroups(): SampleGroup[] {
  const dates = spreadDates('2026-01-06', 12, 61);
  const compatibility = dates.map((date, index) => {
    const firstSign = SIGN_IDS[index % 12] ?? 'aries';
    return {
      composer: 'compatibility',
      label: `${firstSign} ${date}`,
      requests: SIGN_IDS.map((secondSign) => ({
        feature: 'compatibility' as const,
        firstSign,
        secondSign,
        date,
      })),
    };
  });
  const analyses = ANALYSIS_IDS.flatMap((analysis) =>
    dates.map((date, index) => {
      const firstSign = SIGN_IDS[index % 12] ?? 'aries';
      // Breakup healing reads one sign: its group is the twelve signs.
      const requests = SIGN_IDS.map((other) =>
        relationshipAnalysisTypes[analysis].requiresTwoSigns
          ? { feature: 'relationship-analysis' as const, analysis, firstSign, secondSign: other, date }
          : { feature: 'relationship-analysis' as const, analysis, firstSign: other, date },
      );
      return { composer: `relationship-analysis ${analysis}`, label: `${firstSign} ${date}`, requests };
    }),
  );
  const tenAnalyses = dates.slice(0, 4).map((date, index) => {
    const firstSign = SIGN_IDS[index * 3] ?? 'aries';
    const secondSign = SIGN_IDS[index * 3 + 4] ?? 'leo';
    return {
      composer: 'relationship-analysis (10 analyses, one pair)',
      label: `${firstSign}-${secondSign} ${date}`,
      requests: ANALYSIS_IDS.map((analysis) => ({
        feature: 'relationship-analysis' as const,
        analysis,
        firstSign,
        ...(relationshipAnalysisTypes[analysis].requiresTwoSigns ? { secondSign } : {}),
        date,
      })),
    };
  });
  return [...compatibility, ...analyses, ...tenAnalyses];
}

/** One pair's readings over 30 consecutive days, per pair feature. */
export function pairSequences(): SampleSequence[] {
  const days = Array.from({ length: 30 }, (_, day) => addDays('2026-11-01', day));
  const compatibility = (['leo', 'aquarius', 'virgo'] as const).map((firstSign) => ({
    composer: 'compatibility',
    label: `${firstSign}-scorpio`,
    requests: days.map((date) => ({
      feature: 'compatibility' as const,
      firstSign,
      secondSign: 'scorpio' as const,
      date,
    })),
  }));
  const analyses = ANALYSIS_IDS.map((analysis) => ({
    composer: `relationship-analysis ${analysis}`,
    label: 'taurus-cancer',
    requests: days.map((date) => ({
      feature: 'relationship-analysis' as const,
      analysis,
      firstSign: 'taurus' as const,
      ...(relationshipAnalysisTypes[analysis].requiresTwoSigns ? { secondSign: 'cancer' as const } : {}),
      date,
    })),
  }));
  return [...compatibility, ...analyses];
}

/** Each career tile: the twelve signs of one period side by side, and a sign's daily tiles day after day. */
export function careerGroups(): SampleGroup[] {
  return CAREER_TILE_IDS.flatMap((tile) => {
    const step = { daily: 23, weekly: 35, monthly: 61 }[tilePeriod(tile)];
    return spreadDates('2026-01-06', 12, step).map((date) => ({
      composer: `career ${tile}`,
      label: date,
      requests: SIGN_IDS.map((sign) => ({ feature: 'career' as const, sign, tile, date })),
    }));
  });
}

export function careerSequences(): SampleSequence[] {
  return CAREER_TILE_IDS.filter((tile) => tilePeriod(tile) === 'daily').flatMap((tile) =>
    (['taurus', 'leo', 'scorpio', 'aquarius'] as const).map((sign) => ({
      composer: `career ${tile}`,
      label: sign,
      requests: Array.from({ length: 30 }, (_, day) => ({
        feature: 'career' as const,
        sign,
        tile,
        date: addDays('2026-09-01', day),
      })),
    })),
  );
}

export function loveGroups(): SampleGroup[] {
  return LOVE_FOCUS_IDS.flatMap((focus) =>
    spreadDates('2026-01-05', 30, 24).map((date) => ({
      composer: `love ${focus}`,
      label: date,
      requests: SIGN_IDS.map((sign) => ({ feature: 'love' as const, sign, focus, date })),
    })),
  );
}

export function loveSequences(): SampleSequence[] {
  return LOVE_FOCUS_IDS.flatMap((focus) =>
    SIGN_IDS.map((sign) => ({
      composer: `love ${focus}`,
      label: sign,
      requests: Array.from({ length: 30 }, (_, day) => ({
        feature: 'love' as const,
        sign,
        focus,
        date: addDays('2026-09-20', day),
      })),
    })),
  );
}

export function palmistryGroups(): SampleGroup[] {
  return PALM_FOCUS_IDS.flatMap((focus) =>
    spreadDates('2026-01-05', 30, 24).map((date) => ({
      composer: `palmistry ${focus}`,
      label: date,
      requests: SIGN_IDS.map((sign) => ({ feature: 'palmistry' as const, sign, focus, date })),
    })),
  );
}

export function palmistrySequences(): SampleSequence[] {
  return PALM_FOCUS_IDS.flatMap((focus) =>
    SIGN_IDS.map((sign) => ({
      composer: `palmistry ${focus}`,
      label: sign,
      requests: Array.from({ length: 30 }, (_, day) => ({
        feature: 'palmistry' as const,
        sign,
        focus,
        date: addDays('2026-09-20', day),
      })),
    })),
  );
}

/** The offline chat's questions, one per keyword class of spec §5. */
const CHAT_QUESTIONS = [
  'Hello!',
  'What is a Sagittarius like?',
  'Will I find love this year?',
  'Should I ask for a raise at work?',
  'What should I focus on?',
] as const;

const chatRequest = (message: string, sign: (typeof SIGN_IDS)[number], date: IsoDate, persona: number) => ({
  feature: 'chat' as const,
  personaId: PERSONA_IDS[persona % PERSONA_IDS.length] ?? 'luna',
  message,
  history: [],
  date,
  profile: { sign },
});

export function chatGroups(): SampleGroup[] {
  return CHAT_QUESTIONS.flatMap((message) =>
    spreadDates('2026-01-08', 24, 30).map((date, index) => ({
      composer: 'chat',
      label: `${date} “${message}”`,
      requests: SIGN_IDS.map((sign) => chatRequest(message, sign, date, index)),
    })),
  );
}

export function chatSequences(): SampleSequence[] {
  return CHAT_QUESTIONS.flatMap((message) =>
    PERSONA_IDS.map((_persona, persona) => ({
      composer: 'chat',
      label: `${PERSONA_IDS[persona] ?? ''} “${message}”`,
      requests: Array.from({ length: 21 }, (_, day) =>
        chatRequest(message, SIGN_IDS[persona] ?? 'aries', addDays('2026-06-01', day), persona),
      ),
    })),
  );
}

/** Twelve draws of each spread and deck on one date, over a year of dates. */
export function tarotGroups(): SampleGroup[] {
  return TAROT_SPREAD_IDS.flatMap((spread) =>
    TAROT_DECK_IDS.flatMap((deck) =>
      spreadDates('2026-01-07', 24, 15).map((date) => ({
        composer: `tarot ${spread} ${deck}`,
        label: date,
        requests: sampleGroup(spread, deck, date, 'quality'),
      })),
    ),
  );
}

/** One draw reopened from the past-draws list on 21 consecutive days. */
export function tarotSequences(): SampleSequence[] {
  return TAROT_SPREAD_IDS.flatMap((spread) =>
    TAROT_DECK_IDS.flatMap((deck) =>
      spreadDates('2026-02-01', 4, 40).map((start) => ({
        composer: `tarot ${spread} ${deck}`,
        label: start,
        requests: sampleSequence(spread, deck, start, 21),
      })),
    ),
  );
}

/** The twelve signs reading each sacred pattern on one date, over two years of dates. */
export function sacredGeometryGroups(): SampleGroup[] {
  return PATTERN_IDS.flatMap((pattern) =>
    spreadDates('2026-01-09', 24, 30).map((date) => ({
      composer: `sacred-geometry ${pattern}`,
      label: date,
      requests: SIGN_IDS.map((sign) => ({ feature: 'sacred-geometry' as const, sign, pattern, date })),
    })),
  );
}

/** One sign reading one pattern on 30 consecutive days. */
export function sacredGeometrySequences(): SampleSequence[] {
  return PATTERN_IDS.flatMap((pattern) =>
    SIGN_IDS.map((sign) => ({
      composer: `sacred-geometry ${pattern}`,
      label: sign,
      requests: Array.from({ length: 30 }, (_, day) => ({
        feature: 'sacred-geometry' as const,
        sign,
        pattern,
        date: addDays('2026-10-01', day),
      })),
    })),
  );
}

/** The twelve signs reading each archetype on one date, over two years of dates. */
export function mysticalPersonalityGroups(): SampleGroup[] {
  return ARCHETYPE_IDS.flatMap((archetype) =>
    spreadDates('2026-01-11', 24, 30).map((date) => ({
      composer: `mystical-personality ${archetype}`,
      label: date,
      requests: SIGN_IDS.map((sign) => ({ feature: 'mystical-personality' as const, sign, archetype, date })),
    })),
  );
}

/** One sign reading one archetype on 30 consecutive days. */
export function mysticalPersonalitySequences(): SampleSequence[] {
  return ARCHETYPE_IDS.flatMap((archetype) =>
    SIGN_IDS.map((sign) => ({
      composer: `mystical-personality ${archetype}`,
      label: sign,
      requests: Array.from({ length: 30 }, (_, day) => ({
        feature: 'mystical-personality' as const,
        sign,
        archetype,
        date: addDays('2026-10-01', day),
      })),
    })),
  );
}

/** Twelve signs scrying each crystal on one date; one sign scrying a crystal day after day. */
export function crystalGroups(): SampleGroup[] {
  return CRYSTAL_IDS.flatMap((crystal) =>
    spreadDates('2026-01-09', 12, 61).map((date) => ({
      composer: `crystal-scrying ${crystal}`,
      label: date,
      requests: SIGN_IDS.map((sign) => ({ feature: 'crystal-scrying' as const, sign, crystal, date })),
    })),
  );
}

export function crystalSequences(): SampleSequence[] {
  return CRYSTAL_IDS.flatMap((crystal) =>
    (['aries', 'cancer', 'libra', 'capricorn'] as const).map((sign) => ({
      composer: `crystal-scrying ${crystal}`,
      label: sign,
      requests: Array.from({ length: 30 }, (_, day) => ({
        feature: 'crystal-scrying' as const,
        sign,
        crystal,
        date: addDays('2026-09-01', day),
      })),
    })),
  );
}

/** Each pose and the general guidance (no pose), read by the twelve signs and by one sign daily. */
const YOGA_CHOICES = [...POSE_IDS, undefined] as const;

export function yogaGroups(): SampleGroup[] {
  return YOGA_CHOICES.flatMap((pose) =>
    spreadDates('2026-01-11', 12, 61).map((date) => ({
      composer: `astro-yoga ${pose ?? 'general'}`,
      label: date,
      requests: SIGN_IDS.map((sign) => ({
        feature: 'astro-yoga' as const,
        sign,
        ...(pose ? { pose } : {}),
        date,
      })),
    })),
  );
}

export function yogaSequences(): SampleSequence[] {
  return YOGA_CHOICES.flatMap((pose) =>
    (['taurus', 'leo', 'aquarius', 'scorpio'] as const).map((sign) => ({
      composer: `astro-yoga ${pose ?? 'general'}`,
      label: sign,
      requests: Array.from({ length: 30 }, (_, day) => ({
        feature: 'astro-yoga' as const,
        sign,
        ...(pose ? { pose } : {}),
        date: addDays('2026-09-01', day),
      })),
    })),
  );
}

/** The dream pages' sample requests: each sample dream and each wisdom topic, by kind. */
const dreamAsks = (): { composer: string; ask: (sign: SignId, date: IsoDate) => ReadingRequest }[] => [
  ...JOURNAL_SAMPLE_DREAMS.map((dream, index) => ({
    composer: `dream-journal dream ${index + 1}`,
    ask: (sign: SignId, date: IsoDate) => ({ ...dream, sign, date }),
  })),
  ...JOURNAL_WISDOM_TOPIC_IDS.map((topic) => ({
    composer: `dream-journal ${topic}`,
    ask: (sign: SignId, date: IsoDate) => ({
      feature: 'dream-journal' as const,
      kind: 'wisdom' as const,
      topic,
      sign,
      date,
    }),
  })),
  ...ORACLE_SAMPLE_DREAMS.map((dream, index) => ({
    composer: `dream-oracle dream ${index + 1}`,
    ask: (sign: SignId, date: IsoDate) => ({ ...dream, sign, date }),
  })),
  ...ORACLE_WISDOM_TOPIC_IDS.map((topic) => ({
    composer: `dream-oracle ${topic}`,
    ask: (sign: SignId, date: IsoDate) => ({
      feature: 'dream-oracle' as const,
      kind: 'wisdom' as const,
      topic,
      sign,
      date,
    }),
  })),
];

/** The twelve signs reading the same dream (or topic) on one date, over a year of dates. */
export function dreamGroups(): SampleGroup[] {
  return dreamAsks().flatMap(({ composer, ask }) =>
    spreadDates('2026-01-09', 24, 15).map((date) => ({
      composer,
      label: date,
      requests: SIGN_IDS.map((sign) => ask(sign, date)),
    })),
  );
}

/** One sign re-reading the same dream (or topic) on 21 consecutive days. */
export function dreamSequences(): SampleSequence[] {
  return dreamAsks().flatMap(({ composer, ask }) =>
    (['aries', 'cancer', 'libra', 'capricorn'] as const).map((sign) => ({
      composer,
      label: sign,
      requests: Array.from({ length: 21 }, (_, day) => ask(sign, addDays('2026-05-01', day))),
    })),
  );
}

/** Zodiac Diet: the twelve signs, the twelve animals, and each half varied with the other fixed. */
export function zodiacDietGroups(): SampleGroup[] {
  const readers = [
    ['signs', SIGN_IDS.map((sign) => ({ sign }))],
    ['animals', CHINESE_ANIMAL_IDS.map((animal) => ({ animal }))],
    ['signs with the Ox', SIGN_IDS.map((sign) => ({ sign, animal: 'ox' as const }))],
    ['Libra with each animal', CHINESE_ANIMAL_IDS.map((animal) => ({ sign: 'libra' as const, animal }))],
  ] as const;
  return DIET_FOCUS_IDS.flatMap((focus) =>
    readers.flatMap(([who, group]) =>
      spreadDates('2026-01-09', 12, 61).map((date) => ({
        composer: `zodiac-diet ${focus}`,
        label: `${who} ${date}`,
        requests: group.map((reader) => ({ feature: 'zodiac-diet' as const, ...reader, focus, date })),
      })),
    ),
  );
}

export function zodiacDietSequences(): SampleSequence[] {
  const readers = [{ sign: 'aries' }, { animal: 'snake' }, { sign: 'capricorn', animal: 'monkey' }] as const;
  return DIET_FOCUS_IDS.flatMap((focus) =>
    readers.map((reader) => ({
      composer: `zodiac-diet ${focus}`,
      label: JSON.stringify(reader),
      requests: Array.from({ length: 30 }, (_, day) => ({
        feature: 'zodiac-diet' as const,
        ...reader,
        focus,
        date: addDays('2026-09-01', day),
      })),
    })),
  );
}

/** Twelve signs' angel draws of each spread on one day, and the daily message of the twelve signs. */
export function angelGroups(): SampleGroup[] {
  const dates = spreadDates('2026-01-09', 24, 15);
  const readings = ANGEL_SPREAD_IDS.flatMap((spread) =>
    dates.map((date) => ({
      composer: `angels reading ${spread}`,
      label: date,
      requests: angelSampleGroup(spread, date),
    })),
  );
  const daily = dates.map((date) => ({
    composer: 'angels daily-message',
    label: date,
    requests: SIGN_IDS.map((sign) => ({
      feature: 'angels' as const,
      type: 'daily-message' as const,
      sign,
      date,
    })),
  }));
  return [...readings, ...daily];
}

/** One angel draw reread on 21 consecutive days, and a sign's daily message day after day. */
export function angelSequences(): SampleSequence[] {
  const readings = ANGEL_SPREAD_IDS.map((spread) => ({
    composer: `angels reading ${spread}`,
    label: '2026-02-01',
    requests: angelSampleSequence(spread, '2026-02-01', 21),
  }));
  const daily = (['aries', 'cancer', 'libra', 'capricorn'] as const).map((sign) => ({
    composer: 'angels daily-message',
    label: sign,
    requests: Array.from({ length: 21 }, (_, day) => ({
      feature: 'angels' as const,
      type: 'daily-message' as const,
      sign,
      date: addDays('2026-12-01', day),
    })),
  }));
  return [...readings, ...daily];
}
