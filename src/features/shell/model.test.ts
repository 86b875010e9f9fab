import { describe, expect, it } from 'vitest';
import { flashOf, formatCredits, shellUser } from './model';

const session = (user_metadata: Record<string, unknown> = {}, email = 'amara@atelier.com') => ({
  user: { email, user_metadata },
});
const profile = { name: 'Amara Okafor', email: 'amara@okafor.com', available_credits: 15 };

describe('shellUser', () => {
  it('is nobody without a session', () => {
    expect(shellUser(null, profile)).toBeNull();
  });
  it('takes name, e-mail and credits from the profile', () => {
    expect(shellUser(session({ name: 'Old name' }), profile)).toEqual({
      name: 'Amara Okafor',
      email: 'amara@okafor.com',
      credits: 15,
      reservedCredits: 0,
      avatarUrl: null,
    });
    expect(shellUser(session(), { ...profile, locked_credits: 3 })?.reservedCredits).toBe(3);
    expect(shellUser(session(), { ...profile, name: null, email: '' })).toMatchObject({
      name: null,
      email: null,
    });
  });
  it('uses the session user until the profile arrives, credits unknown', () => {
    expect(shellUser(session({ full_name: 'Lena Fischer' }), undefined)).toEqual({
      name: 'Lena Fischer',
      email: 'amara@atelier.com',
      credits: null,
      reservedCredits: 0,
      avatarUrl: null,
    });
  });
  it("shows the sign-in provider's picture", () => {
    expect(shellUser(session({ avatar_url: 'https://x/a.png' }), profile)?.avatarUrl).toBe(
      'https://x/a.png',
    );
    expect(shellUser(session({ picture: 'https://x/p.png' }), undefined)?.avatarUrl).toBe(
      'https://x/p.png',
    );
  });
});

describe('formatCredits', () => {
  it('counts credits', () => {
    expect(formatCredits(1)).toBe('1 credit');
    expect(formatCredits(1115)).toBe('1,115 credits');
    expect(formatCredits(0)).toBe('0 credits');
  });
});

describe('flashOf', () => {
  it('reads a message handed over in navigation state, nothing else', () => {
    expect(flashOf({ flash: 'Payment confirmed.' })).toBe('Payment confirmed.');
    expect(flashOf({ flash: '  ' })).toBeNull();
    expect(flashOf({ flash: 3 })).toBeNull();
    expect(flashOf({ from: '/pricing' })).toBeNull();
    expect(flashOf(null)).toBeNull();
    expect(flashOf('flash')).toBeNull();
  });
});
