//! Marks of `ts.overlap_check` shared by the importer, which sets them,
//! and `ts-check-overlaps`, which reads them.

/// The discardable mark of an index put's check: where the index may be a
/// bool mask and the value has one element, ATen fills the mask and
/// checks nothing.
pub const ONE_VALUE_FILLS_ATTR: &str = "ts.one_value_fills";
