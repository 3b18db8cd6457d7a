import { afterFirstPaint, FIRST_PAINT_WAIT_MS } from './afterFirstPaint';

describe('afterFirstPaint', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  function fakeWindow() {
    const frames: FrameRequestCallback[] = [];
    const win = { requestAnimationFrame: (cb: FrameRequestCallback) => frames.push(cb), setTimeout: (cb: () => void, ms: number) => setTimeout(cb, ms) };
    return { win: win as unknown as Window, paint: () => frames.splice(0).forEach((cb) => cb(0)) };
  }

  it('runs the task once, in the task after the next frame', () => {
    const { win, paint } = fakeWindow();
    const task = jest.fn();
    afterFirstPaint(task, win);
    expect(task).not.toHaveBeenCalled();
    paint();
    expect(task).not.toHaveBeenCalled();
    jest.advanceTimersByTime(0);
    expect(task).toHaveBeenCalledTimes(1);
    jest.advanceTimersByTime(FIRST_PAINT_WAIT_MS);
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('runs it after the wait when no frame comes (hidden tab)', () => {
    const { win } = fakeWindow();
    const task = jest.fn();
    afterFirstPaint(task, win);
    jest.advanceTimersByTime(FIRST_PAINT_WAIT_MS - 1);
    expect(task).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(task).toHaveBeenCalledTimes(1);
  });
});
