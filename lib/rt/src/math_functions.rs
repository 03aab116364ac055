//! `math.*` functions of compiled code that have no `math`-dialect op:
//! each takes and returns i64 slots (floats by their bits), computed as
//! TorchScript does, with the C library's functions (no domain errors:
//! `math.acos(2.0)` is nan).

use std::ffi::c_void;

extern "C" {
    fn erfc(x: f64) -> f64;
    fn lgamma(x: f64) -> f64;
    fn tgamma(x: f64) -> f64;
    fn remainder(x: f64, y: f64) -> f64;
}

fn f(bits: i64) -> f64 {
    f64::from_bits(bits as u64)
}

fn bits(x: f64) -> i64 {
    x.to_bits() as i64
}

macro_rules! unary {
    ($($name:ident => $body:expr),* $(,)?) => {
        $(
            #[no_mangle]
            pub extern "C" fn $name(x: i64) -> i64 {
                let g: fn(f64) -> f64 = $body;
                bits(g(f(x)))
            }
        )*
        const UNARY: &[(&str, *mut c_void)] = &[$((stringify!($name), $name as *mut c_void)),*];
    };
}

unary! {
    ts_rt_math_acos => f64::acos,
    ts_rt_math_asin => f64::asin,
    ts_rt_math_atan => f64::atan,
    ts_rt_math_sinh => f64::sinh,
    ts_rt_math_cosh => f64::cosh,
    ts_rt_math_asinh => f64::asinh,
    ts_rt_math_acosh => f64::acosh,
    ts_rt_math_atanh => f64::atanh,
    ts_rt_math_degrees => f64::to_degrees,
    ts_rt_math_radians => f64::to_radians,
    // SAFETY: pure C library functions on a double.
    ts_rt_math_erfc => |x| unsafe { erfc(x) },
    ts_rt_math_lgamma => |x| unsafe { lgamma(x) },
    ts_rt_math_gamma => |x| unsafe { tgamma(x) },
}

macro_rules! binary {
    ($($name:ident => $body:expr),* $(,)?) => {
        $(
            #[no_mangle]
            pub extern "C" fn $name(x: i64, y: i64) -> i64 {
                let g: fn(f64, f64) -> f64 = $body;
                bits(g(f(x), f(y)))
            }
        )*
        const BINARY: &[(&str, *mut c_void)] = &[$((stringify!($name), $name as *mut c_void)),*];
    };
}

binary! {
    ts_rt_math_atan2 => f64::atan2,
    ts_rt_math_copysign => f64::copysign,
    // C's fmod: the sign of x (not Python's % on floats).
    ts_rt_math_fmod => |x, y| x % y,
    // SAFETY: a pure C library function.
    ts_rt_math_remainder => |x, y| unsafe { remainder(x, y) },
}

/// `math.ldexp(x, i)`: x * 2**i.
#[no_mangle]
pub extern "C" fn ts_rt_math_ldexp(x: i64, i: i64) -> i64 {
    let e = i.clamp(-2200, 2200) as i32;
    // Two steps keep 2**e representable for large |e|.
    bits(f(x) * 2f64.powi(e / 2) * 2f64.powi(e - e / 2))
}

/// `math.frexp(x)`'s mantissa (in [0.5, 1) in magnitude, or x itself
/// for 0, inf and nan).
#[no_mangle]
pub extern "C" fn ts_rt_math_frexp_mantissa(x: i64) -> i64 {
    bits(frexp(f(x)).0)
}

/// `math.frexp(x)`'s exponent.
#[no_mangle]
pub extern "C" fn ts_rt_math_frexp_exponent(x: i64) -> i64 {
    frexp(f(x)).1
}

fn frexp(x: f64) -> (f64, i64) {
    if x == 0.0 || !x.is_finite() {
        return (x, 0);
    }
    let mut e = x.abs().log2().floor() as i64 + 1;
    let mut m = x / 2f64.powi(e as i32);
    // Correct rounding at the edges of the range.
    if m.abs() >= 1.0 {
        m /= 2.0;
        e += 1;
    } else if m.abs() < 0.5 {
        m *= 2.0;
        e -= 1;
    }
    (m, e)
}

/// `math.gcd(a, b)` (non-negative).
#[no_mangle]
pub extern "C" fn ts_rt_math_gcd(a: i64, b: i64) -> i64 {
    let (mut a, mut b) = (a.unsigned_abs(), b.unsigned_abs());
    while b != 0 {
        (a, b) = (b, a % b);
    }
    a as i64
}

/// `math.factorial(n)` for n >= 0 (checked by the caller); wraps past
/// 20! as TorchScript's int64 does.
#[no_mangle]
pub extern "C" fn ts_rt_math_factorial(n: i64) -> i64 {
    (1..=n).fold(1i64, |acc, k| acc.wrapping_mul(k))
}

