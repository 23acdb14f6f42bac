import { describe, expect, it } from 'vitest';
import { cloudinarySignature, cloudinaryStringToSign } from './cloudinary-signature';

describe('Cloudinary upload signature', () => {
  // The worked example of Cloudinary's "Generating authentication signatures" page:
  // API secret abcd, API key 1234, timestamp 1315060510, public_id sample_image, two eager transformations.
  const documented = {
    timestamp: 1315060510,
    public_id: 'sample_image',
    eager: 'w_400,h_300,c_pad|w_260,h_200,c_crop',
    api_key: '1234',
  };

  it('signs the sorted parameters without the API key, as the documented example', () => {
    expect(cloudinaryStringToSign(documented)).toBe(
      'eager=w_400,h_300,c_pad|w_260,h_200,c_crop&public_id=sample_image&timestamp=1315060510',
    );
    expect(cloudinarySignature(documented, 'abcd')).toBe('bfd09f95f331f558cbd1320e67aa8d488770583e');
  });

  it('leaves out file, cloud_name, resource_type and the signature itself, and empty values', () => {
    const withExtras = {
      ...documented,
      file: 'data:…',
      cloud_name: 'demo',
      resource_type: 'image',
      tags: '',
    };
    expect(cloudinarySignature(withExtras, 'abcd')).toBe('bfd09f95f331f558cbd1320e67aa8d488770583e');
  });

  it('changes with the secret and with any signed parameter', () => {
    const signature = cloudinarySignature(documented, 'abcd');
    expect(cloudinarySignature(documented, 'abce')).not.toBe(signature);
    expect(cloudinarySignature({ ...documented, public_id: 'other' }, 'abcd')).not.toBe(signature);
  });
});
