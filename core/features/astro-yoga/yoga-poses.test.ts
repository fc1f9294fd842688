import { describe, expect, it } from 'vitest';
import { ELEMENTS, SIGN_IDS, type SignId, signs } from '../../content/signs';
import { YOGA_CHAKRAS, chakraInfo } from './chakra-info';
import { elementWisdom } from './element-wisdom';
import { POSE_DIFFICULTIES, POSE_IDS, type YogaPose, posesRecommendedIn } from './yoga-pose';
import { poseList, posesOfElement, recommendedPoses, yogaPoses } from './yoga-poses';

/** Tool spec §3: the eight poses and their elements, in the spec's order. */
const SPEC_POSES = [
  ['warrior-1', 'fire'],
  ['sun-salutation', 'fire'],
  ['mountain-pose', 'earth'],
  ['tree-pose', 'earth'],
  ['eagle-pose', 'air'],
  ['breath-of-joy', 'air'],
  ['childs-pose', 'water'],
  ['fish-pose', 'water'],
] as const;

const SPEC_CHAKRAS = [
  'Root',
  'Sacral',
  'Solar Plexus',
  'Heart',
  'Heart & Solar Plexus',
  'Heart & Throat',
  'Throat',
  'Third Eye',
  'Crown',
];

const TEXT_FIELDS = ['name', 'sanskritName', 'description', 'duration', 'icon', 'safety'] as const;

/** Words that would turn a pose's feel into a claim about the body; the safety line alone may say "pain". */
const HEALTH_CLAIM =
  /\b(heal|cure|treats\b|treatment|therap|medic|disease|illness|symptom|detox|immun|anxiety|depress|insomnia|pain|diagnos|relieve)\w*/i;

describe('the eight Astro-Yoga poses', () => {
  it("holds the spec's eight ids with the spec's elements, in the spec's order", () => {
    expect([...POSE_IDS]).toEqual(SPEC_POSES.map(([id]) => id));
    expect(poseList.map((pose) => [pose.id, pose.element])).toEqual(SPEC_POSES);
    expect(Object.keys(yogaPoses)).toEqual([...POSE_IDS]);
  });

  it.each(poseList.map((pose) => [pose.id, pose] as const))(
    '%s: every field is filled, typed and in order',
    (id, pose: YogaPose) => {
      expect(pose.id).toBe(id);
      for (const field of TEXT_FIELDS) {
        expect(pose[field].trim(), `${id} ${field} is empty`).not.toBe('');
        expect(pose[field], `${id} ${field} has stray spacing`).toBe(pose[field].trim().replace(/\s+/g, ' '));
      }
      expect(POSE_DIFFICULTIES, `${id} difficulty`).toContain(pose.difficulty);
      expect(YOGA_CHAKRAS, `${id} chakra`).toContain(pose.chakra);
      expect(pose.icon, `${id} icon is an emoji`).toMatch(/\p{Extended_Pictographic}/u);
      expect(pose.duration, `${id} duration names a time or a count`).toMatch(/\d/);
      expect(pose.benefits.length, `${id} benefits`).toBeGreaterThanOrEqual(3);
      expect(pose.instructions.length, `${id} instructions`).toBeGreaterThanOrEqual(4);
      for (const step of pose.instructions)
        expect(step, `${id} step "${step}" is a sentence`).toMatch(/^[A-Z].*\.$/);
      for (const benefit of pose.benefits)
        expect(benefit, `${id} benefit "${benefit}" is a short phrase`).toMatch(/^[A-Z][^.]*[^.\s]$/);
    },
  );

  it.each(poseList.map((pose) => [pose.id, pose] as const))(
    '%s: its safety line says to stop on pain and to ask a professional when pregnant or injured',
    (id, pose) => {
      expect(pose.safety, `${id} safety`).toMatch(/\bstop\b|come out/i);
      expect(pose.safety, `${id} safety`).toMatch(/\bpain\b/i);
      expect(pose.safety, `${id} safety`).toMatch(/pregnan/i);
      expect(pose.safety, `${id} safety`).toMatch(/injur/i);
      expect(pose.safety, `${id} safety`).toMatch(/teacher|professional/i);
    },
  );

  it('makes no health claim in any description, benefit or instruction', () => {
    for (const pose of poseList) {
      for (const text of [pose.description, ...pose.benefits, ...pose.instructions])
        expect(text, `${pose.id}: "${text}" reads as a health claim`).not.toMatch(HEALTH_CLAIM);
    }
  });

  it('gives each pose its own name, Sanskrit name, icon and safety line', () => {
    for (const field of ['name', 'sanskritName', 'icon', 'safety'] as const)
      expect(new Set(poseList.map((pose) => pose[field])).size, field).toBe(8);
  });

  it('has both difficulties in the catalogue', () => {
    expect(new Set(poseList.map((pose) => pose.difficulty))).toEqual(new Set(POSE_DIFFICULTIES));
  });
});

describe('the chakra table', () => {
  it("is keyed by the spec's nine chakra names", () => {
    expect([...YOGA_CHAKRAS]).toEqual(SPEC_CHAKRAS);
    expect(Object.keys(chakraInfo).sort()).toEqual([...SPEC_CHAKRAS].sort());
  });

  it.each(SPEC_CHAKRAS)('%s: a two-colour gradient of CSS colours, an element and a location', (name) => {
    const info = chakraInfo[name as keyof typeof chakraInfo];
    expect(info.gradient, `${name} gradient`).toHaveLength(2);
    for (const colour of info.gradient) expect(colour, `${name} colour`).toMatch(/^#[0-9a-f]{6}$/);
    expect(info.gradient[0], `${name} gradient is one flat colour`).not.toBe(info.gradient[1]);
    expect(info.element.trim(), `${name} element`).not.toBe('');
    expect(info.location.trim(), `${name} location`).not.toBe('');
  });
});

describe('poses for a sign and an element', () => {
  it.each(SIGN_IDS)('%s: the two poses of its element', (sign) => {
    const recommended = recommendedPoses(sign);
    expect(recommended.map((pose) => pose.element)).toEqual([signs[sign].element, signs[sign].element]);
  });

  it('groups the eight into four sections of two, fire, earth, air, water', () => {
    expect(ELEMENTS.map((element) => posesOfElement(element).map((pose) => pose.id))).toEqual([
      ['warrior-1', 'sun-salutation'],
      ['mountain-pose', 'tree-pose'],
      ['eagle-pose', 'breath-of-joy'],
      ['childs-pose', 'fish-pose'],
    ]);
  });

  it('recommends by element alone, whatever the catalogue holds', () => {
    const list = [
      { ...yogaPoses['fish-pose'], element: 'fire' as const },
      { ...yogaPoses['tree-pose'], element: 'air' as const },
    ];
    const ids = (sign: SignId) => posesRecommendedIn(list, sign).map((pose) => pose.id);
    expect(ids('leo')).toEqual(['fish-pose']);
    expect(ids('libra')).toEqual(['tree-pose']);
    expect(ids('cancer')).toEqual([]);
  });
});

describe('the element wisdom footer', () => {
  it.each(ELEMENTS)('%s: names its three signs', (element) => {
    const wisdom = elementWisdom[element];
    expect(wisdom.element).toBe(element);
    for (const sign of SIGN_IDS.filter((id) => signs[id].element === element))
      expect(wisdom.wisdom, `${element} wisdom names ${sign}`).toContain(signs[sign].name);
  });
});
