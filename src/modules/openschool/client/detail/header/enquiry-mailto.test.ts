import { describe, expect, it } from 'vitest';
import { enquiryMailto } from './enquiry-mailto';

describe('enquiryMailto', () => {
  it('writes the address and the subject, spaces as %20', () => {
    expect(enquiryMailto('admissions@tagus.example', 'Enquiry about Tagus (found on Schools)')).toBe(
      'mailto:admissions@tagus.example?subject=Enquiry%20about%20Tagus%20(found%20on%20Schools)',
    );
  });

  it('encodes what would end the subject or the address early, and any script', () => {
    const href = enquiryMailto(' office+info@école.example ', 'A & B? #1 — 学校');
    expect(href).toBe(
      'mailto:office%2Binfo@%C3%A9cole.example?subject=A%20%26%20B%3F%20%231%20%E2%80%94%20%E5%AD%A6%E6%A0%A1',
    );
    expect(new URL(href).searchParams.get('subject')).toBe('A & B? #1 — 学校');
  });
});
