import type { OracleWisdomTopicId } from '../oracle-wisdom-topics';

/**
 * The Oracle's wisdom topics as phrase pools (see `core/compose/dream/dream-phrase.ts`): five
 * ways in × eleven teachings per topic, 55 clauses; a reading takes four consecutive ones a day,
 * so a sign walks the topic's whole product in under two weeks and meets each again in a new
 * frame. No teaching has a comma inside, so each combination stands as one clause.
 */
const WAYS_IN = [
  'as a rule',
  'more often than not',
  'in the Oracle’s long vigil',
  'across many traditions',
  'over many moons',
] as const;

export const oracleWisdomClauses = {
  'prophetic-visions': [
    WAYS_IN,
    [
      'a prophetic vision feels calm and certain unlike the scattered images of a busy mind',
      'visions that look ahead speak in symbols rather than events so their meaning ripens slowly',
      'dating each vision lets you notice weeks later which ones were looking forward',
      'the body knows first and a vision’s aftertaste says as much as its pictures',
      'a vision is an invitation to prepare and never a sentence you must accept',
      'a forward-looking night repeats one image until it is noticed',
      'the clearest previews arrive in the quiet hours just before waking',
      'a warning in sleep concerns a choice you can still change',
      'a vision that comes true in a small way teaches you how your own signals speak',
      'the sense of having lived a moment before is worth noting beside your record',
      'a prophetic image shows one next step far more often than a whole future',
    ],
  ],
  'cosmic-symbols': [
    WAYS_IN,
    [
      'every symbol of the night answers to a planet with flight under Jupiter and water under the Moon',
      'the elements appear in sleep as they do in the chart through flame and stone and wind and tide',
      'stars and light arrive at turning points when guidance is most needed',
      'a symbol that returns night after night is a planet asking for attention',
      'crystals and temples speak of the sacred structure you are building within',
      'numbers belong to Mercury and point to timing rather than amounts',
      'an ending seen in sleep belongs to Pluto and clears ground for something new',
      'flame in a vision carries Mars and the courage to act on what you want',
      'animals carry the body’s instincts and their mood shows how yours are faring',
      'an image means most when you ask what it means to you before you look it up',
      'the planet behind an image tells you which part of life the message concerns',
    ],
  ],
  'dream-archetypes': [
    WAYS_IN,
    [
      'every dreamer leans toward one of six archetypes from the prophet to the royal heart',
      'your archetype is a tendency rather than a cage and it can shift as your life does',
      'knowing your archetype helps you read your nights in their own language',
      'the gifts of each archetype grow stronger once they have a waking outlet',
      'your sign suggests a starting archetype but the nights themselves have the final word',
      'the healer mends by night what the day has bruised',
      'the warrior rehearses courage in sleep so it is ready by morning',
      'the alchemist watches endings turn into raw material for something new',
      'the cosmic traveller brings back ideas too large for daylight alone',
      'the royal soul is reminded at night of the dignity it brings to every room',
      'the prophet keeps a record and lets the weeks confirm what the nights suggest',
    ],
  ],
} as const satisfies Record<OracleWisdomTopicId, readonly [readonly string[], readonly string[]]>;
