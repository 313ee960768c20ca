/** Where this browser keeps a visitor's plan (in localStorage). */
export const PLAN_STORAGE_KEY = 'plan';
