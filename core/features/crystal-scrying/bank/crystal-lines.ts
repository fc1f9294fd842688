/**
 * The sentence bank of the offline crystal vision. Slots: {sign}, {element} (the sign's; {aElement} with its article),
 * {crystal}, {crystalElement}, {chakra}, {vision} (one of the stone's vision types,
 * lower case), {phase}, {moonSign}, {illumination}. Every pool is read by all twelve signs on
 * one day, so each holds twelve entries (the bank test checks the sizes and the slots).
 */

/** The opening: today's real Moon and the session it sets up. */
export const skyLines = [
  'With {phase} in {moonSign} above you, the room can stay dim and let {crystal} do the glowing.',
  'Tonight’s sky holds {phase} in {moonSign}, {illumination} lit, and {sign} sits down with {crystal} under that particular glow.',
  '{phase} is passing through {moonSign}, a fitting backdrop for a slow look into {crystal}.',
  'Your session opens under {phase} in {moonSign}, and the stone seems to take on a little of that lunar mood.',
  'The Moon shows {illumination} of its face from {moonSign} today, and {crystal} catches the same measure of light and shadow.',
  'As {phase} crosses {moonSign}, the mists inside {crystal} begin to stir for {sign}.',
  'Scryers have always watched the Moon, and today it stands in {moonSign} as {phase}, framing what {crystal} has to show.',
  'Under {phase} in {moonSign}, the surface of {crystal} looks deeper than usual, as if it were holding its breath.',
  'Today’s Moon, {phase} in {moonSign}, lends a quiet charge to the moment you first lower your eyes to {crystal}.',
  'The Moon shines from {moonSign} with {illumination} of its disc lit as {sign} settles in front of {crystal}.',
  'The sky is keeping {phase} in {moonSign}, and the stone answers that rhythm with a slow, inward shimmer.',
  'The Moon spends today in {moonSign} as {phase}, and {crystal} feels ready to be read.',
  'Today {phase} stands in {moonSign}, and {crystal} seems to gather that light into its centre.',
  'The Moon is in {moonSign} as {phase}, a sky that suits a patient look into {crystal}.',
  'With {illumination} of the Moon lit from {moonSign}, {crystal} holds just as much brightness as it needs.',
  '{phase} in {moonSign} frames today’s session, and {sign} brings {crystal} into its glow.',
  'Above you {phase} travels through {moonSign} while {crystal} waits on the table below.',
  'Scrying under {phase} in {moonSign} is an old habit, and {crystal} is a fine partner for it.',
  'The sky today shows {phase} in {moonSign}, and the depths of {crystal} answer with their own slow light.',
  'Under {phase} in {moonSign}, {sign} can let {crystal} set the pace of the session.',
  'Tonight {phase} rests in {moonSign}, and a dim room lets {crystal} speak more clearly.',
  '{phase} crosses {moonSign} today, so hold {crystal} a moment before you begin to look.',
];

/** The bond when the stone is one of the sign's own (listed for it or sharing its element). */
export const kinLines = [
  '{crystal} is one of your stones, {sign}, and it tends to answer your {element} temperament without much coaxing.',
  'Tradition pairs {crystal} with {sign}, so the first images may arrive sooner than you expect.',
  'As {aElement} sign you meet {crystal} on familiar ground, and that ease lets you look longer without strain.',
  'This stone is counted among the allies of {sign}, which is why its depths may feel strangely familiar.',
  'There is an old kinship between {sign} and {crystal}, and it shows in how quickly your attention settles.',
  'Because {crystal} is recommended for {sign}, treat the first impression as the strongest one.',
  'Your {element} nature and this stone share a language, so let the vision speak in its own time rather than asking twice.',
  '{crystal} belongs on the short list for {sign}, and today it seems eager to be useful.',
  '{aElement} sign looking into {crystal} is a well-matched pairing, and matched pairs rarely need to force anything.',
  'Crystal lore links {crystal} with {sign}, so what you see is said to come through with little distortion.',
  'You and {crystal} are old acquaintances in the scrying tradition, {sign}, so begin as you would with a trusted friend.',
  'For {sign} this stone works like a well-tuned instrument, and today it only needs a light touch.',
];

