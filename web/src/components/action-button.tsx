import type { ReactNode } from 'react';

interface ActionButtonProps {
  className: string;
  disabled?: boolean;
  /** Resolves to whether it was done (a failure has been shown already). */
  action: () => Promise<boolean>;
  /** Called once the action is done, e.g. to leave the page. */
  onDone: () => void;
  children: ReactNode;
}

/** A button that runs a request and moves on only when it succeeded. */
export function ActionButton({ className, disabled, action, onDone, children }: ActionButtonProps) {
  return (
    <button
      type="button"
      className={className}
      disabled={disabled}
      onClick={() => {
        void action().then((done) => {
          if (done) onDone();
        });
      }}
    >
      {children}
    </button>
  );
}
