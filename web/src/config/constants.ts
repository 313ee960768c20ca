/** How toasts behave: where they show, for how long, in which theme. */
export const TOAST_OPTIONS = {
  position: 'top-right',
  autoClose: 5000,
  theme: 'light',
} as const;

/** Delay between the last keystroke and the search-as-you-type request. */
export const SEARCH_DEBOUNCE_MS = 300;

/** Width in pixels of the full-size recipe image (the small variant is 400 px wide). */
export const RECIPE_IMAGE_FULL_WIDTH = 800;
export const RECIPE_IMAGE_SMALL_WIDTH = 400;

export const APP_NAME = 'Dishcovery';
