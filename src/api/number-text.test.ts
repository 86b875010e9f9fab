import { describe, expect, it } from 'vitest';
import { formatCount, formatEuros } from './number-text';

// The reference is Intl itself: these formats must read exactly as en-US writes them.
const intlCount = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
const intlEuros = (digits: number) =>
  new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: 'EUR',
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  });

const samples = [
  0, 1, 7, 12, 99, 100, 999, 1000, 1001, 9999, 12345, 123456, 999999, 1000000, 1234567890, 1.5,
  32.5, 39, 390, 2490, 0.1, 0.01, 75.25, 1149.99, 12.345, 0.5, 2.5, -3, -1234.5,
];

describe('number text', () => {
  it.each(samples.filter((n) => Number.isInteger(n)))('writes the count %d as en-US does', (n) => {
    expect(formatCount(n)).toBe(intlCount.format(n));
  });

  it.each(samples)('writes %d euros with cents as en-US does', (n) => {
    expect(formatEuros(n, { cents: true })).toBe(intlEuros(2).format(n));
  });

  it.each(samples.filter((n) => Number.isInteger(n)))(
    'writes %d whole euros as en-US does',
    (n) => {
      expect(formatEuros(n, { cents: false })).toBe(intlEuros(0).format(n));
    },
  );

  it('agrees with en-US on a thousand random amounts', () => {
    let seed = 7;
    const next = () => ((seed = (seed * 16807) % 2147483647) / 2147483647) * 10 ** (seed % 8);
    for (let i = 0; i < 1000; i += 1) {
      const amount = Math.round(next() * 100) / 100;
      expect(formatEuros(amount, { cents: true })).toBe(intlEuros(2).format(amount));
      expect(formatCount(Math.round(amount))).toBe(intlCount.format(Math.round(amount)));
    }
  });
});
