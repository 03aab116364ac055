//! How TorchScript's `print` shows a tensor: ATen's `operator<<` (not
//! Python's `repr`), e.g.
//!
//! ```text
//!  1.5000  2.0000
//!  3.0000  4.0000
//! [ CPUFloatType{2,2} ]
//! ```
//!
//! Elements are read as doubles; one format (integers, fixed with 4
//! decimals under a common power-of-ten scale, or scientific) is chosen
//! for the whole tensor from the range of its finite values; matrices
//! wrap into "Columns a to b" blocks of at most 80 characters; tensors of
//! rank 3 and more print one matrix per `(i,j,.,.) = ` slice, the first
//! index varying fastest. No trailing newline: `print` adds the separator.

/// ATen's line width for matrices.
const LINE_WIDTH: usize = 80;

/// How every element of one tensor is written.
#[derive(Clone, Copy, Debug, PartialEq)]
enum Style {
    /// `{:>width g}` (C's `%g`, 6 significant digits).
    General,
    /// `{:>width .4e}`.
    Scientific,
    /// `{:>width .4f}` of the value divided by `scale`.
    Fixed,
}

#[derive(Clone, Copy, Debug, PartialEq)]
struct Format {
    scale: f64,
    width: usize,
    style: Style,
}

/// ATen's `__printFormat`: the style, width and scale for `values`.
fn choose_format(values: &[f64]) -> Format {
    let int_mode = values.iter().all(|&z| !z.is_finite() || z == z.ceil());
    let finite: Vec<f64> = values
        .iter()
        .map(|z| z.abs())
        .filter(|z| z.is_finite())
        .collect();
    let digits = |z: f64| {
        if z != 0.0 {
            z.log10().floor() + 1.0
        } else {
            1.0
        }
    };
    let (exp_min, exp_max) = match (
        finite.iter().copied().reduce(f64::min),
        finite.iter().copied().reduce(f64::max),
    ) {
        (Some(lo), Some(hi)) => (digits(lo), digits(hi)),
        _ => (1.0, 1.0),
    };
    let format = |width: f64, style| Format {
        scale: 1.0,
        width: width as usize,
        style,
    };
    if int_mode {
        return if exp_max > 9.0 {
            format(11.0, Style::Scientific)
        } else {
            format(exp_max + 1.0, Style::General)
        };
    }
    if exp_max - exp_min > 4.0 {
        let wide = exp_max.abs() > 99.0 || exp_min.abs() > 99.0;
        return format(if wide { 12.0 } else { 11.0 }, Style::Scientific);
    }
    if !(0.0..=5.0).contains(&exp_max) {
        return Format {
            scale: 10f64.powf(exp_max - 1.0),
            width: 7,
            style: Style::Fixed,
        };
    }
    format(
        if exp_max == 0.0 { 7.0 } else { exp_max + 6.0 },
        Style::Fixed,
    )
}

/// `x` in C's `%.{precision}g` form (trailing zeros removed).
pub(crate) fn general(x: f64, precision: usize) -> String {
    if x.is_nan() {
        return "nan".into();
    }
    if x.is_infinite() {
        return if x > 0.0 { "inf" } else { "-inf" }.into();
    }
    if x == 0.0 {
        return if x.is_sign_negative() { "-0" } else { "0" }.into();
    }
    let p = precision.max(1);
    // The exponent after rounding to `p` significant digits.
    let sci = format!("{:.*e}", p - 1, x);
    let (mantissa, exp) = sci.split_once('e').expect("exponent form");
    let exp: i32 = exp.parse().expect("an integer exponent");
    let strip = |s: &str| -> String {
        if s.contains('.') {
            s.trim_end_matches('0').trim_end_matches('.').to_string()
        } else {
            s.to_string()
        }
    };
    if exp < -4 || exp >= p as i32 {
        let sign = if exp < 0 { '-' } else { '+' };
        format!("{}e{sign}{:02}", strip(mantissa), exp.abs())
    } else {
        strip(&format!("{:.*}", (p as i32 - 1 - exp) as usize, x))
    }
}

