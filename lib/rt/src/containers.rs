//! Lists, dicts and strings of compiled code: heap objects behind a C ABI.
//!
//! Compiled code sees an object as an opaque pointer and calls the
//! `ts_rt_*` functions below (the lowering declares them; the JIT resolves
//! them through [`symbols`]). Every element is an 8-byte slot: an int, the
//! bits of a float, a bool as 0/1, or the address of another object.
//!
//! Objects live in a per-thread arena for the duration of one call: the
//! host converts the results it needs into its own values, then [`reset`]
//! frees everything the call allocated, so nothing leaks and no ownership
//! crosses the ABI. Index and key checks are done by the compiled code
//! (which raises IndexError/KeyError), so these functions never fail.

use std::{cell::RefCell, collections::HashMap, ffi::c_void};

/// A runtime object.
#[derive(Debug)]
pub enum Object {
    List(Vec<i64>),
    Dict(Dict),
    Str(String),
    /// A tensor stored in a list (see `boxed_tensors.rs`).
    Tensor(crate::boxed_tensors::BoxedTensor),
}

/// An insertion-ordered dict.
#[derive(Debug, Default)]
pub struct Dict {
    key_kind: KeyKind,
    keys: Vec<i64>,
    values: Vec<i64>,
    index: HashMap<Key, usize>,
}

/// How a dict compares its keys (`ts_rt_dict_new`'s argument), or `in`
/// a list's elements (`ts_rt_list_contains`').
#[derive(Debug, Default, Clone, Copy, PartialEq, Eq)]
pub enum KeyKind {
    /// Ints and bools: by their bits.
    #[default]
    Bits = 0,
    /// Strings: by their text.
    Str = 1,
    /// Floats: by value, so `0.0` and `-0.0` are one key (as in Python).
    Float = 2,
}

impl KeyKind {
    fn from_i64(k: i64) -> KeyKind {
        match k {
            1 => KeyKind::Str,
            2 => KeyKind::Float,
            _ => KeyKind::Bits,
        }
    }
}

#[derive(Debug, Hash, PartialEq, Eq)]
enum Key {
    Bits(i64),
    Str(String),
}

thread_local! {
    // Boxed so an object's address stays put while the arena grows.
    #[allow(clippy::vec_box)]
    static ARENA: RefCell<Vec<Box<Object>>> = const { RefCell::new(Vec::new()) };
}

/// Moves `o` into the arena; the pointer stays valid until [`reset`].
pub fn alloc(o: Object) -> *mut Object {
    let mut b = Box::new(o);
    let p: *mut Object = &mut *b;
    ARENA.with(|a| a.borrow_mut().push(b));
    p
}

/// Frees every object of this thread's arena.
pub fn reset() {
    ARENA.with(|a| a.borrow_mut().clear());
}

/// [`reset`] for C callers of ahead-of-time code: after a call's results
/// have been read, frees what it allocated.
#[no_mangle]
pub extern "C" fn ts_rt_arena_reset() {
    reset();
}

/// # Safety
/// `p` must come from [`alloc`] on this thread since the last [`reset`].
unsafe fn obj<'a>(p: *mut Object) -> &'a mut Object {
    // SAFETY: guaranteed by the caller.
    unsafe { &mut *p }
}

unsafe fn list<'a>(p: *mut Object) -> &'a mut Vec<i64> {
    // SAFETY: the lowering only passes list handles here.
    match unsafe { obj(p) } {
        Object::List(v) => v,
        other => panic!("runtime type confusion: expected a list, got {other:?}"),
    }
}

unsafe fn dict<'a>(p: *mut Object) -> &'a mut Dict {
    // SAFETY: the lowering only passes dict handles here.
    match unsafe { obj(p) } {
        Object::Dict(d) => d,
        other => panic!("runtime type confusion: expected a dict, got {other:?}"),
    }
}

