import type { ComposedReading } from '../../compose/composed-reading';
import type { ChartTypeId } from '../../sky/advanced/chart-type-ids';
import type {
  AdvancedChart,
  AdvancedChartOf,
  MissingBirthData,
} from '../../sky/advanced/compute-advanced-chart';
import { compositeDraft, davisonDraft } from './bond-reading';
import { CHART_TYPES } from './chart-types';
import { progressedDraft } from './personal-reading';
import { lunarReturnDraft, solarReturnDraft } from './return-reading';
import { focusDraft } from './focus-chart-reading';
import { relocationDraft } from './place-reading';
import type { ReadingDraft, ReadingNames } from './reading-draft';
import { type AdvancedWriter, createAdvancedWriter, paragraph } from './reading-writer';
import { chartSummary } from './chart-summary';
import { synastryDraft } from './synastry-reading';

export interface AdvancedReadingInput {
  /** The computed chart, as computeAdvancedChart returns it. */
  chart: AdvancedChart;
  names: { first: string; second?: string };
  /** How the chart was drawn; absent: the tropical Placidus chart, which needs no note. */
  frameNote?: string;
}

type DraftRule<Type extends ChartTypeId> = (
  chart: AdvancedChartOf<Type>,
  names: ReadingNames,
  writer: AdvancedWriter,
) => ReadingDraft;

const DRAFTS: { [Type in ChartTypeId]: DraftRule<Type> } = {
  synastry: synastryDraft,
  composite: compositeDraft,
  davison: davisonDraft,
  progressed: progressedDraft,
  'solar-return': solarReturnDraft,
  'lunar-return': lunarReturnDraft,
  relocation: relocationDraft,
  medical: focusDraft,
  financial: focusDraft,
  vocational: focusDraft,
};

function draftOf<Type extends ChartTypeId>(
  chart: AdvancedChartOf<Type>,
  names: ReadingNames,
  writer: AdvancedWriter,
): ReadingDraft {
  const rule: DraftRule<Type> = DRAFTS[chart.type];
  return rule(chart, names, writer);
}

/** What missing birth data costs this reading, said once and in the reading's own voice. */
function gapNote(gaps: readonly MissingBirthData[], names: ReadingNames): string | undefined {
  if (gaps.length === 0) return undefined;
  const sentences = gaps.map(({ who, missing }) => {
    const whose = who === 'person' ? `your` : `${names.second}’s`;
    const whom = who === 'person' ? names.first : names.second;
    return missing === 'time'
      ? `Without ${whose} birth time, ${whom}’s Moon is approximate and the houses and angles that need the hour are left out.`
      : `Without ${whose} birthplace there are no houses or angles for ${whom}, so the reading stays with signs and aspects.`;
  });
  return `*About the data:* ${sentences.join(' ')}`;
}

/**
 * An advanced-chart reading written offline, for when no provider key is set: interpretive
 * prose read straight from the chart's data, a few headed sections in order of strength, never
 * the chart's table restated. Medical, financial and vocational readings stay with reflection
 * and say so. Deterministic for its chart and names.
 */
export function composeAdvancedReading({ chart, names, frameNote }: AdvancedReadingInput): ComposedReading {
  const type = CHART_TYPES[chart.type];
  const first = names.first.trim() || 'friend';
  const second = (type.requiresTwoSigns ? names.second?.trim() : undefined) || 'your partner';
  const facts = chartSummary(chart);
  const writer = createAdvancedWriter(`advanced|${chart.type}|${first}|${second}|${facts.join('|')}`);
  const readingNames = { first, second };
  const draft = draftOf(chart, readingNames, writer);

  const said = new Set<string>();
  const blocks = [
    paragraph(draft.opening, said),
    ...draft.sections.map((part) => `### ${part.title}\n\n${paragraph(part.sentences, said)}`),
    gapNote(chart.gaps, readingNames),
    frameNote,
  ].filter((block): block is string => Boolean(block));
  const headline =
    type.requiresTwoSigns && names.second?.trim()
      ? `${type.title}: ${first} & ${second}`
      : names.first.trim()
        ? `${type.title} for ${first}`
        : type.title;
  const body = blocks.join('\n\n');
  return {
    headline,
    body,
    affirmation: draft.affirmation,
    facts,
    markdown: [`**${headline}**`, body, `*Affirmation: ${draft.affirmation}*`].join('\n\n'),
  };
}
