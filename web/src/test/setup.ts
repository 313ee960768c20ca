import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { resetAppStores } from '@/lib/store';

// Route chunks are transformed on first import; give slow machines time before failing a find.
configure({ asyncUtilTimeout: 8000 });

// jsdom has no layout: scrolling is a no-op here.
window.scrollTo = () => undefined;

afterEach(() => {
  cleanup();
  resetAppStores();
  localStorage.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.useRealTimers();
});
