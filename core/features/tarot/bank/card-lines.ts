import type { CardLine } from '../reading/card-words';

/**
 * The words that introduce a quoted sentence of the card's own meaning. A reading deals them
 * without repeats, so no two cards of one spread are introduced the same way.
 */
export const MEANING_LEADS: { upright: readonly CardLine[]; reversed: readonly CardLine[] } = {
  upright: [
    (card) => `As your ${card.label} card, speaking of ${card.kw2}, it is plain:`,
    (card) => `Its message for the ${card.label}, on the subject of ${card.kw2}, is this:`,
    (card) => `${card.name} in the ${card.label} position tells you:`,
    (card) => `Here is what it brings to the ${card.label} on the subject of ${card.kw2}:`,
    (card) => `Upright in the ${card.label}, its counsel is direct:`,
    (card) => `Listen to what ${card.name} has to say in the ${card.label}:`,
    (card) => `In the ${card.label} seat the card puts ${card.kw2} this way:`,
    (card) => `Taken at its word in the ${card.label}, ${card.name} offers this:`,
    (card) => `For the ${card.label} the meaning of ${card.name} is close to home:`,
    (card) => `Standing upright as your ${card.label} card, ${card.name} sums itself up:`,
    (card) => `What the ${card.label} needs from it, beyond ${card.kw2}, is simple:`,
    (card) => `The gist of ${card.name} in the ${card.label} spot:`,
  ],
  reversed: [
    (card) => `Reversed in the ${card.label}, it has this to say about ${card.kw2}:`,
    (card) => `Turned over in the ${card.label}, ${card.name} says:`,
    (card) => `Its upside-down message about ${card.kw2} for the ${card.label} runs:`,
    (card) => `Read reversed as your ${card.label} card, it is frank with you about ${card.kw2}:`,
    (card) => `${card.name} on its head in the ${card.label} position means:`,
    (card) => `The reversal in the ${card.label} puts it bluntly:`,
    (card) => `Upside down in the ${card.label}, ${card.name} points somewhere less obvious:`,
    (card) => `Here in the ${card.label} the reversed card asks you to notice this:`,
    (card) => `Facing away from you in the ${card.label}, it says:`,
    (card) => `Reversed in the ${card.label}, ${card.name} speaks more quietly:`,
    (card) => `For the ${card.label}, what it says reversed about ${card.kw2} is this:`,
    (card) => `Lying the wrong way up in the ${card.label}, ${card.name} admits:`,
  ],
};

/** What to do with the card: one suggestion per card, dealt without repeats inside a reading. */
export const CARD_ADVICE: { upright: readonly CardLine[]; reversed: readonly CardLine[] } = {
  upright: [
    (card) =>
      `Give ${card.kw2} a concrete place in your week, the way ${card.name} would in the ${card.label}.`,
    (card) => `Let ${card.kw2} lead one decision that touches the ${card.label} before the week is out.`,
    (card) =>
      `Notice where you already rely on ${card.kw2}, and let ${card.name} in the ${card.label} remind you to lean on it more.`,
    (card) => `Write down one way ${card.kw2} could show up in what the ${card.label} describes.`,
    (card) =>
      `With ${card.name} in your ${card.label}, lean on ${card.kw2} a little further than feels comfortable.`,
    (card) =>
      `Ask yourself what ${card.kw2} would be like in the ${card.label} if you stopped waiting for permission.`,
    (card) =>
      `Make room for ${card.kw2}, and keep that room in the ${card.label} clear of other people's plans.`,
    (card) =>
      `Treat ${card.kw2} as a resource the ${card.label} hands you to spend rather than a treasure to hoard.`,
    (card) =>
      `Offer what you have learned about ${card.kw2} to someone who needs it; what the ${card.label} gives grows when it is shared.`,
    (card) =>
      `Bring ${card.kw2} into the conversation about the ${card.label} that you have been putting off.`,
    (card) =>
      `Take one step today that ${card.name}, as your ${card.label} card, would recognise as ${card.kw2}.`,
    (card) => `Let the ${card.label} be the place where ${card.kw2} finally gets some room.`,
  ],
  reversed: [
    (card) => `Be gentle as you look at where ${card.kw2} went missing in the ${card.label}.`,
    (card) => `Ask what would need to change in the ${card.label} for ${card.kw2} to flow again.`,
    (card) => `A small repair to ${card.kw2} will do more for the ${card.label} than a grand gesture.`,
    (card) =>
      `Notice the moment you shy from ${card.kw2}, and pause there with your ${card.label} card in mind.`,
    (card) =>
      `For the ${card.label}, say out loud what you fear about ${card.kw2}; fears shrink in daylight.`,
    (card) => `Give ${card.kw2} time rather than force; a reversed ${card.label} card rights itself slowly.`,
    (card) => `Look for one habit that keeps ${card.kw2} upside down in the ${card.label}, and loosen it.`,
    (card) =>
      `Let someone you trust tell you how you handle ${card.kw2}, as the ${card.label} looks from outside.`,
    (card) =>
      `Forgive yourself the old story about ${card.kw2} before you write the next one for the ${card.label}.`,
    (card) =>
      `Do not push through ${card.name} in the ${card.label}; work around it with patience and ${card.kw2}.`,
    (card) =>
      `Treat ${card.name} reversed in the ${card.label} as a question, not a verdict about ${card.kw2}.`,
    (card) =>
      `Put ${card.kw2} back on your list of needs, near the top, while your ${card.label} card stays turned.`,
  ],
};
