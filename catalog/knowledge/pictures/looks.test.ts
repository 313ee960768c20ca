import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_FAMILY,
  FAMILIES,
  GARNISHES,
  GARNISH_NAMES,
  PICTURE_FILES,
  PLAIN_FILL,
  SAUCE_COLOURS,
  VESSELS,
  VESSEL_RULES,
  parseCuisineFamilies,
  parseGarnishes,
  parseSauceColours,
  parseVessels,
} from './looks';

describe('picture files', () => {
  it('every YAML file of the folder is read', () => {
    const onDisk = readdirSync(import.meta.dirname).filter((name) => name.endsWith('.yaml'));
    expect(onDisk.toSorted()).toEqual(Object.values(PICTURE_FILES).toSorted());
  });

  it('read the shipped files: rules for the vessels, a shape for every garnish, one family a name', () => {
    const ruled = new Set(VESSEL_RULES.map((rule) => rule.vessel));
    expect(VESSELS.filter((vessel) => vessel !== 'plate' && !ruled.has(vessel))).toEqual([]);
    expect(GARNISHES.map((garnish) => garnish.name).toSorted()).toEqual([...GARNISH_NAMES].toSorted());
    expect(SAUCE_COLOURS.find((tint) => tint.name === 'red')?.words).toContain('tomato');
    expect(PLAIN_FILL.plate).toBeUndefined();
    const names = [...FAMILIES, DEFAULT_FAMILY].map((family) => family.name);
    expect(new Set(names).size).toBe(names.length);
    expect(DEFAULT_FAMILY.match).toEqual([]);
  });

  type Parse = (text: string, file: string) => unknown;
  const vessels = (text: string, message: RegExp): [Parse, string, string, RegExp] => [
    parseVessels,
    'vessels.yaml',
    text,
    message,
  ];
  const sauces = (text: string, message: RegExp): [Parse, string, string, RegExp] => [
    parseSauceColours,
    'sauce-colours.yaml',
    `colours:\n  - { name: red, fill: '#d4452c', deep: '#a5301c', words: [tomato] }\n${text}`,
    message,
  ];
  it.each([
    vessels('drinkIcons: [mate]\nrules:\n  - vessel: wok\n', /^vessels\.yaml:3: rules\.0\.vessel: /),
    vessels(
      'drinkIcons: [mate]\nrules:\n  - { vessel: bowl, dishTypes: [soups] }\n',
      /^vessels\.yaml:3: rules\.0\.dishTypes\.0: /,
    ),
    vessels('drinkIcons: [mate]\nrules:\n  - { vessel: bowl, title: [Soup] }\n', /:3: rules\.0\.title\.0: words/),
    vessels('drinkIcons: [mate]\ndrinkIcons: [sake]\n', /^vessels\.yaml: .*Map keys must be unique/),
    // An unquoted colour is a YAML comment: the field is empty.
    sauces(
      "  - name: pink\n    fill: #ee8fa4\n    deep: '#cf6078'\n    words: [rose]\nplain: {}\n",
      /^sauce-colours\.yaml:4: colours\.1\.fill: /,
    ),
    sauces("plain: { wok: { fill: '#d9a86a', deep: '#b07d43' } }\n", /^sauce-colours\.yaml:3: plain: .*"wok"/),
    sauces(
      "  - { name: red, fill: '#d4452d', deep: '#a5301c', words: [paprika] }\nplain: {}\n",
      /^sauce-colours\.yaml:3: colours\.1\.fill: another "red" has other colours$/,
    ),
    [
      parseGarnishes,
      'garnishes.yaml',
      "- { name: croutons, fill: '#dfa54c', deep: '#b47a2a', words: [crouton] }\n",
      /^garnishes\.yaml:1: 0\.name: /,
    ],
    [
      parseCuisineFamilies,
      'cuisine-families.yaml',
      "families:\n  - name: nordic\n    match: [nordic]\n    patterns: [dots]\n    palettes:\n      - { from: '#eef4f8', to: '#bcd4e4', ink: '#3d6686' }\ndefault: { name: default, patterns: [dots], palettes: [] }\n",
      /^cuisine-families\.yaml:6: families\.0\.palettes\.0\.rim: /,
    ],
  ] satisfies [Parse, string, string, RegExp][])(
    'refuses a bad record, naming the file, the line and the field: %#',
    (parse, file, text, message) => {
      expect(() => parse(text, file)).toThrow(message);
    },
  );
});
