import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubApi } from '@/test/api-stub';
import { renderApp } from '@/test/render';
import { showsChrome } from './chrome-visibility';

describe('header and footer visibility', () => {
  it.each(['/', '/login', '/register'])('hidden on exactly %s', (path) => {
    expect(showsChrome(path)).toBe(false);
  });

  it.each(['/login-page', '/home', '/search', '/recipe/1', '/nowhere', '/login/', '/registered'])(
    'shown on %s',
    (path) => {
      expect(showsChrome(path)).toBe(true);
    },
  );

  it('renders neither on the landing page', async () => {
    stubApi({});
    renderApp('/');
    await screen.findByRole('heading', { name: 'Welcome!' });
    expect(screen.queryByRole('button', { name: 'Go back' })).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
  });

  it('renders both on other pages, with labelled controls', async () => {
    stubApi({});
    renderApp('/shopping-list');
    await screen.findByRole('heading', { name: 'Shopping List' });
    expect(screen.getByRole('button', { name: 'Go back' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Go forward' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Dishcovery/ })).toHaveAttribute('href', '/user-actions');
    const nav = screen.getByRole('navigation', { name: 'Main' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/home',
      '/search',
      '/recipe-manager',
      '/user-actions',
    ]);
    expect(links.map((link) => link.textContent)).toEqual(['Home', 'Search', 'Saved', 'Account']);
  });

  it('marks the current page with aria-current="page"', async () => {
    stubApi({ 'POST /api/search/general': { body: { results: [], totalResults: 0, offset: 0, number: 10 } } });
    const { user } = renderApp('/search');
    await screen.findByRole('heading', { name: 'Find your next meal!' });
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Search' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');

    await user.click(within(nav).getByRole('link', { name: 'Account' }));
    await screen.findByRole('heading', { name: 'User Actions' });
    expect(within(nav).getByRole('link', { name: 'Account' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Search' })).not.toHaveAttribute('aria-current');
  });

  it('offers the way back to the main page a sub-page was opened from', async () => {
    stubApi({});
    const { user } = renderApp('/home');
    stubApi({ 'POST /api/search/random': { body: { recipes: [] } } });
    await screen.findByRole('heading', { name: 'Try something new!' });
    await user.click(screen.getByRole('link', { name: /Shopping list generator/ }));
    await screen.findByRole('heading', { name: 'Shopping List' });
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/home');
  });
});
