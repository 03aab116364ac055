#!/usr/bin/env bash
# The main job: compile an example model from examples/ for this CPU, run
# it on its example inputs, and print the result and the timings.
# With no argument: examples/mlp; `scripts/demo.sh examples/mlp_module`
# runs the torch.nn.Module example (its weights come from a file).
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh
cargo build --release --locked -p tsc

example=${1:-examples/mlp}
echo "== $example: $(head -1 "$example/README.md" 2>/dev/null | sed 's/^# //')"
weights=()
if [[ -f "$example/weights.safetensors" ]]; then
  weights=(--weights "$example/weights.safetensors")
fi
./target/release/tsc run "$example/model.py" --args "$example/inputs.json" "${weights[@]}" \
  --expected "$example/expected.json" --repeat 1000
