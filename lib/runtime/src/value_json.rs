//! The JSON encoding of values used by `tsc run --args/--result` and the
//! conformance cases (see test/conformance/FORMAT.md), and the comparison
//! rules those cases are judged by.

use crate::{
    host_tensor::{HostTensor, TensorData},
    value::Value,
};
use ndarray::{ArrayD, IxDyn};
use serde_json::{json, Map, Value as Json};
use ts_dialect::Dtype;

/// A malformed JSON value, with the path to the offending part.
#[derive(Debug, thiserror::Error)]
#[error("{path}: {message}")]
pub struct DecodeError {
    pub path: String,
    pub message: String,
}

fn err(path: &str, message: impl Into<String>) -> DecodeError {
    DecodeError {
        path: path.to_string(),
        message: message.into(),
    }
}

/// Decodes one VALUE; `path` names it in errors (e.g. `args[1]`).
pub fn decode(j: &Json, path: &str) -> Result<Value, DecodeError> {
    Ok(match j {
        Json::Null => Value::None,
        Json::Bool(b) => Value::Bool(*b),
        Json::Number(n) => match n.as_i64() {
            Some(i) => Value::Int(i),
            None => {
                return Err(err(
                    path,
                    format!("{n} is not an integer (write floats as {{\"float\": {n}}})"),
                ))
            }
        },
        Json::String(s) => Value::Str(s.clone()),
        Json::Array(items) => Value::List(
            items
                .iter()
                .enumerate()
                .map(|(i, x)| decode(x, &format!("{path}[{i}]")))
                .collect::<Result<_, _>>()?,
        ),
        Json::Object(m) => decode_object(m, path)?,
    })
}

fn decode_object(m: &Map<String, Json>, path: &str) -> Result<Value, DecodeError> {
    if m.len() != 1 {
        return Err(err(
            path,
            "an object must have exactly one key: float, tuple, dict or tensor",
        ));
    }
    let (key, v) = m.iter().next().expect("one entry");
    let sub = format!("{path}.{key}");
    match key.as_str() {
        "float" => float_elem(v)
            .map(Value::Float)
            .ok_or_else(|| err(&sub, "expected a number (or \"nan\", \"inf\", \"-inf\")")),
        "tuple" => {
            let items = v.as_array().ok_or_else(|| err(&sub, "expected an array"))?;
            Ok(Value::Tuple(
                items
                    .iter()
                    .enumerate()
                    .map(|(i, x)| decode(x, &format!("{sub}[{i}]")))
                    .collect::<Result<_, _>>()?,
            ))
        }
        "dict" => {
            let items = v
                .as_array()
                .ok_or_else(|| err(&sub, "expected an array of [key, value] pairs"))?;
            let mut out = Vec::new();
            for (i, pair) in items.iter().enumerate() {
                let p = format!("{sub}[{i}]");
                match pair.as_array().map(Vec::as_slice) {
                    Some([k, v]) => out.push((decode(k, &p)?, decode(v, &p)?)),
                    _ => return Err(err(&p, "expected a [key, value] pair")),
                }
            }
            Ok(Value::Dict(out))
        }
        "tensor" => decode_tensor(v, &sub).map(Value::Tensor),
        other => Err(err(
            path,
            format!("unknown value kind `{other}` (expected float, tuple, dict or tensor)"),
        )),
    }
}

