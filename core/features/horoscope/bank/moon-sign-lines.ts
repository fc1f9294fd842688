import type { SignId } from '../../../content/signs';

/** The mood the Moon takes on in each sign it crosses (it changes sign every two to three days). */
export const moonSignLines = {
  aries: [
    'With the Moon moving through {moonSign}, emotions run quick and hot; it is an easy time to start things and a harder one to wait for them.',
    'The Moon in {moonSign} lends a spark of courage, the sort that finally gets an overdue message sent.',
    '{moonSign} colours the Moon’s mood with impatience and daring, so channel restless energy into movement rather than arguments.',
    'While the Moon crosses {moonSign}, honesty arrives unfiltered; say the true thing, and say it kindly.',
  ],
  taurus: [
    'With the Moon moving through {moonSign}, the body wants comfort and the mind wants certainty, so slow meals and steady routines help.',
    'The Moon in {moonSign} is at its most settled, a reassuring influence for anything that needs patience, from a garden to a friendship.',
    '{moonSign} gives the Moon a taste for simple pleasures: warm light, good bread, a song you already know by heart.',
    'As the Moon passes through {moonSign}, stubbornness and loyalty are two sides of one coin; choose which side to show.',
  ],
  gemini: [
    'With the Moon moving through {moonSign}, conversation is the weather: messages multiply, and curiosity opens doors.',
    'The Moon in {moonSign} makes the mind nimble and a little scattered, so write down the good ideas before the next one arrives.',
    '{moonSign} lends the Moon a light, playful tone, perfect for learning something new or reconnecting with an old friend.',
    'As the Moon crosses {moonSign}, feelings get processed through words; a chat or a journal page can untangle a lot.',
  ],
  cancer: [
    'With the Moon at home in {moonSign}, its own sign, feelings rise close to the surface and home becomes the place to recharge.',
    'The Moon in {moonSign} strengthens memory and tenderness, so a family story or an old photograph might speak loudly.',
    '{moonSign} turns the Moon protective; look after your inner circle and let yourself be looked after in return.',
    'As the Moon moves through {moonSign}, moods ebb and flow like tides, and cooking, nesting and caring are quietly powerful.',
  ],
  leo: [
    'With the Moon moving through {moonSign}, the heart wants an audience, and a little playful showmanship is welcome.',
    'The Moon in {moonSign} warms the emotional climate, making generosity, praise and creative play especially rewarding.',
    '{moonSign} gives the Moon a proud glow; recognise your own efforts before waiting for anyone else to notice them.',
    'As the Moon crosses {moonSign}, courage and pride walk together, so let confidence lead but keep the door open to others.',
  ],
  virgo: [
    'With the Moon moving through {moonSign}, tidying, sorting and fixing feel oddly soothing, and small improvements add up fast.',
    'The Moon in {moonSign} sharpens the eye for detail: useful for practical problems, less so for judging yourself.',
    '{moonSign} steers the Moon toward service, so a quiet favour done well may mean more than a grand gesture.',
    'As the Moon passes through {moonSign}, routines become a comfort, and a well-made list can calm a busy mind.',
  ],
  libra: [
    'With the Moon moving through {moonSign}, harmony matters, and people are more willing than usual to meet halfway.',
    'The Moon in {moonSign} favours partnership, beauty and fair exchanges; a shared decision sits better than a solo one.',
    '{moonSign} softens the Moon’s edges, making this a gracious time for apologies, invitations and small kindnesses.',
    'As the Moon crosses {moonSign}, indecision can creep in; weigh the options, then trust the scales and choose.',
  ],
  scorpio: [
    'With the Moon moving through {moonSign}, feelings run deep and private, and surface chatter satisfies less than usual.',
    'The Moon in {moonSign} heightens intuition and intensity; notice what you sense in a room before anyone says a word.',
    '{moonSign} gives the Moon a taste for truth, so an honest conversation now can transform a stuck situation.',
    'As the Moon passes through {moonSign}, old feelings may resurface for one last look before they are finally released.',
  ],
  sagittarius: [
    'With the Moon moving through {moonSign}, the spirit grows restless for horizons: a new idea, a new route, a new perspective.',
    'The Moon in {moonSign} lifts the mood with optimism and humour, and a laugh shared now carries further than usual.',
    '{moonSign} sends the Moon looking for meaning, so books, travel plans and big-picture talks feel nourishing.',
    'As the Moon crosses {moonSign}, frankness is in the air; aim for honesty that opens doors rather than slamming them.',
  ],
  capricorn: [
    'With the Moon moving through {moonSign}, feelings take a practical turn, and getting one solid thing done is its own comfort.',
    'The Moon in {moonSign} favours structure and responsibility; long-term plans look clearer in this steady light.',
    '{moonSign} lends the Moon a reserved, capable mood, the kind that quietly finishes what others only talk about.',
    'As the Moon passes through {moonSign}, remember that discipline includes rest, and a boundary is a form of self-respect.',
  ],
  aquarius: [
    'With the Moon moving through {moonSign}, a little emotional distance brings clarity, and unusual solutions look appealing.',
    'The Moon in {moonSign} stirs community spirit, so friends, groups and shared causes offer a sense of belonging.',
    '{moonSign} makes the Moon inventive and independent, a good influence for breaking a habit that has outstayed its welcome.',
    'As the Moon crosses {moonSign}, the future feels closer than usual, so sketch the version of your life you actually want.',
  ],
  pisces: [
    'With the Moon moving through {moonSign}, imagination and empathy run high, and the line between your feelings and others’ can blur.',
    'The Moon in {moonSign} is dreamy and compassionate, ideal for art, music, prayer or any quiet practice that restores you.',
    '{moonSign} softens the Moon into a gentle, porous mood; protect your energy with rest and a little solitude.',
    'As the Moon drifts through {moonSign}, dreams and hunches carry messages worth writing down before they fade.',
  ],
} as const satisfies Record<SignId, readonly string[]>;
