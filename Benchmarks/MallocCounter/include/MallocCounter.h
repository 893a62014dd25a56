#ifndef GRAFT_MALLOC_COUNTER_H
#define GRAFT_MALLOC_COUNTER_H
#include <stddef.h>

/// The number of heap allocations (malloc, calloc, realloc, posix_memalign) the process has
/// made so far.
unsigned long long graft_allocation_count(void);

/// The bytes those allocations asked for, in all (a realloc counts its new size).
unsigned long long graft_allocated_bytes(void);

#endif
