import { describe, expect, it } from 'vitest';
import {
  isPhotoFormat,
  MAX_PHOTO_BYTES,
  PHOTO_MISSING_MESSAGE,
  PHOTO_SIZE_MESSAGE,
  PHOTO_TYPE_MESSAGE,
  photoInitials,
  photoProblem,
  sniffPhotoFormat,
} from './photos';

const bytes = (...values: number[]) => new Uint8Array(values);
const text = (value: string) => new TextEncoder().encode(value);
const JPEG = bytes(0xff, 0xd8, 0xff, 0xe0, 0, 0x10);
const PNG = bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0);
const WEBP = text('RIFF\u0000\u0000\u0000\u0000WEBPVP8 ');
const GIF = text('GIF89a');

describe('sniffPhotoFormat', () => {
  it('knows JPEG, PNG and WebP by their signatures', () => {
    expect(sniffPhotoFormat(JPEG)).toBe('jpeg');
    expect(sniffPhotoFormat(PNG)).toBe('png');
    expect(sniffPhotoFormat(WEBP)).toBe('webp');
  });

  it('refuses a GIF, text, a RIFF that is not WebP and too few bytes', () => {
    expect(sniffPhotoFormat(GIF)).toBeUndefined();
    expect(sniffPhotoFormat(text('hello, this is not a photo'))).toBeUndefined();
    expect(sniffPhotoFormat(text('RIFF\u0000\u0000\u0000\u0000WAVEfmt '))).toBeUndefined();
    expect(sniffPhotoFormat(bytes(0xff, 0xd8))).toBeUndefined();
  });
});

describe('photoProblem', () => {
  it('accepts a small JPEG, PNG or WebP', () => {
    expect(photoProblem(JPEG)).toBeUndefined();
    expect(photoProblem(PNG)).toBeUndefined();
    expect(photoProblem(WEBP)).toBeUndefined();
  });

  it('refuses an empty file, one over 5 MB and one of another type', () => {
    expect(photoProblem(new Uint8Array())).toBe(PHOTO_MISSING_MESSAGE);
    const big = new Uint8Array(MAX_PHOTO_BYTES + 1);
    big.set(JPEG);
    expect(photoProblem(big)).toBe(PHOTO_SIZE_MESSAGE);
    const exactly = new Uint8Array(MAX_PHOTO_BYTES);
    exactly.set(JPEG);
    expect(photoProblem(exactly)).toBeUndefined();
    expect(photoProblem(GIF)).toBe(PHOTO_TYPE_MESSAGE);
  });
});

describe('isPhotoFormat and photoInitials', () => {
  it('take only the three formats', () => {
    expect(isPhotoFormat('jpeg')).toBe(true);
    expect(isPhotoFormat('gif')).toBe(false);
    expect(isPhotoFormat(undefined)).toBe(false);
  });

  it('give the initials of first and last name', () => {
    expect(photoInitials('samuel', ' Price')).toBe('SP');
    expect(photoInitials('', 'Price')).toBe('P');
  });
});
