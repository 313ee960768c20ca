import { describe, expect, it, vi } from 'vitest';
import { IMPORT_LIMITS, type FileImportRequest } from '@shared/own-recipes';
import { apiError, stubApi } from '@/test/api-stub';
import { shownToasts, toastifyMock } from '@/test/toast-mock';
import { editable } from '../test-recipes';
import { fileMessages } from '../lib/files';
import { createImportStore, linkToSend } from './import-store';

vi.mock('react-toastify', () => toastifyMock);

const loggedIn = () => localStorage.setItem('token', 'tok');
const quiet = () => vi.spyOn(console, 'warn').mockImplementation(() => undefined);

describe('previewing a link or a paste', () => {
  it('sends the link with the token, and one recipe goes straight to the editor', async () => {
    loggedIn();
    const api = stubApi({
      'POST /api/recipes/import/preview': { body: { recipes: [editable()], warnings: ['No picture was found.'] } },
    });
    const store = createImportStore();
    store.getState().setLink('  example.org/cake ');
    expect(await store.getState().preview('link')).toBe(true);
    expect(api.calls[0]).toMatchObject({ method: 'POST', body: { url: 'https://example.org/cake' } });
    expect(api.calls[0]!.headers.get('token')).toBe('tok');
    expect(store.getState()).toMatchObject({
      previewStatus: 'succeeded',
      previewFrom: 'link',
      chosen: 0,
      warnings: ['No picture was found.'],
    });
  });

  it('lets the user pick when a page holds several recipes', async () => {
    loggedIn();
    stubApi({
      'POST /api/recipes/import/preview': {
        body: { recipes: [editable(), editable({ title: 'Scones' })], warnings: [] },
      },
    });
    const store = createImportStore();
    store.getState().setPaste('<html>…</html>');
    await store.getState().preview('paste');
    expect(store.getState().chosen).toBeNull();
    store.getState().choose(1);
    expect(store.getState().chosen).toBe(1);
  });

  it('sends nothing for an empty form, and keeps the server’s reason for a refused link', async () => {
    loggedIn();
    quiet();
    const api = stubApi({
      'POST /api/recipes/import/preview': apiError(400, 'That address is on a private network.'),
    });
    const store = createImportStore();
    expect(await store.getState().preview('paste')).toBe(false);
    expect(store.getState().previewError).toBe('Paste a recipe first.');
    expect(api.calls).toHaveLength(0);

    store.getState().setLink('http://192.168.1.1/');
    await store.getState().preview('link');
    expect(store.getState()).toMatchObject({
      previewStatus: 'failed',
      previewError: 'That address is on a private network.',
    });
  });

  it('words a rate limit or a network failure without a reason', async () => {
    loggedIn();
    quiet();
    stubApi({ 'POST /api/recipes/import/preview': { status: 429, body: null } });
    const store = createImportStore();
    store.getState().setLink('https://example.org/cake');
    await store.getState().preview('link');
    expect(store.getState().previewError).toBe('Too many imports in a short time. Wait a minute and try again.');

    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    await store.getState().preview('link');
    expect(store.getState().previewError).toBe('The server could not be reached. Check your connection and try again.');
  });

  it('keeps a typed scheme, and assumes https for a bare address', () => {
    expect(linkToSend('http://example.org')).toBe('http://example.org');
    expect(linkToSend('www.example.org/a')).toBe('https://www.example.org/a');
  });
});

describe('saving', () => {
  it('posts the recipe and its sharing, then forgets the preview and the link', async () => {
    loggedIn();
    const api = stubApi({
      'POST /api/recipes/import/preview': { body: { recipes: [editable()], warnings: [] } },
      'POST /api/recipes': { body: { id: 1_000_123, recipe: editable(), shared: true, createdAt: '' } },
    });
    const store = createImportStore();
    store.getState().setLink('https://example.org/cake');
    await store.getState().preview('link');
    const saved = await store.getState().save({ recipe: editable({ title: 'Cake' }), shared: true });
    expect(saved?.id).toBe(1_000_123);
    expect(api.calls[1]).toMatchObject({
      method: 'POST',
      path: '/api/recipes',
      body: { recipe: { title: 'Cake' }, shared: true },
    });
    expect(store.getState()).toMatchObject({ link: '', previewStatus: 'idle', recipes: [], saveStatus: 'succeeded' });
  });

  it('tells what the save could not keep, as the editor is gone once the recipe opens', async () => {
    loggedIn();
    stubApi({
      'POST /api/recipes': {
        body: {
          id: 1_000_124,
          recipe: editable(),
          shared: false,
          createdAt: '',
          warnings: ['The picture was left out: the address answered 404.'],
        },
      },
    });
    const store = createImportStore();
    await store.getState().save({ recipe: editable({ image: 'https://example.org/gone.jpg' }), shared: false });
    expect(await shownToasts()).toEqual(['The picture was left out: the address answered 404.']);
  });

  it('keeps the preview and the reason when the save is refused', async () => {
    loggedIn();
    quiet();
    stubApi({ 'POST /api/recipes': apiError(400, 'The recipe cannot be saved: the recipe holds a NUL character.') });
    const store = createImportStore();
    expect(await store.getState().save({ recipe: editable(), shared: false })).toBeNull();
    expect(store.getState()).toMatchObject({
      saveStatus: 'failed',
      saveError: 'The recipe cannot be saved: the recipe holds a NUL character.',
    });
  });
});

