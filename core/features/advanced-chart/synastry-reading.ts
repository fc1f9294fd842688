import type { SynastryChart } from '../../sky/advanced/synastry';
import type { ReadingDraft, ReadingNames } from './reading-draft';
import { section } from './reading-draft';
import { signName } from '../../content/signs';
import { withArticle } from '../../compose/item-day-voice';
import {
  type Contact,
  type Owner,
  YOU,
  exactness,
  isGenerational,
  natureOf,
  personOwner,
  slower,
  strongestContacts,
  verbFor,
  wordsFor,
} from './reading-parts';
import { type AdvancedWriter, listWords, sentence } from './reading-writer';
import { ordinal, countWord } from '../../compose/chart/chart-words';
import { HOUSE_NAMES, type ReadBody, houseNumber } from './reading-vocabulary';

/**
 * Synastry as a relationship story: who stirs whom, where the two charts flow and where they
 * grind, where each person lands in the other's life, and what the mix asks of both.
 */
export function synastryDraft(
  chart: SynastryChart,
  names: ReadingNames,
  writer: AdvancedWriter,
): ReadingDraft {
  const words = wordsFor(writer);
  const partner = personOwner(names.second);
  const contacts = strongestContacts(chart.interAspects, (aspect) => [aspect.inner, aspect.outer]).filter(
    (contact) => !isGenerational(contact),
  );
  const top = contacts.slice(0, 10);
  const flowing = top.filter((contact) => natureOf(contact) === 'flow' || contact.type === 'conjunction');
  const grinding = top.filter(
    (contact) => natureOf(contact) === 'friction' || natureOf(contact) === 'adjustment',
  );
  const signOf = (owner: Owner, body: ReadBody) =>
    (owner === YOU ? chart.inner : chart.outer).bodies[body].sign;

  /** "your Venus in Libra" / "Sam's Mars in Aries". */
  const placed = (owner: Owner, body: ReadBody) =>
    `${owner.possessive} ${words.body(body)} in ${signName(signOf(owner, body))}`;

  const opening = openingOf(top, flowing.length, grinding.length);

  function openingOf(strongest: Contact[], flows: number, grinds: number): string[] {
    const lead = strongest[0];
    if (!lead)
      return [
        sentence(
          `Your chart and ${names.second}’s barely touch, which leaves the two of you free to write the story from scratch`,
        ),
      ];
    const tally =
      flows > grinds
        ? `${countWord(flows)} of the ${countWord(strongest.length)} strongest threads between you and ${names.second} run easy`
        : grinds > flows
          ? `${countWord(grinds)} of the ${countWord(strongest.length)} strongest threads between you and ${names.second} carry friction`
          : `the strongest threads between you and ${names.second} split evenly between ease and friction`;
    return [
      sentence(
        writer.fresh([
          `Read side by side, your chart and ${names.second}’s tell a story in which ${tally}`,
          `Laid over each other, the two charts show that ${tally}`,
          `Before any detail, the balance: ${tally}`,
        ]),
      ),
      sentence(
        `Your Sun in ${signName(chart.inner.bodies.sun.sign)} and ${names.second}’s in ${signName(chart.outer.bodies.sun.sign)} set the backdrop, your Moon in ${signName(chart.inner.bodies.moon.sign)} and ${names.second}’s in ${signName(chart.outer.bodies.moon.sign)} the emotional weather`,
      ),
      sentence(
        `The loudest of them links ${placed(YOU, lead.first)} with ${placed(partner, lead.second)}${
          exactness(lead.orb) ? `, ${exactness(lead.orb)}` : ''
        }, and much of what follows circles back to it`,
      ),
    ];
  }

  /** One contact told from the side of the slower planet, which does the stirring. */
  function stir(contact: Contact): string[] {
    const yoursMoves = slower(contact.first, contact.second);
    const [mover, moverBody, moved, movedBody] = yoursMoves
      ? [YOU, contact.first, partner, contact.second]
      : [partner, contact.second, YOU, contact.first];
    const nature = natureOf(contact);
    const feeling = {
      fusion: ['instant recognition', 'a jolt of familiarity', 'being seen before speaking'],
      flow: ['encouragement', 'a steady tailwind', 'quiet permission'],
      friction: ['pressure', 'a challenge that will not sit still', 'heat under the skin'],
      adjustment: ['a nagging need to recalibrate', 'small misreadings', 'a sense of almost'],
    }[nature];
    if (contact.first === contact.second) {
      return [
        sentence(
          `Both of you have ${words.body(contact.first)} in play here, yours in ${signName(signOf(YOU, contact.first))} and ${names.second}’s in ${signName(signOf(partner, contact.second))}, so ${words.theme(YOU, contact.first)} ${words.verb(contact.type)} ${names.second}’s own`,
        ),
        sentence(
          `Neither leads on this one: it works as ${writer.fresh(feeling)} running in both directions`,
        ),
      ];
    }
    return [
      sentence(
        `${words.theme(mover, moverBody)} (${words.body(moverBody)} in ${signName(signOf(mover, moverBody))}) ${words.verb(contact.type)} ${words.theme(moved, movedBody)}, and ${moved.subject} ${verbFor(moved, 'feel', 'feels')} it as ${writer.fresh(feeling)}`,
      ),
      sentence(
        writer.fresh([
          `${mover.subject} may not notice doing it: ${mover.possessive} ${words.body(moverBody)} simply acts ${words.manner(signOf(mover, moverBody))}`,
          `${moved.possessive} ${words.body(movedBody)} in ${signName(signOf(moved, movedBody))} answers ${words.manner(signOf(moved, movedBody))}`,
          `It lands hardest when ${moved.subject} ${verbFor(moved, 'need', 'needs')} ${words.need(signOf(moved, movedBody))}`,
        ]),
      ),
    ];
  }

  function flowLine(contact: Contact): string {
    return sentence(
      writer.fresh([
        `${placed(YOU, contact.first)} and ${placed(partner, contact.second)} get along without effort: ${words.theme(YOU, contact.first)} ${words.verb(contact.type)} ${words.theme(partner, contact.second)}`,
        `Ease lives where ${words.theme(YOU, contact.first)} meets ${words.theme(partner, contact.second)}, ${withArticle(contact.type)} between your ${words.body(contact.first)} and ${names.second}’s ${words.body(contact.second)} that asks only to be used`,
        `When ${words.theme(partner, contact.second)} shows up, ${words.theme(YOU, contact.first)} relaxes, thanks to ${names.second}’s ${words.body(contact.second)} in ${signName(signOf(partner, contact.second))} and your ${words.body(contact.first)} in ${signName(signOf(YOU, contact.first))}`,
      ]),
    );
  }

  function grindLine(contact: Contact): string {
    const close = exactness(contact.orb);
    return sentence(
      writer.fresh([
        `The rub comes where ${placed(YOU, contact.first)} ${words.verb(contact.type)} ${placed(partner, contact.second)}${close ? `, ${close}` : ''}: ${words.theme(YOU, contact.first)} wants one thing and ${words.theme(partner, contact.second)} another`,
        `Expect sparks between ${words.theme(YOU, contact.first)} and ${words.theme(partner, contact.second)}; ${withArticle(contact.type)} from your ${words.body(contact.first)} to ${names.second}’s ${words.body(contact.second)} keeps both of you honest`,
        `Your ${words.body(contact.first)} in ${signName(signOf(YOU, contact.first))} and ${names.second}’s ${words.body(contact.second)} in ${signName(signOf(partner, contact.second))} form ${withArticle(contact.type)}, so ${words.theme(partner, contact.second)} can feel like an obstacle to ${words.theme(YOU, contact.first)}`,
      ]),
    );
  }

  const stirred = top
    .filter((contact) => contact.first !== 'trueNode' && contact.second !== 'trueNode')
    .slice(0, 2);
  const flowChosen = flowing.filter((contact) => !stirred.includes(contact)).slice(0, 2);
  const grindChosen = grinding.filter((contact) => !stirred.includes(contact)).slice(0, 2);

  const overlays = landings(chart, names, writer);

  const easiest = flowing[0];
  const hardest = grinding[0];
  const asks = [
    hardest
      ? sentence(
          `When ${words.theme(YOU, hardest.first)} and ${names.second}’s ${words.body(hardest.second)} start pulling apart, name it out loud before it hardens into a habit`,
        )
      : sentence(
          `With so little friction built in, the risk for you and ${names.second} is drifting rather than clashing, so keep choosing each other on purpose`,
        ),
    easiest
      ? sentence(
          `Lean on the link between your ${words.body(easiest.first)} and ${names.second}’s ${words.body(easiest.second)} when things are tense: it is the part of the bond that repairs itself fastest`,
        )
      : sentence(
          `No soft contact carries the two of you, so kindness has to be practised rather than assumed, and ${names.second} will notice the effort`,
        ),
  ];

  return {
    opening,
    sections: [
      ...section('Who Stirs Whom', stirred.flatMap(stir)),
      ...section(
        'Where It Flows',
        flowChosen.length > 0
          ? flowChosen.map(flowLine)
          : [
              sentence(
                `Among the strongest contacts none is simply easy, so comfort between you and ${names.second} is built rather than given`,
              ),
            ],
      ),
      ...section(
        'Where It Grinds',
        grindChosen.length > 0
          ? grindChosen.map(grindLine)
          : [
              sentence(
                `No hard angle ranks among your strongest contacts with ${names.second}, so friction, when it comes, comes from circumstance more than chemistry`,
              ),
            ],
      ),
      ...section('Where You Land', overlays),
      ...section('What It Asks', asks),
    ],
    affirmation: sentence(
      easiest
        ? meetingLine(names.second, words.bareTheme(easiest.second), words.bareTheme(easiest.first))
        : `I choose ${names.second} with open eyes and a patient heart`,
    ),
  };
}

