# lit configuration for the ts compiler's IR and tool tests.
#
# Tools come from TS_TOOLS_DIR (default: target/debug of this repo);
# FileCheck, not and count from LLVM 22.
import os

import lit.formats

config.name = "ts"
config.test_format = lit.formats.ShTest(execute_external=True)
config.suffixes = [".mlir", ".py"]
config.test_source_root = os.path.dirname(__file__)
config.excludes = ["conformance", "Inputs", "lit.cfg.py", "codegen.json"]

repo_root = os.path.dirname(config.test_source_root)
tools_dir = os.environ.get("TS_TOOLS_DIR", os.path.join(repo_root, "target", "debug"))
llvm_bin = "/usr/lib/llvm-22/bin"
config.environment["PATH"] = os.pathsep.join([tools_dir, llvm_bin, os.environ.get("PATH", "")])
config.substitutions.append(("%inputs", os.path.join(config.test_source_root, "Inputs")))
# The runtime library ahead-of-time objects link against, and what it needs.
config.substitutions.append(("%ts_rt_lib", os.path.join(tools_dir, "libts_rt.a")))
config.substitutions.append(("%ts_rt_deps", "-lgcc_s -lutil -lrt -lpthread -lm -ldl"))