/// How a dict finds key `bits`; `None` for a NaN float, which equals no
/// key (TorchScript compares keys with `==`: each NaN set is a new entry,
/// and none is ever found).
fn key_of(kind: KeyKind, bits: i64) -> Option<Key> {
    Some(match kind {
        // SAFETY: str-keyed dicts get string handles as keys.
        KeyKind::Str => match unsafe { obj(bits as *mut Object) } {
            Object::Str(s) => Key::Str(s.clone()),
            other => panic!("runtime type confusion: expected a str, got {other:?}"),
        },
        KeyKind::Float if f64::from_bits(bits as u64).is_nan() => return None,
        KeyKind::Float if f64::from_bits(bits as u64) == 0.0 => Key::Bits(0),
        KeyKind::Float | KeyKind::Bits => Key::Bits(bits),
    })
}

impl Dict {
    /// The entry of key `bits`, if any.
    fn find(&self, bits: i64) -> Option<usize> {
        key_of(self.key_kind, bits).and_then(|k| self.index.get(&k).copied())
    }
}

#[no_mangle]
pub extern "C" fn ts_rt_list_new() -> *mut Object {
    alloc(Object::List(Vec::new()))
}

/// # Safety
/// `l` is a live list handle.
#[no_mangle]
pub unsafe extern "C" fn ts_rt_list_len(l: *mut Object) -> i64 {
    unsafe { list(l) }.len() as i64
}

/// # Safety
/// `l` is a live list handle and `0 <= i < len`.
#[no_mangle]
pub unsafe extern "C" fn ts_rt_list_get(l: *mut Object, i: i64) -> i64 {
    let l = unsafe { list(l) };
    l[i as usize]
}

/// An `Optional[T]` as a list or dict holds it: null for None, else a
/// box of the payload's slot.
#[no_mangle]
pub extern "C" fn ts_rt_optional_new(present: i64, payload: i64) -> *mut Object {
    if present == 0 {
        std::ptr::null_mut()
    } else {
        alloc(Object::List(vec![payload]))
    }
}

/// The payload slot of an optional made by [`ts_rt_optional_new`]; 0 for
/// None.
///
/// # Safety
/// `o` is null or a live optional handle.
#[no_mangle]
pub unsafe extern "C" fn ts_rt_optional_payload(o: *mut Object) -> i64 {
    if o.is_null() {
        return 0;
    }
    let boxed = unsafe { list(o) };
    boxed[0]
}

/// # Safety
/// `l` is a live list handle and `0 <= i < len`.
#[no_mangle]
pub unsafe extern "C" fn ts_rt_list_set(l: *mut Object, i: i64, v: i64) {
    let l = unsafe { list(l) };
    l[i as usize] = v;
}

/// # Safety
/// `l` is a live list handle.
#[no_mangle]
pub unsafe extern "C" fn ts_rt_list_append(l: *mut Object, v: i64) {
    unsafe { list(l) }.push(v);
}

/// # Safety
/// `data` points at `len` bytes of UTF-8.
#[no_mangle]
pub unsafe extern "C" fn ts_rt_str_new(data: *const u8, len: i64) -> *mut Object {
    // SAFETY: guaranteed by the caller (a constant of the compiled module).
    let bytes = unsafe { std::slice::from_raw_parts(data, len as usize) };
    alloc(Object::Str(String::from_utf8_lossy(bytes).into_owned()))
}

#[no_mangle]
pub extern "C" fn ts_rt_dict_new(key_kind: i64) -> *mut Object {
    alloc(Object::Dict(Dict {
        key_kind: KeyKind::from_i64(key_kind),
        ..Dict::default()
    }))
}

/// # Safety
/// `d` is a live dict handle.
#[no_mangle]
pub unsafe extern "C" fn ts_rt_dict_len(d: *mut Object) -> i64 {
    unsafe { dict(d) }.keys.len() as i64
}

/// # Safety
/// `d` is a live dict handle; `k` a key of its kind.
#[no_mangle]
pub unsafe extern "C" fn ts_rt_dict_contains(d: *mut Object, k: i64) -> i64 {
    let d = unsafe { dict(d) };
    d.find(k).is_some() as i64
}

