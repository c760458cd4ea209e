// JPEG over libjpeg(-turbo). See include/codecs.h for the contract.
//
// libjpeg reports fatal errors through a callback that must not return: ours longjmps back to the setjmp in
// the calling function. A decode keeps its state in a heap `jpeg_decoder`, so that the longjmp leaves it well
// defined. libjpeg's memory manager is wrapped so that every request — the whole-image coefficient buffers
// of progressive files above all — is counted against the decode's byte budget before it is made.
#include "internal.h"

#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <jerror.h>
#include <jpeglib.h>

/// libjpeg's error manager, extended with our jump target.
typedef struct jpeg_error {
    struct jpeg_error_mgr pub;
    jmp_buf jump;
} jpeg_error;

/// The state of one decode, on the heap so that a longjmp leaves it well defined.
typedef struct jpeg_decoder {
    struct jpeg_decompress_struct cinfo;
    jpeg_error error;
    struct jpeg_progress_mgr progress;
    /// libjpeg's own memory methods, which ours count for and then call.
    struct jpeg_memory_mgr library_memory;
    decode_budget budget;
    uint32_t max_scans;
    uint32_t max_scan_passes;
    /// The scan whose blocks were last counted, and the blocks counted so far.
    int counted_scan;
    uint64_t blocks_visited;
    uint8_t *pixels;
    size_t pixels_bytes;
    uint8_t *row;
    size_t row_bytes;
    downsampler sampler;
    vellum_codec_status status;
    const char *failure;
} jpeg_decoder;

/// libjpeg's fatal error callback; the default one prints and calls exit().
static void jpeg_fail(j_common_ptr cinfo) {
    jpeg_error *error = (jpeg_error *)cinfo->err;
    longjmp(error->jump, 1);
}

/// libjpeg's message printer: warnings about corrupt data are dropped, the decode carries on.
static void jpeg_print_nothing(j_common_ptr cinfo) { (void)cinfo; }

static jpeg_decoder *decoder_of(j_common_ptr cinfo) { return cinfo->client_data; }

/// Ends the decode with `status`, for the reason `failure`.
static void jpeg_stop(j_common_ptr cinfo, vellum_codec_status status, const char *failure) {
    jpeg_decoder *decoder = decoder_of(cinfo);
    decoder->status = status;
    decoder->failure = failure;
    cinfo->err->error_exit(cinfo);
}

/// The block visits every decode may make, however small the image.
enum { JPEG_FREE_BLOCK_VISITS = 1 << 20 };

/// Counts each scan's blocks as it starts, and stops a decode whose scans break the budget: each scan of a
/// progressive file is a pass over the blocks of its components, and a file can declare scans without end.
static void jpeg_check_progress(j_common_ptr cinfo) {
    jpeg_decoder *decoder = decoder_of(cinfo);
    struct jpeg_decompress_struct *d = &decoder->cinfo;
    if (d->input_scan_number == decoder->counted_scan) return;
    decoder->counted_scan = d->input_scan_number;
    if (decoder->max_scans != 0 && d->input_scan_number > (int)decoder->max_scans)
        jpeg_stop(cinfo, VELLUM_CODEC_OVER_BUDGET, "it has more scans than the budget allows");
    uint64_t image_blocks = 0;
    for (int c = 0; c < d->num_components; c++)
        image_blocks += (uint64_t)d->comp_info[c].width_in_blocks * d->comp_info[c].height_in_blocks;
    for (int c = 0; c < d->comps_in_scan; c++) {
        const jpeg_component_info *component = d->cur_comp_info[c];
        decoder->blocks_visited += (uint64_t)component->width_in_blocks * component->height_in_blocks;
    }
    uint64_t allowed = image_blocks * decoder->max_scan_passes;
    if (allowed < JPEG_FREE_BLOCK_VISITS) allowed = JPEG_FREE_BLOCK_VISITS;
    if (decoder->max_scan_passes != 0 && decoder->blocks_visited > allowed)
        jpeg_stop(cinfo, VELLUM_CODEC_OVER_BUDGET, "its scans do more work than the budget allows");
}

/// `a` x `b` x `c`, saturating instead of overflowing.
static uint64_t product(uint64_t a, uint64_t b, uint64_t c) {
    if (a != 0 && b > UINT64_MAX / a) return UINT64_MAX;
    uint64_t ab = a * b;
    return c != 0 && ab > UINT64_MAX / c ? UINT64_MAX : ab * c;
}

/// Counts `bytes` against the budget, ending the decode when they break it.
static void jpeg_charge(j_common_ptr cinfo, uint64_t bytes) {
    if (!budget_take(&decoder_of(cinfo)->budget, bytes))
        jpeg_stop(cinfo, VELLUM_CODEC_OVER_BUDGET, FAILURE_MEMORY_BUDGET);
}

