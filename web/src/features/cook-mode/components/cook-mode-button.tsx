import { lazy, Suspense, useRef, useState } from 'react';
import { PotIcon } from '@/components/icons';

// Loaded when a cook opens it: the recipe page's first screen does not pay for it.
const CookMode = lazy(() => import('./cook-mode'));
// Timers are only ever started in cook mode, so the page loads their floating list only after that.
const loadFloatingTimers = () => import('./floating-timers');
const FloatingTimers = lazy(loadFloatingTimers);

/** Whether cook mode has been opened in this visit: from then on timers may be running. */
let cookModeOpened = false;

interface CookModeButtonProps {
  title: string;
  steps: string[];
  ingredients: string[];
}

/** "Start cooking": opens cook mode over the page; focus comes back to the button on leaving. */
export function CookModeButton({ title, steps, ingredients }: CookModeButtonProps) {
  const [open, setOpen] = useState(false);
  const [timersShown, setTimersShown] = useState(cookModeOpened);
  const button = useRef<HTMLButtonElement>(null);
  if (steps.length === 0) return null;
  const close = (): void => {
    setOpen(false);
    button.current?.focus();
  };
  const start = (): void => {
    cookModeOpened = true;
    void loadFloatingTimers();
    setTimersShown(true);
    setOpen(true);
  };
  return (
    <>
      <button ref={button} type="button" className="button button--accent" onClick={start}>
        <PotIcon size={18} />
        Start cooking
      </button>
      {open ? (
        <Suspense fallback={null}>
          <CookMode title={title} steps={steps} ingredients={ingredients} onClose={close} />
        </Suspense>
      ) : null}
      {/* A boundary of its own: cook mode leaves (and lets the screen sleep) without waiting for this one. */}
      {!open && timersShown ? (
        <Suspense fallback={null}>
          <FloatingTimers />
        </Suspense>
      ) : null}
    </>
  );
}
