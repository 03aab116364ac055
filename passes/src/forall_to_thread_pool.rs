//! `ts-forall-to-thread-pool`: parallel loops run on the runtime's threads.
//!
//! Each outermost `scf.forall` on buffers (what bufferization makes of the
//! parallel tiles `ts-vectorize-contractions` and `ts-parallelize-loops`
//! write) becomes
//! one call `ts_rt_parallel_for(@body, context, count)`: its body is
//! outlined into `@body(context, begin, end)`, a loop over `begin..end` of
//! the forall's linearized iteration space, and the values the body reads
//! from outside travel in `context`, a stack struct the caller fills
//! (buffers as their LLVM descriptors, cast back on the other side; the
//! casts meet and cancel once memrefs are lowered). Constants are cloned
//! into the body rather than passed, so they stay constants there.
//!
//! The pass runs right after bufferization: later passes (hoisting
//! allocations out of loops, deallocation) then see the body as an
//! ordinary serial function, so no temporary is shared between threads.
//! A forall the pass leaves alone (one that calls a function, which could
//! raise and `longjmp` across the pool's frames, or reads a value it
//! cannot pass) runs serially (`scf-forall-to-for`, next in the pipeline).

use crate::ir::{
    clone_before, collect_ops, enclosing, erase, is_inside, move_after, move_before, op_name,
    op_ref, replace_all_uses, set_operand, top_level_symbol, uses, value_ref,
};
use melior::ir::{
    attribute::DenseI64ArrayAttribute,
    block::BlockLike,
    operation::OperationLike,
    r#type::{MemRefType, ShapedTypeLike},
    BlockRef, OperationRef, RegionLike, Type, TypeLike, Value, ValueLike,
};
use melior::Context;
use std::fmt::Write;
use ts_dialect::DYNAMIC;
use ts_dialect::{BlockPositions, OpPositions};

crate::pass_definition::define_pass!(
    create_forall_to_thread_pool_pass,
    run,
    "ts-forall-to-thread-pool",
    "Run each outermost scf.forall on buffers on the runtime's thread pool (its body outlined)",
    "builtin.module"
);

/// The runtime function (`lib/rt/src/thread_pool.rs`).
const PARALLEL_FOR: &str = "ts_rt_parallel_for";
/// The C signature of an outlined body, as a `func` type.
const BODY_TYPE: &str = "(!llvm.ptr, index, index) -> ()";

fn run(ctx: &Context, module: OperationRef) -> Result<(), ()> {
    // Outermost ones only, decided before any is outlined (a nested one
    // moves with its parent's body and runs serially there).
    let outermost: Vec<_> = collect_ops(module, |n| n == "scf.forall")
        .into_iter()
        .filter(|&raw| {
            // SAFETY: nothing has been rewritten yet.
            let forall = unsafe { op_ref(raw) };
            enclosing(forall, "scf.forall").is_none()
        })
        .collect();
    let mut outlined = 0;
    for raw in outermost {
        // SAFETY: outermost foralls are disjoint; each is erased only after
        // being outlined, and none is visited twice.
        let forall = unsafe { op_ref(raw) };
        let Some(plan) = Plan::of(forall) else {
            continue;
        };
        let mut name = String::new();
        while name.is_empty() || top_level_symbol(module, &name).is_some() {
            name = format!("{}_parallel{outlined}", plan.function_name);
            outlined += 1;
        }
        plan.apply(ctx, module, forall, &name)?;
    }
    Ok(())
}

/// How a value read inside the loop reaches the outlined body.
#[derive(Clone, Copy, PartialEq, Debug)]
enum Passing {
    /// An op without operands (a constant): cloned into the body.
    Cloned,
    /// A ranked buffer: its LLVM descriptor, of this rank.
    Descriptor(i64),
    /// An `index`: as an i64.
    Index,
    /// An integer or float: as itself.
    Scalar,
}

/// One bound (lower bound, upper bound or step) of a forall dim.
#[derive(Clone, Copy, PartialEq, Debug)]
enum Bound {
    Static(i64),
    /// The forall's operand at this position.
    Dynamic(usize),
}

