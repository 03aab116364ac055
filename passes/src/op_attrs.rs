//! Typed reads of ts op attributes (dims, flags, parameters).

use melior::ir::{
    attribute::{BoolAttribute, DenseI64ArrayAttribute, FloatAttribute, IntegerAttribute},
    operation::OperationLike,
    OperationRef,
};

/// The `(start, step)` and length along its dim of a `ts.slice` (Python's
/// clamping) or `ts.chunk` (part `index` of ceil(size / chunks)-sized
/// parts) over a dim of `size`; an error for a chunk that does not exist
/// (`chunk` makes fewer parts when the size does not divide well).
pub fn slice_window(op: OperationRef, size: i64) -> Result<(i64, i64, i64), String> {
    use crate::shape_functions::ceil_div;
    let (part, index) = match op.name().as_string_ref().as_str() {
        Ok("ts.chunk") => {
            let (chunks, index) = (
                int(op, "chunks").ok_or("missing `chunks`")?,
                int(op, "index").ok_or("missing `index`")?,
            );
            let part = ceil_div(size, chunks.max(1));
            let made = ts_dialect::chunk_parts(size, chunks);
            if index >= made && size > 0 {
                return Err(format!(
                    "chunk(): a dim of size {size} splits into {made} parts of {part}, not {chunks}, so part {index} does not exist (use split() with explicit sizes)"
                ));
            }
            (part, index)
        }
        Ok("ts.split_part") => {
            let (part, index, count) = (
                int(op, "size").ok_or("missing `size`")?,
                int(op, "index").ok_or("missing `index`")?,
                int(op, "count").ok_or("missing `count`")?,
            );
            let made = ts_dialect::split_parts(size, part);
            if made != count {
                return Err(format!(
                    "split(): a dim of size {size} splits into {made} parts of {part}, but {count} values are unpacked"
                ));
            }
            (part, index)
        }
        _ => {
            let step = int(op, "step").unwrap_or(1);
            let (start, len) = crate::shape_functions::slice_range(
                size,
                int(op, "start").unwrap_or(0),
                int(op, "end").unwrap_or(i64::MAX),
                step,
            );
            return Ok((start, step, len));
        }
    };
    let start = (index * part).min(size);
    Ok((start, 1, (size - start).min(part).max(0)))
}

/// An integer attribute.
pub fn int(op: OperationRef, name: &str) -> Option<i64> {
    op.attribute(name)
        .ok()
        .and_then(|a| IntegerAttribute::try_from(a).ok())
        .map(|a| a.value())
}

/// A `DenseI64ArrayAttr` (`array<i64: ...>`).
pub fn i64_array(op: OperationRef, name: &str) -> Option<Vec<i64>> {
    let a = DenseI64ArrayAttribute::try_from(op.attribute(name).ok()?).ok()?;
    (0..a.len()).map(|i| a.element(i).ok()).collect()
}

/// An array of f64 attributes (`[1.5 : f64, ...]`).
pub fn f64_array(op: OperationRef, name: &str) -> Option<Vec<f64>> {
    let a = melior::ir::attribute::ArrayAttribute::try_from(op.attribute(name).ok()?).ok()?;
    (0..a.len())
        .map(|i| {
            let e = a.element(i).ok()?;
            melior::ir::attribute::FloatAttribute::try_from(e)
                .ok()
                .map(|f| f.value())
        })
        .collect()
}

/// A bool attribute, `default` when absent.
pub fn flag(op: OperationRef, name: &str, default: bool) -> bool {
    op.attribute(name)
        .ok()
        .and_then(|a| BoolAttribute::try_from(a).ok())
        .map_or(default, |a| a.value())
}

/// A float attribute.
pub fn float(op: OperationRef, name: &str) -> Option<f64> {
    op.attribute(name)
        .ok()
        .and_then(|a| FloatAttribute::try_from(a).ok())
        .map(|a| a.value())
}

/// A string attribute.
pub fn string(op: OperationRef, name: &str) -> Option<String> {
    op.attribute(name)
        .ok()
        .and_then(ts_dialect::string_attr_value)
}

/// The name a flat symbol reference attribute (`callee = @f`) refers to.
pub fn symbol(op: OperationRef, name: &str) -> Option<String> {
    let attr = op.attribute(name).ok()?;
    let symbol = melior::ir::attribute::FlatSymbolRefAttribute::try_from(attr).ok()?;
    Some(symbol.value().to_string())
}
