/**
 * Runs work the page does not need for its first paint (a chunk to preload, a chart) once the
 * browser is idle, so it never lengthens the task that paints what the user asked for.
 */
export function whenIdle(work: () => void, timeout = 3000): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(() => work(), { timeout });
  else setTimeout(work, 1);
}
