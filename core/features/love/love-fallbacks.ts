import { type Element, type SignId, signs } from '../../content/signs';
import { ordinal } from '../../compose/chart/chart-words';
import { placementFact, signSkyFor } from '../../compose/sign-sky';
import type { IsoDate } from '../../time/calendar-date';
import type { LoveFocusId } from './love-foci';

/**
 * Spec §8, "Love focus: locally written template by element": what the Love page shows when a
 * configured provider fails. One template per focus and element, in our own words; the sign's
 * name is filled in and one line names where Venus really is, so even the fallback rests on
 * the day's sky. Slot: {sign}.
 */
export const LOVE_FALLBACK_TEMPLATES = {
  romance: {
    fire: 'Your heart runs warm, {sign}, and attraction tends to arrive for you as a sudden spark rather than a slow dawning. Let that spark be seen: a direct invitation or an honest compliment suits a fire sign far better than waiting to be noticed. At the same time, leave space for the other person to answer at their own pace, because the connections worth keeping are the ones that can keep up with you without being rushed. Choose one bold, kind gesture and let it stand on its own.',
    earth:
      'Romance grows for you the way a garden does, {sign}: patiently, through the senses, and with real care for the ground it stands on. You learn more about chemistry from a shared meal or a slow walk than from a flood of messages, so choose settings where you can relax and simply enjoy someone’s company. Notice who is consistent, who keeps small promises, who makes you feel steady. Trust that a slow beginning is not a weak one, and allow yourself one small, impractical pleasure along the way.',
    air: 'Attraction starts in the mind for you, {sign}, and a good conversation can do more than any grand gesture. Seek out people who make you curious and who are curious about you in return. Your wit is charming, but let one sincere sentence slip into the banter so the other person knows where they stand. If you catch yourself overthinking a crush, step out of your head and into a real exchange: ask the question you actually want answered and listen to the reply.',
    water:
      'You feel attraction before anyone says a word, {sign}, and your intuition about people is often a good guide. Let it lead, but check it kindly against what you actually see. Romance needs to feel safe before it can feel thrilling for you, so choose gentle settings and people who treat your softness with respect. Share one small, true feeling and notice who leans closer. A little mystery suits a water sign too; you do not owe anyone your whole story at once.',
  },
  relationships: {
    fire: 'Your bonds stay bright, {sign}, when there is something alive and shared between you: a plan, a challenge, a bit of adventure. Fire signs flare up quickly and forgive quickly, so make sure the forgiving part is spoken aloud and not simply assumed. Give the people close to you room to answer your energy in their own rhythm, and celebrate their wins as warmly as your own. Loyalty is one of your great strengths; let it show in how you speak about them when they are not there.',
    earth:
      'Relationships are something you build, {sign}, one reliable act at a time. A kept promise, a practical favour or a hand on the shoulder means more to you, and often to them, than grand words. Check the foundations now and then: if something small is bothering you, name it before it grows heavy. Routine is a comfort, but a bond also needs surprises, so plan one small thing out of the ordinary and let the planning itself bring you closer.',
    air: 'For you, {sign}, a relationship lives and breathes through conversation. Make time to talk about ideas, hopes and feelings, not only plans and errands. Fairness matters to you, so if the balance of give and take feels off, raise it calmly and early. Air signs need space as well as closeness; saying so clearly is kinder than drifting off without explanation. Bring the same curiosity to the people you know well that you bring to new ones, and they may surprise you.',
    water:
      'Your bonds run deep, {sign}, and they grow strongest through honest emotional sharing. You sense the moods of the people you love, so check gently whether a heavy feeling is yours or borrowed. If something hurts, say so with care instead of retreating into silence. Small rituals of closeness suit you: a meal without screens, a call before sleep, a memory revisited together. Make sure the care you give so freely also has a way of flowing back to you.',
  },
  'self-love': {
    fire: 'Self-love for you, {sign}, starts with remembering your own strength. Move your body, do something that excites you, and give yourself credit for the courage you have shown, even where nobody saw it. Fire signs can run until they burn out, so treat rest as fuel rather than as surrender. Speak to yourself the way you cheer on your friends, loudly and without conditions, and keep one small promise to yourself today so that your confidence has something solid to stand on.',
    earth:
      'For you, {sign}, caring for yourself is beautifully physical: good sleep, nourishing food, a tidy corner and time outdoors. You give steady care to everyone around you; offer yourself the same. Let go of one standard that has become too harsh and replace it with one that is simply fair. Your worth is not measured by how much you produce, so allow yourself a slow hour with no purpose at all, and notice how much steadier you feel for it.',
    air: 'Self-love begins in your thoughts, {sign}. Catch one harsh comment you make about yourself and rewrite it the way a good friend would. Give your mind a rest from other people’s opinions, even for an hour, and spend some time learning something purely for pleasure. Air signs can explain their feelings away; let one feeling simply be there without a reason. Choose company that lifts your ideas, and treat your own plans with the enthusiasm you would give a friend’s.',
    water:
      'For you, {sign}, self-love means honouring your feelings without being swept away by them. Set one gentle boundary and remember that protecting your energy is not selfish. Your sensitivity is a strength and deserves respect, starting with your own. Let comfort in: something soft, something warm, a quiet moment near water or in a long bath. Notice where you tend to over-give, and keep back a little of that tenderness for the person who needs it most today, which is you.',
  },
} as const satisfies Record<LoveFocusId, Record<Element, string>>;

export interface LoveFallbackInput {
  sign: SignId;
  focus: LoveFocusId;
  date: IsoDate;
}

/** The focus's template for the sign's element, with the sign named and the day's real Venus. */
export function loveFallbackText({ sign, focus, date }: LoveFallbackInput): string {
  const reader = signs[sign];
  const venus = signSkyFor(sign, date).planets.venus;
  const template = LOVE_FALLBACK_TEMPLATES[focus][reader.element];
  const skyNote = `*In the sky today: ${placementFact(venus)}, in your ${ordinal(venus.solarHouse)} solar house.*`;
  return `${template.replaceAll('{sign}', reader.name)}\n\n${skyNote}`;
}
