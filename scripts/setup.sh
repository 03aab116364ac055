#!/usr/bin/env bash
# Installs what the build and the tests need on Debian 12, idempotently:
# LLVM/MLIR 22 (libraries, tools, lit, FileCheck), libclang for bindgen,
# and the -dev libraries LLVM's static archives link against.
set -euo pipefail

packages=(
  llvm-22-dev libmlir-22-dev mlir-22-tools llvm-22-tools
  clang-22 libclang-22-dev libpolly-22-dev
  libzstd-dev libz3-dev libxml2-dev zlib1g-dev
)

missing=()
for p in "${packages[@]}"; do
  if ! dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed"; then
    missing+=("$p")
  fi
done

if ((${#missing[@]})); then
  echo "setup: installing ${missing[*]}"
  sudo_cmd=()
  if [ "$(id -u)" -ne 0 ]; then sudo_cmd=(sudo); fi
  "${sudo_cmd[@]}" apt-get update -qq
  DEBIAN_FRONTEND=noninteractive "${sudo_cmd[@]}" apt-get install -y -qq "${missing[@]}" >/dev/null
fi

# lit and FileCheck come with llvm-22-tools; fail early and clearly if not.
for tool in lit FileCheck not mlir-tblgen; do
  if [ ! -x "/usr/lib/llvm-22/bin/$tool" ]; then
    echo "setup: /usr/lib/llvm-22/bin/$tool is missing" >&2
    exit 1
  fi
done
