/**
 * The rest of the love sky, shared by the three foci and dealt to the twelve signs: Mars and
 * the solar house it stirs, the day's Venus–Mars aspect, and the Moon. Twelve entries each, so
 * the twelve signs of one day never share a sentence and a sign meets each one at most once in
 * twelve days.
 */

/** Slots: {marsFact}, {marsHouse}, {marsTheme}, {sign}. */
export const marsLines = [
  'Mars is in your {marsHouse} solar house ({marsFact}), so the urge to act on your feelings goes into {marsTheme}.',
  'Your drive is running through your {marsHouse} solar house ({marsFact}), which turns your energy toward {marsTheme}.',
  'Mars supplies the courage in love, and from your {marsHouse} solar house ({marsFact}) it pushes you toward {marsTheme}.',
  'With {marsFact}, your {marsHouse} solar house is where impatience and passion both gather, around {marsTheme}.',
  'Where you feel most restless is a clue: Mars is in your {marsHouse} solar house ({marsFact}), stirring up {marsTheme}.',
  'Mars in your {marsHouse} solar house ({marsFact}) ties desire to {marsTheme}, so spend that heat there rather than on an argument.',
  'The planet of pursuit sits in your {marsHouse} solar house ({marsFact}), giving you extra nerve for {marsTheme}.',
  'Counted from {sign}, Mars is in your {marsHouse} solar house ({marsFact}); notice how much of your energy gathers around {marsTheme}.',
  'Mars, now in your {marsHouse} solar house ({marsFact}), asks you to be brave about {marsTheme}.',
  'Heat and hurry come from Mars, and with Mars in your {marsHouse} solar house ({marsFact}) they show up in {marsTheme}.',
  'If you feel a push to move things along, that is Mars in your {marsHouse} solar house ({marsFact}); aim the push at {marsTheme}.',
  'Mars lights up your {marsHouse} solar house ({marsFact}), which makes {marsTheme} the natural outlet for your fire.',
];

/** When Venus and Mars make an aspect. Slots: {meetingFact} ("Venus square Mars"), {meetingMood}. */
export const venusMarsMeetingLines = [
  'The day’s {meetingFact} brings {meetingMood}.',
  'The key love aspect in the sky is {meetingFact}, which brings {meetingMood}.',
  'With {meetingFact} overhead, look out for {meetingMood}.',
  'The planet of affection and the planet of desire are linked by {meetingFact}, and the link brings {meetingMood}.',
  '{meetingFact} sets the romantic weather: {meetingMood}.',
  'Astrologers watch how Venus and Mars meet, and {meetingFact} points to {meetingMood}.',
  'The meeting of Venus and Mars, {meetingFact}, colours the day with {meetingMood}.',
  'One aspect stands out for the heart, {meetingFact}, bringing {meetingMood}.',
  'Pay attention to {meetingFact}; it describes {meetingMood}.',
  'Love and longing are in conversation through {meetingFact}, which often means {meetingMood}.',
  'As {meetingFact} forms, the sky offers {meetingMood}.',
  'Under {meetingFact} you may notice {meetingMood}.',
];

/** Slots: {moonPhase}, {moonSign}, {moonTie}, {moonMood}, {phaseMood}. */
export const moonLines = [
  'The Moon is {moonPhase} in {moonSign}, {moonTie}, so {moonMood}.',
  'The Moon sets the emotional tone: it is {moonPhase} in {moonSign}, {moonTie}, a phase for {phaseMood}.',
  'With the Moon {moonPhase} in {moonSign} and {moonTie}, {moonMood}.',
  'The Moon, {moonPhase} in {moonSign}, favours {phaseMood}, and because it sits {moonTie}, {moonMood}.',
  'The Moon in {moonSign} is {moonPhase} and {moonTie}; {moonMood}.',
  'Feelings follow the Moon, which is {moonPhase} in {moonSign}, {moonTie}: a phase for {phaseMood}.',
  'A Moon in {moonSign}, {moonTie}, means {moonMood}, and its phase favours {phaseMood}.',
  'Keep an eye on the Moon, {moonPhase} in {moonSign} and {moonTie}, because {moonMood}.',
  'The lunar mood is one of {phaseMood}: the Moon is {moonPhase} in {moonSign}, {moonTie}.',
  'Since the Moon is {moonPhase} in {moonSign}, {moonTie}, {moonMood}.',
  'The Moon in {moonSign} sits {moonTie} and is {moonPhase}, which makes this a time for {phaseMood}.',
  'Let the Moon guide your timing: it is {moonPhase} in {moonSign}, the right phase for {phaseMood}, and {moonTie}, so {moonMood}.',
];