/// Ends the decode after one of our allocations failed: over budget, or out of memory.
static void jpeg_allocation_failed(j_common_ptr cinfo) {
    if (decoder_of(cinfo)->budget.refused)
        jpeg_stop(cinfo, VELLUM_CODEC_OVER_BUDGET, FAILURE_MEMORY_BUDGET);
    jpeg_stop(cinfo, VELLUM_CODEC_OUT_OF_MEMORY, "memory ran out");
}

// libjpeg frees its memory in whole pools, when the decode ends, so what is charged stays held.

static void *jpeg_counted_small(j_common_ptr cinfo, int pool, size_t bytes) {
    jpeg_charge(cinfo, bytes);
    return decoder_of(cinfo)->library_memory.alloc_small(cinfo, pool, bytes);
}

static void *jpeg_counted_large(j_common_ptr cinfo, int pool, size_t bytes) {
    jpeg_charge(cinfo, bytes);
    return decoder_of(cinfo)->library_memory.alloc_large(cinfo, pool, bytes);
}

static JSAMPARRAY jpeg_counted_sarray(j_common_ptr cinfo, int pool, JDIMENSION samples, JDIMENSION rows) {
    jpeg_charge(cinfo, product(rows, (uint64_t)samples * sizeof(JSAMPLE) + sizeof(JSAMPROW), 1));
    return decoder_of(cinfo)->library_memory.alloc_sarray(cinfo, pool, samples, rows);
}

static JBLOCKARRAY jpeg_counted_barray(j_common_ptr cinfo, int pool, JDIMENSION blocks, JDIMENSION rows) {
    jpeg_charge(cinfo, product(rows, (uint64_t)blocks * sizeof(JBLOCK) + sizeof(JBLOCKROW), 1));
    return decoder_of(cinfo)->library_memory.alloc_barray(cinfo, pool, blocks, rows);
}

// Virtual arrays are made whole in memory (there is no backing store), so they are charged when requested,
// before libjpeg allocates them.

static jvirt_sarray_ptr jpeg_counted_virtual_sarray(j_common_ptr cinfo, int pool, boolean pre_zero,
                                                    JDIMENSION samples, JDIMENSION rows, JDIMENSION access) {
    jpeg_charge(cinfo, product(samples, rows, sizeof(JSAMPLE)));
    return decoder_of(cinfo)->library_memory.request_virt_sarray(cinfo, pool, pre_zero, samples, rows, access);
}

static jvirt_barray_ptr jpeg_counted_virtual_barray(j_common_ptr cinfo, int pool, boolean pre_zero,
                                                    JDIMENSION blocks, JDIMENSION rows, JDIMENSION access) {
    jpeg_charge(cinfo, product(blocks, rows, sizeof(JBLOCK)));
    return decoder_of(cinfo)->library_memory.request_virt_barray(cinfo, pool, pre_zero, blocks, rows, access);
}

/// A decoder whose error, progress and memory handling are ours; NULL when out of memory. The caller must
/// setjmp on `error.jump` and then call `jpeg_start`.
static jpeg_decoder *jpeg_decoder_alloc(const vellum_decode_limits *limits) {
    jpeg_decoder *decoder = calloc(1, sizeof *decoder);
    if (decoder == NULL) return NULL;
    decoder->cinfo.err = jpeg_std_error(&decoder->error.pub);
    decoder->cinfo.client_data = decoder;
    decoder->error.pub.error_exit = jpeg_fail;
    decoder->error.pub.output_message = jpeg_print_nothing;
    decoder->progress.progress_monitor = jpeg_check_progress;
    decoder->budget.limit = limits != NULL ? limits->max_bytes : 0;
    decoder->max_scans = limits != NULL ? limits->max_scans : 0;
    decoder->max_scan_passes = limits != NULL ? limits->max_scan_passes : 0;
    decoder->status = VELLUM_CODEC_CORRUPT;
    return decoder;
}

/// Frees the decoder and everything it holds, reporting what it cost.
static void jpeg_decoder_free(jpeg_decoder *decoder, vellum_decode_report *report) {
    if (report != NULL) {
        report->peak_bytes = decoder->budget.peak;
        report->scans = decoder->cinfo.input_scan_number > 0 ? (uint32_t)decoder->cinfo.input_scan_number : 0;
        report->blocks_visited = decoder->blocks_visited;
    }
    jpeg_destroy_decompress(&decoder->cinfo);
    downsampler_free(&decoder->sampler, &decoder->budget);
    budget_free(&decoder->budget, decoder->pixels, decoder->pixels_bytes);
    budget_free(&decoder->budget, decoder->row, decoder->row_bytes);
    free(decoder);
}

