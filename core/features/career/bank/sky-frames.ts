import type { MoonPhaseId } from '../../../sky/moon-phases';

/**
 * The sentences that carry the real sky. Each names a planet's place ({jupiter} reads "Jupiter
 * at 20° Cancer") and the solar house it occupies for the reader, so no two signs share one on
 * the same day; a sign's consecutive readings step through the frames, so a slow planet that
 * stays in one house for months is still said differently each day. Every frame names the period
 * ({period}: "today", "this week"), so a daily and a monthly tile never share a sky sentence.
 */
export const jupiterFrames = [
  'With {jupiter} in your {jupiterHouse} solar house, growth comes most easily {period} through {jupiterTheme}.',
  '{jupiter} is widening your {jupiterHouse} solar house {period}, the part of your chart tied to {jupiterTheme}.',
  'The planet of growth, {jupiter}, crosses your {jupiterHouse} solar house and {period} favours {jupiterTheme}.',
  'Look for openings {period} around {jupiterTheme}, because {jupiter} sits in your {jupiterHouse} solar house.',
  'Since {jupiter} occupies your {jupiterHouse} solar house, good fortune {period} leans toward {jupiterTheme}.',
  'Your {jupiterHouse} solar house hosts {jupiter}, which makes {jupiterTheme} the most promising ground {period}.',
  '{jupiter} in your {jupiterHouse} solar house keeps pointing you {period} toward {jupiterTheme}.',
  'Expansion {period} is easiest around {jupiterTheme}, with {jupiter} in your {jupiterHouse} solar house.',
  'Generosity finds its way back to you {period} through {jupiterTheme}, the business of your {jupiterHouse} solar house, where {jupiter} stands.',
  'If you want a door to open {period}, knock where {jupiter} is: your {jupiterHouse} solar house of {jupiterTheme}.',
  'There is more room {period} than you think in {jupiterTheme}; {jupiter} is passing through your {jupiterHouse} solar house.',
  'A yes is likelier {period} when the ask touches {jupiterTheme}, with {jupiter} in your {jupiterHouse} solar house.',
  'Optimism has a real footing {period}: {jupiter} lends your {jupiterHouse} solar house, and {jupiterTheme}, its breadth.',
  'Say yes to the bigger version of {jupiterTheme} {period}; {jupiter} in your {jupiterHouse} solar house backs it.',
  'The generous planet, {jupiter}, lights your {jupiterHouse} solar house, so invest your hope {period} in {jupiterTheme}.',
  'Your luck {period} is less random than it looks: {jupiter} favours your {jupiterHouse} solar house and {jupiterTheme}.',
] as const;

export const saturnFrames = [
  '{saturn} in your {saturnHouse} solar house asks for patience {period} with {saturnTheme}.',
  'Meanwhile {saturn} tests your {saturnHouse} solar house, so slow, careful work on {saturnTheme} pays {period}.',
  'The steady pressure of {saturn} falls {period} on your {saturnHouse} solar house and on {saturnTheme}.',
  'Where {saturn} stands, in your {saturnHouse} solar house, shortcuts fail {period}: give {saturnTheme} a plan and time.',
  'With {saturn} in your {saturnHouse} solar house, responsibility {period} gathers around {saturnTheme}.',
  'Your {saturnHouse} solar house holds {saturn}, which is why {saturnTheme} can feel heavy {period}.',
  '{saturn} crosses your {saturnHouse} solar house, taking the teacher’s seat {period} in matters of {saturnTheme}.',
  'Expect {saturn} in your {saturnHouse} solar house to ask {period} for commitment around {saturnTheme}.',
  'Build slowly {period} where {saturn} stands, in your {saturnHouse} solar house of {saturnTheme}.',
  'A deadline or a duty around {saturnTheme} may press {period}; {saturn} in your {saturnHouse} solar house wants it done properly.',
  'Structure is your friend {period} in {saturnTheme}, because {saturn} is crossing your {saturnHouse} solar house.',
  'The long road runs through your {saturnHouse} solar house, where {saturn} asks {period} for steady work on {saturnTheme}.',
  'Patience with {saturnTheme} is not delay but craft {period}, with {saturn} in your {saturnHouse} solar house.',
  'Small, repeated efforts on {saturnTheme} count double {period} while {saturn} holds your {saturnHouse} solar house.',
  'Your {saturnHouse} solar house, home to {saturn}, is where {period} a firm boundary around {saturnTheme} pays off.',
  'Let {saturn} in your {saturnHouse} solar house set the standard {period}: do less in {saturnTheme}, and do it well.',
] as const;

