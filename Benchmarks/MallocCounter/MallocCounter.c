// Counts the process's heap allocations, for graft-bench's exact allocation figures: linked
// into the benchmark executable, this `malloc` takes the place of the C library's, counts, and
// hands the request to glibc's own allocator.
#include "MallocCounter.h"
#include <stdatomic.h>

#ifndef __has_feature
#define __has_feature(feature) 0
#endif

static _Atomic unsigned long long allocations;
static _Atomic unsigned long long allocatedBytes;

// NB: Under AddressSanitizer, which brings its own malloc, the counter stays out of the way: the
// benchmark is not run with a sanitizer, but CI builds every target with one.
#if !__has_feature(address_sanitizer)

extern void *__libc_malloc(size_t size);
extern void *__libc_calloc(size_t count, size_t size);
extern void *__libc_realloc(void *pointer, size_t size);
extern void *__libc_memalign(size_t alignment, size_t size);

void *malloc(size_t size) {
  atomic_fetch_add_explicit(&allocations, 1, memory_order_relaxed);
  atomic_fetch_add_explicit(&allocatedBytes, size, memory_order_relaxed);
  return __libc_malloc(size);
}

void *calloc(size_t count, size_t size) {
  atomic_fetch_add_explicit(&allocations, 1, memory_order_relaxed);
  atomic_fetch_add_explicit(&allocatedBytes, count * size, memory_order_relaxed);
  return __libc_calloc(count, size);
}

void *realloc(void *pointer, size_t size) {
  atomic_fetch_add_explicit(&allocations, 1, memory_order_relaxed);
  atomic_fetch_add_explicit(&allocatedBytes, size, memory_order_relaxed);
  return __libc_realloc(pointer, size);
}

int posix_memalign(void **result, size_t alignment, size_t size) {
  atomic_fetch_add_explicit(&allocations, 1, memory_order_relaxed);
  atomic_fetch_add_explicit(&allocatedBytes, size, memory_order_relaxed);
  void *pointer = __libc_memalign(alignment, size);
  if (pointer == 0) return 12;  // ENOMEM
  *result = pointer;
  return 0;
}

#endif

unsigned long long graft_allocation_count(void) {
  return atomic_load_explicit(&allocations, memory_order_relaxed);
}

unsigned long long graft_allocated_bytes(void) {
  return atomic_load_explicit(&allocatedBytes, memory_order_relaxed);
}