/// # Safety
/// `d` is a live dict handle holding key `k`.
#[no_mangle]
pub unsafe extern "C" fn ts_rt_dict_get(d: *mut Object, k: i64) -> i64 {
    let d = unsafe { dict(d) };
    let i = d
        .find(k)
        .expect("compiled code checks that the key is there");
    d.values[i]
}

/// # Safety
/// `d` is a live dict handle; `k` a key of its kind.
#[no_mangle]
pub unsafe extern "C" fn ts_rt_dict_set(d: *mut Object, k: i64, v: i64) {
    let d = unsafe { dict(d) };
    match d.find(k) {
        Some(i) => d.values[i] = v,
        None => {
            if let Some(key) = key_of(d.key_kind, k) {
                d.index.insert(key, d.keys.len());
            }
            d.keys.push(k);
            d.values.push(v);
        }
    }
}

/// # Safety
/// `d` is a live dict handle.
#[no_mangle]
pub unsafe extern "C" fn ts_rt_dict_keys(d: *mut Object) -> *mut Object {
    let keys = unsafe { dict(d) }.keys.clone();
    alloc(Object::List(keys))
}

/// # Safety
/// `d` is a live dict handle.
#[no_mangle]
pub unsafe extern "C" fn ts_rt_dict_values(d: *mut Object) -> *mut Object {
    let values = unsafe { dict(d) }.values.clone();
    alloc(Object::List(values))
}

pub fn str_of<'a>(bits: i64) -> &'a str {
    // SAFETY: the lowering passes string handles here.
    match unsafe { obj(bits as *mut Object) } {
        Object::Str(s) => s,
        other => panic!("runtime type confusion: expected a str, got {other:?}"),
    }
}

/// `a == b` on two strings (handles as slots).
#[no_mangle]
pub extern "C" fn ts_rt_str_equal(a: i64, b: i64) -> i64 {
    (str_of(a) == str_of(b)) as i64
}

/// `v in l`, its elements compared as `kind` ([`KeyKind`]) says.
///
/// # Safety
/// `l` is a live list handle of `v`'s element type.
#[no_mangle]
pub unsafe extern "C" fn ts_rt_list_contains(l: *mut Object, v: i64, kind: i64) -> i64 {
    let items = unsafe { list(l) };
    let found = match KeyKind::from_i64(kind) {
        KeyKind::Str => {
            let v = str_of(v);
            items.iter().any(|&e| str_of(e) == v)
        }
        // Floats as numbers: -0.0 equals 0.0, NaN nothing.
        KeyKind::Float => {
            let v = f64::from_bits(v as u64);
            items.iter().any(|&e| f64::from_bits(e as u64) == v)
        }
        KeyKind::Bits => items.contains(&v),
    };
    found as i64
}

/// `sorted(l)`: elements of kind 0 int, 1 float (NaN last), 2 bool or 3 str.
///
/// # Safety
/// `l` is a live list handle of that element kind.
#[no_mangle]
pub unsafe extern "C" fn ts_rt_list_sorted(l: *mut Object, kind: i64) -> *mut Object {
    let mut items = unsafe { list(l) }.clone();
    match kind {
        1 => items.sort_by(|a, b| f64::from_bits(*a as u64).total_cmp(&f64::from_bits(*b as u64))),
        3 => items.sort_by(|a, b| str_of(*a).cmp(str_of(*b))),
        _ => items.sort(),
    }
    alloc(Object::List(items))
}

/// Whether list elements `a` and `b` are equal: `kind` 1 compares floats
/// (so `0.0 == -0.0`), 3 strings by content, others the bits.
fn slots_equal(kind: i64, a: i64, b: i64) -> bool {
    match kind {
        1 => f64::from_bits(a as u64) == f64::from_bits(b as u64),
        3 => str_of(a) == str_of(b),
        _ => a == b,
    }
}

