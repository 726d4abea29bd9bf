import { describe, expect, it } from 'vitest';
import { destinationArt } from '../../../src/layouts/destination-art';

// The landing page's sale pictures are drawn from the destination: the same on every build, one
// per city, decorative, and never a request to another host.
describe('destinationArt', () => {
  it('names the city the airport serves, and keeps an unknown code as its name', () => {
    expect(destinationArt('LAX').city).toBe('Los Angeles');
    expect(destinationArt('YVR').city).toBe('Vancouver');
    expect(destinationArt('QQQ').city).toBe('QQQ');
  });

  it('draws the same picture on every build, and a different one per city', () => {
    expect(destinationArt('MIA').svg).toBe(destinationArt('MIA').svg);
    expect(destinationArt('MIA').svg).not.toBe(destinationArt('CUN').svg);
  });

  it('is an inline, decorative SVG with no outside reference', () => {
    const { svg } = destinationArt('LAS');
    expect(svg).toMatch(/^<svg [^>]*aria-hidden="true"/);
    expect(svg).not.toMatch(/https?:|href=/);
    // Gradient ids are per city: five pictures on one page must not share one.
    expect(svg).toContain('id="sky-LAS"');
  });

  it('warms the sky near the tropics and cools it up north', () => {
    const hue = (code: string) => Number(/stop-color="hsl\((\d+)/.exec(destinationArt(code).svg)?.[1]);
    expect(hue('CUN')).toBeLessThan(60);
    expect(hue('YVR')).toBeGreaterThan(150);
  });
});
