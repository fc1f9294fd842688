/**
 * The sentences of a transit reading, each written around the facts of one pass so the same
 * sentence cannot come back for another transit: every frame names the transiting body, the
 * aspect or the natal point, and the timing lines name the dates.
 */
export interface TransitSlots {
  /** "Saturn", "The Sun". */
  Body: string;
  /** "Saturn", "the Sun". */
  body: string;
  /** "square", "conjunction". */
  aspect: string;
  /** "your Venus", "your Ascendant". */
  target: string;
  bodyTheme: string;
  targetTheme: string;
  aspectMode: string;
  /** "March 3", the day of the exact pass (UTC). */
  exactDay: string;
  startDay: string;
  endDay: string;
  /** "Capricorn", where the transiting body stands at the exact pass. */
  sign: string;
}

type Line = (slots: TransitSlots) => string;

/** The meaning: what the body brings to the point, and how the aspect shapes it. */
export const transitMeaningLines: readonly Line[] = [
  (s) => `${s.Body} brings ${s.bodyTheme} to ${s.targetTheme}, and the ${s.aspect} ${s.aspectMode}.`,
  (s) => `Here ${s.bodyTheme} meets ${s.targetTheme}; this ${s.aspect} ${s.aspectMode}.`,
  (s) =>
    `Think of ${s.target} as ${s.targetTheme}: ${s.body} now adds ${s.bodyTheme}, and the ${s.aspect} ${s.aspectMode}.`,
  (s) =>
    `With ${s.body} in ${s.aspect} to ${s.target}, ${s.bodyTheme} reaches ${s.targetTheme}, a contact that ${s.aspectMode}.`,
  (s) => `The ${s.aspect} from ${s.body} ${s.aspectMode}, bringing ${s.bodyTheme} into ${s.targetTheme}.`,
  (s) =>
    `What ${s.body} carries is ${s.bodyTheme}; what it touches is ${s.targetTheme}; the ${s.aspect} ${s.aspectMode}.`,
];

/** When it happens: entry into orb, the exact pass, and the exit. */
export const transitTimingLines: readonly Line[] = [
  (s) =>
    `The contact with ${s.target} comes into orb on ${s.startDay}, is exact on ${s.exactDay} with ${s.body} in ${s.sign}, and fades after ${s.endDay}.`,
  (s) =>
    `Expect it from ${s.startDay} to ${s.endDay}, strongest around ${s.exactDay}, when ${s.body} in ${s.sign} lines up with ${s.target}.`,
  (s) =>
    `The window on ${s.target} runs ${s.startDay} to ${s.endDay}; the exact point is ${s.exactDay}, ${s.body} then in ${s.sign}.`,
  (s) =>
    `${s.Body} in ${s.sign} reaches the exact ${s.aspect} to ${s.target} on ${s.exactDay}, inside a stretch that opens ${s.startDay} and closes ${s.endDay}.`,
  (s) => `Mark ${s.exactDay} for the peak; ${s.target} feels it from ${s.startDay} and eases by ${s.endDay}.`,
];

/** For slow transits that pass more than once: which pass this is, and the retrograde's part. */
export const transitPassLines: readonly ((
  s: TransitSlots & { ordinal: string; passes: string },
) => string)[] = [
  (s) =>
    `This is the ${s.ordinal} of ${s.passes} exact passes over ${s.target}, so the theme returns rather than arriving once.`,
  (s) =>
    `As the ${s.ordinal} pass of ${s.passes}, it belongs to a longer story with ${s.target}, told in chapters.`,
  (s) => `${s.Body} meets ${s.target} ${s.passes} times in one loop, and this is the ${s.ordinal} meeting.`,
];

export const retrogradePassLines: readonly Line[] = [
  (s) => `${s.Body} is retrograde at this pass over ${s.target}: a time to review and redo, not to launch.`,
  (s) =>
    `Because ${s.body} moves backward here, what it raises about ${s.targetTheme} asks for revision first.`,
  (s) => `The retrograde pass turns the ${s.aspect} inward, toward reflection on ${s.targetTheme}.`,
];

/** Where it lands when the chart has houses. */
export const transitHouseLines: readonly ((s: TransitSlots & { house: string; area: string }) => string)[] = [
  (s) =>
    `${s.Body} moves through your ${s.house} house, so ${s.area} is where this ${s.aspect} to ${s.target} shows first.`,
  (s) =>
    `In your chart the contact with ${s.target} plays out through the ${s.house} house: look for it in ${s.area}.`,
  (s) =>
    `The stage for ${s.body} and ${s.target} is your ${s.house} house, the part of life about ${s.area}.`,
  (s) => `Watch ${s.area}, your ${s.house} house, where ${s.body} is travelling during this ${s.aspect}.`,
];

/** What to do with it, by the aspect's nature. */
export const transitPracticeLines = {
  flowing: [
    (s) => `Say yes to one thing that feeds ${s.targetTheme} before ${s.endDay}.`,
    (s) => `Use the ease around ${s.exactDay}: start what you keep postponing for ${s.targetTheme}.`,
    (s) => `Notice what goes right for ${s.target} around ${s.exactDay} and do more of it on purpose.`,
    (s) => `A small step toward ${s.targetTheme} counts for more than usual until ${s.endDay}.`,
    (s) =>
      `Let someone help you with ${s.targetTheme} around ${s.exactDay}; the ${s.aspect} favours shared effort.`,
  ],
  testing: [
    (s) => `Name the tension plainly before ${s.exactDay}, then choose one thing to change.`,
    (s) =>
      `By ${s.exactDay}, give ${s.targetTheme} a clear limit and a clear aim; friction eases once it has a job.`,
    (s) =>
      `If ${s.bodyTheme} feels like pressure near ${s.exactDay}, read it as news about what needs adjusting.`,
    (s) =>
      `Keep a little slack in your plans for ${s.targetTheme} near ${s.exactDay}; the ${s.aspect} rewards patience over force.`,
    (s) => `Write down what this ${s.aspect} stirs up; by ${s.endDay} the pattern will be easier to read.`,
  ],
  fusing: [
    (s) => `Set an intention for ${s.targetTheme} on ${s.exactDay}; a conjunction is a beginning.`,
    (s) =>
      `Give what ${s.body} stirs in ${s.target} one concrete outlet before ${s.endDay}, so it does not scatter.`,
    (s) =>
      `Stay with what rises in ${s.targetTheme} around ${s.exactDay}; the conjunction shows it up close.`,
    (s) =>
      `Begin rather than perfect: until ${s.endDay} the conjunction favours a first draft of ${s.targetTheme}.`,
  ],
} as const satisfies Record<string, readonly Line[]>;
