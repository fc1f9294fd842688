import { CHART_TYPES, type ChartTypeId } from '../../sky/advanced/chart-types';
import type { ComposedReading } from '../horoscope';
import { advancedAffirmations, chartTypeGuidance, chartTypeIntros } from './bank/advanced-intros';
import { createChartWriter } from './chart-writer';
import { claim } from './chart-words';
import { factMeaning, ownerWords } from './fact-meaning';
import { type SummaryFact, readSummaryLine } from './summary-facts';

export interface AdvancedReadingInput {
  chartType: ChartTypeId;
  /** The chart type's title as the page shows it, e.g. "Composite Chart". */
  title: string;
  names: { first: string; second?: string };
  /** The factual lines of computeAdvancedChart(...).summary. */
  summary: readonly string[];
  /** computeAdvancedChart(...).notes: what missing birth data costs this chart. */
  notes?: readonly string[];
}

type FactKind = SummaryFact['kind'];

/**
 * The sections of a reading: which facts each holds and how many it interprets. A summary can
 * run to thirty lines (synastry), so the rest are listed, not interpreted, to keep the reading
 * one sitting long; the summary puts the strongest lines (personal planets, tightest aspects)
 * first, so the caps keep those.
 */
const SECTIONS: readonly { title: string; kinds: readonly FactKind[]; limit: number }[] = [
  { title: 'Where the Planets Stand', kinds: ['placement', 'angle'], limit: 7 },
  { title: 'The Houses in Focus', kinds: ['house-ruler', 'occupants', 'key-planet'], limit: 12 },
  { title: 'Where You Meet', kinds: ['overlay'], limit: 4 },
  { title: 'What Has Shifted', kinds: ['sign-change', 'turn', 'house-move'], limit: 6 },
  { title: 'How the Planets Talk', kinds: ['aspect'], limit: 5 },
];

/**
 * An advanced-chart reading written offline from the chart's summary lines, for when no
 * provider key is set: what the chart type shows, each fact quoted in bold with what it means,
 * then guidance and an affirmation. Medical, financial and vocational readings speak only of
 * tendencies and self-care and say so. Deterministic for its input.
 */
export function composeAdvancedReading({
  chartType,
  title,
  names,
  summary,
  notes = [],
}: AdvancedReadingInput): ComposedReading {
  const type = CHART_TYPES[chartType];
  const first = names.first.trim();
  const second = type.requiresTwoSigns ? names.second?.trim() : undefined;
  const writer = createChartWriter(`advanced|${chartType}|${summary.join('|')}`, {
    name: first || 'friend',
    partner: second || 'your partner',
    chart: title,
  });
  const owners = ownerWords(second);
  const facts = summary.map(readSummaryLine);
  const interpret = (fact: SummaryFact) => claim(fact.line, factMeaning(fact, writer, owners));

  const frames = facts.filter((fact) => fact.kind === 'frame');
  const woven = new Set<SummaryFact>(frames);
  const sections = SECTIONS.flatMap((section) => {
    const chosen = balancedByOwner(
      facts.filter((fact) => section.kinds.includes(fact.kind)),
      section.limit,
    );
    chosen.forEach((fact) => woven.add(fact));
    return chosen.length > 0 ? [[`### ${section.title}`, ...chosen.map(interpret)].join('\n\n')] : [];
  });
  const rest = facts.filter((fact) => !woven.has(fact));

  const paragraphs = [
    writer.line(chartTypeIntros[chartType]),
    ...frames.map(interpret),
    ...(notes.length > 0 ? [`*A note on the data:* ${notes.join(' ')}`] : []),
    ...sections,
    ...(rest.length > 0 ? [`Also in this chart: ${rest.map((fact) => `**${fact.line}**`).join('; ')}.`] : []),
    `### Guidance\n\n${writer.line(chartTypeGuidance[chartType])}`,
  ];
  const headline = headlineFor(title, first, second, type.requiresTwoSigns);
  const body = paragraphs.join('\n\n');
  const affirmation = writer.pick(advancedAffirmations[type.category]);
  return {
    headline,
    body,
    affirmation,
    facts: [...summary],
    markdown: [`**${headline}**`, body, `*Affirmation: ${affirmation}*`].join('\n\n'),
  };
}

function headlineFor(title: string, first: string, second: string | undefined, twoPeople: boolean): string {
  if (twoPeople && first && second) return `${title}: ${first} & ${second}`;
  return first ? `${title} for ${first}` : title;
}

const ownerKey = (fact: SummaryFact): string =>
  'ref' in fact ? fact.ref.owner : 'owner' in fact ? fact.owner : 'first' in fact ? fact.first.owner : '';

/**
 * Up to `limit` facts taken in turn from each owner (yours, theirs), so a synastry reading
 * interprets both people's placements rather than only the first person's; kept in summary order.
 */
function balancedByOwner(facts: readonly SummaryFact[], limit: number): SummaryFact[] {
  const queues = new Map<string, SummaryFact[]>();
  for (const fact of facts) queues.set(ownerKey(fact), [...(queues.get(ownerKey(fact)) ?? []), fact]);
  const chosen = new Set<SummaryFact>();
  while (chosen.size < limit && [...queues.values()].some((queue) => queue.length > 0)) {
    for (const queue of queues.values()) {
      const next = queue.shift();
      if (next && chosen.size < limit) chosen.add(next);
    }
  }
  return facts.filter((fact) => chosen.has(fact));
}
