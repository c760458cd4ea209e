// PNG and JPEG codecs over libpng and libjpeg(-turbo). See include/codecs.h for the contract.
//
// Error handling: both libraries report fatal errors through a callback that must not return. Ours
// longjmp back to the setjmp in the calling function, which frees what it allocated and returns a
// status. Everything that is changed between setjmp and a possible longjmp lives either in a
// `volatile` local or in heap memory (the C standard leaves other locals indeterminate there).
#include "codecs.h"

#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <png.h>
#include <jpeglib.h>
#include <jerror.h>

// ---------------------------------------------------------------------------------------------------------
// Shared helpers

/// Whether `width` x `height` breaks one of `limits` (NULL, or 0 fields, mean no limit).
static int exceeds_limits(const vellum_decode_limits *limits, uint32_t width, uint32_t height) {
    if (limits == NULL) return 0;
    if (limits->max_width != 0 && width > limits->max_width) return 1;
    if (limits->max_height != 0 && height > limits->max_height) return 1;
    if (limits->max_pixels != 0 && (uint64_t)width * (uint64_t)height > limits->max_pixels) return 1;
    return 0;
}

/// Bytes for `height` rows of `row_bytes`, or 0 when that overflows a size_t.
static size_t checked_image_size(size_t row_bytes, uint32_t height) {
    if (row_bytes == 0 || height == 0 || (size_t)height > SIZE_MAX / row_bytes) return 0;
    return row_bytes * (size_t)height;
}

/// Makes room for `extra` more bytes after `buffer->size`, doubling the capacity; 0 when out of memory.
static int buffer_reserve(vellum_buffer *buffer, size_t extra) {
    if (extra > SIZE_MAX - buffer->size) return 0;
    size_t needed = buffer->size + extra;
    if (needed <= buffer->capacity) return 1;
    size_t capacity = buffer->capacity != 0 ? buffer->capacity : 16384;
    while (capacity < needed) {
        if (capacity > SIZE_MAX / 2) return 0;
        capacity *= 2;
    }
    uint8_t *grown = realloc(buffer->data, capacity);
    if (grown == NULL) return 0;
    buffer->data = grown;
    buffer->capacity = capacity;
    return 1;
}

/// Frees a buffer's memory and empties it.
static void buffer_reset(vellum_buffer *buffer) {
    free(buffer->data);
    buffer->data = NULL;
    buffer->size = 0;
    buffer->capacity = 0;
}

/// Validates an encoder's input; returns the minimum bytes per row, or 0 when invalid.
static size_t encode_row_bytes(const uint8_t *pixels, uint32_t width, uint32_t height, size_t bytes_per_row,
                               int channels) {
    if (pixels == NULL || width == 0 || height == 0 || width > 0x7FFFFFFFu || height > 0x7FFFFFFFu) return 0;
    size_t row = (size_t)width * (size_t)channels;
    if (bytes_per_row < row || checked_image_size(bytes_per_row, height) == 0) return 0;
    return row;
}

void vellum_codec_free(void *pointer) { free(pointer); }

// ---------------------------------------------------------------------------------------------------------
// PNG

/// Where libpng reads from: a memory buffer and a cursor.
typedef struct png_memory_source {
    const uint8_t *data;
    size_t size;
    size_t offset;
} png_memory_source;

static void png_read_from_memory(png_structp png, png_bytep out, size_t length) {
    png_memory_source *source = png_get_io_ptr(png);
    if (length > source->size - source->offset) png_error(png, "unexpected end of data");
    memcpy(out, source->data + source->offset, length);
    source->offset += length;
}

static void png_write_to_memory(png_structp png, png_bytep bytes, size_t length) {
    vellum_buffer *buffer = png_get_io_ptr(png);
    if (!buffer_reserve(buffer, length)) png_error(png, "out of memory");
    memcpy(buffer->data + buffer->size, bytes, length);
    buffer->size += length;
}

static void png_flush_nothing(png_structp png) { (void)png; }

