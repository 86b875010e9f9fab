// How the studio writes numbers in its English ('1,234', '€1,234.50'), without Intl. Building an
// Intl.NumberFormat loads locale data: on a phone that is tens of milliseconds on the main thread
// while the pricing page comes alive, for a format that never changes.

const groupThousands = (digits: string) => digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/** A whole count with thousands separators, as en-US writes it: 1234 → '1,234'. Rounds halves away from zero. */
export function formatCount(value: number): string {
  const whole = Math.round(Math.abs(value));
  return `${value < 0 && whole !== 0 ? '-' : ''}${groupThousands(String(whole))}`;
}

/** Euros as en-US writes them: '€1,234.50' with cents, '€1,235' without (rounded). */
export function formatEuros(value: number, { cents }: { cents: boolean }): string {
  const sign = value < 0 ? '-' : '';
  const fixed = Math.abs(value).toFixed(cents ? 2 : 0);
  const [whole = '0', fraction] = fixed.split('.');
  if (sign && Number(fixed) === 0) return `€${fixed}`;
  return `${sign}€${groupThousands(whole)}${fraction ? `.${fraction}` : ''}`;
}
