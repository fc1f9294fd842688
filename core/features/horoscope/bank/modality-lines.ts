import type { Modality } from '../../../content/signs';

/** What the sign's modality (cardinal, fixed, mutable) brings. Slots: {sign}, {period}. */
export const modalityLines = {
  cardinal: [
    'As a cardinal sign, {sign} is built to begin things, and {period} the urge to initiate is worth honouring.',
    'Your cardinal nature prefers leading to following, so take the first step {period} and let others catch up.',
    'Cardinal signs open the seasons, which is why {sign} often feels the start of something before anyone else does.',
    'Being cardinal, you are happiest when something is moving; {period}, choose the one thing that most deserves your momentum.',
    'The cardinal streak in {sign} thrives on a clear goal, so name yours out loud {period}.',
    'A cardinal sign can start more than it finishes, so {period} pair every new beginning with one completed task.',
  ],
  fixed: [
    'As a fixed sign, {sign} keeps its promises, and {period} your staying power is the quiet engine behind your progress.',
    'Your fixed nature does not change course lightly, and {period} that steadiness reassures the people around you.',
    'Fixed signs sit in the middle of each season, which is why {sign} knows how to sustain what others only start.',
    'Being fixed, you can dig in your heels; {period}, ask whether you are holding firm or simply holding on.',
    'The fixed loyalty of {sign} is a gift, and {period} it deserves to be spent on people and plans that return it.',
    'A fixed sign grows through depth rather than speed, so {period} go further into something you already love.',
  ],
  mutable: [
    'As a mutable sign, {sign} adapts with grace, and {period} that flexibility turns surprises into openings.',
    'Your mutable nature moves like water around a stone, and {period} the indirect route may prove the fastest one.',
    'Mutable signs close each season, which is why {sign} is skilled at endings, transitions and graceful pivots.',
    'Being mutable, you can see every side of a question; {period}, pick one side long enough to act on it.',
    'The mutable curiosity of {sign} keeps life fresh, and {period} a change of plan could turn out to be a happy one.',
    'A mutable sign can scatter its energy, so {period} protect one hour for the task that matters most.',
  ],
} as const satisfies Record<Modality, readonly string[]>;