/// `a == b` on two lists of elements of `kind` (as [`slots_equal`]).
///
/// # Safety
/// `a` and `b` are live list handles of that element kind.
#[no_mangle]
pub unsafe extern "C" fn ts_rt_list_equal(a: *mut Object, b: *mut Object, kind: i64) -> i64 {
    let (a, b) = (unsafe { list(a) }, unsafe { list(b) });
    i64::from(
        a.len() == b.len()
            && a.iter()
                .zip(b.iter())
                .all(|(&x, &y)| slots_equal(kind, x, y)),
    )
}

/// `l.insert(i, v)`: before index `i`, clamped as Python does.
///
/// # Safety
/// `l` is a live list handle.
#[no_mangle]
pub unsafe extern "C" fn ts_rt_list_insert(l: *mut Object, i: i64, v: i64) -> i64 {
    let items = unsafe { list(l) };
    let n = items.len() as i64;
    let at = if i < 0 { (i + n).max(0) } else { i.min(n) };
    items.insert(at as usize, v);
    0
}

/// `l.pop(i)`, with `-len <= i < len` (checked by the compiled code).
///
/// # Safety
/// `l` is a live list handle.
#[no_mangle]
pub unsafe extern "C" fn ts_rt_list_pop(l: *mut Object, i: i64) -> i64 {
    let items = unsafe { list(l) };
    let at = if i < 0 { i + items.len() as i64 } else { i };
    items.remove(at as usize)
}

/// The first index of `v` in `l`, or -1 (elements of `kind`, as
/// [`slots_equal`]).
///
/// # Safety
/// `l` is a live list handle of that element kind.
#[no_mangle]
pub unsafe extern "C" fn ts_rt_list_index(l: *mut Object, v: i64, kind: i64) -> i64 {
    let items = unsafe { list(l) };
    items
        .iter()
        .position(|&e| slots_equal(kind, e, v))
        .map_or(-1, |i| i as i64)
}

/// How many elements of `l` equal `v`.
///
/// # Safety
/// As [`ts_rt_list_index`].
#[no_mangle]
pub unsafe extern "C" fn ts_rt_list_count(l: *mut Object, v: i64, kind: i64) -> i64 {
    let items = unsafe { list(l) };
    items.iter().filter(|&&e| slots_equal(kind, e, v)).count() as i64
}

/// `l.clear()`.
///
/// # Safety
/// `l` is a live list handle.
#[no_mangle]
pub unsafe extern "C" fn ts_rt_list_clear(l: *mut Object) -> i64 {
    unsafe { list(l) }.clear();
    0
}

/// `l.reverse()`.
///
/// # Safety
/// `l` is a live list handle.
#[no_mangle]
pub unsafe extern "C" fn ts_rt_list_reverse(l: *mut Object) -> i64 {
    unsafe { list(l) }.reverse();
    0
}

/// `l.sort(reverse=...)` in place, elements of `kind` as in
/// [`ts_rt_list_sorted`] (a stable sort, as Python's).
///
/// # Safety
/// `l` is a live list handle of that element kind.
#[no_mangle]
pub unsafe extern "C" fn ts_rt_list_sort(l: *mut Object, kind: i64, reverse: i64) -> i64 {
    let items = unsafe { list(l) };
    let order = |a: &i64, b: &i64| match kind {
        1 => f64::from_bits(*a as u64).total_cmp(&f64::from_bits(*b as u64)),
        3 => str_of(*a).cmp(str_of(*b)),
        _ => a.cmp(b),
    };
    if reverse != 0 {
        items.sort_by(|a, b| order(b, a));
    } else {
        items.sort_by(order);
    }
    0
}

/// The order of two slots of type `ty`: numbers and strings as Python
/// compares them, tuples field by field.
///
/// # Safety
/// For string and tuple types, `a` and `b` are live handles of that type.
unsafe fn slot_order(a: i64, b: i64, ty: &SlotType) -> std::cmp::Ordering {
    match ty {
        SlotType::Float => f64::from_bits(a as u64).total_cmp(&f64::from_bits(b as u64)),
        SlotType::Str => str_of(a).cmp(str_of(b)),
        SlotType::Tuple(fields) => {
            let (xs, ys) = unsafe { (list_slots(a), list_slots(b)) };
            for ((&x, &y), t) in xs.iter().zip(&ys).zip(fields) {
                let o = unsafe { slot_order(x, y, t) };
                if o != std::cmp::Ordering::Equal {
                    return o;
                }
            }
            std::cmp::Ordering::Equal
        }
        _ => a.cmp(&b),
    }
}

