import { signs } from '../../content/signs';
import { retrogradeLines } from './bank/planet-sign-lines';
import { venusMarsLines } from './bank/relation-lines';
import { BODY_NAMES } from '../../content/body-names';
import { signName } from '../../content/signs';
import { type NatalContext, placementSentence } from './natal-context';
import { signRelation } from './natal-placements';

const PERSONAL = ['mercury', 'venus', 'mars'] as const;

/**
 * How the person thinks, loves and acts: Mercury, Venus and Mars, then Venus and Mars read as a
 * pair, and a word on the first of them that was retrograde at birth.
 */
export function personalParagraph(context: NatalContext, withRetrograde: boolean): string {
  const { writer, chart } = context;
  const sentences: string[] = PERSONAL.map((id) => placementSentence(context, id));
  const venus = chart.bodies.venus.sign;
  const mars = chart.bodies.mars.sign;
  sentences.push(
    writer.line(venusMarsLines[signRelation(venus, mars)], {
      venus: signName(venus),
      mars: signName(mars),
      element: signs[venus].element,
      otherElement: signs[mars].element,
      modality: signs[venus].modality,
    }),
  );
  const retrograde = PERSONAL.find((id) => chart.bodies[id].retrograde);
  if (withRetrograde && retrograde) {
    sentences.push(
      writer.line(retrogradeLines, {
        body: BODY_NAMES[retrograde],
        sign: signName(chart.bodies[retrograde].sign),
      }),
    );
  }
  return sentences.join(' ');
}