/** The bond when the stone comes from another element than the sign's. */
export const strangerLines = [
  '{crystal} is {aCrystalElement} stone and you are {aElement} sign, {sign}, so expect its images to come from an unfamiliar angle.',
  'This is not one of the stones tradition gives to {sign}, which can be a gift: it shows what your usual stones leave out.',
  'Your {element} temperament meets the {crystalElement} character of {crystal}, and the contrast can sharpen what you see.',
  'Reaching for {crystal} as {aElement} sign is like reading in a second language, slower at first and often more revealing.',
  'Scryers sometimes choose a stone outside their element on purpose, and {crystal} is a fine choice for {sign} to stretch with.',
  'The {crystalElement} pull of {crystal} may feel foreign to {aElement} sign, so give it a few extra breaths before judging it.',
  'Because {crystal} is not a natural match for {sign}, pay attention to any surprise it stirs, since surprise is the message.',
  '{sign} does not usually work with {crystal}, and stepping outside the familiar is often how new sight begins.',
  '{aElement} sign and {aCrystalElement} stone make an unlikely pairing, and unlikely pairings tend to speak plainly.',
  'This stone brings {crystalElement} qualities your own {element} nature rarely leans on, which is exactly why it may have something to say.',
  'You are borrowing {crystal} from another element today, {sign}, so hold your first reading of it loosely.',
  'Tradition would steer {sign} toward other stones, yet the character of {crystal} may show you a side of the question you keep missing.',
  '{crystal} speaks a different dialect from your {element} nature, {sign}, and learning it today can be worth the effort.',
  'Working with {aCrystalElement} stone like {crystal} gives {aElement} sign a fresh angle on familiar questions.',
];

/** What rises in the stone: one of its vision types for today. */
export const visionLines = [
  'As your eyes soften, look for {vision} where the stone is deepest.',
  'The first thing to surface today may be {vision}, faint at first and then steadier.',
  'Watch the rim of the stone for {vision}; the heart of the vision tends to come later.',
  'Somewhere in the haze of {crystal}, look for {vision}, coming forward and falling back again.',
  'Today the stone favours {vision}, so welcome that and do not chase anything else.',
  'Something stirs behind the surface and resolves into {vision}, as if the crystal had been waiting to show you.',
  'If you keep breathing slowly, the session is likely to bring {vision}.',
  'The vision that wants your attention today comes as {vision}, quiet but unmistakable.',
  'Give the stone a minute and you may notice {vision} rising inside it like shapes seen under water.',
  'Your session is marked by {vision}, appearing and fading at the stone’s own pace.',
  'What the stone offers first is {vision}, and the rest of the session builds on that.',
  'Look past your reflection and you may find {vision} waiting just behind it.',
  'Let your eyes go slightly out of focus and {vision} may drift into view.',
  'Expect {vision} today, arriving in the corner of your sight before the centre.',
  'When the surface settles, {vision} is the likeliest thing to appear.',
  'Stay with the stone long enough and {vision} will begin to gather.',
  'Today the depths of the stone lean toward {vision}, so let those come without judging them.',
  'Count ten slow breaths and watch for {vision} somewhere around the third or fourth.',
  'The stone’s language today is {vision}, spoken softly and more than once.',
  'Watch for {vision}, which may flicker once and then return more clearly.',
  'Allow {vision} to rise at its own speed, the way a photograph slowly develops.',
];

