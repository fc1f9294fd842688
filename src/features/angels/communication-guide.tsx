/** Tool spec §2: the closing 'Angel Communication Guide', four items in our own words. */
const GUIDE = [
  {
    icon: '🕯️',
    title: 'Make a quiet space',
    text: 'A few unhurried minutes, a candle or a window, and your phone face down: that is enough room for a message to land.',
  },
  {
    icon: '🙏',
    title: 'Ask plainly',
    text: 'Say what you need in ordinary words, aloud or on paper. A clear, honest question is easier to answer than a perfect one.',
  },
  {
    icon: '🪶',
    title: 'Notice the small signs',
    text: 'A feather on the path, a song that arrives on cue, a number that keeps returning: note what catches your eye in the days after.',
  },
  {
    icon: '💛',
    title: 'Say thank you',
    text: 'Close each reading with gratitude, even for guidance you do not yet understand. Thanks keeps the conversation open.',
  },
] as const;

export function CommunicationGuide() {
  return (
    <section aria-labelledby="angel-guide-heading" className="glass-card p-4">
      <h2 id="angel-guide-heading" className="mb-3 font-display text-xl font-semibold text-gold-200">
        Angel Communication Guide
      </h2>
      <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        {GUIDE.map((item) => (
          <li key={item.title} className="flex gap-3">
            <span aria-hidden="true" className="text-2xl">
              {item.icon}
            </span>
            <div>
              <h3 className="font-semibold text-gold-100">{item.title}</h3>
              <p className="text-sm text-violet-100/90">{item.text}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
