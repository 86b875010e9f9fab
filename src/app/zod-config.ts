// Zod builds fast object parsers with `new Function` and probes for it on first use; the app's
// Content-Security-Policy forbids eval, so the probe alone would be reported as a violation.
import { z } from 'zod';

z.config({ jitless: true });
