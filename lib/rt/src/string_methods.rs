//! String methods and sequence operations (slices, list `+`, `+=` and
//! `*`) with Python's semantics, called by
//! compiled code through `ts.runtime_call` as `ts_rt_<name>`.
//!
//! Every argument and result is an i64 slot: strings and lists by handle,
//! ints as they are, bools as 0/1. A handle of 0 stands for `None` (the
//! default `chars` of `strip`, the default `sep` of `split`). Indices are
//! in characters, as in Python. Checks that must raise (an empty `split`
//! separator) are compiled before the call, so these never fail.

use crate::containers::{alloc, str_of, Object};
use std::ffi::c_void;

/// A string from bytes cut out of UTF-8 text by byte positions (as
/// TorchScript slices): a cut through a multi-byte character leaves
/// U+FFFD where TorchScript would keep the raw bytes.
pub(crate) fn from_bytes(bytes: &[u8]) -> String {
    String::from_utf8_lossy(bytes).into_owned()
}

fn new_str(s: String) -> i64 {
    alloc(Object::Str(s)) as i64
}

fn opt_str<'a>(bits: i64) -> Option<&'a str> {
    (bits != 0).then(|| str_of(bits))
}

fn flag(b: bool) -> i64 {
    b as i64
}

/// C's `isspace` (TorchScript's whitespace): space, \t, \n, \v, \f, \r.
fn is_c_space(c: char) -> bool {
    matches!(c, ' ' | '\t'..='\r')
}

/// The characters `strip` removes: the given ones, or whitespace.
fn strip_set(chars: i64) -> impl Fn(char) -> bool {
    let set: Option<Vec<char>> = opt_str(chars).map(|c| c.chars().collect());
    move |c| match &set {
        Some(s) => s.contains(&c),
        None => is_c_space(c),
    }
}

macro_rules! str_to_str {
    ($($name:ident => $f:expr;)*) => {$(
        #[no_mangle]
        pub extern "C" fn $name(s: i64) -> i64 {
            let f: fn(&str) -> String = $f;
            new_str(f(str_of(s)))
        }
    )*};
}

macro_rules! str_predicate {
    ($($name:ident => $f:expr;)*) => {$(
        #[no_mangle]
        pub extern "C" fn $name(s: i64) -> i64 {
            let f: fn(&str) -> bool = $f;
            flag(f(str_of(s)))
        }
    )*};
}

// Case mapping and character classes are ASCII-only, as TorchScript's
// (C's `toupper`/`isalpha` on each byte): other characters are kept as
// they are and belong to no class.
str_to_str! {
    ts_rt_str_lower => |s| s.to_ascii_lowercase();
    ts_rt_str_upper => |s| s.to_ascii_uppercase();
    ts_rt_str_swapcase => |s| s
        .chars()
        .map(|c| {
            if c.is_ascii_uppercase() {
                c.to_ascii_lowercase()
            } else {
                c.to_ascii_uppercase()
            }
        })
        .collect();
    ts_rt_str_capitalize => |s| {
        let mut cs = s.chars();
        match cs.next() {
            Some(first) => {
                let mut out = first.to_ascii_uppercase().to_string();
                out.push_str(&cs.as_str().to_ascii_lowercase());
                out
            }
            None => String::new(),
        }
    };
    ts_rt_str_title => |s| {
        let mut out = String::new();
        let mut after_cased = false;
        for c in s.chars() {
            out.push(if after_cased {
                c.to_ascii_lowercase()
            } else {
                c.to_ascii_uppercase()
            });
            after_cased = c.is_ascii_alphabetic();
        }
        out
    };
}

