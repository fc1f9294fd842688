import type { Element } from '../../../content/signs';

/**
 * How each element tends to look after itself, said to one of its signs. Slot: {sign}. Shared
 * by an element's three signs and dealt so they never meet on one day (eight or more each).
 */
export const elementLines = {
  fire: [
    'As a fire sign, {sign}, you recover by moving first and reflecting second, so let your body lead the way into this.',
    'Your fire burns brightest when it has a purpose, {sign}, and caring for yourself counts as a purpose, not a detour.',
    'Fire signs tend to push through tiredness until it turns into irritation, so catch the signal earlier today, {sign}.',
    'You need warmth and a bit of challenge to feel alive, {sign}, and even inner work goes better when it feels like an adventure.',
    'Enthusiasm is your medicine, {sign}, but it works best when you also let yourself cool down between sparks.',
    'Like any fire sign, {sign}, you can turn frustration into fuel; the trick is to aim it at your own growth instead of at yourself.',
    'Your flame needs oxygen, {sign}: fresh air, a loose schedule and room to act on a good impulse.',
    'Fire signs rarely do things halfway, {sign}, so choose one practice and give it your full, playful attention.',
    'You process feelings through action, {sign}, which means a walk or a burst of creativity can count as emotional work.',
  ],
  earth: [
    'As an earth sign, {sign}, you calm down through your senses, so anything you can touch, taste or tend will help.',
    'Your body keeps a careful record, {sign}, and it often knows you are tired before your mind admits it.',
    'Earth signs trust what is steady and real, {sign}, so a simple routine will do more for you today than a grand plan.',
    'You tend to carry more than your share, {sign}, and part of self-care is setting a few of those loads down.',
    'Slow is not stuck for you, {sign}; an unhurried pace is how an earth sign digests both meals and feelings.',
    'You feel safest when life has structure, {sign}, so give your care a time and a place rather than waiting for a free moment.',
    'Like any earth sign, {sign}, you recharge outdoors, even if that means five minutes with your hands in soil or your feet on grass.',
    'Practical comfort is your language, {sign}: a tidy corner, a good meal and an early night can be a full healing ritual.',
    'You notice what works and keep it, {sign}, so pay attention to which small habit has quietly been holding you up.',
  ],
  air: [
    'As an air sign, {sign}, you untangle feelings by putting them into words, so talk, write or even mutter them aloud.',
    'Your mind is quick and generous, {sign}, and it also needs regular breaks from input before it can hear itself.',
    'Air signs can think about an emotion instead of letting it be felt, {sign}, so check in with your chest and belly as well as your head.',
    'Curiosity heals you, {sign}; approach today’s inner work as something interesting to learn rather than a problem to solve.',
    'You breathe easier when there is space around you, {sign}, in your room, your calendar and your conversations.',
    'Like any air sign, {sign}, you draw energy from people, so pick company that leaves you lighter rather than louder.',
    'Your thoughts can circle like wind around a tower, {sign}, and a simple breath practice gives them somewhere to land.',
    'Ideas arrive for you in bursts, {sign}, so keep a note nearby and let them out of your head onto the page.',
    'Fresh air is more than a figure of speech for you, {sign}: a window, a walk or a breeze resets your whole mood.',
  ],
  water: [
    'As a water sign, {sign}, you absorb the moods around you, so part of today’s care is sorting which feelings are truly yours.',
    'Your sensitivity is a gift, {sign}, and gifts need protecting, so guard some quiet time as if it were an appointment.',
    'Water signs heal through feeling things fully, {sign}, which means tears, music or a long bath can be real medicine.',
    'You remember emotional details others miss, {sign}, and that memory deserves gentleness rather than replay.',
    'Like any water sign, {sign}, you are shaped by your surroundings, so make your space soft, calm and a little beautiful.',
    'Your intuition speaks quietly, {sign}, and it is easiest to hear after rest, water and some time alone.',
    'You give care easily, {sign}; the practice now is receiving it, including from yourself.',
    'Water finds its level when it is still, {sign}, so let your feelings settle before you decide what they mean.',
    'Your inner tides rise and fall with little warning, {sign}, and naming the tide out loud makes it easier to ride.',
  ],
} as const satisfies Record<Element, readonly string[]>;
