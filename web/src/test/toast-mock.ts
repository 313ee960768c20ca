import { vi } from 'vitest';

/**
 * For store tests: `vi.mock('react-toastify', () => toastifyMock)` then assert on `toastError`.
 * The options are part of the contract: top-right, 5000 ms, light theme.
 */
export const toastError = vi.fn();
export const toastDismiss = vi.fn();
export const toastifyMock = {
  toast: { error: toastError, dismiss: toastDismiss },
  ToastContainer: () => null,
};

export const TOAST_CALL_OPTIONS = { position: 'top-right', autoClose: 5000, theme: 'light' };

/** Waits for the lazily loaded toast module and returns the messages shown. */
export async function shownToasts(): Promise<string[]> {
  await vi.dynamicImportSettled();
  return toastError.mock.calls.map((call) => call[0] as string);
}
