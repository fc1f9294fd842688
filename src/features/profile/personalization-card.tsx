/** Tool spec §2: what a filled-in profile changes, in our own words. */
const BENEFITS = [
  { emoji: '🌟', text: 'Readings that greet you by name and start from your own sign.' },
  { emoji: '🗺️', text: 'Your true birth chart on every page, cast for the place and time you were born.' },
  { emoji: '🎯', text: 'Guidance that leans toward the focus you chose, not generic advice.' },
  { emoji: '💬', text: 'An astrologer chat that remembers your goals and how long you have been visiting.' },
  { emoji: '🐉', text: 'Your Chinese animal, counted from the real start of your Chinese year.' },
  {
    emoji: '🔒',
    text: 'All of it saved only in this browser, with a file you can take elsewhere; a reading sends our server what it needs, and the server keeps none of it.',
  },
];

export function PersonalizationCard() {
  return (
    <section aria-labelledby="personalization-title" className="glass-card p-5">
      <h2 id="personalization-title" className="font-display text-xl font-semibold text-gold-200">
        Enhanced Personalization Features
      </h2>
      <ul className="mt-3 space-y-2">
        {BENEFITS.map((benefit) => (
          <li key={benefit.text} className="flex gap-3 text-violet-100">
            <span aria-hidden="true">{benefit.emoji}</span>
            <span>{benefit.text}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
