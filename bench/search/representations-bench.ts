// `npx tsx bench/search/representations-bench.ts`: the index's own slot sets (server/modules/search:
// sorted Int32Array lists, Bitset, a list probed against a set) against the compressed bitmaps of
// `roaring-wasm` (CRoaring compiled to WebAssembly), on the operations a search makes at a million
// recipes. Reports microseconds per operation (median of runs) and bytes per set. Recorded in
// docs/decisions/016-index-representations.md. A benchmark, not a test: it asserts only that both
// sides agree.
import { RoaringBitmap32, roaringLibraryInitialize } from 'roaring-wasm';
import { seededRandom } from '../../shared/seeded-random';
import { Bitset } from '../../server/modules/search/bitset';
import { bitsSet, countIn, listSet, Probe } from '../../server/modules/search/slot-sets';

const N = Number(process.env.SLOTS ?? 1_000_000);
const random = seededRandom(16);

/** Ascending slots, each present with probability `share`. */
function slots(share: number): Int32Array {
  const out: number[] = [];
  for (let slot = 0; slot < N; slot++) if (random() < share) out.push(slot);
  return Int32Array.from(out);
}

const sets = {
  staple: slots(0.45),
  diet: slots(0.25),
  allergenFree: slots(0.8),
  common: slots(0.03),
  rare: slots(0.0002),
};
const prefixTerms = Array.from({ length: 400 }, () => slots(0.0005));

function time(label: string, run: () => number, runs = 41): { label: string; us: number; value: number } {
  const times: number[] = [];
  let value = 0;
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    value = run();
    times.push((performance.now() - start) * 1000);
  }
  times.sort((a, b) => a - b);
  return { label, us: times[Math.floor(runs / 2)]!, value };
}

await roaringLibraryInitialize();
const bits = Object.fromEntries(Object.entries(sets).map(([k, v]) => [k, Bitset.fromSorted(N, v)])) as Record<
  keyof typeof sets,
  Bitset
>;
const roaring = Object.fromEntries(
  Object.entries(sets).map(([k, v]) => {
    const bitmap = new RoaringBitmap32(new Uint32Array(v.buffer));
    bitmap.runOptimize();
    return [k, bitmap];
  }),
) as Record<keyof typeof sets, RoaringBitmap32>;
const scratch = new Bitset(N);

const rows = [
  // A rare word and a staple: walk the short list, probe the other.
  time('rare ∩ staple, count — list probing a Bitset', () => {
    const probe = new Probe(bitsSet(bits.staple));
    let n = 0;
    for (const slot of sets.rare) if (probe.has(slot)) n++;
    return n;
  }),
  time('rare ∩ staple, count — two lists, gallop', () => countIn(listSet(sets.staple), sets.rare)),
  time('rare ∩ staple, count — roaring andCardinality', () => roaring.rare.andCardinality(roaring.staple)),
  // A common word (3 %) and a staple.
  time('common ∩ staple, count — list probing a Bitset', () => {
    const probe = new Probe(bitsSet(bits.staple));
    let n = 0;
    for (const slot of sets.common) if (probe.has(slot)) n++;
    return n;
  }),
  time('common ∩ staple, count — Bitset countAnd', () => bits.common.countAnd(bits.staple)),
  time('common ∩ staple, count — roaring andCardinality', () => roaring.common.andCardinality(roaring.staple)),
  // A staple with a diet and an allergen: count and the first page.
  time('staple ∩ diet ∩ free, count + 24 — Bitset', () => {
    scratch.copyFrom(bits.staple).and(bits.diet).and(bits.allergenFree);
    const total = scratch.count();
    return total + scratch.collect(0, 24).length;
  }),
  time('staple ∩ diet ∩ free, count + 24 — roaring', () => {
    const both = RoaringBitmap32.and(roaring.staple, roaring.diet);
    both.andInPlace(roaring.allergenFree);
    const total = both.size;
    const page = both.toUint32Array(24);
    both.dispose();
    return total + page.length;
  }),
  time('staple ∩ diet, count only — Bitset countAnd', () => bits.staple.countAnd(bits.diet)),
  time('staple ∩ diet, count only — roaring andCardinality', () => roaring.staple.andCardinality(roaring.diet)),
  // A short prefix: the union of 400 rare terms' lists.
  time('union of 400 rare lists — Bitset addAll', () => {
    scratch.clear();
    for (const list of prefixTerms) scratch.addAll(list);
    return scratch.count();
  }),
  time('union of 400 rare lists — roaring addMany', () => {
    const union = new RoaringBitmap32();
    for (const list of prefixTerms) union.addMany(new Uint32Array(list.buffer));
    const size = union.size;
    union.dispose();
    return size;
  }),
];

const bytes = (name: keyof typeof sets) => ({
  set: name,
  slots: sets[name].length,
  list: sets[name].byteLength,
  bitset: bits[name].words.byteLength,
  roaring: roaring[name].getSerializationSizeInBytes('croaring'),
});

process.stdout.write(
  `${N.toLocaleString('en')} slots, Node ${process.version}\n\n| operation | µs (median of 41) | result |\n|---|---:|---:|\n`,
);
for (const row of rows) process.stdout.write(`| ${row.label} | ${row.us.toFixed(1)} | ${row.value} |\n`);
process.stdout.write(
  '\n| set | slots | sorted list (bytes) | Bitset (bytes) | roaring (bytes, serialised) |\n|---|---:|---:|---:|---:|\n',
);
for (const name of Object.keys(sets) as (keyof typeof sets)[]) {
  const b = bytes(name);
  process.stdout.write(`| ${b.set} | ${b.slots} | ${b.list} | ${b.bitset} | ${b.roaring} |\n`);
}