export const marsFrames = [
  '{mars} fires up your {marsHouse} solar house {period}, putting your drive into {marsTheme}.',
  'Energy {period} runs toward {marsTheme}, with {mars} in your {marsHouse} solar house.',
  '{mars} moves through your {marsHouse} solar house, so {period} channel its push into {marsTheme}.',
  'Your ambition takes its cue from {mars} in your {marsHouse} solar house: effort spent on {marsTheme} goes far {period}.',
  'Action comes easily {period} around {marsTheme} while {mars} crosses your {marsHouse} solar house.',
  'With {mars} in your {marsHouse} solar house, impatience may flare {period} around {marsTheme}; aim it, do not waste it.',
  'The restless push of {mars} lands {period} in your {marsHouse} solar house and on {marsTheme}.',
  '{mars} stirs your {marsHouse} solar house, a cue to put your best effort {period} into {marsTheme}.',
  '{period}, drive has an address: {mars}, in your {marsHouse} solar house of {marsTheme}.',
  'Mars supplies the fuel; with {mars} in your {marsHouse} solar house, spend it {period} on {marsTheme}.',
  'Courage gathers {period} around {marsTheme}, because {mars} is passing through your {marsHouse} solar house.',
  'Follow the heat {period}: {mars} warms your {marsHouse} solar house and the work of {marsTheme}.',
  'As {mars} crosses your {marsHouse} solar house, a bold move around {marsTheme} looks less daunting {period}.',
] as const;

/**
 * How Mars meets the Sun, in three tones; {marsAspect} is the aspect's name ("square"). Daily
 * tiles only: over a week or a month the angle changes, and the dated events speak instead.
 */
export const MARS_TONES = ['blend', 'flow', 'tension'] as const;
export type MarsTone = (typeof MARS_TONES)[number];