/// libpng's fatal error callback: no printing, straight back to our setjmp.
static void png_fail(png_structp png, png_const_charp message) {
    (void)message;
    png_longjmp(png, 1);
}

/// libpng's warning callback: warnings (bad ancillary chunks, odd profiles) are not our caller's business.
static void png_ignore_warning(png_structp png, png_const_charp message) {
    (void)png;
    (void)message;
}

static uint32_t read_be32(const uint8_t *p) {
    return (uint32_t)p[0] << 24 | (uint32_t)p[1] << 16 | (uint32_t)p[2] << 8 | (uint32_t)p[3];
}

/// Whether `data` starts with the PNG signature.
static int png_has_signature(const uint8_t *data, size_t size) {
    return data != NULL && size >= 8 && png_sig_cmp((png_const_bytep)data, 0, 8) == 0;
}

/// The IHDR size, read straight from the bytes (IHDR must be the first chunk); 0 when not there.
static int png_peek_size(const uint8_t *data, size_t size, uint32_t *width, uint32_t *height) {
    if (size < 24 || memcmp(data + 12, "IHDR", 4) != 0) return 0;
    *width = read_be32(data + 16);
    *height = read_be32(data + 20);
    return 1;
}

/// Creates a reader over `source`; libpng's own size limits are set to `limits`, or to PNG's maximum.
static png_structp png_open_reader(png_memory_source *source, const vellum_decode_limits *limits,
                                   png_infop *info) {
    png_structp png = png_create_read_struct(PNG_LIBPNG_VER_STRING, NULL, png_fail, png_ignore_warning);
    if (png == NULL) return NULL;
    *info = png_create_info_struct(png);
    if (*info == NULL) {
        png_destroy_read_struct(&png, NULL, NULL);
        return NULL;
    }
    png_set_read_fn(png, source, png_read_from_memory);
    uint32_t max_width = 0x7FFFFFFFu, max_height = 0x7FFFFFFFu;
    if (limits != NULL && limits->max_width != 0 && limits->max_width < max_width) max_width = limits->max_width;
    if (limits != NULL && limits->max_height != 0 && limits->max_height < max_height) max_height = limits->max_height;
    png_set_user_limits(png, max_width, max_height);
    return png;
}

vellum_codec_status vellum_png_read_info(const uint8_t *data, size_t size, vellum_image_info *info) {
    if (info == NULL || data == NULL) return VELLUM_CODEC_INVALID_ARGUMENT;
    memset(info, 0, sizeof *info);
    if (!png_has_signature(data, size)) return VELLUM_CODEC_CORRUPT;

    png_memory_source source = {data, size, 0};
    png_infop png_info = NULL;
    png_structp png = png_open_reader(&source, NULL, &png_info);
    if (png == NULL) return VELLUM_CODEC_OUT_OF_MEMORY;
    if (setjmp(png_jmpbuf(png))) {
        png_destroy_read_struct(&png, &png_info, NULL);
        memset(info, 0, sizeof *info);
        return VELLUM_CODEC_CORRUPT;
    }
    png_read_info(png, png_info);

    png_uint_32 width = 0, height = 0;
    int depth = 0, color_type = 0, interlace = 0;
    png_get_IHDR(png, png_info, &width, &height, &depth, &color_type, &interlace, NULL, NULL);
    info->width = width;
    info->height = height;
    info->bit_depth = depth;
    info->color_components = (color_type & PNG_COLOR_MASK_COLOR) ? 3 : 1;
    info->has_alpha = (color_type & PNG_COLOR_MASK_ALPHA) || png_get_valid(png, png_info, PNG_INFO_tRNS);
    info->interlaced = interlace != PNG_INTERLACE_NONE;

    png_uint_32 x_resolution = 0, y_resolution = 0;
    int unit = 0;
    if (png_get_pHYs(png, png_info, &x_resolution, &y_resolution, &unit) && x_resolution && y_resolution) {
        if (unit == PNG_RESOLUTION_METER) {
            info->density_unit = 1;
            info->x_density = x_resolution * 0.0254;
            info->y_density = y_resolution * 0.0254;
        } else {
            info->density_unit = 3;
            info->x_density = x_resolution;
            info->y_density = y_resolution;
        }
    }
    png_destroy_read_struct(&png, &png_info, NULL);
    return VELLUM_CODEC_OK;
}

