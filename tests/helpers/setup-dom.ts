import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { STORE_UNMOUNT_DELAY } from 'nanostores';
import { afterAll, afterEach, beforeEach, vi } from 'vitest';

/**
 * happy-dom does not know the HTML `<search>` element (browsers have since 2023), so React warns
 * that the tag is unrecognised. Only that warning is dropped; every other console.error still
 * fails the test (tests/helpers/setup.ts collects them).
 */
const unknownSearchTag = (args: unknown[]) =>
  typeof args[0] === 'string' && args[0].startsWith('The tag <%s> is unrecognized') && args[1] === 'search';

// findBy/waitFor give up after 1 s by default: too little when two workers share a busy 2-core CI
// machine with the integration tests. A passing test never waits longer than it needs.
configure({ asyncUtilTimeout: 5_000 });

beforeEach(() => {
  const collect = vi.mocked(console.error).getMockImplementation();
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    if (!unknownSearchTag(args)) collect?.(...args);
  });
});

// Vitest runs without globals, so Testing Library cannot register its own clean-up: every test
// starts from an empty document and fresh browser storage.
afterEach(() => {
  cleanup();
  document.body.innerHTML = '';
  localStorage.clear();
  sessionStorage.clear();
});

// A store unmounts STORE_UNMOUNT_DELAY after its last listener left, and a persisted one then
// removes its window listener: let that happen while the file's window still exists, and should a
// timer fire after the environment is gone (a busy machine), let the removal find no window quietly.
afterAll(() => new Promise((resolve) => setTimeout(resolve, STORE_UNMOUNT_DELAY + 50)));
// `await act(() => change())`, or a hook returning `act(...)`: Testing Library declares the act()
// environment (IS_REACT_ACT_ENVIRONMENT) only while the callback runs, but React flushes what the
// callback queued one task later, when the result is awaited. An update landing in that task (a
// passive effect, more often on a busy machine) warned "The current testing environment is not
// configured to support act(...)" and failed the test. The environment now lasts until the
// awaited act() is done, as it already does for an async callback.
vi.mock('@testing-library/react', async (importOriginal) => {
  const library = await importOriginal<typeof import('@testing-library/react')>();
  const scope = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
  const act = ((callback: () => unknown) => {
    // React 19 answers a thenable for a synchronous callback too; the types say void.
    const result = library.act(callback as () => void) as unknown as PromiseLike<unknown>;
    return {
      // biome-ignore lint/suspicious/noThenProperty: a thenable, as React's own act() answers
      then(resolve: (value: unknown) => void, reject: (error: unknown) => void) {
        const previous = scope.IS_REACT_ACT_ENVIRONMENT;
        scope.IS_REACT_ACT_ENVIRONMENT = true;
        result.then(
          (value) => {
            scope.IS_REACT_ACT_ENVIRONMENT = previous;
            resolve(value);
          },
          (error: unknown) => {
            scope.IS_REACT_ACT_ENVIRONMENT = previous;
            reject(error);
          },
        );
      },
    };
  }) as typeof library.act;
  return { ...library, act };
});

vi.mock('@nanostores/persistent', async (importOriginal) => {
  const persistent = await importOriginal<typeof import('@nanostores/persistent')>();
  const { removeEventListener } = persistent.windowPersistentEvents;
  persistent.windowPersistentEvents.removeEventListener = (...args) => {
    if (typeof window !== 'undefined') removeEventListener(...args);
  };
  return persistent;
});
