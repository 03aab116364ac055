//! Lists, dicts and strings → calls of the runtime (`ts_rt_list_*`,
//! `ts_rt_dict_*`, `ts_rt_str_new`), on `!llvm.ptr` handles.
//!
//! Every element crosses as an i64 slot: ints as they are, floats by their
//! bits, bools as 0/1, containers by address. Index and key checks are
//! compiled here, so an out-of-range index or a missing key raises
//! IndexError/KeyError at the script location. After every op is lowered,
//! [`retype_containers`] gives every remaining container value (function
//! arguments, loop-carried values, branch results) the `!llvm.ptr` type.

use super::{
    builder::{self, Inserter, OpSink},
    runtime_calls::{self, module_of},
    runtime_errors::{located_message, raise_if, raise_if_with},
};
use crate::ir::op_name;
use melior::{
    ir::{
        attribute::IntegerAttribute,
        operation::{OperationBuilder, OperationLike},
        r#type::IntegerType,
        Attribute, Identifier, OperationRef, Type, TypeLike, Value, ValueLike,
    },
    Context,
};
use ts_dialect::OpPositions;
use ts_dialect::{is_container_type, ContainerType};

fn ptr_type(ctx: &Context) -> Type<'_> {
    Type::parse(ctx, "!llvm.ptr").expect("the LLVM dialect is loaded")
}

/// A container value, or one already retyped to `!llvm.ptr`.
fn is_handle(t: Type) -> bool {
    is_container_type(t) || t.to_string() == "!llvm.ptr"
}

