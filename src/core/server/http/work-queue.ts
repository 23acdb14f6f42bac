import type { FastifyRequest } from 'fastify';
import { AppError } from '../errors';

/** How many may wait per piece of work running, before any more are refused at once. */
export const QUEUED_PER_SLOT = 32;
/** The longest a piece of work waits for its turn before it is refused. */
export const MAX_WAIT_MS = 2_000;

/** The refusal of work that would wait too long: 503 with Retry-After, `server.busy`. */
export const serverBusy = () => new AppError('server.busy', { status: 503 });

/**
 * At most `concurrency` pieces of costly database work at once in this process (a search that
 * tolerates typos reads a table of words, then schools by a regular expression): on the
 * embedded database a query holds the server's only thread (decision 029), so ten at once
 * would hold every other request — `/api/health` included — behind them. The others wait their
 * turn, in order: at most QUEUED_PER_SLOT each slot, and MAX_WAIT_MS; past either they are
 * refused with `server.busy`, and the client is asked to come back in a few seconds instead of
 * waiting for an answer that would come too late anyway.
 */
export class WorkQueue {
  private running = 0;
  /** What starts each waiting piece of work, first come first. */
  private readonly waiting: (() => void)[] = [];

  constructor(readonly concurrency: number) {}

  /** Runs `work` once a slot is free; throws `server.busy` (503) when it would wait too long. */
  async run<T>(work: () => Promise<T>): Promise<T> {
    await this.turn();
    try {
      return await work();
    } finally {
      // The slot passes to the first waiting, or is free.
      const next = this.waiting.shift();
      if (next) next();
      else this.running -= 1;
    }
  }

  private turn(): Promise<void> {
    if (this.running < this.concurrency) {
      this.running += 1;
      return Promise.resolve();
    }
    if (this.waiting.length >= this.concurrency * QUEUED_PER_SLOT) return Promise.reject(serverBusy());
    return new Promise((resolve, reject) => {
      // Started with the slot of the work that ended: `running` stays as it is.
      const start = () => {
        clearTimeout(timer);
        resolve();
      };
      const timer = setTimeout(() => {
        this.waiting.splice(this.waiting.indexOf(start), 1);
        reject(serverBusy());
      }, MAX_WAIT_MS);
      this.waiting.push(start);
    });
  }
}

/**
 * The queue as one request uses it: a refusal is remembered on the request, so that a page whose
 * search was refused answers 503 as the API does, instead of a page without its list.
 */
export function queueOfRequest(queue: WorkQueue, request: FastifyRequest): Pick<WorkQueue, 'run'> {
  return {
    run: (work) =>
      queue.run(work).catch((error: unknown) => {
        if (error instanceof AppError && error.status === 503) {
          request.serverBusy = true;
          request.onServerBusy?.();
        }
        throw error;
      }),
  };
}

declare module 'fastify' {
  interface FastifyRequest {
    /** A costly piece of this request's work was refused (`server.busy`). */
    serverBusy?: boolean;
    /** Called when it is: a page stops rendering what it will not send. */
    onServerBusy?: () => void;
  }
}
