import { describe, expect, it } from 'vitest';
import {
  htmlToText,
  markdownInlineToText,
  parseDurationMinutes,
  parseHumanMinutes,
  parseServings,
  sanitizeInstructions,
  splitList,
  toInstructionLines,
} from './text';

describe('parseHumanMinutes', () => {
  it.each([
    ['15 min', 15],
    ['10 minutes', 10],
    ['1 hr 20 min', 80],
    ['2h 30min', 150],
    ['1h30m', 90],
    ['~1.5 hrs', 90],
    ['30-45 min', 45],
    ['20~30 min', 30],
    ['35 to 40 min', 40],
    ['45', 45],
    ['0 min', 0],
    ['30 min (plus one hour rising)', 30],
    ['5 min, + 2 hours minimum chill time', 125],
    ['1h 10min or 2h 10min', 70],
    ['at least 4 hours', 240],
    ['1 day', 1440],
    ['90 seconds', 2],
  ])('reads "%s" as %i minutes', (text, minutes) => {
    expect(parseHumanMinutes(text)).toBe(minutes);
  });

  it('is null when no number is given', () => {
    expect(parseHumanMinutes('Simmer all day')).toBeNull();
    expect(parseHumanMinutes('')).toBeNull();
  });
});

describe('parseDurationMinutes', () => {
  it.each([
    ['PT15M', 15],
    ['PT1H', 60],
    ['PT1H30M', 90],
    ['P0DT0H45M', 45],
    ['PT0.5H', 30],
    ['PT90S', 2],
  ])('reads ISO 8601 %s', (text, minutes) => {
    expect(parseDurationMinutes(text)).toBe(minutes);
  });

  it('falls back to human text and takes numbers as minutes', () => {
    expect(parseDurationMinutes('30 minutes')).toBe(30);
    expect(parseDurationMinutes(12)).toBe(12);
  });

  it('is null for anything else', () => {
    expect(parseDurationMinutes(undefined)).toBeNull();
    expect(parseDurationMinutes({ minutes: 3 })).toBeNull();
    expect(parseDurationMinutes(Number.NaN)).toBeNull();
  });
});

describe('parseServings', () => {
  it.each<[unknown, number | null]>([
    [4, 4],
    [2.6, 3],
    ['4 servings', 4],
    ['Makes 12', 12],
    ['4-6', 4],
    ['1|2|3', 1],
    [['', '6 servings'], 6],
    ['Depends', null],
    [0, null],
    [-2, null],
    [null, null],
  ])('reads %j as %j', (value, servings) => {
    expect(parseServings(value)).toBe(servings);
  });
});

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
