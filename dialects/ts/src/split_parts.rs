//! How many parts `split` and `chunk` make of a dim, as PyTorch counts
//! them: the importer emits one op per part, the driver learns the dim's
//! size for it, and refinement checks the count against the shape.

/// The attribute that marks the parts of a split whose number of parts
/// is provisional: the importer emits it, the driver learns the size from
/// the marked ops, and refinement keeps their errors compile-time ones.
pub const SPLIT_AT_ATTR: &str = "split_at";

/// Parts of `part` elements along a dim of `size`: at least one (an empty
/// dim makes one empty part).
pub fn split_parts(size: i64, part: i64) -> i64 {
    if part <= 0 || size <= 0 {
        1
    } else {
        ceil(size, part).max(1)
    }
}

/// Parts `x.chunk(chunks)` makes of a dim of `size`: parts of
/// ceil(size / chunks), so fewer than `chunks` where the dim is too small
/// (4 into 3: two of 2); an empty dim makes `chunks` empty parts.
pub fn chunk_parts(size: i64, chunks: i64) -> i64 {
    if size <= 0 {
        chunks
    } else {
        ceil(size, ceil(size, chunks.max(1)))
    }
}

fn ceil(a: i64, b: i64) -> i64 {
    (a + b - 1) / b
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn counts_as_pytorch() {
        assert_eq!(chunk_parts(4, 3), 2);
        assert_eq!(chunk_parts(9, 3), 3);
        assert_eq!(chunk_parts(0, 3), 3);
        assert_eq!(split_parts(5, 2), 3);
        assert_eq!(split_parts(0, 2), 1);
    }
}
