import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';

/**
 * Draws the app's icons (the manifest's and the apple-touch-icon) from the brand mark below, into
 * web/public/icons: `npx tsx scripts/icons.ts`. The files are committed; run this again after
 * changing the drawing.
 */

const OUT = join(import.meta.dirname, '..', 'web', 'public', 'icons');

/** The accent of the light palette, and the cream and ember of the mark (as favicon.svg). */
const GROUND = '#0d6e66';
const BOWL = '#fffaf3';
const STEAM = '#fbbf8a';

/**
 * The mark on a 32-unit square: a bowl with two wisps of steam, centred on (16, 18). `scale`
 * shrinks it about the middle: a maskable icon keeps its drawing inside the central circle
 * (40% of the width as radius) that every mask leaves whole.
 */
function drawing(scale: number, rounded: boolean): string {
  const corner = rounded ? 7 : 0;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32">
  <rect width="32" height="32" rx="${corner}" fill="${GROUND}"/>
  <g transform="translate(16 16) scale(${scale}) translate(-16 -18)">
    <path d="M6 17h20a10 10 0 0 1-20 0z" fill="${BOWL}"/>
    <path d="M12 13c0-2 2-2 2-4m4 4c0-2 2-2 2-4" stroke="${STEAM}" stroke-width="2" fill="none" stroke-linecap="round"/>
  </g>
</svg>`;
}

interface Icon {
  file: string;
  size: number;
  svg: string;
}

const ICONS: Icon[] = [
  // "any": the rounded square, transparent at its corners.
  { file: 'icon-192.png', size: 192, svg: drawing(1, true) },
  { file: 'icon-512.png', size: 512, svg: drawing(1, true) },
  // Full bleed: the platform cuts its own shape out of it.
  { file: 'icon-maskable-512.png', size: 512, svg: drawing(0.8, false) },
  // iOS rounds the corners itself and shows transparency as black: full bleed too.
  { file: 'apple-touch-icon.png', size: 180, svg: drawing(0.9, false) },
];

mkdirSync(OUT, { recursive: true });
for (const icon of ICONS) {
  const png = await sharp(Buffer.from(icon.svg), { density: (72 * icon.size) / 32 })
    .resize(icon.size, icon.size)
    .png({ compressionLevel: 9 })
    .toBuffer();
  writeFileSync(join(OUT, icon.file), png);
  process.stdout.write(`${icon.file}: ${icon.size}×${icon.size}, ${png.length} bytes\n`);
}
