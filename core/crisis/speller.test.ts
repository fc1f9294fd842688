import { describe, expect, it } from 'vitest';
import { createNormalizerLexicon } from './crisis-lexicon';
import { CRISIS_PACKS } from './languages';
import { createSpeller, editDistance } from './speller';

describe('editDistance', () => {
  it.each([
    ['suicide', 'suicide', 0],
    ['sucide', 'suicide', 1],
    ['suicdie', 'suicide', 1],
    ['myslef', 'myself', 1],
    ['suicide', 'sucidie', 2],
    ['overcome', 'overdose', 2],
  ] as const)('%s / %s: %d', (a, b, distance) => {
    expect(editDistance(a, b, 3)).toBe(distance);
  });

  it('stops counting past the limit', () => {
    expect(editDistance('astrology', 'suicide', 1)).toBe(2);
    expect(editDistance('a', 'abcdef', 2)).toBe(3);
  });
});

describe('createSpeller', () => {
  const spell = createSpeller(
    ['suicide', 'suicidal', 'myself', 'unconscious', 'overdose'],
    new Set(['overdone']),
  );

  it.each([
    ['sucide', 'suicide'],
    ['usicide', 'suicide'],
    ['suicidial', 'suicidal'],
    ['mysefl', 'myself'],
    ['unconcius', 'unconscious'],
  ])('corrects %s to %s', (typed, corrected) => {
    expect(spell(typed)).toBe(corrected);
  });

  it.each([
    ['suicidal', 'a keyword itself'],
    ['overdone', 'a known word'],
    ['overcome', 'two letters replaced, not two slips'],
    ['kil', 'too short to guess'],
    ['hicide', 'a different first letter'],
  ])('leaves %s (%s)', (typed) => {
    expect(spell(typed)).toBe(typed);
  });

  it('leaves a word that two keywords are equally close to', () => {
    const tied = createSpeller(['abcde', 'abcdf'], new Set());
    expect(tied('abcdx')).toBe('abcdx');
  });
});

/**
 * Ordinary English words, many of them one or two letters from a crisis keyword, that an
 * English message must keep as typed.
 */
const ORDINARY_WORDS = `
about above abroad absolutely accept account across action actually advice afraid after again
against alike alive almost alone along already always amazing ambiance ambulance among amused angel
anger animal another answer anyone anything anyway apartment appear around aside asking attack avoid
awake banging beach beautiful because become bedroom before begin behind being believe below beside
better between birthday bleating bleeping blending blessing blinding bored bottle brain bread break
breath breathe breeding bridge bright bring brother brought build burned business buying calendar
called career careful carry catch cause celebrate center certain chance change chapter charming
cheap check child children choose church clean clear close clothes coffee coming compare complete
cooking could country couple course cousin cover crazy cried cutting dancing daughter death decide
decided deeply depth dearth different dinner direction disappoint diving doctor doing dream dress
drink drive driving drying during dyeing early earth easily eating eclipse eight either emergence
emergent empty energy enjoy enough entire every everyone exactly example excited exist exists exits
expect family farming father feeling fetal field fight final finally finding finish first flight
floor flower follow forget forgive forward friend friends future garden gentle getting giving going
goodness great green group growing guess guitar happen happy harbour harding harping having healing
health heard heart heavy hello helping herself himself holiday homeless honest honestly hoping
horoscope house however human hunting hurling husband important inside instead itself journey
kidding killer killings kitchen knowing later laugh learn leaving letter letters lifting light
liking lining listen little living lonely looking loving lucky mediation meditation medication
meeting memory message middle minute mistake moment money month morning mother moving music myself
nature needed never night noise nothing number obody office often olive other outside overcome
overdoes overdone overdue overrode overtone painless painters paper parents partner party people
perfect person phone picture place planet plans please pointless poison prison probably problem
promise question quiet rather reading ready really reason remember return right rising scared school
season second seeping seizing sister sleeping slipping small smile someone something sometimes sorry
speeding spring stairs stepping still stories strange stranded stranger street stroke strong
struggled student subsides suddenly sulfides summer sunday supposed surely sweeping table tables
teacher thank their there thing think though thought three through tired today together totally
touch toward travel trouble truly trying under understand unless until upset usually vacation
valence violation violence visit waiting walking wanted warming watch water wedding weekend whatever
where which while whole without woman wonder working world worried worthless would write writing
wrong years yesterday yourself
`
  .trim()
  .split(/\s+/u);

describe('the packs’ speller on an English message', () => {
  const lexicon = createNormalizerLexicon(Object.values(CRISIS_PACKS));
  const spell = lexicon.spellerFor('i want you to know that this is my message');

  it('is tried on plenty of ordinary words', () => {
    expect(new Set(ORDINARY_WORDS).size).toBeGreaterThanOrEqual(400);
  });

  it.each(ORDINARY_WORDS)('keeps "%s" as typed', (word) => {
    expect(spell(word)).toBe(word);
  });
});
