/**
 * The folder import graph of one source tree and its cycles. A folder is a node, an import from a
 * file in one folder to a file in another is an edge; a cycle is a strongly connected component of
 * more than one folder (Tarjan), so "A imports B and B imports A" is reported once, with its edges.
 */

export type FolderGraph = ReadonlyMap<string, ReadonlyMap<string, string[]>>

/** Edges of `graph` grouped by source folder; `edges.get(a).get(b)` lists "file -> file" samples. */
export const addEdge = (
  graph: Map<string, Map<string, string[]>>,
  from: string,
  to: string,
  sample: string,
) => {
  const targets = graph.get(from) ?? new Map<string, string[]>()
  graph.set(from, targets)
  const samples = targets.get(to) ?? []
  targets.set(to, samples)
  samples.push(sample)
}

/** The strongly connected components with more than one folder, each sorted, largest first. */
export const cycles = (graph: FolderGraph): string[][] => {
  const index = new Map<string, number>()
  const low = new Map<string, number>()
  const stack: string[] = []
  const onStack = new Set<string>()
  const found: string[][] = []
  let next = 0
  const visit = (node: string) => {
    index.set(node, next)
    low.set(node, next)
    next += 1
    stack.push(node)
    onStack.add(node)
    for (const target of graph.get(node)?.keys() ?? []) {
      if (!index.has(target)) {
        visit(target)
        low.set(node, Math.min(low.get(node)!, low.get(target)!))
      } else if (onStack.has(target)) low.set(node, Math.min(low.get(node)!, index.get(target)!))
    }
    if (low.get(node) === index.get(node)) {
      const component: string[] = []
      let member: string
      do {
        member = stack.pop()!
        onStack.delete(member)
        component.push(member)
      } while (member !== node)
      if (component.length > 1) found.push(component.sort())
    }
  }
  for (const node of [...graph.keys()].sort()) if (!index.has(node)) visit(node)
  return found.sort((a, b) => b.length - a.length)
}

/** Pairs of folders that import each other, as "a <-> b" with a < b. */
export const mutualPairs = (graph: FolderGraph): string[] => {
  const pairs: string[] = []
  for (const [from, targets] of graph)
    for (const to of targets.keys())
      if (from < to && graph.get(to)?.has(from) === true) pairs.push(`${from} <-> ${to}`)
  return pairs.sort()
}