str_predicate! {
    ts_rt_str_isdigit => |s| !s.is_empty() && s.chars().all(|c| c.is_ascii_digit());
    ts_rt_str_isalpha => |s| !s.is_empty() && s.chars().all(|c| c.is_ascii_alphabetic());
    ts_rt_str_isalnum => |s| !s.is_empty() && s.chars().all(|c| c.is_ascii_alphanumeric());
    // C's isspace: space, \t, \n, \v, \f, \r.
    ts_rt_str_isspace => |s| !s.is_empty() && s.chars().all(is_c_space);
    ts_rt_str_islower => |s| {
        s.chars().any(|c| c.is_ascii_lowercase()) && !s.chars().any(|c| c.is_ascii_uppercase())
    };
    ts_rt_str_isupper => |s| {
        s.chars().any(|c| c.is_ascii_uppercase()) && !s.chars().any(|c| c.is_ascii_lowercase())
    };
    // As TorchScript: ASCII digits only.
    ts_rt_str_isdecimal => |s| !s.is_empty() && s.chars().all(|c| c.is_ascii_digit());
    ts_rt_str_isnumeric => |s| !s.is_empty() && s.chars().all(|c| c.is_ascii_digit());
    // TorchScript's (Python 2's) rule: ASCII letters and digits, not
    // starting with a digit ('_' is not allowed).
    ts_rt_str_isidentifier => |s| {
        s.chars().next().is_some_and(|c| !c.is_ascii_digit())
            && s.chars().all(|c| c.is_ascii_alphanumeric())
    };
    ts_rt_str_istitle => |s| {
        // Uppercase letters only after uncased ones, lowercase only after
        // cased ones, and at least one cased letter.
        let (mut cased, mut previous_cased) = (false, false);
        for c in s.chars() {
            if c.is_ascii_uppercase() {
                if previous_cased {
                    return false;
                }
                (cased, previous_cased) = (true, true);
            } else if c.is_ascii_lowercase() {
                if !previous_cased {
                    return false;
                }
                (cased, previous_cased) = (true, true);
            } else {
                previous_cased = false;
            }
        }
        cased
    };
    ts_rt_str_isprintable => |s| s.chars().all(|c| (' '..='~').contains(&c));
}

/// The fill character of `center`/`ljust`/`rjust`: the given one, or a
/// space.
fn fill_char(fill: i64) -> char {
    opt_str(fill).and_then(|f| f.chars().next()).unwrap_or(' ')
}

/// `s` padded with `fill` to `width` characters: `left` of the padding
/// before it (Python's split of the padding for `center`).
fn padded(s: &str, width: i64, fill: char, left: impl Fn(usize) -> usize) -> String {
    // Widths count bytes, as TorchScript's.
    let pad = (width.max(0) as usize).saturating_sub(s.len());
    let before = left(pad);
    let mut out: String = std::iter::repeat_n(fill, before).collect();
    out.push_str(s);
    out.extend(std::iter::repeat_n(fill, pad - before));
    out
}

#[no_mangle]
pub extern "C" fn ts_rt_str_center(s: i64, width: i64, fill: i64) -> i64 {
    // Python puts the odd character on the left when `width` is odd.
    let odd_width = width & 1;
    new_str(padded(str_of(s), width, fill_char(fill), |pad| {
        pad / 2 + (pad & odd_width as usize & 1)
    }))
}

#[no_mangle]
pub extern "C" fn ts_rt_str_ljust(s: i64, width: i64, fill: i64) -> i64 {
    new_str(padded(str_of(s), width, fill_char(fill), |_| 0))
}

#[no_mangle]
pub extern "C" fn ts_rt_str_rjust(s: i64, width: i64, fill: i64) -> i64 {
    new_str(padded(str_of(s), width, fill_char(fill), |pad| pad))
}

/// Zeros on the left, as TorchScript pads (a sign is not kept in front).
#[no_mangle]
pub extern "C" fn ts_rt_str_zfill(s: i64, width: i64) -> i64 {
    new_str(padded(str_of(s), width, '0', |pad| pad))
}

/// `"%f" % x` (`exponent` 0) or `"%e" % x` (1): `x` (its bits) as a
/// 32-bit float, printed as C's `printf` does with 6 digits, as
/// TorchScript's `percentFormat` does.
#[no_mangle]
pub extern "C" fn ts_rt_str_percent_float(x: i64, exponent: i64) -> i64 {
    let x = f64::from(f64::from_bits(x as u64) as f32);
    let text = if x.is_nan() {
        "nan".to_string()
    } else if x.is_infinite() {
        if x < 0.0 { "-inf" } else { "inf" }.to_string()
    } else if exponent == 0 {
        format!("{x:.6}")
    } else {
        // Rust writes `1.5e2`; C writes `1.500000e+02`.
        let text = format!("{x:.6e}");
        let (mantissa, power) = text.split_once('e').expect("an exponent");
        let power: i32 = power.parse().expect("an integer exponent");
        let sign = if power < 0 { '-' } else { '+' };
        format!("{mantissa}e{sign}{:02}", power.abs())
    };
    new_str(text)
}

