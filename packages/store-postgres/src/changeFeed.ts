import pg from "pg";

/** What the feed reports. */
export interface ChangeHandlers {
  /** A commit reached `version` of `stream` (any client's, this one's included). */
  change(stream: string, version: number): void;
  /** LISTEN is (again) in place: whatever happened while it was not is unknown, so re-read. */
  listening(): void;
  error(error: unknown): void;
}

/**
 * One dedicated connection that LISTENs on the store's channel, reconnecting after it drops
 * (server restart, `pg_terminate_backend`, network) with a doubling delay. Notifications say
 * only that a stream moved; subscribers read the events themselves from their cursors, so a
 * notification lost while disconnected costs nothing once `listening` makes them re-read.
 */
export class ChangeFeed {
  private client: pg.Client | undefined;
  private timer: NodeJS.Timeout | undefined;
  private running = false;
  private stopped = false;
  private delay: number;

  constructor(
    private readonly config: pg.ClientConfig,
    private readonly channel: string,
    private readonly handlers: ChangeHandlers,
    private readonly minDelayMs: number,
    private readonly maxDelayMs = 5000,
  ) {
    this.delay = minDelayMs;
  }

  /** Connects unless connected or connecting. */
  start(): void {
    if (this.running || this.stopped) return;
    this.running = true;
    void this.connect();
  }

  /** Closes the connection for good. */
  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    const client = this.client;
    this.client = undefined;
    await client?.end().catch(() => {});
  }

  private async connect(): Promise<void> {
    const client = new pg.Client(this.config);
    this.client = client;
    client.on("error", (e) => {
      this.handlers.error(e);
      this.drop(client);
    });
    client.on("end", () => this.drop(client));
    client.on("notification", (msg) => {
      // Payload: "<version> <stream>"; stream names hold no spaces.
      const space = msg.payload?.indexOf(" ") ?? -1;
      if (space < 0) return;
      this.handlers.change(msg.payload!.slice(space + 1), Number(msg.payload!.slice(0, space)));
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${this.channel}`);
    } catch (e) {
      this.handlers.error(e);
      this.drop(client);
      return;
    }
    if (this.client !== client) return; // dropped or stopped meanwhile
    this.delay = this.minDelayMs;
    this.handlers.listening();
  }

  private drop(client: pg.Client): void {
    if (this.client !== client) return; // already dropped (error and end both come)
    this.client = undefined;
    client.end().catch(() => {});
    if (this.stopped) return;
    this.timer = setTimeout(() => void this.connect(), this.delay);
    this.delay = Math.min(this.maxDelayMs, this.delay * 2);
  }
}
