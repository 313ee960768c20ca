import { ActionButton } from '@/components/action-button';
import { ConfirmAction } from '@/components/confirm-action';
import { LogOutIcon } from '@/components/icons';
import { useAuthStore } from '../stores/auth-store';

export function LogoutButton({ onLoggedOut }: { onLoggedOut: () => void }) {
  const logout = useAuthStore((state) => state.logout);
  const pending = useAuthStore((state) => state.status === 'loading');
  return (
    <ActionButton className="button button--primary" disabled={pending} action={logout} onDone={onLoggedOut}>
      <LogOutIcon size={20} />
      Logout
    </ActionButton>
  );
}

/**
 * Deleting an account asks twice: the first button opens a confirmation that says what goes, and
 * only its own button deletes. Nothing is sent until then.
 */
export function DeleteAccountButton({ onDeleted }: { onDeleted: () => void }) {
  const deleteAccount = useAuthStore((state) => state.deleteAccount);
  const pending = useAuthStore((state) => state.status === 'loading');
  return (
    <ConfirmAction
      triggerClassName="button button--danger"
      triggerLabel="Delete Account"
      idPrefix="confirm-delete"
      iconSize={20}
      title="Delete your account for good?"
      text="Your saved recipes, dietary profile and allergy settings go with it. This cannot be undone."
      confirmLabel="Yes, delete my account"
      keepLabel="Keep my account"
      pending={pending}
      action={deleteAccount}
      onDone={onDeleted}
    />
  );
}