/// TorchScript's message for a float `math.floor`/`math.ceil` cannot
/// make an int of: `Cannot convert float <x> to integer`, `x` as C++'s
/// `std::to_string(double)` writes it (`%f`; a NaN with its sign bit set
/// is `-nan`).
#[no_mangle]
pub extern "C" fn ts_rt_float_to_int_message(x: i64) -> i64 {
    let x = f64::from_bits(x as u64);
    let text = match x {
        x if x.is_nan() && x.is_sign_negative() => "-nan".to_string(),
        x if x.is_nan() => "nan".to_string(),
        x if x.is_infinite() => if x < 0.0 { "-inf" } else { "inf" }.to_string(),
        x => format!("{x:.6}"),
    };
    new_str(format!("Cannot convert float {text} to integer"))
}

/// Tabs to spaces up to the next multiple of `tabsize` columns.
#[no_mangle]
pub extern "C" fn ts_rt_str_expandtabs(s: i64, tabsize: i64) -> i64 {
    let mut out = String::new();
    let mut column = 0i64;
    for c in str_of(s).chars() {
        match c {
            '\t' if tabsize > 0 => {
                let n = tabsize - column % tabsize;
                out.extend(std::iter::repeat_n(' ', n as usize));
                column += n;
            }
            '\t' => {}
            '\n' | '\r' => {
                out.push(c);
                column = 0;
            }
            c => {
                out.push(c);
                column += 1;
            }
        }
    }
    new_str(out)
}

/// A new list of strings.
fn str_list<'a>(parts: impl IntoIterator<Item = &'a str>) -> i64 {
    let parts = parts.into_iter().map(|p| new_str(p.to_string())).collect();
    alloc(Object::List(parts)) as i64
}

/// TorchScript's `splitlines`: a break at each of `\n \r \v \f \x1c \x1d
/// \x1e` (so `\r\n` gives an empty line between them), and with
/// `keepends` each break as an element of its own.
#[no_mangle]
pub extern "C" fn ts_rt_str_splitlines(s: i64, keepends: i64) -> i64 {
    const BREAKS: &[char] = &['\n', '\r', '\x0b', '\x0c', '\x1c', '\x1d', '\x1e'];
    let s = str_of(s);
    let mut parts = Vec::new();
    let mut start = 0;
    for (at, c) in s.char_indices().filter(|(_, c)| BREAKS.contains(c)) {
        parts.push(&s[start..at]);
        if keepends != 0 {
            parts.push(&s[at..at + c.len_utf8()]);
        }
        start = at + c.len_utf8();
    }
    if start != s.len() {
        parts.push(&s[start..]);
    }
    str_list(parts)
}

/// `s.rsplit(sep, maxsplit)`: from the right; TorchScript's default
/// separator is a single space.
#[no_mangle]
pub extern "C" fn ts_rt_str_rsplit(s: i64, sep: i64, maxsplit: i64) -> i64 {
    let (s, sep) = (str_of(s), opt_str(sep).unwrap_or(" "));
    let mut parts: Vec<&str> = match usize::try_from(maxsplit) {
        Ok(n) => s.rsplitn(n + 1, sep).collect(),
        Err(_) => s.rsplit(sep).collect(),
    };
    parts.reverse();
    str_list(parts)
}

/// `s.partition(sep)` as a list of its three parts.
#[no_mangle]
pub extern "C" fn ts_rt_str_partition(s: i64, sep: i64) -> i64 {
    let (s, sep) = (str_of(s), str_of(sep));
    str_list(match s.find(sep) {
        Some(at) => [&s[..at], sep, &s[at + sep.len()..]],
        None => [s, "", ""],
    })
}

/// `s.rpartition(sep)` as a list of its three parts.
#[no_mangle]
pub extern "C" fn ts_rt_str_rpartition(s: i64, sep: i64) -> i64 {
    let (s, sep) = (str_of(s), str_of(sep));
    str_list(match s.rfind(sep) {
        Some(at) => [&s[..at], sep, &s[at + sep.len()..]],
        None => ["", "", s],
    })
}

#[no_mangle]
pub extern "C" fn ts_rt_str_strip(s: i64, chars: i64) -> i64 {
    new_str(str_of(s).trim_matches(strip_set(chars)).to_string())
}

