import type { Element } from '../../../content/signs';

/**
 * The sentence bank of the offline Astro-Yoga guidance. Slots: {sign}, {element} (the sign's; {aElement} with its article),
 * {pose}, {sanskrit}, {poseElement}, {chakra}, {location}, {duration}, {poseA} and {poseB} (the
 * element's two poses, for general guidance), {phase}, {moonSign}, {illumination}. Pools every
 * sign reads hold twelve entries; the element pools, read by an element's three signs, hold
 * nine (one sign reading every pose and the general guidance on one day meets none twice) (the bank test checks sizes and slots).
 */

/** The opening: today's real Moon and how it colours a practice. */
export const skyLines = [
  'With {phase} in {moonSign}, today’s practice can follow the Moon’s mood instead of fighting it.',
  'Today brings {phase} in {moonSign}, {illumination} lit, and your body may feel that tide as you roll out the mat.',
  '{phase} passes through {moonSign} today, a good reason to let your breath set the pace rather than the clock.',
  'Under {phase} in {moonSign}, {sign} can use the mat as a place to notice the day’s energy before shaping it.',
  'Today’s sky holds {phase} in {moonSign}, and a few mindful minutes of movement meet it well.',
  'As {phase} moves through {moonSign}, let your practice be honest about how much energy you actually have.',
  'The Moon shows {illumination} of its face from {moonSign}, and yoga at this point of the month rewards attention over effort.',
  'Yogis have long timed their practice to the Moon, and today it is {phase} in {moonSign}.',
  'With the Moon in {moonSign} as {phase}, {sign} may find that slower transitions feel better than quick ones.',
  'Today {phase} sits in {moonSign}, so start by standing still for three breaths and sensing where you are.',
  'The lunar light from {moonSign}, {illumination} of the disc, invites a practice that listens first and moves second.',
  '{phase} in {moonSign} makes today a fine day to arrive on the mat without a plan and let the body suggest one.',
  '{phase} in {moonSign} colours today, so let the first few movements be exploratory rather than ambitious.',
  'The Moon stands in {moonSign} as {phase}, and your practice can borrow its pace.',
  'Today’s Moon is {phase} in {moonSign}, {illumination} lit, a useful cue for how much effort to bring.',
  'With {phase} overhead in {moonSign}, {sign} may enjoy a practice built around long, even breaths.',
  '{phase} keeps {moonSign} company today, and the mat is a good place to notice which way your energy is flowing.',
  'Practising under {phase} in {moonSign} is a chance to match your movement to the month’s own rhythm.',
  'Somewhere above the clouds {phase} crosses {moonSign}, and a slow warm-up honours that quiet motion.',
  'Under {phase} in {moonSign}, {sign} can approach today’s session as an experiment rather than a test.',
  'The sky offers {phase} in {moonSign} today, and the simplest poses may feel the richest.',
  'Today the sky holds {phase} in {moonSign}, so let the length of your breath decide how long you hold each shape.',
];

