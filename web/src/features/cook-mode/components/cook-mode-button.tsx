import { lazy, Suspense, useRef, useState } from 'react';
import { PotIcon } from '@/components/icons';

// Loaded when a cook opens it: the recipe page's first screen does not pay for it.
const CookMode = lazy(() => import('./cook-mode'));

interface CookModeButtonProps {
  title: string;
  steps: string[];
  ingredients: string[];
}

/** "Start cooking": opens cook mode over the page; focus comes back to the button on leaving. */
export function CookModeButton({ title, steps, ingredients }: CookModeButtonProps) {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  if (steps.length === 0) return null;
  const close = (): void => {
    setOpen(false);
    button.current?.focus();
  };
  return (
    <>
      <button ref={button} type="button" className="button button--accent" onClick={() => setOpen(true)}>
        <PotIcon size={18} />
        Start cooking
      </button>
      {open ? (
        <Suspense fallback={null}>
          <CookMode title={title} steps={steps} ingredients={ingredients} onClose={close} />
        </Suspense>
      ) : null}
    </>
  );
}