/** How to read what appeared. */
export const meaningLines = [
  'Read the images as a mirror of something you already sense rather than a prediction set in stone.',
  'Whatever comes, note it before you explain it; the meaning tends to arrive later, often when you are doing something else.',
  'An image that repeats itself, even once, is the one tradition says to take seriously.',
  'Treat the vision as a question the stone is putting to you, not a verdict on what must happen.',
  'If the pictures feel warm, take that as encouragement; if they feel cold, take it as a nudge to slow down.',
  'Pay more attention to how the images make you feel than to how clearly you see them.',
  'A vague image is not a failed session, since scryers say mist is simply the stone asking for a narrower question.',
  'Let the meaning stay open for a day or two, because visions tend to explain themselves in hindsight.',
  'What you see is best read as a possibility you can work with, not a fate you have to accept.',
  'If an image surprises you, that surprise is usually the most useful part of the reading.',
  'Write down the first word that comes to you about the vision, since that word often says more than the picture.',
  'Visions in the scrying tradition speak in symbols, so ask what each image stands for in your own life right now.',
  'Hold what you saw the way you would hold a dream, with interest rather than alarm.',
  'If nothing clear appears, the quiet itself is worth noting, since a still stone often mirrors a mind that needs rest.',
  'Images that arrive slowly tend to be about slow matters, so give them the same patience.',
  'Colours count as much as shapes in scrying, and a single tint can carry the whole message.',
  'Ask whether the vision felt like a memory, a wish or a warning, because each is read differently.',
  'The scrying tradition treats the first minute as the clearest, before the thinking mind starts tidying things up.',
  'A shape that seems to move toward you is usually read as something approaching, and one that recedes as something passing.',
  'Trust the plain reading before the clever one, because the stone rarely speaks in riddles twice.',
  'Keep your interpretation small enough to act on, since a vision that only impresses you has not yet been used.',
];

/** A practice for today's session. */
export const practiceLines = [
  'Keep the session short, ten minutes at most, and end it by placing {crystal} on your palm for three slow breaths.',
  'Before you begin, hold the stone near your {chakra} chakra and name your question in a single sentence.',
  'Set a glass of water beside {crystal} and sip from it when the session ends, to bring yourself back to the ordinary day.',
  'Try scrying with one question only today; a second question can wait for another session.',
  'Sit with your back supported, feet flat, and let {crystal} be the only bright thing in your view.',
  'Rest your attention on your {chakra} chakra for a few breaths first, then open your eyes and look into the stone.',
  'Keep a notebook open beside you and sketch, rather than describe, whatever shape appears.',
  'Blink whenever you need to; scrying works with relaxed eyes, not a fixed stare.',
  'Light the room softly from one side only, then turn {crystal} until its depths look their deepest.',
  'When you finish, wrap the stone in a cloth and put it away, so the session has a clear ending.',
  'Give yourself three unhurried breaths before you look and three after you look away, like bookends.',
  'Ask the same question again tomorrow with {crystal} and compare what comes; the overlap is the message.',
  'Start with the stone at arm’s length and bring it closer only when your eyes feel soft.',
  'Rinse {crystal} in cool water first, if a small ritual helps you mark the start.',
  'Keep your phone in another room for the session, so the only glow you follow is the stone’s.',
  'Hum softly for a few breaths before you look; many scryers find it quiets the chatter in the head.',
  'Turn the stone slowly a quarter turn at a time and pause wherever the light catches.',
  'Let your gaze rest slightly past {crystal} rather than on it, as if looking through a window.',
  'Set a gentle timer for seven minutes so you can stop watching the clock.',
  'Rest your free hand over your {chakra} chakra while you look, and notice whether anything shifts.',
  'Close the session by saying thank you aloud, however odd it feels, because endings help the mind let go.',
];

/** The stone's chakra, as scrying lore places it, and what that asks of the session. */
export const chakraLines = [
  'Lore ties {crystal} to the {chakra} chakra, so notice any warmth or stillness there while you look.',
  'Because {crystal} is linked with the {chakra} chakra, a hand resting near that spot can help you settle.',
  'Scryers connect this stone with the {chakra} chakra, and they say the images it brings touch that part of life first.',
  'The {chakra} chakra is where tradition places the energy of {crystal}, so let your breath travel there now and then.',
  'In crystal lore the {chakra} chakra is this stone’s home, which hints at the kind of question it answers best.',
  'Think of the {chakra} chakra as the door {crystal} knocks on, and leave that door a little open.',
  'With {crystal} the traditional focus is the {chakra} chakra, so a slow breath toward it is a good way to begin.',
  'Readers who work with {crystal} often picture the {chakra} chakra glowing softly as they gaze.',
  'The {chakra} chakra is said to answer {crystal} most readily, so pay attention to what you feel there, not only to what you see.',
  'Tradition pairs {crystal} with the {chakra} chakra, and sessions with it are said to circle back to that theme.',
  'Since {crystal} is a {chakra} stone in the old lists, give that area of your body a moment of kind attention.',
  'Old scrying manuals match {crystal} with the {chakra} chakra, a reminder that sight starts in the body.',
  'Scrying lore gives {crystal} to the {chakra} chakra, so a question from that part of life suits it best.',
  'Picture a small light at your {chakra} chakra before you begin, and let {crystal} meet it halfway.',
  'Some readers feel {crystal} first as a change at the {chakra} chakra, long before any picture forms.',
  'The {chakra} chakra is the traditional partner of {crystal}, a hint to keep your breath low and even.',
  'If your attention drifts, return it to the {chakra} chakra, where {crystal} is said to do its quiet work.',
  'Because lore places {crystal} at the {chakra} chakra, loosen anything tight around that area before you sit.',
  'Think of {crystal} and your {chakra} chakra as two ends of one thread, pulled gently taut as you look.',
  'Old lists name the {chakra} chakra for {crystal}, and many scryers rest the stone there for a moment first.',
  'The {chakra} chakra and {crystal} keep company in crystal lore, so expect the session to touch that theme.',
];