/** How each element tends to move; read by that element's three signs. */
export const elementLines = {
  fire: [
    'As a fire sign, {sign}, you warm up fast, so give your joints a slow minute before you push.',
    'Fire signs like {sign} love momentum, and the gift of yoga is learning to pause inside it.',
    'Your fire wants to go all out, {sign}; today, aim for about three quarters of your full effort.',
    'Heat is your natural state, {sign}, so finish with a cooling breath to balance it.',
    'A fire temperament moves best with a clear rhythm, so count your breaths as you go.',
    'You may want to win the pose, {sign}, but fire is at its best when it burns steadily.',
    'Strong poses feed a fire sign’s spirit, and a soft ending keeps that spirit from burning out.',
    'Let your fire show in focus rather than force, {sign}, and you will leave the mat energised.',
    'A fire sign’s practice shines when the last few minutes are quieter than the first, {sign}.',
  ],
  earth: [
    'As an earth sign, {sign}, you settle best when your feet or hands press firmly into the floor.',
    'Earth signs like {sign} thrive on repetition, so the same short routine each day will serve you well.',
    'Your earthy patience is a strength on the mat, {sign}; let holds last a breath or two longer.',
    'Grounding comes naturally to you, {sign}, so notice the floor beneath you before every pose.',
    'An earth temperament enjoys steady progress, and a small improvement this week is worth celebrating.',
    'You may feel stiff when you begin, {sign}, but earth warms up slowly and then stays warm.',
    'Slow, deliberate movement suits an earth sign, and rushing rarely feels right to you.',
    'Let the mat be solid ground for you today, {sign}, a place to feel supported rather than tested.',
    'Earth signs often find their balance through their heels, so keep some weight back there, {sign}.',
  ],
  air: [
    'As an air sign, {sign}, your mind may wander mid-pose; bringing it back is the practice.',
    'Air signs like {sign} come alive through breath, so let the breath lead every movement today.',
    'Your airy curiosity likes variety, {sign}, so feel free to explore small changes in each pose.',
    'Thoughts may buzz as you begin, {sign}; counting slow breaths gives them somewhere to land.',
    'An air temperament benefits from poses that ask for concentration, since attention brings you into your body.',
    'You might prefer to think about yoga than to do it, {sign}, so start before you finish planning.',
    'Light, open movements suit an air sign, and a long exhale helps you feel rooted as well.',
    'Let your breath be the thread through today’s practice, {sign}, and the rest will follow it.',
    'Air signs tend to hold tension in the shoulders, {sign}, so let them drop on every out-breath.',
  ],
  water: [
    'As a water sign, {sign}, you feel everything on the mat, so welcome whatever mood arrives.',
    'Water signs like {sign} flow best in soft, rounded movements rather than sharp ones.',
    'Your sensitivity is a compass, {sign}; if a pose feels wrong today, ease out of it.',
    'Feelings may surface as your body opens, {sign}, and letting them pass is part of yoga.',
    'A water temperament likes a gentle rhythm, so move like a slow tide today.',
    'You absorb other people’s moods, {sign}, so a few quiet minutes on the mat can give them back.',
    'Restful shapes suit a water sign, and there is no shame in spending longer in them.',
    'Let your practice feel like floating today, {sign}, supported and unhurried.',
    'A water sign’s body often knows before the mind does, {sign}, so trust small signals today.',
  ],
} as const satisfies Record<Element, readonly string[]>;

/** A pose of the sign's own element: why it fits. */
export const kinPoseLines = [
  '{pose} is one of the {element} poses, so it tends to feel like home to {sign}.',
  'Because {pose} shares your {element} element, you can sink into it with trust rather than caution.',
  'This pose is a natural match for {aElement} sign, and its character mirrors your own.',
  '{pose}, or {sanskrit}, belongs to your element, which makes it a good anchor for today’s practice.',
  'Belonging to your own element, {pose} speaks your body’s language, {sign}, and asks little translation.',
  'Of all the poses, {pose} is one that {sign} can return to again and again, because its element is yours.',
  '{sanskrit} is {aElement} pose, and for {aElement} sign it can feel like a familiar room.',
  'Your element and this pose agree, {sign}, so let {pose} be the centre of today’s session.',
  'Choosing {pose} as {aElement} sign is choosing what you already know, and knowing it deeper.',
  'This pose carries the same {element} quality that runs through you, so let it come easily before you ask it to be strong.',
  '{pose} sits in the {element} section for good reason, and {sign} is likely to feel why.',
  '{aElement} pose for {aElement} sign is a comfortable starting point, and comfort is a fine place to begin.',
];

/** A pose of another element: what it brings. */
export const otherPoseLines = [
  '{pose} belongs to the {poseElement} family, and for {aElement} sign like {sign} it brings something you do not always have.',
  'You are borrowing {pose} from the {poseElement} element today, which can balance your {element} nature nicely.',
  '{aPoseElement} pose can feel unfamiliar to {aElement} sign, so take {pose} slowly and stay curious.',
  '{sanskrit} comes from the {poseElement} family, and practising it gives {sign} a welcome change of texture.',
  'Because {pose} is not {aElement} pose, it may ask more of you, and that stretch is the point.',
  'Stepping into {aPoseElement} pose as {aElement} sign is a way to round out your practice, {sign}.',
  '{pose} leans {poseElement} rather than {element}, so notice what it gives you that your usual poses do not.',
  'Practising {pose} invites a little {poseElement} quality into your {element} day, {sign}.',
  'The {poseElement} character of {pose} may challenge {aElement} sign, so meet it with patience.',
  'You do not have to match your element on the mat, {sign}; {pose} from the {poseElement} group widens your range.',
  '{aElement} sign in {aPoseElement} pose learns something new about balance, so let {pose} teach you.',
  '{pose} is an invitation from the {poseElement} element, {sign}, and accepting it can feel refreshing.',
  '{pose} draws on the {poseElement} element, which gives {aElement} sign like {sign} something fresh to explore.',
  'Your {element} nature may find {pose} a little foreign at first, {sign}, and that unfamiliarity is useful.',
];

