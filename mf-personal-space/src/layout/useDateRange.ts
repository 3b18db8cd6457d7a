// The two dates of a period filter (orders, revelations) as the customer types them, and the
// problem with them once the filter is submitted (a start after the end).
import { useState } from 'react';
import { dateRangeProblem } from '@portail/shared';

export function useDateRange(initialFrom: string | null, initialTo: string | null) {
  const [from, setFrom] = useState(initialFrom ?? '');
  const [to, setTo] = useState(initialTo ?? '');
  const [error, setError] = useState<string | null>(null);
  /** On submit: says the problem, if any; true when the period may be applied. */
  const check = (): boolean => {
    const problem = dateRangeProblem(from, to);
    setError(problem);
    return problem === null;
  };
  return { from, setFrom, to, setTo, error, check };
}
