/** What the route preloads read of a built chunk (rolldown's OutputChunk). */
export type BuiltChunk = {
  fileName: string;
  imports: readonly string[];
  isEntry: boolean;
  moduleIds: readonly string[];
};

/**
 * For each route, the files its page needs beyond what index.html already loads (the entry and its static imports):
 * the chunks holding the page's modules, then what those import statically, each once (decision 059). The server
 * writes them as `<link rel="modulepreload">` into the route's page, so the browser fetches them beside the entry
 * instead of after it has run. Each language's texts, loaded by a dynamic import, are not among them.
 */
export function routePreloads(
  chunks: readonly BuiltChunk[],
  pages: readonly (readonly [path: string, moduleIds: readonly string[]])[],
): Record<string, string[]> {
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const entries = chunks.filter((chunk) => chunk.isEntry);
  const loaded = staticClosure(entries, byName);
  const preloads: Record<string, string[]> = {};
  for (const [path, moduleIds] of pages) {
    const own = moduleIds.map((id) => chunkHolding(chunks, id));
    preloads[path] = [...staticClosure(own, byName)].filter((name) => !loaded.has(name));
  }
  return preloads;
}

function chunkHolding(chunks: readonly BuiltChunk[], moduleId: string): BuiltChunk {
  const chunk = chunks.find((candidate) => candidate.moduleIds.includes(moduleId));
  if (!chunk) throw new Error(`No chunk holds the page module ${moduleId}`);
  return chunk;
}

/** The file names of `roots` and of all they import statically, roots first. */
export function staticClosure(roots: readonly BuiltChunk[], byName: Map<string, BuiltChunk>): Set<string> {
  const seen = new Set<string>();
  const queue = [...roots];
  while (queue.length) {
    const chunk = queue.shift()!;
    if (seen.has(chunk.fileName)) continue;
    seen.add(chunk.fileName);
    queue.push(...chunk.imports.flatMap((name) => byName.get(name) ?? []));
  }
  return seen;
}
