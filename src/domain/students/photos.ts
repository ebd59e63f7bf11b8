// Without zod: the photo grid and its upload read these rules on the first screen, and the
// server checks the same ones (architecture §6 "a change is built once").

/** Largest photo a member of staff may upload: 5 MB. */
export const MAX_PHOTO_BYTES = 5 * 1024 * 1024;

/** The image formats accepted, by the name sharp (and the signatures below) give them. */
export const PHOTO_FORMATS = ['jpeg', 'png', 'webp'] as const;
export type PhotoFormat = (typeof PHOTO_FORMATS)[number];

/** What the file input offers (camera capture on tablets and phones). */
export const PHOTO_ACCEPT = 'image/jpeg,image/png,image/webp';

/** The two stored sizes (square, in pixels): the grid's avatar and the record's portrait. */
export const PHOTO_SIZES = { avatar: 128, portrait: 512 } as const;
export type PhotoSize = keyof typeof PHOTO_SIZES;

export const PHOTO_SIZE_MESSAGE = 'The photo must be 5 MB or smaller';
export const PHOTO_TYPE_MESSAGE = 'Choose a JPEG, PNG or WebP photo';
export const PHOTO_CORRUPT_MESSAGE =
  'This file could not be read as an image: it may be damaged. Take or choose the photo again';
export const PHOTO_MISSING_MESSAGE = 'Choose a photo to upload';

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0) =>
  signature.every((byte, index) => bytes[offset + index] === byte);
const ascii = (text: string) => [...text].map((character) => character.charCodeAt(0));

const JPEG = [0xff, 0xd8, 0xff];
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const RIFF = ascii('RIFF');
const WEBP = ascii('WEBP');

/**
 * The photo format of these bytes from their signature, whatever the file is called; undefined
 * for anything else (a GIF, a text file renamed .jpg). The server then decodes the image, so
 * a file with the right signature but a damaged body is refused too.
 */
export function sniffPhotoFormat(bytes: Uint8Array): PhotoFormat | undefined {
  if (startsWith(bytes, JPEG)) return 'jpeg';
  if (startsWith(bytes, PNG)) return 'png';
  if (startsWith(bytes, RIFF) && startsWith(bytes, WEBP, 8)) return 'webp';
  return undefined;
}

/** True for a format name (sharp's `metadata().format`) that is one of the accepted ones. */
export function isPhotoFormat(format: string | undefined): format is PhotoFormat {
  return (PHOTO_FORMATS as readonly string[]).includes(format ?? '');
}

/**
 * Why a photo is refused before it is decoded, or undefined when it may be: empty, over 5 MB,
 * or not a JPEG, PNG or WebP by its content.
 */
export function photoProblem(bytes: Uint8Array): string | undefined {
  if (bytes.length === 0) return PHOTO_MISSING_MESSAGE;
  if (bytes.length > MAX_PHOTO_BYTES) return PHOTO_SIZE_MESSAGE;
  if (!sniffPhotoFormat(bytes)) return PHOTO_TYPE_MESSAGE;
  return undefined;
}

/** The initials an avatar shows without a photo: first letters of the first and last name. */
export function photoInitials(firstName: string, lastName: string): string {
  const first = firstName.trim().charAt(0);
  const last = lastName.trim().charAt(0);
  return `${first}${last}`.toUpperCase();
}
