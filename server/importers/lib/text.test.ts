import { describe, expect, it } from 'vitest';
import {
  absoluteHttpUrl,
  htmlToText,
  markdownInlineToText,
  sanitizeInstructions,
  splitList,
  stripControls,
  toInstructionLines,
} from './text';

describe('htmlToText', () => {
  it('strips tags, decodes entities and keeps words apart', () => {
    expect(htmlToText('<p>Tom &amp; Jerry&#39;s</p><p>pie&nbsp;&eacute;</p>')).toBe("Tom & Jerry's pie é");
    expect(htmlToText('a<br>b')).toBe('a b');
  });
});

describe('markdownInlineToText', () => {
  it('reduces links and images to their text and drops emphasis', () => {
    expect(markdownInlineToText('Start [cooking the pasta](/pasta) ![pic](/x.webp)')).toBe('Start cooking the pasta');
    expect(markdownInlineToText('**Fresh** herbs are _a must_, `really`')).toBe('Fresh herbs are a must, really');
    expect(markdownInlineToText('\\*optional 2\\*3 snake_case_name')).toBe('*optional 2*3 snake_case_name');
  });
});

describe('instructions', () => {
  it('turns block tags into lines and keeps inline formatting', () => {
    expect(toInstructionLines('<ol><li>Mix <b>well</b>.</li><li>Bake.</li></ol>')).toEqual([
      'Mix <b>well</b>.',
      'Bake.',
    ]);
    expect(toInstructionLines('One<br/>Two\n\n  Three  ')).toEqual(['One', 'Two', 'Three']);
  });

  it('allows only the listed tags and http(s) links', () => {
    const dirty =
      '<p onclick="x()">Hi <em>there</em> <img src="x"><script>alert(1)</script>' +
      '<a href="javascript:alert(1)">bad</a> <a href="https://ok.example" target="_blank">ok</a></p>';
    expect(sanitizeInstructions(dirty)).toBe('<p>Hi <em>there</em> <a>bad</a> <a href="https://ok.example">ok</a></p>');
  });
});

describe('splitList', () => {
  it('splits strings on commas and keeps array entries', () => {
    expect(splitList('Italian, french; ')).toEqual(['Italian', 'french']);
    expect(splitList(['Main, Side', 3, null])).toEqual(['Main', 'Side', '3']);
    expect(splitList(undefined)).toEqual([]);
  });
});

describe('texts from the web', () => {
  it('strips NUL and other C0 controls but keeps tabs and line breaks', () => {
    expect(stripControls('a\u0000b\u0007c\td\r\ne\rf\u001b')).toBe('abc\td\ne\nf');
  });

  it('decodes an entity encoded twice', () => {
    expect(htmlToText('&amp;frac12; cup &amp;amp; more')).toBe('½ cup & more');
    expect(htmlToText('Fish &amp; chips')).toBe('Fish & chips');
  });

  it('reads steps whose markup was escaped once too often', () => {
    expect(toInstructionLines('&lt;p&gt;Mix.&lt;/p&gt;&lt;p&gt;Bake &amp;amp; cool.&lt;/p&gt;')).toEqual([
      'Mix.',
      'Bake &amp; cool.',
    ]);
  });

  it.each<[unknown, string | undefined]>([
    ['https://example.org/r', 'https://example.org/r'],
    [' http://example.org/r ', 'http://example.org/r'],
    ['https://', undefined],
    ['/relative', undefined],
    ['javascript:alert(1)', undefined],
    [true, undefined],
    [`https://example.org/${'a'.repeat(3000)}`, undefined],
  ])('takes %j as a web address: %j', (value, url) => {
    expect(absoluteHttpUrl(value)).toBe(url);
  });
});
