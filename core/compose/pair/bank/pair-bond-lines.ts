import type { WholeSignAspect } from '../../moon-aspect';
import type { ElementRelation, ModalityRelation, RulerRelation } from '../sign-pair';

/**
 * What a pair's standing relation says, read to the first sign ("you") about the second. Every
 * line names {second}, so two partners' readings never share a sentence; seven or more lines a
 * pool, so one pair meets no line twice in a week (see pair-voice.ts).
 */
export const signAspectLines = {
  conjunction: [
    'Two {first} Suns make a mirror: whatever you admire in {second}, and whatever grates, is close kin to your own habits.',
    'Meeting another {second} is like hearing your own voice on a recording, familiar and slightly startling at once.',
    'With {second} you rarely need to explain your instincts, since the other person works from the same ones, blind spots included.',
    'Same sign, same weather: you and {second} can lift each other quickly, and sink together just as fast when both are tired.',
    'Another {second} knows your tricks because they are also theirs, which makes honesty easier than pretending.',
    'Sharing a sign with {second} means the friction, when it comes, is about too much of one thing rather than a clash of two.',
    'You and {second} stand on the same spot of the wheel, so the real question is who brings the variety neither of you supplies.',
  ],
  'semi-sextile': [
    'You and {second} sit side by side on the wheel, neighbours who borrow sugar easily but keep different hours.',
    'The sign next door, {second} holds exactly the quality {first} tends to step past, which can be a gift or an itch.',
    'Neighbouring signs such as {first} and {second} share a fence and little else by default, so curiosity does the bridging.',
    'With {second} one step away, the bond grows through small favours and patience with a rhythm that is not yours.',
    'Adjacent on the wheel, {second} tends to pick up where your strengths run out, if you let them.',
    'A semi-sextile links you with {second}: no instant spark, yet a useful kind of closeness once you learn each other.',
    'Thirty degrees separate your Sun from {second}, near enough to notice every difference and to learn from it.',
  ],
  sextile: [
    'A sextile links you with {second}: friendly, talkative ground where a little effort buys a great deal of goodwill.',
    'You and {second} sit two signs apart, the distance of easy conversation and ideas passed back and forth.',
    '{second} stands at a sextile from you, an angle that opens doors politely and waits for someone to walk through.',
    'Between {first} and {second} runs an easy current that feels like friendship first and something more only if you tend it.',
    'The sextile between you and {second} rewards initiative: plans made together tend to come off better than plans made alone.',
    'Sixty degrees apart, you and {second} find each other stimulating without being overwhelming.',
    'With {second} the sextile offers opportunity rather than certainty, a door that stays open as long as someone keeps using it.',
  ],
  square: [
    'You and {second} stand square to each other, ninety degrees of friction that can sharpen both of you or simply wear you down.',
    'A square with {second} means your instincts collide at the exact moment you both want to act.',
    '{second} meets you at a square, the angle of the productive argument: uncomfortable, and often where the growth is.',
    'Three signs separate you from {second}, close enough to clash about method while you agree about goals.',
    'The square between you and {second} asks for respect more than ease, since neither of you will bend just because it is asked.',
    'With {second} at a square, chemistry often arrives as challenge; what you build together is sturdier for the tension.',
    'Squares like yours with {second} are the classic slow-burn pairing, where loving each other does not always mean agreeing.',
  ],
  trine: [
    'You and {second} share a trine, the smoothest angle on the wheel, where conversation and comfort flow without much effort.',
    'A trine with {second} lets you relax: the same element hums under both of you and little has to be explained.',
    '{second} stands four signs from you, a trine that feels like recognition, though ease can slide into taking each other for granted.',
    'Between you and {second} the trine offers natural rhythm; the work is to keep surprising each other inside it.',
    'One hundred and twenty degrees link your Sun with {second}, an angle astrologers have long read as harmony and shared taste.',
    'The trine with {second} is generous: it forgives clumsy moments and lets good ones multiply.',
    'With {second} you share a trine, so the risk is not conflict but comfort so deep that neither of you stretches.',
  ],
  quincunx: [
    'An inconjunct joins you and {second}: five signs apart, sharing neither element nor modality, so every habit needs translating.',
    'With {second} at a quincunx, attraction often comes with a feeling of being slightly out of step, which is workable once it is named.',
    '{second} meets you at an awkward angle, the quincunx, where small adjustments matter more than grand gestures.',
    'The quincunx between {first} and {second} asks for flexibility: the other person rarely reacts as you expect.',
    'One hundred and fifty degrees separate you from {second}, an angle of fascination and mild bafflement in equal parts.',
    'A bond with {second} across a quincunx grows through curiosity, since nothing about it runs on autopilot.',
    'You and {second} are an inconjunct pair, the kind that works best when both stop expecting the other to be familiar.',
  ],
  opposition: [
    '{second} sits directly across the wheel from you, the opposition: a strong pull between two halves of one theme.',
    'Opposite signs like {first} and {second} see the same question from both ends, which makes for magnetism and for tug-of-war.',
    'With {second} opposite you, each of you carries what the other has left undeveloped, and that is both the spark and the lesson.',
    'The opposition with {second} is the classic attraction of complements, rewarding when both let the other be different.',
    'Across one hundred and eighty degrees, {second} reflects you back to yourself, flattering on some days and awkward on others.',
    'You and {second} share a modality and opposite ends of one axis, so balance between you is a daily negotiation.',
    'An opposition ties you to {second}: strong chemistry, and a steady need to meet halfway instead of waiting for the other to cross.',
  ],
} as const satisfies Record<WholeSignAspect, readonly string[]>;