/// What outlining a forall takes: its bounds and what its body reads.
struct Plan<'c, 'a> {
    /// The `func.func` the forall is in, and its name.
    function: OperationRef<'c, 'a>,
    function_name: String,
    /// Per dim: lower bound, upper bound, step.
    dims: Vec<[Bound; 3]>,
    /// Values defined outside and read inside, with how each is passed.
    captures: Vec<(Value<'c, 'a>, Passing)>,
    body: BlockRef<'c, 'a>,
}

impl<'c, 'a> Plan<'c, 'a> {
    /// The plan for `forall`, or `None` where it must stay serial.
    fn of(forall: OperationRef<'c, 'a>) -> Option<Self> {
        // On tensors (results, a non-empty `in_parallel`) it is not ours.
        if forall.result_count() != 0 {
            return None;
        }
        let function = enclosing(forall, "func.func")?;
        let function_name = crate::op_attrs::string(function, "sym_name")?;
        let body = entry_block(forall)?;
        let terminator = body.terminator()?;
        let in_parallel_is_empty =
            entry_block(terminator).is_none_or(|b| b.first_operation().is_none());
        if !in_parallel_is_empty {
            return None;
        }
        let mut calls = false;
        forall.walk(melior::ir::operation::WalkOrder::PreOrder, |op| {
            let name = op_name(op);
            calls |= matches!(
                name.as_str(),
                "func.call" | "func.call_indirect" | "llvm.call"
            );
            melior::ir::operation::WalkResult::Advance
        });
        if calls {
            return None;
        }
        let dims = bounds(forall)?;
        let captures = captures(forall)?;
        Some(Plan {
            function,
            function_name,
            dims,
            captures,
            body,
        })
    }

    /// Outlines the body into `@name` and replaces the forall with the
    /// runtime call.
    fn apply(
        &self,
        ctx: &'c Context,
        module: OperationRef<'c, 'a>,
        forall: OperationRef<'c, 'a>,
        name: &str,
    ) -> Result<(), ()> {
        let text = self.snippets(name);
        let snippets =
            ts_dialect::parse_module(ctx, &text, "ts-forall-to-thread-pool snippets").ok_or(())?;
        // SAFETY: the ops found in `snippets` live there until moved out
        // of it into the payload (which then owns them).
        let root = unsafe { op_ref(snippets.as_operation().to_raw()) };
        let symbol = |sym: &str| top_level_symbol(root, sym);
        let (outlined, caller, declaration) = (
            symbol(name).ok_or(())?,
            symbol("__caller").ok_or(())?,
            symbol(PARALLEL_FOR).ok_or(())?,
        );
        move_after(outlined, self.function);
        if top_level_symbol(module, PARALLEL_FOR).is_none() {
            move_after(declaration, outlined);
        }

        // The body moves to the outlined loop, in place of the placeholder
        // call whose operands are what the body's values become there.
        let mut placeholder = None;
        outlined.walk(melior::ir::operation::WalkOrder::PreOrder, |op| {
            if crate::op_attrs::symbol(op, "callee").as_deref() == Some("__placeholder") {
                placeholder = Some(op.to_raw());
            }
            melior::ir::operation::WalkResult::Advance
        });
        // SAFETY: the placeholder lives in the outlined function.
        let placeholder = unsafe { op_ref(placeholder.ok_or(())?) };
        let mapped: Vec<Value> = placeholder
            .operands()
            // SAFETY: the placeholder's operands outlive this function.
            .map(|v| unsafe { value_ref(v.to_raw()) })
            .collect();
        let entry = entry_block(outlined)
            .and_then(|b| b.first_operation())
            .ok_or(())?;
        let mut op = self.body.first_operation();
        while let Some(o) = op {
            op = o.next_in_block();
            if op.is_some() {
                // SAFETY: `o` is alive; it is relinked, not destroyed.
                move_before(unsafe { op_ref(o.to_raw()) }, placeholder);
            }
        }
        let passed = self.captures.iter().filter(|(_, p)| *p != Passing::Cloned);
        for ((value, _), with) in passed.zip(&mapped) {
            replace_uses_inside(*value, *with, outlined);
        }
        for (value, passing) in &self.captures {
            if *passing == Passing::Cloned {
                let Some(def) = defining_op(*value) else {
                    return Err(());
                };
                let copy = clone_before(def, entry);
                let result = copy.result_at(0).ok_or(())?;
                replace_uses_inside(*value, result.into(), outlined);
            }
        }
        let ivs = mapped.len() - self.dims.len();
        for d in 0..self.dims.len() {
            let arg = self.body.argument_at(d).ok_or(())?;
            replace_all_uses(arg.into(), mapped[ivs + d]);
        }
        erase(placeholder);

        // The caller's side: fill the context, call the pool. The context
        // is allocated once, at the function's entry (the forall may sit
        // in a loop).
        let caller_entry = entry_block(caller).ok_or(())?;
        let function_entry = entry_block(self.function)
            .and_then(|b| b.first_operation())
            .ok_or(())?;
        let mut op = caller_entry.first_operation();
        while let Some(o) = op {
            op = o.next_in_block();
            if op.is_none() {
                break; // the snippet's return
            }
            // SAFETY: `o` is alive; it is relinked, not destroyed.
            let o = unsafe { op_ref(o.to_raw()) };
            if op_name(o) == "llvm.alloca" {
                move_before(o, function_entry);
                if let Some(size) = o.operand_at(0).and_then(defining_op) {
                    // SAFETY: the size constant was moved above; it is alive.
                    move_before(unsafe { op_ref(size.to_raw()) }, o);
                }
            } else {
                move_before(o, forall);
            }
        }
        let actual = self
            .captures
            .iter()
            .filter(|(_, p)| *p != Passing::Cloned)
            .map(|(v, _)| *v)
            .chain(forall.operands());
        for (i, value) in actual.enumerate() {
            let arg = caller_entry.argument_at(i).ok_or(())?;
            replace_all_uses(arg.into(), value);
        }
        erase(forall);
        Ok(())
    }