/** How to practise the pose today. */
export const practiceLines = [
  'Stay for {duration}, breathing slowly through your nose, and rest for a few breaths afterwards.',
  'Aim for {duration}, and let your attention rest on the {chakra} chakra ({location}).',
  'Try {duration} today, and if that is too much, half of it still counts.',
  'Take {duration} and move in and out of the pose slowly, as if you were moving through water.',
  'Practise for {duration}, then sit quietly for a minute and notice how you feel.',
  'Give yourself {duration}, and keep a soft face and easy jaw throughout.',
  'Hold the shape for {duration}, bringing gentle attention to the {chakra} chakra ({location}).',
  'Spend {duration} in the pose today, and count your breaths if your mind begins to drift.',
  'Come into {pose} for {duration}, then repeat once more if your body asks for it.',
  'For {duration}, let the exhale be slightly longer than the inhale, which tends to feel calming.',
  'Practise {pose} for {duration}, then lie down for a short rest before carrying on with your day.',
  'Try {duration} of {pose}, keeping the breath even and unhurried from start to finish.',
  'Settle into {pose} for {duration}, and let each exhale soften one small part of you.',
  'Give {pose} {duration} today, pausing halfway to check that your shoulders are relaxed.',
  'Take {duration} in the shape and keep your gaze soft and steady on one point.',
  'Allow {duration} for {pose}, then shake out your hands and feet before moving on.',
  'Rest in the shape for {duration}, imagining your breath reaching the {chakra} chakra.',
  'Hold {pose} for {duration} and let a long, slow exhale mark the moment you release it.',
  'Spend {duration} exploring the position, changing it a little each time you breathe out.',
  'For {duration}, keep the effort light enough that you could hum while you hold it.',
  'Come into the shape for {duration}, leaving about a tenth of your strength in reserve.',
];

/** General guidance: the element's two poses. */
export const elementPoseLines = [
  'Your element’s poses are {poseA} and {poseB}, and either one makes a good start to the day.',
  'As {aElement} sign, {sign}, begin with {poseA}, then follow it with {poseB}.',
  'The {element} section of the page is yours: {poseA} and {poseB} suit your temperament well.',
  'Try {poseA} when you need energy and {poseB} when you need steadiness.',
  'Practise {poseA} and {poseB} together for a short session that feels made for {aElement} sign.',
  'If you only have a few minutes, {sign}, choose {poseA}; with more time, add {poseB}.',
  '{poseA} and {poseB} share your {element} element, so they are the natural place to begin.',
  'Build today’s practice around {poseA}, and let {poseB} close it.',
  'Many {element} signs like to alternate {poseA} and {poseB} from one day to the next.',
  'Start gently with {poseB}, then move into {poseA} once you feel warm.',
  'For {aElement} sign, {poseA} and {poseB} are like two sides of one coin, so practise both.',
  'Keep {poseA} and {poseB} as your everyday poses, {sign}, and explore the other elements when you feel curious.',
];

/** General guidance: a rhythm for the week. */
export const rhythmLines = [
  'A short morning session and a gentler one in the evening suit most people better than one long push.',
  'Consistency matters more than length, so a few minutes most days beats an hour once a month.',
  'Try to practise at roughly the same time each day, since routine makes it easier to show up.',
  'Keep a longer session or two for the weekend, when you have time to move without watching the clock.',
  'On busy days, even three slow breaths in one pose keep the habit alive.',
  'Let mornings be for waking the body up and evenings for winding it down.',
  'Mix strong days with soft days through the week, and let the Moon’s mood suggest which is which.',
  'Notice how you feel before and after each session, since that is the best guide to what you need.',
  'A simple plan for the week helps: two or three fuller sessions and short practices in between.',
  'You do not need special clothes or a perfect space, only a little floor and a few quiet minutes.',
  'Write down which poses felt good this week; the list will show you what your body enjoys.',
  'Rest days are part of the practice, so take one when your body asks for it.',
];