fn decode_tensor(v: &Json, path: &str) -> Result<HostTensor, DecodeError> {
    let dtype_name = v
        .get("dtype")
        .and_then(Json::as_str)
        .ok_or_else(|| err(path, "missing string `dtype`"))?;
    let dtype = Dtype::from_name(dtype_name).ok_or_else(|| {
        err(
            path,
            format!("unsupported dtype `{dtype_name}` (float32, float64, int64, int32, bool)"),
        )
    })?;
    let shape: Vec<usize> = v
        .get("shape")
        .and_then(Json::as_array)
        .ok_or_else(|| err(path, "missing array `shape`"))?
        .iter()
        .map(|d| {
            d.as_u64()
                .map(|d| d as usize)
                .ok_or_else(|| err(path, "shape entries must be non-negative integers"))
        })
        .collect::<Result<_, _>>()?;
    let data = v
        .get("data")
        .and_then(Json::as_array)
        .ok_or_else(|| err(path, "missing array `data`"))?;
    let count: usize = shape.iter().product();
    if data.len() != count {
        return Err(err(
            path,
            format!(
                "shape {shape:?} needs {count} elements, data has {}",
                data.len()
            ),
        ));
    }
    let bad = |i: usize| err(path, format!("data[{i}] is not a valid {dtype_name}"));
    let tensor = match dtype {
        Dtype::Bool => TensorData::Bool(shaped(
            &shape,
            data.iter()
                .enumerate()
                .map(|(i, x)| x.as_bool().ok_or_else(|| bad(i)))
                .collect::<Result<_, _>>()?,
            path,
        )?),
        Dtype::Int32 => TensorData::Int32(shaped(
            &shape,
            data.iter()
                .enumerate()
                .map(|(i, x)| {
                    x.as_i64()
                        .and_then(|x| i32::try_from(x).ok())
                        .ok_or_else(|| bad(i))
                })
                .collect::<Result<_, _>>()?,
            path,
        )?),
        Dtype::Int64 => TensorData::Int64(shaped(
            &shape,
            data.iter()
                .enumerate()
                .map(|(i, x)| x.as_i64().ok_or_else(|| bad(i)))
                .collect::<Result<_, _>>()?,
            path,
        )?),
        Dtype::Float32 => TensorData::Float32(shaped(
            &shape,
            data.iter()
                .enumerate()
                .map(|(i, x)| float_elem(x).map(|f| f as f32).ok_or_else(|| bad(i)))
                .collect::<Result<_, _>>()?,
            path,
        )?),
        Dtype::Float64 => TensorData::Float64(shaped(
            &shape,
            data.iter()
                .enumerate()
                .map(|(i, x)| float_elem(x).ok_or_else(|| bad(i)))
                .collect::<Result<_, _>>()?,
            path,
        )?),
    };
    Ok(HostTensor { data: tensor })
}

fn shaped<T>(shape: &[usize], v: Vec<T>, path: &str) -> Result<ArrayD<T>, DecodeError> {
    ArrayD::from_shape_vec(IxDyn(shape), v).map_err(|e| err(path, e.to_string()))
}

/// A float element: a number, or "nan"/"inf"/"-inf" (JSON has no NaN).
fn float_elem(x: &Json) -> Option<f64> {
    match x {
        Json::Number(n) => n.as_f64(),
        Json::String(s) => match s.as_str() {
            "nan" | "NaN" => Some(f64::NAN),
            "inf" | "Infinity" => Some(f64::INFINITY),
            "-inf" | "-Infinity" => Some(f64::NEG_INFINITY),
            _ => None,
        },
        _ => None,
    }
}

fn float_json(f: f64) -> Json {
    if f.is_nan() {
        json!("nan")
    } else if f.is_infinite() {
        json!(if f > 0.0 { "inf" } else { "-inf" })
    } else {
        json!(f)
    }
}

/// Encodes a value.
pub fn encode(v: &Value) -> Json {
    match v {
        Value::None => Json::Null,
        Value::Bool(b) => json!(b),
        Value::Int(i) => json!(i),
        Value::Float(f) => json!({ "float": float_json(*f) }),
        Value::Str(s) => json!(s),
        Value::List(items) => Json::Array(items.iter().map(encode).collect()),
        Value::Tuple(items) => json!({ "tuple": items.iter().map(encode).collect::<Vec<_>>() }),
        Value::Dict(items) => {
            json!({ "dict": items.iter().map(|(k, v)| json!([encode(k), encode(v)])).collect::<Vec<_>>() })
        }
        Value::Tensor(t) => {
            let data: Vec<Json> = match &t.data {
                TensorData::Bool(a) => a.iter().map(|&b| json!(b)).collect(),
                TensorData::Int32(a) => a.iter().map(|&x| json!(x)).collect(),
                TensorData::Int64(a) => a.iter().map(|&x| json!(x)).collect(),
                TensorData::Float32(a) => a.iter().map(|&x| float_json(x as f64)).collect(),
                TensorData::Float64(a) => a.iter().map(|&x| float_json(x)).collect(),
            };
            json!({ "tensor": { "dtype": t.dtype().name(), "shape": t.shape(), "data": data } })
        }
    }
}