/// The status of a failed decode, its phrase in `report`.
static vellum_codec_status jpeg_failed(jpeg_decoder *decoder, vellum_decode_report *report) {
    vellum_codec_status status = decoder->status;
    const char *failure = decoder->failure;
    if (decoder->error.pub.msg_code == JERR_OUT_OF_MEMORY && failure == NULL) {
        status = VELLUM_CODEC_OUT_OF_MEMORY;
        failure = "memory ran out";
    }
    if (report != NULL) report->failure = failure != NULL ? failure : FAILURE_CORRUPT;
    jpeg_decoder_free(decoder, report);
    return status;
}

/// Whether `data` starts with a JPEG start-of-image marker.
static int jpeg_has_signature(const uint8_t *data, size_t size) {
    return data != NULL && size >= 3 && data[0] == 0xFF && data[1] == 0xD8 && data[2] == 0xFF;
}

/// Creates the decompressor, wraps its memory manager and reads the header; errors longjmp.
static void jpeg_start(jpeg_decoder *decoder, const uint8_t *data, size_t size) {
    struct jpeg_decompress_struct *cinfo = &decoder->cinfo;
    jpeg_create_decompress(cinfo);
    struct jpeg_memory_mgr *memory = cinfo->mem;
    decoder->library_memory = *memory;
    memory->alloc_small = jpeg_counted_small;
    memory->alloc_large = jpeg_counted_large;
    memory->alloc_sarray = jpeg_counted_sarray;
    memory->alloc_barray = jpeg_counted_barray;
    memory->request_virt_sarray = jpeg_counted_virtual_sarray;
    memory->request_virt_barray = jpeg_counted_virtual_barray;
    cinfo->progress = &decoder->progress;
    jpeg_mem_src(cinfo, data, (unsigned long)size);
    jpeg_read_header(cinfo, TRUE);
}

