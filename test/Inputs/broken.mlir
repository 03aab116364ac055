func.func @f(%a: !ts.tensor) -> !ts.tensor {
  %0 = ts.relu %a : !ts.tensor -> !ts.tensor
  return %0 : !ts.tensor
  this is not IR
}