/// `x` in C's `%.4e` form (`1.5000e+09`).
fn scientific(x: f64) -> String {
    if !x.is_finite() {
        return general(x, 6);
    }
    let s = format!("{x:.4e}");
    let (mantissa, exp) = s.split_once('e').expect("exponent form");
    let exp: i32 = exp.parse().expect("an integer exponent");
    let sign = if exp < 0 { '-' } else { '+' };
    format!("{mantissa}e{sign}{:02}", exp.abs())
}

/// fmt's `{}` of a double: the shortest form that reads back, in
/// exponent form below 1e-4 or from 1e16.
pub fn shortest(x: f64) -> String {
    if !x.is_finite() || x == 0.0 {
        return general(x, 6);
    }
    let sci = format!("{x:e}");
    let (mantissa, exp) = sci.split_once('e').expect("exponent form");
    let exp: i32 = exp.parse().expect("an integer exponent");
    if (-4..16).contains(&exp) {
        format!("{x}")
    } else {
        let sign = if exp < 0 { '-' } else { '+' };
        format!("{mantissa}e{sign}{:02}", exp.abs())
    }
}

fn value(x: f64, f: &Format) -> String {
    let text = match f.style {
        Style::General => general(x / f.scale, 6),
        Style::Scientific => scientific(x / f.scale),
        Style::Fixed => {
            let v = x / f.scale;
            if v.is_finite() {
                format!("{v:.4}")
            } else {
                general(v, 6)
            }
        }
    };
    format!("{text:>width$}", width = f.width)
}

/// ATen's `__printMatrix` of a `rows` x `cols` row-major block.
fn matrix(out: &mut String, values: &[f64], rows: usize, cols: usize, indent: usize) {
    let f = choose_format(values);
    let per_line = ((LINE_WIDTH - indent) / (f.width + 1)).max(1);
    let pad = " ".repeat(indent);
    let mut first = 0;
    while first < cols {
        let last = (first + per_line).min(cols) - 1;
        if per_line < cols {
            if first != 0 {
                out.push('\n');
            }
            out.push_str(&format!("Columns {} to {}{pad}", first + 1, last + 1));
        }
        if f.scale != 1.0 {
            out.push_str(&format!("{} *\n{pad}", shortest(f.scale)));
        }
        for r in 0..rows {
            for c in first..=last {
                out.push_str(&value(values[r * cols + c], &f));
                if c == last {
                    out.push('\n');
                    if r + 1 != rows {
                        out.push_str(&pad);
                        if f.scale != 1.0 {
                            out.push(' ');
                        }
                    }
                } else {
                    out.push(' ');
                }
            }
        }
        first = last + 1;
    }
}

/// ATen's text for a tensor of `sizes` (row-major `values`, as doubles)
/// whose type is `type_name` (`CPUFloatType`, ...).
pub fn format_tensor(values: &[f64], sizes: &[usize], type_name: &str) -> String {
    let mut out = String::new();
    let dims = sizes
        .iter()
        .map(|s| s.to_string())
        .collect::<Vec<_>>()
        .join(",");
    match sizes.len() {
        0 => out.push_str(&shortest(values.first().copied().unwrap_or(0.0))),
        1 => {
            if !values.is_empty() {
                let f = choose_format(values);
                if f.scale != 1.0 {
                    out.push_str(&format!("{} *\n", shortest(f.scale)));
                }
                for &x in values {
                    out.push_str(&value(x, &f));
                    out.push('\n');
                }
            }
        }
        2 => {
            if !values.is_empty() {
                matrix(&mut out, values, sizes[0], sizes[1], 0);
            }
        }
        rank => {
            if !values.is_empty() {
                let (rows, cols) = (sizes[rank - 2], sizes[rank - 1]);
                let outer = &sizes[..rank - 2];
                // Row-major strides of the leading dims, in matrices.
                let mut strides = vec![1usize; outer.len()];
                for i in (0..outer.len().saturating_sub(1)).rev() {
                    strides[i] = strides[i + 1] * outer[i + 1];
                }
                // The first leading index varies fastest, as in ATen.
                let mut counter = vec![0usize; outer.len()];
                let mut start = true;
                loop {
                    if !start {
                        out.push('\n');
                    }
                    start = false;
                    out.push('(');
                    for c in &counter {
                        out.push_str(&format!("{},", c + 1));
                    }
                    out.push_str(".,.) = \n");
                    let m: usize = counter.iter().zip(&strides).map(|(c, s)| c * s).sum();
                    let block = &values[m * rows * cols..(m + 1) * rows * cols];
                    matrix(&mut out, block, rows, cols, 1);
                    let mut i = 0;
                    loop {
                        counter[i] += 1;
                        if counter[i] < outer[i] {
                            break;
                        }
                        counter[i] = 0;
                        i += 1;
                        if i == outer.len() {
                            break;
                        }
                    }
                    if i == outer.len() {
                        break;
                    }
                }
            }
        }
    }
    if sizes.is_empty() {
        out.push('\n');
    }
    out.push_str(&format!("[ {type_name}{{{dims}}} ]"));
    out
}

