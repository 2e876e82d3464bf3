#ifndef BMLT_FUZZ_DRIVER_H
#define BMLT_FUZZ_DRIVER_H

#include <stddef.h>
#include <stdint.h>

/// Runs libFuzzer's driver on a harness. The package manager names every executable's entry point `<Target>_main`,
/// so each harness defines that and hands over to libFuzzer here, in place of libFuzzer's own `main`
/// (whose `LLVMFuzzerTestOneInput` each harness still defines: libFuzzer's archive refers to it).
int bmlt_fuzz_main(int argc, char **argv, int (*harness)(const uint8_t *data, size_t size));

#endif