export const elementLines = {
  same: [
    'Both of you are {firstElement} signs, so {second} grasps what fuels you without needing a manual.',
    'Your {firstElement} meets {second} in the same element, a shared temperament that makes the good days very easy.',
    'As {firstElement} with {firstElement}, you and {second} recharge the same way, which is lovely until you both need it at once.',
    'Sharing {firstElement} with {second} means a common language of feeling, and a common excess to watch for.',
    '{second} speaks your element, {firstElement}, so moods travel between you quickly, the bright ones and the heavy ones.',
    'An element in common with {second} gives instant rapport; a little difference brought in from outside keeps it fresh.',
    'Your {firstElement} nature and the {secondElement} of {second} are one and the same, the easiest kind of understanding to start from.',
  ],
  compatible: [
    'Your {firstElement} and the {secondElement} of {second} are natural allies: one feeds what the other does best.',
    '{firstElement} with {secondElement}: you and {second} belong to elements that have always worked together.',
    'The {secondElement} in {second} tends to support your {firstElement}, giving you room to be more of yourself.',
    'Elements like your {firstElement} and the {secondElement} of {second} complement rather than copy, which keeps things lively.',
    'With {second} bringing {secondElement} to your {firstElement}, the mix is encouraging rather than draining.',
    'Astrology counts {firstElement} and {secondElement} as friends, so {second} tends to feel like good company from early on.',
    'Your {firstElement} finds in the {secondElement} of {second} a partner element, different enough to interest you and close enough to trust.',
  ],
  challenging: [
    'Your {firstElement} and the {secondElement} of {second} do not mix by default, so care has to be spoken aloud.',
    '{firstElement} beside {secondElement}: what restores you may tire {second}, and the reverse is just as true.',
    'With {second} bringing {secondElement} to your {firstElement}, you learn that the same gesture can mean different things.',
    'The elements of you and {second}, {firstElement} and {secondElement}, ask for translation rather than assumption.',
    'Pairing your {firstElement} with the {secondElement} of {second} makes a bond that grows by naming needs early.',
    'Your {firstElement} temperament can feel foreign to {second}, and learning how it lands is half the intimacy.',
    'Between your {firstElement} and the {secondElement} of {second}, curiosity does more good than compromise.',
  ],
} as const satisfies Record<ElementRelation, readonly string[]>;

