/* The C part of the ts runtime: raising a Python exception from compiled
 * code.
 *
 * Compiled code calls ts_rt_raise(message) where a `raise`, a failed
 * `assert` or a failed runtime check happens. The host calls entries
 * through ts_rt_call_guarded, which sets a jump target; ts_rt_raise records
 * the message and jumps back there, so the call returns an error instead of
 * running on. Only compiled frames (no destructors, no Rust frames) lie
 * between the two, which is what makes longjmp sound here. Buffers the
 * interrupted call had allocated are not freed.
 *
 * Without a guard (an ahead-of-time object called directly), the message
 * is printed and the process exits with status 1. */

#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static _Thread_local jmp_buf *ts_rt_handler;
static _Thread_local char ts_rt_message[4096];

void ts_rt_raise(const char *message) {
  if (!ts_rt_handler) {
    fprintf(stderr, "%s\n", message);
    exit(1);
  }
  strncpy(ts_rt_message, message, sizeof ts_rt_message - 1);
  ts_rt_message[sizeof ts_rt_message - 1] = '\0';
  longjmp(*ts_rt_handler, 1);
}

/* ts_rt_raise of `prefix` followed by the `len` bytes at `detail` (a
 * message known only at run time). */
void ts_rt_raise_concat(const char *prefix, const char *detail, long long len) {
  char message[sizeof ts_rt_message];
  size_t n = strlen(prefix);
  if (n > sizeof message - 1) n = sizeof message - 1;
  memcpy(message, prefix, n);
  size_t room = sizeof message - 1 - n;
  size_t d = len < 0 ? 0 : (size_t)len;
  if (d > room) d = room;
  memcpy(message + n, detail, d);
  message[n + d] = '\0';
  ts_rt_raise(message);
}

/* Warning sites (their constant prefixes) that warned in the current call
 * on this thread: TorchScript shows a warning once per site and call. A
 * program has few sites, so a linear search of a growing array will do. */
static _Thread_local const char **ts_rt_warned;
static _Thread_local size_t ts_rt_warned_count, ts_rt_warned_capacity;

/* `warnings.warn`: prints `prefix` (`FILE:LINE:COL: warning: UserWarning: `)
 * and the `len` bytes at `message` to stderr, unless this site already
 * warned in this call; the call goes on. */
void ts_rt_warn(const char *prefix, const char *message, long long len) {
  for (size_t i = 0; i < ts_rt_warned_count; i++)
    if (ts_rt_warned[i] == prefix)
      return;
  if (ts_rt_warned_count == ts_rt_warned_capacity) {
    size_t capacity = ts_rt_warned_capacity ? 2 * ts_rt_warned_capacity : 16;
    const char **grown = realloc(ts_rt_warned, capacity * sizeof *grown);
    /* Without room to remember the site, it warns again next time. */
    if (grown) {
      ts_rt_warned = grown;
      ts_rt_warned_capacity = capacity;
    }
  }
  if (ts_rt_warned_count < ts_rt_warned_capacity)
    ts_rt_warned[ts_rt_warned_count++] = prefix;
  fprintf(stderr, "%s%.*s\n", prefix, (int)(len < 0 ? 0 : len), message);
}

/* The heap of compiled code: finalize-memref-to-llvm's generic allocation
 * functions, so a buffer that cannot be allocated raises PyTorch's
 * out-of-memory error instead of handing compiled code a null pointer.
 * `free` stays compatible: buffers returned in containers are freed by the
 * runtime with free(). */
void *_mlir_memref_to_llvm_alloc(long long size) {
  /* A negative size is a size computation that wrapped. */
  void *p = size < 0 ? NULL : malloc(size == 0 ? 1 : (size_t)size);
  if (!p) {
    char message[128];
    if (size < 0)
      snprintf(message, sizeof message,
               "RuntimeError: not enough memory: a tensor's size in bytes "
               "overflowed");
    else
      snprintf(message, sizeof message,
               "RuntimeError: not enough memory: you tried to allocate %lld "
               "bytes",
               size);
    ts_rt_raise(message);
  }
  return p;
}

/* The aligned variant (finalize-memref-to-llvm's use-aligned-alloc): the
 * buffer's pointer is the call's result itself, not an address rounded up
 * through integer arithmetic, so LLVM keeps its provenance (it knows the
 * buffer is distinct from the arguments, and keeps sums in registers). */
void *_mlir_memref_to_llvm_aligned_alloc(long long alignment, long long size) {
  if (size < 0 || alignment <= 0)
    return _mlir_memref_to_llvm_alloc(-1);
  /* aligned_alloc wants a size that is a multiple of the alignment. */
  long long rounded = (size + alignment - 1) / alignment * alignment;
  if (rounded < size)
    return _mlir_memref_to_llvm_alloc(-1);
  void *p = aligned_alloc((size_t)alignment, rounded == 0 ? (size_t)alignment : (size_t)rounded);
  if (!p)
    return _mlir_memref_to_llvm_alloc(-1);
  return p;
}

void _mlir_memref_to_llvm_free(void *p) { free(p); }

/* Calls fn(args); returns 0, or 1 if the call raised (see
 * ts_rt_last_error). Guards nest. */
int ts_rt_call_guarded(void (*fn)(void **), void **args) {
  jmp_buf buf;
  jmp_buf *volatile previous = ts_rt_handler;
  /* A new call from the host: its warnings show again. */
  if (!previous)
    ts_rt_warned_count = 0;
  ts_rt_handler = &buf;
  if (setjmp(buf) == 0) {
    fn(args);
    ts_rt_handler = previous;
    return 0;
  }
  ts_rt_handler = previous;
  return 1;
}

/* The message of the last raise on this thread. */
const char *ts_rt_last_error(void) { return ts_rt_message; }
