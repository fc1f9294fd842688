/**
 * The offline angel reading's sentence pools. Each holds fourteen entries, more than the
 * thirteen readers (twelve signs and a reader without one), so the line dealer can seat every
 * reader apart and one draw read on consecutive days walks two weeks before a line returns.
 * Placeholders: {count} {spread} {angel} {position} {power} {colour} {crystal} {sign}
 * {element} {leader} {theme}.
 */
export const openings = [
  'Your {spread} has settled into place, and {count} have answered the call today.',
  'The cards are laid for your {spread} and {count} turn toward you with something to say.',
  'Breathe before you read on because {count} joined you today and each of them came with care.',
  'Today the {spread} brought forward {count} and not one of them came by accident.',
  'Something in you asked for help and your {spread} answered with {count}.',
  'Look at the {spread} as a small gathering where {count} sit listening, all on your side.',
  'Your {spread} opens quietly today, with {count} standing where the cards fell.',
  'There is a gentle order to this {spread}; {count} took their places to speak in turn.',
  'Before any advice, notice the company: {count} have come to your {spread} this day.',
  'Hold this {spread} lightly and let {count} do the talking for a while.',
  'The {spread} you chose today is a conversation, and {count} have joined it.',
  'Go slowly through your {spread}, because the {count} gathered here speak best to an unhurried heart.',
  'Your {spread} is ready, and {count} have lined up to share what they see.',
  'A quiet circle of {count} has formed around your {spread} with a gift in every hand.',
] as const;

export const cardIntroductions = [
  'In the place of {position} the card shows {angel} as a sign that this part of your story is watched over.',
  '{angel} fell on the place called {position} and that is where its light wants to reach first.',
  'At {position}, you will find {angel} steady and close and ready to help you see this part clearly.',
  '{position} belongs to {angel} today and what felt like an uncertain corner becomes a guarded one.',
  'The card at {position} brings you {angel} in no hurry at all to leave your side.',
  'Where the card for {position} lies, {angel} has arrived with open hands.',
  '{angel} speaks from the place of {position} and asks you to look at it with kinder eyes.',
  'You drew {angel} for {position} like a gentle hand laid on exactly this part of your path.',
  '{position} is lit by {angel} whose presence here is a promise rather than a warning.',
  'The place of {position} is held by {angel} who knows this ground well.',
  'Here at {position} the card of {angel} waits for you to notice the help already given.',
  '{angel} has taken up the place of {position} and the whole spread feels steadier for it.',
  'Turning the card for {position}, you meet {angel} patient and bright.',
  'It is {angel} who answers for the place of {position} with an answer warmer than you feared.',
] as const;

export const cardGifts = [
  'Lean on {angel} for {power} because that is the help on offer here.',
  'The gift {angel} carries here is {power} offered without conditions.',
  'Let {power} be the thread you follow from the card of {angel}.',
  'What {angel} offers you now is {power} in whatever measure you can receive.',
  'Ask {angel} plainly for {power} and watch for the small ways it arrives.',
  'This card of {angel} points to {power} as the medicine for the moment.',
  'Here the help from {angel} is {power} given quietly so you can take it at your own pace.',
  'Expect {power} from {angel} to show up in ordinary places this week.',
  'The card of {angel} suggests that {power} is nearer than you think.',
  '{power} is the gift {angel} tucked inside this card and it is meant for you.',
  'Welcome {power} because {angel} would not offer it if you did not need it.',
  'Think of {power} as a lantern {angel} hands you for the next stretch.',
  'From this place {angel} extends {power} like an open door.',
  'The blessing {angel} folded into this card is {power} and it keeps well.',
] as const;

export const cardPractices = [
  'Keep a touch of {colour} near you or hold {crystal} for a minute to remember {angel}.',
  'A small ritual for {angel} helps: wear something {colour} or rest {crystal} by your bed tonight.',
  'If you like a reminder of {angel} you can see choose {colour} and if you prefer one to hold choose {crystal}.',
  'Let {colour} and {crystal} be your quiet signals that the help of {angel} is already working.',
  'When your mind wanders picture {colour} light for {angel} or turn {crystal} over in your palm.',
  'Place {crystal} where you start your day or let {colour} catch your eye on purpose as a nod to {angel}.',
  '{colour} is the colour of {angel} and {crystal} its stone to borrow when you need courage to ask.',
  'A candle in {colour} or a piece of {crystal} in a pocket keeps the card of {angel} close.',
  'Notice {colour} as you go about today and count each glimpse as a nudge from {angel}.',
  'Hold {crystal} while you breathe slowly and imagine {colour} filling the room for {angel}.',
  'Try writing the gift of {angel} on a slip of paper and tucking it beside {crystal}.',
  'Let {colour} be your shorthand for {angel} whenever the day crowds in.',
  'Set {crystal} on a windowsill and let it stand for the help {angel} brings.',
  'Dress a corner of your space in {colour} for a while as a thank-you to {angel}.',
] as const;

