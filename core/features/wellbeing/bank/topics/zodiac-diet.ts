import type { TopicBank } from '../topic-bank';

/** Gentle eating habits only: no diets, restrictions or health claims. */
export const zodiacDietBank = {
  practices: [
    'Eat one meal today without a screen, noticing colour, smell and texture before the first bite. Slowing down lets your body tell you when it has had enough.',
    'Keep a glass of water within reach and finish it before your next coffee or tea. Many dips in mood and focus are simply thirst in disguise.',
    'Add one colourful vegetable or fruit to a meal you already eat, rather than changing the whole plan. Small additions last longer than strict rules.',
    'Cook something simple from scratch, even a pot of soup or a bowl of porridge. Preparing food with your own hands is grounding in itself.',
    'Before you snack, pause and ask whether you are hungry, tired, bored or sad. Each one deserves a different kind of care, and only one of them is food.',
    'Share a meal or a cup of tea with someone today, even a short one. Eating in good company nourishes more than the body.',
    'Choose a warm, comforting breakfast if your mornings feel rushed. A settled start tends to carry through the rest of the day.',
    'Put your fork down between bites for one meal and take a breath. It is a tiny habit that changes how satisfied you feel afterwards.',
    'Plan tomorrow’s lunch tonight so future you does not have to decide while tired. Kindness to yourself can be as practical as a packed meal.',
    'Try one seasonal food you have not eaten in a while. Eating with the season is an easy way to feel in step with the year.',
    'Notice how you feel an hour after eating, light, heavy, energised or sleepy, and jot it down. Your own notes are the best guide to what suits you.',
    'Make your eating space pleasant: clear the table, add a napkin or a flower, sit down properly. A peaceful table invites an unhurried meal.',
    'If you have a health condition, allergies or a history of difficult eating, let a doctor or dietitian guide any change; today, simply eat with attention.',
  ],
  questions: [
    'Which food makes you feel cared for, and when did you last have it?',
    'When do you eat for comfort, and what else might bring you that comfort?',
    'How does your mood shift when you skip a meal or eat in a hurry?',
    'What would a kind, unhurried mealtime look like in your real week?',
    'Which eating habit serves you well and deserves a little thanks?',
    'What are you truly hungry for today, beyond food?',
    'How does the food of your childhood still shape what feels like home?',
    'What one small change would make your meals feel more like a pleasure than a chore?',
    'When do you feel most energised after eating, and what did you eat?',
    'Who do you enjoy sharing food with, and how could you do that more often?',
    'What story about food or your body are you ready to put down?',
    'How could you listen to your hunger and fullness a little more closely this week?',
  ],
} as const satisfies TopicBank;
