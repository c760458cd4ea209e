#ifndef VELLUM_STACK_GUARD_H
#define VELLUM_STACK_GUARD_H

#include <stddef.h>
#include <stdint.h>

/// The lowest address this thread's current stack may grow to before deep recursion must move to a new
/// segment; 0 until the thread first asks.
extern __thread uintptr_t vellum_stack_floor;

/// Measures the calling thread's stack and sets `vellum_stack_floor`, returning it.
uintptr_t vellum_stack_floor_measure(void);

/// Whether the calling thread's stack has less than the red zone left below the caller's frame.
static inline int vellum_stack_is_low(void) {
    uintptr_t floor = vellum_stack_floor;
    if (floor == 0) floor = vellum_stack_floor_measure();
    return (uintptr_t)__builtin_frame_address(0) < floor;
}

/// Runs `body(context)` on a fresh stack segment of `size` bytes (plus a guard page), on the calling thread,
/// and returns when it does. Returns 0, or -1 when no segment could be mapped (then `body` did not run).
int vellum_run_on_new_stack(size_t size, void (*body)(void *), void *context);

#endif
