//! LLVM's own options for the code this compiler generates (`-mllvm` in
//! clang). LLVM keeps them in process globals, so they are set once per
//! process, before the first compilation (by [`crate::create_context`] if
//! nothing set them earlier), for the JIT and object files alike.

use std::sync::OnceLock;
use thiserror::Error;

/// Set for every compilation, before the user's own.
///
/// - `-combiner-store-merging=false`: the DAG combiner looks for adjacent
///   stores to merge in every block, at a cost that grows with the
///   block's stores; fully unrolled blocks of small convolutions have
///   thousands, and it took about a third of LLVM's time on them
///   (EfficientNet: 4.5 s → 2.6 s). The stores that matter are vector
///   stores already, so the code runs as fast without it.
pub const DEFAULT_LLVM_OPTIONS: &[&str] = &["-combiner-store-merging=false"];

#[derive(Debug, Error, Clone, PartialEq)]
pub enum LlvmOptionsError {
    #[error("LLVM option: {0}")]
    Rejected(String),
    #[error("LLVM's options were already set for this process (to {0:?})")]
    AlreadySet(Vec<String>),
}

/// What options were set to, and whether LLVM took them.
type Setting = OnceLock<(Vec<String>, Result<(), LlvmOptionsError>)>;

/// The process's setting.
static SET: Setting = OnceLock::new();

/// Sets [`DEFAULT_LLVM_OPTIONS`] and then `extra` (`-name=value`; a later
/// occurrence wins). Only the first call sets anything: a later one with
/// the same `extra` (or none) is fine, a different one is an error.
pub fn set_llvm_options(extra: &[String]) -> Result<(), LlvmOptionsError> {
    set_once(&SET, extra, ts_dialect::parse_llvm_options)
}

fn set_once(
    setting: &Setting,
    extra: &[String],
    parse: impl FnOnce(&[&str]) -> Result<(), String>,
) -> Result<(), LlvmOptionsError> {
    let (set, result) = setting.get_or_init(|| {
        let all: Vec<&str> = (DEFAULT_LLVM_OPTIONS.iter().copied())
            .chain(extra.iter().map(String::as_str))
            .collect();
        (
            extra.to_vec(),
            parse(&all).map_err(LlvmOptionsError::Rejected),
        )
    });
    if !extra.is_empty() && extra != set.as_slice() {
        return Err(LlvmOptionsError::AlreadySet(set.clone()));
    }
    result.clone()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn unknown_options_are_rejected_with_llvms_message() {
        let rejected = ts_dialect::parse_llvm_options(&["-no-such-llvm-option"]);
        assert!(rejected.is_err_and(|m| m.contains("no-such-llvm-option")));
        // A later occurrence of an option LLVM knows is fine.
        assert_eq!(
            ts_dialect::parse_llvm_options(&["-combiner-store-merging=false"]),
            Ok(())
        );
    }

    #[test]
    fn options_are_set_once() {
        let setting = Setting::new();
        let mine = vec!["-x=1".to_string()];
        let seen = std::cell::RefCell::new(vec![]);
        let parse = |all: &[&str]| {
            seen.borrow_mut().extend(all.iter().map(|s| s.to_string()));
            Ok(())
        };
        assert_eq!(set_once(&setting, &mine, parse), Ok(()));
        assert_eq!(*seen.borrow(), ["-combiner-store-merging=false", "-x=1"]);
        assert_eq!(set_once(&setting, &mine, |_| unreachable!()), Ok(()));
        assert_eq!(set_once(&setting, &[], |_| unreachable!()), Ok(()));
        assert_eq!(
            set_once(&setting, &["-y=2".to_string()], |_| unreachable!()),
            Err(LlvmOptionsError::AlreadySet(mine))
        );
    }
}
