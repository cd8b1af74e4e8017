import { act, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { expect, it } from 'vitest';

/*
 * The act() environment of component tests (tests/helpers/setup-dom.ts): an update that lands
 * after a synchronous act() returned but before React flushed its queue (the task it runs when the
 * act() is awaited) once warned "The current testing environment is not configured to support
 * act(...)", which fails a test. Here the update comes two microtasks late, inside that window.
 */

let setLate: (value: string) => void = () => undefined;

function Late() {
  const [value, setValue] = useState('vroeg');
  setLate = setValue;
  return <p>{value}</p>;
}

it('keeps the act() environment until an awaited act() has flushed', async () => {
  render(<Late />);
  await act(() => {
    queueMicrotask(() => queueMicrotask(() => setLate('laat')));
  });
  expect(await screen.findByText('laat')).toBeInTheDocument();
});
