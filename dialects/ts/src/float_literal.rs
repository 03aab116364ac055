//! Floats as MLIR's attribute parser reads them.

/// `v` as an element of a float attribute of `bits` (32 or 64) width:
/// decimal with a `.` (MLIR reads `1e-8` as the integer 1 and more), or the
/// bit pattern in hex for infinities and NaN, which have no decimal form.
pub fn float_literal(v: f64, bits: u32) -> String {
    if !v.is_finite() {
        return if bits == 32 {
            format!("0x{:08X}", (v as f32).to_bits())
        } else {
            format!("0x{:016X}", v.to_bits())
        };
    }
    let text = format!("{v:?}");
    match text.find('e') {
        Some(e) if !text[..e].contains('.') => format!("{}.0{}", &text[..e], &text[e..]),
        _ => text,
    }
}

#[cfg(test)]
mod tests {
    use super::float_literal;

    #[test]
    fn every_float_has_a_parseable_form() {
        assert_eq!(float_literal(0.5, 32), "0.5");
        assert_eq!(float_literal(1e-8, 32), "1.0e-8");
        assert_eq!(float_literal(-2.5e-300, 64), "-2.5e-300");
        assert_eq!(float_literal(f64::INFINITY, 32), "0x7F800000");
        assert_eq!(float_literal(f64::NEG_INFINITY, 64), "0xFFF0000000000000");
    }
}
