// How a failed zod validation reads to the client: every problem, each prefixed with the field it
// concerns, so a 422 names what to fix (`name: A name is required.`).
import type { z } from 'zod';

export function validationDetail(what: string, error: z.ZodError): string {
  const problems = error.issues.map((issue) =>
    issue.path.length ? `${issue.path.join('.')}: ${issue.message}` : issue.message,
  );
  return `${what}: ${problems.join('; ')}.`;
}
