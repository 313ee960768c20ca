import { describe, expect, it } from 'vitest';
import { responsiveImage } from './image';

describe('responsiveImage', () => {
  it('offers the 400 px variant for catalogue images', () => {
    expect(responsiveImage('/images/recipes/1001.webp')).toEqual({
      src: '/images/recipes/1001.webp',
      srcSet: '/images/recipes/1001-400.webp 400w, /images/recipes/1001.webp 800w',
    });
  });

  it('leaves other images alone', () => {
    expect(responsiveImage('https://cdn.example.org/a.jpg')).toEqual({ src: 'https://cdn.example.org/a.jpg' });
    expect(responsiveImage('/images/recipes/1001-400.webp').srcSet).toBeUndefined();
  });
});
