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
  'Mars supplies the courage in love from your {marsHouse} solar house ({marsFact}), pushing you toward {marsTheme}.',
  'With {marsFact}, your {marsHouse} solar house is where impatience and passion both gather, around {marsTheme}.',
  'Your restlessness about {marsTheme} is a clue: Mars is in your {marsHouse} solar house ({marsFact}).',
  'Mars in your {marsHouse} solar house ({marsFact}) ties desire to {marsTheme} rather than to an argument.',
  'The planet of pursuit sits in your {marsHouse} solar house ({marsFact}), giving you extra nerve for {marsTheme}.',
  'Counted from {sign}, Mars is in your {marsHouse} solar house ({marsFact}); notice how much of your energy gathers around {marsTheme}.',
  'Mars, now in your {marsHouse} solar house ({marsFact}), asks you to be brave about {marsTheme}.',
  'Heat and hurry come from Mars in your {marsHouse} solar house ({marsFact}) and show up in {marsTheme}.',
  'A push to move things along comes from Mars in your {marsHouse} solar house ({marsFact}); aim it at {marsTheme}.',
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
  'When {meetingFact} forms, the sky offers {meetingMood}.',
  'Under {meetingFact} you may notice {meetingMood}.',
];

/** Slots: {moonPhase}, {moonSign}, {moonTie}, {moonMood}, {phaseMood}. */
export const moonLines = [
  'The Moon is {moonPhase} in {moonSign}, {moonTie}, so {moonMood}.',
  'The Moon sets the emotional tone from {moonSign}: it is {moonPhase}, {moonTie}, a phase for {phaseMood}.',
  'With the Moon {moonPhase} in {moonSign} and {moonTie}, {moonMood}.',
  'The Moon, {moonPhase} in {moonSign}, favours {phaseMood}, and because it sits {moonTie}, {moonMood}.',
  'The Moon in {moonSign} is {moonPhase} and {moonTie}; {moonMood}.',
  'Feelings follow the Moon, which is {moonPhase} in {moonSign}, {moonTie}: a phase for {phaseMood}.',
  'A Moon in {moonSign}, {moonTie}, means {moonMood}, and its phase favours {phaseMood}.',
  'Keep an eye on the {moonSign} Moon, {moonPhase} and {moonTie}, because {moonMood}.',
  'The lunar mood is one of {phaseMood}: the Moon is {moonPhase} in {moonSign}, {moonTie}.',
  'Since the Moon is {moonPhase} in {moonSign}, {moonTie}, {moonMood}.',
  'The Moon in {moonSign} sits {moonTie} and is {moonPhase}, which makes this a time for {phaseMood}.',
  'Let the {moonSign} Moon guide your timing: it is {moonPhase}, the right phase for {phaseMood}, and {moonTie}, so {moonMood}.',
];

/**
 * Mars retrograde: desire turns back to look at itself. Review, revise, return, second drafts;
 * never extra nerve to charge ahead. Slots: {marsFact}, {marsHouse}, {marsTheme}, {sign}.
 */
export const marsRetrogradeLines = [
  'Mars is retrograde in your {marsHouse} solar house ({marsFact}), so treat any plan around {marsTheme} as a second draft rather than a launch.',
  'With Mars moving backward through your {marsHouse} solar house ({marsFact}), an old wish about {marsTheme} may come back for a second look.',
  'Retrograde Mars ({marsFact}) slows the chase; in your {marsHouse} solar house it asks you to revisit what you really want from {marsTheme}.',
  'Mars is retracing its steps ({marsFact}), and in your {marsHouse} solar house that favours reworking your approach to {marsTheme} over pushing harder.',
  'Desire turns reflective while Mars is retrograde ({marsFact}); let your {marsHouse} solar house, and {marsTheme}, be a place to review rather than to storm.',
  'A retrograde Mars in your {marsHouse} solar house ({marsFact}) is a good season to return to an unfinished conversation about {marsTheme}.',
  'Mars, retrograde for now ({marsFact}), makes haste in {marsTheme} a poor bet; a patient rethink in your {marsHouse} solar house pays better.',
  'With Mars running in reverse ({marsFact}), frustration around {marsTheme} is a signal to revise the plan, not to force it.',
  'Your {marsHouse} solar house hosts a retrograde Mars ({marsFact}), so old sparks connected to {marsTheme} may flicker again; look before you follow them.',
  'Retrograde Mars ({marsFact}) hands you a chance to redo something in {marsTheme} that you rushed the first time.',
  'While Mars backs through your {marsHouse} solar house ({marsFact}), meet {marsTheme} as an editor would: cut, refine, try again.',
  'Mars retrograde ({marsFact}) turns the urge to pursue into an urge to reconsider, and {marsTheme} is where that rethink belongs for you, {sign}.',
];
