// PNG over libpng. See include/codecs.h for the contract.
//
// libpng reports fatal errors through a callback that must not return: ours longjmps back to the setjmp in
// the calling function. A decode keeps its state in a heap `png_decoder`, so that the longjmp leaves it well
// defined, and allocates everything — libpng's own memory included — through that decoder's byte budget.
#include "internal.h"

#include <setjmp.h>
#include <stdlib.h>
#include <string.h>

#include <png.h>

/// The largest chunk libpng may allocate for. The chunks Vellum reads are small and fixed (PLTE is the
/// largest, at 768 bytes); metadata chunks are skipped unread, this caps them should one ever be kept.
enum { PNG_MAX_CHUNK_BYTES = 64 * 1024 };

/// Where libpng reads from: a memory buffer and a cursor.
typedef struct png_memory_source {
    const uint8_t *data;
    size_t size;
    size_t offset;
} png_memory_source;

/// The state of one read, on the heap so that a longjmp leaves it well defined.
typedef struct png_decoder {
    png_memory_source source;
    decode_budget budget;
    png_structp png;
    png_infop info;
    uint8_t *pixels;
    size_t pixels_bytes;
    png_bytep *rows;
    size_t rows_bytes;
    uint8_t *row;
    size_t row_bytes;
    downsampler sampler;
    vellum_codec_status status;
    const char *failure;
} png_decoder;

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

/// Each block libpng allocates starts with its size, so that freeing it can give the bytes back.
enum { PNG_BLOCK_HEADER = 16 };

static png_voidp png_budget_malloc(png_structp png, png_alloc_size_t size) {
    png_decoder *decoder = png_get_mem_ptr(png);
    if (size > SIZE_MAX - PNG_BLOCK_HEADER) return NULL;
    uint8_t *block = budget_alloc(&decoder->budget, size + PNG_BLOCK_HEADER);
    if (block == NULL) return NULL;
    memcpy(block, &size, sizeof size);
    return block + PNG_BLOCK_HEADER;
}