#[no_mangle]
pub extern "C" fn ts_rt_str_lstrip(s: i64, chars: i64) -> i64 {
    new_str(str_of(s).trim_start_matches(strip_set(chars)).to_string())
}

#[no_mangle]
pub extern "C" fn ts_rt_str_rstrip(s: i64, chars: i64) -> i64 {
    new_str(str_of(s).trim_end_matches(strip_set(chars)).to_string())
}

/// An optional `start`/`end` argument that was left out (or `None`).
pub const NO_INDEX: i64 = i64::MIN;

/// `s[start:end]` as TorchScript's `find`, `count`, `startswith`, ...
/// read it (`NO_INDEX` for a missing bound), in bytes: the window's first
/// byte index and its bytes; `None` when `start` lies past the end. A
/// negative `end` counts from one past the end, not from the end as in
/// Python: TorchScript's default `end=-1` means "to the end", so an
/// explicit `-1` does too.
fn window(s: &str, start: i64, end: i64) -> Option<(i64, &[u8])> {
    let (lo, hi) = window_bounds(s, start, end)?;
    Some((lo, &s.as_bytes()[lo as usize..hi.max(lo) as usize]))
}

/// `window`'s first byte index and its end, which may lie before it.
fn window_bounds(s: &str, start: i64, end: i64) -> Option<(i64, i64)> {
    let n = s.len() as i64;
    let lo = match start {
        NO_INDEX => 0,
        v if v < 0 => (v + n).max(0),
        v => v,
    };
    if lo > n {
        return None;
    }
    let hi = match end {
        NO_INDEX => n,
        v if v < 0 => (v + n + 1).max(0),
        v => v.min(n),
    };
    Some((lo, hi))
}

/// The first byte index of `needle` in `hay`.
fn find_bytes(hay: &[u8], needle: &[u8]) -> Option<usize> {
    (0..=hay.len().checked_sub(needle.len())?).find(|&i| hay[i..].starts_with(needle))
}

/// The last byte index of `needle` in `hay`.
fn rfind_bytes(hay: &[u8], needle: &[u8]) -> Option<usize> {
    (0..=hay.len().checked_sub(needle.len())?).rfind(|&i| hay[i..].starts_with(needle))
}

/// The window `startswith`/`endswith` read: as `window`, but an `end`
/// before `start` reads to the end of the string, as TorchScript's
/// `substr(start, end - start)` does with its unsigned length.
fn affix_window(s: &str, start: i64, end: i64) -> Option<&[u8]> {
    let (lo, hi) = window_bounds(s, start, end)?;
    let hi = if hi < lo { s.len() as i64 } else { hi };
    Some(&s.as_bytes()[lo as usize..hi as usize])
}

#[no_mangle]
pub extern "C" fn ts_rt_str_startswith(s: i64, prefix: i64, start: i64, end: i64) -> i64 {
    let prefix = str_of(prefix).as_bytes();
    flag(affix_window(str_of(s), start, end).is_some_and(|w| w.starts_with(prefix)))
}

#[no_mangle]
pub extern "C" fn ts_rt_str_endswith(s: i64, suffix: i64, start: i64, end: i64) -> i64 {
    let suffix = str_of(suffix).as_bytes();
    flag(affix_window(str_of(s), start, end).is_some_and(|w| w.ends_with(suffix)))
}

#[no_mangle]
pub extern "C" fn ts_rt_str_find(s: i64, sub: i64, start: i64, end: i64) -> i64 {
    window(str_of(s), start, end)
        .and_then(|(lo, w)| find_bytes(w, str_of(sub).as_bytes()).map(|b| lo + b as i64))
        .unwrap_or(-1)
}

#[no_mangle]
pub extern "C" fn ts_rt_str_rfind(s: i64, sub: i64, start: i64, end: i64) -> i64 {
    window(str_of(s), start, end)
        .and_then(|(lo, w)| rfind_bytes(w, str_of(sub).as_bytes()).map(|b| lo + b as i64))
        .unwrap_or(-1)
}

