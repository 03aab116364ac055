#!/usr/bin/env bash
# Runs a benchmark from bench/ (default: all): builds tsc in release and
# keeps numpy (the reference) in a private venv under target/.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh
cargo build --release --locked -p tsc
venv=target/bench-venv
if [ ! -x "$venv/bin/python" ]; then
  python3 -m venv "$venv"
fi
"$venv/bin/python" -c "import numpy" 2>/dev/null || "$venv/bin/pip" install -q numpy
names=("$@")
if [ ${#names[@]} -eq 0 ]; then names=(mlp lstm matmul conv); fi
for name in "${names[@]}"; do
  "$venv/bin/python" "bench/$name.py"
done