/// `l.sort(reverse=...)` of a list whose element type `desc` (a string
/// handle holding its slot descriptor, `(is)`) is a tuple: stable, by
/// field.
///
/// # Safety
/// `l` is a live list handle whose elements have type `desc`.
#[no_mangle]
pub unsafe extern "C" fn ts_rt_list_sort_by_type(l: *mut Object, desc: i64, reverse: i64) -> i64 {
    let Some(ty) = SlotType::parse(str_of(desc)) else {
        return 0;
    };
    let items = unsafe { list(l) };
    if reverse != 0 {
        items.sort_by(|a, b| unsafe { slot_order(*b, *a, &ty) });
    } else {
        items.sort_by(|a, b| unsafe { slot_order(*a, *b, &ty) });
    }
    0
}

/// `d.get(k, default)`.
///
/// # Safety
/// `d` is a live dict handle; `k` a key of its kind.
#[no_mangle]
pub unsafe extern "C" fn ts_rt_dict_get_or(d: *mut Object, k: i64, default: i64) -> i64 {
    let d = unsafe { dict(d) };
    match d.find(k) {
        Some(i) => d.values[i],
        None => default,
    }
}

/// `d.setdefault(k, default)`: the value at `k`, set to `default` first
/// when missing.
///
/// # Safety
/// As [`ts_rt_dict_get_or`].
#[no_mangle]
pub unsafe extern "C" fn ts_rt_dict_setdefault(d: *mut Object, k: i64, default: i64) -> i64 {
    if unsafe { ts_rt_dict_contains(d, k) } == 0 {
        unsafe { ts_rt_dict_set(d, k, default) };
        // (A NaN key is set but never found.)
        return default;
    }
    unsafe { ts_rt_dict_get(d, k) }
}

/// `d.pop(k, default)`: the value at `k`, removed, or `default`.
///
/// # Safety
/// As [`ts_rt_dict_get_or`].
#[no_mangle]
pub unsafe extern "C" fn ts_rt_dict_pop_or(d: *mut Object, k: i64, default: i64) -> i64 {
    let d = unsafe { dict(d) };
    let Some(i) = key_of(d.key_kind, k).and_then(|key| d.index.remove(&key)) else {
        return default;
    };
    d.keys.remove(i);
    let v = d.values.remove(i);
    // Later entries moved down by one.
    for slot in d.index.values_mut() {
        if *slot > i {
            *slot -= 1;
        }
    }
    v
}

/// `d.update(other)`: `other`'s entries set in `d`, in its order.
///
/// # Safety
/// Both are live dict handles of the same key and value kinds.
#[no_mangle]
pub unsafe extern "C" fn ts_rt_dict_update(d: *mut Object, other: *mut Object) -> i64 {
    let (keys, values) = {
        let o = unsafe { dict(other) };
        (o.keys.clone(), o.values.clone())
    };
    for (k, v) in keys.into_iter().zip(values) {
        unsafe { ts_rt_dict_set(d, k, v) };
    }
    0
}

/// `d.clear()`.
///
/// # Safety
/// `d` is a live dict handle.
#[no_mangle]
pub unsafe extern "C" fn ts_rt_dict_clear(d: *mut Object) -> i64 {
    let d = unsafe { dict(d) };
    d.keys.clear();
    d.values.clear();
    d.index.clear();
    0
}

/// `list(l)`: a copy.
///
/// # Safety
/// `l` is a live list handle.
#[no_mangle]
pub unsafe extern "C" fn ts_rt_list_copy(l: *mut Object) -> *mut Object {
    let items = unsafe { list(l) }.clone();
    alloc(Object::List(items))
}

