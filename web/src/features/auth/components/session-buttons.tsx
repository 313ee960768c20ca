import { useState } from 'react';
import { LogOutIcon, TrashIcon } from '@/components/icons';
import { useAuthStore } from '../stores/auth-store';

export function LogoutButton({ onLoggedOut }: { onLoggedOut: () => void }) {
  const logout = useAuthStore((state) => state.logout);
  const pending = useAuthStore((state) => state.status === 'loading');
  return (
    <button
      type="button"
      className="button button--primary"
      disabled={pending}
      onClick={() => {
        void logout().then((done) => {
          if (done) onLoggedOut();
        });
      }}
    >
      <LogOutIcon size={20} />
      Logout
    </button>
  );
}

/**
 * Deleting an account asks twice: the first button opens a confirmation that says what goes, and
 * only its own button deletes. Nothing is sent until then.
 */
export function DeleteAccountButton({ onDeleted }: { onDeleted: () => void }) {
  const deleteAccount = useAuthStore((state) => state.deleteAccount);
  const pending = useAuthStore((state) => state.status === 'loading');
  const [confirming, setConfirming] = useState(false);
  if (!confirming) {
    return (
      <button type="button" className="button button--danger" onClick={() => setConfirming(true)}>
        <TrashIcon size={20} />
        Delete Account
      </button>
    );
  }
  return (
    <div
      className="confirm"
      role="alertdialog"
      aria-labelledby="confirm-delete-title"
      aria-describedby="confirm-delete-text"
    >
      <p id="confirm-delete-title" className="confirm__title">
        Delete your account for good?
      </p>
      <p id="confirm-delete-text">
        Your saved recipes, dietary profile and allergy settings go with it. This cannot be undone.
      </p>
      <div className="button-row">
        <button
          type="button"
          className="button button--danger"
          disabled={pending}
          onClick={() => {
            void deleteAccount().then((done) => {
              if (done) onDeleted();
            });
          }}
        >
          <TrashIcon size={20} />
          Yes, delete my account
        </button>
        <button type="button" className="button button--secondary" autoFocus onClick={() => setConfirming(false)}>
          Keep my account
        </button>
      </div>
    </div>
  );
}
