// Deep recursion on segmented stacks, as Rust's `stacker` does: a walk that finds its stack nearly used up
// continues on a new segment, on the same thread, so thread-bound state (the main queue, thread-locals) holds.
#define _GNU_SOURCE
#include "stack_guard.h"

#include <pthread.h>
#include <stdlib.h>
#include <sys/mman.h>
#include <ucontext.h>
#include <unistd.h>

/// Room kept free below a frame that recurses: C libraries called from one level (text shaping, cairo) use
/// stack of their own.
static const uintptr_t red_zone = 256 * 1024;

__thread uintptr_t vellum_stack_floor;

uintptr_t vellum_stack_floor_measure(void) {
    pthread_attr_t attributes;
    void *base = NULL;
    size_t size = 0;
    if (pthread_getattr_np(pthread_self(), &attributes) == 0) {
        pthread_attr_getstack(&attributes, &base, &size);
        pthread_attr_destroy(&attributes);
    }
    uintptr_t here = (uintptr_t)__builtin_frame_address(0);
    uintptr_t low = (uintptr_t)base;
    // Unknown bounds: assume a small stack below the current frame.
    if (base == NULL || here < low || here - low < red_zone) low = here > 512 * 1024 ? here - 512 * 1024 : 0;
    vellum_stack_floor = low + red_zone;
    return vellum_stack_floor;
}

struct segment_call {
    void (*body)(void *);
    void *context;
    uintptr_t floor;
    ucontext_t caller;
};

static __thread struct segment_call *current_call;

static void segment_entry(void) {
    struct segment_call *call = current_call;
    uintptr_t saved = vellum_stack_floor;
    vellum_stack_floor = call->floor;
    call->body(call->context);
    vellum_stack_floor = saved;
}

/// A segment kept mapped after use, for the next switch on this thread: a loop over many siblings at a
/// segment's edge switches once per sibling, and should not map and unmap each time.
struct spare_segment {
    char *mapping;
    size_t size;
};

static pthread_key_t spare_key;
static pthread_once_t spare_key_once = PTHREAD_ONCE_INIT;

static void release_spare(void *value) {
    struct spare_segment *spare = value;
    munmap(spare->mapping, spare->size);
    free(spare);
}

static void make_spare_key(void) { pthread_key_create(&spare_key, release_spare); }

int vellum_run_on_new_stack(size_t size, void (*body)(void *), void *context) {
    size_t page = (size_t)sysconf(_SC_PAGESIZE);
    size = (size + page - 1) / page * page;
    pthread_once(&spare_key_once, make_spare_key);
    struct spare_segment *spare = pthread_getspecific(spare_key);
    char *mapping;
    if (spare != NULL && spare->size == size + page) {
        mapping = spare->mapping;
        pthread_setspecific(spare_key, NULL);
        free(spare);
    } else {
        mapping = mmap(NULL, size + page, PROT_READ | PROT_WRITE,
                       MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE | MAP_STACK, -1, 0);
        if (mapping == MAP_FAILED) return -1;
        // The lowest page stays unmapped for writing, so running past the segment faults instead of corrupting
        // memory.
        mprotect(mapping, page, PROT_NONE);
    }

    struct segment_call call = { body, context, (uintptr_t)mapping + page + red_zone };
    ucontext_t segment;
    getcontext(&segment);
    segment.uc_stack.ss_sp = mapping + page;
    segment.uc_stack.ss_size = size;
    segment.uc_link = &call.caller;
    makecontext(&segment, segment_entry, 0);

    struct segment_call *outer = current_call;
    current_call = &call;
    swapcontext(&call.caller, &segment);
    current_call = outer;

    // Keep this segment for the next switch when no other is kept; a nested switch may have kept one already.
    if (pthread_getspecific(spare_key) == NULL) {
        struct spare_segment *kept = malloc(sizeof *kept);
        if (kept != NULL) {
            kept->mapping = mapping;
            kept->size = size + page;
            pthread_setspecific(spare_key, kept);
            return 0;
        }
    }
    munmap(mapping, size + page);
    return 0;
}
