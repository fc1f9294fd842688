import { describe, expect, it } from 'vitest';
import { SIGN_IDS } from '../content/signs';
import { addDays } from '../time/calendar-date';
import { createFrameVoice } from './frame-dealer';

const FRAMES = Array.from({ length: 14 }, (_, index) => `Frame ${index} for {sign}: {clause}.`);
const voice = (sign: (typeof SIGN_IDS)[number], date = '2026-11-24') =>
  createFrameVoice({ salt: 'test', sign, date, slots: { sign: sign.toUpperCase() } });
const frameOf = (sentence: string) => sentence.replace(/ for .*$/, '');

describe('createFrameVoice', () => {
  it('sets the clause and the sign slots in the frame, capitalising a clause that opens it', () => {
    const framed = createFrameVoice({
      salt: 't',
      sign: 'leo',
      date: '2026-11-24',
      slots: { sign: 'Leo' },
    }).framed(['{clause}, says {sign}.'], 'water runs deep', 0);
    expect(framed).toBe('Water runs deep, says Leo.');
  });

  it('gives the twelve signs twelve different frames for the same item on one day', () => {
    const frames = SIGN_IDS.map((sign) => frameOf(voice(sign).framed(FRAMES, 'x', 3)));
    expect(new Set(frames).size).toBe(12);
  });

  it('gives one sign a new frame for an item each day until the pool is spent', () => {
    const frames = Array.from({ length: FRAMES.length }, (_, day) =>
      frameOf(voice('virgo', addDays('2026-11-24', day)).framed(FRAMES, 'x', 2)),
    );
    expect(new Set(frames).size).toBe(FRAMES.length);
  });

  it('gives the items of one reading different frames', () => {
    const reader = voice('aries');
    const frames = [0, 1, 2, 3, 4, 5].map((place) => frameOf(reader.framed(FRAMES, 'x', place)));
    expect(new Set(frames).size).toBe(6);
  });

  it('deals whole sentences apart across signs and the same daily choice to all', () => {
    const pool = FRAMES.map((frame) => frame.replace('{clause}', 'y'));
    expect(new Set(SIGN_IDS.map((sign) => voice(sign).everySign(pool, 'q'))).size).toBe(12);
    expect(new Set(SIGN_IDS.map((sign) => voice(sign).daily(['a', 'b', 'c'], 'h'))).size).toBe(1);
  });
});
