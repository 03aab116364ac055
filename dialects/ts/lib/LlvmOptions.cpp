//===- LlvmOptions.cpp - LLVM's command-line options, with their errors ---===//
//
// LLVM keeps its code generation options (`-mllvm` in clang) in process
// globals. The C API's LLVMParseCommandLineOptions drops what the parser
// says about an option it does not know; this returns it.
//
//===----------------------------------------------------------------------===//

#include "mlir-c/Support.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/raw_ostream.h"

#include <string>

extern "C" {

/// Parses `argv` (argv[0] is a program name) into LLVM's options. On
/// failure, `onError` receives the parser's message.
bool tsParseLlvmOptions(int argc, const char *const *argv,
                        MlirStringCallback onError, void *userData) {
  std::string message;
  llvm::raw_string_ostream errors(message);
  bool ok = llvm::cl::ParseCommandLineOptions(argc, argv, "", &errors);
  errors.flush();
  if (!ok)
    onError(MlirStringRef{message.data(), message.size()}, userData);
  return ok;
}

} // extern "C"
