#!/usr/bin/env bash
# The whole test suite: cargo tests (unit, integration, conformance) and
# the lit suite over ts-opt and tsc. `.ci/run` calls exactly this.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh

export PATH="/usr/lib/llvm-22/bin:$PATH"
# One build of everything; tests reuse it.
cargo build --workspace --locked
cargo test --workspace --locked -- --show-output

echo "== lit suite"
lit -sv test
