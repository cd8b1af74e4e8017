import { useStore } from '@nanostores/react';
import type { ReadableAtom } from 'nanostores';
import { useEffect, useState } from 'react';

/**
 * A store value that matches the server's HTML on the first render (the server
 * cannot see localStorage), then the live value. Avoids React hydration error #418
 * for islands that show persisted state (cart count, login state).
 */
export function useHydratedStore<T>(store: ReadableAtom<T>, serverValue: T): T {
  const value = useStore(store);
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated ? value : serverValue;
}
