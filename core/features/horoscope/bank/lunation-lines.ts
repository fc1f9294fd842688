import type { LunationType } from '../../../sky/sky-in-period';

/**
 * A lunation that is exact on the reading's own day, replacing the phase sentence. Each line
 * names the lunation in words, and all twelve signs may stand under it at once, so twelve or
 * more per type. Slots: {eventSign} (the sign the lunation falls in).
 */
export const lunationDayLines = {
  'new-moon': [
    'The New Moon is exact today in {eventSign}, the cycle’s very first breath, and a single written intention is worth more than a long wish list.',
    'Today’s New Moon falls in {eventSign}, so the page is as blank as it will ever be; write one line on it that you mean.',
    'A New Moon in {eventSign} becomes exact today, a dark, fertile moment for starting something small and private.',
    'With the New Moon exact in {eventSign} today, the month’s story has not been written yet, and you get a say in its first chapter.',
    'Today brings the exact New Moon in {eventSign}, a natural reset that works best when you begin gently rather than loudly.',
    'The Moon and Sun meet in {eventSign} today at the New Moon, and the quiet that follows is a good place to hear what you want next.',
    'The New Moon falls in {eventSign} today, which makes this a day to plant, not to harvest: choose the seed and trust the season.',
    'Under today’s New Moon in {eventSign}, a fresh habit begun with modest ambitions has the whole waxing month to take root.',
    'Today’s New Moon in {eventSign} asks for a beginning so small it could not possibly fail, and then for you to keep it.',
    'As the New Moon turns exact in {eventSign} today, let the darkness be restful rather than empty; new things grow out of sight.',
    'A New Moon in {eventSign} is exact today, the lunar equivalent of a clean notebook, so give it a first page worth keeping.',
    'Today the New Moon lands in {eventSign}, a moment when setting a direction matters far more than knowing every step.',
    'The exact New Moon in {eventSign} today favours quiet resolutions, the kind you admit to yourself before anyone else hears them.',
  ],
  'first-quarter': [
    'The First Quarter Moon is exact today in {eventSign}, a half-lit checkpoint that asks whether your plan still deserves your effort.',
    'Today the Moon reaches First Quarter in {eventSign}, and the little resistance you meet is information, not a stop sign.',
    'A First Quarter Moon in {eventSign} becomes exact today, favouring decisions that have been hovering for a week.',
    'With the First Quarter Moon exact in {eventSign} today, a small, firm action will do more than another evening of weighing options.',
    'Today brings the exact First Quarter Moon in {eventSign}, the first real test of what you set in motion at the New Moon.',
    'The Moon is exactly at First Quarter in {eventSign} today, half in light, a fair picture of a project that is underway but not yet safe.',
    'Under today’s First Quarter Moon in {eventSign}, friction shows you where to adjust, so treat every snag as a useful note.',
    'Today’s First Quarter Moon in {eventSign} rewards commitment: pick the option you would choose if you trusted yourself a little more.',
    'The First Quarter Moon falls in {eventSign} today, a crisp turning point that favours repairs, revisions and a clear yes or no.',
    'As the Moon hits First Quarter in {eventSign} today, momentum is there for the taking, provided you decide where to aim it.',
    'A First Quarter Moon in {eventSign} is exact today, so if a plan wobbles, strengthen its weakest part rather than starting over.',
    'Today the First Quarter Moon stands in {eventSign}, and the courage it asks for is modest: one honest step past your comfort zone.',
    'The exact First Quarter Moon in {eventSign} today makes a good day for the conversation that moves a stalled matter forward.',
  ],
  'full-moon': [
    'The Full Moon is exact today in {eventSign}, the brightest night of the cycle, and what has grown since the New Moon is now in plain view.',
    'Today the Full Moon ripens in {eventSign}, so emotions may run high; name what you feel before deciding what to do with it.',
    'A Full Moon in {eventSign} becomes exact today, a natural moment to celebrate progress and release one thing you have outgrown.',
    'With the Full Moon exact in {eventSign} today, little stays hidden, which makes honesty both easier and more necessary.',
    'Today brings the exact Full Moon in {eventSign}, a high tide of feeling that is best met with patience and a good night’s sleep.',
    'The Full Moon in {eventSign} stands opposite the Sun today, asking you to balance what you want for yourself with what others need.',
    'Under today’s Full Moon in {eventSign}, gratitude is the steadiest response to a bright, busy sky.',
    'Today’s Full Moon in {eventSign} shines a light on results, so look at what your efforts have actually produced, kindly and clearly.',
    'The Full Moon falls in {eventSign} today, ideal for finishing, sharing and letting yourself be seen for the work you have done.',
    'As the Full Moon peaks in {eventSign} today, a small ritual of letting go, even crossing one item off for good, can feel wonderfully light.',
    'A Full Moon in {eventSign} is exact today, so give strong feelings a little room to breathe before they turn into decisions.',
    'Today the Full Moon rises in {eventSign} at sunset, a silver invitation to step outside, look up and count your blessings.',
    'The exact Full Moon in {eventSign} today brings a peak of visibility, a generous time to thank the people who helped you get here.',
  ],
  'last-quarter': [
    'The Last Quarter Moon is exact today in {eventSign}, a half-lit turning point that favours clearing space over adding more.',
    'Today the Moon reaches Last Quarter in {eventSign}, a quiet cue to close open loops and retire a plan that no longer fits.',
    'A Last Quarter Moon in {eventSign} becomes exact today, perfect for sorting what is essential from what is merely familiar.',
    'With the Last Quarter Moon exact in {eventSign} today, a small act of editing can free more energy than any new start.',
    'Today brings the exact Last Quarter Moon in {eventSign}, a moment to forgive a misstep and keep only the lesson.',
    'The Moon is exactly at Last Quarter in {eventSign} today, rising around midnight and asking what you are ready to stop doing.',
    'Under today’s Last Quarter Moon in {eventSign}, honest review beats fresh ambition, so glance back before you plan ahead.',
    'Today’s Last Quarter Moon in {eventSign} rewards tidy endings: the finished task, the returned item, the apology sent.',
    'The Last Quarter Moon falls in {eventSign} today, a crisp, practical turning point for decluttering a schedule or a shelf.',
    'As the Moon reaches Last Quarter in {eventSign} today, a habit that has quietly stopped helping you can be put down without ceremony.',
    'A Last Quarter Moon in {eventSign} is exact today, so let the waning light make letting go feel natural rather than like a loss.',
    'Today the Last Quarter Moon stands in {eventSign}, and the question it asks is simple: what are you done carrying?',
    'The exact Last Quarter Moon in {eventSign} today favours wrapping up, so give an unfinished matter the ending it deserves.',
  ],
} as const satisfies Record<LunationType, readonly string[]>;

