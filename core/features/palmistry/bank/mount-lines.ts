/**
 * The mount that rules the reader's sign ({mount}, under {planet}), said to the reader
 * ({sign}). All twelve signs draw from this pool on one day, so it holds more than twelve.
 */
export const mountLines = [
  'Your ruling pad of the palm is the {mount}, {sign}; press it gently and notice whether it feels full and springy or flat and quiet.',
  'For {sign}, the {mount} is the place to start, the pad tradition gives to {planet} and to the qualities you carry most naturally.',
  'Look for the {mount} on your palm, {sign}: palmists read its fullness as a measure of how strongly {planet} speaks through you.',
  'The {mount} belongs to your sign, {sign}, and today it asks whether you have been using its gifts or keeping them in a drawer.',
  'Tradition ties you to the {mount}, {sign}; a small cross or star on it was once called a lucky mark, and a smooth one a peaceful mind.',
  'As {sign}, you take your cue from the {mount}, where the old palmists placed the influence of {planet} on the hand.',
  'The pad that belongs to your sign is the {mount}, {sign}, and the lines that run toward it show where your energy has been travelling lately.',
  'Give the {mount} a moment of attention, {sign}: how it rises or rests is read as the way {planet} shows itself in your life.',
  'The {mount} is your home ground in the palm, {sign}, and a firm, rosy mount is read as a gift in active use.',
  'Palmists would point you to the {mount}, {sign}, the seat of {planet}, and ask which of its qualities you most want to grow this season.',
  'On your hand the {mount} speaks for your sign, {sign}; if it looks lower than its neighbours, tradition reads that as a talent still waking up.',
  'Start with the {mount}, {sign}, since {planet} rules your sign, and notice how the fine lines around it gather or spread.',
  'The {mount} is where {planet} leaves its signature on your palm, {sign}, and it is worth comparing on both hands today.',
  'Curl your fingers slightly and watch the {mount} gather into a small hill, {sign}; the old readers judged a mount by how it rose when the hand moved.',
  'Your sign answers to {planet}, {sign}, so the {mount} is the pad to warm first with your other thumb before you read anything else.',
  'A faint vertical line crossing the {mount} was counted as a blessing on its qualities, {sign}, so look for one in good light.',
  'Whatever shape your {mount} takes, {sign}, tradition says it grows fuller in seasons when you use what {planet} gave you.',
  'Old hand-readers pressed the {mount} to feel its give, {sign}; a pad that springs back quickly was read as energy ready for use.',
  'Compare the {mount} with the pad beside it, {sign}: where one slopes into the other, palmists read two gifts that like to work as a pair.',
  'For you, {sign}, the {mount} is a kind of home address on the hand, the place where {planet} is said to receive visitors.',
  'If the skin over your {mount} carries a fine grid of lines, {sign}, the old books read a busy talent asking for one clear direction.',
  'Rest a fingertip on the {mount} while you plan your next step, {sign}, as a small reminder of the strengths {planet} lends your sign.',
];
