import { describe, expect, it } from 'vitest';
import { instructionParagraphs, safeExternalUrl, sanitizeInline } from './sanitize';

describe('sanitizeInline', () => {
  it('removes scripts, event handlers and javascript: URLs', () => {
    const html = sanitizeInline(
      'Stir<script>alert(1)</script> <img src=x onerror="alert(2)"> <a href="javascript:alert(3)">here</a> <b onclick="x()">well</b>',
    );
    expect(html).not.toMatch(/script|onerror|onclick|javascript:|<img/i);
    expect(html).toContain('<b>well</b>');
    expect(html).toContain('here');
  });

  it('keeps safe links, opened in a new tab', () => {
    expect(sanitizeInline('<a href="https://example.org/x">source</a>')).toBe(
      '<a href="https://example.org/x" target="_blank" rel="noopener noreferrer nofollow">source</a>',
    );
  });
});

describe('instructionParagraphs', () => {
  it('splits on line breaks and drops empty lines', () => {
    expect(instructionParagraphs('Chop the onion.\r\n\nFry it <em>gently</em>.\n')).toEqual([
      'Chop the onion.',
      'Fry it <em>gently</em>.',
    ]);
  });

  it('is empty for missing instructions', () => {
    expect(instructionParagraphs('')).toEqual([]);
    expect(instructionParagraphs(null)).toEqual([]);
    expect(instructionParagraphs('<script>alert(1)</script>')).toEqual([]);
  });
});

describe('safeExternalUrl', () => {
  it('allows only http(s)', () => {
    expect(safeExternalUrl('https://example.org/a')).toBe('https://example.org/a');
    expect(safeExternalUrl('javascript:alert(1)')).toBeNull();
    expect(safeExternalUrl('not a url')).toBeNull();
  });
});
