//! `int(s)` and `float(s)` of a string, as TorchScript reads numbers: with
//! C++'s `std::stoll`/`std::stod` (C's `strtoll`/`strtod` in the C
//! locale), then a check that nothing follows. So leading whitespace is
//! skipped but trailing whitespace is an error, `_` is no digit, and
//! `float` also reads `inf`/`infinity`/`nan` in any case and hexadecimal
//! (`0x1.8p1`). Shared by the compiler (literal strings fold at compile
//! time) and compiled code (`ts_rt_str_parse_status`, then
//! `ts_rt_str_to_int`/`ts_rt_str_to_float`).

use crate::containers::{alloc, str_of, Object};

/// Why a string is not a number, as TorchScript tells the two apart.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ParseError {
    /// No number at the start, or one out of range: `std::stoll`'s or
    /// `std::stod`'s own exception (`RuntimeError: stoll`).
    NoConversion,
    /// A number followed by more text (`invalid literal for int() with
    /// base 10: '12 '`).
    Trailing,
}

/// C's `isspace` in the C locale.
fn skip_space(s: &str) -> &str {
    s.trim_start_matches([' ', '\t', '\n', '\x0b', '\x0c', '\r'])
}

/// The length of the run of bytes at the start of `s` that `keep` accepts.
fn run(s: &[u8], keep: impl Fn(u8) -> bool) -> usize {
    s.iter().take_while(|&&b| keep(b)).count()
}

/// TorchScript's `int(s)` (base 10).
pub fn parse_int(s: &str) -> Result<i64, ParseError> {
    let s = skip_space(s);
    let b = s.as_bytes();
    let sign = usize::from(matches!(b.first(), Some(b'+' | b'-')));
    let digits = run(&b[sign..], |c| c.is_ascii_digit());
    if digits == 0 {
        return Err(ParseError::NoConversion);
    }
    let end = sign + digits;
    let v = s[..end].parse().map_err(|_| ParseError::NoConversion)?;
    match end == s.len() {
        true => Ok(v),
        false => Err(ParseError::Trailing),
    }
}

/// TorchScript's `float(s)`.
pub fn parse_float(s: &str) -> Result<f64, ParseError> {
    let s = skip_space(s);
    let (end, v) = scan_float(s).ok_or(ParseError::NoConversion)?;
    match end == s.len() {
        true => Ok(v),
        false => Err(ParseError::Trailing),
    }
}

/// `strtod` on the start of `s`: how many bytes it reads and the value;
/// `None` where it reads nothing or the value is out of range (`stod`
/// throws then).
fn scan_float(s: &str) -> Option<(usize, f64)> {
    let b = s.as_bytes();
    let sign = usize::from(matches!(b.first(), Some(b'+' | b'-')));
    let negative = b.first() == Some(&b'-');
    let rest = &s[sign..];
    let lower = rest.to_ascii_lowercase();
    let signed = |v: f64| if negative { -v } else { v };
    for (word, v) in [("infinity", f64::INFINITY), ("inf", f64::INFINITY)] {
        if lower.starts_with(word) {
            return Some((sign + word.len(), signed(v)));
        }
    }
    if lower.starts_with("nan") {
        // `nan(chars)` reads the parenthesized part only where it closes.
        let tail = &rest.as_bytes()[3..];
        let chars = match tail.first() {
            Some(b'(') => run(&tail[1..], |c| c.is_ascii_alphanumeric() || c == b'_'),
            _ => 0,
        };
        let len = match tail.get(1 + chars) {
            Some(b')') if tail[0] == b'(' => 3 + chars + 2,
            _ => 3,
        };
        return Some((sign + len, f64::NAN));
    }
    let (len, magnitude, inexact) = match lower.starts_with("0x") {
        true => scan_hex(&rest.as_bytes()[2..]).map(|(n, v, z)| (2 + n, v, z)),
        false => None,
    }
    .or_else(|| scan_decimal(rest))?;
    // Overflow, or an inexact result below the normal range, is ERANGE.
    if magnitude.is_infinite() || (inexact && !magnitude.is_normal()) {
        return None;
    }
    Some((sign + len, signed(magnitude)))
}

