import { lazy, Suspense, useRef, useState } from 'react';
import { CalendarIcon } from '@/components/icons';

// Loaded when the form is opened: the recipe page's first screen does not pay for the plan's code.
const AddToPlanForm = lazy(() => import('./add-to-plan-form'));

interface AddToPlanButtonProps {
  recipeId: number;
  title: string;
  /** The servings the page shows now: the form starts from them. */
  servings: number;
}

/** "Add to plan" on a recipe page: opens a small form for the day, the meal and the servings. */
export function AddToPlanButton(props: AddToPlanButtonProps) {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button
        ref={button}
        type="button"
        className="button button--secondary"
        aria-expanded={open}
        onClick={() => setOpen(!open)}
      >
        <CalendarIcon size={18} />
        Add to plan
      </button>
      {open ? (
        <Suspense fallback={null}>
          <AddToPlanForm
            {...props}
            onClose={() => {
              setOpen(false);
              button.current?.focus();
            }}
          />
        </Suspense>
      ) : null}
    </>
  );
}