/// Non-overlapping occurrences that start in the window, as TorchScript
/// counts them (one may run past `end`); `""` occurs between every two
/// bytes (TorchScript's own loop never ends there).
#[no_mangle]
pub extern "C" fn ts_rt_str_count(s: i64, sub: i64, start: i64, end: i64) -> i64 {
    let (s, sub) = (str_of(s), str_of(sub).as_bytes());
    let Some((lo, w)) = window(s, start, end) else {
        return 0;
    };
    if sub.is_empty() {
        return w.len() as i64 + 1;
    }
    let hi = lo as usize + w.len();
    let (mut at, mut n) = (lo as usize, 0);
    while let Some(found) = find_bytes(&s.as_bytes()[at..], sub) {
        if at + found >= hi {
            break;
        }
        n += 1;
        at += found + sub.len();
    }
    n
}

/// `a < b` and the like on strings: -1, 0 or 1, by code point as Python.
#[no_mangle]
pub extern "C" fn ts_rt_str_compare(a: i64, b: i64) -> i64 {
    str_of(a).cmp(str_of(b)) as i64
}

#[no_mangle]
pub extern "C" fn ts_rt_str_contains(s: i64, sub: i64) -> i64 {
    flag(str_of(s).contains(str_of(sub)))
}

/// `s.replace(old, new, count)`; a negative `count` replaces all.
#[no_mangle]
pub extern "C" fn ts_rt_str_replace(s: i64, old: i64, new: i64, count: i64) -> i64 {
    let (s, old, new) = (str_of(s), str_of(old), str_of(new));
    new_str(if count < 0 {
        s.replace(old, new)
    } else {
        s.replacen(old, new, count as usize)
    })
}

/// `s.split(sep, maxsplit)`; a negative `maxsplit` splits all. `sep` None
/// splits on runs of whitespace, dropping empty parts, and (as in
/// TorchScript, unlike Python) ignores `maxsplit`. An empty `sep` was
/// rejected before the call.
#[no_mangle]
pub extern "C" fn ts_rt_str_split(s: i64, sep: i64, maxsplit: i64) -> i64 {
    let parts = split_parts(str_of(s), opt_str(sep), maxsplit);
    let parts = parts.into_iter().map(|p| new_str(p.to_string())).collect();
    alloc(Object::List(parts)) as i64
}

fn split_parts<'s>(s: &'s str, sep: Option<&str>, maxsplit: i64) -> Vec<&'s str> {
    match (sep, usize::try_from(maxsplit).ok()) {
        (Some(sep), None) => s.split(sep).collect(),
        (Some(sep), Some(n)) => s.splitn(n + 1, sep).collect(),
        (None, _) => s.split(is_c_space).filter(|p| !p.is_empty()).collect(),
    }
}

/// `sep.join(parts)` of a list of strings.
#[no_mangle]
pub extern "C" fn ts_rt_str_join(sep: i64, parts: i64) -> i64 {
    // SAFETY: the lowering passes a List[str] handle.
    let parts = match unsafe { &*(parts as *const Object) } {
        Object::List(items) => items.iter().map(|&p| str_of(p)).collect::<Vec<_>>(),
        other => panic!("runtime type confusion: expected a list, got {other:?}"),
    };
    new_str(parts.join(str_of(sep)))
}

/// Python's `seq[lo:hi:step]` indices over a sequence of `len`; `present`
/// has bit 0/1/2 set when `lo`/`hi`/`step` were given (step != 0).
pub fn slice_indices(len: i64, lo: i64, hi: i64, step: i64, present: i64) -> Vec<usize> {
    let step = if present & 4 != 0 { step } else { 1 };
    let bound = |v: i64, low: i64, high: i64| (if v < 0 { v + len } else { v }).clamp(low, high);
    let mut out = Vec::new();
    if step > 0 {
        let mut i = if present & 1 != 0 {
            bound(lo, 0, len)
        } else {
            0
        };
        let end = if present & 2 != 0 {
            bound(hi, 0, len)
        } else {
            len
        };
        while i < end {
            out.push(i as usize);
            // (A step known only at run time may be huge.)
            let Some(next) = i.checked_add(step) else {
                break;
            };
            i = next;
        }
    } else if step < 0 {
        let mut i = if present & 1 != 0 {
            bound(lo, -1, len - 1)
        } else {
            len - 1
        };
        let end = if present & 2 != 0 {
            bound(hi, -1, len - 1)
        } else {
            -1
        };
        while i > end {
            out.push(i as usize);
            let Some(next) = i.checked_add(step) else {
                break;
            };
            i = next;
        }
    }
    out
}

