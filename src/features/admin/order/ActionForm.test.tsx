import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { messages } from '~/lib/messages';
import { ActionForm } from './ActionForm';

const text = messages.orderActions;

describe('ActionForm', () => {
  it('asks a second, explicit click before it runs an action that moves money', async () => {
    const run = vi.fn().mockResolvedValue(null);
    render(<ActionForm label="Terugbetalen" confirm="Weet je het zeker?" run={run} />);
    await userEvent.click(screen.getByRole('button', { name: 'Terugbetalen' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Weet je het zeker?');
    expect(run).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: text.confirm('Terugbetalen') }));
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('keeps its key after a refusal (a retry is the same request) and takes a new one after success', async () => {
    const run = vi.fn().mockResolvedValueOnce('De betaalprovider antwoordt niet.').mockResolvedValue(null);
    render(<ActionForm label="Verzenden" run={run} />);
    const button = screen.getByRole('button', { name: 'Verzenden' });
    await userEvent.click(button);
    expect(await screen.findByText('De betaalprovider antwoordt niet.')).toBeInTheDocument();
    await userEvent.click(button);
    await userEvent.click(button);
    const keys = run.mock.calls.map(([, key]) => key);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[1]);
  });

  it("shows the check's error and asks nothing while the form is not right", async () => {
    const run = vi.fn();
    render(
      <ActionForm
        label="Terugbetalen"
        confirm="Weet je het zeker?"
        check={() => 'Kies wat je terugbetaalt.'}
        run={run}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Terugbetalen' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Kies wat je terugbetaalt.');
    expect(screen.queryByText('Weet je het zeker?')).not.toBeInTheDocument();
    expect(run).not.toHaveBeenCalled();
  });
});
