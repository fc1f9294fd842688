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
] as const;

export const marsFrames = [
  '{mars} fires up your {marsHouse} solar house {period}, putting your drive into {marsTheme}.',
  'Energy {period} runs toward {marsTheme}, with {mars} in your {marsHouse} solar house.',
  '{mars} moves through your {marsHouse} solar house, so {period} channel its push into {marsTheme}.',
  'Your ambition takes its cue from {mars} in your {marsHouse} solar house: effort spent on {marsTheme} goes far {period}.',
  'Action comes easily {period} around {marsTheme} while {mars} crosses your {marsHouse} solar house.',
  'With {mars} in your {marsHouse} solar house, impatience may flare {period} around {marsTheme}; aim it rather than spend it.',
  'The restless push of {mars} lands {period} in your {marsHouse} solar house and on {marsTheme}.',
  '{mars} stirs your {marsHouse} solar house, a cue to put your best effort {period} into {marsTheme}.',
  'Drive has an address {period}: {mars}, in your {marsHouse} solar house, where {marsTheme} wait for you.',
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
  ],
} as const satisfies Record<MarsTone, readonly string[]>;

/** {moonWhen} is "today", "as the week opens" or "as the month opens". */
export const moonFrames = [
  '{moonWhen}, the {moonPhase} Moon in {moonSign} lights your {moonHouse} solar house, and {moonTone}.',
  'The Moon is {moonPhase} in {moonSign} {moonWhen}, crossing your {moonHouse} solar house; {moonTone}.',
  'Your {moonHouse} solar house hosts the {moonPhase} Moon in {moonSign} {moonWhen}, so {moonTone}.',
  'Read the mood by the Moon, {moonPhase} in {moonSign} and in your {moonHouse} solar house {moonWhen}: {moonTone}.',
  'With the Moon {moonPhase} in {moonSign} {moonWhen}, your {moonHouse} solar house is lit, and {moonTone}.',
  'The {moonPhase} Moon passes through {moonSign}, your {moonHouse} solar house, {moonWhen}; {moonTone}.',
  'Because the {moonPhase} Moon in {moonSign} touches your {moonHouse} solar house {moonWhen}, {moonTone}.',
  'Notice the Moon {moonWhen}: {moonPhase} in {moonSign} and moving through your {moonHouse} solar house, a sign that {moonTone}.',
  'The Moon sets the pace {moonWhen}: {moonPhase} in {moonSign}, in your {moonHouse} solar house, and {moonTone}.',
  'Your {moonHouse} solar house feels the {moonPhase} Moon in {moonSign} {moonWhen}, which suggests that {moonTone}.',
  'Under the {moonPhase} Moon in {moonSign}, lighting your {moonHouse} solar house {moonWhen}, {moonTone}.',
  'Let the Moon guide the timing {moonWhen}; it is {moonPhase} in {moonSign}, your {moonHouse} solar house, so {moonTone}.',
  'The {moonPhase} Moon colours your {moonHouse} solar house from {moonSign} {moonWhen}, and {moonTone}.',
] as const;

/** What each phase suits, as a clause that can follow "and", "so" or a colon. */
export const moonTones = {
  'new-moon': 'quiet beginnings take root better than loud announcements',
  'waxing-crescent': 'early plans gain strength when you shield them from too much comment',
  'first-quarter': 'a decision you have been circling can finally be made',
  'waxing-gibbous': 'refining the details pays off more than adding new tasks',
  'full-moon': 'results and reactions come into plain view',
  'waning-gibbous': 'sharing what you have learned helps others and clarifies it for you',
  'last-quarter': 'letting go of a stale commitment frees real energy',
  'waning-crescent': 'rest and review prepare the ground for the next cycle',
} as const satisfies Record<MoonPhaseId, string>;
