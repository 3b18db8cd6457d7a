// Nothing that needs consent runs before it is given: the measurement module (and web-vitals in
// its chunk) is imported only when the recorded choice accepts measurement, started then, and
// stopped as soon as the choice is withdrawn.
import type { Measurement, MeasurementOptions } from '../measures';
import type { ConsentStoreApi } from './consentStore';

export interface MeasurementModule {
  startMeasurement(options: MeasurementOptions): Measurement;
}

/** Follows the consent store; returns a function that uninstalls the gate (and stops the measurement). */
export function installMeasurementGate(store: Pick<ConsentStoreApi, 'getState' | 'subscribe'>, load: () => Promise<MeasurementModule>, options: MeasurementOptions): () => void {
  let wanted = false;
  let running: Measurement | null = null;
  let loading: Promise<MeasurementModule> | null = null;

  const apply = () => {
    wanted = store.getState().choice?.mesure === true;
    if (wanted && !running) {
      loading ??= load();
      loading.then(
        (mod) => {
          if (wanted && !running) running = mod.startMeasurement(options);
        },
        () => {
          // The chunk did not load (offline, a deployment in between): the next change tries again.
          loading = null;
        },
      );
    } else if (!wanted && running) {
      running.stop();
      running = null;
    }
  };

  apply();
  const unsubscribe = store.subscribe((state, previous) => {
    if (state.choice !== previous.choice) apply();
  });
  return () => {
    unsubscribe();
    wanted = false;
    running?.stop();
    running = null;
  };
}
