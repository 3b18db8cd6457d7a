import { CLASSES_PER_DOUBLING, classOf, classValue, quantileFromClasses } from './histogram';

/** The histogram of a list of samples, as the store keeps it. */
function histogram(metrique: 'LCP' | 'CLS', samples: number[]) {
  const counts = new Map<number, number>();
  for (const s of samples) counts.set(classOf(metrique, s), (counts.get(classOf(metrique, s)) ?? 0) + 1);
  return [...counts].map(([classe, nombre]) => ({ classe, nombre }));
}

describe('web-vital histogram', () => {
  it('puts a value in the class whose bounds hold it, 8 classes per doubling', () => {
    expect(classOf('LCP', 0)).toBe(0);
    expect(classOf('LCP', 0.4)).toBe(0);
    expect(classOf('LCP', 1)).toBe(1);
    expect(classOf('LCP', 2)).toBe(1 + CLASSES_PER_DOUBLING);
    expect(classOf('LCP', 1024)).toBe(1 + 10 * CLASSES_PER_DOUBLING);
    expect(classOf('LCP', 1023.9)).toBe(10 * CLASSES_PER_DOUBLING);
    // CLS counts thousandths.
    expect(classOf('CLS', 0.0004)).toBe(0);
    expect(classOf('CLS', 0.001)).toBe(1);
    expect(classOf('CLS', 0.256)).toBe(1 + 8 * CLASSES_PER_DOUBLING);
  });

  it('stands for every value of a class within 4.5 %', () => {
    for (const v of [1, 3.7, 42, 180, 999, 2_500, 4_000, 17_777, 119_999]) {
      const back = classValue('LCP', classOf('LCP', v));
      expect(Math.abs(back - v) / v).toBeLessThan(0.045);
    }
    for (const v of [0.001, 0.05, 0.1, 0.25, 3]) {
      const back = classValue('CLS', classOf('CLS', v));
      expect(Math.abs(back - v) / v).toBeLessThan(0.045);
    }
    expect(classValue('INP', 0)).toBe(0);
  });

  it('reads the 75th percentile from the classes (nearest rank)', () => {
    // 1..400 ms by steps of 1: the 300th smallest sample is 300 ms.
    const samples = Array.from({ length: 400 }, (_, i) => i + 1);
    const p75 = quantileFromClasses('LCP', histogram('LCP', samples))!;
    expect(Math.abs(p75 - 300) / 300).toBeLessThan(0.045);
    // Three fast pages and one slow: the 3rd of 4 is a fast one.
    expect(quantileFromClasses('LCP', histogram('LCP', [1_000, 1_000, 1_000, 9_000]))).toBeLessThan(1_100);
    // One fast and three slow: the slow one.
    expect(quantileFromClasses('LCP', histogram('LCP', [1_000, 9_000, 9_000, 9_000]))).toBeGreaterThan(8_500);
    expect(quantileFromClasses('CLS', histogram('CLS', [0, 0, 0.1, 0.1]))).toBeCloseTo(0.1, 1);
    expect(quantileFromClasses('CLS', histogram('CLS', [0, 0, 0, 0.3]))).toBe(0);
  });

  it('has no percentile without samples', () => {
    expect(quantileFromClasses('LCP', [])).toBeNull();
    expect(quantileFromClasses('LCP', [{ classe: 12, nombre: 0 }])).toBeNull();
  });
});
