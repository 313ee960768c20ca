import { describe, expect, it } from 'vitest';
import { mergeShoppingList } from '@shared/shopping-list/merge';
import type { ShoppingLine } from '@shared/shopping-list/types';
import { apiError, stubApi, type RecordedCall } from '@/test/api-stub';
import { createShoppingListStore, STORAGE_KEY } from './shopping-list-store';

const pancakes = { recipeId: 1, title: 'Pancakes' };
const crumble = { recipeId: 2, title: 'Crumble' };
const facts = (key: string, density: number | null = null) => ({ key, aisle: 'pantry' as const, density });

/** The server's /read: flour has a density, everything else is keyed by its first word. */
const read = (call: RecordedCall) => ({
  body: {
    lines: (call.body as { lines: { text: string }[] }).lines.map(({ text }) => ({
      text,
      food: text.includes('flour') ? facts('flour', 0.53) : facts(text.split(' ').at(-1)!),
    })),
  },
});

const texts = (store: ReturnType<typeof createShoppingListStore>) =>
  mergeShoppingList(store.getState().lines).flatMap((group) => group.lines.map((line) => line.text));

describe('a visitor’s list', () => {
  it('is kept in this browser, read by the server, merged, ticked and trimmed by recipe', async () => {
    stubApi({ 'POST /api/shopping-list/read': read });
    const store = createShoppingListStore();
    expect(
      await store.getState().addLines([
        { text: '2 cups flour', sources: [pancakes] },
        { text: '2 eggs', sources: [pancakes] },
      ]),
    ).toBe(2);
    await store.getState().addLines([{ text: '200 g flour', sources: [crumble] }]);
    expect(texts(store)).toEqual(['2 eggs', '454 g flour']);
    const saved = JSON.parse(localStorage.getItem(STORAGE_KEY)!) as { state: { local: ShoppingLine[] } };
    expect(saved.state.local.map((line) => line.text)).toEqual(['2 cups flour', '2 eggs', '200 g flour']);

    const flour = mergeShoppingList(store.getState().lines)[0]!.lines.find((line) => line.key === 'flour')!;
    await store.getState().setChecked(flour, true);
    expect(
      store
        .getState()
        .local.filter((line) => line.checked)
        .map((line) => line.text),
    ).toEqual(['2 cups flour', '200 g flour']);
    await store.getState().removeRecipe(pancakes.recipeId);
    expect(store.getState().local.map((line) => line.text)).toEqual(['200 g flour']);
    await store.getState().clearChecked();
    expect(store.getState().local).toEqual([]);
  });

  it('still adds lines when the server cannot be asked, merging those written alike', async () => {
    stubApi({ 'POST /api/shopping-list/read': apiError(500) });
    const store = createShoppingListStore();
    await store.getState().addLines([{ text: '2 eggs' }, { text: '3 eggs' }]);
    expect(texts(store)).toEqual(['5 eggs']);
  });

  it('follows the rule of user text the server keeps: 200 emoji fit, NUL and invisible-only lines are refused', async () => {
    stubApi({ 'POST /api/shopping-list/read': read });
    const store = createShoppingListStore();
    expect(await store.getState().addLines([{ text: '🍋'.repeat(200) }])).toBe(1);
    for (const [text, reason] of [
      ['milk\u0000', 'A shopping-list line must not hold the control character U+0000.'],
      ['\u200b\u200b', 'A shopping-list line must hold visible characters, not only invisible ones.'],
      ['🍋'.repeat(201), 'A shopping-list line can be at most 200 characters. This one has 201.'],
    ] as const) {
      expect(await store.getState().addLines([{ text }]), text).toBeNull();
      expect(store.getState().error).toBe(reason);
    }
    const [lemons] = mergeShoppingList(store.getState().lines)[0]!.lines;
    expect(await store.getState().editLine(lemons!, 'lemons\u0007')).toBe(false);
    expect(store.getState().error).toBe('A shopping-list line must not hold the control character U+0007.');
    expect(store.getState().local.map((line) => line.text)).toEqual(['🍋'.repeat(200)]);
  });

  it('refuses to pass 500 lines and keeps what it had', async () => {
    stubApi({ 'POST /api/shopping-list/read': read });
    const store = createShoppingListStore();
    await store.getState().addLines(Array.from({ length: 100 }, (_, i) => ({ text: `item ${i}` })));
    for (let i = 0; i < 4; i += 1) await store.getState().addLines(Array.from({ length: 100 }, () => ({ text: 'x' })));
    expect(await store.getState().addLines([{ text: 'one too many' }])).toBeNull();
    expect(store.getState().error).toMatch(/at most 500 lines: yours has 500/);
    expect(store.getState().local).toHaveLength(500);
  });
});

describe('logging in', () => {
  it('adds the browser’s list to the account’s, then forgets the local copy', async () => {
    stubApi({ 'POST /api/shopping-list/read': read });
    const store = createShoppingListStore();
    await store.getState().addLines([{ text: '2 eggs', sources: [pancakes] }]);
    const server: ShoppingLine[] = [{ id: '7', text: '1 l milk', checked: false, sources: [], food: facts('milk') }];
    const api = stubApi({
      'POST /api/shopping-list/lines': (call) => {
        const added = (call.body as { lines: { text: string; sources: unknown[] }[] }).lines.map((line, i) => ({
          id: String(8 + i),
          text: line.text,
          checked: false,
          sources: line.sources,
          food: facts('egg'),
        }));
        server.push(...(added as ShoppingLine[]));
        return { body: { lines: added } };
      },
      'GET /api/shopping-list': () => ({ body: { lines: server } }),
    });
    localStorage.setItem('token', 'tok');
    await store.getState().load();
    expect(api.sequence()).toEqual(['POST /api/shopping-list/lines', 'GET /api/shopping-list']);
    expect(api.calls[0]!.body).toEqual({ lines: [{ text: '2 eggs', checked: false, sources: [pancakes] }] });
    expect(api.calls[0]!.headers.get('token')).toBe('tok');
    expect(store.getState().lines.map((line) => line.text)).toEqual(['1 l milk', '2 eggs']);
    expect(store.getState().local).toEqual([]);
  });

  it('keeps the local copy when the account refuses it', async () => {
    stubApi({ 'POST /api/shopping-list/read': read });
    const store = createShoppingListStore();
    await store.getState().addLines([{ text: '2 eggs' }]);
    stubApi({ 'POST /api/shopping-list/lines': apiError(400, 'A shopping list holds at most 500 lines.') });
    localStorage.setItem('token', 'tok');
    await store.getState().load();
    expect(store.getState().error).toBe('A shopping list holds at most 500 lines.');
    expect(store.getState().local.map((line) => line.text)).toEqual(['2 eggs']);
  });
});
