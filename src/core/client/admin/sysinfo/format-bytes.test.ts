import { describe, expect, it } from 'vitest';
import { formatOf } from '@/core/shared/format';
import { formatBytes, formatUptime } from './format-bytes';

describe('formatBytes and formatUptime', () => {
  it('shows sizes in decimal units', () => {
    expect(formatBytes(512, formatOf('en'))).toBe('512 B');
    expect(formatBytes(52_400_000, formatOf('en'))).toBe('52.4 MB');
    expect(formatBytes(1_500, formatOf('fr'))).toBe('1,5 kB');
  });

  it('shows an uptime in days, hours and minutes', () => {
    expect(formatUptime(42)).toBe('0 min');
    expect(formatUptime(3 * 86_400 + 4 * 3600 + 5 * 60 + 9)).toBe('3 d 4 h 5 min');
    expect(formatUptime(3600)).toBe('1 h 0 min');
  });
});