vellum_codec_status vellum_png_decode(const uint8_t *data, size_t size, const vellum_decode_limits *limits,
                                      vellum_pixels *out) {
    if (out == NULL || data == NULL) return VELLUM_CODEC_INVALID_ARGUMENT;
    memset(out, 0, sizeof *out);
    if (!png_has_signature(data, size)) return VELLUM_CODEC_CORRUPT;
    // Refuse an oversized image from its header bytes alone, before libpng allocates anything.
    uint32_t declared_width = 0, declared_height = 0;
    if (png_peek_size(data, size, &declared_width, &declared_height) &&
        exceeds_limits(limits, declared_width, declared_height))
        return VELLUM_CODEC_TOO_LARGE;

    png_memory_source source = {data, size, 0};
    png_infop png_info = NULL;
    png_structp png = png_open_reader(&source, limits, &png_info);
    if (png == NULL) return VELLUM_CODEC_OUT_OF_MEMORY;

    uint8_t *volatile pixels = NULL;
    png_bytep *volatile rows = NULL;
    volatile vellum_codec_status status = VELLUM_CODEC_CORRUPT;
    if (setjmp(png_jmpbuf(png))) {
    fail:
        free(pixels);
        free(rows);
        png_destroy_read_struct(&png, &png_info, NULL);
        memset(out, 0, sizeof *out);
        return status;
    }
    png_read_info(png, png_info);

    png_uint_32 width = 0, height = 0;
    int depth = 0, color_type = 0, interlace = 0;
    png_get_IHDR(png, png_info, &width, &height, &depth, &color_type, &interlace, NULL, NULL);
    if (exceeds_limits(limits, width, height)) {
        status = VELLUM_CODEC_TOO_LARGE;
        goto fail;
    }

    // Palette to RGB, gray below 8 bits to 8, tRNS to an alpha channel; 16 bits scaled to 8.
    png_set_expand(png);
    if (depth == 16) png_set_scale_16(png);
    png_set_interlace_handling(png);
    png_read_update_info(png, png_info);

    int channels = png_get_channels(png, png_info);
    size_t row_bytes = png_get_rowbytes(png, png_info);
    if (channels < 1 || channels > 4 || png_get_bit_depth(png, png_info) != 8 ||
        row_bytes != (size_t)width * (size_t)channels) {
        status = VELLUM_CODEC_UNSUPPORTED;
        goto fail;
    }
    size_t total = checked_image_size(row_bytes, height);
    if (total == 0 || (uint64_t)height * sizeof(png_bytep) > SIZE_MAX) {
        status = VELLUM_CODEC_TOO_LARGE;
        goto fail;
    }
    pixels = malloc(total);
    rows = malloc((size_t)height * sizeof(png_bytep));
    if (pixels == NULL || rows == NULL) {
        status = VELLUM_CODEC_OUT_OF_MEMORY;
        goto fail;
    }
    for (png_uint_32 y = 0; y < height; y++) rows[y] = pixels + (size_t)y * row_bytes;
    png_read_image(png, rows);
    // The chunks after the image data (and IEND itself) are not needed: a file missing them still decodes.

    free(rows);
    png_destroy_read_struct(&png, &png_info, NULL);
    out->data = pixels;
    out->size = total;
    out->bytes_per_row = row_bytes;
    out->width = width;
    out->height = height;
    out->channels = channels;
    return VELLUM_CODEC_OK;
}

