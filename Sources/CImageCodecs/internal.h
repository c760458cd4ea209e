// What the PNG and JPEG codecs share: the byte budget every decode allocates through, the reducer that
// averages rows down to a smaller size, and buffer helpers. Not part of the module's interface.
#pragma once
#include "codecs.h"

// Failures both codecs report (`vellum_decode_report.failure`).
#define FAILURE_CORRUPT "the data is corrupt or truncated"
#define FAILURE_TOO_LARGE "the image is larger than the limit"
#define FAILURE_MEMORY_BUDGET "decoding it needs more memory than the budget allows"

/// The bytes one decode holds, counted against its limit.
typedef struct decode_budget {
    /// The most bytes that may be held at once; 0 for no limit.
    uint64_t limit;
    /// The bytes held now.
    uint64_t held;
    /// The most bytes held at any time.
    uint64_t peak;
    /// Set when a request was refused for breaking the limit.
    int refused;
} decode_budget;

/// Counts `bytes` as held; 0 (and `refused` set) when that would break the limit.
int budget_take(decode_budget *budget, uint64_t bytes);

/// Counts `bytes` as given back.
void budget_release(decode_budget *budget, uint64_t bytes);

/// malloc counted against the budget; NULL when refused or out of memory.
void *budget_alloc(decode_budget *budget, size_t bytes);

/// Frees what `budget_alloc` returned for `bytes`. NULL is ignored.
void budget_free(decode_budget *budget, void *pointer, size_t bytes);

/// Whether `width` x `height` breaks one of `limits` (NULL, or 0 fields, mean no limit).
int exceeds_limits(const vellum_decode_limits *limits, uint32_t width, uint32_t height);

/// Bytes for `height` rows of `row_bytes`, or 0 when that overflows a size_t.
size_t checked_image_size(size_t row_bytes, uint32_t height);

/// Makes room for `extra` more bytes after `buffer->size`, doubling the capacity; 0 when out of memory.
int buffer_reserve(vellum_buffer *buffer, size_t extra);

/// Frees a buffer's memory and empties it.
void buffer_reset(vellum_buffer *buffer);

/// Validates an encoder's input; returns the minimum bytes per row, or 0 when invalid.
size_t encode_row_bytes(const uint8_t *pixels, uint32_t width, uint32_t height, size_t bytes_per_row,
                        int channels);

/// The output size of a decode of a `source_width` x `source_height` image asked for `*width` x `*height`
/// (0 x 0 for whole): each side clamped to the source's. Returns whether the result is smaller than the source.
int reduced_size(uint32_t source_width, uint32_t source_height, uint32_t *width, uint32_t *height);

/// Averages source rows down to a smaller image. Each source pixel falls in exactly one output pixel (column
/// `x * width / source_width`, row likewise), and each output pixel is the mean of the pixels that fall in it;
/// with alpha, colours are weighted by it, so transparent pixels lend no colour.
typedef struct downsampler {
    uint32_t source_width, source_height, width, height;
    int channels;
    /// Whether the last channel is alpha.
    int has_alpha;
    /// Whether rows come in order, each whole and once: one row of sums then suffices, else one per output row.
    int in_order;
    /// 64-bit sums per output sample, for one output row (in order) or all of them.
    uint64_t *sums;
    size_t sums_bytes;
    /// The output column of each source column.
    uint32_t *column;
    size_t column_bytes;
    /// The first source column of each output column, and one past the last: `width + 1` entries.
    uint32_t *column_start;
    size_t column_start_bytes;
    /// In order: the output row being summed.
    uint32_t pending_row;
    /// The output: `width` x `height` x `channels` bytes, rows packed.
    uint8_t *pixels;
    size_t pixels_bytes;
} downsampler;

/// Prepares `sampler` (zeroed by the caller) and allocates through `budget`; 0 when refused or out of memory.
int downsampler_init(downsampler *sampler, decode_budget *budget, uint32_t source_width, uint32_t source_height,
                     uint32_t width, uint32_t height, int channels, int has_alpha, int in_order);

/// Adds `count` pixels of source row `y`, packed in `row`, that lie at columns `first_x`, `first_x + step`, …
void downsampler_add(downsampler *sampler, uint32_t y, const uint8_t *row, uint32_t first_x, uint32_t step,
                     uint32_t count);

/// Writes the output rows not yet written; the output is then complete in `pixels`.
void downsampler_finish(downsampler *sampler);

/// Frees what the sampler holds, its output too unless taken (set to NULL) before.
void downsampler_free(downsampler *sampler, decode_budget *budget);
