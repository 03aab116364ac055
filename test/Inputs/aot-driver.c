/* Calls the ahead-of-time compiled `f(n: int) -> int` of
 * tools/tsc/aot-runtime.py: the entry's C interface takes the int and a
 * 0-d memref for the result. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

typedef struct {
  int64_t *allocated, *aligned;
  int64_t offset;
} MemRef0D;

void _mlir_ciface_f(int64_t n, MemRef0D *out);
void ts_rt_arena_reset(void);

int main(int argc, char **argv) {
  int64_t result = 0;
  MemRef0D out = {&result, &result, 0};
  _mlir_ciface_f(argc > 1 ? atoll(argv[1]) : 0, &out);
  printf("f = %lld\n", (long long)result);
  ts_rt_arena_reset(); /* frees the lists and strings the call made */
  return 0;
}
