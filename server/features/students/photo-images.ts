import sharp from 'sharp';
import {
  isPhotoFormat,
  PHOTO_CORRUPT_MESSAGE,
  PHOTO_SIZES,
  PHOTO_TYPE_MESSAGE,
  photoProblem,
} from '#domain/students/photos';
import { invalid } from '../../platform/errors';

/** The field of the multipart request that carries the photo. */
export const PHOTO_FIELD = 'photo';

const refuse = (message: string) => invalid([{ param: PHOTO_FIELD, message }], message);

// A phone photo is at most ~50 megapixels; a larger one is more likely a decompression bomb.
const MAX_INPUT_PIXELS = 100_000_000;

/**
 * The photo's two stored sizes (square WebP, cropped to the face's likely place), or 422 when
 * the bytes are not a JPEG, PNG or WebP image that decodes whole. The type is read from the
 * bytes (signature, then sharp's own reading of the image), never from the file's name.
 */
export async function photoSizes(bytes: Buffer): Promise<{ avatar: Buffer; portrait: Buffer }> {
  const problem = photoProblem(bytes);
  if (problem) throw refuse(problem);
  const options = { failOn: 'warning', limitInputPixels: MAX_INPUT_PIXELS } as const;
  let format: string | undefined;
  try {
    format = (await sharp(bytes, options).metadata()).format;
  } catch {
    throw refuse(PHOTO_CORRUPT_MESSAGE);
  }
  if (!isPhotoFormat(format)) throw refuse(PHOTO_TYPE_MESSAGE);
  const resize = (side: number) =>
    sharp(bytes, options)
      // Phones store the camera's orientation in EXIF: turn the pixels upright before cropping.
      .rotate()
      .resize(side, side, { fit: 'cover', position: 'attention' })
      .webp({ quality: 82 })
      .toBuffer();
  try {
    const [avatar, portrait] = await Promise.all([
      resize(PHOTO_SIZES.avatar),
      resize(PHOTO_SIZES.portrait),
    ]);
    return { avatar, portrait };
  } catch {
    // A header that reads but a body that does not decode (a cut-off upload, damaged bytes).
    throw refuse(PHOTO_CORRUPT_MESSAGE);
  }
}