export const signLines = [
  'As {sign}, your {element} nature will feel these messages in its own way; trust that way.',
  '{sign}, the {element} in you is the part most ready to act on what the cards say.',
  'Your {element} temperament as {sign} gives these angels an easy path in, so let them in.',
  'Being {sign} you answer to {element} and the cards sharpen when read through that lens.',
  'The {element} strength that marks {sign} is exactly what these messages want to work with.',
  'For {sign} the road forward runs the {element} way and honouring it lets the guidance land.',
  'Your {sign} heart is shaped by {element} and better prepared for this reading than you think.',
  'Let your {element} instincts as {sign} decide which message to act on first.',
  'Anyone born under {sign} reads angels with {element} in the blood and that is a gift today.',
  'Here your {element} side as {sign} helps by turning guidance into something lived.',
  'Nothing in this spread asks {sign} to stop being {element} because it wants you to lean in.',
  'The cards seem to know your {sign} habits, and they speak to the {element} in you.',
  '{sign}, give these messages the {element} treatment you give everything you care about.',
  'Your {element} sign of {sign} holds the key to turning this reading into a small change.',
] as const;

export const guidanceLines = [
  'Taken together, the cards lean toward {theme}, with {leader} setting the tone.',
  'Read as one, this spread speaks of {theme}, and {leader} is the voice to return to.',
  'The common thread is {theme}; let {leader} be the one you picture when you forget.',
  'All of these angels agree on {theme} and {leader} leads them gently there.',
  'Look past the single cards and you will find {theme}, anchored by {leader}.',
  'The whole reading points toward {theme}, and {leader} holds that direction steady.',
  'If you keep one idea from today let it be {theme}, and {leader} will help it stay.',
  'Underneath every card runs {theme}, and {leader} carries it most clearly.',
  'The spread as a whole asks for {theme}, and {leader} offers to walk it with you.',
  'Together the cards make a case for {theme}, with {leader} at its centre.',
  'What unites this draw is {theme}, and {leader} is its most patient teacher.',
  'These angels are speaking in chorus about {theme}, with {leader} taking the lead line.',
  'Gather the messages into one and you hold {theme}; {leader} keeps it warm.',
  'The reading’s heart is {theme}, and {leader} guards that heart for you.',
] as const;

/** What the element most of the drawn angels share asks of the visitor. */
export const elementThemes = {
  fire: ['brave, warm action', 'courage that moves before it is certain', 'a bright, willing heart'],
  water: [
    'tender trust in your feelings',
    'letting intuition have its say',
    'softness that is also strength',
  ],
  air: ['clear words and fresh perspective', 'honest conversation', 'a lighter, more curious mind'],
  earth: ['patient, practical steps', 'steady care for the body and home', 'building slowly on firm ground'],
  spirit: ['remembering you are held by something larger', 'room for wonder', 'quiet faith in the unseen'],
} as const;

export const questionLines = [
  'As for the question you brought, let the cards answer it in pieces rather than all at once.',
  'Your question has been heard; the answer is spread across these cards, so read them side by side.',
  'Keep your question in view as you read, and notice which card makes your shoulders drop.',
  'The question you asked is not too small for angels; watch for its answer over the coming days.',
  'Return to your question tonight and see whether it has softened since the draw.',
  'The cards did not ignore your question; they answered the part of it that matters most.',
  'Let your question rest beside these cards and trust the answer to grow clearer.',
  'Read your question once more, then the cards, and let the two find each other.',
  'Your question is the lens for this spread; hold it up to each card in turn.',
  'There is an answer to your question here, though it may be kinder than the one you expected.',
  'Ask your question again in a week, and see how much of it these angels have already met.',
  'Whatever your question hoped for, these cards offer a next step rather than a verdict.',
  'Be patient with your question; this spread opens a door and leaves the walking to you.',
  'Your question was welcome here, and the cards treat it with care.',
] as const;

export const affirmationLines = [
  'I am guided, I am protected, and I am never alone.',
  'I welcome help from seen and unseen friends.',
  'I take the next kind step and trust the rest to unfold.',
  'I am worthy of gentle guidance and good surprises.',
  'I listen to the quiet voice that knows my way.',
  'I let love lead, and I follow gladly.',
  'I carry light into every room I enter today.',
  'I release what is heavy and keep what is true.',
  'I am held, and so I can hold others.',
  'I notice the signs meant for me and I say thank you.',
  'I choose peace, one breath at a time.',
  'I grow braver each time I ask for help.',
  'I trust the timing of my life.',
  'I open my hands to receive what is mine.',
  'I am allowed to ask for help and to receive it.',
  'I meet this day with a soft heart and a clear mind.',
  'I am supported in ways I cannot always see.',
  'I give my worries to the light and keep my hope.',
  'I walk gently and I am walked with.',
  'I honour my own pace and the wisdom in it.',
  'I am a welcome guest in my own life.',
] as const;

export const closings = [
  'May the angels of this spread keep you company long after the cards are put away.',
  'Go gently now, wrapped in more care than you can see.',
  'May you feel a little lighter each time you think of these cards.',
  'Walk on in peace; the help you asked for is already underway.',
  'May your steps be guided and your rest be deep tonight.',
  'Carry this reading softly, and let it warm the colder parts of the day.',
  'May every door you knock on this week open with kindness.',
  'Rest in the knowledge that you were heard today.',
  'May these angels’ light find you in the ordinary moments too.',
  'Go well, and come back whenever you need their voices again.',
  'May you meet today’s challenges with the calm these cards offer.',
  'Let gratitude close this reading, and let hope open the next hour.',
  'May you be surprised by how gently things can change.',
  'Blessings on the road ahead; you do not walk it alone.',
  'Let this reading settle like warm light on your shoulders.',
  'Go softly into the rest of your day; you are well accompanied.',
  'May the quiet help of these angels show up right on time.',
  'Take one word from this reading with you and let it steady you.',
  'May you find small proof of this care before the day is done.',
  'Close the cards with thanks and leave the door open for more.',
  'May peace travel with you from this page into your evening.',
] as const;
