// Payment verification's timing, in an atom so stories can run it faster; production uses spec §9.
import { atom } from 'jotai';
import { VERIFICATION_TIMING, type VerificationTiming } from './model';

/** How often and how long /payment/success checks the profile, and when it moves on. */
export const verificationTimingAtom = atom<VerificationTiming>(VERIFICATION_TIMING);
