import { signs } from '../../content/signs';
import { houseLabel } from '../../compose/chart/chart-words';
import { signName } from '../../content/signs';
import { noBirthPlaceNotes, noBirthTimeNotes, uncertainMoonLines } from './bank/natal-frame-lines';
import { sunMoonLines } from './bank/relation-lines';
import { chartRulerLines, doubledRisingLines, risingLines, risingManners } from './bank/rising-lines';
import { type NatalContext, placementSentence } from './natal-context';
import { bodyPhrase, neighbourMoonSign, signRelation } from './natal-placements';

/**
 * The core of the person: Sun and Moon read together, then the Ascendant beside the Sun and the
 * chart ruler, the planet of the rising sign, which says where the life is steered.
 */
export function coreParagraphs(context: NatalContext): string[] {
  const { writer, chart } = context;
  const sun = chart.bodies.sun.sign;
  const moon = chart.bodies.moon.sign;
  const lights = [
    placementSentence(context, 'sun'),
    placementSentence(context, 'moon'),
    writer.line(sunMoonLines[signRelation(sun, moon)], {
      sun: signName(sun),
      moon: signName(moon),
      element: signs[sun].element,
      otherElement: signs[moon].element,
      modality: signs[sun].modality,
    }),
  ];
  const otherMoon = context.timeKnown ? undefined : neighbourMoonSign(chart.bodies.moon);
  if (otherMoon)
    lights.push(writer.line(uncertainMoonLines, { moon: signName(moon), eventSign: signName(otherMoon) }));
  return [lights.join(' '), horizonParagraph(context)];
}

function horizonParagraph(context: NatalContext): string {
  const { writer, chart, ascendant } = context;
  const sun = chart.bodies.sun.sign;
  if (!ascendant) {
    return context.timeKnown
      ? writer.line(noBirthPlaceNotes, { sun: signName(sun) })
      : writer.line(noBirthTimeNotes, { sun: signName(sun), moon: signName(chart.bodies.moon.sign) });
  }
  const manner = writer.pick(risingManners[ascendant]);
  const rising =
    ascendant === sun
      ? writer.line(doubledRisingLines, { rising: signName(ascendant), manner })
      : writer.line(risingLines, { rising: signName(ascendant), sun: signName(sun), manner });
  const rulerId = signs[ascendant].ruler;
  const ruler = context.place(rulerId);
  if (ruler.house === undefined) return rising;
  const steering = writer.line(chartRulerLines, {
    ruler: bodyPhrase(rulerId),
    rising: signName(ascendant),
    sign: signName(ruler.sign),
    house: houseLabel(ruler.house),
    area: context.area(ruler.house),
  });
  return `${rising} ${steering}`;
}