const recipeFile = (name: string, content = '# Soup\n\n## Ingredients\n\n- water\n') =>
  new File([content], name, { type: 'text/plain' });

describe('importing files', () => {
  it('refuses other files here, sends the rest, and gives each file its result', async () => {
    loggedIn();
    const api = stubApi({
      'POST /api/recipes/import/files': (call) => ({
        body: {
          results: (call.body as FileImportRequest).files.map((file) =>
            file.name === 'bad.json'
              ? { name: file.name, status: 'refused', reason: 'No recipe was found in it.' }
              : { name: file.name, status: 'imported', recipes: [{ id: 1_000_001, title: 'Soup' }], warnings: [] },
          ),
        },
      }),
    });
    const store = createImportStore();
    await store
      .getState()
      .importFiles([recipeFile('soup.md'), recipeFile('photo.png'), recipeFile('bad.json', '{}')], true);
    expect(api.calls).toHaveLength(1);
    expect(api.calls[0]!.body).toEqual({
      files: [
        { name: 'soup.md', content: '# Soup\n\n## Ingredients\n\n- water\n' },
        { name: 'bad.json', content: '{}' },
      ],
      shared: true,
    });
    expect(store.getState()).toMatchObject({ fileStatus: 'succeeded', filesDone: 3, filesTotal: 3 });
    expect(store.getState().fileRows).toEqual([
      { name: 'soup.md', status: 'imported', recipes: [{ id: 1_000_001, title: 'Soup' }], warnings: [] },
      { name: 'photo.png', status: 'refused', reason: fileMessages.extension },
      { name: 'bad.json', status: 'refused', reason: 'No recipe was found in it.' },
    ]);
  });

  it('sends at most the server’s count of files per request, and counts them as they return', async () => {
    loggedIn();
    const store = createImportStore();
    const counts: number[] = [];
    stubApi({
      'POST /api/recipes/import/files': (call) => {
        counts.push(store.getState().filesDone);
        return {
          body: {
            results: (call.body as FileImportRequest).files.map((file) => ({
              name: file.name,
              status: 'imported',
              recipes: [],
              warnings: [],
            })),
          },
        };
      },
    });
    const files = Array.from({ length: IMPORT_LIMITS.files + 5 }, (_, index) => recipeFile(`${index}.md`));
    await store.getState().importFiles(files, false);
    // The second request is sent once the first has answered for its files.
    expect(counts).toEqual([0, IMPORT_LIMITS.files]);
    expect(store.getState().filesDone).toBe(IMPORT_LIMITS.files + 5);
  });

  it('stops sending once the server refuses in a way that would repeat (429)', async () => {
    loggedIn();
    quiet();
    const api = stubApi({
      'POST /api/recipes/import/files': apiError(429, 'Too many imports in a minute. Try again in 40 seconds.'),
    });
    const store = createImportStore();
    const files = Array.from({ length: IMPORT_LIMITS.files + 1 }, (_, index) => recipeFile(`${index}.md`));
    await store.getState().importFiles(files, false);
    expect(api.calls).toHaveLength(1);
    const rows = store.getState().fileRows;
    expect(rows[0]).toEqual({
      name: '0.md',
      status: 'refused',
      reason: 'Too many imports in a minute. Try again in 40 seconds.',
    });
    expect(rows.at(-1)).toEqual({
      name: `${IMPORT_LIMITS.files}.md`,
      status: 'refused',
      reason: 'Not sent: Too many imports in a minute. Try again in 40 seconds.',
    });
  });

  it('refuses a file over the size limit without sending it', async () => {
    loggedIn();
    const api = stubApi({});
    const store = createImportStore();
    await store.getState().importFiles([recipeFile('huge.md', 'x'.repeat(IMPORT_LIMITS.fileCharacters + 1))], false);
    expect(api.calls).toHaveLength(0);
    expect(store.getState().fileRows).toEqual([{ name: 'huge.md', status: 'refused', reason: fileMessages.tooLarge }]);
  });
});

describe('logging out', () => {
  it('forgets what was pasted and previewed', async () => {
    loggedIn();
    stubApi({ 'POST /api/recipes/import/preview': { body: { recipes: [editable()], warnings: [] } } });
    const { importStore } = await import('./import-store');
    importStore.getState().setPaste('My secret family recipe');
    await importStore.getState().preview('paste');
    const { clearToken } = await import('@/lib/token');
    clearToken();
    expect(importStore.getState()).toMatchObject({ paste: '', recipes: [], previewStatus: 'idle' });
  });
});