fn op1<'c, 'a>(
    ins: &Inserter<'c, 'a>,
    name: &str,
    operands: &[Value<'c, 'a>],
    result: Type<'c>,
    attrs: &[(&str, Attribute<'c>)],
) -> Result<Value<'c, 'a>, String> {
    let attrs: Vec<(Identifier, Attribute)> = attrs
        .iter()
        .map(|(n, a)| (Identifier::new(ins.ctx, n), *a))
        .collect();
    let op = OperationBuilder::new(name, ins.loc)
        .add_operands(operands)
        .add_results(&[result])
        .add_attributes(&attrs)
        .build()
        .map_err(|e| e.to_string())?;
    Ok(builder::result(ins.emit(op)))
}

/// How the runtime reads a slot back, as text (`i`, `f`, `b`, `s`, `n`
/// for None, `L<elem>`, `D<key,value>`, `?payload`); see `SlotType::parse`.
fn slot_descriptor(t: Type) -> Option<String> {
    if ts_dialect::is_none_type(t) {
        return Some("n".into());
    }
    if ts_dialect::TensorType::from_mlir(t).is_some() {
        return Some("t".into());
    }
    if let Some(c) = ContainerType::from_mlir(t) {
        return Some(match c {
            ContainerType::Str => "s".into(),
            ContainerType::List(e) => format!("L<{}>", slot_descriptor(e)?),
            ContainerType::Dict(k, v) => {
                format!("D<{},{}>", slot_descriptor(k)?, slot_descriptor(v)?)
            }
            ContainerType::Optional(t) => format!("?{}", slot_descriptor(t)?),
        });
    }
    if let Some(members) = ts_dialect::union_members(t) {
        let members = members
            .into_iter()
            .map(slot_descriptor)
            .collect::<Option<Vec<_>>>()?;
        return Some(format!("U<{}>", members.concat()));
    }
    if let Ok(tuple) = melior::ir::r#type::TupleType::try_from(t) {
        let fields = (0..tuple.type_count())
            .map(|i| slot_descriptor(tuple.r#type(i).ok()?))
            .collect::<Option<Vec<_>>>()?;
        return Some(format!("({})", fields.concat()));
    }
    Some(
        match ts_dialect::Dtype::from_mlir(t)? {
            ts_dialect::Dtype::Int64 => "i",
            ts_dialect::Dtype::Float64 => "f",
            ts_dialect::Dtype::Bool => "b",
            _ => return None,
        }
        .into(),
    )
}

/// A value as the runtime reads it: its type descriptor (address and
/// length of a constant string) and its slot.
fn described_slot<'c, 'a>(
    ins: &Inserter<'c, 'a>,
    module: OperationRef<'c, 'a>,
    v: Value<'c, 'a>,
    what: &str,
) -> Result<[Value<'c, 'a>; 3], String> {
    let (ctx, loc) = (ins.ctx, ins.loc);
    let desc = slot_descriptor(v.r#type())
        .ok_or_else(|| format!("{what} a {} is not supported yet", v.r#type()))?;
    let text = runtime_calls::string_constant(ctx, ins, loc, module, &desc, false)?;
    let len = builder::constant(ctx, ins, loc, desc.len() as f64, ts_dialect::Dtype::Int64)?;
    let slot = if ts_dialect::is_none_type(v.r#type()) {
        builder::constant(ctx, ins, loc, 0.0, ts_dialect::Dtype::Int64)?
    } else {
        slot_of(ins, module, v)?
    };
    Ok([text, len, slot])
}

/// A value as `print` and `str()` read it: a tensor of static sizes as
/// its elements, anything else (a tensor of run-time sizes boxed) as a slot.
fn described_value<'c, 'a>(
    ins: &Inserter<'c, 'a>,
    module: OperationRef<'c, 'a>,
    v: Value<'c, 'a>,
    what: &str,
) -> Result<[Value<'c, 'a>; 3], String> {
    match ts_dialect::TensorType::from_mlir(v.r#type()) {
        Some(t) if t.is_static() => described_tensor(ins, module, v, &t),
        _ => described_slot(ins, module, v, what),
    }
}

/// A tensor as the runtime prints (and boxes) it: `T<dtype code>[<sizes>]`
/// and its elements as nested lists (see `tensor_to_list::element_slots`).
pub(super) fn described_tensor<'c, 'a>(
    ins: &Inserter<'c, 'a>,
    module: OperationRef<'c, 'a>,
    v: Value<'c, 'a>,
    t: &ts_dialect::TensorType,
) -> Result<[Value<'c, 'a>; 3], String> {
    let [text, len] = super::boxed_tensors::described(ins, module, t)?;
    let slot = super::tensor_to_list::element_slots(ins, module, v)?;
    Ok([text, len, slot])
}

/// A value as an i64 slot.
pub(crate) fn to_slot<'c, 'a>(
    ins: &Inserter<'c, 'a>,
    v: Value<'c, 'a>,
) -> Result<Value<'c, 'a>, String> {
    let i64t: Type = IntegerType::new(ins.ctx, 64).into();
    let t = v.r#type();
    if t == i64t {
        Ok(v)
    } else if t == Type::float64(ins.ctx) {
        op1(ins, "arith.bitcast", &[v], i64t, &[])
    } else if t == IntegerType::new(ins.ctx, 1).into() {
        op1(ins, "arith.extui", &[v], i64t, &[])
    } else if is_handle(t) {
        op1(ins, "llvm.ptrtoint", &[v], i64t, &[])
    } else {
        Err(format!("a {t} cannot be stored in a container yet"))
    }
}

/// A value as an i64 slot, a tensor boxed (stored in a list of tensors).
fn slot_of<'c, 'a>(
    ins: &Inserter<'c, 'a>,
    module: OperationRef<'c, 'a>,
    v: Value<'c, 'a>,
) -> Result<Value<'c, 'a>, String> {
    if ts_dialect::TensorType::from_mlir(v.r#type()).is_some() {
        super::boxed_tensors::box_tensor(ins, module, v)
    } else {
        to_slot(ins, v)
    }
}

/// The slot `bits` read back as `op`'s result: a tensor unboxed (checked
/// against the result's static type), anything else as [`from_slot`].
fn element_of_slot<'c, 'a>(
    ins: &Inserter<'c, 'a>,
    op: OperationRef<'c, 'a>,
    bits: Value<'c, 'a>,
) -> Result<Value<'c, 'a>, String> {
    let t = result_type(op)?;
    match ts_dialect::TensorType::from_mlir(t) {
        Some(t) => super::boxed_tensors::unbox_tensor(ins, op, bits, &t),
        None => from_slot(ins, bits, t),
    }
}

/// An i64 slot read back as type `t`.
fn from_slot<'c, 'a>(
    ins: &Inserter<'c, 'a>,
    bits: Value<'c, 'a>,
    t: Type<'c>,
) -> Result<Value<'c, 'a>, String> {
    let ctx = ins.ctx;
    if t == IntegerType::new(ctx, 64).into() {
        Ok(bits)
    } else if t == Type::float64(ctx) {
        op1(ins, "arith.bitcast", &[bits], t, &[])
    } else if t == IntegerType::new(ctx, 1).into() {
        op1(ins, "arith.trunci", &[bits], t, &[])
    } else if is_handle(t) {
        op1(ins, "llvm.inttoptr", &[bits], ptr_type(ctx), &[])
    } else {
        Err(format!("a {t} cannot be read from a container yet"))
    }
}

fn operand<'c, 'a>(op: OperationRef<'c, 'a>, i: usize) -> Result<Value<'c, 'a>, String> {
    op.operand(i).map_err(|e| e.to_string())
}

fn result_type<'c>(op: OperationRef<'c, '_>) -> Result<Type<'c>, String> {
    Ok(op.result(0).map_err(|e| e.to_string())?.r#type())
}

/// `i` normalized against `len` (negative counts from the end), with an
/// IndexError raised when it is out of range.
fn checked_index<'c, 'a>(
    ins: &Inserter<'c, 'a>,
    op: OperationRef<'c, 'a>,
    len: Value<'c, 'a>,
    i: Value<'c, 'a>,
    message: &str,
) -> Result<Value<'c, 'a>, String> {
    let (ctx, loc) = (ins.ctx, ins.loc);
    const SLT: i64 = 2;
    const SGE: i64 = 5;
    let zero = builder::constant(ctx, ins, loc, 0.0, ts_dialect::Dtype::Int64)?;
    let negative = builder::compare(ctx, ins, loc, false, SLT, i, zero)?;
    let wrapped = builder::arith_binary(ins, loc, "arith.addi", i, len)?;
    let index = builder::select(ins, loc, negative, wrapped, i)?;
    let below = builder::compare(ctx, ins, loc, false, SLT, index, zero)?;
    let above = builder::compare(ctx, ins, loc, false, SGE, index, len)?;
    let bad = builder::arith_binary(ins, loc, "arith.ori", below, above)?;
    raise_if(ins, op, bad, message)?;
    Ok(index)
}

/// How the runtime compares values of type `t`, as dict keys
/// (`ts_rt_dict_new`) or list elements (`ts_rt_list_contains`): strings by
/// their text (1), floats as numbers (2: `0.0` equals `-0.0`, NaN
/// nothing), the rest by their bits (0); `ts_rt::containers::KeyKind`.
fn compare_kind(t: Type) -> i64 {
    if ContainerType::from_mlir(t) == Some(ContainerType::Str) {
        1
    } else if t.is_float() {
        2
    } else {
        0
    }
}

/// Lowers one container op; returns its replacement values.
pub fn lower_container<'c, 'a>(
    ins: &Inserter<'c, 'a>,
    op: OperationRef<'c, 'a>,
) -> Result<Vec<Value<'c, 'a>>, String> {
    let ctx = ins.ctx;
    let module = module_of(op).ok_or("op is not inside a module")?;
    let (i64t, ptr) = (IntegerType::new(ctx, 64).into(), ptr_type(ctx));
    let call = |name: &str, operands: &[Value<'c, 'a>], results: &[Type<'c>]| {
        runtime_calls::call(ctx, ins, ins.loc, module, name, operands, results)
    };
    let one = |v: Vec<Value<'c, 'a>>| v.into_iter().next().ok_or("missing call result");
    Ok(match op_name(op).as_str() {
        "ts.str_constant" => {
            let text = op
                .attribute("value")
                .ok()
                .and_then(ts_dialect::string_attr_value)
                .ok_or("missing `value`")?;
            let data = runtime_calls::string_constant(ctx, ins, ins.loc, module, &text, false)?;
            let len = builder::constant(
                ctx,
                ins,
                ins.loc,
                text.len() as f64,
                ts_dialect::Dtype::Int64,
            )?;
            vec![one(call("ts_rt_str_new", &[data, len], &[ptr])?)?]
        }
        "ts.list_new" => {
            let list = one(call("ts_rt_list_new", &[], &[ptr])?)?;
            for e in op.operands() {
                let slot = slot_of(ins, module, e)?;
                call("ts_rt_list_append", &[list, slot], &[])?;
            }
            vec![list]
        }
        // A packed optional is null for None, else a box of the payload.
        "ts.optional_pack" => {
            let present = to_slot(ins, operand(op, 0)?)?;
            let payload = slot_of(ins, module, operand(op, 1)?)?;
            call("ts_rt_optional_new", &[present, payload], &[ptr])?
        }
        "ts.optional_none" => vec![op1(ins, "llvm.mlir.zero", &[], ptr, &[])?],
        "ts.optional_unpack" => {
            let optional = operand(op, 0)?;
            let payload_type = op.result(1).map_err(|e| e.to_string())?.r#type();
            let address = op1(ins, "llvm.ptrtoint", &[optional], i64t, &[])?;
            let zero = builder::constant(ctx, ins, ins.loc, 0.0, ts_dialect::Dtype::Int64)?;
            // Predicate 1: `ne`.
            let present = builder::compare(ctx, ins, ins.loc, false, 1, address, zero)?;
            // A None's payload slot is 0: a null box for a tensor, which
            // unboxes as zeros (never read).
            let bits = one(call("ts_rt_optional_payload", &[optional], &[i64t])?)?;
            let payload = match ts_dialect::TensorType::from_mlir(payload_type) {
                Some(t) => super::boxed_tensors::unbox_tensor(ins, op, bits, &t)?,
                None => from_slot(ins, bits, payload_type)?,
            };
            vec![present, payload]
        }
        // A packed tuple is a runtime list of its fields' slots; a packed
        // union of the member index and the payloads' slots. A script-class
        // instance held by reference is one too, read and written in place.
        "ts.tuple_pack" | "ts.union_pack" | "ts.object_new" => {
            let tuple = one(call("ts_rt_list_new", &[], &[ptr])?)?;
            for e in op.operands() {
                let slot = slot_of(ins, module, e)?;
                call("ts_rt_list_append", &[tuple, slot], &[])?;
            }
            vec![tuple]
        }
        "ts.tuple_unpack" | "ts.union_unpack" => {
            let tuple = operand(op, 0)?;
            let mut fields = Vec::new();
            for (i, r) in op.results().enumerate() {
                let at = builder::constant(ctx, ins, ins.loc, i as f64, ts_dialect::Dtype::Int64)?;
                let bits = one(call("ts_rt_list_get", &[tuple, at], &[i64t])?)?;
                fields.push(match ts_dialect::TensorType::from_mlir(r.r#type()) {
                    Some(t) => super::boxed_tensors::unbox_tensor(ins, op, bits, &t)?,
                    None => from_slot(ins, bits, r.r#type())?,
                });
            }
            fields
        }
        "ts.object_get" | "ts.object_set" => {
            let object = operand(op, 0)?;
            let index = crate::op_attrs::int(op, "index").ok_or("missing `index`")?;
            let at = builder::constant(ctx, ins, ins.loc, index as f64, ts_dialect::Dtype::Int64)?;
            if op_name(op) == "ts.object_get" {
                let bits = one(call("ts_rt_list_get", &[object, at], &[i64t])?)?;
                vec![element_of_slot(ins, op, bits)?]
            } else {
                let slot = slot_of(ins, module, operand(op, 1)?)?;
                call("ts_rt_list_set", &[object, at, slot], &[])?;
                vec![]
            }
        }
        "ts.list_len" => call("ts_rt_list_len", &[operand(op, 0)?], &[i64t])?,
        "ts.list_get" | "ts.list_set" => {
            let list = operand(op, 0)?;
            let len = one(call("ts_rt_list_len", &[list], &[i64t])?)?;
            let index = checked_index(
                ins,
                op,
                len,
                operand(op, 1)?,
                "IndexError: list index out of range",
            )?;
            if op_name(op) == "ts.list_get" {
                let bits = one(call("ts_rt_list_get", &[list, index], &[i64t])?)?;
                vec![element_of_slot(ins, op, bits)?]
            } else {
                let slot = slot_of(ins, module, operand(op, 2)?)?;
                call("ts_rt_list_set", &[list, index, slot], &[])?;
                vec![]
            }
        }
        "ts.list_append" => {
            let slot = slot_of(ins, module, operand(op, 1)?)?;
            call("ts_rt_list_append", &[operand(op, 0)?, slot], &[])?;
            vec![]
        }
        "ts.dict_new" => {
            let key_kind = match ContainerType::from_mlir(result_type(op)?) {
                Some(ContainerType::Dict(k, _)) => compare_kind(k),
                _ => 0,
            };
            let flag = op1(
                ins,
                "arith.constant",
                &[],
                i64t,
                &[("value", IntegerAttribute::new(i64t, key_kind).into())],
            )?;
            call("ts_rt_dict_new", &[flag], &[ptr])?
        }
        "ts.dict_len" => call("ts_rt_dict_len", &[operand(op, 0)?], &[i64t])?,
        "ts.dict_contains" => {
            let key = to_slot(ins, operand(op, 1)?)?;
            let found = one(call(
                "ts_rt_dict_contains",
                &[operand(op, 0)?, key],
                &[i64t],
            )?)?;
            vec![from_slot(ins, found, IntegerType::new(ctx, 1).into())?]
        }
        "ts.dict_get" => {
            let dict = operand(op, 0)?;
            let key_value = operand(op, 1)?;
            let key = to_slot(ins, key_value)?;
            let found = one(call("ts_rt_dict_contains", &[dict, key], &[i64t])?)?;
            let zero = builder::constant(ctx, ins, ins.loc, 0.0, ts_dialect::Dtype::Int64)?;
            let missing = builder::compare(ctx, ins, ins.loc, false, 0, found, zero)?;
            // A key already retyped to a handle is a string, the one
            // key type held by address.
            let desc = slot_descriptor(key_value.r#type()).unwrap_or_else(|| "s".into());
            let prefix = located_message(op.location(), "KeyError: ");
            raise_if_with(ins, missing, |then| {
                let loc = ins.loc;
                let prefix = runtime_calls::string_constant(ctx, then, loc, module, &prefix, true)?;
                let text = runtime_calls::string_constant(ctx, then, loc, module, &desc, false)?;
                let len =
                    builder::constant(ctx, then, loc, desc.len() as f64, ts_dialect::Dtype::Int64)?;
                let args = [prefix, text, len, key];
                runtime_calls::call(ctx, then, loc, module, "ts_rt_raise_str_of", &args, &[])?;
                Ok(())
            })?;
            let bits = one(call("ts_rt_dict_get", &[dict, key], &[i64t])?)?;
            vec![element_of_slot(ins, op, bits)?]
        }
        "ts.dict_set" => {
            let key = to_slot(ins, operand(op, 1)?)?;
            let value = slot_of(ins, module, operand(op, 2)?)?;
            call("ts_rt_dict_set", &[operand(op, 0)?, key, value], &[])?;
            vec![]
        }
        "ts.size_list" => {
            // A size known only at run time is read from the tensor.
            let (x, t) = ins.cast_to_builtin(operand(op, 0)?)?;
            let list = one(call("ts_rt_list_new", &[], &[ptr])?)?;
            for (i, d) in t
                .sizes
                .ok_or("the operand's rank must be known")?
                .into_iter()
                .enumerate()
            {
                let size = if d == ts_dialect::DYNAMIC {
                    builder::index_cast(ins, ins.loc, ins.dim(x, i)?, i64t)?
                } else {
                    builder::constant(ctx, ins, ins.loc, d as f64, ts_dialect::Dtype::Int64)?
                };
                call("ts_rt_list_append", &[list, size], &[])?;
            }
            vec![list]
        }
        "ts.print" => {
            let n = op.operand_count();
            for i in 0..n {
                let [text, len, slot] = described_value(ins, module, operand(op, i)?, "printing")?;
                let last = builder::constant(
                    ctx,
                    ins,
                    ins.loc,
                    (i + 1 == n) as i64 as f64,
                    ts_dialect::Dtype::Int64,
                )?;
                call("ts_rt_print", &[text, len, slot, last], &[])?;
            }
            if n == 0 {
                call("ts_rt_print_newline", &[], &[])?;
            }
            vec![]
        }
        // Identity: the two handles are one pointer.
        "ts.is_same" => {
            let (a, b) = (operand(op, 0)?, operand(op, 1)?);
            let a = op1(ins, "llvm.ptrtoint", &[a], i64t, &[])?;
            let b = op1(ins, "llvm.ptrtoint", &[b], i64t, &[])?;
            // Predicate 0: `eq`.
            vec![builder::compare(ctx, ins, ins.loc, false, 0, a, b)?]
        }
        "ts.str_equal" | "ts.list_contains" => {
            let (a, b) = (operand(op, 0)?, operand(op, 1)?);
            let kind = compare_kind(b.r#type());
            let (a, b) = (to_slot(ins, a)?, to_slot(ins, b)?);
            let found = if op_name(op) == "ts.str_equal" {
                one(call("ts_rt_str_equal", &[a, b], &[i64t])?)?
            } else {
                let flag =
                    builder::constant(ctx, ins, ins.loc, kind as f64, ts_dialect::Dtype::Int64)?;
                one(call(
                    "ts_rt_list_contains",
                    &[operand(op, 0)?, b, flag],
                    &[i64t],
                )?)?
            };
            vec![from_slot(ins, found, IntegerType::new(ctx, 1).into())?]
        }
        "ts.str_of" => {
            let [text, len, slot] = described_value(ins, module, operand(op, 0)?, "str() of")?;
            call("ts_rt_str_of", &[text, len, slot], &[ptr])?
        }
        "ts.list_sorted" => {
            let list = operand(op, 0)?;
            let kind = match ContainerType::from_mlir(result_type(op)?) {
                Some(ContainerType::List(e)) => match slot_descriptor(e).as_deref() {
                    Some("i") => 0,
                    Some("f") => 1,
                    Some("b") => 2,
                    Some("s") => 3,
                    _ => return Err("sorted() of this element type is not supported yet".into()),
                },
                _ => return Err("sorted() of a non-list".into()),
            };
            let kind = builder::constant(ctx, ins, ins.loc, kind as f64, ts_dialect::Dtype::Int64)?;
            call("ts_rt_list_sorted", &[list, kind], &[ptr])?
        }
        "ts.str_get" => {
            let s = to_slot(ins, operand(op, 0)?)?;
            let len = one(call("ts_rt_str_len", &[s], &[i64t])?)?;
            let index = checked_index(
                ins,
                op,
                len,
                operand(op, 1)?,
                "IndexError: string index out of range",
            )?;
            call("ts_rt_str_get", &[s, index], &[ptr])?
        }
        "ts.ord" => {
            let s = to_slot(ins, operand(op, 0)?)?;
            let len = one(call("ts_rt_str_len", &[s], &[i64t])?)?;
            let one_char = builder::constant(ctx, ins, ins.loc, 1.0, ts_dialect::Dtype::Int64)?;
            const NE: i64 = 1;
            let bad = builder::compare(ctx, ins, ins.loc, false, NE, len, one_char)?;
            raise_if(ins, op, bad, "TypeError: ord() expected a character")?;
            call("ts_rt_ord", &[s], &[i64t])?
        }
        "ts.chr" => {
            let code = operand(op, 0)?;
            let (ctx, loc) = (ins.ctx, ins.loc);
            const SLT: i64 = 2;
            const SGE: i64 = 5;
            let zero = builder::constant(ctx, ins, loc, 0.0, ts_dialect::Dtype::Int64)?;
            let limit = builder::constant(ctx, ins, loc, 1_114_112.0, ts_dialect::Dtype::Int64)?;
            let below = builder::compare(ctx, ins, loc, false, SLT, code, zero)?;
            let above = builder::compare(ctx, ins, loc, false, SGE, code, limit)?;
            let bad = builder::arith_binary(ins, loc, "arith.ori", below, above)?;
            raise_if(ins, op, bad, "ValueError: chr() arg not in range(0x110000)")?;
            call("ts_rt_chr", &[code], &[ptr])?
        }
        "ts.list_copy" => call("ts_rt_list_copy", &[operand(op, 0)?], &[ptr])?,
        "ts.dict_copy" => call("ts_rt_dict_copy", &[operand(op, 0)?], &[ptr])?,
        "ts.int_format" => {
            let base = crate::op_attrs::int(op, "base").ok_or("missing `base`")?;
            let base = builder::constant(ctx, ins, ins.loc, base as f64, ts_dialect::Dtype::Int64)?;
            call("ts_rt_int_format", &[operand(op, 0)?, base], &[ptr])?
        }
        "ts.str_concat" => {
            let (a, b) = (
                to_slot(ins, operand(op, 0)?)?,
                to_slot(ins, operand(op, 1)?)?,
            );
            call("ts_rt_str_concat", &[a, b], &[ptr])?
        }
        "ts.str_len" => {
            let a = to_slot(ins, operand(op, 0)?)?;
            call("ts_rt_str_len", &[a], &[i64t])?
        }
        "ts.runtime_call" | "ts.runtime_mutate" => {
            let callee = crate::op_attrs::string(op, "callee").ok_or("missing `callee`")?;
            let mut args = Vec::new();
            for i in 0..op.operand_count() {
                args.push(slot_of(ins, module, operand(op, i)?)?);
            }
            // Python raises for an empty separator and a fill character
            // that is not one character; the runtime never fails.
            let string_check = match callee.as_str() {
                "str_split" | "str_rsplit" | "str_partition" | "str_rpartition" => {
                    Some((1, 0, "ValueError: empty separator"))
                }
                "str_center" | "str_ljust" | "str_rjust" => Some((
                    2,
                    1,
                    "TypeError: The fill character must be exactly one character long",
                )),
                _ => None,
            };
            if let Some((at, wanted, message)) = string_check {
                if op.operand_at(at).is_some_and(|s| is_handle(s.r#type())) {
                    let len = one(call("ts_rt_str_len", &[args[at]], &[i64t])?)?;
                    let want = builder::constant(
                        ctx,
                        ins,
                        ins.loc,
                        wanted as f64,
                        ts_dialect::Dtype::Int64,
                    )?;
                    const EQ: i64 = 0;
                    const NE: i64 = 1;
                    let predicate = if wanted == 0 { EQ } else { NE };
                    let bad = builder::compare(ctx, ins, ins.loc, false, predicate, len, want)?;
                    raise_if(ins, op, bad, message)?;
                }
            }
            let bits = one(call(&format!("ts_rt_{callee}"), &args, &[i64t])?)?;
            vec![element_of_slot(ins, op, bits)?]
        }
        "ts.tensor_to_list" => vec![super::tensor_to_list::lower_tensor_to_list(ins, op)?],
        "ts.list_to_tensor" => vec![super::tensor_to_list::lower_list_to_tensor(ins, op)?],
        "ts.dict_keys" => call("ts_rt_dict_keys", &[operand(op, 0)?], &[ptr])?,
        "ts.dict_values" => call("ts_rt_dict_values", &[operand(op, 0)?], &[ptr])?,
        other => return Err(format!("no lowering for '{other}'")),
    })
}

/// Every value of a container type (results and block arguments anywhere
/// in the module) becomes an `!llvm.ptr` handle.
pub fn retype_containers(ctx: &Context, module: OperationRef) {
    let ptr = ptr_type(ctx);
    for v in crate::ir::values_defined_in(module) {
        // SAFETY: collected from live IR; only the type changes.
        unsafe {
            let t = mlir_sys::mlirValueGetType(v);
            if is_container_type(Type::from_raw(t)) {
                mlir_sys::mlirValueSetType(v, ptr.to_raw());
            }
        }
    }
}
