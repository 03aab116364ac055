//! Typed reads of ts op attributes (dims, flags, parameters).

use melior::ir::{
    attribute::{
        BoolAttribute, DenseI64ArrayAttribute, FloatAttribute, IntegerAttribute, StringAttribute,
    },
    operation::OperationLike,
    OperationRef,
};

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
        .and_then(|a| StringAttribute::try_from(a).ok())
        .map(|a| a.value().to_string())
}
