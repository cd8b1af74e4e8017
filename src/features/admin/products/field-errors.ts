import type { z } from 'zod';

/** zod issues as { 'variations.0.slug': ['...'] }, the shape the API answers (root issues under '_'). */
export function fieldErrors(error: z.ZodError): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const field = issue.path.length > 0 ? issue.path.join('.') : '_';
    errors[field] = [...(errors[field] ?? []), issue.message];
  }
  return errors;
}