/// ATen's type name of a tensor with TorchScript's dtype `code`.
pub fn type_name(code: i64) -> &'static str {
    match code {
        3 => "CPUIntType",
        4 => "CPULongType",
        6 => "CPUFloatType",
        7 => "CPUDoubleType",
        11 => "CPUBoolType",
        _ => "CPUType",
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    // Expected texts are what `print` in real TorchScript shows.
    #[test]
    fn integers_and_fixed_point() {
        let v: Vec<f64> = (0..12).map(f64::from).collect();
        assert_eq!(
            format_tensor(&v, &[3, 4], "CPUFloatType"),
            "  0   1   2   3\n  4   5   6   7\n  8   9  10  11\n[ CPUFloatType{3,4} ]"
        );
        assert_eq!(
            format_tensor(&[1.0, -2.0, 30.0, 4.0], &[2, 2], "CPULongType"),
            "  1  -2\n 30   4\n[ CPULongType{2,2} ]"
        );
        assert_eq!(
            format_tensor(&[1.5, f64::NAN, f64::INFINITY], &[3], "CPUFloatType"),
            " 1.5000\n    nan\n    inf\n[ CPUFloatType{3} ]"
        );
        assert_eq!(
            format_tensor(&[33.0], &[], "CPULongType"),
            "33\n[ CPULongType{} ]"
        );
        assert_eq!(
            format_tensor(&[], &[0, 3], "CPUFloatType"),
            "[ CPUFloatType{0,3} ]"
        );
    }

    #[test]
    fn scaled_and_scientific() {
        let small: Vec<f64> = (0..12).map(|i| f64::from(i) * 1e-5).collect();
        assert_eq!(
            format_tensor(&small, &[3, 4], "CPUFloatType"),
            "0.0001 *\n 0.0000  0.1000  0.2000  0.3000\n  0.4000  0.5000  0.6000  0.7000\n  0.8000  0.9000  1.0000  1.1000\n[ CPUFloatType{3,4} ]"
        );
        let big: Vec<f64> = (0..4).map(|i| f64::from(i) * 1e9).collect();
        assert_eq!(
            format_tensor(&big, &[2, 2], "CPUFloatType"),
            " 0.0000e+00  1.0000e+09\n 2.0000e+09  3.0000e+09\n[ CPUFloatType{2,2} ]"
        );
    }

    #[test]
    fn slices_of_higher_rank() {
        let v = [1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0, 8.0];
        assert_eq!(
            format_tensor(&v, &[2, 2, 2], "CPUFloatType"),
            "(1,.,.) = \n 1  2\n  3  4\n\n(2,.,.) = \n 5  6\n  7  8\n[ CPUFloatType{2,2,2} ]"
        );
    }

    #[test]
    fn general_matches_c() {
        assert_eq!(general(1234567.0, 6), "1.23457e+06");
        assert_eq!(general(0.5, 6), "0.5");
        assert_eq!(general(1e-5, 6), "1e-05");
        assert_eq!(shortest(1e-4), "0.0001");
        assert_eq!(shortest(1e-5), "1e-05");
    }
}
