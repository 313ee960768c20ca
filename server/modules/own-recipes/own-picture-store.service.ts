import { randomBytes } from 'node:crypto';
import type { Db } from '../../db/database';
import { badRequest } from '../../lib/http-error';
import { fetchImage, FetchRefused, readImage } from '../../lib/safe-fetch/safe-fetch';
import type { FetchedPicture } from './own-picture-fetch';
import { drawPicture } from './own-pictures';
import * as own from './own-recipes.repository';

/** Where a picture stored for a recipe is served; the key makes the address unguessable. */
export const OWN_PICTURE_PATH = /^\/images\/own\/(\d{1,12})-([0-9a-f]{32})\.webp$/;
export const picturePath = (id: number, key: string) => `/images/own/${id}-${key}.webp`;

/** A new picture key; stored with no data, the picture is drawn on its first request. */
export const newPictureKey = () => randomBytes(16).toString('hex');

/** The picture the editor names: fetched once, re-encoded, kept by us; or kept, or none. */
export async function pictureFor(
  image: string,
  current: string,
  fetch: (url: string) => Promise<FetchedPicture>,
): Promise<FetchedPicture & { image: string }> {
  const wanted = image.trim();
  if (wanted === '') return { image: '' };
  if (wanted === current) return { image: current };
  if (!/^https?:\/\//i.test(wanted)) {
    throw badRequest('The picture must be a web address starting with http:// or https://.');
  }
  return { ...(await fetch(wanted)), image: '' };
}

/** The picture at `/images/own/<id>-<key>.webp`: stored, or drawn now and kept when it is still to be drawn. */
export async function pictureAt(db: Db, id: number, key: string): Promise<Buffer | undefined> {
  const stored = await own.findPicture(db.kysely, id, key);
  if (stored === undefined || stored.length > 0) return stored;
  const recipe = await own.findDraft(db.kysely, id);
  if (!recipe) return undefined;
  const data = await drawPicture({ ...recipe, id });
  await own.fillPicture(db.kysely, id, key, data);
  return data;
}

/** Gives a recipe written before a picture of its own, with a new revision: `data` empty to draw one. */
async function replacePicture(db: Db, id: number, key: string, data: Buffer): Promise<void> {
  await own.inRecipeWrite(db, (trx) => own.attachPicture(trx, { id, key, data, address: picturePath(id, key) }, true));
}

/**
 * Recipes stored with a picture on another site (imported before pictures were kept here) get a
 * picture drawn here instead, so no page asks a third party for one. Returns how many changed.
 */
export async function replaceRemotePictures(db: Db): Promise<number> {
  const ids = await own.remotePictureIds(db.kysely);
  for (let i = 0; i < ids.length; i += 500) {
    await own.inRecipeWrite(db, async (trx) => {
      for (const id of ids.slice(i, i + 500)) {
        const key = newPictureKey();
        await own.attachPicture(trx, { id, key, data: Buffer.alloc(0), address: picturePath(id, key) }, true);
      }
    });
  }
  return ids.length;
}

/**
 * Pictures that imported recipes name on other sites, fetched once through the guard, re-encoded
 * and stored as ours, so no page ever asks a third party for them. A picture that cannot be
 * fetched is left out (the recipe keeps no address elsewhere). For the command-line import.
 */
export async function storeRemotePictures(
  db: Db,
  items: readonly { id: number; image: string }[],
  options: { allowLoopback?: boolean; concurrency?: number; onPicture?: () => void } = {},
): Promise<{ stored: number; leftOut: { id: number; reason: string }[] }> {
  const leftOut: { id: number; reason: string }[] = [];
  let stored = 0;
  const queue = items.filter((item) => /^https?:\/\//i.test(item.image));
  const worker = async () => {
    for (let item = queue.shift(); item; item = queue.shift()) {
      // A picture that cannot be fetched is drawn instead, on its first request.
      let body: Buffer = Buffer.alloc(0);
      try {
        body = (await fetchImage(item.image, { allowLoopback: options.allowLoopback ?? false })).body;
        stored++;
      } catch (error) {
        leftOut.push({
          id: item.id,
          reason: error instanceof FetchRefused ? error.message : 'The picture could not be read.',
        });
      }
      await replacePicture(db, item.id, newPictureKey(), body);
      options.onPicture?.();
    }
  };
  await Promise.all(Array.from({ length: options.concurrency ?? 4 }, worker));
  return { stored, leftOut };
}

/**
 * The photos other apps' exports carried, checked and re-encoded like an upload and stored as the
 * recipes' pictures. One that is no picture we read is left out with the reason, and the recipe
 * gets a picture drawn here instead. For the command-line import.
 */
export async function storeExportPhotos(
  db: Db,
  items: readonly { id: number; photo: Buffer }[],
): Promise<{ stored: number; leftOut: { id: number; reason: string }[] }> {
  const leftOut: { id: number; reason: string }[] = [];
  let stored = 0;
  for (const item of items) {
    let body: Buffer = Buffer.alloc(0);
    try {
      body = (await readImage(item.photo)).body;
      stored++;
    } catch (error) {
      leftOut.push({
        id: item.id,
        reason: error instanceof FetchRefused ? error.message : 'The picture could not be read.',
      });
    }
    await replacePicture(db, item.id, newPictureKey(), body);
  }
  return { stored, leftOut };
}
