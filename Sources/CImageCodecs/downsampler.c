// Reduces an image as its rows arrive: a box filter whose boxes are the source pixels that map to each
// output pixel. Sums are 64-bit: a box can hold a whole 100-megapixel image's worth of 255 × 255.
#include "internal.h"

#include <string.h>

static uint64_t ceil_div(uint64_t a, uint64_t b) { return (a + b - 1) / b; }

/// How many source rows (or columns) out of `source` fall in output row `i` of `count`.
static uint64_t box_extent(uint64_t i, uint64_t source, uint64_t count) {
    return ceil_div((i + 1) * source, count) - ceil_div(i * source, count);
}

int downsampler_init(downsampler *sampler, decode_budget *budget, uint32_t source_width, uint32_t source_height,
                     uint32_t width, uint32_t height, int channels, int has_alpha, int in_order) {
    sampler->source_width = source_width;
    sampler->source_height = source_height;
    sampler->width = width;
    sampler->height = height;
    sampler->channels = channels;
    sampler->has_alpha = has_alpha;
    sampler->in_order = in_order;
    size_t samples = (size_t)width * (size_t)channels;
    size_t sum_rows = in_order ? 1 : height;
    sampler->sums_bytes = checked_image_size(samples * sizeof(uint64_t), (uint32_t)sum_rows);
    sampler->column_bytes = (size_t)source_width * sizeof(uint32_t);
    sampler->column_start_bytes = ((size_t)width + 1) * sizeof(uint32_t);
    sampler->pixels_bytes = checked_image_size(samples, height);
    if (sampler->sums_bytes == 0 || sampler->pixels_bytes == 0) return 0;
    sampler->sums = budget_alloc(budget, sampler->sums_bytes);
    sampler->column = budget_alloc(budget, sampler->column_bytes);
    sampler->column_start = budget_alloc(budget, sampler->column_start_bytes);
    sampler->pixels = budget_alloc(budget, sampler->pixels_bytes);
    if (sampler->sums == NULL || sampler->column == NULL || sampler->column_start == NULL ||
        sampler->pixels == NULL)
        return 0;
    memset(sampler->sums, 0, sampler->sums_bytes);
    for (uint32_t x = 0; x < source_width; x++) sampler->column[x] = (uint32_t)((uint64_t)x * width / source_width);
    for (uint32_t j = 0; j <= width; j++)
        sampler->column_start[j] = (uint32_t)ceil_div((uint64_t)j * source_width, width);
    return 1;
}

/// Writes output row `i` from its sums.
static void emit_row(downsampler *sampler, uint32_t i, const uint64_t *sums) {
    int channels = sampler->channels, colors = sampler->has_alpha ? channels - 1 : channels;
    uint64_t rows = box_extent(i, sampler->source_height, sampler->height);
    uint8_t *out = sampler->pixels + (size_t)i * sampler->width * channels;
    for (uint32_t j = 0; j < sampler->width; j++) {
        uint64_t count = rows * box_extent(j, sampler->source_width, sampler->width);
        const uint64_t *s = sums + (size_t)j * channels;
        uint8_t *o = out + (size_t)j * channels;
        if (sampler->has_alpha) {
            // Colours were summed times alpha: dividing by the alpha sum gives the alpha-weighted mean.
            uint64_t alpha = s[colors];
            for (int c = 0; c < colors; c++) o[c] = alpha != 0 ? (uint8_t)((s[c] + alpha / 2) / alpha) : 0;
            o[colors] = (uint8_t)((alpha + count / 2) / count);
        } else {
            for (int c = 0; c < channels; c++) o[c] = (uint8_t)((s[c] + count / 2) / count);
        }
    }
}

