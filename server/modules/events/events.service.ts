import type { LiveEvent } from '../../../shared/live';
import type { ScopeOf } from '../../db/scope';
import { topicOf, type LiveBus, type LiveMessage } from '../../lib/live/live-bus';

/** Passes an event on to one open page. */
export type Send = (event: LiveEvent) => void;

/**
 * Open streams and what each listens to: the account's own topic always, and its household's
 * while it is a member. Which household is read again each time the account's own topic says the
 * household changed, so a member who leaves or is removed stops hearing the household's changes
 * at that moment, on every page they have open.
 */
export function createEventsService(bus: LiveBus, scopeOf: ScopeOf) {
  const open = new Map<() => void, () => void>();

  return {
    /**
     * Starts passing the user's changes to `send`; answers the call that stops it. `end` closes
     * the page's connection, when the server is about to close.
     */
    async open(userId: number, send: Send, end: () => void): Promise<() => void> {
      const own = bus.subscribe(`user:${userId}`, (message) => onOwn(message));
      let shared: { topic: string; stop: () => void } | undefined;
      let stopped = false;
      // Membership is read again one change at a time, in the order the changes came.
      let turn = Promise.resolve();

      const follow = async () => {
        const scope = await scopeOf(userId);
        const topic = scope.householdId === null ? undefined : topicOf(scope);
        if (stopped || topic === shared?.topic) return;
        shared?.stop();
        shared = topic === undefined ? undefined : { topic, stop: bus.subscribe(topic, (m) => send({ kind: m.kind })) };
      };

      function onOwn(message: LiveMessage) {
        if (message.kind !== 'household') return send({ kind: message.kind });
        turn = turn
          .then(follow)
          .catch(() => undefined)
          .then(() => {
            if (!stopped) send({ kind: 'household' });
          });
      }

      const stop = () => {
        stopped = true;
        own();
        shared?.stop();
        open.delete(stop);
      };
      open.set(stop, end);
      await follow();
      return stop;
    },

    /** How many streams are open (the benchmark reads it). */
    count: () => open.size,

    /** Stops every stream, before the server closes. */
    stopAll() {
      for (const [stop, end] of [...open]) {
        stop();
        end();
      }
    },
  };
}

export type EventsService = ReturnType<typeof createEventsService>;