/// `dict(d)`: a copy.
///
/// # Safety
/// `d` is a live dict handle.
#[no_mangle]
pub unsafe extern "C" fn ts_rt_dict_copy(d: *mut Object) -> *mut Object {
    let d = unsafe { dict(d) };
    let copy = ts_rt_dict_new(d.key_kind as i64);
    for (&k, &v) in d.keys.iter().zip(&d.values) {
        // SAFETY: `copy` was just allocated as a dict of the same kind.
        unsafe { ts_rt_dict_set(copy, k, v) };
    }
    copy
}

/// `hex(i)`/`oct(i)`/`bin(i)` for base 16/8/2.
#[no_mangle]
pub extern "C" fn ts_rt_int_format(i: i64, base: i64) -> *mut Object {
    let sign = if i < 0 { "-" } else { "" };
    let m = i.unsigned_abs();
    let digits = match base {
        16 => format!("0x{m:x}"),
        8 => format!("0o{m:o}"),
        _ => format!("0b{m:b}"),
    };
    alloc(Object::Str(format!("{sign}{digits}")))
}

/// The runtime functions by symbol name, for the JIT.
pub fn symbols() -> Vec<(&'static str, *mut c_void)> {
    vec![
        ("ts_rt_list_new", ts_rt_list_new as *mut c_void),
        ("ts_rt_list_len", ts_rt_list_len as *mut c_void),
        ("ts_rt_list_get", ts_rt_list_get as *mut c_void),
        ("ts_rt_list_set", ts_rt_list_set as *mut c_void),
        ("ts_rt_optional_new", ts_rt_optional_new as *mut c_void),
        (
            "ts_rt_optional_payload",
            ts_rt_optional_payload as *mut c_void,
        ),
        ("ts_rt_list_append", ts_rt_list_append as *mut c_void),
        ("ts_rt_str_new", ts_rt_str_new as *mut c_void),
        ("ts_rt_dict_new", ts_rt_dict_new as *mut c_void),
        ("ts_rt_dict_len", ts_rt_dict_len as *mut c_void),
        ("ts_rt_dict_contains", ts_rt_dict_contains as *mut c_void),
        ("ts_rt_dict_get", ts_rt_dict_get as *mut c_void),
        ("ts_rt_dict_set", ts_rt_dict_set as *mut c_void),
        ("ts_rt_dict_keys", ts_rt_dict_keys as *mut c_void),
        ("ts_rt_dict_values", ts_rt_dict_values as *mut c_void),
        ("ts_rt_str_equal", ts_rt_str_equal as *mut c_void),
        ("ts_rt_list_sorted", ts_rt_list_sorted as *mut c_void),
        ("ts_rt_list_copy", ts_rt_list_copy as *mut c_void),
        ("ts_rt_list_insert", ts_rt_list_insert as *mut c_void),
        ("ts_rt_list_equal", ts_rt_list_equal as *mut c_void),
        ("ts_rt_list_pop", ts_rt_list_pop as *mut c_void),
        ("ts_rt_list_index", ts_rt_list_index as *mut c_void),
        ("ts_rt_list_count", ts_rt_list_count as *mut c_void),
        ("ts_rt_list_clear", ts_rt_list_clear as *mut c_void),
        ("ts_rt_list_reverse", ts_rt_list_reverse as *mut c_void),
        ("ts_rt_list_sort", ts_rt_list_sort as *mut c_void),
        (
            "ts_rt_list_sort_by_type",
            ts_rt_list_sort_by_type as *mut c_void,
        ),
        ("ts_rt_dict_get_or", ts_rt_dict_get_or as *mut c_void),
        (
            "ts_rt_dict_setdefault",
            ts_rt_dict_setdefault as *mut c_void,
        ),
        ("ts_rt_dict_pop_or", ts_rt_dict_pop_or as *mut c_void),
        ("ts_rt_dict_update", ts_rt_dict_update as *mut c_void),
        ("ts_rt_dict_clear", ts_rt_dict_clear as *mut c_void),
        ("ts_rt_dict_copy", ts_rt_dict_copy as *mut c_void),
        ("ts_rt_int_format", ts_rt_int_format as *mut c_void),
        ("ts_rt_list_contains", ts_rt_list_contains as *mut c_void),
        ("ts_rt_print", crate::print::ts_rt_print as *mut c_void),
        ("ts_rt_str_of", crate::print::ts_rt_str_of as *mut c_void),
        (
            "ts_rt_raise_str_of",
            crate::print::ts_rt_raise_str_of as *mut c_void,
        ),
        (
            "ts_rt_str_concat",
            crate::print::ts_rt_str_concat as *mut c_void,
        ),
        ("ts_rt_str_len", crate::print::ts_rt_str_len as *mut c_void),
        (
            "ts_rt_str_data",
            crate::print::ts_rt_str_data as *mut c_void,
        ),
        (
            "ts_rt_str_bytes",
            crate::print::ts_rt_str_bytes as *mut c_void,
        ),
        ("ts_rt_str_get", crate::print::ts_rt_str_get as *mut c_void),
        ("ts_rt_ord", crate::print::ts_rt_ord as *mut c_void),
        ("ts_rt_chr", crate::print::ts_rt_chr as *mut c_void),
        (
            "ts_rt_print_newline",
            crate::print::ts_rt_print_newline as *mut c_void,
        ),
    ]
}

