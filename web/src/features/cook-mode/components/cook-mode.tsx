import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { ArrowLeftIcon, ArrowRightIcon, ClockIcon, CloseIcon, ListIcon } from '@/components/icons';
import { findDurations, formatClock } from '../lib/durations';
import { useTimersStore } from '../stores/timers-store';
import { TimerList } from './timer-list';
import '../cook-mode.css';

export interface CookModeProps {
  title: string;
  /** The steps as the page shows them: sanitised inline HTML. */
  steps: string[];
  /** The ingredient lines as the page shows them: scaled, in the chosen units. */
  ingredients: string[];
  onClose: () => void;
}

/** The text of a sanitised step, for finding the times it mentions. */
const textOf = (html: string): string =>
  html
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&');

/** Keeps the screen on while cook mode is open, where the browser can; asks again when the page is shown again. */
function useWakeLock(): boolean {
  const [held, setHeld] = useState(false);
  useEffect(() => {
    if (!('wakeLock' in navigator)) return undefined;
    let sentinel: WakeLockSentinel | null = null;
    let closed = false;
    const request = async (): Promise<void> => {
      if (document.visibilityState !== 'visible' || (sentinel && !sentinel.released)) return;
      try {
        const lock = await navigator.wakeLock.request('screen');
        if (closed) {
          void lock.release();
          return;
        }
        sentinel = lock;
        setHeld(true);
        lock.addEventListener('release', () => setHeld(false));
      } catch {
        // Refused (battery saver, no permission): cook mode works without it.
        setHeld(false);
      }
    };
    void request();
    const onVisible = (): void => void request();
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      closed = true;
      document.removeEventListener('visibilitychange', onVisible);
      if (sentinel && !sentinel.released) void sentinel.release();
    };
  }, []);
  return held;
}

/** One step at a time in large type, the ingredients a tap away, timers from the times in a step. */
export default function CookMode({ title, steps, ingredients, onClose }: CookModeProps) {
  const [index, setIndex] = useState(0);
  const [showIngredients, setShowIngredients] = useState(false);
  const [checked, setChecked] = useState<ReadonlySet<number>>(() => new Set());
  const dialog = useRef<HTMLDivElement>(null);
  const swipeFrom = useRef<{ x: number; y: number } | null>(null);
  const awake = useWakeLock();
  const startTimer = useTimersStore((state) => state.start);

  const last = steps.length - 1;
  const go = useCallback((to: number) => setIndex(Math.max(0, Math.min(last, to))), [last]);
  const step = steps[index] ?? '';
  const durations = useMemo(() => findDurations(textOf(step)), [step]);

  useEffect(() => {
    dialog.current?.focus();
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
    };
  }, []);

  const onKeyDown = (event: React.KeyboardEvent): void => {
    // Arrow keys move between steps, also from a ticked ingredient; a text field keeps its own.
    if (event.target instanceof HTMLInputElement && event.target.type !== 'checkbox') return;
    if (event.key === 'ArrowRight') go(index + 1);
    else if (event.key === 'ArrowLeft') go(index - 1);
    else if (event.key === 'Escape') onClose();
    else return;
    event.preventDefault();
  };

  const onPointerDown = (event: React.PointerEvent): void => {
    swipeFrom.current = { x: event.clientX, y: event.clientY };
  };
  const onPointerUp = (event: React.PointerEvent): void => {
    const from = swipeFrom.current;
    swipeFrom.current = null;
    if (!from) return;
    const dx = event.clientX - from.x;
    const dy = event.clientY - from.y;
    if (Math.abs(dx) < 60 || Math.abs(dx) < Math.abs(dy) * 1.5) return;
    go(dx < 0 ? index + 1 : index - 1);
  };

  const toggle = (line: number): void =>
    setChecked((current) => {
      const next = new Set(current);
      if (!next.delete(line)) next.add(line);
      return next;
    });

  return (
    <div
      ref={dialog}
      className="cook-mode"
      role="dialog"
      aria-modal="true"
      aria-label={`Cook mode: ${title}`}
      tabIndex={-1}
      onKeyDown={onKeyDown}
    >
      {/* The title takes the first line to itself; the step and the ingredients toggle share the second. */}
      <header className="cook-mode__header">
        <p className="cook-mode__title">{title}</p>
        <button
          type="button"
          className="button button--secondary cook-mode__close"
          aria-label="Close"
          title="Close cook mode"
          onClick={onClose}
        >
          <CloseIcon size={20} />
        </button>
        <p className="cook-mode__progress" aria-live="polite">
          {`Step ${index + 1} of ${steps.length}`}
          {awake ? <span className="cook-mode__awake"> · Screen stays on</span> : null}
        </p>
        <button
          type="button"
          className="button button--secondary cook-mode__toggle"
          aria-expanded={showIngredients}
          aria-controls="cook-mode-ingredients"
          onClick={() => setShowIngredients((shown) => !shown)}
        >
          <ListIcon size={18} />
          Ingredients
        </button>
      </header>

      {showIngredients ? (
        <section id="cook-mode-ingredients" className="cook-mode__ingredients" aria-label="Ingredients">
          <ul>
            {ingredients.map((line, at) => (
              <li key={`${at}-${line}`}>
                <label className={checked.has(at) ? 'is-checked' : undefined}>
                  <input type="checkbox" checked={checked.has(at)} onChange={() => toggle(at)} />
                  {line}
                </label>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      <div className="cook-mode__step" onPointerDown={onPointerDown} onPointerUp={onPointerUp}>
        {/* Sanitised by DOMPurify in lib/sanitize: inline markup only. */}
        <p className="cook-mode__text" dangerouslySetInnerHTML={{ __html: step }} />
        {durations.length > 0 ? (
          <div className="button-row">
            {durations.map((duration, at) => (
              <button
                key={`${at}-${duration.text}`}
                type="button"
                className="button button--secondary"
                onClick={() => startTimer(`Step ${index + 1}: ${duration.text}`, duration.seconds)}
              >
                <ClockIcon size={18} />
                {`Start ${formatClock(duration.seconds)} timer`}
              </button>
            ))}
          </div>
        ) : null}
      </div>

      <TimerList className="cook-mode__timers" />

      <nav className="cook-mode__nav" aria-label="Steps">
        <button type="button" className="button button--secondary" disabled={index === 0} onClick={() => go(index - 1)}>
          <ArrowLeftIcon size={18} />
          Previous
        </button>
        {index < last ? (
          <button type="button" className="button button--primary" onClick={() => go(index + 1)}>
            Next
            <ArrowRightIcon size={18} />
          </button>
        ) : (
          <button type="button" className="button button--primary" onClick={onClose}>
            Finish
          </button>
        )}
      </nav>
    </div>
  );
}
