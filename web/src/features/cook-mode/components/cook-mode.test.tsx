import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { timersStore } from '../stores/timers-store';
import CookMode from './cook-mode';

const steps = [
  'Heat the oil in a wide pan.',
  'Add the onion and cook for <strong>5 minutes</strong>, then simmer 20 minutes.',
  'Serve hot.',
];
const ingredients = ['2 tbsp olive oil', '1 onion'];

beforeEach(() => {
  vi.useFakeTimers({ now: new Date('2026-11-27T18:00:00Z'), toFake: ['setInterval', 'clearInterval', 'Date'] });
});
afterEach(() => {
  for (const timer of timersStore.getState().timers) timersStore.getState().cancel(timer.id);
  vi.useRealTimers();
});

const open = (onClose = vi.fn()) => {
  render(<CookMode title="Onion soup" steps={steps} ingredients={ingredients} onClose={onClose} />);
  return { onClose, dialog: screen.getByRole('dialog', { name: 'Cook mode: Onion soup' }) };
};

describe('cook mode', () => {
  it('shows one step at a time, moved with the buttons and the arrow keys', () => {
    const { dialog } = open();
    expect(screen.getByText('Step 1 of 3')).toBeInTheDocument();
    expect(screen.getByText('Heat the oil in a wide pan.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText('Step 2 of 3')).toBeInTheDocument();
    fireEvent.keyDown(dialog, { key: 'ArrowRight' });
    expect(screen.getByText('Serve hot.')).toBeInTheDocument();
    // The last step ends cook mode instead of going further.
    expect(screen.queryByRole('button', { name: 'Next' })).toBeNull();
    fireEvent.keyDown(dialog, { key: 'ArrowLeft' });
    expect(screen.getByText('Step 2 of 3')).toBeInTheDocument();
  });

  it('moves on a horizontal swipe, not on a vertical one', () => {
    open();
    const text = screen.getByText('Heat the oil in a wide pan.');
    fireEvent.pointerDown(text, { clientX: 300, clientY: 200 });
    fireEvent.pointerUp(text, { clientX: 280, clientY: 420 });
    expect(screen.getByText('Step 1 of 3')).toBeInTheDocument();
    fireEvent.pointerDown(text, { clientX: 300, clientY: 200 });
    fireEvent.pointerUp(text, { clientX: 120, clientY: 210 });
    expect(screen.getByText('Step 2 of 3')).toBeInTheDocument();
  });

  it('starts a timer from a time in the step, which keeps running on other steps and rings', () => {
    open();
    expect(screen.queryByRole('button', { name: /timer/ })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('button', { name: 'Start 5:00 timer' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Start 20:00 timer' }));
    const timers = screen.getByRole('list', { name: 'Timers' });
    expect(within(timers).getByText('Step 2: 20 minutes')).toBeInTheDocument();
    expect(within(timers).getByRole('timer')).toHaveTextContent('20:00');
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    act(() => {
      vi.advanceTimersByTime(61_000);
    });
    expect(within(timers).getByRole('timer')).toHaveTextContent('18:59');
    act(() => {
      vi.advanceTimersByTime(19 * 60_000);
    });
    expect(within(timers).getByRole('alert')).toHaveTextContent('Time is up');
    fireEvent.click(within(timers).getByRole('button', { name: 'Dismiss timer Step 2: 20 minutes' }));
    expect(screen.queryByRole('list', { name: 'Timers' })).toBeNull();
  });

  it('keeps the ingredients a tap away, with lines to tick off', () => {
    open();
    const toggle = screen.getByRole('button', { name: 'Ingredients' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(toggle);
    const list = screen.getByRole('region', { name: 'Ingredients' });
    const oil = within(list).getByRole('checkbox', { name: '2 tbsp olive oil' });
    fireEvent.click(oil);
    expect(oil).toBeChecked();
    fireEvent.click(toggle);
    fireEvent.click(toggle);
    expect(
      within(screen.getByRole('region', { name: 'Ingredients' })).getByRole('checkbox', { name: '2 tbsp olive oil' }),
    ).toBeChecked();
  });

  it('closes on Escape', () => {
    const { dialog, onClose } = open();
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
