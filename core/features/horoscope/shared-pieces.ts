import { SIGN_IDS, type SignId } from '../../content/signs';
import { moonAspect } from '../../compose/moon-aspect';
import { closingLines, practiceLines, questionLines, tipLines } from './bank/advice-lines';
import { THEME_IDS, elementThemeLines } from './bank/element-theme-lines';
import { signNatureLines } from './bank/sign-nature-lines';
import { sunAspectLines } from './bank/sun-aspect-lines';
import { type HoroscopeWriter, onSecondSide } from './horoscope-writer';
import type { PieceWriters } from './horoscope-skeletons';

/**
 * The pieces every period writes the same way: the sign's nature, the life themes, the Sun's
 * angle to the sign, and the closing guidance. Themes rotate with the turn, so a sign's
 * consecutive readings lead with different parts of life.
 */
export function sharedPieces(writer: HoroscopeWriter, sunSign: SignId): PieceWriters {
  const { sign, turn } = writer;
  const themeAt = (step: number) => {
    const theme = THEME_IDS[(turn + SIGN_IDS.indexOf(sign.id) + step) % THEME_IDS.length] ?? 'love';
    return () => [
      writer.elementMates(elementThemeLines[sign.element][theme], `theme|${sign.element}|${theme}`),
    ];
  };
  const sunAngle = moonAspect(sunSign, sign.id);
  const natureCount = signNatureLines[sign.id].length;
  return {
    nature: () => [writer.ownPool(signNatureLines[sign.id], 'nature')],
    // Half a pool further on, so a monthly reading's two nature lines never coincide.
    nature2: () => [writer.ownPool(signNatureLines[sign.id], 'nature', Math.floor(natureCount / 2))],
    theme: themeAt(0),
    theme2: themeAt(2),
    theme3: themeAt(1),
    theme4: themeAt(3),
    sun: () => [
      writer.mirrored(sunAspectLines[sunAngle], `sun-aspect|${sunAngle}`, onSecondSide(sunSign, sign.id)),
    ],
    tip: () => [writer.everySign(tipLines, 'tip')],
    question: () => [writer.everySign(questionLines, 'question')],
    practice: () => [writer.everySign(practiceLines, 'practice')],
    closing: () => [writer.everySign(closingLines, 'closing')],
  };
}
