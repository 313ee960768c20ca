import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import indexHtml from '../../../../index.html?raw';
import { createThemeStore, startTheme, THEME_KEY } from './theme-store';

const root = () => document.documentElement;
const themeColours = () =>
  [...document.querySelectorAll<HTMLMetaElement>('meta[name="theme-color"]')].map((meta) => [
    meta.dataset.scheme,
    meta.media,
  ]);

beforeEach(() => {
  // The two theme colours of index.html.
  document.head.innerHTML = `
    <meta name="theme-color" content="#fffaf3" media="(prefers-color-scheme: light)" data-scheme="light" />
    <meta name="theme-color" content="#1a1411" media="(prefers-color-scheme: dark)" data-scheme="dark" />`;
});
afterEach(() => {
  delete root().dataset.theme;
  document.head.innerHTML = '';
});

describe('theme store', () => {
  it('follows the system when nothing is remembered', () => {
    const store = createThemeStore();
    expect(store.getState().choice).toBe('system');
    store.getState().restore();
    expect(root().hasAttribute('data-theme')).toBe(false);
    expect(themeColours()).toEqual([
      ['light', '(prefers-color-scheme: light)'],
      ['dark', '(prefers-color-scheme: dark)'],
    ]);
  });

  it('shows a chosen theme on the document and remembers it on the device', () => {
    const store = createThemeStore();
    store.getState().choose('dark');
    expect(root().dataset.theme).toBe('dark');
    expect(localStorage.getItem(THEME_KEY)).toBe('dark');
    expect(themeColours()).toEqual([
      ['light', 'not all'],
      ['dark', 'all'],
    ]);

    store.getState().choose('light');
    expect(root().dataset.theme).toBe('light');
    expect(localStorage.getItem(THEME_KEY)).toBe('light');
    expect(themeColours()).toEqual([
      ['light', 'all'],
      ['dark', 'not all'],
    ]);
  });

  it('forgets the choice when the system is chosen again', () => {
    const store = createThemeStore();
    store.getState().choose('dark');
    store.getState().choose('system');
    expect(localStorage.getItem(THEME_KEY)).toBeNull();
    expect(root().hasAttribute('data-theme')).toBe(false);
    expect(themeColours()[1]).toEqual(['dark', '(prefers-color-scheme: dark)']);
  });

  it('a new visit starts with what the device remembers, and ignores what it does not know', () => {
    localStorage.setItem(THEME_KEY, 'dark');
    expect(createThemeStore().getState().choice).toBe('dark');
    localStorage.setItem(THEME_KEY, 'sepia');
    expect(createThemeStore().getState().choice).toBe('system');
  });

  it('at start applies the remembered theme, and follows a choice made in another tab', () => {
    localStorage.setItem(THEME_KEY, 'light');
    const stop = startTheme();
    try {
      expect(root().dataset.theme).toBe('light');
      localStorage.setItem(THEME_KEY, 'dark');
      window.dispatchEvent(new StorageEvent('storage', { key: THEME_KEY }));
      expect(root().dataset.theme).toBe('dark');
    } finally {
      stop();
    }
    localStorage.removeItem(THEME_KEY);
    window.dispatchEvent(new StorageEvent('storage', { key: THEME_KEY }));
    expect(root().dataset.theme).toBe('dark');
  });
});

describe("index.html's early script", () => {
  const text = /<script>([\s\S]*?)<\/script>/.exec(indexHtml)?.[1] ?? '';
  // The page runs it before the first paint; here it runs the same way, as a classic script.
  // eslint-disable-next-line @typescript-eslint/no-implied-eval
  const runEarlyScript = new Function(text) as () => void;

  it('shows the theme the store remembered, and leaves the system alone otherwise', () => {
    for (const choice of ['dark', 'light'] as const) {
      createThemeStore().getState().choose(choice);
      delete root().dataset.theme;
      runEarlyScript();
      expect(root().dataset.theme).toBe(choice);
    }
    createThemeStore().getState().choose('system');
    runEarlyScript();
    expect(root().hasAttribute('data-theme')).toBe(false);
    localStorage.setItem(THEME_KEY, 'sepia');
    runEarlyScript();
    expect(root().hasAttribute('data-theme')).toBe(false);
  });
});
