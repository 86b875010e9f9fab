// Who is signed in: the studio's profile (GET /api/auth/me) and the hosted auth session.
import { z } from 'zod';
import { IdSchema } from './common';
import { SUBSCRIPTION_TIERS } from './tiers';

export * from './tiers';

const CreditCountSchema = z.number().int().min(0);

export const ProfileSchema = z.object({
  user_id: IdSchema,
  name: z.string().nullable(),
  email: z.string(),
  subscription_tier: z.enum(SUBSCRIPTION_TIERS),
  /** Credits the user can spend now. */
  available_credits: CreditCountSchema,
  /** Credits reserved by visuals still being made; the UI polls the profile while above 0. */
  locked_credits: CreditCountSchema,
});
export type Profile = z.infer<typeof ProfileSchema>;

/** PUT /api/auth/me: the name the studio shows, changed from the account panel. */
export const UpdateProfileRequestSchema = z.object({
  name: z.string().trim().min(1, 'Enter a name.').max(200, 'Use at most 200 characters.'),
});
export type UpdateProfileRequest = z.infer<typeof UpdateProfileRequestSchema>;

/** The user inside a session, as supabase-js has it; unknown fields are kept. */
export const SessionUserSchema = z.looseObject({
  id: IdSchema,
  aud: z.string(),
  role: z.string().optional(),
  email: z.string().optional(),
  created_at: z.string(),
  app_metadata: z.record(z.string(), z.unknown()),
  user_metadata: z.looseObject({
    /** Given at sign-up (optional; defaults to the e-mail before the @). */
    name: z.string().optional(),
    /** Google sign-in fills this one instead. */
    full_name: z.string().optional(),
  }),
});
export type SessionUser = z.infer<typeof SessionUserSchema>;

/** The hosted auth session, as supabase-js has it (the local auth service answers the same). */
export const SessionSchema = z.object({
  access_token: z.string().min(1),
  refresh_token: z.string().min(1),
  /** Seconds the access token lives. */
  expires_in: z.number().int().positive(),
  /** Unix time (seconds) the access token expires; supabase-js fills it in when missing. */
  expires_at: z.number().int().optional(),
  token_type: z.string(),
  user: SessionUserSchema,
});
export type Session = z.infer<typeof SessionSchema>;
