// Which CPUs threads run on (Linux's affinity calls have no Swift import without _GNU_SOURCE).
#ifndef PODSPEC_CPUS_H
#define PODSPEC_CPUS_H

#include <pthread.h>

/// A set of CPUs, laid out as the kernel's `cpu_set_t` (1,024 CPUs).
typedef struct {
    unsigned long bits[1024 / (8 * sizeof(unsigned long))];
} podspec_cpus;

/// Fills `cpus` with the CPUs the calling thread may run on and returns the one it runs on now, or -1 (with
/// `cpus` empty) where the system cannot tell.
int podspec_current_cpus(podspec_cpus *_Nonnull cpus);

/// The CPU `nth` places after `cpu` among `cpus`, cycling (`cpu` itself for 0), or -1 when `cpus` does not hold
/// `cpu`.
int podspec_cpu_after(const podspec_cpus *_Nonnull cpus, int cpu, unsigned nth);

/// Sets `attributes` so the thread they start runs on `cpu` alone. Returns 0, or -1 when they refuse it.
int podspec_pin_attributes(pthread_attr_t *_Nonnull attributes, int cpu);

/// Lets the calling thread run on `cpu` alone. Returns 0, or -1 with `errno` set.
int podspec_pin_calling_thread(int cpu);

/// Lets the calling thread run on any CPU of `cpus`. Returns 0, or -1 with `errno` set.
int podspec_allow_cpus(const podspec_cpus *_Nonnull cpus);

#endif
