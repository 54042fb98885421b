import { describe, expect, it } from 'vitest';
import { packKindOf } from './pack-kinds';
import { fitName, packShotSvg } from './pack-shot';

const emojiSvg =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 36 36"><circle cx="18" cy="18" r="18"/></svg>';

describe('pack shots', () => {
  it('prints the name (escaped) and the pack size on the label, with the emoji inside', () => {
    const svg = packShotSvg({
      pack: 'pouch',
      name: 'Salt & Pepper <Mix>',
      unit: '200 g',
      emojiSvg,
      scheme: 0,
    });
    expect(svg).toContain('>Salt &#38;</tspan>');
    expect(svg).toContain('&#60;Mix&#62;');
    expect(svg).toContain('>200 g</text>');
    expect(svg).toContain('<circle cx="18" cy="18" r="18"/>');
    expect(svg).not.toContain('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 36 36">');
  });

  it('gives neighbouring schemes different colours, and loose produce no pack', () => {
    const shot = { pack: 'bottle' as const, name: 'Coconut Oil', unit: '1 L', emojiSvg };
    expect(packShotSvg({ ...shot, scheme: 1 })).not.toBe(packShotSvg({ ...shot, scheme: 2 }));
    const loose = packShotSvg({ ...shot, pack: 'loose', scheme: 1 });
    expect(loose).not.toContain('url(#gloss)');
    expect(loose).toContain('Coconut Oil');
  });

  it('fits a name in at most three lines, smaller as it grows longer', () => {
    const short = fitName('Sugar', 200, 30);
    expect(short).toEqual({ lines: ['Sugar'], size: 30 });
    const long = fitName('Cold Pressed Virgin Coconut Oil For Cooking And Hair', 160, 30);
    expect(long.lines.length).toBeLessThanOrEqual(3);
    expect(long.size).toBeLessThan(30);
    for (const line of long.lines) expect(line.length * long.size * 0.62).toBeLessThanOrEqual(160);
  });

  it('packs a product by a word of its name first, else as its sub category usually is', () => {
    expect(packKindOf('Cooking Oils & Ghee', 'Desi Ghee')).toBe('jar');
    expect(packKindOf('Cooking Oils & Ghee', 'Coconut Oil')).toBe('bottle');
    expect(packKindOf('Milk', 'Toned Milk')).toBe('carton');
    expect(packKindOf('Oral Care', 'Soft Toothbrush')).toBe('box');
    expect(packKindOf('Fresh Fruits', 'Banana (Robusta)')).toBe('loose');
    expect(packKindOf('Chips & Crisps', 'Potato Chips - Sour Cream & Onion')).toBe('pouch');
    expect(packKindOf('Something New', 'Widget')).toBe('box');
  });
});