/**
 * A lunation inside a week or a month, with its exact UTC date. Twelve or more per type, since
 * every sign's reading of the period mentions it. Slots: {eventDate} ("May 16"), {eventSign}, {sign}.
 */
export const lunationPeriodLines = {
  'new-moon': [
    'The New Moon on {eventDate}, in {eventSign}, is the cycle’s fresh page: a good day to write down one intention and one first step.',
    'On {eventDate} a New Moon begins in {eventSign}, an ideal moment to begin quietly rather than loudly.',
    'Mark the New Moon in {eventSign} on {eventDate}; what you start near it tends to grow with the light that follows.',
    'When the New Moon renews the cycle in {eventSign} on {eventDate}, give yourself permission to start small and stay curious, {sign}.',
    'The New Moon in {eventSign} on {eventDate} clears the slate, so save your boldest fresh start for that day or the one after.',
    'Circle {eventDate} for the New Moon in {eventSign}, a dark, restful day that suits planning more than performing.',
    'A New Moon arrives in {eventSign} on {eventDate}, and an intention set then can ride the whole waxing fortnight that follows.',
    'On {eventDate}, the New Moon in {eventSign} invites a private resolution, one you keep for yourself before sharing it.',
    'The New Moon in {eventSign} on {eventDate} is a natural reset button, {sign}, so let an old frustration end there.',
    'Around the New Moon in {eventSign} on {eventDate}, energy dips before it rises; plan a gentle day and a fresh start the morning after.',
    'With the New Moon in {eventSign} on {eventDate}, the sky hands you a beginning; choose one thing worth beginning.',
    'The New Moon of {eventDate} falls in {eventSign}, a seed-sowing moment that rewards patience more than speed.',
    'Let the New Moon in {eventSign} on {eventDate} be your line in the sand, {sign}: the day a small new habit starts.',
  ],
  'first-quarter': [
    'The First Quarter Moon on {eventDate}, in {eventSign}, is a checkpoint: adjust the plan rather than abandon it.',
    'On {eventDate} the Moon reaches First Quarter in {eventSign}, adding a push that helps hesitant decisions along.',
    'Expect a little productive tension near the First Quarter Moon in {eventSign} on {eventDate}.',
    'The First Quarter Moon in {eventSign} on {eventDate} favours a firm decision, {sign}, so gather what you need to make it.',
    'Circle {eventDate} for the First Quarter Moon in {eventSign}, a good day to fix the weak spot in a plan.',
    'A First Quarter Moon in {eventSign} on {eventDate} tests your commitment in a friendly way; one clear action answers it.',
    'On {eventDate}, the First Quarter Moon in {eventSign} turns intentions into tasks, so put a date next to each one.',
    'The First Quarter Moon of {eventDate}, in {eventSign}, rewards courage in small doses, such as the email you keep postponing.',
    'When the Moon reaches First Quarter in {eventSign} on {eventDate}, let resistance show you what to improve, {sign}.',
    'Near the First Quarter Moon in {eventSign} on {eventDate}, momentum picks up; make sure it is carrying you where you want to go.',
    'The First Quarter Moon in {eventSign} on {eventDate} is half light and half shadow, a fair moment to weigh effort against reward.',
    'With the First Quarter Moon in {eventSign} on {eventDate}, choose the harder right thing over the easier almost-right one.',
    'On {eventDate} a First Quarter Moon in {eventSign} favours repairs and revisions, the unglamorous work that keeps plans alive.',
  ],
  'full-moon': [
    'The Full Moon on {eventDate}, in {eventSign}, brings a peak of feeling and visibility, so expect something to come to light.',
    'On {eventDate} the Full Moon shines in {eventSign}, a natural time to celebrate progress and release what no longer fits.',
    'Mark the Full Moon in {eventSign} on {eventDate}; emotions may run high, so keep plans flexible and your heart open.',
    'When the Full Moon rises in {eventSign} on {eventDate}, notice what has ripened since the last New Moon, {sign}.',
    'The Full Moon in {eventSign} on {eventDate} favours finishing and sharing, so aim to complete something worth showing by then.',
    'Circle {eventDate} for the Full Moon in {eventSign}, a bright night for gratitude, reunions and honest talks.',
    'A Full Moon in {eventSign} on {eventDate} turns up the emotional volume, {sign}, so give yourself a quiet evening afterwards.',
    'On {eventDate}, the Full Moon in {eventSign} shows results plainly; let what you see guide the next step rather than judge you.',
    'The Full Moon of {eventDate}, in {eventSign}, is a good time to let go of one grudge, one habit or one unnecessary worry.',
    'Near the Full Moon in {eventSign} on {eventDate}, sleep may be lighter and feelings louder; plan gently around it.',
    'The Full Moon in {eventSign} on {eventDate} stands opposite the Sun, a reminder to balance your needs with other people’s.',
    'With the Full Moon in {eventSign} on {eventDate}, a small celebration fits the sky, even if it is only a walk under that light.',
    'On {eventDate} a Full Moon in {eventSign} lights up what you have built, {sign}, so take a moment to be proud of it.',
  ],
  'last-quarter': [
    'The Last Quarter Moon on {eventDate}, in {eventSign}, favours tidying up, finishing and forgiving.',
    'On {eventDate} the Moon reaches Last Quarter in {eventSign}, a good time to let go of one thing you have outgrown.',
    'Near the Last Quarter Moon in {eventSign} on {eventDate}, simplify: fewer commitments, clearer priorities.',
    'The Last Quarter Moon in {eventSign} on {eventDate} is ideal for closing loops, {sign}, so list the loose ends before then.',
    'Circle {eventDate} for the Last Quarter Moon in {eventSign}, a practical day for sorting, mending and returning.',
    'A Last Quarter Moon in {eventSign} on {eventDate} turns the cycle toward rest, so begin winding down what is nearly done.',
    'On {eventDate}, the Last Quarter Moon in {eventSign} asks what you are ready to stop doing, and a short answer is enough.',
    'The Last Quarter Moon of {eventDate}, in {eventSign}, rewards honest review; what worked deserves repeating, and what did not deserves a kind goodbye.',
    'When the Moon reaches Last Quarter in {eventSign} on {eventDate}, clear one physical space and notice how your thinking clears with it, {sign}.',
    'Near the Last Quarter Moon in {eventSign} on {eventDate}, you may feel less patient with clutter of every kind; let that impatience do some tidying.',
    'The Last Quarter Moon in {eventSign} on {eventDate} is a turning point for habits, a good moment to retire the one that drains you.',
    'With the Last Quarter Moon in {eventSign} on {eventDate}, endings come more easily, so finish rather than start.',
    'On {eventDate} a Last Quarter Moon in {eventSign} favours apologies, thank-yous and the small gestures that close a chapter well.',
  ],
} as const satisfies Record<LunationType, readonly string[]>;

