import { describe, expect, it } from 'vitest';
import { AVATAR_GRADIENTS, avatarGradient, avatarInitial, gradientIndex } from './avatarGradient';

describe('avatar gradient', () => {
  it('is chosen by the sum of the character codes, modulo six', () => {
    // 'A' = 65 → 65 % 6 = 5; 'AB' = 65 + 66 = 131 → 5; 'AC' = 132 → 0.
    expect(gradientIndex('A')).toBe(5);
    expect(gradientIndex('AB')).toBe(5);
    expect(gradientIndex('AC')).toBe(0);
    expect(gradientIndex('')).toBe(0);
  });

  it('depends on the characters, not their order, and stays within the six', () => {
    expect(gradientIndex('QuietBanyan42')).toBe(gradientIndex('24nayanBteiuQ'));
    for (const alias of ['a', 'zz', 'CalmPeacock7', 'मोहल्ला', 'x'.repeat(500)]) {
      expect(AVATAR_GRADIENTS).toContain(avatarGradient(alias));
    }
  });

  it('spreads aliases over all six gradients', () => {
    const seen = new Set(['a', 'b', 'c', 'd', 'e', 'f'].map(gradientIndex));
    expect(seen.size).toBe(6);
  });

  it('takes the alias’s first letter, upper-cased, as the initial', () => {
    expect(avatarInitial('quietBanyan42')).toBe('Q');
    expect(avatarInitial('  mango')).toBe('M');
    expect(avatarInitial('')).toBe('?');
  });
});
