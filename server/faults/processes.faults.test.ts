import { connect, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { account, call, freshDatabase, json, startServer, type Database, type RunningServer } from './real-server';

/** Slow clients, a crash during writes and a shutdown with requests half-sent, on the real process. */
let db: Database;
let server: RunningServer | null = null;
const tally = { acknowledged: 0, lost: 0 };

beforeAll(async () => {
  db = await freshDatabase();
}, 60_000);
afterAll(async () => {
  process.stdout.write(`crash: ${tally.acknowledged} acknowledged writes, ${tally.lost} lost\n`);
  await server?.stop('SIGKILL');
  await db?.drop();
});

const opened: Socket[] = [];
function open(port: number): Promise<Socket> {
  return new Promise((done, fail) => {
    const socket = connect(port, '127.0.0.1', () => done(socket));
    socket.on('error', () => undefined);
    socket.once('error', fail);
    opened.push(socket);
  });
}
const closed = (socket: Socket) =>
  socket.destroyed ? Promise.resolve() : new Promise<void>((done) => socket.once('close', () => done()));

const HALF =
  'POST /api/search/general HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 200\r\n\r\n{"se';

describe('slow clients', () => {
  it('one address trickling bytes holds only its share; everyone else is answered at once', async () => {
    server = await startServer(db.url, { MAX_CONNECTIONS_PER_CLIENT: '8' });
    const sockets = await Promise.all(Array.from({ length: 40 }, () => open(server!.port).catch(() => null)));
    for (const socket of sockets) socket?.write(HALF);
    await new Promise((done) => setTimeout(done, 500));
    const held = sockets.filter((socket) => socket && !socket.destroyed);
    expect(held.length).toBeLessThanOrEqual(8);
    // The cap is per address: the health check comes from the same one once a slot frees.
    held[0]?.destroy();
    await closed(held[0]!);
    const started = Date.now();
    expect((await call(server.base, 'GET', '/api/health')).status).toBe(200);
    expect(Date.now() - started).toBeLessThan(1_000);
    for (const socket of opened) socket.destroy();
  }, 120_000);

  it('a phone sending its body slowly but steadily is answered', async () => {
    const socket = await open(server!.port);
    const body = JSON.stringify({ searchInput: 'soup' });
    socket.write(
      `POST /api/search/general HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n`,
    );
    let answer = '';
    socket.on('data', (chunk: Buffer) => (answer += chunk.toString()));
    for (const char of body) {
      socket.write(char);
      await new Promise((done) => setTimeout(done, 60));
    }
    for (let i = 0; i < 50 && !answer.includes('\r\n'); i++) await new Promise((done) => setTimeout(done, 100));
    expect(answer.split('\r\n')[0]).toBe('HTTP/1.1 200 OK');
    socket.destroy();
  }, 60_000);

  it('SIGTERM with requests half-sent closes them and exits 0 within seconds', async () => {
    const stalled = await Promise.all(Array.from({ length: 3 }, () => open(server!.port)));
    for (const socket of stalled) socket.write(HALF);
    await new Promise((done) => setTimeout(done, 200));
    const started = Date.now();
    expect(await server!.stop('SIGTERM')).toBe(0);
    expect(Date.now() - started).toBeLessThan(5_000);
    server = null;
  }, 60_000);
});

describe('a crash during writes', () => {
  it('loses no acknowledged write when the process is killed with SIGKILL', async () => {
    server = await startServer(db.url);
    const { email, token } = await account(server.base, 'crash');
    const headers = { token };
    const writes: { path: string; body: Record<string, unknown> }[] = [];
    for (let i = 0; i < 400; i++) {
      if (i % 3 === 0) writes.push({ path: '/api/saved/recipes', body: { recipeId: 1000 + (i % 300) } });
      else if (i % 3 === 1)
        writes.push({ path: '/api/saved/diet', body: { dietId: ['vegan', 'paleo', 'whole30'][i % 3] } });
      else writes.push({ path: '/api/saved/allergies', body: { allergyId: ['soy', 'peanut', 'gluten'][i % 3] } });
    }
    const acknowledged: typeof writes = [];
    const running = server;
    const killer = setTimeout(() => running.child.kill('SIGKILL'), 400);
    // Eight clients write at once until the process dies under them.
    let next = 0;
    await Promise.all(
      Array.from({ length: 8 }, async () => {
        while (next < writes.length) {
          const write = writes[next++]!;
          try {
            const answer = await call(running.base, 'POST', write.path, {
              ...json(write.body),
              headers: { ...headers, 'content-type': 'application/json' },
            });
            if (answer.status === 200) acknowledged.push(write);
          } catch {
            return; // the connection died with the process
          }
        }
      }),
    );
    clearTimeout(killer);
    await running.stop('SIGKILL');
    server = await startServer(db.url);
    const after = (await call(server.base, 'GET', '/api/account/details', { headers })).body as {
      emailResults: { email: string }[];
      savedRecipesResults: { recipeId: number }[];
      savedDietResults: { dietId: string }[];
      savedAllergiesResults: { allergyId: string }[];
    };
    expect(after.emailResults[0]?.email).toBe(email);
    const recipes = new Set(after.savedRecipesResults.map((row) => row.recipeId));
    const diets = new Set(after.savedDietResults.map((row) => row.dietId));
    const allergies = new Set(after.savedAllergiesResults.map((row) => row.allergyId));
    let lost = 0;
    for (const write of acknowledged) {
      const kept =
        write.path === '/api/saved/recipes'
          ? recipes.has(write.body.recipeId as number)
          : write.path === '/api/saved/diet'
            ? diets.has(write.body.dietId as string)
            : allergies.has(write.body.allergyId as string);
      if (!kept) lost++;
    }
    tally.acknowledged += acknowledged.length;
    tally.lost += lost;
    expect(acknowledged.length).toBeGreaterThan(0);
    expect(lost).toBe(0);
  }, 600_000);

  it('saves racing the deletion of their account never answer 5xx', async () => {
    const { token } = await account(server!.base, 'race');
    const headers = { token, 'content-type': 'application/json' };
    const saves = Array.from({ length: 120 }, (_, i) =>
      call(server!.base, 'POST', i % 2 ? '/api/saved/diet' : '/api/saved/recipes', {
        body: JSON.stringify(i % 2 ? { dietId: 'vegan' } : { recipeId: 1001 }),
        headers,
      }),
    );
    const deletion = call(server!.base, 'DELETE', '/api/account/delete', { headers: { token } });
    const answers = await Promise.all([...saves.slice(0, 60), deletion, ...saves.slice(60)]);
    for (const answer of answers) expect([200, 401], answer.text).toContain(answer.status);
  }, 120_000);
});
