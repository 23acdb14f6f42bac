export interface MailDeliveryWorkerOptions {
  /** Asks whether anything is due, cheaply; `deliverBatch` runs only when it is. */
  hasDue: () => Promise<boolean>;
  /** Claims and tries a batch of due mails; answers how many it claimed (0: none was due). */
  deliverBatch: () => Promise<number>;
  /** Between two looks at the outbox when nothing woke the worker. */
  pollMs: number;
  onError: (error: unknown) => void;
}

/**
 * Delivers the outbox's due mails in the background of one process: on a timer, and at once
 * when woken (a mail was just queued here). One run at a time; a wake-up during a run makes it
 * look again when it ends. Other processes on the same database run their own; the claim in the
 * database keeps them from taking the same mail.
 */
export class MailDeliveryWorker {
  private readonly options: MailDeliveryWorkerOptions;
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private again = false;
  private stopped = false;

  constructor(options: MailDeliveryWorkerOptions) {
    this.options = options;
  }

  /** Polls every `pollMs` from now on, starting with a look at once. */
  start(): void {
    if (this.timer || this.stopped) return;
    this.timer = setInterval(() => this.wake(), this.options.pollMs);
    // A poll alone never keeps the process alive.
    this.timer.unref();
    this.wake();
  }

  /** Looks for due mail now, in the background; errors go to `onError`. */
  wake(): void {
    if (this.stopped) return;
    this.run().catch(this.options.onError);
  }

  /**
   * Delivers until no mail is due (a mail waiting for a later retry is not due), and resolves
   * then; rejects with the database's error. For tests and scripts: no timer needed.
   */
  drain(): Promise<void> {
    return this.run();
  }

  /** No more polls; resolves once the attempt under way, if any, is recorded. */
  async stop(): Promise<void> {
    this.stopped = true;
    clearInterval(this.timer);
    this.timer = undefined;
    await this.running?.catch(() => {});
  }

  private run(): Promise<void> {
    if (this.running) {
      this.again = true;
      return this.running;
    }
    this.running = this.loop().finally(() => {
      this.running = undefined;
    });
    return this.running;
  }

  private async loop(): Promise<void> {
    do {
      this.again = false;
      while (!this.stopped && (await this.options.hasDue())) {
        if ((await this.options.deliverBatch()) === 0) break;
      }
    } while (this.again && !this.stopped);
  }
}
