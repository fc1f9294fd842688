import type { MoonPhaseId } from '../../../sky/moon-phases';

/**
 * First sentence of a reading: the Moon's phase as it really is. Each line names its phase
 * in words (the bank test checks), so the text always states the fact it rests on.
 * Slots: {opening} ("today", "as the week opens" ...), {illumination}, {sign}, {moonSign}.
 */
export const phaseOpeners = {
  'new-moon': [
    '{opening}, the sky holds a New Moon, dark and only {illumination} lit: the quietest page of the lunar month, and the best one for writing a first line.',
    'A New Moon presides {opening}, and with so little light on the lunar face, what you intend matters more than what you show.',
    'The Moon travels close to the Sun {opening}, a New Moon that hides its face and asks you to plant something you cannot see yet.',
    'Under the New Moon {opening}, the cosmos works less like a spotlight and more like a seed tray: small, deliberate starts count more than grand announcements.',
    '{opening}, the New Moon leaves the night to the stars, a natural pause in which {sign} can choose, quietly, what to grow next.',
  ],
  'waxing-crescent': [
    '{opening}, a Waxing Crescent hangs in the western dusk, about {illumination} lit: a thin bright edge of momentum that rewards a first real step.',
    'The Moon is a Waxing Crescent {opening}, its light returning sliver by sliver, much as confidence does after an idea has been spoken aloud once.',
    'A Waxing Crescent Moon, {illumination} lit, leans toward growth {opening}; plans that felt abstract a few days ago begin to ask for a place in the calendar.',
    '{opening}, the young Waxing Crescent reminds {sign} that beginnings are fragile and worth protecting from too many opinions too soon.',
    'With a Waxing Crescent in the sky {opening}, energy gathers rather than bursts, so steady, small efforts land better than one heroic push.',
  ],
  'first-quarter': [
    '{opening}, the Moon reaches its First Quarter, roughly {illumination} lit, the point in the cycle where good intentions meet their first real test.',
    'A First Quarter Moon stands high at sunset {opening}, a crisp half-disc that asks for a decision instead of another round of deliberation.',
    'The First Quarter Moon {opening} brings a little friction, and friction is useful: it shows {sign} exactly where a plan needs adjusting.',
    '{opening}, with the Moon at First Quarter and {illumination} of its face in sunlight, momentum is available to anyone willing to commit.',
    'Half bright and half shadow, the First Quarter Moon {opening} mirrors a choice between the comfortable path and the one that actually moves you forward.',
  ],
  'waxing-gibbous': [
    '{opening}, a Waxing Gibbous Moon swells toward full, already {illumination} lit, and the sky favours refining what you have rather than starting over.',
    'The Moon is Waxing Gibbous {opening}, bright and nearly round, a phase for polishing, rehearsing and checking the details one more time.',
    'With the Waxing Gibbous Moon at {illumination} {opening}, anticipation builds, and {sign} may sense that something is close to ripening.',
    '{opening}, the Waxing Gibbous phase lends patience to the almost-finished: the last edit, the final conversation, the gentle adjustment.',
    'A generous Waxing Gibbous Moon rises in the afternoon {opening}, lighting the evening long before dark, a hint that your efforts are becoming visible.',
  ],
  'full-moon': [
    '{opening}, a Full Moon lights the whole night, about {illumination} illuminated, and whatever has been growing in private now wants to be seen.',
    'The Full Moon {opening} brings things to a head in the kindest possible way: by making them impossible to ignore.',
    'Under a Full Moon {opening}, feelings run a little larger than usual, so {sign} does well to name them before acting on them.',
    '{opening}, the Full Moon stands opposite the Sun, a sky-wide balancing act that asks you to weigh what you want against what you need.',
    'A bright Full Moon rises at sunset {opening}, a natural moment to celebrate progress, close a chapter and notice how far you have come.',
  ],
  'waning-gibbous': [
    '{opening}, the Moon is a Waning Gibbous, still {illumination} lit but past its peak, a phase for sharing what you have learned.',
    'The Waning Gibbous Moon {opening} rises later each night, and its mood is reflective: gratitude, generosity and honest review.',
    'With a Waning Gibbous Moon overhead {opening}, {sign} can turn recent experience into wisdom by talking it through with someone trusted.',
    '{opening}, the Waning Gibbous light begins its slow retreat, inviting you to loosen your grip on anything that has already run its course.',
    'A Waning Gibbous Moon, around {illumination} lit {opening}, favours teaching, mentoring and passing on a tip that once helped you.',
  ],
  'last-quarter': [
    '{opening}, the Moon reaches its Last Quarter, half lit and waning, a turning point that favours clearing space over adding more.',
    'The Last Quarter Moon {opening} rises around midnight, a quiet signal to close open loops and let go of a plan that no longer fits.',
    'Half in light at about {illumination}, the Last Quarter Moon {opening} asks {sign} to sort the essential from the merely familiar.',
    '{opening}, under a Last Quarter Moon, a small act of editing (a drawer, an inbox, a commitment) can feel surprisingly freeing.',
    'A Last Quarter Moon {opening} marks the cycle’s final turn, a moment to forgive a misstep and carry only the lesson forward.',
  ],
  'waning-crescent': [
    '{opening}, a thin Waning Crescent lingers in the dawn sky, only {illumination} lit, the softest phase of the cycle and a call to rest before the next beginning.',
    'The Moon is a Waning Crescent {opening}, fading toward new, and the sky favours endings, sleep, dreams and unhurried thinking.',
    'With a Waning Crescent Moon {opening}, {sign} may feel more tired or more inward than usual, and that is the season, not a failing.',
    '{opening}, the Waning Crescent offers a clean slate in waiting: tidy up, rest, and let intuition do some of the work.',
    'A pale Waning Crescent, just {illumination} lit {opening}, is the Moon’s long exhale; letting go is not defeat when it makes room for renewal.',
  ],
} as const satisfies Record<MoonPhaseId, readonly string[]>;
