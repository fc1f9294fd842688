import type { Element } from '../../../content/signs';

/**
 * Food ideas by Western element, general and gentle. Twelve per element: in a reading that
 * holds both a sign and an animal, one sign's line is read by all twelve animals on a day.
 */
export const westernElementLines = {
  fire: [
    'Fire signs burn bright, so cooling foods like cucumber, watermelon and crisp lettuce help keep your energy even.',
    'Your fiery pace can skip meals without noticing, so carry a piece of fruit or some nuts to stay fuelled.',
    'Spicy food may tempt a fire sign, yet pairing chilli with yoghurt, rice or fresh herbs keeps the heat friendly.',
    'A bright, zesty salad with citrus and seeds suits the quick, lively energy of a fire sign.',
    'Fire energy thrives on a proper breakfast, perhaps oats with berries, before the day sweeps you along.',
    'Grilled vegetables with a squeeze of lemon give a fire sign the bold flavour it loves without too much weight.',
    'After a burst of activity, a fire sign recovers well with a balanced plate of grains, greens and protein.',
    'Fire signs often eat fast, so try serving smaller portions and going back only if you are still hungry.',
    'Cooling herbs such as mint and coriander calm a plate of strong flavours, a good trick for fire energy.',
    'Red fruits, peppers and tomatoes match a fire sign’s colour and bring plenty of freshness with them.',
    'When fire energy runs high, a cool glass of water with cucumber or mint is a welcome pause.',
    'Keep late-night spicy or heavy meals for special occasions, since fire signs tend to sleep better after lighter evenings.',
  ],
  earth: [
    'Earth signs feel at home with root vegetables, so a tray of roasted carrots, beets and squash suits you well.',
    'Whole grains such as brown rice, barley and oats give an earth sign the steady, grounded energy it likes.',
    'Your love of comfort food is a strength, and a hearty bean stew with plenty of vegetables honours it.',
    'Earth energy can settle into routine, so add one fresh, crunchy element to balance a familiar meal.',
    'Fresh bread, good cheese and ripe fruit make a simple feast that earth signs can savour slowly.',
    'Mushrooms, lentils and leafy greens bring a rich, earthy flavour that suits your grounded nature.',
    'Earth signs appreciate quality, so choose one really good ingredient and let it shine in a simple dish.',
    'Cooking from scratch can be calming for an earth sign, and a slow-simmered soup is a fine way to unwind.',
    'Balance earthy heaviness with something bright, such as a spoon of pickles, a squeeze of lemon or fresh herbs.',
    'An earth sign’s patience suits slow cooking, so let a pot of grains or beans bubble away while you relax.',
    'Seeds such as pumpkin and sunflower add crunch and goodness to the grounded meals earth signs enjoy.',
    'Take pleasure in the sensory side of eating, the smell, colour and texture, which an earth sign notices keenly.',
  ],
  air: [
    'Air signs thrive on variety, so a colourful plate with several small dishes keeps meals interesting.',
    'Your busy mind can forget lunch entirely, so set a gentle reminder and keep something wholesome close by.',
    'Light meals suit an air sign, but steady protein such as eggs, fish, tofu or beans keeps energy from drifting.',
    'Crunchy vegetables with a favourite dip make an easy snack for a curious air sign on the move.',
    'Air energy is sociable, so a shared meal with good conversation nourishes you in more ways than one.',
    'Try a grain bowl with many toppings, which gives an air sign the variety it loves in a single meal.',
    'Warm, cooked food can ground scattered air energy, so let one meal today be soup, stew or a warm grain dish.',
    'Herbal teas and plenty of water help an air sign feel clear-headed through a long afternoon.',
    'Eat away from your desk whenever you can, since an air sign often eats more mindfully away from screens.',
    'Nuts, seeds and oily fish are classic brain-friendly foods that suit the thoughtful air signs well.',
    'An air sign can graze all day, so gather those bites into a proper snack with a clear start and finish.',
    'Fresh fruit, leafy salads and bright herbs keep an air sign’s meals light without leaving you hungry.',
  ],
  water: [
    'Water signs feel food emotionally, so a warm bowl of soup on a reflective day can be real comfort.',
    'Hydrating foods such as cucumber, melon, oranges and broth suit a water sign’s flowing nature.',
    'Notice whether a craving comes from hunger or from feeling low, and answer each one kindly.',
    'Gentle, home-cooked dishes eaten in a calm setting tend to sit best with water signs.',
    'Fish, seaweed and other gifts of the sea are an easy fit for a water sign’s plate.',
    'Water signs often cook for others, so remember to make a nourishing portion for yourself as well.',
    'A cup of warm tea after a meal can be a soothing ritual for a sensitive water sign.',
    'Stewed apples or pears with a little cinnamon make a tender, comforting treat for water energy.',
    'When emotions run high, a simple, familiar meal can steady a water sign better than anything fancy.',
    'Water signs absorb the mood around them, so eat with people who leave you feeling at ease.',
    'Keep a glass of water by your side through the day, since a water sign often forgets to drink.',
    'Creamy textures such as porridge, lentil soup or mashed sweet potato suit water energy on softer days.',
  ],
} as const satisfies Record<Element, readonly string[]>;
