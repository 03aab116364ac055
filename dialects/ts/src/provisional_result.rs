//! The mark of a provisional result, shared by the importer, which sets
//! it, and shape refinement, which reads it.

/// The discardable mark of the `ts.undefined` that stands in for a call
/// whose `List[int]` argument is learned only from refining this import
/// (`learned_int_lists.rs`): its type says nothing about the call's
/// result, so a loop's rounds do not widen what they assume from it.
pub const PROVISIONAL_ATTR: &str = "ts.provisional";