/** Safety: stop on pain, ask a professional when pregnant or injured. */
export const safetyLines = [
  'Move within a comfortable range, stop at any pain, and ask a qualified teacher or health professional first if you are pregnant or injured.',
  'Yoga should never hurt: ease off at the first sign of pain, and if you are pregnant or recovering from an injury, get advice from a professional before you begin.',
  'Listen to your body over any instruction, stop if something hurts, and check with a health professional first if you are pregnant or have an injury.',
  'Stop straight away if you feel pain or dizziness, and let a qualified teacher or health professional adapt the practice for you if you are pregnant or injured.',
  'Go gently and stop at any pain; pregnancy or an injury is a reason to ask a professional before practising.',
  'Comfort comes first: stop if anything hurts, and speak to a health professional or qualified teacher beforehand if you are pregnant or injured.',
  'No pose is worth pain, so come out of it if anything hurts, and seek a professional’s advice first if you are pregnant or injured.',
  'Work at your own level, stop at any sign of pain, and ask a health professional before starting if you are pregnant or living with an injury.',
  'Pain means stop, not push; anyone pregnant or injured should check with a qualified teacher or health professional first.',
  'Keep every movement easy enough to breathe through, stop at any pain, and get professional advice first if you are pregnant or injured.',
  'If a movement causes pain, stop and rest; during pregnancy or after an injury, have a professional guide your practice.',
  'Respect your limits today, stop at any pain, and consult a health professional before you practise if you are pregnant or injured.',
  'Stay well inside your comfort, come out at any pain, and if you are pregnant or injured let a qualified teacher or health professional guide you first.',
  'Nothing here should hurt, so stop at the first twinge of pain, and check with a health professional beforehand if you are pregnant or nursing an injury.',
  'Use a wall or a chair for support whenever you like, stop if anything hurts, and seek professional advice first if you are pregnant or injured.',
  'Breathe easily throughout and back off at any pain; if you are pregnant or have an injury, ask a health professional how to adapt the pose.',
  'Ease in slowly, stop at any pain or strain, and let a qualified teacher or health professional advise you first if you are pregnant or injured.',
  'Skip anything that causes pain today, and practise only with professional guidance while you are pregnant or recovering from an injury.',
  'Gentle is enough: stop at any pain, and talk to a health professional before you begin if you are pregnant or injured.',
  'Modify freely, stop when something hurts, and let a professional shape your practice first if you are pregnant or injured.',
  'Your comfort sets the limit, so stop at any pain; pregnancy or an injury calls for a health professional’s advice before you practise.',
];

/**
 * An intention to carry off the mat (twelve, no commas), finished by one of the endings below
 * without a comma, so the intention a sign reads comes back once in a hundred and fifty-six days.
 */
export const intentionLines = [
  'Carry the thought that you can be strong and gentle at the same time',
  'Bring the same steady breath into one ordinary moment',
  'Choose one word for how you want to feel and return to it',
  'Take a moment to thank your body for what it did',
  'Let the part of you that feels most awake lead the way',
  'Offer yourself one kind word or the gift of an early night',
  'Bring a little more patience to one situation that needs it',
  'Notice the difference between how you arrived and how you feel now',
  'Remember that small regular efforts tend to add up',
  'Write down one thing your body told you',
  'Find one way to move more gently through the rest of the day',
  'Let the calm of your last breath travel into your next conversation',
];

export const intentionEndings = [
  'before the day is out',
  'as you move through the afternoon',
  'whenever the hours speed up',
  'once you step off the mat',
  'on your way to whatever comes next',
  'while the practice is still fresh',
  'before you reach for your phone',
  'any time you feel rushed',
  'in the quiet of this evening',
  'between one task and the next',
  'at least once before bedtime',
  'whenever you catch yourself hurrying',
  'as the light changes outside',
];

/** The closing affirmation. */
export const affirmationLines = [
  'My body and breath move together in harmony.',
  'I honour my body exactly as it is today.',
  'Every breath brings me back to myself.',
  'I move with patience and I rest without guilt.',
  'I am steady and open and at ease.',
  'My practice is a gift I give myself each day.',
  'I listen to my body and it guides me well.',
  'Strength and softness live in me side by side.',
  'Arriving on the mat as I am is enough.',
  'With each breath I feel more grounded and more free.',
  'I move in rhythm with the sky and with myself.',
  'I trust my body to show me what it needs.',
];

export const practiceHeadings = ['Your practice today', 'On the mat', 'How to practise', 'Moving today'];
export const safetyHeadings = ['Practise safely', 'Listen to your body', 'A word on safety', 'Go gently'];
export const intentionHeadings = ['An intention', 'Off the mat', 'Carry this with you', 'After practice'];

/**
 * How the affirmation ends (thirteen): joined to it without a comma, so the affirmation and its
 * ending make one sentence that a sign meets once in a hundred and fifty-six days.
 */
export const yogaAffirmationEndings = [
  'on the mat and off it',
  'as the Moon travels through {moonSign}',
  'now and in the days ahead',
  'one slow breath at a time',
  'in every shape I try',
  'long after I roll up the mat',
  'wherever this day takes me',
  'from this practice onward',
  'in the quiet after practice',
  'whatever the hours ask of me',
  'as surely as the tide returns',
  'through every season of the year',
  'in my own time and my own way',
];
