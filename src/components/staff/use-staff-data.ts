import { useEffect, useState } from 'react';
import { failureMessage, failureStatus } from '~/lib/http';
import * as staffTexts from '~/lib/messages/staff';
import { leaveWhenLoggedOut } from './AdminShell';

/** Only the texts this module shows, from their part files (decision 033). */
const messages = { admin: staffTexts.admin };

/**
 * Loads staff data with the session's token, again whenever `load` changes (wrap it in useCallback): the data, a Dutch error
 * (403 answers `noAccess`; a lapsed session leaves for the login page) and whether a load runs.
 * An answer that arrives after a newer load started is dropped.
 */
export function useStaffData<T>(load: () => Promise<T>, noAccess: string = messages.admin.noAccess) {
  const [data, setData] = useState<T | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [loading, setLoading] = useState(true);

  useEffect(() => {
    let current = true;
    setLoading(true);
    load()
      .then((body) => {
        if (!current) return;
        setData(body);
        setError(null);
      })
      .catch(async (failure: unknown) => {
        if (!current || leaveWhenLoggedOut(failure)) return;
        setError(
          failureStatus(failure) === 403
            ? noAccess
            : await failureMessage(failure, messages.admin.loadFailed),
        );
      })
      .finally(() => current && setLoading(false));
    return () => {
      current = false;
    };
  }, [load, noAccess]);

  return { data, setData, error, setError, loading };
}
