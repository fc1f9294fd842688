import { fillPalmTemplate } from './palm-voice';
import { SIGN_IDS, signs } from '../../content/signs';
import { focusInsights } from './bank/focus-insights';
import { handElementLines } from './bank/hand-element-lines';
import { palmBlessings } from './bank/palm-blessings';
import { linesForSign, rulingMountOf } from './key-features';
import { palmFoci } from './palm-foci';
import { palmLines } from './palm-line-catalogue';
import type { PalmistryRequest } from './palmistry-request';
import { reflectionWisdom } from './palmistry-wisdom';

/**
 * Tool spec §8: the built-in palm reading shown when a configured provider fails. Its parts
 * are the spec's, in order: a title with the focus, a greeting to the sign, palm characteristics
 * by element, the focus's insight, palmistry wisdom, guidance and a blessing. Built from the
 * content (the lines and the mount the focus reads, the sign's own lines and mount), so it is
 * specific to sign, element and focus without a provider.
 */
export function palmFallbackText({ sign, focus }: PalmistryRequest): string {
  const reader = signs[sign];
  const details = palmFoci[focus];
  const seat = SIGN_IDS.indexOf(sign);
  const slots = { sign: reader.name };
  const pick = (pool: readonly string[]) => fillPalmTemplate(pool[seat % pool.length] ?? '', slots);
  const mount = rulingMountOf(sign);
  const signLines = linesForSign(sign).map((line) => line.name);
  const focusLines = details.lines.map((id) => palmLines[id]);
  const wisdom = reflectionWisdom;
  const list = (items: readonly string[]) => items.map((item) => `- ${item}`).join('\n');
  return [
    `## ${details.icon} ${details.title} for ${reader.name}`,
    `Greetings, ${reader.name} ${reader.symbol}. Your hands carry a map of your ${reader.element} nature, and this reading follows it toward ${details.title.toLowerCase()}.`,
    '### Your Palm Characteristics',
    pick(handElementLines[reader.element]),
    list([
      `Lines that speak to ${reader.name}: ${signLines.join(', ')}`,
      `Your ruling mount: the ${mount.name}, for ${mount.qualities.slice(0, 3).join(', ').toLowerCase()}`,
    ]),
    `### Your ${details.title}`,
    pick(focusInsights[focus]),
    list(focusLines.map((line) => `**${line.name}** (${line.lifeAspect}): ${firstSentence(line.meaning)}`)),
    '### Palmistry Wisdom',
    `**${wisdom.title}.** ${wisdom.text}`,
    '### Guidance',
    list([
      ...focusLines.map(
        (line) => line.readingTips[seat % line.readingTips.length] ?? line.spiritualSignificance,
      ),
      mount.spiritualGift,
    ]),
    '### Blessing',
    `*${pick(palmBlessings)}*`,
  ].join('\n\n');
}

const firstSentence = (text: string) => text.split(/(?<=\.)\s/)[0] ?? text;