/**
 * The second lunation of one type inside a month (two Full Moons, say), so the same type does
 * not read twice. Slots: {lunation} ("Full Moon", "First Quarter Moon" ...), {eventDate}, {eventSign}.
 */
export const repeatLunationLines = [
  'The cycle comes round again before the month is out, with a second {lunation} on {eventDate}, this time in {eventSign}.',
  'A second {lunation} arrives on {eventDate} in {eventSign}, a rare repeat that lets you revisit the theme of the first one with more wisdom.',
  'On {eventDate} the month brings another {lunation}, now in {eventSign}, a chance to finish what the first one started.',
  'The month closes its circle with another {lunation} on {eventDate}, in {eventSign}, a fitting bookend to the weeks in between.',
  'Before the month ends, a second {lunation} lands in {eventSign} on {eventDate}, so whatever you began at the first has a second chance.',
  'Twice in one month: the {lunation} returns on {eventDate} in {eventSign}, a timely echo that rewards steady effort.',
  'Another {lunation} on {eventDate}, in {eventSign}, gives the month a second turning point of the same kind, an invitation to compare how you have changed.',
  'The lunar rhythm repeats itself with a second {lunation} in {eventSign} on {eventDate}, a gentle encore rather than a rerun.',
  'On {eventDate}, a second {lunation} in {eventSign} lets you check in with the intention you set around the first.',
  'The calendar fits in one more {lunation}, in {eventSign} on {eventDate}, and its return is a nudge to follow through.',
  'A second {lunation} this month, in {eventSign} on {eventDate}, gives you a rare second pass at the same lesson.',
  'Late in the month, on {eventDate}, the {lunation} comes back in {eventSign}, a reminder that cycles keep offering another chance.',
] as const;
