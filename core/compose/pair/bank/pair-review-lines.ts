/**
 * Venus and Mars while they are retrograde or standing still at a station: the season of review,
 * second drafts and returns (one reading of retrograde motion across features), never a push to
 * charge ahead. Same slots and rules as pair-sky-lines.ts: each line names {second} and carries
 * the planet's degree; thirteen a pool.
 */
export const marsReviewLines = [
  'With {mars}, the push in your {marsHouse} solar house turns inward, so {first} does better reworking a plan about {marsArea} with {second} than starting a new one.',
  'Today {mars} asks {first} and {second} to revisit an old desire before chasing a fresh one, especially around {marsOtherTheme} for them.',
  'Drive slows to review while {mars} crosses your {marsHouse} house: an argument with {second} about {marsArea} is better reopened calmly than won.',
  'A second draft suits the day, since {mars} sends your energy back over {marsArea} and takes {second} back over {marsOtherTheme}.',
  'With {mars} in the {marsOtherHouse} house of {second}, expect them to return to unfinished business about {marsOtherTheme} rather than rush.',
  'Patience with {second} pays more than pressure while {mars} reworks your {marsHouse} house of {marsArea}.',
  'Old frictions between {first} and {second} may resurface as {mars} goes back over familiar ground; treat them as a chance to mend.',
  'For {first}, {mars} is a cue to check a plan with {second} before acting on it, above all in {marsArea}.',
  'Under {mars}, {second} may want to redo something about {marsOtherTheme}; help them revise rather than hurry them.',
  'Energy between {first} and {second} circles back today with {mars}, so return to a promise about {marsArea} that slipped.',
  'Desire takes a second look while {mars} holds your {marsHouse} house: ask {second} what they still want rather than assuming.',
  'A quarrel with {second} over {marsOtherTheme} is best revisited slowly while {mars} moves through their {marsOtherHouse} house.',
  'The slow pace of {mars} favours repairs over conquests, so {first} can fix one thing with {second} around {marsArea}.',
];

export const venusReviewLines = [
  'With {venus}, affection in your {venusHouse} solar house turns reflective, a good moment for {first} and {second} to look again at {venusArea}.',
  'Today {venus} invites {first} and {second} to look back at an old tenderness around {venusOtherTheme} and decide whether to renew it.',
  'Love reviews its own terms while {venus} crosses your {venusHouse} house: what {first} values in {second} may be clearer in hindsight.',
  'A past kindness from {second} may come back to mind under {venus}, especially around {venusArea}.',
  'With {venus} in the {venusOtherHouse} house of {second}, they may return to a question about {venusOtherTheme} that never quite closed.',
  'Second thoughts about money, taste or closeness are natural while {venus} works back over your {venusHouse} house; talk them through with {second}.',
  'Under {venus}, {first} does better tending what already exists with {second} than chasing something new.',
  'The slow turn of {venus} favours revisiting how you and {second} show care, starting with {venusArea}.',
  'An old habit of affection between {first} and {second} deserves a second look while {venus} reviews your {venusHouse} house.',
  'Today {venus} asks {second} to reconsider what matters in {venusOtherTheme}, so give them room to change their mind.',
  'Let {venus} be a season of rereading for {first}: old messages from {second} and old promises around {venusArea} may say something new.',
  'While {venus} retraces its path, {first} and {second} can mend rather than replace, beginning with {venusOtherTheme} for them.',
  'Reflection beats romance-by-rush while {venus} holds your {venusHouse} house; {second} may appreciate a slower, truer gesture.',
];
