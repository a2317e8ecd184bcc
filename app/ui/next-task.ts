/**
 * Resolves in a new task (a macrotask, not a microtask). Start-up work awaits it between its steps
 * so that each step runs as a short task of its own: the browser can handle input and paint in
 * between, instead of being blocked by one long task (what Lighthouse counts as blocking time).
 */
export const nextTask = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0))