/// How a slot's bits are read back: the element type of a container as
/// the host sees it.
#[derive(Clone, Debug, PartialEq)]
pub enum SlotType {
    /// `None` (only printed; its slot is unused).
    None,
    Int,
    Float,
    Bool,
    Str,
    /// A boxed tensor (an element of a run-time `List[Tensor]`).
    Tensor,
    List(Box<SlotType>),
    Dict(Box<SlotType>, Box<SlotType>),
    /// A boxed tuple (an element of a list or dict): a list of its
    /// fields' slots.
    Tuple(Vec<SlotType>),
    /// An `Optional[T]` element of a list or dict: 0 for None, else a
    /// one-slot box of the payload ([`ts_rt_optional_new`]).
    Optional(Box<SlotType>),
    /// A `Union[...]` element of a list or dict: a list of the index of
    /// the member it holds, then one slot per member but `None` (the
    /// others' are placeholders).
    Union(Vec<SlotType>),
}

impl std::fmt::Display for SlotType {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            SlotType::None => f.write_str("None"),
            SlotType::Int => f.write_str("int"),
            SlotType::Float => f.write_str("float"),
            SlotType::Bool => f.write_str("bool"),
            SlotType::Str => f.write_str("str"),
            SlotType::Tensor => f.write_str("Tensor"),
            SlotType::List(e) => write!(f, "List[{e}]"),
            SlotType::Dict(k, v) => write!(f, "Dict[{k}, {v}]"),
            SlotType::Tuple(fields) => {
                let names: Vec<String> = fields.iter().map(|t| t.to_string()).collect();
                write!(f, "Tuple[{}]", names.join(", "))
            }
            SlotType::Optional(t) => write!(f, "Optional[{t}]"),
            SlotType::Union(members) => {
                let names: Vec<String> = members.iter().map(|t| t.to_string()).collect();
                write!(f, "Union[{}]", names.join(", "))
            }
        }
    }
}

