//! `int(s)` and `float(s)` of a string, as TorchScript reads numbers
//! (stricter than Python: no surrounding whitespace, no `_`): an optional
//! sign, then digits, and for floats decimal or exponent forms and
//! `inf`/`infinity`/`nan` in any case. Shared by the compiler (literal
//! strings fold at compile time) and compiled code (`ts_rt_str_parses`,
//! then `ts_rt_str_to_int`/`ts_rt_str_to_float`).

use crate::containers::str_of;

/// TorchScript's `int(s)` (base 10).
pub fn parse_int(s: &str) -> Option<i64> {
    let body = s.strip_prefix(['+', '-']).unwrap_or(s);
    if body.is_empty() || !body.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    s.parse().ok()
}

/// TorchScript's `float(s)`.
pub fn parse_float(s: &str) -> Option<f64> {
    let body = s.strip_prefix(['+', '-']).unwrap_or(s);
    let negative = s.starts_with('-');
    let special = match body.to_ascii_lowercase().as_str() {
        "inf" | "infinity" => Some(f64::INFINITY),
        "nan" => Some(f64::NAN),
        _ => None,
    };
    if let Some(v) = special {
        return Some(if negative { -v } else { v });
    }
    // Rust reads decimal text as C does, but also words.
    if !body.starts_with(|c: char| c.is_ascii_digit() || c == '.') {
        return None;
    }
    s.parse().ok()
}

/// 1 when `s` reads as an int (`kind` 0) or a float (`kind` 1), else 0.
#[no_mangle]
pub extern "C" fn ts_rt_str_parses(s: i64, kind: i64) -> i64 {
    let s = str_of(s);
    i64::from(if kind == 0 {
        parse_int(s).is_some()
    } else {
        parse_float(s).is_some()
    })
}

/// `int(s)` of a string that reads as an int (checked first).
#[no_mangle]
pub extern "C" fn ts_rt_str_to_int(s: i64) -> i64 {
    parse_int(str_of(s)).unwrap_or(0)
}

/// `float(s)` (its bits) of a string that reads as a float.
#[no_mangle]
pub extern "C" fn ts_rt_str_to_float(s: i64) -> i64 {
    parse_float(str_of(s)).unwrap_or(0.0).to_bits() as i64
}

/// These functions by symbol name, for the JIT.
pub fn symbols() -> Vec<(&'static str, *mut std::ffi::c_void)> {
    vec![
        ("ts_rt_str_parses", ts_rt_str_parses as *mut _),
        ("ts_rt_str_to_int", ts_rt_str_to_int as *mut _),
        ("ts_rt_str_to_float", ts_rt_str_to_float as *mut _),
    ]
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn numbers_read_as_in_torchscript() {
        assert_eq!(parse_int("-12"), Some(-12));
        assert_eq!(parse_int("+7"), Some(7));
        assert_eq!(parse_int("007"), Some(7));
        assert_eq!(parse_int(" 12 "), None);
        assert_eq!(parse_int("1_000"), None);
        assert_eq!(parse_int("1.5"), None);
        assert_eq!(parse_int(""), None);
        assert_eq!(parse_float("-inf"), Some(f64::NEG_INFINITY));
        assert_eq!(parse_float("-Infinity"), Some(f64::NEG_INFINITY));
        assert!(parse_float("nan").is_some_and(f64::is_nan));
        assert_eq!(parse_float("1.5e3"), Some(1500.0));
        assert_eq!(parse_float(".5"), Some(0.5));
        assert_eq!(parse_float("5."), Some(5.0));
        assert_eq!(parse_float(" 1.5 "), None);
        assert_eq!(parse_float("abc"), None);
        assert_eq!(parse_float("infinite"), None);
    }
}
