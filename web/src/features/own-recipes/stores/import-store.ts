import { createStore } from 'zustand/vanilla';
import {
  IMPORT_LIMITS,
  isAppExport,
  type EditableRecipe,
  type FileImportResult,
  type OwnRecipe,
  type SaveOwnRecipeRequest,
} from '@shared/own-recipes';
import { asApiError, isAbort } from '@/lib/api-client';
import { appStore, bindStore, type Status } from '@/lib/store';
import { getToken, subscribeToken } from '@/lib/token';
import * as api from '../api/own-recipes-api';
import {
  exportRow,
  fileMessages,
  fitsInBatch,
  isRecipeFile,
  sentName,
  surelyTooLarge,
  type ReadFile,
} from '../lib/files';
import { reasonOf, tellWarnings } from '../lib/messages';

export type ImportMode = 'link' | 'paste' | 'files';
export type PreviewSource = 'link' | 'paste';

/** One chosen file: waiting while it is read or sent, then imported or refused (here or by the server). */
export type FileRow =
  | { name: string; status: 'waiting' }
  | { name: string; status: 'imported'; recipes: { id: number; title: string }[]; warnings: string[] }
  | { name: string; status: 'refused'; reason: string };

export interface ImportState {
  mode: ImportMode;
  /** What was typed in the Link and Paste tabs, kept while the user switches tabs. */
  link: string;
  paste: string;

  previewStatus: Status;
  previewError: string;
  /** Which tab the recipes below were read from. */
  previewFrom: PreviewSource | null;
  recipes: EditableRecipe[];
  warnings: string[];
  /** Counts the previews shown: a new one starts a fresh editor. */
  previewCount: number;
  /** The recipe in the editor (an index of `recipes`); null while the user picks one of several. */
  chosen: number | null;

  saveStatus: Status;
  saveError: string;

  fileStatus: Status;
  /** Files done (imported or refused) out of those chosen: the count shown while uploading. */
  filesDone: number;
  filesTotal: number;
  fileRows: FileRow[];

  setMode: (mode: ImportMode) => void;
  setLink: (link: string) => void;
  setPaste: (paste: string) => void;
  /** Reads the link or the pasted text into recipes to edit; resolves to whether it found any. */
  preview: (from: PreviewSource) => Promise<boolean>;
  choose: (index: number | null) => void;
  /** Back to the empty form, e.g. after a save. */
  discardPreview: () => void;
  /** Saves the edited recipe as the user's; resolves to the stored recipe, or null (the reason is in `saveError`). */
  save: (request: SaveOwnRecipeRequest) => Promise<OwnRecipe | null>;
  /** Checks, reads and sends the files in batches, filling `fileRows` as each one is done. */
  importFiles: (files: readonly File[], shared: boolean) => Promise<void>;
  reset: () => void;
}

const count = (n: number) => n.toLocaleString('en');

/**
 * A link typed without its scheme ("example.org/soup") means the web page: https is assumed.
 * Anything else is sent as typed, and the server says why it refuses it.
 */
export function linkToSend(typed: string): string {
  const link = typed.trim();
  return /^[a-z][a-z0-9+.-]*:\/\//i.test(link) ? link : `https://${link}`;
}

/** No preview on screen (the counter goes on, so a later preview still gets a fresh editor). */
const emptyPreview = {
  previewStatus: 'idle' as Status,
  previewError: '',
  previewFrom: null,
  recipes: [],
  warnings: [],
  chosen: null,
  saveStatus: 'idle' as Status,
  saveError: '',
} satisfies Partial<ImportState>;

const initialState = {
  mode: 'link' as ImportMode,
  link: '',
  paste: '',
  ...emptyPreview,
  previewCount: 0,
  fileStatus: 'idle' as Status,
  filesDone: 0,
  filesTotal: 0,
  fileRows: [],
} satisfies Partial<ImportState>;

