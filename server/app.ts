import { randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import helmet from 'helmet';
import fastifySse from '@fastify/sse';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { databaseProbe, ping, type Db } from './db/database';
import { accountRoutes } from './modules/account/account.routes';
import {
  createAccountService,
  DEFAULT_RATE_LIMITS,
  type AccountService,
  type RateLimits,
} from './modules/account/account.service';
import type { SessionLifetime } from './modules/account/sessions.service';
import { createRecipeService, type RecipeService } from './modules/recipes/recipe.service';
import { ownRecipesRoutes } from './modules/own-recipes/own-recipes.routes';
import { OWN_PICTURE_PATH } from './modules/own-recipes/own-picture-store.service';
import {
  createOwnRecipesService,
  type OwnRecipesOptions,
  type OwnRecipesService,
} from './modules/own-recipes/own-recipes.service';
import { householdRoutes } from './modules/household/household.routes';
import { createHouseholdService, type HouseholdService } from './modules/household/household.service';
import { createInvitesService, type InvitesService, type JoinLimit } from './modules/household/invites.service';
import { USE_SOON_DAYS } from '../shared/pantry';
import { pantryRoutes } from './modules/pantry/pantry.routes';
import { createPantryService, type PantryService } from './modules/pantry/pantry.service';
import { planRoutes } from './modules/plan/plan.routes';
import { createPlanService, type PlanService } from './modules/plan/plan.service';
import type { ScopeOf } from './db/scope';
import { announcer, createMemoryBus } from './lib/live/live-bus';
import { createPgBus } from './lib/live/pg-bus';
import { eventsRoutes } from './modules/events/events.routes';
import { createEventsService, type EventsService } from './modules/events/events.service';
import { createCalendarService, type CalendarService } from './modules/plan/calendar.service';
import { createProposalService, type ProposalService } from './modules/plan/proposal.service';
import { savedRoutes } from './modules/saved/saved.routes';
import { shoppingListRoutes } from './modules/shopping-list/shopping-list.routes';
import { createShoppingListService, type ShoppingListService } from './modules/shopping-list/shopping-list.service';
import { createSavedService, type SavedService } from './modules/saved/saved.service';
import { searchRoutes } from './modules/search/search.routes';
import { createSearchService, type SearchEngine, type SearchService } from './modules/search/search.service';
import { DATABASE_RETRY_AFTER_SECONDS, DATABASE_UNAVAILABLE } from './lib/database-unavailable';
import { HttpError, notFound } from './lib/http-error';
import { inlineScriptHashes } from './lib/inline-scripts';
import { healthOk, responses, responseSerializerCompiler } from './lib/responses';
import { authPlugin } from './plugins/auth';
import { answerMalformedRequest, errorsPlugin, replyWithError } from './plugins/errors';
import { connectionsPlugin } from './plugins/connections';
import { jsonBodyPlugin } from './plugins/json-body';
import { openapiPlugin } from './plugins/openapi';

declare module 'fastify' {
  interface FastifyInstance {
    services: {
      db: Db;
      recipes: RecipeService;
      accounts: AccountService;
      saved: SavedService;
      search: SearchService;
      shoppingList: ShoppingListService;
      ownRecipes: OwnRecipesService;
      proposals: ProposalService;
      plan: PlanService;
      calendar: CalendarService;
      household: HouseholdService;
      householdInvites: InvitesService;
      events: EventsService;
      pantry: PantryService;
    };
  }
}

export interface AppOptions {
  db: Db;
  /** Pino options, or false in tests. */
  logger?: FastifyServerOptions['logger'];
  /** Built web app to serve; skipped when missing. */
  webRoot?: string;
  /** Generated recipe pictures, served under /images/recipes. */
  imagesDir?: string;
  /**
   * Draws a recipe's pictures now when they are still being drawn in the background (first start):
   * resolves true once its files are in `imagesDir`/recipes.
   */
  drawPicture?: (id: number) => Promise<boolean>;
  rateLimits?: RateLimits;
  /** How often the search index looks for recipes written by other processes (0: never). */
  searchPollMs?: number;
  /** `memory` (default) or `database`: see server/modules/search/search.service.ts. */
  searchEngine?: SearchEngine;
  /** Open connections one client address may hold (0: no cap). */
  maxConnectionsPerClient?: number;
  /** How long a client may take to send a whole request, headers and body. */
  requestTimeoutMs?: number;
  /** Let "add a recipe by link" fetch from loopback addresses: for tests with local servers only. */
  importAllowLoopback?: boolean;
  /** How long a login lasts unused, and at most (server/modules/account/sessions.service.ts). */
  sessionLifetime?: SessionLifetime;
  /** The clock sessions are measured by, in milliseconds since the epoch: tests move it. */
  now?: () => number;
  /** Links and pictures fetched per user and minute, and how pictures are fetched: defaults unless tests say. */
  ownRecipes?: Pick<OwnRecipesOptions, 'importsPerMinute' | 'pictureConcurrency' | 'pictureDeadlineMs'>;
  /** Calls one personal API token may make a minute: the default unless tests say. */
  apiTokenRequestsPerMinute?: number;
  /** Invite codes that match nothing a user may try before joins wait: the default unless tests say. */
  householdJoinLimit?: JoinLimit;
}

export const BODY_LIMIT = 64 * 1024;
const VERSION = (
  JSON.parse(readFileSync(join(import.meta.dirname, '..', 'package.json'), 'utf8')) as { version: string }
).version;
/**
 * A whole request, headers and body (64 KiB at most), must arrive within this time: a phone on a
 * poor connection sends a few hundred bytes in well under a second, a client trickling a byte at a
 * time is cut off.
 */
const REQUEST_TIMEOUT_MS = 30_000;
const API_PREFIX = '/api';
/** A comment on every open stream this often keeps proxies from closing a quiet one. */
const LIVE_HEARTBEAT_MS = 25_000;
/** A last path segment with an extension (`app.js`, `logo.webp`): a file, never a page of the web app. */
const FILE_NAME = /\/[^/]+\.[a-z0-9]{1,8}$/i;
/** A built-in recipe's picture: `/images/recipes/<id>.webp` or `/images/recipes/<id>-400.webp`. */
const RECIPE_PICTURE = /^\/images\/recipes\/([1-9][0-9]{0,8})(-400)?\.webp$/;

/** Builds the whole application without listening, so tests can call `app.inject`. */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger ?? false,
    bodyLimit: BODY_LIMIT,
    genReqId: (request) => {
      const given = request.headers['x-request-id'];
      return typeof given === 'string' && /^[\w-]{1,64}$/.test(given) ? given : randomUUID();
    },
    routerOptions: { maxParamLength: 200 },
    return503OnClosing: true,
    requestTimeout: options.requestTimeoutMs ?? REQUEST_TIMEOUT_MS,
    frameworkErrors: (error, request, reply) => {
      void replyWithError(error, request, reply);
    },
    clientErrorHandler: answerMalformedRequest,
    // Recomputing stored full-text terms after an upgrade of a very large catalog can take longer
    // than Fastify's default 10 s for start-up hooks. (The search index builds in the background.)
    pluginTimeout: 0,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializerCompiler);

  const webRoot = options.webRoot ? resolve(options.webRoot) : undefined;
  const hasWeb = webRoot !== undefined && existsSync(join(webRoot, 'index.html'));
  // The page's own inline script (the theme, applied before the first paint) runs by its hash.
  const pageScripts = hasWeb ? inlineScriptHashes(readFileSync(join(webRoot, 'index.html'), 'utf8')) : [];

  // Security headers on every response. The helmet middleware is made once: the Fastify plugin
  // rebuilt it, parsing the CSP directives again, on every request, and building it once made
  // every route two to three times faster (bench/results/search.md).
  const securityHeaders = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...pageScripts],
        styleSrc: ["'self'", "'unsafe-inline'"],
        // Pictures are ours: imported recipes' pictures are fetched once and served from here.
        imgSrc: ["'self'", 'data:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'none'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    // Self-hosters often serve plain HTTP on a home network: never force HTTPS from here.
    strictTransportSecurity: false,
  });
  app.addHook('onRequest', (request, reply, done) => {
    securityHeaders(request.raw, reply.raw, (error?: unknown) => done(error instanceof Error ? error : undefined));
  });

  // Then our own services, each given the services it reads through.
  const recipes = createRecipeService(options.db);
  const search = createSearchService(recipes, {
    pollMs: options.searchPollMs ?? 2000,
    engine: options.searchEngine ?? 'memory',
    onIndexEvent: (event) => {
      if ('error' in event)
        app.log.error({ err: event.error }, 'search index build failed; the database answers meanwhile');
      else app.log.info({ recipes: event.built, ms: event.ms }, 'search index built');
    },
  });
  const saved = createSavedService(options.db, {
    exists: (id, viewer) => search.exists(id, viewer),
    information: (ids) => recipes.information(ids),
  });
  const ownRecipes = createOwnRecipesService(options.db, {
    ...options.ownRecipes,
    allowLoopback: options.importAllowLoopback ?? false,
    afterWrite: () => search.refresh(),
    keepNote: async (userId, recipeId, note) => {
      await saved.saveRecipe(userId, recipeId);
      await saved.setNote(userId, recipeId, note);
    },
  });
  const bus =
    options.db.pool === undefined
      ? createMemoryBus()
      : await createPgBus(options.db.pool, options.db.url ?? '', options.db.schema);
  const announce = announcer(bus);
  const household = createHouseholdService(options.db, {
    announce,
    profileOf: async (userId) => ({
      allergies: (await saved.allergies(userId)).results.map((row) => row.allergyId),
      diets: (await saved.diets(userId)).results.map((row) => row.dietId),
    }),
    ...(options.now ? { now: options.now } : {}),
  });
  const householdInvites = createInvitesService(options.db, household, options.householdJoinLimit);
  const accounts = createAccountService(options.db, saved, options.rateLimits ?? DEFAULT_RATE_LIMITS, {
    // A deleted account takes the recipes it added with it, and leaves its household (which
    // passes to the longest-standing member, or goes with its last one).
    beforeDelete: async (userId) => {
      await ownRecipes.removeAllOf(userId);
      await household.removeAccount(userId);
    },
    sessions: { lifetime: options.sessionLifetime, now: options.now },
    apiTokens: { requestsPerMinute: options.apiTokenRequestsPerMinute, now: options.now },
  });
  const scopeOf: ScopeOf = async (userId) => ({
    userId,
    householdId: (await household.householdOf(userId))?.householdId ?? null,
  });
  const pantry = createPantryService(options.db, { scopeOf, announce, ...(options.now ? { now: options.now } : {}) });
  const shoppingList = createShoppingListService(options.db, scopeOf, announce, pantry);
  const plan = createPlanService(options.db, {
    recipes,
    shoppingList,
    pantry,
    scopeOf,
    announce,
    ...(options.now ? { now: options.now } : {}),
  });
  const events = createEventsService(bus, scopeOf);
  const proposals = createProposalService({
    search,
    recipes,
    saved,
    recentRecipeIds: (userId, from, to) => plan.recentRecipeIds(userId, from, to),
    nearDateNames: async (userId) =>
      (await pantry.list(userId)).items
        .filter((item) => !item.alwaysHave && item.expiresInDays !== null && item.expiresInDays >= 0)
        .filter((item) => item.expiresInDays! <= USE_SOON_DAYS)
        .map((item) => item.name),
    householdRules: async (userId) => {
      if ((await household.householdOf(userId)) === undefined) return undefined;
      const { allergies, diets } = await household.protection(userId);
      return { allergies, diets };
    },
  });
  app.decorate('services', {
    db: options.db,
    recipes,
    accounts,
    saved,
    search,
    shoppingList,
    ownRecipes,
    proposals,
    plan,
    calendar: createCalendarService(options.db, scopeOf, options.now),
    household,
    householdInvites,
    events,
    pantry,
  });
  await app.register(errorsPlugin);
  await app.register(jsonBodyPlugin);
  await app.register(connectionsPlugin, {
    maxPerClient: options.maxConnectionsPerClient ?? 128,
    requestTimeoutMs: options.requestTimeoutMs ?? REQUEST_TIMEOUT_MS,
  });
  await app.register(authPlugin);
  // Before the routes: the OpenAPI document is made from every route registered after it.
  await app.register(openapiPlugin, { version: VERSION });
  app.addHook('onReady', async () => search.start());
  app.addHook('onClose', async () => search.stop());
  // Open streams would hold the server open: they end first, and the bus closes with the app.
  app.addHook('preClose', async () => events.stopAll());
  app.addHook('onClose', async () => bus.close());

  // Then the routes. Health says whether the database answers now (asked at most once a second).
  const databaseAnswers = databaseProbe(options.db);
  app.get(`${API_PREFIX}/health`, { schema: { response: responses(healthOk) } }, async () => {
    if (!(await databaseAnswers())) throw new HttpError(503, DATABASE_UNAVAILABLE, DATABASE_RETRY_AFTER_SECONDS);
    return { status: 'ok' as const };
  });
  await app.register(accountRoutes, { prefix: `${API_PREFIX}/account` });
  await app.register(savedRoutes, { prefix: `${API_PREFIX}/saved` });
  await app.register(shoppingListRoutes, { prefix: `${API_PREFIX}/shopping-list` });
  await app.register(searchRoutes, { prefix: `${API_PREFIX}/search` });
  await app.register(planRoutes, { prefix: `${API_PREFIX}/plan` });
  await app.register(householdRoutes, { prefix: `${API_PREFIX}/household` });
  await app.register(pantryRoutes, { prefix: `${API_PREFIX}/pantry` });
  await app.register(fastifySse, { heartbeatInterval: LIVE_HEARTBEAT_MS });
  await app.register(eventsRoutes, { prefix: `${API_PREFIX}/events` });
  await app.register(ownRecipesRoutes, { prefix: `${API_PREFIX}/recipes` });
  // The pictures of recipes users added, kept in the database: every instance serves them.
  app.get('/images/own/:file', async (request, reply) => {
    const match = OWN_PICTURE_PATH.exec(request.url.split('?')[0] ?? '');
    const picture = match ? await ownRecipes.picture(Number(match[1]), match[2]!) : undefined;
    if (!picture) throw notFound('Not found.');
    return reply.type('image/webp').header('cache-control', 'public, max-age=604800, immutable').send(picture);
  });

  if (options.imagesDir) {
    mkdirSync(resolve(options.imagesDir), { recursive: true });
    await app.register(fastifyStatic, {
      root: resolve(options.imagesDir),
      prefix: '/images/',
      decorateReply: false,
      index: false,
      maxAge: '7d',
    });
  }

  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: webRoot,
      prefix: '/',
      index: 'index.html',
      wildcard: true,
      // The build writes .br and .gz beside each asset (scripts/lib/build-web.mjs).
      preCompressed: true,
      // The header is ours alone (below), not the sender's default `max-age=0`.
      cacheControl: false,
      setHeaders: (response, path) => {
        // Hashed assets never change; everything else must be revalidated.
        response.setHeader(
          'cache-control',
          path.includes(`${join(webRoot, 'assets')}`) ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
  }

  app.setNotFoundHandler(async (request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    const picture = RECIPE_PICTURE.exec(path);
    if (
      picture &&
      options.imagesDir &&
      options.drawPicture &&
      (request.method === 'GET' || request.method === 'HEAD')
    ) {
      // Not drawn yet: draw it ahead of the others and send it.
      if (await options.drawPicture(Number(picture[1]))) {
        const file = await readFile(join(resolve(options.imagesDir), path.slice('/images/'.length)));
        return reply.type('image/webp').header('cache-control', 'public, max-age=604800').send(file);
      }
    }
    if (path === API_PREFIX || path.startsWith(`${API_PREFIX}/`)) {
      throw notFound(`There is no API endpoint ${request.method} ${path.slice(0, 100)}.`);
    }
    // A file that is not there is a 404: a page in its place would hide the broken link.
    const isFile = path.startsWith('/images/') || path.startsWith('/assets/') || FILE_NAME.test(path);
    if ((request.method === 'GET' || request.method === 'HEAD') && hasWeb && !isFile) {
      // History fallback: the client router decides what this path shows.
      return reply.header('cache-control', 'no-cache').sendFile('index.html', webRoot);
    }
    throw notFound('Not found.');
  });

  app.addHook('onReady', async () => {
    await ping(options.db);
  });
  return app;
}