#[no_mangle]
pub extern "C" fn ts_rt_str_slice(s: i64, lo: i64, hi: i64, step: i64, present: i64) -> i64 {
    let bytes = str_of(s).as_bytes();
    let picked = slice_indices(bytes.len() as i64, lo, hi, step, present);
    new_str(from_bytes(
        &picked.into_iter().map(|i| bytes[i]).collect::<Vec<_>>(),
    ))
}

#[no_mangle]
pub extern "C" fn ts_rt_list_slice(list: i64, lo: i64, hi: i64, step: i64, present: i64) -> i64 {
    // SAFETY: the lowering passes a list handle.
    let items = match unsafe { &*(list as *const Object) } {
        Object::List(items) => items,
        other => panic!("runtime type confusion: expected a list, got {other:?}"),
    };
    let picked = slice_indices(items.len() as i64, lo, hi, step, present);
    alloc(Object::List(picked.into_iter().map(|i| items[i]).collect())) as i64
}

/// The items of a list handle.
fn list_items<'a>(list: i64) -> &'a mut Vec<i64> {
    // SAFETY: the lowering passes a live list handle.
    match unsafe { &mut *(list as *mut Object) } {
        Object::List(items) => items,
        other => panic!("runtime type confusion: expected a list, got {other:?}"),
    }
}

/// `a + b` on lists: a new list.
#[no_mangle]
pub extern "C" fn ts_rt_list_concat(a: i64, b: i64) -> i64 {
    let mut items = list_items(a).clone();
    items.extend_from_slice(list_items(b));
    alloc(Object::List(items)) as i64
}

/// `a += b` on lists: `b`'s items appended to `a` itself, which is
/// returned (other references to it see the change, as in Python).
#[no_mangle]
pub extern "C" fn ts_rt_list_extend(a: i64, b: i64) -> i64 {
    let more = list_items(b).clone();
    list_items(a).extend(more);
    a
}

/// `a * n` on a list: a new list of `n` copies of its items (none for
/// `n <= 0`; the items themselves are shared, as in Python).
#[no_mangle]
pub extern "C" fn ts_rt_list_repeat(a: i64, n: i64) -> i64 {
    let n = n.max(0) as usize;
    let repeated = {
        let items = list_items(a);
        items.len().checked_mul(n).and_then(|total| {
            let mut out = Vec::new();
            out.try_reserve_exact(total).ok()?;
            for _ in 0..n {
                out.extend_from_slice(items);
            }
            Some(out)
        })
    };
    match repeated {
        Some(out) => alloc(Object::List(out)) as i64,
        // Nothing of this frame is left to drop.
        None => {
            crate::raise::raise_static(c"RuntimeError: not enough memory for the repeated list")
        }
    }
}

/// These functions by symbol name, for the JIT.
pub fn symbols() -> Vec<(&'static str, *mut c_void)> {
    macro_rules! table {
        ($($f:ident),* $(,)?) => { vec![$((stringify!($f), $f as *mut c_void)),*] };
    }
    table![
        ts_rt_str_lower,
        ts_rt_str_upper,
        ts_rt_str_swapcase,
        ts_rt_str_capitalize,
        ts_rt_str_title,
        ts_rt_str_isdigit,
        ts_rt_str_isalpha,
        ts_rt_str_isalnum,
        ts_rt_str_isspace,
        ts_rt_str_islower,
        ts_rt_str_isupper,
        ts_rt_str_isdecimal,
        ts_rt_str_isnumeric,
        ts_rt_str_isidentifier,
        ts_rt_str_istitle,
        ts_rt_str_isprintable,
        ts_rt_str_center,
        ts_rt_str_ljust,
        ts_rt_str_rjust,
        ts_rt_str_zfill,
        ts_rt_str_percent_float,
        ts_rt_float_to_int_message,
        ts_rt_str_expandtabs,
        ts_rt_str_splitlines,
        ts_rt_str_rsplit,
        ts_rt_str_partition,
        ts_rt_str_rpartition,
        ts_rt_str_strip,
        ts_rt_str_lstrip,
        ts_rt_str_rstrip,
        ts_rt_str_startswith,
        ts_rt_str_endswith,
        ts_rt_str_find,
        ts_rt_str_rfind,
        ts_rt_str_count,
        ts_rt_str_contains,
        ts_rt_str_compare,
        ts_rt_str_replace,
        ts_rt_str_split,
        ts_rt_str_join,
        ts_rt_str_slice,
        ts_rt_list_slice,
        ts_rt_list_concat,
        ts_rt_list_extend,
        ts_rt_list_repeat,
    ]
}

