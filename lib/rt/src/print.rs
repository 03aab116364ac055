//! `print` of compiled code, in TorchScript's format: values separated by a
//! space, then a newline; floats with 17 significant digits and a trailing
//! `.` when integral (`2.`, `0.33333333333333331`, `1e+20`), `True`/`False`,
//! lists `[1, 2]` and dicts `{a: 1}` (strings unquoted, as TorchScript does).

use crate::containers::{alloc, dict_slots, list_slots, str_of, Object, SlotType};
use std::io::Write;

/// A float as C's `%.17g` prints it.
fn g17(x: f64) -> String {
    crate::tensor_format::general(x, 17)
}

/// A float as TorchScript prints it (negative zero too is `0.`): an
/// integral one that fits an int64 as all its digits (`1152921504606846976.`),
/// others with 17 significant digits.
pub fn format_float(x: f64) -> String {
    if x == 0.0 {
        return "0.".into();
    }
    if x.fract() == 0.0 && x.abs() < 2f64.powi(63) {
        return format!("{}.", x as i64);
    }
    let s = g17(x);
    if s.contains(['.', 'e', 'n', 'i']) {
        s
    } else {
        s + "."
    }
}

fn joined(parts: impl Iterator<Item = String>) -> String {
    parts.collect::<Vec<_>>().join(", ")
}

/// A slot of type `ty` as TorchScript's `print` shows it.
///
/// # Safety
/// For container types, `bits` is a live handle of that type.
pub unsafe fn format_slot(bits: i64, ty: &SlotType) -> String {
    match ty {
        SlotType::None => "None".into(),
        SlotType::Bool => if bits & 1 == 1 { "True" } else { "False" }.into(),
        SlotType::Int => bits.to_string(),
        SlotType::Float => format_float(f64::from_bits(bits as u64)),
        SlotType::Str => str_of(bits).to_string(),
        SlotType::Tensor => unsafe { crate::boxed_tensors::boxed(bits) }.text(),
        SlotType::List(elem) => {
            let items = unsafe { list_slots(bits) };
            format!(
                "[{}]",
                joined(items.iter().map(|&b| unsafe { format_slot(b, elem) }))
            )
        }
        SlotType::Dict(k, v) => {
            let (keys, values) = unsafe { dict_slots(bits) };
            format!(
                "{{{}}}",
                joined(keys.iter().zip(&values).map(|(&kb, &vb)| unsafe {
                    format!("{}: {}", format_slot(kb, k), format_slot(vb, v))
                }))
            )
        }
        SlotType::Tuple(fields) => {
            let items = unsafe { list_slots(bits) };
            let text = joined(
                items
                    .iter()
                    .zip(fields)
                    .map(|(&b, t)| unsafe { format_slot(b, t) }),
            );
            if fields.len() == 1 {
                format!("({text},)")
            } else {
                format!("({text})")
            }
        }
        SlotType::Optional(t) => match bits {
            0 => "None".into(),
            _ => unsafe { format_slot(crate::containers::ts_rt_optional_payload(bits as _), t) },
        },
        SlotType::Union(members) => {
            let (payload, t) = unsafe { crate::containers::union_member(bits, members) };
            unsafe { format_slot(payload, t) }
        }
    }
}

/// The text of a described slot.
///
/// # Safety
/// As [`ts_rt_print`].
unsafe fn described(desc: *const u8, len: i64, slot: i64) -> String {
    // SAFETY: a constant of the compiled module.
    let desc = unsafe { std::slice::from_raw_parts(desc, len as usize) };
    let desc = std::str::from_utf8(desc).unwrap_or("");
    if let Some(tensor) = desc.strip_prefix('T') {
        // SAFETY: the lowering describes the slot's type.
        return unsafe { described_tensor(tensor, slot) }.unwrap_or_else(|| "<?>".into());
    }
    match SlotType::parse(desc) {
        // SAFETY: the lowering describes the slot's type.
        Some(t) => unsafe { format_slot(slot, &t) },
        None => "<?>".into(),
    }
}

/// A tensor described as `<dtype code>[<sizes>]` (`6[2,3]`) whose
/// elements are the slots of nested lists (the element itself for 0-d):
/// ATen's text for it.
///
/// # Safety
/// `slot` is what the lowering built for that description.
unsafe fn described_tensor(desc: &str, slot: i64) -> Option<String> {
    let (code, sizes) = crate::boxed_tensors::parse_description(desc)?;
    let mut slots = Vec::new();
    unsafe { crate::boxed_tensors::flatten_slots(slot, sizes.len(), &mut slots) };
    Some(crate::boxed_tensors::BoxedTensor { code, sizes, slots }.text())
}

/// `str(x)`: a new string with the text `print` shows.
///
/// # Safety
/// As [`ts_rt_print`].
#[no_mangle]
pub unsafe extern "C" fn ts_rt_str_of(desc: *const u8, len: i64, slot: i64) -> *mut Object {
    alloc(Object::Str(unsafe { described(desc, len, slot) }))
}

/// Raises `prefix` followed by `str(value)`: a missing key's KeyError
/// names the key, as TorchScript's does (`KeyError: nope`).
///
/// # Safety
/// As [`ts_rt_print`]; `prefix` is a NUL-terminated string.
#[no_mangle]
pub unsafe extern "C" fn ts_rt_raise_str_of(
    prefix: *const std::ffi::c_char,
    desc: *const u8,
    len: i64,
    slot: i64,
) -> ! {
    let text = unsafe { described(desc, len, slot) };
    unsafe { crate::raise::raise_with_detail(prefix, text) }
}

