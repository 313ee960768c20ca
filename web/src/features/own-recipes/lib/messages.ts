import type { OwnRecipe } from '@shared/own-recipes';
import { failureMessage, type ApiError } from '@/lib/api-client';
import { notify } from '@/lib/notifications';

/**
 * A failed call in words for the form or list that made it: the server's reason when it gave
 * one, else what the status means here.
 */
export function reasonOf(failure: ApiError): string {
  if (failure.reason) return failure.reason;
  switch (failure.code) {
    case 0:
      return 'The server could not be reached. Check your connection and try again.';
    case 401:
      return 'Your session has ended. Log in again to continue.';
    case 404:
      return 'This recipe was not found. It may have been deleted.';
    case 429:
      return 'Too many imports in a short time. Wait a minute and try again.';
    default:
      return failureMessage(failure);
  }
}

/**
 * What a save could not keep ("The picture was left out: …"): the editor is gone once the recipe
 * page opens, so it is told in a message that stays a few seconds over the page.
 */
export function tellWarnings(saved: OwnRecipe): void {
  for (const warning of saved.warnings ?? []) notify(warning);
}
