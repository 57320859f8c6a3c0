#define _GNU_SOURCE
#include "cpus.h"

#include <errno.h>
#include <sched.h>
#include <string.h>

_Static_assert(sizeof(podspec_cpus) == sizeof(cpu_set_t), "podspec_cpus is laid out as cpu_set_t");

int podspec_current_cpus(podspec_cpus *cpus) {
    memset(cpus, 0, sizeof *cpus);
#if defined(__linux__)
    cpu_set_t set;
    int current = sched_getcpu();
    if (current < 0 || sched_getaffinity(0, sizeof set, &set) != 0) return -1;
    memcpy(cpus, &set, sizeof set);
    return current;
#else
    return -1;
#endif
}

int podspec_cpu_after(const podspec_cpus *cpus, int cpu, unsigned nth) {
#if defined(__linux__)
    cpu_set_t set;
    memcpy(&set, cpus, sizeof set);
    if (cpu < 0 || cpu >= CPU_SETSIZE || !CPU_ISSET(cpu, &set)) return -1;
    unsigned steps = nth % (unsigned)CPU_COUNT(&set);
    while (steps > 0) {
        cpu = (cpu + 1) % CPU_SETSIZE;
        if (CPU_ISSET(cpu, &set)) steps--;
    }
    return cpu;
#else
    (void)cpus;
    (void)cpu;
    (void)nth;
    return -1;
#endif
}

#if defined(__linux__)
/// `cpu` alone as a set, for the calls below.
static cpu_set_t only(int cpu) {
    cpu_set_t set;
    CPU_ZERO(&set);
    CPU_SET(cpu, &set);
    return set;
}

/// Sets the calling thread's CPUs to `set`, with `errno` set on failure.
static int allow(const cpu_set_t *set) {
    int status = pthread_setaffinity_np(pthread_self(), sizeof *set, set);
    if (status == 0) return 0;
    errno = status;
    return -1;
}
#endif

int podspec_pin_attributes(pthread_attr_t *attributes, int cpu) {
#if defined(__linux__)
    cpu_set_t set = only(cpu);
    return pthread_attr_setaffinity_np(attributes, sizeof set, &set) == 0 ? 0 : -1;
#else
    (void)attributes;
    (void)cpu;
    return -1;
#endif
}

int podspec_pin_calling_thread(int cpu) {
#if defined(__linux__)
    cpu_set_t set = only(cpu);
    return allow(&set);
#else
    (void)cpu;
    errno = ENOSYS;
    return -1;
#endif
}

int podspec_allow_cpus(const podspec_cpus *cpus) {
#if defined(__linux__)
    cpu_set_t set;
    memcpy(&set, cpus, sizeof set);
    return allow(&set);
#else
    (void)cpus;
    errno = ENOSYS;
    return -1;
#endif
}
