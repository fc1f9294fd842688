/**
 * What every offline composer returns: a headline, the body, an affirmation, the sky facts the
 * text rests on, and the whole as markdown for the reading card. Shared by the horoscope and
 * the chart composers, so it lives with the shared mechanics rather than in one feature.
 */
export interface ComposedReading {
  headline: string;
  body: string;
  affirmation: string;
  /** The sky facts the text rests on, e.g. "Moon in Taurus, waxing gibbous (94% lit)". */
  facts: string[];
  /** Headline, paragraphs and affirmation as markdown for the reading card (no raw HTML). */
  markdown: string;
}