/// Digits (those `digit` accepts) with an optional point, at least one
/// digit in all: the length of the integer part and of the point with
/// the fraction; `None` without a digit.
fn scan_mantissa(b: &[u8], digit: fn(&u8) -> bool) -> Option<(usize, usize)> {
    let int = run(b, |c| digit(&c));
    let frac = match b.get(int) {
        Some(b'.') => 1 + run(&b[int + 1..], |c| digit(&c)),
        _ => 0,
    };
    (int + frac.saturating_sub(1) > 0).then_some((int, frac))
}

/// An exponent at `b[at..]` (`e`/`E` or `p`/`P` per `markers`, a sign,
/// decimal digits): its length, 0 where none is complete.
fn scan_exponent(b: &[u8], at: usize, markers: [u8; 2]) -> usize {
    if !b.get(at).is_some_and(|c| markers.contains(c)) {
        return 0;
    }
    let sign = usize::from(matches!(b.get(at + 1), Some(b'+' | b'-')));
    match run(&b[at + 1 + sign..], |c| c.is_ascii_digit()) {
        0 => 0,
        digits => 1 + sign + digits,
    }
}

/// Decimal digits with an optional point and exponent: the length read,
/// the value and whether a value below the normal range is inexact (any
/// digit is not 0: decimal fractions are binary only by chance).
fn scan_decimal(s: &str) -> Option<(usize, f64, bool)> {
    let b = s.as_bytes();
    let (int, frac) = scan_mantissa(b, u8::is_ascii_digit)?;
    let len = int + frac + scan_exponent(b, int + frac, [b'e', b'E']);
    let nonzero = b[..int + frac].iter().any(|c| matches!(c, b'1'..=b'9'));
    Some((len, s[..len].parse().ok()?, nonzero))
}

/// Hexadecimal digits (after `0x`) with an optional point and binary
/// exponent `p`: as [`scan_decimal`] (a subnormal is exact where its last
/// bit is within the subnormal range).
fn scan_hex(b: &[u8]) -> Option<(usize, f64, bool)> {
    let (int, frac) = scan_mantissa(b, u8::is_ascii_hexdigit)?;
    // The first 15 significant digits (60 bits) are exact in a u64; the
    // rest only move the exponent.
    let (mut mantissa, mut exponent, mut kept) = (0u64, 0i64, 0);
    for (i, &c) in b[..int + frac].iter().enumerate() {
        let Some(d) = (c as char).to_digit(16) else {
            continue;
        };
        let fractional = i > int;
        if kept < 15 && (mantissa != 0 || d != 0) {
            mantissa = mantissa * 16 + u64::from(d);
            kept += 1;
            exponent -= 4 * i64::from(fractional);
        } else if mantissa != 0 && !fractional {
            exponent += 4;
        } else if mantissa == 0 && fractional {
            exponent -= 4;
        }
    }
    let len = int + frac;
    let power = scan_exponent(b, len, [b'p', b'P']);
    if power > 0 {
        let text = std::str::from_utf8(&b[len + 1..len + power]).ok()?;
        exponent += text
            .parse::<i64>()
            .unwrap_or(i64::MAX / 2)
            .clamp(-100_000, 100_000);
    }
    if mantissa == 0 {
        return Some((len + power, 0.0, false));
    }
    // (In two steps: 2^exponent alone may overflow where the product
    // does not.)
    let half = exponent / 2;
    let v = mantissa as f64 * 2f64.powi(half as i32) * 2f64.powi((exponent - half) as i32);
    let inexact = exponent + i64::from(mantissa.trailing_zeros()) < -1074;
    Some((len + power, v, inexact))
}