export const marsAspectLines = {
  blend: [
    'Mars in {marsAspect} with the Sun fuses will and energy, so what you start in your {marsHouse}-house affairs gathers speed.',
    'The Sun and Mars travel together, and your {marsHouse} solar house feels the heat of that {marsAspect}.',
    'A Sun–Mars {marsAspect} turns up the volume on your {marsHouse}-house matters; make sure you like the tune.',
    'With Mars in {marsAspect} with the Sun, courage in your {marsHouse} solar house comes more easily than tact.',
    'Mars and the Sun move as one, lending your {marsHouse}-house plans a burst of fuel.',
    'The {marsAspect} of Mars and the Sun makes your {marsHouse} solar house a place to act rather than wait.',
    'Sun and Mars side by side sharpen your appetite for results in your {marsHouse}-house affairs.',
    'Mars meets the Sun in {marsAspect}, and your {marsHouse} solar house asks you to lead with purpose.',
    'Mars sits in {marsAspect} with the Sun, so your {marsHouse}-house ambitions burn brightly; tend the flame.',
    'Will and drive merge in a Sun–Mars {marsAspect}, concentrating your push in your {marsHouse} solar house.',
    'The Sun–Mars {marsAspect} hands your {marsHouse} solar house extra stamina, and a shorter fuse.',
    'With the Sun and Mars joined in {marsAspect}, the first step in your {marsHouse}-house plans is the easiest.',
    'A {marsAspect} of Mars and the Sun puts your {marsHouse} solar house in the spotlight of your own effort.',
    'Mars and the Sun in {marsAspect} make your {marsHouse}-house affairs a place where you cannot help but act.',
    'Energy and identity fuse in the Sun–Mars {marsAspect}; point it at one aim in your {marsHouse} solar house.',
    'The Sun–Mars {marsAspect} lights a fire under your {marsHouse}-house plans, welcome if you keep it in the hearth.',
  ],
  flow: [
    'Mars makes a {marsAspect} to the Sun, an easy current that helps your {marsHouse}-house efforts land.',
    'A friendly {marsAspect} between Mars and the Sun smooths the way for action in your {marsHouse} solar house.',
    'With Mars and the Sun in {marsAspect}, effort and intention agree, and your {marsHouse}-house plans benefit.',
    'The {marsAspect} of Mars to the Sun lends a cooperative spirit to your {marsHouse}-house work.',
    'Mars and the Sun are in {marsAspect}, so steady pushes in your {marsHouse} solar house meet little resistance.',
    'Thanks to a Mars–Sun {marsAspect}, confidence flows into your {marsHouse}-house matters without forcing.',
    'Mars in {marsAspect} with the Sun makes it simpler to turn your {marsHouse}-house ideas into action.',
    'A {marsAspect} from Mars to the Sun gives your {marsHouse} solar house a helpful tailwind.',
    'Mars and the Sun cooperate in {marsAspect}, so teamwork in your {marsHouse} solar house comes naturally.',
    'The Mars–Sun {marsAspect} means energy you spend in your {marsHouse} solar house tends to come back to you.',
    'Your {marsHouse}-house efforts ride a Mars–Sun {marsAspect}, good for steady progress without drama.',
    'Mars in {marsAspect} to the Sun supports clear decisions about your {marsHouse}-house affairs.',
    'A harmonious {marsAspect} between Mars and the Sun keeps your {marsHouse} solar house moving.',
    'An easy Sun–Mars {marsAspect} lets effort in your {marsHouse} solar house feel lighter than it is.',
    'Mars in {marsAspect} to the Sun rewards a firm, friendly push in your {marsHouse}-house affairs.',
    'With Mars in a kind {marsAspect} to the Sun, your {marsHouse} solar house answers effort without a fight.',
  ],
  tension: [
    'Mars makes a {marsAspect} to the Sun, so pressure builds in your {marsHouse}-house affairs; pace yourself.',
    'The Mars–Sun {marsAspect} can turn drive into friction around your {marsHouse} solar house, so pick your moments.',
    'With Mars and the Sun in {marsAspect}, your {marsHouse}-house plans may meet pushback worth listening to.',
    'A tense {marsAspect} between Mars and the Sun asks for patience before you push in your {marsHouse} solar house.',
    'Mars in {marsAspect} to the Sun stirs impatience in your {marsHouse}-house matters; cool heads win.',
    'The {marsAspect} of Mars to the Sun is a reminder that force is not the only tool in your {marsHouse} solar house.',
    'Mars and the Sun pull against each other in {marsAspect}, so your {marsHouse}-house goals need diplomacy.',
    'Under a Mars–Sun {marsAspect}, effort in your {marsHouse} solar house works best in short, planned bursts.',
    'Mars in {marsAspect} to the Sun can make your {marsHouse}-house tasks feel uphill; break them into steps.',
    'The strain of a Mars–Sun {marsAspect} shows in your {marsHouse} solar house, a hint to rest before you react.',
    'Friction from the Mars–Sun {marsAspect} in your {marsHouse} solar house can sharpen your thinking if you let it.',
    'With a Mars–Sun {marsAspect}, tempers run warmer around your {marsHouse}-house matters; sleep on big replies.',
    'Mars and the Sun meet awkwardly in {marsAspect}, so adjust your {marsHouse}-house plans rather than force them.',
    'A Sun–Mars {marsAspect} puts grit in the gears of your {marsHouse}-house plans; oil them with patience.',
    'Mars in {marsAspect} to the Sun tests your temper in your {marsHouse} solar house; count to ten, then act.',
    'The Mars–Sun {marsAspect} brings a challenge to your {marsHouse}-house affairs that is best met calmly.',
  ],
} as const satisfies Record<MarsTone, readonly string[]>;