vellum_codec_status vellum_png_encode(const uint8_t *pixels, uint32_t width, uint32_t height,
                                      size_t bytes_per_row, int channels, vellum_buffer *out) {
    if (out == NULL) return VELLUM_CODEC_INVALID_ARGUMENT;
    memset(out, 0, sizeof *out);
    if (channels < 1 || channels > 4 || encode_row_bytes(pixels, width, height, bytes_per_row, channels) == 0)
        return VELLUM_CODEC_INVALID_ARGUMENT;
    static const int color_types[4] = {PNG_COLOR_TYPE_GRAY, PNG_COLOR_TYPE_GRAY_ALPHA, PNG_COLOR_TYPE_RGB,
                                       PNG_COLOR_TYPE_RGB_ALPHA};

    png_structp png = png_create_write_struct(PNG_LIBPNG_VER_STRING, NULL, png_fail, png_ignore_warning);
    if (png == NULL) return VELLUM_CODEC_OUT_OF_MEMORY;
    png_infop png_info = png_create_info_struct(png);
    if (png_info == NULL) {
        png_destroy_write_struct(&png, NULL);
        return VELLUM_CODEC_OUT_OF_MEMORY;
    }
    // The output grows in *out, which is the caller's memory, so it survives a longjmp intact.
    png_set_write_fn(png, out, png_write_to_memory, png_flush_nothing);
    if (setjmp(png_jmpbuf(png))) {
        png_destroy_write_struct(&png, &png_info);
        buffer_reset(out);
        // Writing memory cannot be corrupt: a failure here is a failed allocation.
        return VELLUM_CODEC_OUT_OF_MEMORY;
    }
    png_set_IHDR(png, png_info, width, height, 8, color_types[channels - 1], PNG_INTERLACE_NONE,
                 PNG_COMPRESSION_TYPE_DEFAULT, PNG_FILTER_TYPE_DEFAULT);
    png_write_info(png, png_info);
    for (uint32_t y = 0; y < height; y++) png_write_row(png, pixels + (size_t)y * bytes_per_row);
    png_write_end(png, png_info);
    png_destroy_write_struct(&png, &png_info);
    return VELLUM_CODEC_OK;
}

// ---------------------------------------------------------------------------------------------------------
// JPEG

/// Stops a decode after this many scans: a progressive file can declare scans without end, each
/// costing a pass over the whole image.
enum { JPEG_MAX_SCANS = 1000 };

/// libjpeg's error manager, extended with our jump target.
typedef struct jpeg_error {
    struct jpeg_error_mgr pub;
    jmp_buf jump;
} jpeg_error;

/// libjpeg's fatal error callback; the default one prints and calls exit().
static void jpeg_fail(j_common_ptr cinfo) {
    jpeg_error *error = (jpeg_error *)cinfo->err;
    longjmp(error->jump, 1);
}

/// libjpeg's message printer: warnings about corrupt data are dropped, the decode carries on.
static void jpeg_print_nothing(j_common_ptr cinfo) { (void)cinfo; }

/// Aborts decodes of files with absurd numbers of scans.
static void jpeg_check_progress(j_common_ptr cinfo) {
    if (cinfo->is_decompressor && ((j_decompress_ptr)cinfo)->input_scan_number > JPEG_MAX_SCANS) {
        cinfo->err->msg_code = JERR_NOTIMPL;
        cinfo->err->error_exit(cinfo);
    }
}

/// The state of one decode, on the heap so that a longjmp leaves it well defined.
typedef struct jpeg_decoder {
    struct jpeg_decompress_struct cinfo;
    jpeg_error error;
    struct jpeg_progress_mgr progress;
    uint8_t *pixels;
    vellum_codec_status status;
} jpeg_decoder;

/// Allocates a decoder whose error and progress handlers are ours; NULL when out of memory.
/// The caller must setjmp on `error.jump` and then call jpeg_create_decompress.
static jpeg_decoder *jpeg_decoder_alloc(void) {
    jpeg_decoder *decoder = calloc(1, sizeof *decoder);
    if (decoder == NULL) return NULL;
    decoder->cinfo.err = jpeg_std_error(&decoder->error.pub);
    decoder->error.pub.error_exit = jpeg_fail;
    decoder->error.pub.output_message = jpeg_print_nothing;
    decoder->progress.progress_monitor = jpeg_check_progress;
    decoder->status = VELLUM_CODEC_CORRUPT;
    return decoder;
}

