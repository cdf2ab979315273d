import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** What the chunk namer reads of the module graph (rolldown's ChunkingContext). */
type ModuleGraph = {
  getModuleInfo(id: string): { importedIds: readonly string[]; dynamicallyImportedIds: readonly string[] } | null;
};

type ModuleInfo = NonNullable<ReturnType<ModuleGraph['getModuleInfo']>>;

const SRC = path.join(path.dirname(fileURLToPath(import.meta.url)), 'src');
const ENTRY = path.join(SRC, 'main.tsx');

/**
 * The libraries every page runs (React, queries, MUI's styling engine), in one file: one request instead of a dozen,
 * and gzip compresses it better whole than in pieces. Only the parts the shell imports: the rest of MUI's utilities
 * go with the components that use them.
 */
const FRAMEWORK =
  /node_modules[\\/](react|react-dom|scheduler|@tanstack|@emotion|stylis|@mui[\\/](system|utils|styled-engine|private-theming)|react-is|hoist-non-react-statics|use-sync-external-store|clsx|@babel[\\/]runtime)[\\/]/;

/** The module every zod import goes through (vite.config.ts's alias): it sets zod's CSP-safe mode first. */
const ZOD_CONFIG = path.join(SRC, 'lib', 'zod-config.ts');

/** A feature's folder name, for a module of `src/features/<name>/`. */
const FEATURE = /[\\/]src[\\/]features[\\/]([^\\/]+)[\\/]/;

/** The texts of one language (a catalogue's part): each stays a small chunk of its own, loaded with its page. */
const LANGUAGE_TEXTS = /[\\/]i18n[\\/](?:.*[\\/])?(en-US|es-MX|fr-CA)\.(ts|json)$/;

/** The features whose pages people open first (the landing, the launcher): what they share has a chunk of its own. */
const FIRST_FEATURES = new Set(['landing', 'products']);

/** zod, and the module every zod import goes through. */
const isZod = (id: string) => id === ZOD_CONFIG || /node_modules[\\/]zod[\\/]/.test(id);

/** The form library, its zod resolver and the form fields. */
const isFormPart = (id: string) =>
  /node_modules[\\/]react-hook-form[\\/]|[\\/]src[\\/](lib[\\/]zod-form-resolver|components[\\/]form)/.test(id);

/**
 * Which chunk each module goes to, so that any page's first load is a handful of files (decision 059):
 * - `framework`: the libraries every page runs, as far as the shell imports them;
 * - `shell`: what the entry reaches by static imports (layout, router, api client, the MUI parts they use): every
 *   page needs it before anything shows; and what two or more features use, needing neither zod nor a form, that
 *   the pages opened first (the landing, the launcher) import statically (cards, chips, skeletons): those pages load
 *   it and not `common`, and the others load it anyway, so a file of its own would be one more for every page;
 * - `feature-<name>`: a feature's own code, and what only that feature uses beyond the shell;
 * - `feature-<name>-later`: what the feature loads only on first use (a dialog behind React.lazy), which nothing the
 *   shell loads (a page, what shows beside one) imports statically;
 * - `forms`: what two or more features use that needs the form library (forms, form fields, dialogs with a form),
 *   with it;
 * - `schemas`: what two or more features use that needs zod but no form (the contract's schemas, the tables' URL
 *   state), with zod, so a table page without a form on its first render loads no form library;
 * - `common`: the rest of what two or more features use (dialogs, tables, pickers), needing neither, so a page
 *   without a form or a schema (the launcher) loads no `forms` and no `schemas`.
 * Each language's texts are left to rolldown's own splitting (null), one chunk per catalogue and language.
 */
export function chunkNamer(): (id: string, graph: ModuleGraph) => string | null {
  let owners: Map<string, string> | undefined;
  return (id, graph) => {
    if (LANGUAGE_TEXTS.test(id)) return null;
    owners ??= assignOwners(graph);
    return owners.get(id) ?? null;
  };
}

function assignOwners(graph: ModuleGraph): Map<string, string> {
  const shell = closure(graph, [ENTRY], (info) => info.importedIds);
  const everything = closure(graph, [ENTRY], (info) => [...info.importedIds, ...info.dynamicallyImportedIds]);
  const usersOf = new Map<string, Set<string>>();
  for (const [feature, roots] of featureRoots(everything, shell)) {
    for (const id of closure(graph, roots, (info) => info.importedIds.filter((next) => !shell.has(next)))) {
      usersOf.set(id, (usersOf.get(id) ?? new Set()).add(feature));
    }
  }
  const needsZod = users(graph, isZod);
  const needsForms = users(graph, isFormPart);
  const staticFrom = (roots: string[]) =>
    closure(graph, roots, (info) => info.importedIds.filter((next) => !shell.has(next)));
  // What the shell loads with a dynamic import: the routes' pages (and what shows beside one), the layout's menus.
  const loadedByShell = [...shell]
    .flatMap((id) => graph.getModuleInfo(id)?.dynamicallyImportedIds ?? [])
    .filter((id) => !LANGUAGE_TEXTS.test(id));
  const eager = staticFrom(loadedByShell);
  const firstEager = staticFrom(loadedByShell.filter((id) => FIRST_FEATURES.has(FEATURE.exec(id)?.[1] ?? '')));
  const sharedChunk = (id: string) => {
    if (needsForms(id)) return 'forms';
    if (needsZod(id)) return 'schemas';
    return firstEager.has(id) ? 'shell' : 'common';
  };
  const owners = new Map<string, string>();
  for (const id of shell) owners.set(id, FRAMEWORK.test(id) ? 'framework' : 'shell');
  for (const [id, features] of usersOf) {
    const feature = FEATURE.exec(id)?.[1] ?? (features.size === 1 ? [...features][0] : undefined);
    if (feature) owners.set(id, eager.has(id) ? `feature-${feature}` : `feature-${feature}-later`);
    else owners.set(id, sharedChunk(id));
  }
  return owners;
}

/** Each feature's modules (its texts and what the shell holds excepted), by feature. */
function featureRoots(ids: Set<string>, shell: Set<string>): Map<string, string[]> {
  const roots = new Map<string, string[]>();
  for (const id of ids) {
    const feature = FEATURE.exec(id)?.[1];
    if (!feature || LANGUAGE_TEXTS.test(id) || shell.has(id)) continue;
    roots.set(feature, [...(roots.get(feature) ?? []), id]);
  }
  return roots;
}

/** Whether a module is one `matches`, or imports one (directly or through its own imports). */
function users(graph: ModuleGraph, matches: (id: string) => boolean): (id: string) => boolean {
  const known = new Map<string, boolean>();
  const visit = (id: string, path: Set<string>): boolean => {
    const answer = known.get(id);
    if (answer !== undefined) return answer;
    if (matches(id)) return true;
    if (path.has(id)) return false;
    path.add(id);
    const uses = (graph.getModuleInfo(id)?.importedIds ?? []).some((next) => visit(next, path));
    path.delete(id);
    known.set(id, uses);
    return uses;
  };
  return (id) => visit(id, new Set());
}

/** The modules `roots` reach, following `next`. */
function closure(graph: ModuleGraph, roots: string[], next: (info: ModuleInfo) => readonly string[]): Set<string> {
  const seen = new Set<string>();
  const queue = [...roots];
  while (queue.length) {
    const id = queue.pop()!;
    if (seen.has(id)) continue;
    seen.add(id);
    const info = graph.getModuleInfo(id);
    if (info) queue.push(...next(info));
  }
  return seen;
}
