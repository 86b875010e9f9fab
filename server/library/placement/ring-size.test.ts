import { describe, expect, it } from 'vitest';
import { innerDiameterMm } from './ring-size';

describe('innerDiameterMm', () => {
  it('reads EU, US and UK sizes as the same finger', () => {
    expect(innerDiameterMm({ system: 'EU', value: '52' })).toBeCloseTo(16.55, 2);
    expect(innerDiameterMm({ system: 'US', value: '6' })).toBeCloseTo(16.51, 2);
    expect(innerDiameterMm({ system: 'UK', value: 'L½' })).toBeCloseTo(16.6, 1);
    expect(innerDiameterMm({ system: 'UK', value: 'L1/2' })).toBeCloseTo(16.6, 1);
  });

  it('refuses sizes that do not exist', () => {
    expect(innerDiameterMm({ system: 'EU', value: '12' })).toBeNull();
    expect(innerDiameterMm({ system: 'US', value: 'six' })).toBeNull();
    expect(innerDiameterMm({ system: 'UK', value: 'AA' })).toBeNull();
  });
});