export const createImportStore = () =>
  createStore<ImportState>()((set, get) => {
    let inFlight: AbortController | null = null;
    /** Bumped by reset: a file import still running for a logged-out user stops writing here. */
    let generation = 0;

    const previewRequest = (from: PreviewSource): { url: string } | { text: string } | string => {
      if (from === 'link') {
        const link = get().link.trim();
        return link === '' ? 'Paste the address of a recipe page first.' : { url: linkToSend(link) };
      }
      const text = get().paste;
      if (text.trim() === '') return 'Paste a recipe first.';
      if (text.length > IMPORT_LIMITS.pasteCharacters) {
        return `The pasted text is too long: ${count(text.length)} characters (at most ${count(IMPORT_LIMITS.pasteCharacters)}).`;
      }
      return { text };
    };

    return {
      ...initialState,

      setMode: (mode) => set({ mode }),
      setLink: (link) => set({ link }),
      setPaste: (paste) => set({ paste }),

      preview: async (from) => {
        const request = previewRequest(from);
        if (typeof request === 'string') {
          set({ previewStatus: 'failed', previewError: request, previewFrom: from });
          return false;
        }
        inFlight?.abort();
        const controller = new AbortController();
        inFlight = controller;
        set({
          previewStatus: 'loading',
          previewError: '',
          previewFrom: from,
          recipes: [],
          warnings: [],
          chosen: null,
          saveStatus: 'idle',
          saveError: '',
        });
        try {
          const answer = await api.postPreview(request, controller.signal);
          if (answer.recipes.length === 0) {
            set({ previewStatus: 'failed', previewError: 'No recipe was found in this.' });
            return false;
          }
          set({
            previewStatus: 'succeeded',
            recipes: answer.recipes,
            warnings: answer.warnings,
            previewCount: get().previewCount + 1,
            // One recipe goes straight to the editor; of several, the user picks.
            chosen: answer.recipes.length === 1 ? 0 : null,
          });
          return true;
        } catch (error) {
          if (isAbort(error)) return false;
          set({ previewStatus: 'failed', previewError: reasonOf(asApiError(error)) });
          return false;
        } finally {
          if (inFlight === controller) inFlight = null;
        }
      },

      choose: (chosen) => set({ chosen, saveStatus: 'idle', saveError: '' }),

      discardPreview: () => {
        inFlight?.abort();
        set(emptyPreview);
      },

      save: async (request) => {
        if (get().saveStatus === 'loading') return null;
        set({ saveStatus: 'loading', saveError: '' });
        try {
          const saved = await api.postOwnRecipe(request);
          tellWarnings(saved);
          // Saved: the preview and the text it was read from are done with.
          const from = get().previewFrom;
          set({
            ...emptyPreview,
            saveStatus: 'succeeded',
            link: from === 'link' ? '' : get().link,
            paste: from === 'paste' ? '' : get().paste,
          });
          return saved;
        } catch (error) {
          set({ saveStatus: 'failed', saveError: reasonOf(asApiError(error)) });
          return null;
        }
      },

      importFiles: async (files, shared) => {
        if (get().fileStatus === 'loading' || files.length === 0) return;
        const started = generation;
        const rows: FileRow[] = files.map((file) => ({ name: file.name, status: 'waiting' }));
        const current = () => started === generation;
        const settle = (index: number, row: FileRow) => {
          rows[index] = row;
          if (current()) {
            set({ fileRows: [...rows], filesDone: rows.filter((each) => each.status !== 'waiting').length });
          }
        };
        const refuse = (index: number, reason: string) =>
          settle(index, { name: files[index]!.name, status: 'refused', reason });
        set({ fileStatus: 'loading', filesDone: 0, filesTotal: files.length, fileRows: [...rows] });

        /** Set once a batch fails in a way later ones would too (offline, logged out, rate-limited). */
        let stopped = '';
        const send = async (batch: ReadFile[]) => {
          if (stopped) {
            for (const file of batch) refuse(file.index, `Not sent: ${stopped}`);
            return;
          }
          try {
            const answer = await api.postFiles({
              files: batch.map(({ name, content }) => ({ name, content })),
              shared,
            });
            batch.forEach((file, position) => {
              // One result per file, in order; by name should the server ever answer out of order.
              const atPosition: FileImportResult | undefined = answer.results[position];
              const result =
                atPosition?.name === file.name ? atPosition : answer.results.find((each) => each.name === file.name);
              const name = files[file.index]!.name;
              if (result === undefined) refuse(file.index, 'The server did not answer for this file.');
              else if (result.status === 'imported') {
                settle(file.index, { name, status: 'imported', recipes: result.recipes, warnings: result.warnings });
              } else refuse(file.index, result.reason);
            });
          } catch (error) {
            const failure = asApiError(error);
            const reason = reasonOf(failure);
            for (const file of batch) refuse(file.index, reason);
            // A refused batch (400, 413) says nothing of the next; anything else would happen again.
            if (failure.code !== 400 && failure.code !== 413) stopped = reason;
          }
        };

        /** Another app's export goes on its own, as the file itself; its entries make one row. */
        const sendExport = async (index: number, file: File) => {
          if (stopped) return refuse(index, `Not sent: ${stopped}`);
          if (file.size > IMPORT_LIMITS.appExportBytes) return refuse(index, fileMessages.exportTooLarge);
          try {
            const answer = await api.postAppExport(file, sentName(file.name), shared);
            settle(index, { name: file.name, ...exportRow(sentName(file.name), answer.results) });
          } catch (error) {
            const failure = asApiError(error);
            refuse(index, reasonOf(failure));
            if (failure.code !== 400 && failure.code !== 413) stopped = reasonOf(failure);
          }
        };

        let batch: ReadFile[] = [];
        for (const [index, file] of files.entries()) {
          if (!current()) return;
          if (isAppExport(file.name)) {
            await sendExport(index, file);
            continue;
          }
          if (!isRecipeFile(file.name)) {
            refuse(index, fileMessages.extension);
            continue;
          }
          if (surelyTooLarge(file.size)) {
            refuse(index, fileMessages.tooLarge);
            continue;
          }
          let content: string;
          try {
            content = await file.text();
          } catch {
            refuse(index, fileMessages.unreadable);
            continue;
          }
          if (content.length > IMPORT_LIMITS.fileCharacters) {
            refuse(index, fileMessages.tooLarge);
            continue;
          }
          const read: ReadFile = { index, name: sentName(file.name), content };
          if (!fitsInBatch(batch, read)) {
            await send(batch);
            batch = [];
          }
          batch.push(read);
        }
        if (batch.length > 0 && current()) await send(batch);
        if (current()) set({ fileStatus: 'succeeded' });
      },

      reset: () => {
        inFlight?.abort();
        inFlight = null;
        generation += 1;
        set(initialState);
      },
    };
  });

export const importStore = appStore(createImportStore());
export const useImportStore = bindStore(importStore);

// What was pasted or imported is the user's: it goes when they log out (here or in another tab).
subscribeToken(() => {
  if (getToken() === null) importStore.getState().reset();
});
