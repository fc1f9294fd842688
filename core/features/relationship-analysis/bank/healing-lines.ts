/**
 * Breakup healing reads one sign: its nature, where Venus falls for it today and the Moon.
 * Every line names {first}, so twelve signs reading on one day never share a sentence; seven a
 * pool, so one sign meets no line twice in a week.
 */
export const healingOpenings = [
  'An ending asks {first} to do something your sign finds hard: let a story stop before you have written its last line.',
  'Healing after a breakup is not a straight road for {first}; some days circle back, and that is part of it.',
  'Whatever the ending looked like, {first}, the first task is simply to let it have happened.',
  'For {first}, grief after a relationship often hides inside busyness; today invites you to notice it instead.',
  'A heart that has loved as {first} loves needs time, and time is not a sign of weakness.',
  'Letting go, for {first}, starts with naming what you are letting go of, in plain words.',
  'The end of a bond leaves {first} with more room than it feels like today, and room is where new things grow.',
];

/** What the sign's element asks for while it heals. */
export const healingElementLines = [
  'With {firstElement} as your element, {first}, you heal best through what that element loves, so follow its pull.',
  'The {firstElement} in you, {first}, needs an outlet for what an ending stirs: physical, spoken or quiet, as your element prefers.',
  'Your {firstElement} nature, {first}, will tell you what soothes it if you stop long enough to ask.',
  'Feelings move through {firstElement} signs like {first} in their own way; do not borrow anyone else\u2019s timetable.',
  'As one of the {firstElement} signs, {first}, you may find relief in places your element calls home, so go there on purpose.',
  'Your {firstElement} heart, {first}, mends through care that speaks its language rather than through advice.',
  'Honour the way {firstElement} signs work through loss, {first}; your pace may run slower or faster than other people\u2019s, and it works.',
];

/** How the sign's modality and ruler shape the pace of recovery. */
export const healingRhythmLines = [
  'You are {firstModality} by nature, {first}, and your modality shapes how you recover: lean into its strength, not its excess.',
  'Your ruler, {firstRuler}, hints at what restores you, {first}; give its themes a little time this week.',
  'As a {firstModality} sign, {first}, you may want either to move on at once or to hold on too long, so aim between.',
  'Guided by {firstRuler}, you rebuild, {first}, by returning to what felt like yours before the relationship.',
  'A {firstModality} sign like {first} recovers through rhythm, so keep a few small routines steady.',
  'With {firstRuler} as your ruler, {first}, the way forward runs through what that planet has always asked of you.',
  'The {firstModality} streak in {first} can either rush healing or stall it; a gentle middle pace serves you better.',
];

export const healingVenusLines = [
  'Venus, at {venus}, passes through your {venusHouse} solar house, {first}, so tenderness toward yourself is best spent on {venusArea}.',
  'With {venus} crossing your {venusHouse} house, {first} finds comfort around {venusArea}.',
  'Today {venus} sits in the {venusHouse} solar house of {first}: a sign that healing can start with {venusArea}.',
  'For {first}, {venus} lights the {venusHouse} house, pointing gently toward {venusArea}.',
  'Look to {venusArea}, {first}: {venus} is there in your {venusHouse} house, ready to soften things.',
  'The planet of love, now {venus}, rests in your {venusHouse} solar house, {first}, and favours {venusArea} over looking back.',
  'Counting from {first}, {venus} falls in the {venusHouse} house, a quiet invitation to care for {venusArea}.',
];

export const healingMoonLines = [
  'The Moon at {moonAt} ({moonShape} phase, {moonLit} lit) stands {moonToFirst} {first}, so let feelings rise without deciding anything about them.',
  'With the Moon {moonToFirst} {first} from {moonAt}, emotions may come in waves today; each wave passes.',
  'The Moon at {moonAt}, {moonLit} lit, sits {moonToFirst} {first} and asks for rest more than resolve.',
  'Tonight\u2019s Moon at {moonAt}, a {moonShape} Moon, is {moonToFirst} {first}: a good evening to turn in early.',
  'The Moon at {moonAt} is {moonToFirst} {first} today, a reminder that moods are weather, not climate.',
  'While the Moon crosses {moonAt} in its {moonShape} phase, {moonToFirst} {first}, be as gentle with yourself as with a friend.',
  'For {first}, the Moon at {moonAt} ({moonToFirst} your Sun sign, {moonLit} lit) favours small comforts over big decisions.',
  'A {moonShape} Moon at {moonAt} stands {moonToFirst} {first} by sign, and tears or laughter are both welcome under it.',
  'The Moon reaches {moonAt} today, {moonLit} lit, and {first} may find that memories arrive unannounced; let them pass through.',
  'With the Moon {moonLit} lit at {moonAt}, {first} can give the heart a quiet evening rather than a verdict.',
  'Under the Moon at {moonAt}, {moonToFirst} {first} by sign, grief and relief may take turns within one afternoon.',
  'The Moon at {moonAt}, in its {moonShape} phase, is a soft light for {first} to look back by without staying there.',
  'As the Moon passes {moonAt} {moonLit} lit, {first} is allowed a slower day and an earlier night.',
];

export const healingPractices = [
  'Write yourself a short letter from the person you will be in a year, {first}, and read it when the day feels heavy.',
  'Put away one reminder of the relationship, {first}, not to erase it but to give yourself a rest from it.',
  'Call a friend who knew you before this relationship, {first}; they remember who you are.',
  'Keep one hour today that belongs to nothing and no one, {first}.',
  'Move your body in a way you enjoy, {first}, and let it carry some of what words cannot.',
  'List what you want in a future bond that this one could not give, {first}.',
  'Choose one small pleasure today, {first}, and take it without explaining it to anyone.',
];

/** A question to carry through the day. */
export const healingQuestions = [
  'What part of yourself, {first}, did you set aside in that relationship and would like back?',
  'What would you tell a friend in your place, {first}, and can you tell it to yourself?',
  'Which memory still stings, {first}, and what does it ask you to protect next time?',
  'What has this ending taught you about what you need, {first}?',
  'Where do you feel lighter already, {first}, even a little?',
  'Who has shown up for you lately, {first}, and have you let them?',
  'What would a kind next step look like for you tomorrow, {first}?',
];

export const healingAffirmations = [
  'I am whole on my own, and my {first} heart knows it.',
  'I let this chapter close gently, in true {first} fashion.',
  'I give myself the care I gave away; my {first} self deserves it too.',
  'Each day my {first} spirit grows a little lighter.',
  'I keep the lessons and release the pain, the way {first} knows how.',
  'My {first} heart heals in its own time.',
  'I trust myself, {first} that I am, to love again, wisely.',
  'I honour what was good and let the rest go, the way {first} hearts learn to.',
  'My {first} heart is allowed to rest before it runs again.',
  'I am becoming someone I like, one {first} day at a time.',
  'The love I gave was real, and my {first} self keeps that truth.',
  'I open my {first} days to small joys again.',
  'I do not rush my {first} heart; it knows the way.',
];