impl SlotType {
    /// Reads the lowering's text form: `i`, `f`, `b`, `s`, `t`,
    /// `n`, `L<elem>`, `D<key,value>`, `(fields)`, `?payload`,
    /// `U<members>`.
    pub fn parse(text: &str) -> Option<SlotType> {
        fn one(s: &str) -> Option<(SlotType, &str)> {
            let (head, rest) = s.split_at(1.min(s.len()));
            Some(match head {
                "i" => (SlotType::Int, rest),
                "f" => (SlotType::Float, rest),
                "b" => (SlotType::Bool, rest),
                "s" => (SlotType::Str, rest),
                "t" => (SlotType::Tensor, rest),
                "n" => (SlotType::None, rest),
                "L" => {
                    let (e, rest) = one(rest.strip_prefix('<')?)?;
                    (SlotType::List(Box::new(e)), rest.strip_prefix('>')?)
                }
                "D" => {
                    let (k, rest) = one(rest.strip_prefix('<')?)?;
                    let (v, rest) = one(rest.strip_prefix(',')?)?;
                    (
                        SlotType::Dict(Box::new(k), Box::new(v)),
                        rest.strip_prefix('>')?,
                    )
                }
                "?" => {
                    let (t, rest) = one(rest)?;
                    (SlotType::Optional(Box::new(t)), rest)
                }
                "(" => {
                    let (fields, rest) = several(rest, ')')?;
                    (SlotType::Tuple(fields), rest)
                }
                "U" => {
                    let (members, rest) = several(rest.strip_prefix('<')?, '>')?;
                    (SlotType::Union(members), rest)
                }
                _ => return None,
            })
        }
        /// Types up to `close`, and what follows it.
        fn several(mut rest: &str, close: char) -> Option<(Vec<SlotType>, &str)> {
            let mut types = Vec::new();
            while !rest.starts_with(close) {
                let (t, r) = one(rest)?;
                types.push(t);
                rest = r;
            }
            Some((types, rest.strip_prefix(close)?))
        }
        match one(text)? {
            (t, "") => Some(t),
            _ => None,
        }
    }
}

/// The slots of a list.
///
/// # Safety
/// `bits` is a live list handle.
pub unsafe fn list_slots(bits: i64) -> Vec<i64> {
    unsafe { list(bits as *mut Object) }.clone()
}

/// The slot and type of the member a packed union holds.
///
/// # Safety
/// `bits` is a live handle of a union of `members`.
pub unsafe fn union_member(bits: i64, members: &[SlotType]) -> (i64, &SlotType) {
    let slots = unsafe { list(bits as *mut Object) };
    let held = usize::try_from(slots[0]).expect("a union's index is a member's");
    if members[held] == SlotType::None {
        return (0, &SlotType::None);
    }
    let before = members[..held]
        .iter()
        .filter(|m| **m != SlotType::None)
        .count();
    (slots[1 + before], &members[held])
}

/// The key and value slots of a dict, in insertion order.
///
/// # Safety
/// `bits` is a live dict handle.
pub unsafe fn dict_slots(bits: i64) -> (Vec<i64>, Vec<i64>) {
    let d = unsafe { dict(bits as *mut Object) };
    (d.keys.clone(), d.values.clone())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn float_keys_compare_by_value() {
        let d = ts_rt_dict_new(KeyKind::Float as i64);
        let (neg, pos) = ((-0.0f64).to_bits() as i64, 0.0f64.to_bits() as i64);
        // SAFETY: `d` is a live dict of float keys.
        unsafe {
            ts_rt_dict_set(d, neg, 1);
            ts_rt_dict_set(d, pos, 2);
            assert_eq!(ts_rt_dict_len(d), 1);
            assert_eq!(ts_rt_dict_get(d, neg), 2);
            // The first key written stays, as in Python.
            assert_eq!(dict(d).keys, vec![neg]);
            // Each NaN is a new entry, never found.
            let nan = f64::NAN.to_bits() as i64;
            ts_rt_dict_set(d, nan, 3);
            ts_rt_dict_set(d, nan, 4);
            assert_eq!(ts_rt_dict_len(d), 3);
            assert_eq!(ts_rt_dict_contains(d, nan), 0);
            assert_eq!(ts_rt_dict_get_or(d, nan, -1), -1);
        }
        let ints = ts_rt_dict_new(KeyKind::Bits as i64);
        // SAFETY: `ints` is a live dict of int keys.
        unsafe {
            ts_rt_dict_set(ints, neg, 1);
            ts_rt_dict_set(ints, pos, 2);
            assert_eq!(ts_rt_dict_len(ints), 2);
        }
    }
}
