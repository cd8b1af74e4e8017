import { useState } from 'react';

/**
 * What stands in the way of the order: an error per field, and one alert near the button (the
 * only problem itself, or a pointer to the marked fields).
 */
export function useCheckoutProblems(fixErrors: string) {
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState('');

  /** The fields named are fine again (changed by the shopper or filled by a lookup). */
  const clearErrors = (...fields: string[]) =>
    setErrors((current) =>
      fields.some((field) => field in current)
        ? Object.fromEntries(Object.entries(current).filter(([name]) => !fields.includes(name)))
        : current,
    );

  /** Shows the problems found on submit; true when there were any. */
  const show = (found: Record<string, string>): boolean => {
    setErrors(found);
    const problems = Object.values(found);
    setFormError(problems.length === 1 ? problems[0]! : problems.length > 1 ? fixErrors : '');
    return problems.length > 0;
  };

  return { errors, formError, setFormError, clearErrors, show };
}