vellum_codec_status vellum_jpeg_read_info(const uint8_t *data, size_t size, vellum_image_info *info,
                                          vellum_decode_report *report) {
    if (report != NULL) memset(report, 0, sizeof *report);
    if (info == NULL || data == NULL) return VELLUM_CODEC_INVALID_ARGUMENT;
    memset(info, 0, sizeof *info);
    if (!jpeg_has_signature(data, size) || size > (unsigned long)-1) return VELLUM_CODEC_CORRUPT;
    jpeg_decoder *decoder = jpeg_decoder_alloc(NULL);
    if (decoder == NULL) return VELLUM_CODEC_OUT_OF_MEMORY;
    if (setjmp(decoder->error.jump)) {
        memset(info, 0, sizeof *info);
        return jpeg_failed(decoder, report);
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
    jpeg_decoder_free(decoder, report);
    return VELLUM_CODEC_OK;
}

/// Turns a row of CMYK samples into R, G, B, 255. Adobe writes CMYK inverted (0 = full ink); plain CMYK
/// files store ink amounts.
static void cmyk_to_rgb(uint8_t *p, size_t bytes, int inverted) {
    for (size_t i = 0; i < bytes; i += 4) {
        unsigned c = p[i], m = p[i + 1], y = p[i + 2], k = p[i + 3];
        if (!inverted) c = 255 - c, m = 255 - m, y = 255 - y, k = 255 - k;
        p[i] = (uint8_t)((c * k + 127) / 255);
        p[i + 1] = (uint8_t)((m * k + 127) / 255);
        p[i + 2] = (uint8_t)((y * k + 127) / 255);
        p[i + 3] = 255;
    }
}

/// Sets the DCT scaling to the smallest of 1/8 … 8/8 whose output covers `width` x `height`.
static void jpeg_choose_scale(struct jpeg_decompress_struct *cinfo, uint32_t width, uint32_t height) {
    cinfo->scale_denom = 8;
    for (unsigned numerator = 1; numerator <= 8; numerator++) {
        cinfo->scale_num = numerator;
        jpeg_calc_output_dimensions(cinfo);
        if (cinfo->output_width >= width && cinfo->output_height >= height) return;
    }
}

/// Reads one scanline into `row`; errors longjmp. A memory source never suspends, so no progress means
/// something is badly wrong.
static void jpeg_read_row(struct jpeg_decompress_struct *cinfo, uint8_t *row) {
    JSAMPROW rows[1] = {row};
    if (jpeg_read_scanlines(cinfo, rows, 1) != 1) cinfo->err->error_exit((j_common_ptr)cinfo);
}

vellum_codec_status vellum_jpeg_decode(const uint8_t *data, size_t size, const vellum_decode_limits *limits,
                                       uint32_t width, uint32_t height, vellum_pixels *out,
                                       vellum_decode_report *report) {
    if (report != NULL) memset(report, 0, sizeof *report);
    if (out == NULL || data == NULL) return VELLUM_CODEC_INVALID_ARGUMENT;
    memset(out, 0, sizeof *out);
    if (!jpeg_has_signature(data, size) || size > (unsigned long)-1) return VELLUM_CODEC_CORRUPT;
    jpeg_decoder *decoder = jpeg_decoder_alloc(limits);
    if (decoder == NULL) return VELLUM_CODEC_OUT_OF_MEMORY;
    if (setjmp(decoder->error.jump)) {
        memset(out, 0, sizeof *out);
        return jpeg_failed(decoder, report);
    }
    jpeg_start(decoder, data, size);
    struct jpeg_decompress_struct *cinfo = &decoder->cinfo;
    j_common_ptr common = (j_common_ptr)cinfo;

    // Limits first: jpeg_start_decompress allocates whole-image buffers for progressive files.
    if (exceeds_limits(limits, cinfo->image_width, cinfo->image_height))
        jpeg_stop(common, VELLUM_CODEC_TOO_LARGE, FAILURE_TOO_LARGE);
    if (cinfo->data_precision != 8)
        jpeg_stop(common, VELLUM_CODEC_UNSUPPORTED, "its sample precision is not supported");
    int cmyk = 0, channels = 4;
    switch (cinfo->jpeg_color_space) {
    case JCS_GRAYSCALE:
        cinfo->out_color_space = JCS_GRAYSCALE;
        channels = 1;
        break;
    case JCS_CMYK:
    case JCS_YCCK:
        cinfo->out_color_space = JCS_CMYK; // libjpeg turns YCCK into CMYK; CMYK to RGB is done here.
        cmyk = 1;
        break;
    default:
        cinfo->out_color_space = JCS_EXT_RGBX; // libjpeg-turbo fills the fourth byte with 255.
        break;
    }
    int reduce = reduced_size(cinfo->image_width, cinfo->image_height, &width, &height);
    if (reduce) jpeg_choose_scale(cinfo, width, height);
    jpeg_start_decompress(cinfo);

    uint32_t scaled_width = cinfo->output_width, scaled_height = cinfo->output_height;
    if (cinfo->output_components != channels || scaled_width == 0 || scaled_height == 0)
        jpeg_stop(common, VELLUM_CODEC_UNSUPPORTED, "its colour space is not supported");
    size_t row_bytes = (size_t)scaled_width * (size_t)channels;
    if (checked_image_size(row_bytes, scaled_height) == 0)
        jpeg_stop(common, VELLUM_CODEC_TOO_LARGE, FAILURE_TOO_LARGE);
    int saw_adobe = cinfo->saw_Adobe_marker;
    if (scaled_width == width && scaled_height == height) {
        decoder->pixels_bytes = row_bytes * scaled_height;
        decoder->pixels = budget_alloc(&decoder->budget, decoder->pixels_bytes);
        if (decoder->pixels == NULL) jpeg_allocation_failed(common);
        while (cinfo->output_scanline < scaled_height)
            jpeg_read_row(cinfo, decoder->pixels + (size_t)cinfo->output_scanline * row_bytes);
        if (cmyk) cmyk_to_rgb(decoder->pixels, decoder->pixels_bytes, saw_adobe);
        out->data = decoder->pixels;
        out->size = decoder->pixels_bytes;
        decoder->pixels = NULL;
    } else {
        // The DCT scaled as far as it could: average the rest of the way, a row at a time.
        decoder->row_bytes = row_bytes;
        decoder->row = budget_alloc(&decoder->budget, row_bytes);
        if (decoder->row == NULL || !downsampler_init(&decoder->sampler, &decoder->budget, scaled_width,
                                                      scaled_height, width, height, channels, 0, 1))
            jpeg_allocation_failed(common);
        while (cinfo->output_scanline < scaled_height) {
            uint32_t y = cinfo->output_scanline;
            jpeg_read_row(cinfo, decoder->row);
            if (cmyk) cmyk_to_rgb(decoder->row, row_bytes, saw_adobe);
            downsampler_add(&decoder->sampler, y, decoder->row, 0, 1, scaled_width);
        }
        downsampler_finish(&decoder->sampler);
        out->data = decoder->sampler.pixels;
        out->size = decoder->sampler.pixels_bytes;
        decoder->sampler.pixels = NULL;
    }
    // jpeg_finish_decompress would read on to the end-of-image marker; the pixels are all here already.
    out->bytes_per_row = (size_t)width * (size_t)channels;
    out->width = width;
    out->height = height;
    out->channels = channels;
    jpeg_decoder_free(decoder, report);
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
                                       size_t bytes_per_row, int channels, int quality, int progressive,
                                       vellum_buffer *out) {
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
    if (progressive) jpeg_simple_progression(cinfo);
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