/// Compares `actual` with `expected` by the conformance rules: tensors
/// need equal dtype and shape, exact integers/bools, and floats within
/// `1e-5 + 1e-4 * |expected|`; Python floats within relative 1e-9;
/// everything else exactly. `Err` says where and how they differ.
pub fn compare(actual: &Value, expected: &Value, path: &str) -> Result<(), String> {
    let mismatch = || {
        Err(format!(
            "{path}: expected {}, got {}",
            encode(expected),
            encode(actual)
        ))
    };
    match (actual, expected) {
        (Value::Float(a), Value::Float(e)) => {
            let ok = (a.is_nan() && e.is_nan())
                || a == e
                || (a - e).abs() <= 1e-9 * e.abs().max(a.abs());
            if ok {
                Ok(())
            } else {
                mismatch()
            }
        }
        (Value::List(a), Value::List(e)) | (Value::Tuple(a), Value::Tuple(e)) => {
            if a.len() != e.len() {
                return Err(format!(
                    "{path}: expected {} elements, got {}",
                    e.len(),
                    a.len()
                ));
            }
            a.iter()
                .zip(e)
                .enumerate()
                .try_for_each(|(i, (a, e))| compare(a, e, &format!("{path}[{i}]")))
        }
        (Value::Dict(a), Value::Dict(e)) => {
            if a.len() != e.len() {
                return Err(format!(
                    "{path}: expected {} entries, got {}",
                    e.len(),
                    a.len()
                ));
            }
            a.iter()
                .zip(e)
                .enumerate()
                .try_for_each(|(i, ((ak, av), (ek, ev)))| {
                    compare(ak, ek, &format!("{path}.key[{i}]"))?;
                    compare(av, ev, &format!("{path}[{i}]"))
                })
        }
        (Value::Tensor(a), Value::Tensor(e)) => compare_tensors(a, e, path),
        (a, e) if a == e => Ok(()),
        _ => mismatch(),
    }
}

fn compare_tensors(a: &HostTensor, e: &HostTensor, path: &str) -> Result<(), String> {
    if a.dtype() != e.dtype() {
        return Err(format!(
            "{path}: expected dtype {}, got {}",
            e.dtype(),
            a.dtype()
        ));
    }
    if a.shape() != e.shape() {
        return Err(format!(
            "{path}: expected shape {:?}, got {:?}",
            e.shape(),
            a.shape()
        ));
    }
    let exact = !e.dtype().is_float();
    if exact {
        return if a == e {
            Ok(())
        } else {
            Err(format!("{path}: integer/bool tensor data differ"))
        };
    }
    for (i, (x, y)) in a.to_f64_vec().iter().zip(e.to_f64_vec()).enumerate() {
        let ok = (x.is_nan() && y.is_nan()) || x == &y || (x - y).abs() <= 1e-5 + 1e-4 * y.abs();
        if !ok {
            return Err(format!(
                "{path}: element {i} differs: expected {y}, got {x}"
            ));
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn round_trip() {
        let src = r#"[null, true, 3, {"float": 2.5}, "s", [1, 2], {"tuple": [1, {"float": 0.5}]},
            {"dict": [["a", 1]]}, {"tensor": {"dtype": "float32", "shape": [2, 2], "data": [1.0, 2.0, 3.0, 4.0]}}]"#;
        let j: Json = serde_json::from_str(src).unwrap();
        let v = decode(&j, "v").unwrap();
        assert_eq!(decode(&encode(&v), "v").unwrap(), v);
    }

    #[test]
    fn non_finite_floats_by_name() {
        let v = decode(&json!([{"float": "nan"}, {"float": "-inf"}]), "v").unwrap();
        let Value::List(items) = &v else {
            panic!("a list")
        };
        assert!(matches!(items[0], Value::Float(f) if f.is_nan()));
        assert_eq!(items[1], Value::Float(f64::NEG_INFINITY));
        assert_eq!(encode(&v), json!([{"float": "nan"}, {"float": "-inf"}]));
        assert!(decode(&json!({"float": "x"}), "v").is_err());
    }

    #[test]
    fn tolerances() {
        let t = |x: f32| {
            decode(
                &json!({"tensor": {"dtype": "float32", "shape": [1], "data": [x]}}),
                "t",
            )
            .unwrap()
        };
        assert!(compare(&t(1.00005), &t(1.0), "r").is_ok());
        assert!(compare(&t(1.01), &t(1.0), "r").is_err());
        assert!(compare(&Value::Float(0.1 + 0.2), &Value::Float(0.3), "r").is_ok());
        assert!(compare(&Value::Int(3), &Value::Float(3.0), "r").is_err());
    }

    #[test]
    fn malformed_values_are_errors() {
        for bad in [
            json!({"tensor": {"dtype": "float16", "shape": [1], "data": [1.0]}}),
            json!({"tensor": {"dtype": "float32", "shape": [2], "data": [1.0]}}),
            json!({"tensor": {"dtype": "int64", "shape": [1], "data": [1.5]}}),
            json!({"what": 1}),
            json!(1.5),
        ] {
            assert!(decode(&bad, "x").is_err(), "{bad}");
        }
    }
}
