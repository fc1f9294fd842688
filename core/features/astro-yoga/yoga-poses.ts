import type { Element, SignId } from '../../content/signs';
import { POSE_IDS, type PoseId, type YogaPose, posesRecommendedIn } from './yoga-pose';

/**
 * The eight Astro-Yoga poses (tool spec §3), texts in our own words. Elements follow the spec's
 * grouping; chakras follow common teaching. Benefits describe how a pose tends to feel and what
 * it asks of you, never a health effect, and every pose carries its own safety line.
 */
export const yogaPoses = {
  'warrior-1': {
    id: 'warrior-1',
    name: 'Warrior I',
    sanskritName: 'Virabhadrasana I',
    description:
      'A lunging stance with the arms reaching overhead, named after a fierce warrior of Hindu myth. It asks for strong legs and a lifted chest at the same time, which is why fire signs often feel at home in it.',
    benefits: [
      'Builds strength and steadiness through the legs',
      'Opens the front of the hips and the chest',
      'Invites a sense of determination and courage',
      'Teaches you to stay steady while working hard',
    ],
    element: 'fire',
    chakra: 'Solar Plexus',
    difficulty: 'Beginner',
    duration: '30 to 60 seconds on each side',
    icon: '⚔️',
    instructions: [
      'Stand tall, then step your left foot back about a leg’s length.',
      'Turn the back foot out at roughly 45 degrees and press its outer edge into the mat.',
      'Bend the front knee until it sits above the ankle, keeping the back leg long.',
      'Square your hips toward the front of the mat as far as is comfortable.',
      'Sweep both arms overhead, shoulders soft and away from the ears.',
      'Breathe steadily, then step forward and repeat on the other side.',
    ],
    safety:
      'Ease off the lunge if a knee or hip complains, and stop at any pain; if you are pregnant or recovering from an injury, ask a qualified teacher or health professional first.',
  },
  'sun-salutation': {
    id: 'sun-salutation',
    name: 'Sun Salutation',
    sanskritName: 'Surya Namaskar',
    description:
      'Not one pose but a flowing chain of them, moved one breath at a time, traditionally practised facing the morning sun. It warms the whole body and turns breath and movement into a single rhythm.',
    benefits: [
      'Warms the body from head to toe',
      'Links each movement to an in-breath or an out-breath',
      'Wakes up energy and focus for the day ahead',
      'Gives a steady rhythm you can return to any morning',
    ],
    element: 'fire',
    chakra: 'Heart & Solar Plexus',
    difficulty: 'Intermediate',
    duration: '3 to 6 rounds, about 5 minutes',
    icon: '☀️',
    instructions: [
      'Stand with your feet together and palms pressed together at the chest.',
      'Breathe in and sweep your arms up; breathe out and fold forward from the hips.',
      'Breathe in to lift halfway with a long back, then step or jump back to a plank.',
      'Lower down slowly, and breathe in as you lift into a low cobra or upward dog.',
      'Breathe out to press back into downward-facing dog and stay for a few breaths.',
      'Step forward, rise up with arms overhead, and return your palms to your chest.',
    ],
    safety:
      'Move at the pace of your breath rather than faster, bend your knees whenever you need to, and stop at the first sign of pain; during pregnancy or after an injury, have a qualified teacher or health professional adapt the sequence for you.',
  },
  'mountain-pose': {
    id: 'mountain-pose',
    name: 'Mountain Pose',
    sanskritName: 'Tadasana',
    description:
      'Simply standing, done with full attention. Mountain Pose looks like nothing from the outside, yet it is the shape many other standing poses grow from, and it teaches you how it feels to be upright and unhurried.',
    benefits: [
      'Brings attention to posture and alignment',
      'Helps you feel rooted through both feet',
      'Offers a calm pause between busier poses',
      'Trains balance and body awareness in a simple way',
    ],
    element: 'earth',
    chakra: 'Root',
    difficulty: 'Beginner',
    duration: '1 to 2 minutes',
    icon: '⛰️',
    instructions: [
      'Stand with your feet hip-width apart and parallel, weight spread evenly.',
      'Lift and spread your toes, then lay them down softly on the floor.',
      'Draw your kneecaps up gently without locking the knees.',
      'Lengthen your tailbone down and let the crown of your head rise.',
      'Let your arms hang by your sides with palms turned slightly forward.',
      'Soften your gaze and take slow, even breaths.',
    ],
    safety:
      'Keep your knees soft, and stop and sit down if you feel dizzy or any pain; if you are pregnant or living with an injury, check with a qualified teacher or health professional about how long to stand.',
  },
  'tree-pose': {
    id: 'tree-pose',
    name: 'Tree Pose',
    sanskritName: 'Vrksasana',
    description:
      'A one-legged balance with the other foot resting against the standing leg, like a tree rooted on a single trunk. Wobbling is part of the pose: each small correction is the practice.',
    benefits: [
      'Builds balance and concentration',
      'Strengthens the standing leg and foot',
      'Encourages patience with small wobbles',
      'Gives the mind one clear thing to attend to',
    ],
    element: 'earth',
    chakra: 'Crown',
    difficulty: 'Beginner',
    duration: '30 seconds to 1 minute on each side',
    icon: '🌳',
    instructions: [
      'Begin in Mountain Pose and shift your weight onto your left foot.',
      'Place the sole of your right foot on your left ankle, calf or inner thigh, never on the knee.',
      'Press the foot and the leg gently into each other for stability.',
      'Bring your palms together at your chest, or grow your arms up like branches.',
      'Fix your gaze on one still point in front of you.',
      'Breathe evenly, then lower the foot and change sides.',
    ],
    safety:
      'Stand near a wall or a chair for support, and come out of the balance at any pain or dizziness; if you are pregnant or have an injury, ask a qualified teacher or health professional before you practise it.',
  },
  'eagle-pose': {
    id: 'eagle-pose',
    name: 'Eagle Pose',
    sanskritName: 'Garudasana',
    description:
      'A standing balance that wraps one arm around the other and one leg around the other, named after Garuda, the great bird of Hindu legend. The tangle asks for focus, which suits busy air-sign minds.',
    benefits: [
      'Asks for deep concentration and a steady gaze',
      'Stretches across the upper back and shoulders',
      'Builds balance and strength in the standing leg',
      'Gives a restless mind one clear task',
    ],
    element: 'air',
    chakra: 'Sacral',
    difficulty: 'Intermediate',
    duration: '20 to 30 seconds on each side',
    icon: '🦅',
    instructions: [
      'Stand tall and bend both knees a little.',
      'Lift your right leg and cross it over the left thigh, hooking the foot behind the calf if it reaches.',
      'Stretch your arms forward, cross the left arm under the right, and bend both elbows.',
      'Bring the palms or the backs of the hands together and lift the elbows to shoulder height.',
      'Sink a little deeper into the standing leg and keep your gaze steady.',
      'Unwind slowly and repeat with the other arm and leg on top.',
    ],
    safety:
      'Skip the foot hook or the arm wrap if either strains a joint, and stop at any pain; if you are pregnant or have a knee or shoulder injury, let a qualified teacher or health professional advise you first.',
  },
  'breath-of-joy': {
    id: 'breath-of-joy',
    name: 'Breath of Joy',
    sanskritName: 'Pranayama (three-part breath)',
    description:
      'A lively standing breathing exercise: three quick sips of air with three swings of the arms, then one long breath out as you fold. It is playful, a little loud, and quick to lift a heavy mood.',
    benefits: [
      'Fills the lungs in three gentle stages',
      'Lifts energy and mood in a couple of minutes',
      'Joins breath and movement in a playful way',
      'Clears the head before work or study',
    ],
    element: 'air',
    chakra: 'Heart & Throat',
    difficulty: 'Beginner',
    duration: '6 to 9 rounds, about 2 minutes',
    icon: '🌬️',
    instructions: [
      'Stand with your feet a little wider than your hips and your knees soft.',
      'Breathe in a third of a breath as you swing your arms forward to shoulder height.',
      'Breathe in a second third as you open your arms out to the sides.',
      'Breathe in the last third as you sweep your arms overhead.',
      'Breathe out through the mouth as you bend your knees and swing your arms down and back.',
      'Repeat at an easy pace, then stand still and breathe normally for a few breaths.',
    ],
    safety:
      'Slow down or stop if you feel light-headed or any pain; if you are pregnant, or have high blood pressure, a back injury or another condition, ask a qualified teacher or health professional before trying it.',
  },
  'childs-pose': {
    id: 'childs-pose',
    name: 'Child’s Pose',
    sanskritName: 'Balasana',
    description:
      'A resting shape, kneeling with the forehead lowered toward the floor. It is the pose to come back to whenever you need a break, and water signs often find it the most welcoming of all.',
    benefits: [
      'Offers a restful pause in any practice',
      'Gently lengthens the back and the hips',
      'Invites slow, calming breaths',
      'Creates a quiet, inward-looking moment',
    ],
    element: 'water',
    chakra: 'Third Eye',
    difficulty: 'Beginner',
    duration: '1 to 3 minutes',
    icon: '🌙',
    instructions: [
      'Kneel on the mat with your big toes touching and your knees hip-width apart or wider.',
      'Sit your hips back toward your heels.',
      'Fold forward and rest your forehead on the mat, a block or a cushion.',
      'Stretch your arms forward, or lay them beside you with the palms up.',
      'Let your breath widen your back a little with each inhale.',
      'To come out, walk your hands back and rise slowly.',
    ],
    safety:
      'Put a cushion between your hips and heels or under your knees if they ache, and come out at any pain; if you are pregnant, widen your knees and check with a qualified teacher or health professional, as you should after an injury.',
  },
  'fish-pose': {
    id: 'fish-pose',
    name: 'Fish Pose',
    sanskritName: 'Matsyasana',
    description:
      'A gentle backbend lying down, with the chest lifted and the head resting back, named after an incarnation of Vishnu as a fish. It opens the front of the body and often follows a shoulder stand in a practice.',
    benefits: [
      'Opens the chest and the front of the throat',
      'Stretches the front of the shoulders',
      'Encourages fuller breaths into the upper chest',
      'Feels like the opposite of hunching over a screen',
    ],
    element: 'water',
    chakra: 'Throat',
    difficulty: 'Intermediate',
    duration: '15 to 30 seconds',
    icon: '🐟',
    instructions: [
      'Lie on your back with your legs straight, or with your knees bent and feet on the floor.',
      'Slide your hands, palms down, under your hips and draw your elbows in.',
      'Press into your forearms to lift your chest toward the ceiling.',
      'Let your head tip back only as far as is comfortable, keeping most of the weight off it.',
      'Breathe slowly into the lifted chest.',
      'Lift your head first to come out, then lower your back to the floor.',
    ],
    safety:
      'Keep the weight in your forearms, not your neck, and stop at any pain; if you are pregnant or have a neck or back injury, ask a qualified teacher or health professional before practising it.',
  },
} as const satisfies Record<PoseId, YogaPose>;

/** The eight in the spec's order. */
export const poseList: readonly YogaPose[] = POSE_IDS.map((id) => yogaPoses[id]);

/** One of the page's four element sections, in the spec's order: fire, earth, air, water. */
export const posesOfElement = (element: Element): YogaPose[] =>
  poseList.filter((pose) => pose.element === element);

/** The "Recommended for {sign} (element)" list. */
export const recommendedPoses = (sign: SignId): YogaPose[] => posesRecommendedIn(poseList, sign);