export const modalityLines = {
  same: [
    'Both {firstModality}, you and {second} tend to move at the same moments, so you either march together or collide.',
    'Sharing the {firstModality} mode with {second} means you recognise each other\u2019s timing, and also each other\u2019s stubborn streak.',
    'You and {second} are both {firstModality} signs, which makes plans easy to agree on and hard to change.',
    'With {second} sharing your {firstModality} rhythm, decide early who leads which part of the day.',
    'A {firstModality} pair such as you and {second} works best with separate territories and a shared calendar.',
    'Two {firstModality} signs, you and {second}, push in the same way, so the question is whether you push side by side.',
    'The {firstModality} mode you share with {second} gives the bond a steady tempo, with the risk of a standoff when both insist.',
  ],
  different: [
    'You are {firstModality} and {second} is {secondModality}: one of {first} and {second} sets the tempo while the other shapes it.',
    'Your {firstModality} pace and the {secondModality} pace of {second} can dovetail neatly once you stop expecting the same speed.',
    'With {second} being {secondModality} to your {firstModality}, {first} and {second} cover different parts of any shared plan.',
    'A {firstModality} sign with a {secondModality} one such as {second} makes a pair that divides the work by nature.',
    '{second} moves in the {secondModality} way while you move in the {firstModality} way, and for {first} that difference is useful once it is named.',
    'Different modes, {firstModality} and {secondModality}, mean {second} will often act when {first} waits and wait when {first} acts.',
    'The {firstModality} streak of {first} meets a {secondModality} temper in {second}, a mix that spares {first} head-on collisions.',
    'As a {firstModality} sign, {first} brings one kind of timing and {second} brings the {secondModality} kind, so agree who starts and who finishes.',
    'The {secondModality} pace of {second} can steady or loosen the {firstModality} pace of {first}, depending on who is rushing.',
    'Between {firstModality} {first} and {secondModality} {second} the work divides itself if neither insists on doing it their own way.',
    'A {firstModality} start from {first} and a {secondModality} follow-through from {second} make a practical team.',
  ],
} as const satisfies Record<ModalityRelation, readonly string[]>;

export const rulerLines = {
  shared: [
    'You and {second} answer to a common planet, a shared ruler that gives you one compass between you.',
    'A ruler in common ties {first} to {second}, so your deepest motives point in a similar direction.',
    'With a shared ruling planet, {second} understands what drives you even when your styles differ.',
    'The planet that rules you also has a say for {second}, which lends the bond an instinctive loyalty.',
    'Sharing a ruler with {second} means your wants are often the same, so the work is to take turns getting them.',
    'Astrologers read a common ruler, as you have with {second}, as a bond of shared purpose under different clothes.',
    'You and {second} take orders from a common planet, which makes alliances easy and rivalries personal.',
  ],
  friendly: [
    'Your ruler {firstRuler} and {secondRuler}, who rules {second}, are old friends in astrological tradition.',
    '{firstRuler} rules you and {secondRuler} rules {second}, two planets that traditionally cooperate rather than compete.',
    'The rulers of {first} and of {second}, {firstRuler} and {secondRuler}, get along, and their goodwill tends to show in the bond.',
    'With {firstRuler} behind you and {secondRuler} behind {second}, the pairing has friendly rulers to lean on.',
    'Tradition counts {firstRuler} and {secondRuler} as allies, a quiet vote of confidence in you and {second}.',
    '{firstRuler}, your ruler, and {secondRuler}, ruler of {second}, complement each other, so your motives rarely cancel out.',
    'Friendly rulers, {firstRuler} for you and {secondRuler} for {second}, soften the rough edges of the pairing.',
  ],
  unrelated: [
    '{firstRuler} rules {first} and {secondRuler} rules {second}, two planets with no traditional bond, so compare your compasses openly.',
    'Your ruler, {firstRuler}, and {secondRuler}, ruler of {second}, want different things, which makes {first} and {second} interesting to each other.',
    'With {firstRuler} guiding you and {secondRuler} guiding {second}, {first} and {second} will often be moved by different rewards.',
    'No shared ruler links {first} with {second}; common goals between {first} and {second} have to be chosen rather than assumed.',
    'The planets behind {first} and {second}, {firstRuler} and {secondRuler}, speak different dialects that patience can turn into range.',
    '{firstRuler} for {first} and {secondRuler} for {second} pull in separate directions, which can widen both your worlds.',
    'Separate rulers, {firstRuler} for {first} and {secondRuler} for {second}, mean each of you brings news from a different place to the other.',
    'Where {firstRuler} steers {first} and {secondRuler} steers {second}, ambitions rarely compete because they rarely overlap.',
    'Tradition gives {firstRuler} and {secondRuler} no special bond, so whatever ties {first} to {second} is made by hand.',
    'Guided by {firstRuler}, {first} may find the priorities {secondRuler} sets for {second} puzzling at first and useful later.',
    'Unrelated rulers ({firstRuler} for {first}, {secondRuler} for {second}) leave room for two separate ambitions under one roof.',
  ],
} as const satisfies Record<RulerRelation, readonly string[]>;
