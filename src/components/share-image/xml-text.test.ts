import { describe, expect, it } from 'vitest';
import { xmlText } from './xml-text';

describe('xmlText', () => {
  it('turns every markup character into its entity', () => {
    expect(xmlText(`<a href="x">Tom & Jerry's</a>`)).toBe(
      '&lt;a href=&quot;x&quot;&gt;Tom &amp; Jerry&apos;s&lt;/a&gt;',
    );
  });

  it('drops characters XML cannot hold, keeping emoji, tabs and line breaks', () => {
    expect(xmlText('a\u0000b\u001Fc\uD800d 🌙\t\n')).toBe('abcd 🌙\t\n');
  });
});