/** A question to carry after the session. */
export const questionLines = [
  'Ask yourself afterwards: what did I hope to see, and how is that different from what I saw?',
  'Carry this with you: which part of the vision would I like to be true, and what could I do about it today?',
  'Reflect later on which image stayed with you longest, and what it has to do with your week.',
  'Journal on this: if the vision were a piece of advice from a wise friend, what would the advice be?',
  'Sit with one question tonight: what am I ready to notice that I have been looking past?',
  'Before bed, ask which feeling came up during the session and where else in your life you feel it.',
  'Wonder for a while about what the stone left out, since absences can speak as loudly as images.',
  'Ask yourself what small choice tomorrow would honour what you glimpsed today.',
  'Consider what you would tell a friend who had seen exactly what you saw.',
  'Let this question ride along with you: where in my life am I being asked to look more closely?',
  'Write one line about what the vision asks you to begin, and one about what it asks you to let go.',
  'Notice over the next few days whether anything echoes the images, and what that echo might be saying.',
  'Ask yourself tonight which image you would happily see again, and why.',
  'Before you sleep, name one thing the vision made you want to do.',
  'Consider whether the feeling the stone stirred belongs to the present or to an older chapter.',
  'Ask: what was I hoping the stone would not show me?',
  'Spend a minute wondering which person in your life the vision reminds you of.',
  'Tomorrow morning, ask what the vision looks like in daylight, once the mood of the session has passed.',
  'Reflect on whether the images asked you to speak up, hold back or simply wait.',
  'Jot down the question you wish you had asked the stone, and keep it for your next session.',
  'Think about where in your week you could give the vision one small practical step.',
];

/** The closing affirmation. */
export const affirmationLines = [
  'I trust what I see when I look with a quiet mind.',
  'My inner sight grows clearer each time I pause to look.',
  'I welcome the visions that help me understand myself.',
  'I see with patience and find that it shows me more.',
  'What I need to know finds its way to me in its own time.',
  'I hold my visions lightly and my intuition gently.',
  'Clarity comes to me when I stop straining for it.',
  'I honour the images that rise and let the rest drift by.',
  'My intuition is a lamp I am learning to carry.',
  'I look inward with curiosity and come back with calm.',
  'Every quiet moment sharpens the way I see my path.',
  'I am open to insight and steady with what it brings.',
];

/** The heading over the practice; the same for every sign on a day. */
export const practiceHeadings = ['For your session', 'Scrying today', 'Sit with the stone', 'A way to look'];
/** The heading over the question. */
export const questionHeadings = ['After the vision', 'A question to carry', 'Reflect on this', 'Later today'];

/**
 * How the affirmation ends (thirteen): joined to it without a comma, so the affirmation and its
 * ending make one sentence that a sign meets once in a hundred and fifty-six days.
 */
export const affirmationEndings = [
  'with this stone in my hands',
  'as the Moon moves through {moonSign}',
  'now and in the days ahead',
  'each time I sit down to scry',
  'in the stillness of this session',
  'while {crystal} keeps me company',
  'one slow breath at a time',
  'long after the stone is put away',
  'from this session onward',
  'wherever this day takes me',
  'here in the glow of {crystal}',
  'tonight and every night',
  'as surely as the Moon returns',
];
