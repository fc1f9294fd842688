/** The educational blocks under the calendar (spec §2): new moon, full moon, transits, eclipses. */
export const SKY_LESSON_IDS = ['new-moon', 'full-moon', 'transits', 'eclipses'] as const;
export type SkyLessonId = (typeof SKY_LESSON_IDS)[number];

export interface SkyLesson {
  id: SkyLessonId;
  title: string;
  emoji: string;
  text: string;
}

export const skyLessons = {
  'new-moon': {
    id: 'new-moon',
    title: 'New Moon',
    emoji: '🌑',
    text:
      'At the New Moon the Moon passes between us and the Sun, so its lit face turns away and the night sky goes dark. ' +
      'Astrologers treat this quiet moment as a blank page: a good time to name an intention and take the first small step. ' +
      'The sign it falls in suggests which part of life is ready for a fresh start.',
  },
  'full-moon': {
    id: 'full-moon',
    title: 'Full Moon',
    emoji: '🌕',
    text:
      'About two weeks after the New Moon, the Sun and Moon sit on opposite sides of the Earth and the whole disc shines. ' +
      'What was planted at the New Moon comes into view, along with whatever is out of balance. ' +
      'It is a time to notice results, celebrate progress and release what you have outgrown.',
  },
  transits: {
    id: 'transits',
    title: 'Transits',
    emoji: '🪐',
    text:
      'A transit is a planet’s current position measured against a sign or a birth chart. ' +
      'Fast movers such as the Moon and Mercury colour days and weeks, while Jupiter, Saturn and the outer planets shape whole chapters of life. ' +
      'When a planet changes sign (an ingress) or seems to stand still and turn (a station), its theme grows louder for a while.',
  },
  eclipses: {
    id: 'eclipses',
    title: 'Eclipses',
    emoji: '🌘',
    text:
      'Eclipses happen when a New or Full Moon falls close to the points where the Moon’s path crosses the Sun’s, so one body casts a shadow on the other. ' +
      'They arrive in seasons roughly every six months, usually as a solar and a lunar eclipse two weeks apart. ' +
      'Tradition reads them as turning points that speed up change and bring hidden matters to light.',
  },
} as const satisfies Record<SkyLessonId, SkyLesson>;
