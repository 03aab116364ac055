//! `torch.cat` / `torch.stack` of a `List[Tensor]` whose length is only
//! known at run time: the boxed elements joined into a new box, with
//! PyTorch's checks (a non-empty list, sizes that agree) and messages.
//! Compiled code has checked each element's dtype and rank against the
//! list's static element type; their sizes, known or not, are checked
//! here, so elements of one run-time length stack too.

use crate::boxed_tensors::{boxed, BoxedTensor};
use crate::containers::{alloc, list_slots, Object};
use std::ffi::c_char;

/// The boxes joined along `dim` (a dim of the result, wrapped), or
/// PyTorch's message for why not.
pub fn join(parts: &[&BoxedTensor], dim: usize, stack: bool) -> Result<BoxedTensor, String> {
    let Some(first) = parts.first() else {
        return Err(match stack {
            true => "stack expects a non-empty TensorList".into(),
            false => "torch.cat(): expected a non-empty list of Tensors".into(),
        });
    };
    let shape = |t: &BoxedTensor| format!("{:?}", t.sizes);
    for (i, t) in parts.iter().enumerate().skip(1) {
        if stack && t.sizes != first.sizes {
            return Err(format!(
                "stack expects each tensor to be equal size, but got {} at entry 0 and {} at entry {i}",
                shape(first),
                shape(t)
            ));
        }
        for (d, (&a, &b)) in first.sizes.iter().zip(&t.sizes).enumerate() {
            if d != dim && a != b {
                return Err(format!(
                    "Sizes of tensors must match except in dimension {dim}. Expected size {a} but got size {b} for tensor number {i} in the list."
                ));
            }
        }
    }
    // Each part contributes a run of `chunk` slots per index of the dims
    // before `dim` (a stacked part is all of its dims from `dim` on).
    let outer: usize = first.sizes[..dim.min(first.sizes.len())].iter().product();
    let chunk = |t: &BoxedTensor| t.slots.len() / outer.max(1);
    let mut sizes = first.sizes.clone();
    if stack {
        sizes.insert(dim, parts.len());
    } else {
        sizes[dim] = parts.iter().map(|t| t.sizes[dim]).sum();
    }
    let mut slots = Vec::with_capacity(parts.iter().map(|t| t.slots.len()).sum());
    for o in 0..outer {
        for t in parts {
            let c = chunk(t);
            slots.extend_from_slice(&t.slots[o * c..(o + 1) * c]);
        }
    }
    Ok(BoxedTensor {
        code: first.code,
        sizes,
        slots,
    })
}

/// `torch.cat(l, dim)` (`torch.stack` when `stack` is 1) of the list `l`
/// of boxed tensors, as a new box; raises `prefix` (the op's location and
/// `RuntimeError: `) followed by PyTorch's message where it would.
///
/// # Safety
/// `l` is a live list of boxed-tensor handles of one rank, `dim` is a dim
/// of the result, and `prefix` is a NUL-terminated string.
#[no_mangle]
pub unsafe extern "C" fn ts_rt_tensor_list_cat(
    l: *mut Object,
    dim: i64,
    stack: i64,
    prefix: *const c_char,
) -> *mut Object {
    let joined = {
        let handles = unsafe { list_slots(l as i64) };
        let parts: Vec<&BoxedTensor> = handles.iter().map(|&h| unsafe { boxed(h) }).collect();
        join(&parts, dim as usize, stack != 0)
    };
    match joined {
        Ok(t) => alloc(Object::Tensor(t)),
        // SAFETY: nothing of this frame is left to drop.
        Err(message) => unsafe { crate::raise::raise_with_detail(prefix, message) },
    }
}

/// The function by symbol name, for the JIT.
pub fn symbols() -> Vec<(&'static str, *mut std::ffi::c_void)> {
    vec![("ts_rt_tensor_list_cat", ts_rt_tensor_list_cat as *mut _)]
}

#[cfg(test)]
mod tests {
    use super::*;

    fn t(sizes: &[usize], first: i64) -> BoxedTensor {
        let n: usize = sizes.iter().product();
        BoxedTensor {
            code: 4,
            sizes: sizes.to_vec(),
            slots: (first..first + n as i64).collect(),
        }
    }

    #[test]
    fn cat_and_stack_as_pytorch() {
        let (a, b) = (t(&[2, 2], 0), t(&[2, 1], 10));
        let c = join(&[&a, &b], 1, false).unwrap();
        assert_eq!((c.sizes, c.slots), (vec![2, 3], vec![0, 1, 10, 2, 3, 11]));
        let c = join(&[&a, &t(&[1, 2], 10)], 0, false).unwrap();
        assert_eq!((c.sizes, c.slots), (vec![3, 2], vec![0, 1, 2, 3, 10, 11]));
        let s = join(&[&a, &t(&[2, 2], 10)], 1, true).unwrap();
        assert_eq!(s.sizes, vec![2, 2, 2]);
        assert_eq!(s.slots, vec![0, 1, 10, 11, 2, 3, 12, 13]);
        let s = join(&[&t(&[2], 0), &t(&[2], 5)], 1, true).unwrap();
        assert_eq!((s.sizes, s.slots), (vec![2, 2], vec![0, 5, 1, 6]));
    }

    #[test]
    fn pytorch_messages() {
        assert_eq!(
            join(&[], 0, true).unwrap_err(),
            "stack expects a non-empty TensorList"
        );
        let (a, b) = (t(&[2, 3], 0), t(&[2, 4], 0));
        assert_eq!(
            join(&[&a, &b], 0, true).unwrap_err(),
            "stack expects each tensor to be equal size, but got [2, 3] at entry 0 and [2, 4] at entry 1"
        );
        assert_eq!(
            join(&[&a, &t(&[3, 4], 0)], 1, false).unwrap_err(),
            "Sizes of tensors must match except in dimension 1. Expected size 2 but got size 3 for tensor number 1 in the list."
        );
        assert!(join(&[&a, &b], 1, false).is_ok());
    }
}
