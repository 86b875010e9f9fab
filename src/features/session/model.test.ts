import { describe, expect, it } from 'vitest';
import { displayName } from './model';

describe('displayName', () => {
  it('uses the name when there is one', () => {
    expect(displayName({ name: 'Amara Okafor', email: 'amara@atelier.com' })).toBe('Amara Okafor');
  });
  it('falls back to the part of the e-mail before the at-sign', () => {
    expect(displayName({ name: '', email: 'lena.fischer@goldsmiths.de' })).toBe('lena.fischer');
    expect(displayName({ name: '   ', email: 'lena@goldsmiths.de' })).toBe('lena');
    expect(displayName({ email: 'noat' })).toBe('noat');
  });
  it('falls back to User when there is neither', () => {
    expect(displayName({})).toBe('User');
    expect(displayName({ name: null, email: '@example.com' })).toBe('User');
  });
});