static void jpeg_decoder_free(jpeg_decoder *decoder) {
    jpeg_destroy_decompress(&decoder->cinfo);
    free(decoder->pixels);
    free(decoder);
}

/// Whether `data` starts with a JPEG start-of-image marker.
static int jpeg_has_signature(const uint8_t *data, size_t size) {
    return data != NULL && size >= 3 && data[0] == 0xFF && data[1] == 0xD8 && data[2] == 0xFF;
}

/// Creates the decompressor and reads the header; errors longjmp.
static void jpeg_start(jpeg_decoder *decoder, const uint8_t *data, size_t size) {
    jpeg_create_decompress(&decoder->cinfo);
    decoder->cinfo.progress = &decoder->progress;
    jpeg_mem_src(&decoder->cinfo, data, (unsigned long)size);
    jpeg_read_header(&decoder->cinfo, TRUE);
}

vellum_codec_status vellum_jpeg_read_info(const uint8_t *data, size_t size, vellum_image_info *info) {
    if (info == NULL || data == NULL) return VELLUM_CODEC_INVALID_ARGUMENT;
    memset(info, 0, sizeof *info);
    if (!jpeg_has_signature(data, size) || size > (unsigned long)-1) return VELLUM_CODEC_CORRUPT;
    jpeg_decoder *decoder = jpeg_decoder_alloc();
    if (decoder == NULL) return VELLUM_CODEC_OUT_OF_MEMORY;
    if (setjmp(decoder->error.jump)) {
        vellum_codec_status status = decoder->status;
        jpeg_decoder_free(decoder);
        memset(info, 0, sizeof *info);
        return status;
    }
    jpeg_start(decoder, data, size);

    struct jpeg_decompress_struct *cinfo = &decoder->cinfo;
    info->width = cinfo->image_width;
    info->height = cinfo->image_height;
    info->bit_depth = cinfo->data_precision;
    switch (cinfo->jpeg_color_space) {
    case JCS_GRAYSCALE: info->color_components = 1; break;
    case JCS_CMYK:
    case JCS_YCCK: info->color_components = 4; break;
    default: info->color_components = 3; break;
    }
    info->interlaced = cinfo->progressive_mode != 0;
    if (cinfo->saw_JFIF_marker && cinfo->X_density != 0 && cinfo->Y_density != 0) {
        // JFIF units: 0 aspect ratio only, 1 dots per inch, 2 dots per centimetre.
        info->density_unit = cinfo->density_unit == 1 ? 1 : cinfo->density_unit == 2 ? 2 : 3;
        info->x_density = cinfo->X_density;
        info->y_density = cinfo->Y_density;
    }
    jpeg_decoder_free(decoder);
    return VELLUM_CODEC_OK;
}