#[cfg(test)]
mod tests {
    use super::*;

    fn s(text: &str) -> i64 {
        new_str(text.to_string())
    }

    #[test]
    fn methods_follow_python() {
        assert_eq!(
            str_of(ts_rt_str_title(s("hello wORLD-x1y"))),
            "Hello World-X1Y"
        );
        assert_eq!(str_of(ts_rt_str_capitalize(s("hELLO"))), "Hello");
        assert_eq!(str_of(ts_rt_str_strip(s("  a b \n"), 0)), "a b");
        assert_eq!(str_of(ts_rt_str_rstrip(s("xxaxx"), s("x"))), "xxa");
        // Positions count bytes, as TorchScript's (é is two).
        assert_eq!(ts_rt_str_find(s("héllo"), s("l"), NO_INDEX, NO_INDEX), 3);
        assert_eq!(ts_rt_str_find(s("héllo"), s("l"), 4, NO_INDEX), 4);
        assert_eq!(ts_rt_str_find(s("héllo"), s("l"), -2, -1), 4);
        assert_eq!(str_of(ts_rt_str_center(s("héllo"), 9, s("*"))), "**héllo*");
        assert_eq!(ts_rt_str_find(s("abc"), s(""), 3, NO_INDEX), 3);
        assert_eq!(ts_rt_str_find(s("abc"), s(""), 4, NO_INDEX), -1);
        assert_eq!(ts_rt_str_rfind(s("abcabc"), s("b"), 0, 4), 1);
        assert_eq!(ts_rt_str_count(s("abc"), s(""), NO_INDEX, NO_INDEX), 4);
        assert_eq!(ts_rt_str_count(s("aaaa"), s("aa"), NO_INDEX, NO_INDEX), 2);
        // An explicit end of -1 is the end, as TorchScript's default.
        assert_eq!(ts_rt_str_count(s("aaaa"), s("a"), 1, -1), 3);
        assert_eq!(ts_rt_str_count(s("aaaa"), s("a"), 1, -2), 2);
        assert_eq!(ts_rt_str_rfind(s("abc"), s("c"), -2, -1), 2);
        assert_eq!(ts_rt_str_endswith(s("abc"), s("bc"), 0, -1), 1);
        // A match that starts before `end` counts, as in TorchScript.
        assert_eq!(ts_rt_str_count(s("abcab"), s("ab"), 0, 1), 1);
        assert_eq!(ts_rt_str_count(s("abcab"), s("ab"), 1, 4), 1);
        // An `end` before `start` reads to the end, as in TorchScript.
        assert_eq!(ts_rt_str_endswith(s("hello"), s("lo"), 3, 1), 1);
        assert_eq!(ts_rt_str_startswith(s("hello"), s("llo"), 2, 0), 1);
        assert_eq!(ts_rt_str_startswith(s("hello"), s("ll"), 2, NO_INDEX), 1);
        assert_eq!(ts_rt_str_endswith(s("hello"), s("ll"), NO_INDEX, 4), 1);
        assert_eq!(
            str_of(ts_rt_str_replace(s("aaa"), s("a"), s("b"), 2)),
            "bba"
        );
        assert_eq!(split_parts("a,b,c", Some(","), 1), vec!["a", "b,c"]);
        assert_eq!(split_parts("  a  b c ", None, 1), vec!["a", "b", "c"]);
        assert_eq!(split_parts("  a  b c ", None, -1), vec!["a", "b", "c"]);
        assert_eq!(split_parts("   ", None, 0), Vec::<&str>::new());
        assert_eq!(ts_rt_str_islower(s("abc1")), 1);
        assert_eq!(ts_rt_str_isdigit(s("")), 0);
        assert_eq!(str_of(ts_rt_str_slice(s("abcdef"), 1, -1, 2, 7)), "bd");
        assert_eq!(str_of(ts_rt_str_slice(s("abcdef"), 0, 0, -1, 4)), "fedcba");
    }

