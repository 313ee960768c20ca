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

export function DeleteAccountButton({ onDeleted }: { onDeleted: () => void }) {
  const deleteAccount = useAuthStore((state) => state.deleteAccount);
  const pending = useAuthStore((state) => state.status === 'loading');
  return (
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
      Delete Account
    </button>
  );
}