/// How `s` reads as an int (`kind` 0) or a float (`kind` 1): 0 when it
/// does, 1 for [`ParseError::NoConversion`], 2 for
/// [`ParseError::Trailing`].
#[no_mangle]
pub extern "C" fn ts_rt_str_parse_status(s: i64, kind: i64) -> i64 {
    let s = str_of(s);
    let status = match kind {
        0 => parse_int(s).err(),
        _ => parse_float(s).err(),
    };
    match status {
        None => 0,
        Some(ParseError::NoConversion) => 1,
        Some(ParseError::Trailing) => 2,
    }
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

/// `'s'`: a string in quotes, as the errors of `int(s)` and `float(s)`
/// show it.
#[no_mangle]
pub extern "C" fn ts_rt_str_quoted(s: i64) -> *mut Object {
    alloc(Object::Str(format!("'{}'", str_of(s))))
}

/// These functions by symbol name, for the JIT.
pub fn symbols() -> Vec<(&'static str, *mut std::ffi::c_void)> {
    vec![
        ("ts_rt_str_parse_status", ts_rt_str_parse_status as *mut _),
        ("ts_rt_str_to_int", ts_rt_str_to_int as *mut _),
        ("ts_rt_str_to_float", ts_rt_str_to_float as *mut _),
        ("ts_rt_str_quoted", ts_rt_str_quoted as *mut _),
    ]
}

#[cfg(test)]
mod tests {
    use super::ParseError::{NoConversion, Trailing};
    use super::*;

    #[test]
    fn ints_read_as_stoll() {
        assert_eq!(parse_int("-12"), Ok(-12));
        assert_eq!(parse_int("+7"), Ok(7));
        assert_eq!(parse_int("007"), Ok(7));
        assert_eq!(parse_int(" \t\n12"), Ok(12));
        assert_eq!(parse_int(" 12 "), Err(Trailing));
        assert_eq!(parse_int("1_000"), Err(Trailing));
        assert_eq!(parse_int("1.5"), Err(Trailing));
        assert_eq!(parse_int("0x1f"), Err(Trailing));
        assert_eq!(parse_int(""), Err(NoConversion));
        assert_eq!(parse_int("+ 1"), Err(NoConversion));
        assert_eq!(parse_int("-9223372036854775808"), Ok(i64::MIN));
        assert_eq!(parse_int("9223372036854775808"), Err(NoConversion));
    }

    #[test]
    fn floats_read_as_stod() {
        assert_eq!(parse_float("-inf"), Ok(f64::NEG_INFINITY));
        assert_eq!(parse_float(" -Infinity"), Ok(f64::NEG_INFINITY));
        assert!(parse_float("nan").is_ok_and(f64::is_nan));
        assert!(parse_float("nan(12)").is_ok_and(f64::is_nan));
        assert_eq!(parse_float("nan("), Err(Trailing));
        assert_eq!(parse_float("INF "), Err(Trailing));
        assert_eq!(parse_float("infinite"), Err(Trailing));
        assert_eq!(parse_float("1.5e3"), Ok(1500.0));
        assert_eq!(parse_float(".5"), Ok(0.5));
        assert_eq!(parse_float("5."), Ok(5.0));
        assert_eq!(parse_float("1e"), Err(Trailing));
        assert_eq!(parse_float("1e+"), Err(Trailing));
        assert_eq!(parse_float(" 1.5"), Ok(1.5));
        assert_eq!(parse_float("1.5 "), Err(Trailing));
        assert_eq!(parse_float("."), Err(NoConversion));
        assert_eq!(parse_float("-.5e"), Err(Trailing));
        assert_eq!(parse_float("abc"), Err(NoConversion));
        assert_eq!(parse_float("1e999"), Err(NoConversion));
        assert_eq!(parse_float("1e-320"), Err(NoConversion));
        assert_eq!(parse_float("0e-999"), Ok(0.0));
        assert_eq!(parse_float("0x1f"), Ok(31.0));
        assert_eq!(parse_float("  -0x10"), Ok(-16.0));
        assert_eq!(parse_float("0x1.8p1"), Ok(3.0));
        assert_eq!(parse_float("0x.8"), Ok(0.5));
        assert_eq!(parse_float("0x"), Err(Trailing));
        assert_eq!(parse_float("0x0p5000"), Ok(0.0));
        assert_eq!(parse_float("0x1p-1074"), Ok(f64::from_bits(1)));
        assert_eq!(parse_float("0x1p-1075"), Err(NoConversion));
        assert_eq!(parse_float("0x1p1024"), Err(NoConversion));
        assert_eq!(parse_float("0xg"), Err(Trailing));
    }
}