/** Where each person's Sun, Moon and Venus fall in the other's houses, when both have houses. */
function landings(chart: SynastryChart, names: ReadingNames, writer: AdvancedWriter): string[] {
  const words = wordsFor(writer);
  const theirs = chart.outerInInnerHouses?.find(({ body }) => body === writer.pick(['sun', 'moon', 'venus']));
  const yours = chart.innerInOuterHouses?.find(({ body }) => body === writer.pick(['sun', 'moon', 'venus']));
  const lines: string[] = [];
  if (theirs && theirs.body !== 'meanNode') {
    lines.push(
      sentence(
        `${names.second}’s ${words.body(theirs.body)} falls in your ${ordinal(theirs.house)} house, the house of ${HOUSE_NAMES[houseNumber(theirs.house)]}: ${names.second} lights up ${words.area(theirs.house)} for you`,
      ),
    );
  }
  if (yours && yours.body !== 'meanNode') {
    lines.push(
      sentence(
        `In return your ${words.body(yours.body)} lands in ${names.second}’s ${ordinal(yours.house)} house, so you become part of ${listWords([words.area(yours.house)])} in ${names.second}’s life`,
      ),
    );
  }
  return lines;
}

/** "I meet their X with my own Y": when both themes share a noun ("self", "self-image"), "mine" avoids saying it twice. */
function meetingLine(partner: string, theirTheme: string, myTheme: string): string {
  const nouns = (theme: string) => theme.split(/[\s-]+/).filter((word) => word.length > 3);
  const theirs = new Set(nouns(theirTheme));
  const mine = nouns(myTheme).some((word) => theirs.has(word)) ? 'mine' : `my own ${myTheme}`;
  return `I meet ${partner}’s ${theirTheme} with ${mine}, and trust what grows between us`;
}