/// Adds `pixels` pixels at `p` to the sums `s` of one output pixel. Summing a run in locals first keeps the
/// inner loop free of memory writes; constant `channels` and `has_alpha` let the compiler specialise it.
static inline void add_run(uint64_t *s, const uint8_t *p, uint32_t pixels, const int channels, const int has_alpha) {
    uint64_t a0 = 0, a1 = 0, a2 = 0, a3 = 0;
    const int colors = has_alpha ? channels - 1 : channels;
    for (uint32_t i = 0; i < pixels; i++, p += channels) {
        uint32_t alpha = has_alpha ? p[colors] : 1;
        a0 += (uint32_t)p[0] * alpha;
        if (colors > 1) a1 += (uint32_t)p[1] * alpha;
        if (colors > 2) a2 += (uint32_t)p[2] * alpha;
        if (colors > 3) a3 += (uint32_t)p[3] * alpha;
        if (has_alpha) {
            if (colors == 1) a1 += alpha;
            else a3 += alpha;
        }
    }
    s[0] += a0;
    if (channels > 1) s[1] += a1;
    if (channels > 2) s[2] += a2;
    if (channels > 3) s[3] += a3;
}

/// Adds a whole source row, output column by output column.
static void add_whole_row(downsampler *sampler, uint64_t *sums, const uint8_t *row) {
    const uint32_t *start = sampler->column_start;
    int channels = sampler->channels;
    for (uint32_t j = 0; j < sampler->width; j++) {
        uint64_t *s = sums + (size_t)j * channels;
        const uint8_t *p = row + (size_t)start[j] * channels;
        uint32_t pixels = start[j + 1] - start[j];
        switch (channels * 2 + sampler->has_alpha) {
        case 2: add_run(s, p, pixels, 1, 0); break;
        case 4: add_run(s, p, pixels, 2, 0); break;
        case 5: add_run(s, p, pixels, 2, 1); break;
        case 6: add_run(s, p, pixels, 3, 0); break;
        case 8: add_run(s, p, pixels, 4, 0); break;
        case 9: add_run(s, p, pixels, 4, 1); break;
        default: break;
        }
    }
}

void downsampler_add(downsampler *sampler, uint32_t y, const uint8_t *row, uint32_t first_x, uint32_t step,
                     uint32_t count) {
    int channels = sampler->channels, colors = sampler->has_alpha ? channels - 1 : channels;
    uint32_t out_row = (uint32_t)((uint64_t)y * sampler->height / sampler->source_height);
    size_t samples = (size_t)sampler->width * channels;
    uint64_t *sums = sampler->sums;
    if (sampler->in_order) {
        if (out_row != sampler->pending_row) {
            emit_row(sampler, sampler->pending_row, sums);
            memset(sums, 0, samples * sizeof(uint64_t));
            sampler->pending_row = out_row;
        }
    } else {
        sums += (size_t)out_row * samples;
    }
    if (first_x == 0 && step == 1 && count == sampler->source_width) {
        add_whole_row(sampler, sums, row);
        return;
    }
    const uint32_t *column = sampler->column;
    uint32_t x = first_x;
    for (uint32_t i = 0; i < count; i++, x += step, row += channels) {
        uint64_t *s = sums + (size_t)column[x] * channels;
        if (sampler->has_alpha) {
            uint32_t alpha = row[colors];
            for (int c = 0; c < colors; c++) s[c] += (uint32_t)row[c] * alpha;
            s[colors] += alpha;
        } else {
            for (int c = 0; c < channels; c++) s[c] += row[c];
        }
    }
}

void downsampler_finish(downsampler *sampler) {
    if (sampler->in_order) {
        emit_row(sampler, sampler->pending_row, sampler->sums);
        return;
    }
    size_t samples = (size_t)sampler->width * sampler->channels;
    for (uint32_t i = 0; i < sampler->height; i++) emit_row(sampler, i, sampler->sums + (size_t)i * samples);
}

void downsampler_free(downsampler *sampler, decode_budget *budget) {
    budget_free(budget, sampler->sums, sampler->sums_bytes);
    budget_free(budget, sampler->column, sampler->column_bytes);
    budget_free(budget, sampler->column_start, sampler->column_start_bytes);
    budget_free(budget, sampler->pixels, sampler->pixels_bytes);
    sampler->sums = NULL;
    sampler->column = NULL;
    sampler->column_start = NULL;
    sampler->pixels = NULL;
}
