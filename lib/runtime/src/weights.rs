//! Reading a module's parameters and buffers from a safetensors file
//! (an 8-byte little-endian header length, a JSON header mapping each name
//! to its dtype, shape and byte range, then the raw little-endian data).

use crate::host_tensor::{HostTensor, TensorData};
use ndarray::{ArrayD, IxDyn};
use std::{collections::HashMap, path::Path};
use ts_dialect::Dtype;

/// Why a weights file could not be read.
#[derive(Debug, thiserror::Error)]
pub enum WeightsError {
    #[error("cannot read {path}: {source}")]
    Io {
        path: String,
        source: std::io::Error,
    },
    #[error("{path}: not a safetensors file: {why}")]
    Format { path: String, why: String },
}

/// The tensors of a safetensors file, by name.
pub fn read_safetensors(path: &Path) -> Result<HashMap<String, HostTensor>, WeightsError> {
    let display = path.display().to_string();
    let bytes = std::fs::read(path).map_err(|source| WeightsError::Io {
        path: display.clone(),
        source,
    })?;
    parse_safetensors(&bytes).map_err(|why| WeightsError::Format { path: display, why })
}

/// Parses safetensors bytes.
pub fn parse_safetensors(bytes: &[u8]) -> Result<HashMap<String, HostTensor>, String> {
    let len_bytes: [u8; 8] = bytes
        .get(..8)
        .and_then(|b| b.try_into().ok())
        .ok_or("shorter than its 8-byte header length")?;
    let header_len = u64::from_le_bytes(len_bytes) as usize;
    let header = bytes
        .get(8..8usize.saturating_add(header_len))
        .ok_or("the header is cut short")?;
    let data = &bytes[8 + header_len..];
    let header: serde_json::Value =
        serde_json::from_slice(header).map_err(|e| format!("bad header JSON: {e}"))?;
    let entries = header
        .as_object()
        .ok_or("the header is not a JSON object")?;
    let mut out = HashMap::new();
    for (name, info) in entries {
        if name == "__metadata__" {
            continue;
        }
        let field = |f: &str| info.get(f).ok_or_else(|| format!("`{name}` has no `{f}`"));
        let dtype = match field("dtype")?.as_str() {
            Some("F32") => Dtype::Float32,
            Some("F64") => Dtype::Float64,
            Some("I64") => Dtype::Int64,
            Some("I32") => Dtype::Int32,
            Some("BOOL") => Dtype::Bool,
            other => return Err(format!("`{name}` has unsupported dtype {other:?}")),
        };
        let shape: Vec<usize> = field("shape")?
            .as_array()
            .ok_or_else(|| format!("`{name}`: shape is not a list"))?
            .iter()
            .map(|d| d.as_u64().map(|d| d as usize))
            .collect::<Option<_>>()
            .ok_or_else(|| format!("`{name}`: bad shape"))?;
        let offsets: Vec<usize> = field("data_offsets")?
            .as_array()
            .and_then(|o| o.iter().map(|v| v.as_u64().map(|v| v as usize)).collect())
            .ok_or_else(|| format!("`{name}`: bad data_offsets"))?;
        let [begin, end] = offsets[..] else {
            return Err(format!("`{name}`: data_offsets needs two numbers"));
        };
        let raw = data
            .get(begin..end)
            .ok_or_else(|| format!("`{name}`: data_offsets out of range"))?;
        let count: usize = shape.iter().product();
        if raw.len() != count * dtype.byte_size() {
            return Err(format!(
                "`{name}`: {} bytes for {count} elements of {dtype}",
                raw.len()
            ));
        }
        let s = IxDyn(&shape);
        fn array<T>(s: &IxDyn, v: Vec<T>) -> Result<ArrayD<T>, String> {
            ArrayD::from_shape_vec(s.clone(), v).map_err(|e| e.to_string())
        }
        let data = match dtype {
            Dtype::Float32 => TensorData::Float32(array(
                &s,
                raw.chunks_exact(4)
                    .map(|c| f32::from_le_bytes(c.try_into().expect("4 bytes")))
                    .collect(),
            )?),
            Dtype::Float64 => TensorData::Float64(array(
                &s,
                raw.chunks_exact(8)
                    .map(|c| f64::from_le_bytes(c.try_into().expect("8 bytes")))
                    .collect(),
            )?),
            Dtype::Int64 => TensorData::Int64(array(
                &s,
                raw.chunks_exact(8)
                    .map(|c| i64::from_le_bytes(c.try_into().expect("8 bytes")))
                    .collect(),
            )?),
            Dtype::Int32 => TensorData::Int32(array(
                &s,
                raw.chunks_exact(4)
                    .map(|c| i32::from_le_bytes(c.try_into().expect("4 bytes")))
                    .collect(),
            )?),
            Dtype::Bool => TensorData::Bool(array(&s, raw.iter().map(|&b| b != 0).collect())?),
        };
        out.insert(name.clone(), HostTensor { data });
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn file(header: &str, data: &[u8]) -> Vec<u8> {
        let mut b = (header.len() as u64).to_le_bytes().to_vec();
        b.extend_from_slice(header.as_bytes());
        b.extend_from_slice(data);
        b
    }

    #[test]
    fn reads_tensors() {
        let data: Vec<u8> = [1.0f32, 2.0, 3.0, 4.0]
            .iter()
            .flat_map(|f| f.to_le_bytes())
            .collect();
        let bytes = file(
            r#"{"w": {"dtype": "F32", "shape": [2, 2], "data_offsets": [0, 16]}, "__metadata__": {}}"#,
            &data,
        );
        let t = &parse_safetensors(&bytes).unwrap()["w"];
        assert_eq!(t.shape(), &[2, 2]);
        assert_eq!(t.to_f64_vec(), vec![1.0, 2.0, 3.0, 4.0]);
    }

    #[test]
    fn rejects_bad_files() {
        assert!(parse_safetensors(b"abc").is_err());
        assert!(parse_safetensors(&file("{", b"")).is_err());
        let short = file(
            r#"{"w": {"dtype": "F32", "shape": [2], "data_offsets": [0, 8]}}"#,
            b"1234",
        );
        assert!(parse_safetensors(&short)
            .unwrap_err()
            .contains("out of range"));
        let wrong = file(
            r#"{"w": {"dtype": "F32", "shape": [3], "data_offsets": [0, 4]}}"#,
            b"1234",
        );
        assert!(parse_safetensors(&wrong).is_err());
    }
}