vellum_codec_status vellum_jpeg_decode(const uint8_t *data, size_t size, const vellum_decode_limits *limits,
                                       vellum_pixels *out) {
    if (out == NULL || data == NULL) return VELLUM_CODEC_INVALID_ARGUMENT;
    memset(out, 0, sizeof *out);
    if (!jpeg_has_signature(data, size) || size > (unsigned long)-1) return VELLUM_CODEC_CORRUPT;
    jpeg_decoder *decoder = jpeg_decoder_alloc();
    if (decoder == NULL) return VELLUM_CODEC_OUT_OF_MEMORY;
    if (setjmp(decoder->error.jump)) {
        vellum_codec_status status = decoder->status;
        if (decoder->error.pub.msg_code == JERR_OUT_OF_MEMORY) status = VELLUM_CODEC_OUT_OF_MEMORY;
        jpeg_decoder_free(decoder);
        memset(out, 0, sizeof *out);
        return status;
    }
    jpeg_start(decoder, data, size);
    struct jpeg_decompress_struct *cinfo = &decoder->cinfo;

    // Limits first: jpeg_start_decompress allocates whole-image buffers for progressive files.
    if (exceeds_limits(limits, cinfo->image_width, cinfo->image_height)) {
        decoder->status = VELLUM_CODEC_TOO_LARGE;
        cinfo->err->error_exit((j_common_ptr)cinfo);
    }
    if (cinfo->data_precision != 8) {
        decoder->status = VELLUM_CODEC_UNSUPPORTED;
        cinfo->err->error_exit((j_common_ptr)cinfo);
    }
    int cmyk = 0, channels = 4;
    switch (cinfo->jpeg_color_space) {
    case JCS_GRAYSCALE:
        cinfo->out_color_space = JCS_GRAYSCALE;
        channels = 1;
        break;
    case JCS_CMYK:
    case JCS_YCCK:
        cinfo->out_color_space = JCS_CMYK; // libjpeg turns YCCK into CMYK; CMYK to RGB is done below.
        cmyk = 1;
        break;
    default:
        cinfo->out_color_space = JCS_EXT_RGBX; // libjpeg-turbo fills the fourth byte with 255.
        break;
    }
    jpeg_start_decompress(cinfo);

    uint32_t width = cinfo->output_width, height = cinfo->output_height;
    if (cinfo->output_components != channels || width == 0 || height == 0 ||
        exceeds_limits(limits, width, height)) {
        decoder->status = VELLUM_CODEC_UNSUPPORTED;
        cinfo->err->error_exit((j_common_ptr)cinfo);
    }
    size_t row_bytes = (size_t)width * (size_t)channels;
    size_t total = checked_image_size(row_bytes, height);
    if (total == 0) {
        decoder->status = VELLUM_CODEC_TOO_LARGE;
        cinfo->err->error_exit((j_common_ptr)cinfo);
    }
    decoder->pixels = malloc(total);
    if (decoder->pixels == NULL) {
        decoder->status = VELLUM_CODEC_OUT_OF_MEMORY;
        cinfo->err->error_exit((j_common_ptr)cinfo);
    }
    while (cinfo->output_scanline < height) {
        JSAMPROW row = decoder->pixels + (size_t)cinfo->output_scanline * row_bytes;
        // A memory source never suspends, so no progress means something is badly wrong.
        if (jpeg_read_scanlines(cinfo, &row, 1) != 1) cinfo->err->error_exit((j_common_ptr)cinfo);
    }
    if (cmyk) {
        // Adobe writes CMYK inverted (0 = full ink); plain CMYK files store ink amounts.
        int inverted = cinfo->saw_Adobe_marker;
        uint8_t *p = decoder->pixels;
        for (size_t i = 0; i < total; i += 4) {
            unsigned c = p[i], m = p[i + 1], y = p[i + 2], k = p[i + 3];
            if (!inverted) c = 255 - c, m = 255 - m, y = 255 - y, k = 255 - k;
            p[i] = (uint8_t)((c * k + 127) / 255);
            p[i + 1] = (uint8_t)((m * k + 127) / 255);
            p[i + 2] = (uint8_t)((y * k + 127) / 255);
            p[i + 3] = 255;
        }
    }
    // jpeg_finish_decompress would read on to the end-of-image marker; the pixels are all here already.
    out->data = decoder->pixels;
    out->size = total;
    out->bytes_per_row = row_bytes;
    out->width = width;
    out->height = height;
    out->channels = channels;
    decoder->pixels = NULL;
    jpeg_decoder_free(decoder);
    return VELLUM_CODEC_OK;
}

/// A libjpeg destination that appends to a vellum_buffer.
typedef struct jpeg_memory_destination {
    struct jpeg_destination_mgr pub;
    vellum_buffer *buffer;
} jpeg_memory_destination;

static void jpeg_out_of_memory(j_compress_ptr cinfo) {
    cinfo->err->msg_code = JERR_OUT_OF_MEMORY;
    cinfo->err->error_exit((j_common_ptr)cinfo);
}

static void jpeg_destination_init(j_compress_ptr cinfo) {
    jpeg_memory_destination *destination = (jpeg_memory_destination *)cinfo->dest;
    vellum_buffer *buffer = destination->buffer;
    if (!buffer_reserve(buffer, 16384)) jpeg_out_of_memory(cinfo);
    destination->pub.next_output_byte = buffer->data + buffer->size;
    destination->pub.free_in_buffer = buffer->capacity - buffer->size;
}

