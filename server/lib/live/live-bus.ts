import { EventEmitter } from 'node:events';
import type { LiveKind } from '../../../shared/live';

/**
 * Where a change is announced: a household's members all listen to `household:<id>`; every
 * signed-in page listens to `user:<id>`, which carries the account's own list and plan and the
 * news that its household changed (joined, left, removed).
 */
export type LiveTopic = `household:${number}` | `user:${number}`;

export interface LiveMessage {
  topic: LiveTopic;
  kind: LiveKind;
}

export type LiveListener = (message: LiveMessage) => void;

/** Announces changes to every instance's open streams; one implementation a database. */
export interface LiveBus {
  publish(message: LiveMessage): Promise<void>;
  /** Calls `listener` for each message on `topic`; answers the call that stops it. */
  subscribe(topic: LiveTopic, listener: LiveListener): () => void;
  close(): Promise<void>;
}

const TOPIC = /^(household|user):\d+$/;
export const isLiveTopic = (value: unknown): value is LiveTopic => typeof value === 'string' && TOPIC.test(value);

/** The local half every bus shares: listeners by topic in this process. */
export function localListeners() {
  const emitter = new EventEmitter();
  // One listener an open stream and topic: a thousand pages are a thousand listeners, not a leak.
  emitter.setMaxListeners(0);
  return {
    deliver: (message: LiveMessage) => emitter.emit(message.topic, message),
    subscribe: (topic: LiveTopic, listener: LiveListener): (() => void) => {
      emitter.on(topic, listener);
      return () => emitter.off(topic, listener);
    },
    /** The topics some stream listens to now. */
    topics: () => emitter.eventNames().filter(isLiveTopic),
    clear: () => emitter.removeAllListeners(),
  };
}

/** One instance on SQLite: changes go straight to this process's streams. */
export function createMemoryBus(): LiveBus {
  const local = localListeners();
  return {
    publish: (message) => {
      local.deliver(message);
      return Promise.resolve();
    },
    subscribe: local.subscribe,
    close: () => {
      local.clear();
      return Promise.resolve();
    },
  };
}

/** Whose rows changed, as the services know it: a household's, or one account's own. */
export interface LiveOwner {
  userId: number;
  householdId: number | null;
}

export const topicOf = (owner: LiveOwner): LiveTopic =>
  owner.householdId === null ? `user:${owner.userId}` : `household:${owner.householdId}`;

/** Tells the streams that `kind` changed for `owner`; never fails the write that was made. */
export type Announce = (owner: LiveOwner, kind: LiveKind) => void;

export const announcer =
  (bus: LiveBus): Announce =>
  (owner, kind) => {
    bus.publish({ topic: topicOf(owner), kind }).catch(() => undefined);
  };
