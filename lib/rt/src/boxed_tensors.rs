//! Tensors stored in runtime containers: the elements of a `List[Tensor]`
//! whose length is only known at run time.
//!
//! Compiled code boxes a tensor when it stores one in a list (a copy of its
//! elements, described like `print` describes a tensor: `T<dtype
//! code>[<sizes>]`, the elements as nested lists of slots) and unboxes it
//! when it reads one back, element by element into a tensor of the static
//! type the compiler inferred. A box is never changed after it is made, so
//! lists may share it (`xs[1:]`, `list(xs)`).

use crate::containers::{alloc, list_slots, Object};

/// A tensor held by a container: dtype, sizes and row-major element slots.
#[derive(Debug, Clone, PartialEq)]
pub struct BoxedTensor {
    /// TorchScript's scalar type code (6 = float32, 4 = int64, ...).
    pub code: i64,
    pub sizes: Vec<usize>,
    /// Elements as slots: floats by the bits of their f64 value, ints as
    /// i64, bools as 0/1.
    pub slots: Vec<i64>,
}

impl BoxedTensor {
    /// The elements as doubles, for printing.
    pub fn values(&self) -> Vec<f64> {
        self.slots
            .iter()
            .map(|&b| match self.code {
                6 | 7 => f64::from_bits(b as u64),
                _ => b as f64,
            })
            .collect()
    }

    /// ATen's text for it, as `print` shows a tensor.
    pub fn text(&self) -> String {
        crate::tensor_format::format_tensor(
            &self.values(),
            &self.sizes,
            crate::tensor_format::type_name(self.code),
        )
    }
}

/// Reads a tensor description `<code>[<sizes>]` (`6[2,3]`, `4[]`) whose
/// sizes are all known.
pub fn parse_description(desc: &str) -> Option<(i64, Vec<usize>)> {
    let (code, sizes) = parse_pattern(desc)?;
    Some((code, sizes.into_iter().collect::<Option<_>>()?))
}

/// The element slots of nested lists `depth` levels deep, row-major (the
/// slot itself at depth 0).
///
/// # Safety
/// `bits` holds lists at every level above the elements.
pub unsafe fn flatten_slots(bits: i64, depth: usize, out: &mut Vec<i64>) {
    if depth == 0 {
        out.push(bits);
    } else {
        for b in unsafe { list_slots(bits) } {
            unsafe { flatten_slots(b, depth - 1, out) };
        }
    }
}

/// # Safety
/// `desc` points at `len` bytes.
unsafe fn description<'a>(desc: *const u8, len: i64) -> &'a str {
    // SAFETY: a constant of the compiled module.
    let bytes = unsafe { std::slice::from_raw_parts(desc, len as usize) };
    std::str::from_utf8(bytes).unwrap_or("")
}

/// # Safety
/// `h` is a live boxed-tensor handle.
pub unsafe fn boxed<'a>(h: i64) -> &'a BoxedTensor {
    // SAFETY: the lowering only passes boxed tensors here.
    match unsafe { &*(h as *const Object) } {
        Object::Tensor(t) => t,
        other => panic!("runtime type confusion: expected a tensor, got {other:?}"),
    }
}

/// Boxes a tensor described by `desc` (`T<code>[<sizes>]`) whose elements
/// are `slot` (nested lists, as `print` gets them).
///
/// # Safety
/// `desc` points at `len` bytes; `slot` matches the description.
#[no_mangle]
pub unsafe extern "C" fn ts_rt_tensor_box(desc: *const u8, len: i64, slot: i64) -> *mut Object {
    let text = unsafe { description(desc, len) };
    let (code, sizes) = text
        .strip_prefix('T')
        .and_then(parse_description)
        .unwrap_or((0, vec![]));
    let mut slots = Vec::new();
    unsafe { flatten_slots(slot, sizes.len(), &mut slots) };
    alloc(Object::Tensor(BoxedTensor { code, sizes, slots }))
}

/// Boxes a tensor like [`ts_rt_tensor_box`] whose sizes, some of them
/// known only at run time (`?` in `desc`), are the ints of the list
/// `sizes`.
///
/// # Safety
/// `desc` points at `len` bytes; `sizes` is a live list of ints, and
/// `slot` matches them.
#[no_mangle]
pub unsafe extern "C" fn ts_rt_tensor_box_sized(
    desc: *const u8,
    len: i64,
    slot: i64,
    sizes: i64,
) -> *mut Object {
    let code = unsafe { description(desc, len) }
        .strip_prefix('T')
        .and_then(|d| d.split_once('['))
        .and_then(|(c, _)| c.parse().ok())
        .unwrap_or(0);
    let sizes: Vec<usize> = unsafe { list_slots(sizes) }
        .iter()
        .map(|&s| s as usize)
        .collect();
    let mut slots = Vec::new();
    unsafe { flatten_slots(slot, sizes.len(), &mut slots) };
    alloc(Object::Tensor(BoxedTensor { code, sizes, slots }))
}