    /// The module text holding the outlined function `@name`, the caller's
    /// side as a function `@__caller` (its arguments: the passed values,
    /// then the forall's operands) and the declarations they use.
    fn snippets(&self, name: &str) -> String {
        let layout = self.context_layout();
        let mut s = self.body_text(&layout, name);
        s.push_str(&self.caller_text(&layout, name));
        s
    }

    /// What travels in the context struct.
    fn context_layout(&self) -> ContextLayout {
        let passed: Vec<(String, Passing)> = self
            .captures
            .iter()
            .filter(|(_, p)| *p != Passing::Cloned)
            .map(|(v, p)| (v.r#type().to_string(), *p))
            .collect();
        let dynamic: Vec<usize> = (0..self.dims.len())
            .filter(|&d| self.dims[d].iter().any(|b| matches!(b, Bound::Dynamic(_))))
            .collect();
        let mut fields: Vec<String> = passed
            .iter()
            .map(|(ty, p)| match p {
                Passing::Descriptor(rank) => descriptor(*rank),
                Passing::Index => "i64".into(),
                _ => ty.clone(),
            })
            .collect();
        fields.extend(std::iter::repeat_n("i64".to_string(), 3 * dynamic.len()));
        let ty = format!("!llvm.struct<({})>", fields.join(", "));
        ContextLayout {
            passed,
            fields,
            dynamic,
            ty,
        }
    }

    /// The outlined function, and the declarations of the placeholder call
    /// standing for its body and of the runtime function.
    fn body_text(&self, layout: &ContextLayout, name: &str) -> String {
        let ContextLayout {
            passed,
            fields,
            dynamic,
            ty: context,
        } = layout;
        let mut s = String::new();
        let _ = writeln!(
            s,
            "func.func private @{name}(%context: !llvm.ptr, %begin: index, %end: index) {{\n\
             %fields = llvm.load %context : !llvm.ptr -> {context}"
        );
        for (j, (ty, p)) in passed.iter().enumerate() {
            let _ = writeln!(
                s,
                "%f{j} = llvm.extractvalue %fields[{j}] : {context}\n{}",
                match p {
                    Passing::Descriptor(_) => format!(
                        "%a{j} = builtin.unrealized_conversion_cast %f{j} : {} to {ty}",
                        fields[j]
                    ),
                    Passing::Index => format!("%a{j} = arith.index_cast %f{j} : i64 to index"),
                    _ => String::new(),
                }
            );
        }
        for (d, bounds) in self.dims.iter().enumerate() {
            if let Some(k) = dynamic.iter().position(|&x| x == d) {
                for (i, what) in ["lb", "step", "n"].iter().enumerate() {
                    let at = passed.len() + 3 * k + i;
                    let _ = writeln!(
                        s,
                        "%{what}{d}_i64 = llvm.extractvalue %fields[{at}] : {context}\n\
                         %{what}{d} = arith.index_cast %{what}{d}_i64 : i64 to index"
                    );
                }
            } else if let [Bound::Static(lb), Bound::Static(ub), Bound::Static(step)] = bounds {
                let n = trip_count(*lb, *ub, *step);
                let _ = writeln!(
                    s,
                    "%lb{d} = arith.constant {lb} : index\n\
                     %step{d} = arith.constant {step} : index\n\
                     %n{d} = arith.constant {n} : index"
                );
            }
        }
        let _ = writeln!(
            s,
            "%one = arith.constant 1 : index\n\
             scf.for %i = %begin to %end step %one {{"
        );
        let mut rest = "%i".to_string();
        for d in (0..self.dims.len()).rev() {
            let index = if d == 0 {
                rest.clone()
            } else {
                let _ = writeln!(
                    s,
                    "%x{d} = arith.remui {rest}, %n{d} : index\n\
                     %rest{d} = arith.divui {rest}, %n{d} : index"
                );
                rest = format!("%rest{d}");
                format!("%x{d}")
            };
            let _ = writeln!(
                s,
                "%scaled{d} = arith.muli {index}, %step{d} : index\n\
                 %iv{d} = arith.addi %lb{d}, %scaled{d} : index"
            );
        }
        let values: Vec<String> = passed
            .iter()
            .enumerate()
            .map(|(j, (_, p))| match p {
                Passing::Scalar => format!("%f{j}"),
                _ => format!("%a{j}"),
            })
            .chain((0..self.dims.len()).map(|d| format!("%iv{d}")))
            .collect();
        let types: Vec<String> = passed
            .iter()
            .map(|(ty, _)| ty.clone())
            .chain((0..self.dims.len()).map(|_| "index".to_string()))
            .collect();
        let _ = writeln!(
            s,
            "func.call @__placeholder({}) : ({}) -> ()\n}}\nreturn\n}}\n\
             func.func private @__placeholder({})\n\
             func.func private @{PARALLEL_FOR}({BODY_TYPE}, !llvm.ptr, index)",
            values.join(", "),
            types.join(", "),
            types.join(", "),
        );
        s
    }

    /// The caller's side, as the body of `@__caller`: fill the context,
    /// count the iterations, call the pool.
    fn caller_text(&self, layout: &ContextLayout, name: &str) -> String {
        let ContextLayout {
            passed,
            fields,
            dynamic,
            ty: context,
        } = layout;
        let operands = self
            .dims
            .iter()
            .flatten()
            .filter(|b| matches!(b, Bound::Dynamic(_)))
            .count();
        let mut s = String::new();
        let args: Vec<String> = passed
            .iter()
            .enumerate()
            .map(|(j, (ty, _))| format!("%a{j}: {ty}"))
            .chain((0..operands).map(|k| format!("%o{k}: index")))
            .collect();
        let _ = writeln!(
            s,
            "func.func private @__caller({}) {{\n\
             %size = arith.constant 1 : i64\n\
             %context = llvm.alloca %size x {context} : (i64) -> !llvm.ptr\n\
             %fields0 = llvm.mlir.undef : {context}",
            args.join(", ")
        );
        let mut field = 0;
        let mut insert = |s: &mut String, value: &str| {
            let _ = writeln!(
                s,
                "%fields{} = llvm.insertvalue {value}, %fields{field}[{field}] : {context}",
                field + 1
            );
            field += 1;
        };
        for (j, (ty, p)) in passed.iter().enumerate() {
            match p {
                Passing::Descriptor(_) => {
                    let _ = writeln!(
                        s,
                        "%d{j} = builtin.unrealized_conversion_cast %a{j} : {ty} to {}",
                        fields[j]
                    );
                    insert(&mut s, &format!("%d{j}"));
                }
                Passing::Index => {
                    let _ = writeln!(s, "%d{j} = arith.index_cast %a{j} : index to i64");
                    insert(&mut s, &format!("%d{j}"));
                }
                _ => insert(&mut s, &format!("%a{j}")),
            }
        }
        let bound = |b: Bound, s: &mut String, label: &str| -> String {
            match b {
                Bound::Dynamic(k) => format!("%o{k}"),
                Bound::Static(v) => {
                    let _ = writeln!(s, "%{label} = arith.constant {v} : index");
                    format!("%{label}")
                }
            }
        };
        let mut total = String::new();
        for (d, bounds) in self.dims.iter().enumerate() {
            let n = if dynamic.contains(&d) {
                let lb = bound(bounds[0], &mut s, &format!("lb{d}"));
                let ub = bound(bounds[1], &mut s, &format!("ub{d}"));
                let step = bound(bounds[2], &mut s, &format!("step{d}"));
                // ceil((ub - lb) / step), 0 when ub <= lb.
                let _ = writeln!(
                    s,
                    "%span{d} = arith.subi {ub}, {lb} : index\n\
                     %zero{d} = arith.constant 0 : index\n\
                     %clamped{d} = arith.maxsi %span{d}, %zero{d} : index\n\
                     %n{d} = arith.ceildivsi %clamped{d}, {step} : index"
                );
                for (what, v) in [("lb", lb), ("step", step), ("n", format!("%n{d}"))] {
                    let _ = writeln!(s, "%{what}{d}_i64 = arith.index_cast {v} : index to i64");
                    insert(&mut s, &format!("%{what}{d}_i64"));
                }
                format!("%n{d}")
            } else {
                let [Bound::Static(lb), Bound::Static(ub), Bound::Static(step)] = *bounds else {
                    unreachable!("a dim without dynamic bounds has static ones")
                };
                let _ = writeln!(
                    s,
                    "%n{d} = arith.constant {} : index",
                    trip_count(lb, ub, step)
                );
                format!("%n{d}")
            };
            total = if d == 0 {
                n
            } else {
                let _ = writeln!(s, "%total{d} = arith.muli {total}, {n} : index");
                format!("%total{d}")
            };
        }
        let _ = writeln!(
            s,
            "llvm.store %fields{field}, %context : {context}, !llvm.ptr\n\
             %body = func.constant @{name} : {BODY_TYPE}\n\
             func.call @{PARALLEL_FOR}(%body, %context, {total}) : ({BODY_TYPE}, !llvm.ptr, index) -> ()\n\
             return\n}}"
        );
        s
    }
}

/// The context struct: each passed value (its type, how it travels), then
/// lb, step and trip count of each dim with a dynamic bound.
struct ContextLayout {
    passed: Vec<(String, Passing)>,
    /// The struct's field types.
    fields: Vec<String>,
    /// The dims with a dynamic bound.
    dynamic: Vec<usize>,
    /// The struct type.
    ty: String,
}

/// The LLVM struct a ranked memref descriptor lowers to.
fn descriptor(rank: i64) -> String {
    if rank == 0 {
        "!llvm.struct<(ptr, ptr, i64)>".into()
    } else {
        format!("!llvm.struct<(ptr, ptr, i64, array<{rank} x i64>, array<{rank} x i64>)>")
    }
}

/// Iterations of `lb..ub` by `step` (0 when empty).
fn trip_count(lb: i64, ub: i64, step: i64) -> i64 {
    if ub <= lb || step <= 0 {
        0
    } else {
        (ub - lb + step - 1) / step
    }
}

/// Per dim of `forall`: lower bound, upper bound, step.
fn bounds(forall: OperationRef) -> Option<Vec<[Bound; 3]>> {
    let mut operand = 0;
    let mut per_kind = Vec::new();
    for attr in ["staticLowerBound", "staticUpperBound", "staticStep"] {
        let values = DenseI64ArrayAttribute::try_from(forall.attribute(attr).ok()?).ok()?;
        let bounds: Vec<Bound> = (0..values.len())
            .map(|i| match values.element(i).ok()? {
                DYNAMIC => {
                    operand += 1;
                    Some(Bound::Dynamic(operand - 1))
                }
                v => Some(Bound::Static(v)),
            })
            .collect::<Option<_>>()?;
        per_kind.push(bounds);
    }
    let rank = per_kind[0].len();
    if per_kind.iter().any(|b| b.len() != rank) || forall.operand_count() != operand {
        return None;
    }
    Some(
        (0..rank)
            .map(|d| [per_kind[0][d], per_kind[1][d], per_kind[2][d]])
            .collect(),
    )
}

/// The values `forall`'s body reads from outside it (each once, in order
/// of first use) and how each is passed; `None` if one cannot be.
fn captures<'c, 'a>(forall: OperationRef<'c, 'a>) -> Option<Vec<(Value<'c, 'a>, Passing)>> {
    let inside = crate::ir::values_defined_in(forall);
    let mut found: Vec<mlir_sys::MlirValue> = Vec::new();
    let root = forall.to_raw();
    forall.walk(melior::ir::operation::WalkOrder::PreOrder, |op| {
        if op.to_raw().ptr != root.ptr {
            for v in op.operands() {
                let raw = v.to_raw();
                let known = |list: &[mlir_sys::MlirValue]| list.iter().any(|x| x.ptr == raw.ptr);
                if !known(&inside) && !known(&found) {
                    found.push(raw);
                }
            }
        }
        melior::ir::operation::WalkResult::Advance
    });
    found
        .into_iter()
        .map(|raw| {
            // SAFETY: a value the forall's body uses is alive.
            let v: Value<'c, 'a> = unsafe { value_ref(raw) };
            Some((v, passing(v)?))
        })
        .collect()
}

/// How `v` reaches the outlined body, if it can.
fn passing(v: Value) -> Option<Passing> {
    if let Some(def) = defining_op(v) {
        if def.operand_count() == 0 && def.region_count() == 0 && def.result_count() == 1 {
            let name = op_name(def);
            if name.ends_with(".constant") || name == "ub.poison" || name == "memref.get_global" {
                return Some(Passing::Cloned);
            }
        }
    }
    let ty: Type = v.r#type();
    if let Ok(memref) = MemRefType::try_from(ty) {
        return memref
            .memory_space()
            .is_none()
            .then_some(Passing::Descriptor(memref.rank() as i64));
    }
    if ty.is_index() {
        return Some(Passing::Index);
    }
    (ty.is_integer() || ty.is_float()).then_some(Passing::Scalar)
}

/// The first block of `op`'s first region.
fn entry_block<'c, 'a>(op: OperationRef<'c, 'a>) -> Option<BlockRef<'c, 'a>> {
    op.region_at(0)?.first_block()
}

/// The op whose result `v` is (`None` for a block argument).
fn defining_op<'c, 'a>(v: Value<'c, 'a>) -> Option<OperationRef<'c, 'a>> {
    melior::ir::operation::OperationResult::try_from(v)
        .ok()
        .map(|r| r.owner())
}

/// Makes the uses of `value` inside `scope` use `with`.
fn replace_uses_inside(value: Value, with: Value, scope: OperationRef) {
    for (owner, position) in uses(value) {
        if is_inside(owner, scope) {
            set_operand(owner, position, with);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn trip_counts_round_up_and_clamp() {
        assert_eq!(trip_count(0, 512, 64), 8);
        assert_eq!(trip_count(0, 300, 64), 5);
        assert_eq!(trip_count(5, 5, 1), 0);
        assert_eq!(trip_count(7, 3, 1), 0);
    }

    #[test]
    fn descriptors_have_sizes_and_strides_per_dim() {
        assert_eq!(descriptor(0), "!llvm.struct<(ptr, ptr, i64)>");
        assert_eq!(
            descriptor(2),
            "!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>"
        );
    }
}
