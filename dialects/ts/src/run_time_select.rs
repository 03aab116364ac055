//! The mark of a run-time select, shared by the importer, which sets it,
//! and the passes that follow views (`ts-check-overlaps`).

/// The discardable mark of the `ts.index_select` of one index that
/// stands for `x[i]` with `i` known only at run time (a squeeze of the
/// dim follows it).
pub const RUN_TIME_SELECT_ATTR: &str = "run_time_select";