/// Called when the whole capacity is used: record it and grow.
static boolean jpeg_destination_empty(j_compress_ptr cinfo) {
    jpeg_memory_destination *destination = (jpeg_memory_destination *)cinfo->dest;
    vellum_buffer *buffer = destination->buffer;
    buffer->size = buffer->capacity;
    if (!buffer_reserve(buffer, buffer->capacity)) jpeg_out_of_memory(cinfo);
    destination->pub.next_output_byte = buffer->data + buffer->size;
    destination->pub.free_in_buffer = buffer->capacity - buffer->size;
    return TRUE;
}

static void jpeg_destination_term(j_compress_ptr cinfo) {
    jpeg_memory_destination *destination = (jpeg_memory_destination *)cinfo->dest;
    destination->buffer->size = destination->buffer->capacity - destination->pub.free_in_buffer;
}

/// The state of one encode, on the heap for the same reason as jpeg_decoder.
typedef struct jpeg_encoder {
    struct jpeg_compress_struct cinfo;
    jpeg_error error;
    jpeg_memory_destination destination;
} jpeg_encoder;

vellum_codec_status vellum_jpeg_encode(const uint8_t *pixels, uint32_t width, uint32_t height,
                                       size_t bytes_per_row, int channels, int quality, vellum_buffer *out) {
    if (out == NULL) return VELLUM_CODEC_INVALID_ARGUMENT;
    memset(out, 0, sizeof *out);
    if ((channels != 1 && channels != 3) || encode_row_bytes(pixels, width, height, bytes_per_row, channels) == 0)
        return VELLUM_CODEC_INVALID_ARGUMENT;
    if (width > JPEG_MAX_DIMENSION || height > JPEG_MAX_DIMENSION) return VELLUM_CODEC_TOO_LARGE;
    quality = quality < 0 ? 0 : quality > 100 ? 100 : quality;

    jpeg_encoder *encoder = calloc(1, sizeof *encoder);
    if (encoder == NULL) return VELLUM_CODEC_OUT_OF_MEMORY;
    encoder->cinfo.err = jpeg_std_error(&encoder->error.pub);
    encoder->error.pub.error_exit = jpeg_fail;
    encoder->error.pub.output_message = jpeg_print_nothing;
    encoder->destination.pub.init_destination = jpeg_destination_init;
    encoder->destination.pub.empty_output_buffer = jpeg_destination_empty;
    encoder->destination.pub.term_destination = jpeg_destination_term;
    encoder->destination.buffer = out;
    if (setjmp(encoder->error.jump)) {
        vellum_codec_status status = encoder->error.pub.msg_code == JERR_OUT_OF_MEMORY
            ? VELLUM_CODEC_OUT_OF_MEMORY : VELLUM_CODEC_INVALID_ARGUMENT;
        jpeg_destroy_compress(&encoder->cinfo);
        free(encoder);
        buffer_reset(out);
        return status;
    }
    struct jpeg_compress_struct *cinfo = &encoder->cinfo;
    jpeg_create_compress(cinfo);
    cinfo->dest = &encoder->destination.pub;
    cinfo->image_width = width;
    cinfo->image_height = height;
    cinfo->input_components = channels;
    cinfo->in_color_space = channels == 1 ? JCS_GRAYSCALE : JCS_RGB;
    jpeg_set_defaults(cinfo);
    jpeg_set_quality(cinfo, quality, TRUE);
    cinfo->optimize_coding = TRUE;
    jpeg_start_compress(cinfo, TRUE);
    while (cinfo->next_scanline < height) {
        // libjpeg does not write through the row pointer; the cast only satisfies its signature.
        JSAMPROW row = (JSAMPROW)(pixels + (size_t)cinfo->next_scanline * bytes_per_row);
        jpeg_write_scanlines(cinfo, &row, 1);
    }
    jpeg_finish_compress(cinfo);
    jpeg_destroy_compress(cinfo);
    free(encoder);
    return VELLUM_CODEC_OK;
}
