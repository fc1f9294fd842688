import type { Element } from '../../../content/signs';

/**
 * Timing habits by Western element for the {habit} slot of a sign's rhythm line: the element's
 * "Optimal Timing" note (diet-elements.ts) told one habit at a time, so a reader's rhythm line
 * changes from day to day. Gentle, general habits only, never advice for a condition.
 */
export const timingLines = {
  fire: [
    'Eat a real breakfast before the rush begins so the morning has something to run on.',
    'Keep lunch as your main meal and let it be the one you sit down for properly.',
    'Let dinner be lighter and earlier than you might by habit, which leaves the evening calmer.',
    'Plan a small snack for the moment your energy usually dips instead of waiting for it to crash.',
    'Pause for a glass of water before each meal, since a busy fire day often hides thirst.',
    'Give yourself ten unhurried minutes at the table even on your fastest days.',
  ],
  earth: [
    'Keep meals at regular hours so your appetite learns when to expect them.',
    'Give yourself time to sit down for each meal instead of eating on your feet.',
    'Leave a gentle gap between your last meal and bed so the evening can settle.',
    'Let one meal of the day be cooked slowly and eaten slowly, the way earth energy likes.',
    'Make breakfast a steady ritual that looks much the same each morning.',
    'Keep weekend mealtimes close to weekday ones so the week does not lurch.',
  ],
  air: [
    'Set small reminders to eat so a busy mind does not skip meals by accident.',
    'Choose several lighter meals over one heavy one to keep your energy even.',
    'Step away from screens while you eat so you notice when you have had enough.',
    'Keep a simple snack in your bag for the afternoons when thinking outruns eating.',
    'Eat your first meal within a couple of hours of waking before the day gets talkative.',
    'Finish eating a little before you start winding down, so the evening stays light.',
  ],
  water: [
    'Start the day with a glass of water before anything else.',
    'Eat when you are truly hungry rather than when you are low or bored.',
    'Keep evenings soft and unhurried with a warm, simple last meal.',
    'Check in with your mood before a snack and choose comfort that also nourishes.',
    'Let one meal today be eaten somewhere calm where nobody needs anything from you.',
    'Keep regular mealtimes on emotional days when appetite is easiest to lose track of.',
  ],
} as const satisfies Record<Element, readonly string[]>;
