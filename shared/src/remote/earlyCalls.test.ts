import { EARLY_CALL_TTL_MS, forgetEarlyCalls, holdAnswer, startEarly, takeEarly, trackCall } from './earlyCalls';
import { keyedCall } from './resourceCall';

let made: string[] = [];
const call = (key: string, answer: () => Promise<unknown> = async () => `réponse ${key}`) =>
  keyedCall(key, undefined, () => {
    made.push(key);
    return answer();
  });

afterEach(() => {
  forgetEarlyCalls();
  made = [];
  jest.useRealTimers();
});

it('makes a call once per key, and the data hook takes it once', async () => {
  const first = startEarly(call('company:1'));
  expect(startEarly(call('company:1'))).toBe(first);
  expect(made).toEqual(['company:1']);
  const taken = takeEarly<string>('company:1');
  expect(taken).toBe(first);
  await expect(taken).resolves.toBe('réponse company:1');
  expect(takeEarly('company:2')).toBeNull();
});

it('goes on with the answer a data hook on screen holds, without calling, until the hook lets it go', async () => {
  const release = holdAnswer('company:3', { name: 'Boulangerie' });
  await expect(startEarly(call('company:3'))).resolves.toEqual({ name: 'Boulangerie' });
  expect(made).toEqual([]);
  release();
  await startEarly(call('company:3'));
  expect(made).toEqual(['company:3']);
});

it('keeps a call a hook has taken until the hook holds its answer: a loader running again meanwhile does not ask again', async () => {
  const answer = startEarly(call('company:4'));
  takeEarly('company:4');
  await answer;
  expect(startEarly(call('company:4'))).toBe(answer);
  holdAnswer('company:4', 'réponse company:4')();
  startEarly(call('company:4'));
  expect(made).toEqual(['company:4', 'company:4']);
});

it("waits for a hook's own call rather than making it again", async () => {
  const own = trackCall('company:5', Promise.resolve('réponse du hook'));
  await expect(startEarly(call('company:5'))).resolves.toBe('réponse du hook');
  expect(made).toEqual([]);
  await own;
});

it('drops a call that failed: the page makes it again', async () => {
  const failing = startEarly(call('company:6', async () => Promise.reject(new Error('indisponible'))));
  await expect(failing).rejects.toThrow('indisponible');
  expect(takeEarly('company:6')).toBeNull();
});

it('drops a call no hook has taken once it is too old', async () => {
  jest.useFakeTimers({ now: 0 });
  startEarly(call('company:7'));
  jest.setSystemTime(EARLY_CALL_TTL_MS + 1);
  expect(takeEarly('company:7')).toBeNull();
});
