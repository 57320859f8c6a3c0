#include "allocator.h"

#include <mimalloc.h>
#include <stdint.h>
#include <stdlib.h>
#include <sys/mman.h>

/// mimalloc's segments: 32 MiB, aligned to their size (mimalloc 2.x).
static const uintptr_t segment_size = 32 * 1024 * 1024;

void podspec_use_large_heap_pages(void) {
    // Segments mapped from now on: what `MIMALLOC_LARGE_OS_PAGES=1` asks for.
    mi_option_enable(mi_option_large_os_pages);
    // The segment already mapped (the C++ runtime's initialiser allocates before this one runs): advised
    // here. Were the layout ever different, the advice would fail or fall on other anonymous memory, which
    // changes how it is paged, never what it holds.
    void *probe = malloc(1);
    madvise((void *)((uintptr_t)probe & ~(segment_size - 1)), segment_size, MADV_HUGEPAGE);
    free(probe);
}

/// Runs before the Swift runtime's and libraries' own initialisers (priority 65535), which allocate.
__attribute__((constructor(101))) static void use_large_heap_pages_at_start(void) { podspec_use_large_heap_pages(); }
