/**
 * Tests only: a picture as a phone writes it, made with sharp on the spot (no real photo is committed).
 * Stored sideways (landscape pixels with EXIF orientation 6, so it shows as portrait), with a GPS position,
 * the phone's make, model, serial number and lens, the time it was taken and an sRGB ICC profile. The
 * stored image's left band is red: upright, it is the top.
 */
import sharp from 'sharp';

export const PHONE = {
  make: 'PhoneMakerCo',
  model: 'PhoneModel X9 Pro',
  serial: 'SN-4815162342',
  lens: 'Back triple camera 6.86mm f/1.78',
} as const;

export async function phonePhoto(
  options: {
    width?: number;
    height?: number;
    format?: 'jpeg' | 'png' | 'webp' | 'avif';
    orientation?: number;
  } = {},
): Promise<Buffer> {
  const { width = 4000, height = 3000, format = 'jpeg', orientation = 6 } = options;
  // Smooth random shapes (noise at a tenth of the size, enlarged), so the file compresses like a photo.
  const noise = await sharp({
    create: {
      width: Math.ceil(width / 10),
      height: Math.ceil(height / 10),
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: 60 },
    },
  })
    .png()
    .toBuffer();
  const band = Math.max(1, Math.round(width / 10));
  const image = sharp(noise)
    .resize(width, height, { kernel: 'cubic' })
    .composite([
      { input: { create: { width: band, height, channels: 3, background: '#ff0000' } }, left: 0, top: 0 },
    ])
    .withExif({
      IFD0: { Make: PHONE.make, Model: PHONE.model, Software: '18.2', DateTime: '2026:05:01 10:11:12' },
      IFD2: {
        BodySerialNumber: PHONE.serial,
        LensModel: PHONE.lens,
        DateTimeOriginal: '2026:05:01 10:11:12',
        ExposureTime: '1/120',
      },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '44/1 25/1 3012/100',
        GPSLongitudeRef: 'E',
        GPSLongitude: '26/1 6/1 1544/100',
      },
    })
    .withMetadata({ orientation });
  switch (format) {
    case 'jpeg':
      return image.jpeg({ quality: 92 }).toBuffer();
    case 'png':
      return image.png().toBuffer();
    case 'webp':
      return image.webp({ quality: 90 }).toBuffer();
    case 'avif':
      return image.avif({ quality: 60, effort: 2 }).toBuffer();
  }
}
