// The byte budget, size arithmetic and buffers the codecs share.
#include "internal.h"

#include <stdlib.h>

int budget_take(decode_budget *budget, uint64_t bytes) {
    if (budget->limit != 0 && (bytes > budget->limit || budget->held > budget->limit - bytes)) {
        budget->refused = 1;
        return 0;
    }
    budget->held += bytes;
    if (budget->held > budget->peak) budget->peak = budget->held;
    return 1;
}

void budget_release(decode_budget *budget, uint64_t bytes) {
    budget->held = bytes < budget->held ? budget->held - bytes : 0;
}

void *budget_alloc(decode_budget *budget, size_t bytes) {
    if (!budget_take(budget, bytes)) return NULL;
    void *pointer = malloc(bytes);
    if (pointer == NULL) budget_release(budget, bytes);
    return pointer;
}

void budget_free(decode_budget *budget, void *pointer, size_t bytes) {
    if (pointer == NULL) return;
    free(pointer);
    budget_release(budget, bytes);
}

int exceeds_limits(const vellum_decode_limits *limits, uint32_t width, uint32_t height) {
    if (limits == NULL) return 0;
    if (limits->max_width != 0 && width > limits->max_width) return 1;
    if (limits->max_height != 0 && height > limits->max_height) return 1;
    if (limits->max_pixels != 0 && (uint64_t)width * (uint64_t)height > limits->max_pixels) return 1;
    return 0;
}

size_t checked_image_size(size_t row_bytes, uint32_t height) {
    if (row_bytes == 0 || height == 0 || (size_t)height > SIZE_MAX / row_bytes) return 0;
    return row_bytes * (size_t)height;
}

int buffer_reserve(vellum_buffer *buffer, size_t extra) {
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

void buffer_reset(vellum_buffer *buffer) {
    free(buffer->data);
    buffer->data = NULL;
    buffer->size = 0;
    buffer->capacity = 0;
}

size_t encode_row_bytes(const uint8_t *pixels, uint32_t width, uint32_t height, size_t bytes_per_row,
                        int channels) {
    if (pixels == NULL || width == 0 || height == 0 || width > 0x7FFFFFFFu || height > 0x7FFFFFFFu) return 0;
    size_t row = (size_t)width * (size_t)channels;
    if (bytes_per_row < row || checked_image_size(bytes_per_row, height) == 0) return 0;
    return row;
}

int reduced_size(uint32_t source_width, uint32_t source_height, uint32_t *width, uint32_t *height) {
    if (*width == 0 || *width > source_width) *width = source_width;
    if (*height == 0 || *height > source_height) *height = source_height;
    return *width < source_width || *height < source_height;
}

void vellum_codec_free(void *pointer) { free(pointer); }