/// 1 when the boxed tensor `h` has the dtype and sizes of `desc`, else 0
/// (compiled code raises then, since it reads elements by that type). The
/// null handle is the placeholder of a missing value (`d.get(k)` without
/// a default), which matches anything and reads as zeros.
///
/// # Safety
/// `h` is null or a live boxed-tensor handle; `desc` points at `len` bytes.
#[no_mangle]
pub unsafe extern "C" fn ts_rt_tensor_matches(h: i64, desc: *const u8, len: i64) -> i64 {
    if h == 0 {
        return 1;
    }
    let t = unsafe { boxed(h) };
    let wanted = unsafe { description(desc, len) }
        .strip_prefix('T')
        .and_then(parse_pattern);
    i64::from(wanted.is_some_and(|(code, sizes)| {
        code == t.code
            && sizes.len() == t.sizes.len()
            && sizes
                .iter()
                .zip(&t.sizes)
                .all(|(w, s)| w.is_none_or(|w| w == *s))
    }))
}

/// Reads a tensor type `<code>[<sizes>]` whose sizes may be `?` (any
/// size: one known only at run time).
fn parse_pattern(desc: &str) -> Option<(i64, Vec<Option<usize>>)> {
    let (code, sizes) = desc.split_once('[')?;
    let code: i64 = code.parse().ok()?;
    let sizes = match sizes.strip_suffix(']')? {
        "" => vec![],
        s => s
            .split(',')
            .map(|d| {
                if d == "?" {
                    Some(None)
                } else {
                    d.parse().ok().map(Some)
                }
            })
            .collect::<Option<_>>()?,
    };
    Some((code, sizes))
}

/// The size of dim `d` of the boxed tensor `h` (0 for the null
/// placeholder).
///
/// # Safety
/// `h` is null or a live boxed-tensor handle, and `d` is below its rank.
#[no_mangle]
pub unsafe extern "C" fn ts_rt_tensor_size(h: i64, d: i64) -> i64 {
    if h == 0 {
        return 0;
    }
    unsafe { boxed(h) }.sizes[d as usize] as i64
}

/// The slot of element `i` (row-major) of the boxed tensor `h` (0 for
/// the null placeholder).
///
/// # Safety
/// `h` is null or a live boxed-tensor handle, and `i` is in range.
#[no_mangle]
pub unsafe extern "C" fn ts_rt_tensor_element(h: i64, i: i64) -> i64 {
    if h == 0 {
        return 0;
    }
    unsafe { boxed(h) }.slots[i as usize]
}

/// The boxed-tensor functions by symbol name, for the JIT.
pub fn symbols() -> Vec<(&'static str, *mut std::ffi::c_void)> {
    vec![
        ("ts_rt_tensor_box", ts_rt_tensor_box as *mut _),
        ("ts_rt_tensor_box_sized", ts_rt_tensor_box_sized as *mut _),
        ("ts_rt_tensor_matches", ts_rt_tensor_matches as *mut _),
        ("ts_rt_tensor_size", ts_rt_tensor_size as *mut _),
        ("ts_rt_tensor_element", ts_rt_tensor_element as *mut _),
    ]
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_boxed_tensor_keeps_its_elements_and_type() {
        let row = |a: f64, b: f64| {
            alloc(Object::List(vec![a.to_bits() as i64, b.to_bits() as i64])) as i64
        };
        let rows = alloc(Object::List(vec![row(1.0, 2.0), row(3.0, 4.5)])) as i64;
        let desc = "T6[2,2]";
        // SAFETY: a live nested list matching the description.
        let h = unsafe { ts_rt_tensor_box(desc.as_ptr(), desc.len() as i64, rows) } as i64;
        let t = unsafe { boxed(h) };
        assert_eq!((t.code, t.sizes.clone()), (6, vec![2, 2]));
        assert_eq!(t.values(), vec![1.0, 2.0, 3.0, 4.5]);
        assert_eq!(
            unsafe { ts_rt_tensor_element(h, 3) },
            4.5f64.to_bits() as i64
        );
        let same = unsafe { ts_rt_tensor_matches(h, desc.as_ptr(), 7) };
        let other = "T6[4]";
        let differs = unsafe { ts_rt_tensor_matches(h, other.as_ptr(), 5) };
        assert_eq!((same, differs), (1, 0));
    }

    #[test]
    fn descriptions_parse() {
        assert_eq!(parse_description("6[2,3]"), Some((6, vec![2, 3])));
        assert_eq!(parse_description("4[]"), Some((4, vec![])));
        assert_eq!(parse_description("4"), None);
    }
}
