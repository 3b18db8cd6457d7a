// What the shell's other features know of the measurement, which loads on its own once a visitor
// consents (bootstrap.tsx imports `./measurement` on demand): its types only.
export type { Measurement, MeasurementOptions } from './measurement';
