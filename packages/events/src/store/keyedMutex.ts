/**
 * Runs async work one at a time per key, in call order. The file lock alone would serialize
 * two appends from this process too, but only by polling; this queue makes them wait their
 * turn without spinning, and the file lock then only arbitrates between processes.
 */
export class KeyedMutex {
  private readonly tails = new Map<string, Promise<void>>();

  /** Runs `work` once every earlier `run` for `key` has settled. */
  async run<T>(key: string, work: () => Promise<T>): Promise<T> {
    const before = this.tails.get(key) ?? Promise.resolve();
    let done!: () => void;
    const mine = new Promise<void>((resolve) => {
      done = resolve;
    });
    const tail = before.then(() => mine);
    this.tails.set(key, tail);
    await before;
    try {
      return await work();
    } finally {
      done();
      if (this.tails.get(key) === tail) this.tails.delete(key);
    }
  }

  /** Resolves once all work queued so far has settled. */
  async idle(): Promise<void> {
    await Promise.all(this.tails.values());
  }
}