/** {moonWhen} is "today", "as the week opens" or "as the month opens". */
export const moonFrames = [
  '{moonWhen}, the {moonPhase} Moon in {moonSign} lights your {moonHouse} solar house, and {moonTone}.',
  'The Moon is {moonPhase} in {moonSign} {moonWhen}, crossing your {moonHouse} solar house; {moonTone}.',
  'Your {moonHouse} solar house hosts the {moonPhase} Moon in {moonSign} {moonWhen}, so {moonTone}.',
  'Read the mood by the {moonPhase} Moon in {moonSign}, crossing your {moonHouse} solar house {moonWhen}: {moonTone}.',
  'With the Moon {moonPhase} in {moonSign} {moonWhen}, your {moonHouse} solar house is lit, and {moonTone}.',
  'The {moonPhase} Moon passes through {moonSign}, your {moonHouse} solar house, {moonWhen}; {moonTone}.',
  'Because the {moonPhase} Moon in {moonSign} touches your {moonHouse} solar house {moonWhen}, {moonTone}.',
  'Notice the Moon {moonWhen}: {moonPhase} in {moonSign} and moving through your {moonHouse} solar house, a sign that {moonTone}.',
  'The {moonPhase} Moon in {moonSign} sets the pace {moonWhen} from your {moonHouse} solar house, and {moonTone}.',
  'Your {moonHouse} solar house feels the {moonPhase} Moon in {moonSign} {moonWhen}, which suggests that {moonTone}.',
  'Under the {moonPhase} Moon in {moonSign}, lighting your {moonHouse} solar house {moonWhen}, {moonTone}.',
  'Let the {moonSign} Moon set your timing {moonWhen}; it is {moonPhase} in your {moonHouse} solar house, so {moonTone}.',
  'The {moonPhase} Moon colours your {moonHouse} solar house from {moonSign} {moonWhen}, and {moonTone}.',
] as const;

/** What each phase suits, as a clause that can follow "and", "so" or a colon. */
export const moonTones = {
  'new-moon': [
    'quiet beginnings take root better than loud announcements',
    'an intention written down now has a whole cycle to grow',
    'the smallest first step counts as a real start',
  ],
  'waxing-crescent': [
    'early plans gain strength when you shield them from too much comment',
    'a fragile idea needs one more day of care before it meets the critics',
    'momentum builds from doing, not from describing',
  ],
  'first-quarter': [
    'a decision you have been circling can finally be made',
    'the first real obstacle shows you where the plan is thin',
    'effort now settles whether a start becomes a habit',
  ],
  'waxing-gibbous': [
    'refining the details pays off more than adding new tasks',
    'polish beats expansion while the light is still growing',
    'a second draft is worth more than a fresh idea',
  ],
  'full-moon': [
    'results and reactions come into plain view',
    'what was hidden in the numbers or the mood shows itself',
    'feelings run high, so judge outcomes once they cool',
  ],
  'waning-gibbous': [
    'sharing what you have learned helps others and clarifies it for you',
    'a debrief, however short, turns experience into skill',
    'gratitude for help received keeps the next door open',
  ],
  'last-quarter': [
    'letting go of a stale commitment frees real energy',
    'a clear-out of tasks makes room for what comes next',
    'an honest review beats another push',
  ],
  'waning-crescent': [
    'rest and review prepare the ground for the next cycle',
    'slowing down now is preparation, not retreat',
    'loose ends are easier to tie than new threads to spin',
  ],
} as const satisfies Record<MoonPhaseId, readonly string[]>;
