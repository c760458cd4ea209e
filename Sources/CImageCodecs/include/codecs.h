// CImageCodecs: PNG and JPEG decoding and encoding for Vellum's ImageIO module.
//
// libpng and libjpeg report errors by longjmp, which Swift cannot survive; every call into them is
// made here, behind setjmp. Nothing in this API aborts or exits on bad input: every function returns
// a status, and on failure leaves no memory for the caller to free.
#pragma once
#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/// The outcome of a codec call.
typedef enum vellum_codec_status {
    /// Success.
    VELLUM_CODEC_OK = 0,
    /// A null pointer, a zero size, or a parameter out of range.
    VELLUM_CODEC_INVALID_ARGUMENT = 1,
    /// The data is not a valid image of the format, or ends too early.
    VELLUM_CODEC_CORRUPT = 2,
    /// The image is larger than the caller's limits; nothing was allocated for its pixels.
    VELLUM_CODEC_TOO_LARGE = 3,
    /// Memory ran out.
    VELLUM_CODEC_OUT_OF_MEMORY = 4,
    /// The image is valid but uses a feature this layer does not decode.
    VELLUM_CODEC_UNSUPPORTED = 5,
} vellum_codec_status;

/// Limits a decoder checks against the image's header before it allocates pixel memory.
/// A value of 0 means "no limit" for that field.
typedef struct vellum_decode_limits {
    /// The largest accepted width, in pixels.
    uint32_t max_width;
    /// The largest accepted height, in pixels.
    uint32_t max_height;
    /// The largest accepted width * height.
    uint64_t max_pixels;
} vellum_decode_limits;

/// What an image's header declares, read without decoding pixels.
typedef struct vellum_image_info {
    /// Width in pixels.
    uint32_t width;
    /// Height in pixels.
    uint32_t height;
    /// Bits per sample as stored in the file (PNG: 1, 2, 4, 8 or 16; JPEG: 8 or 12).
    int bit_depth;
    /// Colour components as stored: 1 gray, 3 colour, 4 CMYK (JPEG only). A PNG palette counts as 3.
    int color_components;
    /// Nonzero when the image carries transparency (an alpha channel or a PNG tRNS chunk).
    int has_alpha;
    /// Nonzero for an interlaced PNG or a progressive JPEG.
    int interlaced;
    /// Resolution unit: 0 none known, 1 dots per inch, 2 dots per centimetre, 3 aspect ratio only.
    int density_unit;
    /// Horizontal resolution in `density_unit` (PNG pixels per metre are converted to dots per inch).
    double x_density;
    /// Vertical resolution in `density_unit`.
    double y_density;
} vellum_image_info;

/// Decoded pixels: 8 bits per sample, rows packed with no padding, colour not premultiplied.
/// `channels` is 1 (gray), 2 (gray, alpha), 3 (R, G, B) or 4 (R, G, B, alpha — or for JPEG,
/// R, G, B and an unused byte set to 255). Free `data` with `vellum_codec_free`.
typedef struct vellum_pixels {
    /// The pixels, allocated with malloc; NULL after a failed call.
    uint8_t *data;
    /// The byte count of `data`: `bytes_per_row * height`.
    size_t size;
    /// Bytes per row: `width * channels`.
    size_t bytes_per_row;
    /// Width in pixels.
    uint32_t width;
    /// Height in pixels.
    uint32_t height;
    /// Samples per pixel, as described above.
    int channels;
} vellum_pixels;

/// An encoded file, allocated with malloc. Free `data` with `vellum_codec_free`.
typedef struct vellum_buffer {
    /// The bytes; NULL after a failed call.
    uint8_t *data;
    /// The number of bytes used.
    size_t size;
    /// The allocated capacity (internal).
    size_t capacity;
} vellum_buffer;

/// Reads a PNG's header chunks (up to the first image data) into `info`.
vellum_codec_status vellum_png_read_info(const uint8_t *data, size_t size, vellum_image_info *info);

/// Decodes a whole PNG. Palette and low-bit gray are expanded, 16-bit samples scaled to 8, tRNS turned
/// into an alpha channel, interlacing undone. Output has 1, 2, 3 or 4 channels (see `vellum_pixels`).
/// The header is checked against `limits` (may be NULL) before pixel memory is allocated.
vellum_codec_status vellum_png_decode(const uint8_t *data, size_t size, const vellum_decode_limits *limits,
                                      vellum_pixels *out);

/// Reads a JPEG's header (through the start-of-frame marker) into `info`.
vellum_codec_status vellum_jpeg_read_info(const uint8_t *data, size_t size, vellum_image_info *info);

/// Decodes a whole JPEG to 1 channel (grayscale files) or 4 channels R, G, B, 255 (colour and CMYK
/// files; CMYK and YCCK are converted to RGB). The header is checked against `limits` (may be NULL)
/// before pixel memory is allocated. Data that ends early decodes to a partial image, as libjpeg does.
vellum_codec_status vellum_jpeg_decode(const uint8_t *data, size_t size, const vellum_decode_limits *limits,
                                       vellum_pixels *out);

/// Encodes 8-bit, non-premultiplied pixels with 1 (gray), 2 (gray, alpha), 3 (RGB) or 4 (RGBA)
/// channels as a PNG into `out`, whose fields are overwritten.
vellum_codec_status vellum_png_encode(const uint8_t *pixels, uint32_t width, uint32_t height,
                                      size_t bytes_per_row, int channels, vellum_buffer *out);

/// Encodes 8-bit pixels with 1 (gray) or 3 (RGB) channels as a baseline JPEG of `quality`
/// 0–100 (clamped; libjpeg treats 0 as 1) into `out`, whose fields are overwritten.
vellum_codec_status vellum_jpeg_encode(const uint8_t *pixels, uint32_t width, uint32_t height,
                                       size_t bytes_per_row, int channels, int quality, vellum_buffer *out);

/// Frees memory returned in `vellum_pixels.data` or `vellum_buffer.data`. NULL is ignored.
void vellum_codec_free(void *pointer);

#ifdef __cplusplus
}
#endif
