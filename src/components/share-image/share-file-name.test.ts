import { describe, expect, it } from 'vitest';
import { shareFileName } from './share-file-name';

describe('shareFileName', () => {
  it('names the picture after the title, in lower case with hyphens', () => {
    expect(shareFileName('Daily reading for Leo')).toBe('cosmic-guide-daily-reading-for-leo.png');
  });

  it('drops accents, symbols and the hyphens they would leave at either end', () => {
    expect(shareFileName('  ♌ Énergie & Rêves: Nov 27!  ')).toBe('cosmic-guide-energie-reves-nov-27.png');
  });

  it('keeps long titles short and never leaves the name empty', () => {
    expect(shareFileName('word '.repeat(40)).length).toBeLessThanOrEqual('cosmic-guide-.png'.length + 60);
    expect(shareFileName('<script>../../</script>')).toBe('cosmic-guide-script-script.png');
    expect(shareFileName('✨✨')).toBe('cosmic-guide-reading.png');
  });
});
