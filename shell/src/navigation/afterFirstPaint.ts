/** Longest wait for a frame: a page in a background tab gets no frames until it is shown. */
export const FIRST_PAINT_WAIT_MS = 100;

/**
 * Runs `task` once the browser has painted the page, in a task of its own: the frame callback runs
 * just before a paint, the timeout right after it. A page that gets no frame (hidden tab) runs it
 * after {@link FIRST_PAINT_WAIT_MS}.
 */
export function afterFirstPaint(task: () => void, win: Window = window): void {
  let done = false;
  const run = () => {
    if (done) return;
    done = true;
    task();
  };
  win.requestAnimationFrame(() => win.setTimeout(run, 0));
  win.setTimeout(run, FIRST_PAINT_WAIT_MS);
}
