//! `memrefCopy`: the library call `finalize-memref-to-llvm` emits for a
//! `memref.copy` whose layouts are not both contiguous (bufferization gives
//! an `scf.if` that yields different buffers a strided result type). MLIR
//! ships it in `libmlir_c_runner_utils`; compiled code gets ours instead, so
//! neither the JIT nor an ahead-of-time object needs that library.

/// An unranked memref as passed by pointer: the rank and a pointer to a
/// ranked descriptor `{allocated, aligned, offset, sizes[rank], strides[rank]}`.
#[repr(C)]
pub struct UnrankedMemRef {
    rank: i64,
    descriptor: *const u8,
}

/// The aligned base, offset, sizes and strides of a ranked descriptor.
///
/// # Safety
/// `d` points at a live descriptor of `rank` dims.
unsafe fn parts(d: *const u8, rank: usize) -> (*mut u8, i64, &'static [i64], &'static [i64]) {
    let words = d as *const i64;
    unsafe {
        let aligned = *(d as *const *mut u8).add(1);
        let offset = *words.add(2);
        let sizes = std::slice::from_raw_parts(words.add(3), rank);
        let strides = std::slice::from_raw_parts(words.add(3 + rank), rank);
        (aligned, offset, sizes, strides)
    }
}

/// Copies every element of `src` into `dst` (same shape, any strides).
///
/// # Safety
/// Both point at live unranked memrefs of the same rank and sizes, whose
/// elements are `elem_size` bytes.
#[no_mangle]
#[allow(non_snake_case)]
pub unsafe extern "C" fn memrefCopy(
    elem_size: i64,
    src: *const UnrankedMemRef,
    dst: *const UnrankedMemRef,
) {
    let (rank, elem) = unsafe { ((*src).rank as usize, elem_size as usize) };
    let (s_base, s_off, sizes, s_strides) = unsafe { parts((*src).descriptor, rank) };
    let (d_base, d_off, _, d_strides) = unsafe { parts((*dst).descriptor, rank) };
    if sizes.contains(&0) {
        return;
    }
    // The innermost dim is copied as one run when both are contiguous there.
    let (outer, run) = match rank {
        0 => (0, 1),
        _ if s_strides[rank - 1] == 1 && d_strides[rank - 1] == 1 => {
            (rank - 1, sizes[rank - 1] as usize)
        }
        _ => (rank, 1),
    };
    let mut index = vec![0i64; outer];
    loop {
        let at = |off: i64, strides: &[i64]| {
            off + index.iter().zip(strides).map(|(i, s)| i * s).sum::<i64>()
        };
        let (from, to) = (at(s_off, s_strides), at(d_off, d_strides));
        // SAFETY: the element offsets lie inside both buffers (same sizes).
        unsafe {
            std::ptr::copy(
                s_base.offset(from as isize * elem as isize),
                d_base.offset(to as isize * elem as isize),
                run * elem,
            );
        }
        // The next index, last dim fastest.
        let mut d = outer;
        loop {
            if d == 0 {
                return;
            }
            d -= 1;
            index[d] += 1;
            if index[d] < sizes[d] {
                break;
            }
            index[d] = 0;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Copies the 2-d view (`offset`, `sizes`, `strides`) of `src` into
    /// `dst` with `dst_strides`, through `memrefCopy`.
    fn copy(
        src: &mut [f32],
        view: (i64, [i64; 2], [i64; 2]),
        dst: &mut [f32],
        dst_strides: [i64; 2],
    ) {
        let descriptor = |data: &mut [f32], offset: i64, sizes: [i64; 2], strides: [i64; 2]| {
            let p = data.as_mut_ptr() as i64;
            vec![p, p, offset, sizes[0], sizes[1], strides[0], strides[1]]
        };
        let (offset, sizes, strides) = view;
        let s = descriptor(src, offset, sizes, strides);
        let d = descriptor(dst, 0, sizes, dst_strides);
        let unranked = |d: &Vec<i64>| UnrankedMemRef {
            rank: 2,
            descriptor: d.as_ptr() as *const u8,
        };
        unsafe { memrefCopy(4, &unranked(&s), &unranked(&d)) };
    }

    #[test]
    fn copies_a_transposed_view_into_a_contiguous_buffer() {
        let mut src: Vec<f32> = (0..6).map(|i| i as f32).collect(); // 2x3
        let mut dst = vec![0f32; 6]; // 3x2
        copy(&mut src, (0, [3, 2], [1, 3]), &mut dst, [2, 1]);
        assert_eq!(dst, vec![0., 3., 1., 4., 2., 5.]);
    }

    #[test]
    fn copies_rows_with_an_offset() {
        let mut src: Vec<f32> = (0..8).map(|i| i as f32).collect();
        let mut dst = vec![0f32; 4];
        copy(&mut src, (2, [2, 2], [4, 1]), &mut dst, [2, 1]);
        assert_eq!(dst, vec![2., 3., 6., 7.]);
    }
}