/// `a + b` on strings (handles as slots).
#[no_mangle]
pub extern "C" fn ts_rt_str_concat(a: i64, b: i64) -> *mut Object {
    alloc(Object::Str(format!("{}{}", str_of(a), str_of(b))))
}

/// `s[i]`: the i-th byte (0 <= i < len, checked by the caller), as
/// TorchScript indexes its `std::string`s. A byte inside a multi-byte
/// UTF-8 character becomes U+FFFD (TorchScript would hold the raw byte
/// and fail when the string reaches Python).
#[no_mangle]
pub extern "C" fn ts_rt_str_get(a: i64, i: i64) -> *mut Object {
    let byte = str_of(a).as_bytes().get(i as usize).copied();
    alloc(Object::Str(crate::string_methods::from_bytes(
        byte.as_slice(),
    )))
}

/// `ord(c)` of a one-byte string (checked by the caller).
#[no_mangle]
pub extern "C" fn ts_rt_ord(a: i64) -> i64 {
    str_of(a).as_bytes().first().map_or(0, |&b| b as i64)
}

/// `chr(i)` (0 <= i < 0x110000, checked by the caller; surrogates give
/// U+FFFD).
#[no_mangle]
pub extern "C" fn ts_rt_chr(code: i64) -> *mut Object {
    let c = char::from_u32(code as u32).unwrap_or(char::REPLACEMENT_CHARACTER);
    alloc(Object::Str(c.to_string()))
}

/// The bytes of a string (valid until the call's objects are freed), for
/// a message raised from compiled code.
#[no_mangle]
pub extern "C" fn ts_rt_str_data(a: i64) -> *const u8 {
    str_of(a).as_ptr()
}

/// The length of a string in bytes.
#[no_mangle]
pub extern "C" fn ts_rt_str_bytes(a: i64) -> i64 {
    str_of(a).len() as i64
}

/// `len(s)`: TorchScript counts the bytes of the UTF-8 text.
#[no_mangle]
pub extern "C" fn ts_rt_str_len(a: i64) -> i64 {
    str_of(a).len() as i64
}

/// Prints one value (`desc` says how to read `slot`), then a space, or a
/// newline after the last one.
///
/// # Safety
/// `desc` points at `len` bytes; a container slot is a live handle.
#[no_mangle]
pub unsafe extern "C" fn ts_rt_print(desc: *const u8, len: i64, slot: i64, last: i64) {
    let text = unsafe { described(desc, len, slot) };
    let mut out = std::io::stdout().lock();
    let _ = write!(out, "{text}{}", if last != 0 { "\n" } else { " " });
}

/// `print()`: an empty line.
#[no_mangle]
pub extern "C" fn ts_rt_print_newline() {
    println!();
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn floats_print_like_torchscript() {
        assert_eq!(format_float(2.0), "2.");
        assert_eq!(format_float(1.5), "1.5");
        assert_eq!(format_float(-0.5), "-0.5");
        assert_eq!(format_float(1.0 / 3.0), "0.33333333333333331");
        assert_eq!(format_float(1e-7), "9.9999999999999995e-08");
        assert_eq!(format_float(123456789.0), "123456789.");
        assert_eq!(format_float(1e20), "1e+20");
        // Integral and within int64: every digit, as TorchScript.
        assert_eq!(format_float(2f64.powi(60)), "1152921504606846976.");
        assert_eq!(format_float(-2f64.powi(62)), "-4611686018427387904.");
        assert_eq!(format_float(9.2e18), "9200000000000000000.");
        assert_eq!(format_float(9.3e18), "9.3e+18");
        assert_eq!(format_float(2f64.powi(63)), "9.2233720368547758e+18");
        assert_eq!(format_float(0.0), "0.");
        assert_eq!(format_float(-0.0), "0.");
    }

    #[test]
    fn containers_print_like_torchscript() {
        let floats = [0.5f64, 2.0].map(|f| f.to_bits() as i64).to_vec();
        let list = alloc(Object::List(floats)) as i64;
        let float_list = SlotType::List(Box::new(SlotType::Float));
        assert_eq!(unsafe { format_slot(list, &float_list) }, "[0.5, 2.]");
        let d = crate::containers::ts_rt_dict_new(1);
        let key = alloc(Object::Str("a".into())) as i64;
        // SAFETY: `d` is a live dict.
        unsafe { crate::containers::ts_rt_dict_set(d, key, 1) };
        let str_int = SlotType::Dict(Box::new(SlotType::Str), Box::new(SlotType::Int));
        assert_eq!(unsafe { format_slot(d as i64, &str_int) }, "{a: 1}");
        assert_eq!(unsafe { format_slot(1, &SlotType::Bool) }, "True");
        let pair = alloc(Object::List(vec![3, key])) as i64;
        let int_str = SlotType::parse("(is)").unwrap();
        assert_eq!(unsafe { format_slot(pair, &int_str) }, "(3, a)");
        let one = alloc(Object::List(vec![3])) as i64;
        assert_eq!(
            unsafe { format_slot(one, &SlotType::parse("(i)").unwrap()) },
            "(3,)"
        );
        assert_eq!(
            SlotType::parse("L<(i(fs))>").unwrap().to_string(),
            "List[Tuple[int, Tuple[float, str]]]"
        );
    }
}
