import { type SignId, signs } from '../../content/signs';
import type { AstrologerChart } from '../../sky/astrologer-chart';
import type { NatalChart } from '../../sky/chart';
import type { ComposedReading } from '../../compose/composed-reading';
import { signName } from '../../content/signs';
import { lightsOnlyIntros, natalAffirmations, natalIntros } from './bank/natal-frame-lines';
import { aspectParagraph } from './natal-aspects';
import { type NatalContext, natalContext } from './natal-context';
import { coreParagraphs } from './natal-core';
import { balanceParagraph, focusParagraph } from './natal-emphasis';
import { closingSentence, growthParagraphs } from './natal-growth';
import { personalParagraph } from './natal-personal';
import { factsOf, pointFactsOf } from './natal-placements';
import { chartFrameNote, healingParagraph } from './natal-points';

export interface NatalReadingInput {
  name: string;
  /** The chart as cast for the request: its zodiac and house system, with Chiron and Lilith. */
  chart: AstrologerChart;
  /** False when the visitor gave no birth time: the chart was cast for a stand-in hour. */
  timeKnown: boolean;
}

/** The reading's bounds: enough to interpret the chart, short enough to read in one sitting. */
export const NATAL_WORD_RANGE = { min: 350, max: 900 } as const;

/**
 * How much each draft keeps. Busy charts (clusters, planets on the angles, a retrograde) run
 * long, so each tighter draft drops the least telling parts; the tightest is used whatever its
 * length.
 */
const DRAFTS = [
  { aspects: 3, angles: 2, retrograde: true, outerPlanets: true, closing: true },
  { aspects: 3, angles: 1, retrograde: false, outerPlanets: true, closing: true },
  { aspects: 3, angles: 1, retrograde: false, outerPlanets: false, closing: true },
  { aspects: 2, angles: 1, retrograde: false, outerPlanets: false, closing: false },
] as const;

type Draft = (typeof DRAFTS)[number];

/**
 * A birth-chart reading written offline from the computed chart, for when no provider key is
 * set: interpretive prose in four sections (the core of the person, how they think, love and
 * act, the chart's strongest patterns, where they grow), each paragraph reading several
 * placements together. Degrees and cusps stay in the tables. Deterministic for the chart.
 */
export function composeNatalReading(input: NatalReadingInput): ComposedReading {
  let reading = draftReading(input, DRAFTS[0]);
  for (const draft of DRAFTS.slice(1)) {
    if (wordCount(reading.markdown) <= NATAL_WORD_RANGE.max) break;
    reading = draftReading(input, draft);
  }
  return reading;
}

const wordCount = (text: string) => text.split(/\s+/).filter(Boolean).length;

function draftReading({ name, chart: sky, timeKnown }: NatalReadingInput, draft: Draft): ComposedReading {
  const ownName = name.trim();
  const context = natalContext(sky, timeKnown);
  const { writer, chart } = context;
  const sunGift = context.gift(chart.bodies.sun.sign);
  const moonGift = context.gift(chart.bodies.moon.sign);

  const sections = [
    [introSentence(context, ownName), chartFrameNote(context)].filter(Boolean).join(' '),
    section('Your Core Self', coreParagraphs(context)),
    section('Mind, Heart, Drive', [personalParagraph(context, draft.retrograde)]),
    section('Strongest Patterns', [
      balanceParagraph(context),
      focusParagraph(context, draft.angles),
      aspectParagraph(context, draft.aspects),
    ]),
    section('Where You Grow', [
      ...growthParagraphs(context, draft.outerPlanets),
      healingParagraph(context),
      ...(draft.closing ? [closingSentence(context, sunGift, moonGift)] : []),
    ]),
  ];
  const headline = headlineFor(ownName, chart, context.ascendant, sky.zodiac.zodiac === 'sidereal');
  const affirmation = writer.line(natalAffirmations, { keyword: sunGift, otherKeyword: moonGift });
  const body = sections.join('\n\n');
  return {
    headline,
    body,
    affirmation,
    facts: [...factsOf(chart, context.withHouses), ...pointFactsOf(sky, context.withHouses)],
    markdown: [`**${headline}**`, body, `*Affirmation: ${affirmation}*`].join('\n\n'),
  };
}

/** A heading and its paragraphs, leaving out any part that had nothing to say for this chart. */
const section = (title: string, paragraphs: readonly string[]): string =>
  [`### ${title}`, ...paragraphs.filter(Boolean)].join('\n\n');

function introSentence(context: NatalContext, name: string): string {
  const { chart, ascendant, writer } = context;
  const slots = {
    vocative: name ? `, ${name},` : '',
    sun: signName(chart.bodies.sun.sign),
    moon: signName(chart.bodies.moon.sign),
  };
  return ascendant
    ? writer.line(natalIntros, { ...slots, rising: signName(ascendant) })
    : writer.line(lightsOnlyIntros, slots);
}

function headlineFor(
  name: string,
  chart: NatalChart,
  ascendant: SignId | undefined,
  sidereal: boolean,
): string {
  const big = [
    `${signs[chart.bodies.sun.sign].name} Sun`,
    `${signs[chart.bodies.moon.sign].name} Moon`,
    ...(ascendant ? [`${signs[ascendant].name} Rising`] : []),
  ];
  return `${name ? `${name}’s` : 'Your'}${sidereal ? ' Sidereal' : ''} Birth Chart: ${big.join(', ')}`;
}
