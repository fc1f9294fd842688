import type { MoonPhaseId } from '../../../sky/moon-phases';

/**
 * The Moon's part of the month, as self-care reads it: seeding (new to crescent), building
 * (first quarter to gibbous), blooming (full and just after), releasing (last quarter to the
 * final crescent). Each of the eight named phases belongs to one.
 */
export const LUNAR_TIDES = ['seeding', 'building', 'blooming', 'releasing'] as const;
export type LunarTide = (typeof LUNAR_TIDES)[number];

export const tideOfPhase = {
  'new-moon': 'seeding',
  'waxing-crescent': 'seeding',
  'first-quarter': 'building',
  'waxing-gibbous': 'building',
  'full-moon': 'blooming',
  'waning-gibbous': 'blooming',
  'last-quarter': 'releasing',
  'waning-crescent': 'releasing',
} as const satisfies Record<MoonPhaseId, LunarTide>;

/**
 * The opening sentence about today's sky. Slots: {phase}, {moonSign}, {illumination}. Exactly
 * twelve per tide: the twelve signs never open a day with the same words, and a line comes back
 * to one reader only after a multiple of twelve days, when the Moon (which needs about 27 days to
 * return to a sign) always stands in another sign, so the sentence a reader meets is new.
 */
export const skyLines = {
  seeding: [
    'With {phase} in {moonSign}, the sky is dark and quiet, and quiet is exactly what a tender intention needs before it grows.',
    'Today brings {phase} in {moonSign}, only {illumination} lit: a soft, low-light day for planting one small wish for yourself.',
    '{phase} in {moonSign} asks for less doing and more listening, so let your energy stay low without calling it laziness.',
    'The Moon is barely showing today, {phase} passing through {moonSign}, and fresh starts made in this hush tend to be honest ones.',
    'Under {phase} in {moonSign} you may feel more tired or more private than usual; both are invitations to begin gently.',
    'A thin sliver of light, {phase} in {moonSign}, is enough to see the next step but not the whole path, and that is fine for now.',
    'Today the Moon sits in {moonSign} as {phase}, a seed-time in the month when quiet resolutions take root more easily than loud ones.',
    '{phase} in {moonSign} clears the slate a little, so notice which habit you would like to start fresh with this cycle.',
    'Only {illumination} of {phase} is lit in {moonSign}, so your inner world may feel hazy, and a little haze is where new ideas incubate.',
    'This is the hopeful, unfinished part of the month, {phase} moving through {moonSign}, so treat yourself like something just sprouting.',
    '{phase} travels through {moonSign} today, and the darker sky favours rest, journaling and setting one kind intention over big decisions.',
    'The cycle is starting over with {phase} in {moonSign}, a good moment to ask what you want to feel more of in the weeks ahead.',
  ],
  building: [
    'With {phase} in {moonSign}, the light is growing and so is the pressure to keep up, so pace yourself instead of racing the Moon.',
    'Today brings {phase} in {moonSign}, {illumination} lit, and the month’s building energy rewards steady effort more than bursts.',
    '{phase} in {moonSign} can surface a little friction between what you planned and what you feel; adjust the plan, not your worth.',
    'The Moon is gathering light in {moonSign} as {phase}, and whatever you began earlier in the month now wants a second, kinder push.',
    'Under {phase} in {moonSign} your motivation may run ahead of your reserves, so build in a pause before you need one.',
    'A half-lit or fuller sky, {phase} in {moonSign}, shows how far you have come, and it is worth admitting that progress out loud.',
    'Today the Moon stands in {moonSign} as {phase}, a working stretch of the month when small, repeated care adds up fastest.',
    '{phase} in {moonSign} brightens things that were vague a week ago, so this is a good day to refine a routine rather than replace it.',
    'As {phase} in {moonSign} reaches {illumination} lit, feelings gain volume; let them inform you without letting them drive.',
    'This is the month’s climbing phase, {phase} crossing {moonSign}, and climbing goes better with water, breaks and a steady breath.',
    '{phase} moves through {moonSign} today, nudging you to keep a promise you made to yourself even if you keep only half of it.',
    'The Moon is swelling toward full in {moonSign} as {phase}, and tension you feel now often points to what matters most.',
  ],
  blooming: [
    'With {phase} in {moonSign}, everything is lit up, feelings included, so expect things to seem bigger today than they will tomorrow.',
    'Today brings {phase} in {moonSign}, {illumination} lit, a bright moment for noticing what has grown since the month began.',
    '{phase} in {moonSign} shines into corners you usually skip, which is uncomfortable and useful in equal measure.',
    'The Moon is round and bright in {moonSign} as {phase}, and emotions that were simmering may finally ask to be spoken.',
    'Under {phase} in {moonSign} sleep can be lighter and reactions quicker, so build a softer evening than usual.',
    'A bright, generous sky, {phase} in {moonSign}, makes this a day for gratitude: name three things that went right this cycle.',
    'Today the Moon sits in {moonSign} as {phase}, the harvest part of the month when insight comes easily and rest comes hard.',
    '{phase} in {moonSign} brings things to the surface, and you are allowed to look at them without fixing them today.',
    'Your inner tide runs high under {phase} in {moonSign}, {illumination} lit, so protect some quiet for yourself before the day fills.',
    'This is the month at its brightest, {phase} moving through {moonSign}, a good time to share what you have learned about yourself.',
    '{phase} crosses {moonSign} today, and what you see clearly under this light is worth writing down before it fades.',
    'The Moon is spilling its light from {moonSign} as {phase}, so let yourself feel full and tired at once without judging either.',
  ],
  releasing: [
    'With {phase} in {moonSign}, the light is draining away, and so can an old worry if you let this part of the month carry it out.',
    'Today brings {phase} in {moonSign}, {illumination} lit, a quiet stretch of the cycle that favours clearing over collecting.',
    '{phase} in {moonSign} asks what you can put down, whether that is a grudge, a task or a standard nobody asked you to meet.',
    'The Moon is thinning in {moonSign} as {phase}, and energy naturally dips now, so rest reads as wisdom, not weakness.',
    'Under {phase} in {moonSign} you may crave early nights and fewer voices, and honouring that helps the next cycle start well.',
    'A shrinking sky, {phase} in {moonSign}, is a natural time to tidy your space and your calendar until both can breathe.',
    'Today the Moon sits in {moonSign} as {phase}, the exhale of the month, when endings tend to feel lighter than they look.',
    '{phase} in {moonSign} helps you let the month’s noise settle, so spend a few minutes simply noticing what you no longer need.',
    'Only {illumination} of {phase} still shines in {moonSign}, a low-tide day for forgiving yourself for what did not get done.',
    'This is the closing chapter of the cycle, {phase} crossing {moonSign}, and closing chapters deserve a soft landing.',
    '{phase} moves through {moonSign} today, which makes it easier than usual to say no to one thing that drains you.',
    'The Moon is fading in {moonSign} as {phase}, so treat today as a clearing day: fewer plans, more space, slower breaths.',
  ],
} as const satisfies Record<LunarTide, readonly string[]>;