/// TorchScript's `divmod` of an int and a float (`aten::divmod.int_float`
/// and `.float_int`): its C++ kernel reads the int as a 32-bit `int` and
/// the float as a 32-bit `float`, divides in `float`, and computes
/// `quot = floor(a / b)`, `rem = a - quot * b` (the last in double),
/// where `floor` is TorchScript's own, to int64 and checked. `part` 0
/// says what raises: 0 nothing, 1 a zero divisor, 2 a quotient `floor`
/// cannot make an int of; 1 gives the quotient's bits, 2 the
/// remainder's, 3 the unfloored quotient's (for the message).
/// `int_first`: `a` is the int.
fn divmod_mixed(a: i64, b: i64, part: i64, int_first: bool) -> i64 {
    let (a32, b32) = if int_first {
        (a as i32 as f32, f(b) as f32)
    } else {
        (f(a) as f32, b as i32 as f32)
    };
    // The int's value as the kernel's double arithmetic sees it.
    let (a64, b64) = if int_first {
        (a as i32 as f64, b32 as f64)
    } else {
        (a32 as f64, b as i32 as f64)
    };
    let ratio = (a32 / b32) as f64;
    let quot = ratio.floor();
    let bound = 9_223_372_036_854_775_808.0;
    match part {
        0 if b32 == 0.0 => 1,
        0 if !(-bound..=bound).contains(&quot) => 2,
        0 => 0,
        1 => bits(quot as i64 as f64),
        2 => bits(a64 - (quot as i64 as f64) * b64),
        _ => bits(ratio),
    }
}

/// `divmod(int, float)`, see [`divmod_mixed`].
#[no_mangle]
pub extern "C" fn ts_rt_divmod_int_float(a: i64, b: i64, part: i64) -> i64 {
    divmod_mixed(a, b, part, true)
}

/// `divmod(float, int)`, see [`divmod_mixed`].
#[no_mangle]
pub extern "C" fn ts_rt_divmod_float_int(a: i64, b: i64, part: i64) -> i64 {
    divmod_mixed(a, b, part, false)
}

/// These functions by symbol name, for the JIT.
pub fn symbols() -> Vec<(&'static str, *mut c_void)> {
    let mut s: Vec<(&'static str, *mut c_void)> = UNARY.iter().chain(BINARY).copied().collect();
    s.extend([
        ("ts_rt_math_ldexp", ts_rt_math_ldexp as *mut c_void),
        (
            "ts_rt_math_frexp_mantissa",
            ts_rt_math_frexp_mantissa as *mut c_void,
        ),
        (
            "ts_rt_math_frexp_exponent",
            ts_rt_math_frexp_exponent as *mut c_void,
        ),
        ("ts_rt_math_gcd", ts_rt_math_gcd as *mut c_void),
        ("ts_rt_math_factorial", ts_rt_math_factorial as *mut c_void),
        (
            "ts_rt_divmod_int_float",
            ts_rt_divmod_int_float as *mut c_void,
        ),
        (
            "ts_rt_divmod_float_int",
            ts_rt_divmod_float_int as *mut c_void,
        ),
    ]);
    s
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn results_match_python() {
        assert_eq!(
            f(ts_rt_math_atan2(bits(1.0), bits(1.0))),
            std::f64::consts::FRAC_PI_4
        );
        assert_eq!(f(ts_rt_math_gamma(bits(5.0))), 24.0);
        assert!((f(ts_rt_math_lgamma(bits(10.0))) - 12.801827480081469).abs() < 1e-12);
        assert_eq!(f(ts_rt_math_fmod(bits(-7.0), bits(3.0))), -1.0);
        assert_eq!(f(ts_rt_math_remainder(bits(7.0), bits(4.0))), -1.0);
        assert_eq!(f(ts_rt_math_ldexp(bits(0.75), 4)), 12.0);
        assert_eq!(frexp(12.0), (0.75, 4));
        assert_eq!(frexp(-1.0), (-0.5, 1));
        assert_eq!(ts_rt_math_gcd(-12, 18), 6);
        assert_eq!(ts_rt_math_factorial(5), 120);
        assert_eq!(f(ts_rt_math_degrees(bits(std::f64::consts::PI))), 180.0);
        // TorchScript's divmod(7, 0.3) divides by 0.3 as a 32-bit float.
        assert_eq!(f(ts_rt_divmod_int_float(7, bits(0.3), 1)), 23.0);
        assert_eq!(
            f(ts_rt_divmod_int_float(7, bits(0.3), 2)),
            7.0 - 23.0 * (0.3f32 as f64)
        );
        assert_eq!(ts_rt_divmod_float_int(bits(1.5), 1 << 32, 0), 1);
        assert_eq!(ts_rt_divmod_float_int(bits(f64::INFINITY), 16, 0), 2);
    }
}