    #[test]
    fn slice_indices_follow_python() {
        assert_eq!(slice_indices(5, 3, 0, -2, 7), vec![3, 1]);
        assert_eq!(slice_indices(5, -2, 0, 1, 1), vec![3, 4]);
        assert_eq!(slice_indices(5, 10, 0, 1, 1), Vec::<usize>::new());
        assert_eq!(slice_indices(5, 0, -10, -1, 6), vec![4, 3, 2, 1, 0]);
    }

    fn strs(list: i64) -> Vec<String> {
        list_items(list)
            .iter()
            .map(|&p| str_of(p).to_string())
            .collect()
    }

    #[test]
    fn padding_follows_python_except_zfill_signs() {
        assert_eq!(str_of(ts_rt_str_center(s("ab"), 5, s("*"))), "**ab*");
        assert_eq!(str_of(ts_rt_str_center(s("ab"), 6, 0)), "  ab  ");
        assert_eq!(str_of(ts_rt_str_center(s("abc"), 6, s("*"))), "*abc**");
        assert_eq!(str_of(ts_rt_str_ljust(s("ab"), 4, 0)), "ab  ");
        assert_eq!(str_of(ts_rt_str_rjust(s("ab"), 1, 0)), "ab");
        // TorchScript does not keep a sign in front.
        assert_eq!(str_of(ts_rt_str_zfill(s("-1"), 4)), "00-1");
        let percent = |x: f64, e: i64| str_of(ts_rt_str_percent_float(x.to_bits() as i64, e));
        assert_eq!(percent(123456789.0, 0), "123456792.000000");
        assert_eq!(percent(-0.0, 0), "-0.000000");
        assert_eq!(percent(-0.000123, 1), "-1.230000e-04");
        assert_eq!(percent(2.5, 1), "2.500000e+00");
        assert_eq!(percent(1e300, 1), "inf");
        let message = |x: f64| str_of(ts_rt_float_to_int_message(x.to_bits() as i64));
        assert_eq!(
            message(1e19),
            "Cannot convert float 10000000000000000000.000000 to integer"
        );
        assert_eq!(
            message(f64::NEG_INFINITY),
            "Cannot convert float -inf to integer"
        );
        assert_eq!(message(-f64::NAN), "Cannot convert float -nan to integer");
        assert_eq!(
            str_of(ts_rt_str_expandtabs(s("a\tbc\td\n\te"), 4)),
            "a   bc  d\n    e"
        );
    }

    #[test]
    fn splitting_follows_torchscript() {
        assert_eq!(strs(ts_rt_str_splitlines(s("a\r\nb\n"), 0)), ["a", "", "b"]);
        assert_eq!(strs(ts_rt_str_splitlines(s("a\nb"), 1)), ["a", "\n", "b"]);
        assert_eq!(strs(ts_rt_str_rsplit(s("a b  c"), 0, 1)), ["a b ", "c"]);
        assert_eq!(
            strs(ts_rt_str_rsplit(s("a,b,c"), s(","), -1)),
            ["a", "b", "c"]
        );
        assert_eq!(
            strs(ts_rt_str_partition(s("a,b,c"), s(","))),
            ["a", ",", "b,c"]
        );
        assert_eq!(
            strs(ts_rt_str_rpartition(s("abc"), s(","))),
            ["", "", "abc"]
        );
    }

    #[test]
    fn predicates_follow_torchscript() {
        assert_eq!(ts_rt_str_istitle(s("Ab Cd1")), 1);
        assert_eq!(ts_rt_str_istitle(s("AB")), 0);
        assert_eq!(ts_rt_str_isidentifier(s("_a")), 0);
        assert_eq!(ts_rt_str_isidentifier(s("a1")), 1);
        assert_eq!(ts_rt_str_isprintable(s("a\tb")), 0);
        assert_eq!(ts_rt_str_isdecimal(s("")), 0);
    }

    #[test]
    fn list_concat_extend_and_repeat() {
        let a = alloc(Object::List(vec![1, 2])) as i64;
        let b = alloc(Object::List(vec![3])) as i64;
        assert_eq!(list_items(ts_rt_list_concat(a, b)), &vec![1, 2, 3]);
        assert_eq!(ts_rt_list_extend(a, b), a);
        assert_eq!(list_items(a), &vec![1, 2, 3]);
        assert_eq!(list_items(ts_rt_list_repeat(b, 3)), &vec![3, 3, 3]);
        assert!(list_items(ts_rt_list_repeat(b, -1)).is_empty());
    }
}
