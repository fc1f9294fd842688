import type { WholeSignAspect } from '../../../compose/moon-aspect';

/**
 * The Sun's season as it meets the reader's sign (whole-sign angle). The Sun keeps one angle
 * to a sign for a month, so a daily reading rotates through eight per angle; at most two signs
 * share an angle. The conjunction lines are the birthday season and name only {sign}.
 * Slots: {sunSign}, {sign}, {period} ("today", "this week", "this month").
 */
export const sunAspectLines = {
  conjunction: [
    'The Sun is in your own sign, {sign}, which makes this your birthday season and a natural time to decide what the next year is for.',
    'With the Sun moving through {sign}, your solar return is near or just past, and {period} is a good moment to honour how far you have come.',
    'It is {sign} season, so the whole world borrows a little of your style, and you may find doors opening more easily than usual.',
    'The Sun lights up {sign} right now, giving you extra vitality {period}; spend it on something that feels like a gift to yourself.',
    'Your season is here, {sign}: the Sun in your sign favours fresh resolutions, new haircuts and honest birthday wishes.',
    'With the Sun in {sign}, you are more visible than at any other time of year, so let {period} show people who you are becoming.',
    'The Sun’s passage through {sign} recharges you at the root, which makes {period} good for setting your own agenda.',
    'During {sign} season the Sun stands behind you, and small acts of self-belief go further {period} than they usually would.',
  ],
  'semi-sextile': [
    'The Sun in {sunSign}, next door to {sign}, keeps your background mood practical, ideal for small improvements {period}.',
    'With the Sun in neighbouring {sunSign}, you are either preparing for your season or digesting it; either way, {period} suits quiet groundwork.',
    'The Sun sits one sign from {sign}, in {sunSign}, a season that asks you to tend the details your own season will rely on.',
    'From {sunSign}, the Sun offers you a mild, workmanlike season, good for resources, routines and rest.',
    'The {sunSign} season runs alongside {sign} on the wheel, so {period} treat ordinary tasks as gifts to your future self.',
    'With the Sun next door in {sunSign}, the spotlight is just off you, which leaves you free to experiment {period}.',
    'The Sun’s season in {sunSign}, a neighbour of {sign}, is a good background for tidying plans before or after your birthday month.',
    'Neighbouring {sunSign} holds the Sun, and {period} it asks you to notice what you value and what you only keep out of habit.',
  ],
  sextile: [
    'The Sun in {sunSign} forms a friendly sextile to {sign}, so the season supports conversations, short trips and new contacts {period}.',
    'With the Sun sextile {sign} from {sunSign}, opportunities arrive through people, so say yes to a couple of invitations {period}.',
    'The {sunSign} season is cooperative for {sign}, a sextile that rewards initiative with quick, modest results.',
    'From {sunSign}, the Sun sends you an easy sextile, a steady tailwind for the plans you are already making {period}.',
    'The Sun in {sunSign} sits two signs from {sign}, a sociable season in which helpful ideas often come from friends.',
    'With the Sun in {sunSign} sextile your sign, learning something new {period} pays off faster than you might expect.',
    'The {sunSign} Sun favours you with a light, helpful sextile, so use {period} for the task that needs a little goodwill.',
    'A sextile from the Sun in {sunSign} opens small windows for {sign}; the trick {period} is to notice them and step through.',
  ],
  square: [
    'The Sun in {sunSign} squares {sign}, a season that can feel demanding, and the pressure {period} is pointing at a real priority.',
    'With the Sun square {sign} from {sunSign}, the season tests your plans, so strengthen them rather than defending them.',
    'The {sunSign} season sits at a square to {sign}, which makes {period} good for effort and less good for coasting.',
    'From {sunSign}, the Sun squares your sign, and some friction with schedules or authority may simply mean it is time to adjust.',
    'The Sun in {sunSign} is three signs from {sign}, a square that asks you to choose between two good things {period}.',
    'With the Sun at a square from {sunSign}, {period} suits building and fixing, the kind of work that shows its value later.',
    'The {sunSign} Sun challenges you to act rather than wait, so pick one stalled matter {period} and move it.',
    'A square from the Sun in {sunSign} can make you restless, which is best spent on a project rather than on an argument.',
  ],
  trine: [
    'The Sun in {sunSign} trines {sign}, a season in your own element that makes confidence and creativity easier to reach {period}.',
    'With the Sun trine {sign} from {sunSign}, the season flows your way, so let {period} hold something you simply enjoy.',
    'The {sunSign} season shares your element, {sign}, and its warmth makes {period} good for romance, art and generous plans.',
    'From {sunSign}, the Sun sends you a harmonious trine, and your natural strengths are easy for others to see {period}.',
    'The Sun sits four signs from {sign}, in {sunSign}, a trine that favours travel, study and anything that widens your view.',
    'With the Sun in {sunSign} trine your sign, {period} carries an easy kind of luck, mostly the kind that comes from being relaxed and ready.',
    'The {sunSign} Sun trines {sign}, so the season supports you quietly; use the ease {period} to help someone who is struggling.',
    'A trine from the Sun in {sunSign} lets you shine without effort, a good moment {period} to share work you are proud of.',
  ],
  quincunx: [
    'The Sun in {sunSign} forms a quincunx to {sign}, a season of small adjustments to health routines, work habits and schedules {period}.',
    'With the Sun quincunx {sign} from {sunSign}, the season feels slightly out of step with you, so flexibility is your best tool {period}.',
    'The {sunSign} season asks you to adapt, since its priorities and yours do not line up neatly; meet them halfway {period}.',
    'From {sunSign}, the Sun sits five signs from {sign}, an awkward angle that rewards careful fine-tuning over big gestures.',
    'The Sun in {sunSign} makes a quincunx to your sign, so if a routine feels off {period}, change one small part of it.',
    'With the Sun in {sunSign} at a quincunx to {sign}, you may be doing things for others more than for yourself; rebalance gently {period}.',
    'The {sunSign} Sun forms an off-key angle to {sign}, which makes {period} good for noticing what your body and calendar are asking for.',
    'A quincunx from the Sun in {sunSign} asks you to compromise without disappearing, a skill worth practising {period}.',
  ],
  opposition: [
    'The Sun in {sunSign} stands opposite {sign}, your half-birthday season, when partners and close allies take centre stage {period}.',
    'With the Sun opposite {sign}, in {sunSign}, relationships act as a mirror, and {period} what you see in others says something about you.',
    'The {sunSign} season faces your sign across the wheel, a time to collaborate, negotiate and let others contribute {period}.',
    'From {sunSign}, the Sun opposes {sign}, so {period} balance your own goals with the people who share your life.',
    'The Sun sits six signs from {sign}, in {sunSign}, a season in which one-on-one conversations matter more than group plans.',
    'With the Sun in {sunSign} opposite your sign, {period} is a good time to review agreements and renew the ones worth keeping.',
    'The {sunSign} Sun lights the far side of your wheel, {sign}, so lean on a partner’s strengths and offer yours in return {period}.',
    'An opposition from the Sun in {sunSign} puts you in dialogue with the world, and listening well {period} is half the work.',
  ],
} as const satisfies Record<WholeSignAspect, readonly string[]>;