static void png_budget_free(png_structp png, png_voidp pointer) {
    if (pointer == NULL) return;
    png_decoder *decoder = png_get_mem_ptr(png);
    uint8_t *block = (uint8_t *)pointer - PNG_BLOCK_HEADER;
    png_alloc_size_t size;
    memcpy(&size, block, sizeof size);
    budget_free(&decoder->budget, block, size + PNG_BLOCK_HEADER);
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

/// A decoder over `data` whose reader exists, or NULL when memory ran out. libpng's size limits are set to
/// `limits`, or to PNG's maximum; every chunk but the few Vellum reads is skipped unread.
static png_decoder *png_decoder_open(const uint8_t *data, size_t size, const vellum_decode_limits *limits) {
    png_decoder *decoder = calloc(1, sizeof *decoder);
    if (decoder == NULL) return NULL;
    decoder->source = (png_memory_source){data, size, 0};
    decoder->budget.limit = limits != NULL ? limits->max_bytes : 0;
    decoder->status = VELLUM_CODEC_CORRUPT;
    decoder->png = png_create_read_struct_2(PNG_LIBPNG_VER_STRING, NULL, png_fail, png_ignore_warning, decoder,
                                            png_budget_malloc, png_budget_free);
    if (decoder->png != NULL) decoder->info = png_create_info_struct(decoder->png);
    if (decoder->info == NULL) {
        png_destroy_read_struct(&decoder->png, NULL, NULL);
        free(decoder);
        return NULL;
    }
    png_structp png = decoder->png;
    png_set_read_fn(png, &decoder->source, png_read_from_memory);
    uint32_t max_width = 0x7FFFFFFFu, max_height = 0x7FFFFFFFu;
    if (limits != NULL && limits->max_width != 0 && limits->max_width < max_width) max_width = limits->max_width;
    if (limits != NULL && limits->max_height != 0 && limits->max_height < max_height) max_height = limits->max_height;
    png_set_user_limits(png, max_width, max_height);
    png_set_chunk_malloc_max(png, PNG_MAX_CHUNK_BYTES);
    // Text, ICC profiles and other metadata would be read into buffers of the length they declare (libpng
    // allocates and clears them before reading a byte): skip every chunk but the image's own, and pHYs.
    png_set_keep_unknown_chunks(png, PNG_HANDLE_CHUNK_NEVER, NULL, -1);
    png_set_keep_unknown_chunks(png, PNG_HANDLE_CHUNK_AS_DEFAULT, (png_const_bytep) "pHYs", 1);
    return decoder;
}

/// Frees the decoder and everything it holds, reporting what it cost.
static void png_decoder_close(png_decoder *decoder, vellum_decode_report *report) {
    downsampler_free(&decoder->sampler, &decoder->budget);
    budget_free(&decoder->budget, decoder->pixels, decoder->pixels_bytes);
    budget_free(&decoder->budget, decoder->rows, decoder->rows_bytes);
    budget_free(&decoder->budget, decoder->row, decoder->row_bytes);
    png_destroy_read_struct(&decoder->png, &decoder->info, NULL);
    if (report != NULL) report->peak_bytes = decoder->budget.peak;
    free(decoder);
}

/// The status and phrase of a failed read: a refused allocation is over budget, anything else corrupt
/// unless the decoder said otherwise.
static vellum_codec_status png_failed(png_decoder *decoder, vellum_decode_report *report) {
    vellum_codec_status status = decoder->status;
    const char *failure = decoder->failure;
    if (decoder->budget.refused) {
        status = VELLUM_CODEC_OVER_BUDGET;
        failure = FAILURE_MEMORY_BUDGET;
    } else if (failure == NULL) {
        failure = FAILURE_CORRUPT;
    }
    if (report != NULL) report->failure = failure;
    png_decoder_close(decoder, report);
    return status;
}

vellum_codec_status vellum_png_read_info(const uint8_t *data, size_t size, vellum_image_info *info,
                                         vellum_decode_report *report) {
    if (report != NULL) memset(report, 0, sizeof *report);
    if (info == NULL || data == NULL) return VELLUM_CODEC_INVALID_ARGUMENT;
    memset(info, 0, sizeof *info);
    if (!png_has_signature(data, size)) return VELLUM_CODEC_CORRUPT;

    png_decoder *decoder = png_decoder_open(data, size, NULL);
    if (decoder == NULL) return VELLUM_CODEC_OUT_OF_MEMORY;
    png_structp png = decoder->png;
    png_infop png_info = decoder->info;
    if (setjmp(png_jmpbuf(png))) {
        memset(info, 0, sizeof *info);
        return png_failed(decoder, report);
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
    png_decoder_close(decoder, report);
    return VELLUM_CODEC_OK;
}

/// Reads every row into the decoder's whole-image buffer; errors longjmp.
static void png_read_whole(png_decoder *decoder, png_uint_32 height, size_t row_bytes) {
    size_t total = checked_image_size(row_bytes, height);
    decoder->rows_bytes = (size_t)height * sizeof(png_bytep);
    decoder->pixels = budget_alloc(&decoder->budget, total);
    decoder->pixels_bytes = total;
    decoder->rows = budget_alloc(&decoder->budget, decoder->rows_bytes);
    if (decoder->pixels == NULL || decoder->rows == NULL) {
        decoder->status = VELLUM_CODEC_OUT_OF_MEMORY;
        png_error(decoder->png, "out of memory");
    }
    for (png_uint_32 y = 0; y < height; y++) decoder->rows[y] = decoder->pixels + (size_t)y * row_bytes;
    png_read_image(decoder->png, decoder->rows);
}

/// Reads every row through the downsampler, one row of the source held at a time; errors longjmp.
/// Interlaced images are read pass by pass, each pass's pixels added where they lie.
static void png_read_reduced(png_decoder *decoder, png_uint_32 width, png_uint_32 height, int channels,
                             size_t row_bytes, uint32_t out_width, uint32_t out_height, int interlaced) {
    int has_alpha = channels == 2 || channels == 4;
    decoder->row = budget_alloc(&decoder->budget, row_bytes);
    decoder->row_bytes = row_bytes;
    if (decoder->row == NULL || !downsampler_init(&decoder->sampler, &decoder->budget, width, height, out_width,
                                                  out_height, channels, has_alpha, !interlaced)) {
        decoder->status = VELLUM_CODEC_OUT_OF_MEMORY;
        png_error(decoder->png, "out of memory");
    }
    if (!interlaced) {
        for (png_uint_32 y = 0; y < height; y++) {
            png_read_row(decoder->png, decoder->row, NULL);
            downsampler_add(&decoder->sampler, y, decoder->row, 0, 1, width);
        }
    } else {
        // Without libpng's interlace handling each pass comes as a small image of its own; empty passes
        // are skipped, as libpng skips them.
        for (int pass = 0; pass < 7; pass++) {
            png_uint_32 columns = PNG_PASS_COLS(width, pass), rows = PNG_PASS_ROWS(height, pass);
            if (columns == 0 || rows == 0) continue;
            for (png_uint_32 r = 0; r < rows; r++) {
                png_read_row(decoder->png, decoder->row, NULL);
                downsampler_add(&decoder->sampler, PNG_ROW_FROM_PASS_ROW(r, pass), decoder->row,
                                PNG_COL_FROM_PASS_COL(0, pass), 1u << PNG_PASS_COL_SHIFT(pass), columns);
            }
        }
    }
    downsampler_finish(&decoder->sampler);
}

vellum_codec_status vellum_png_decode(const uint8_t *data, size_t size, const vellum_decode_limits *limits,
                                      uint32_t width, uint32_t height, vellum_pixels *out,
                                      vellum_decode_report *report) {
    if (report != NULL) memset(report, 0, sizeof *report);
    if (out == NULL || data == NULL) return VELLUM_CODEC_INVALID_ARGUMENT;
    memset(out, 0, sizeof *out);
    if (!png_has_signature(data, size)) return VELLUM_CODEC_CORRUPT;
    // Refuse an oversized image from its header bytes alone, before libpng allocates anything.
    uint32_t declared_width = 0, declared_height = 0;
    if (png_peek_size(data, size, &declared_width, &declared_height) &&
        exceeds_limits(limits, declared_width, declared_height)) {
        if (report != NULL) report->failure = FAILURE_TOO_LARGE;
        return VELLUM_CODEC_TOO_LARGE;
    }

    png_decoder *decoder = png_decoder_open(data, size, limits);
    if (decoder == NULL) return VELLUM_CODEC_OUT_OF_MEMORY;
    png_structp png = decoder->png;
    png_infop png_info = decoder->info;
    if (setjmp(png_jmpbuf(png))) {
        memset(out, 0, sizeof *out);
        return png_failed(decoder, report);
    }
    png_read_info(png, png_info);

    png_uint_32 image_width = 0, image_height = 0;
    int depth = 0, color_type = 0, interlace = 0;
    png_get_IHDR(png, png_info, &image_width, &image_height, &depth, &color_type, &interlace, NULL, NULL);
    if (exceeds_limits(limits, image_width, image_height)) {
        decoder->status = VELLUM_CODEC_TOO_LARGE;
        decoder->failure = FAILURE_TOO_LARGE;
        png_error(png, "too large");
    }
    int reduce = reduced_size(image_width, image_height, &width, &height);
    int interlaced = interlace != PNG_INTERLACE_NONE;
    // Palette to RGB, gray below 8 bits to 8, tRNS to an alpha channel; 16 bits scaled to 8.
    png_set_expand(png);
    if (depth == 16) png_set_scale_16(png);
    if (!reduce) png_set_interlace_handling(png);
    png_read_update_info(png, png_info);

    int channels = png_get_channels(png, png_info);
    size_t row_bytes = png_get_rowbytes(png, png_info);
    if (channels < 1 || channels > 4 || png_get_bit_depth(png, png_info) != 8 ||
        row_bytes != (size_t)image_width * (size_t)channels) {
        decoder->status = VELLUM_CODEC_UNSUPPORTED;
        decoder->failure = "its pixel format is not supported";
        png_error(png, "unsupported");
    }
    if (checked_image_size(row_bytes, image_height) == 0 ||
        (uint64_t)image_height * sizeof(png_bytep) > SIZE_MAX) {
        decoder->status = VELLUM_CODEC_TOO_LARGE;
        decoder->failure = FAILURE_TOO_LARGE;
        png_error(png, "too large");
    }
    if (reduce) {
        png_read_reduced(decoder, image_width, image_height, channels, row_bytes, width, height, interlaced);
        out->data = decoder->sampler.pixels;
        out->size = decoder->sampler.pixels_bytes;
        decoder->sampler.pixels = NULL;
    } else {
        png_read_whole(decoder, image_height, row_bytes);
        out->data = decoder->pixels;
        out->size = decoder->pixels_bytes;
        decoder->pixels = NULL;
    }
    // The chunks after the image data (and IEND itself) are not needed: a file missing them still decodes.
    out->bytes_per_row = (size_t)width * (size_t)channels;
    out->width = width;
    out->height = height;
    out->channels = channels;
    png_decoder_close(decoder, report);
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
