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
    /// Decoding would break the caller's memory or scan budget; what was allocated has been freed.
    VELLUM_CODEC_OVER_BUDGET = 6,
} vellum_codec_status;

/// Limits a decoder checks against the image's header before it allocates pixel memory, and a budget it
/// keeps to while decoding. A value of 0 means "no limit" for that field.
typedef struct vellum_decode_limits {
    /// The largest accepted width, in pixels.
    uint32_t max_width;
    /// The largest accepted height, in pixels.
    uint32_t max_height;
    /// The largest accepted width * height, as declared (a reduced decode still reads every pixel).
    uint64_t max_pixels;
    /// The most bytes a decode may hold at once: the libraries' working memory and the output together.
    uint64_t max_bytes;
    /// The most scans a JPEG may have.
    uint32_t max_scans;
    /// The most work a JPEG's scans may do together, in passes over the whole image: each scan visits every
    /// 8x8 block of the components it codes, and a progressive file can repeat scans without end. The scans
    /// may visit `max_scan_passes` x the image's blocks, and at least 2^20 blocks (small images).
    uint32_t max_scan_passes;
} vellum_decode_limits;

/// What a decode or header read cost, and why it failed.
typedef struct vellum_decode_report {
    /// The most bytes the call held at once (the libraries' allocations and its own).
    uint64_t peak_bytes;
    /// The JPEG scans read (0 for PNG).
    uint32_t scans;
    /// The 8x8 blocks those scans visited.
    uint64_t blocks_visited;
    /// Why the call failed, as a phrase ("the data is corrupt or truncated"); NULL on success. Static text.
    const char *failure;
} vellum_decode_report;

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

/// Reads a PNG's header chunks (up to the first image data) into `info`. Metadata chunks (text, ICC
/// profiles and the like) are skipped unread, whatever length they declare. `report` may be NULL.
vellum_codec_status vellum_png_read_info(const uint8_t *data, size_t size, vellum_image_info *info,
                                         vellum_decode_report *report);

/// Decodes a PNG. Palette and low-bit gray are expanded, 16-bit samples scaled to 8, tRNS turned into an
/// alpha channel, interlacing undone. Output has 1, 2, 3 or 4 channels (see `vellum_pixels`).
///
/// `width` x `height` is the size wanted: 0 x 0, or a size at least the image's, decodes it whole;
/// a smaller one gets the image reduced to it (each side clamped to the image's), every output pixel the
/// average of the source pixels it covers, weighted by alpha. Rows are reduced as they are inflated, so
/// the full image is never held. The header is checked against `limits` (may be NULL) before pixel memory
/// is allocated, and every allocation against its byte budget. `report` may be NULL.
vellum_codec_status vellum_png_decode(const uint8_t *data, size_t size, const vellum_decode_limits *limits,
                                      uint32_t width, uint32_t height, vellum_pixels *out,
                                      vellum_decode_report *report);

/// Reads a JPEG's header (through the start-of-frame marker) into `info`. `report` may be NULL.
vellum_codec_status vellum_jpeg_read_info(const uint8_t *data, size_t size, vellum_image_info *info,
                                          vellum_decode_report *report);

/// Decodes a JPEG to 1 channel (grayscale files) or 4 channels R, G, B, 255 (colour and CMYK files;
/// CMYK and YCCK are converted to RGB). `width` x `height` is the size wanted, as for `vellum_png_decode`:
/// a reduced decode lets libjpeg scale its inverse DCT down (by 1/8 to 8/8) to the smallest size that
/// covers it, then averages down to the exact size. The header is checked against `limits` (may be NULL)
/// before pixel memory is allocated, every allocation against its byte budget, and the scans read against
/// its scan budget. Data that ends early decodes to a partial image, as libjpeg does. `report` may be NULL.
vellum_codec_status vellum_jpeg_decode(const uint8_t *data, size_t size, const vellum_decode_limits *limits,
                                       uint32_t width, uint32_t height, vellum_pixels *out,
                                       vellum_decode_report *report);

/// Encodes 8-bit, non-premultiplied pixels with 1 (gray), 2 (gray, alpha), 3 (RGB) or 4 (RGBA)
/// channels as a PNG into `out`, whose fields are overwritten.
vellum_codec_status vellum_png_encode(const uint8_t *pixels, uint32_t width, uint32_t height,
                                      size_t bytes_per_row, int channels, vellum_buffer *out);

/// Encodes 8-bit pixels with 1 (gray) or 3 (RGB) channels as a JPEG of `quality` 0–100 (clamped; libjpeg
/// treats 0 as 1) into `out`, whose fields are overwritten: baseline, or progressive (libjpeg's usual
/// progression) when `progressive` is nonzero.
vellum_codec_status vellum_jpeg_encode(const uint8_t *pixels, uint32_t width, uint32_t height,
                                       size_t bytes_per_row, int channels, int quality, int progressive,
                                       vellum_buffer *out);

/// Frees memory returned in `vellum_pixels.data` or `vellum_buffer.data`. NULL is ignored.
void vellum_codec_free(void *pointer);

#ifdef __cplusplus
}
#endif
