/** What the route preloads read of a built chunk (rolldown's OutputChunk). */
export type BuiltChunk = {
  fileName: string;
  imports: readonly string[];
  isEntry: boolean;
  moduleIds: readonly string[];
};

/** A route's page as the build resolved it: the modules its loader imports, and its texts' modules by language. */
export type RoutePage = {
  path: string;
  moduleIds: readonly string[];
  textIds: Readonly<Record<string, readonly string[]>>;
};

/** The files a route's page needs beyond index.html's: its modules' chunks, and its texts' chunks by language. */
export type RouteFiles = { modules: string[]; texts: Record<string, string[]> };

/**
 * For each route, the files its page needs beyond what index.html already loads (the entry and its static imports):
 * the chunks holding the page's modules, then what those import statically, each once; and for each language the
 * chunks of the texts the page shows, which the app loads by dynamic imports once its entry runs (decision 059). The
 * server writes them as `<link rel="modulepreload">` into the route's page (the texts in the language the page will
 * be shown in), so the browser fetches them beside the entry instead of after it has run.
 */
export function routePreloads(chunks: readonly BuiltChunk[], pages: readonly RoutePage[]): Record<string, RouteFiles> {
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const entries = chunks.filter((chunk) => chunk.isEntry);
  const loaded = staticClosure(entries, byName);
  const filesOf = (moduleIds: readonly string[]) => {
    const own = moduleIds.map((id) => chunkHolding(chunks, id));
    return [...staticClosure(own, byName)].filter((name) => !loaded.has(name));
  };
  const preloads: Record<string, RouteFiles> = {};
  for (const { path, moduleIds, textIds } of pages) {
    const texts = Object.fromEntries(Object.entries(textIds).map(([locale, ids]) => [locale, filesOf(ids)]));
    preloads[path] = { modules: filesOf(moduleIds), texts };
  }
  return preloads;
}

function chunkHolding(chunks: readonly BuiltChunk[], moduleId: string): BuiltChunk {
  const chunk = chunks.find((candidate) => candidate.moduleIds.includes(moduleId));
  if (!chunk) throw new Error(`No chunk holds the module ${moduleId}`);
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
