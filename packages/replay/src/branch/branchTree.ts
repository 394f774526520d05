import type { EventStore, ForkHeaderData } from "@d20/events";

/** One stream of a branch tree: where it forked from its parent, and its own branches. */
export interface BranchNode {
  readonly stream: string;
  /** The parent's seq this branch forked at (absent for a root). */
  readonly at?: number;
  /** How many events the stream holds, its first (Header or ForkHeader) included. */
  readonly version: number;
  readonly children: readonly BranchNode[];
}

/**
 * The store's streams as a forest: each root (a stream that begins with a `Header`) with its
 * branches, and theirs, sorted by stream name. A branch whose parent is missing is listed as a
 * root, with its `at`.
 */
export async function branchTree(store: EventStore): Promise<readonly BranchNode[]> {
  const infos = await store.listStreams();
  const parents = new Map<string, { parent: string; at: number } | undefined>();
  for (const info of infos) {
    if (info.version === 0) continue;
    const [first] = await store.read(info.stream);
    const fork = first?.type === "ForkHeader" ? (first.data as ForkHeaderData) : undefined;
    parents.set(info.stream, fork && { parent: fork.parent, at: fork.at });
  }
  const versions = new Map(infos.map((i) => [i.stream, i.version]));
  const node = (stream: string): BranchNode => {
    const children = [...parents].filter(([, p]) => p?.parent === stream).map(([s]) => node(s));
    const at = parents.get(stream)?.at;
    const version = versions.get(stream) ?? 0;
    return at === undefined ? { stream, version, children } : { stream, at, version, children };
  };
  return [...parents]
    .filter(([, p]) => p === undefined || !parents.has(p.parent))
    .map(([s]) => node(s));
}
