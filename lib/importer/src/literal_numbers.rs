//! Arithmetic on number literals, folded as TorchScript computes it: the
//! value of `1 / 9` or `2 ** -0.5` where an op wants a number known when
//! the function is compiled (`F.smooth_l1_loss(x, y, beta=1 / 9)`).
//! Python's rules, but `**` of two ints is a float (`aten::pow.int`) and
//! `//` of floats is the floor of their quotient (`1 // 0.1` is 10.0).

use crate::op_binding::{literal_float, literal_int};
use ts_frontend::ast::{BinaryOp, Expr, ExprKind};

/// A folded literal: an int stays an int (`2 * 3`), as TorchScript keeps
/// it.
#[derive(Clone, Copy, Debug, PartialEq)]
pub(crate) enum LiteralNumber {
    Int(i64),
    Float(f64),
}

/// The value of `e` when it is a number literal or arithmetic on them;
/// `None` for anything else, and where TorchScript raises (division by
/// zero) or leaves the reals (`(-8) ** 0.5`), or an int sum, difference,
/// product or floor quotient overflows i64.
pub(crate) fn literal_number(e: &Expr) -> Option<LiteralNumber> {
    if let Some(i) = literal_int(e) {
        return Some(LiteralNumber::Int(i));
    }
    let ExprKind::Binary { op, left, right } = &e.kind else {
        return literal_float(e).map(LiteralNumber::Float);
    };
    let (l, r) = (literal_number(left)?, literal_number(right)?);
    if let (LiteralNumber::Int(a), LiteralNumber::Int(b)) = (l, r) {
        let int = match op {
            BinaryOp::Add => a.checked_add(b),
            BinaryOp::Sub => a.checked_sub(b),
            BinaryOp::Mul => a.checked_mul(b),
            BinaryOp::FloorDiv if b != 0 => a.checked_div_euclid(b).map(|q| {
                // Python floors; div_euclid leaves a remainder in [0, |b|),
                // one step above the floor when b < 0.
                if b < 0 && a.rem_euclid(b) != 0 {
                    q - 1
                } else {
                    q
                }
            }),
            // A float, as `aten::pow.int` returns.
            BinaryOp::Div | BinaryOp::Pow => None,
            _ => return None,
        };
        if !matches!(op, BinaryOp::Div | BinaryOp::Pow) {
            return int.map(LiteralNumber::Int);
        }
    }
    let (a, b) = (as_f64(l), as_f64(r));
    let v = match op {
        BinaryOp::Add => a + b,
        BinaryOp::Sub => a - b,
        BinaryOp::Mul => a * b,
        BinaryOp::Div if b != 0.0 => a / b,
        BinaryOp::FloorDiv if b != 0.0 => (a / b).floor(),
        BinaryOp::Pow if !(a == 0.0 && b < 0.0) && (a >= 0.0 || b.fract() == 0.0) => a.powf(b),
        _ => return None,
    };
    Some(LiteralNumber::Float(v))
}

fn as_f64(n: LiteralNumber) -> f64 {
    match n {
        LiteralNumber::Int(i) => i as f64,
        LiteralNumber::Float(f) => f,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use ts_frontend::{parse_file, SourceFile};

    fn fold(src: &str) -> Option<LiteralNumber> {
        let file = SourceFile::new("t.py", format!("x = {src}\n"));
        let items = parse_file(&file).expect("parses").items;
        let ts_frontend::ast::StmtKind::Assign { value, .. } = &items[0].kind else {
            panic!("an assignment")
        };
        literal_number(value)
    }

    #[test]
    fn folds_as_python() {
        use LiteralNumber::{Float, Int};
        assert_eq!(fold("1 / 9"), Some(Float(1.0 / 9.0)));
        assert_eq!(fold("1.0 / 8"), Some(Float(0.125)));
        assert_eq!(fold("2 * 3"), Some(Int(6)));
        assert_eq!(fold("2 ** 10"), Some(Float(1024.0)));
        assert_eq!(fold("-2 ** 2"), Some(Float(-4.0)));
        assert_eq!(fold("1 // 0.1"), Some(Float(10.0)));
        assert_eq!(fold("2 ** -1"), Some(Float(0.5)));
        assert_eq!(fold("-7 // 2"), Some(Int(-4)));
        assert_eq!(fold("7 // -2"), Some(Int(-4)));
        assert_eq!(fold("-7 // -2"), Some(Int(3)));
        assert_eq!(fold("-7.0 // 2"), Some(Float(-4.0)));
        assert_eq!(fold("(1 + 2) / 4"), Some(Float(0.75)));
        assert_eq!(fold("4 ** 0.5"), Some(Float(2.0)));
        assert_eq!(fold("1 / 0"), None);
        assert_eq!(fold("1 // 0"), None);
        assert_eq!(fold("(-8) ** 0.5"), None);
        assert_eq!(fold("0.0 ** -1"), None);
        assert_eq!(fold("9223372036854775807 + 1"), None);
        assert_eq!(fold("n / 2"), None);
    }
}
