//! Python's arithmetic on ints, which `ts` int ops follow: what the
//! frontend and refinement fold when both operands are known.

/// An int operation that can be folded.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum IntOp {
    Add,
    Sub,
    Mul,
    /// `//`: rounds toward negative infinity.
    FloorDiv,
    /// `%`: takes the divisor's sign.
    Mod,
}

/// `a op b` as Python computes it; `None` on overflow or division by zero
/// (left to run time, which raises).
pub fn fold_int(op: IntOp, a: i64, b: i64) -> Option<i64> {
    let floor_div = |a: i64, b: i64| {
        let q = a.checked_div(b)?;
        Some(if a % b != 0 && (a < 0) != (b < 0) {
            q - 1
        } else {
            q
        })
    };
    match op {
        IntOp::Add => a.checked_add(b),
        IntOp::Sub => a.checked_sub(b),
        IntOp::Mul => a.checked_mul(b),
        IntOp::FloorDiv => floor_div(a, b),
        IntOp::Mod => a.checked_sub(b.checked_mul(floor_div(a, b)?)?),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn follows_python() {
        assert_eq!(fold_int(IntOp::FloorDiv, 7, -2), Some(-4));
        assert_eq!(fold_int(IntOp::FloorDiv, -7, -2), Some(3));
        assert_eq!(fold_int(IntOp::FloorDiv, -7, 2), Some(-4));
        assert_eq!(fold_int(IntOp::Mod, -7, 2), Some(1));
        assert_eq!(fold_int(IntOp::Mod, 7, -2), Some(-1));
        assert_eq!(fold_int(IntOp::FloorDiv, 1, 0), None);
        assert_eq!(fold_int(IntOp::FloorDiv, i64::MIN, -1), None);
        assert_eq!(fold_int(IntOp::Add, i64::MAX, 1), None);
    }
}
