import { describe, expect, it } from 'vitest';
import { parseEcbRates } from './ecb-rates-xml';

// As the ECB writes its 90-day history: newest day first, single-quoted attributes.
const HISTORY = `<?xml version="1.0" encoding="UTF-8"?>
<gesmes:Envelope xmlns:gesmes="http://www.gesmes.org/xml/2002-08-01" xmlns="http://www.ecb.int/vocabulary/2002-08-01/eurofxref">
  <gesmes:subject>Reference rates</gesmes:subject>
  <Cube>
    <Cube time='2026-11-27'>
      <Cube currency='USD' rate='1.25'/>
      <Cube currency='JPY' rate='180'/>
      <Cube currency='XXX' rate='999999999999'/>
    </Cube>
    <Cube time='2026-11-26'>
      <Cube currency='JPY' rate='179'/>
    </Cube>
    <Cube time="2026-11-25">
      <Cube currency="USD" rate="1.2"/>
      <Cube currency="GBP" rate="0.9"/>
    </Cube>
  </Cube>
</gesmes:Envelope>`;

describe('the ECB reference-rate files', () => {
  it('turns each day’s rates per euro into rates per US dollar, newest day first', () => {
    const days = parseEcbRates(HISTORY);
    // Left out: 2026-11-26, with no dollar rate to turn the others with, and XXX, whose rate
    // the table could not hold.
    expect(days.map((day) => day.day)).toEqual(['2026-11-27', '2026-11-25']);
    expect(Object.fromEntries(days[0]!.unitsPerUsd)).toEqual({ USD: 1, EUR: 0.8, JPY: 144 });
    expect(Object.fromEntries(days[1]!.unitsPerUsd)).toEqual({ USD: 1, EUR: 0.833333, GBP: 0.75 });
  });

  it('finds no day in a page that is not the file', () => {
    expect(parseEcbRates('<html><body>Service unavailable</body></html>')).toEqual([]);
  });
});
