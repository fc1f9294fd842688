import type { CategoryColour } from '@core/features/career/career-tiles';

/**
 * The classes for each category colour (spec §3: a reading type comes "with a colour"). Written
 * out in full so Tailwind finds them; the heading text stays light enough for AA contrast on
 * the night background, and the colour also marks each tile's edge.
 */
export const categoryStyles = {
  sky: {
    heading: 'text-sky-200',
    dot: 'bg-sky-300',
    tile: 'border-sky-300/40 bg-sky-400/10 hover:border-sky-200 hover:bg-sky-400/20',
    selected: 'border-sky-200 bg-sky-400/25 shadow-lg shadow-sky-400/20',
  },
  emerald: {
    heading: 'text-emerald-200',
    dot: 'bg-emerald-300',
    tile: 'border-emerald-300/40 bg-emerald-400/10 hover:border-emerald-200 hover:bg-emerald-400/20',
    selected: 'border-emerald-200 bg-emerald-400/25 shadow-lg shadow-emerald-400/20',
  },
  violet: {
    heading: 'text-violet-200',
    dot: 'bg-violet-300',
    tile: 'border-violet-300/40 bg-violet-400/10 hover:border-violet-200 hover:bg-violet-400/20',
    selected: 'border-violet-200 bg-violet-400/25 shadow-lg shadow-violet-400/20',
  },
} as const satisfies Record<CategoryColour, { heading: string; dot: string; tile: string; selected: string }>;
