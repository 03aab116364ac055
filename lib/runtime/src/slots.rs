//! Host values ↔ the slots of compiled code: arguments become slots
//! (allocating runtime objects for containers) and results are read back
//! into [`Value`]s before the runtime's arena is reset.

use crate::value::Value;
use ts_rt::containers::{
    alloc, dict_slots, list_slots, str_of, ts_rt_dict_new, ts_rt_dict_set, ts_rt_optional_new,
    ts_rt_optional_payload, KeyKind, Object, SlotType,
};

/// Why a host value cannot become a slot.
#[derive(Debug)]
pub struct SlotMismatch(pub String);

/// Encodes a host value as a slot (allocating objects for containers).
pub fn to_slot(v: &Value, ty: &SlotType) -> Result<i64, SlotMismatch> {
    let mismatch = || SlotMismatch(format!("expected {ty}, got {}", v.kind()));
    Ok(match (ty, v) {
        (SlotType::None, Value::None) => 0,
        (SlotType::Int, Value::Int(i)) => *i,
        (SlotType::Float, Value::Float(f)) => f.to_bits() as i64,
        (SlotType::Bool, Value::Bool(b)) => *b as i64,
        (SlotType::Str, Value::Str(s)) => alloc(Object::Str(s.clone())) as i64,
        (SlotType::List(elem), Value::List(items)) => {
            let slots = items
                .iter()
                .map(|i| to_slot(i, elem))
                .collect::<Result<_, _>>()?;
            alloc(Object::List(slots)) as i64
        }
        (SlotType::Dict(k, val), Value::Dict(entries)) => {
            let d = ts_rt_dict_new(match **k {
                SlotType::Str => KeyKind::Str,
                SlotType::Float => KeyKind::Float,
                _ => KeyKind::Bits,
            } as i64);
            for (key, value) in entries {
                let (ks, vs) = (to_slot(key, k)?, to_slot(value, val)?);
                // SAFETY: `d` was just allocated as a dict.
                unsafe { ts_rt_dict_set(d, ks, vs) };
            }
            d as i64
        }
        (SlotType::Tuple(fields), Value::Tuple(items)) if fields.len() == items.len() => {
            let slots = items
                .iter()
                .zip(fields)
                .map(|(i, t)| to_slot(i, t))
                .collect::<Result<_, _>>()?;
            alloc(Object::List(slots)) as i64
        }
        (SlotType::Optional(_), Value::None) => ts_rt_optional_new(0, 0) as i64,
        (SlotType::Optional(t), v) => ts_rt_optional_new(1, to_slot(v, t)?) as i64,
        // The first member the value fits; the other payloads are 0 (never
        // read: a null handle for a string or a tensor), and a None
        // member has none.
        (SlotType::Union(members), v) => {
            let (held, payload) = members
                .iter()
                .enumerate()
                .find_map(|(k, m)| to_slot(v, m).ok().map(|p| (k, p)))
                .ok_or_else(mismatch)?;
            let mut slots = vec![held as i64];
            for (k, m) in members.iter().enumerate() {
                if *m != SlotType::None {
                    slots.push(if k == held { payload } else { 0 });
                }
            }
            alloc(Object::List(slots)) as i64
        }
        _ => return Err(mismatch()),
    })
}

/// Decodes a slot of type `ty` into a host value.
///
/// # Safety
/// For container types, `bits` is a live handle of that type.
pub unsafe fn from_slot(bits: i64, ty: &SlotType) -> Value {
    match ty {
        SlotType::None => Value::None,
        SlotType::Int => Value::Int(bits),
        SlotType::Float => Value::Float(f64::from_bits(bits as u64)),
        SlotType::Bool => Value::Bool(bits & 1 == 1),
        SlotType::Str => Value::Str(str_of(bits).to_string()),
        SlotType::Tensor => Value::Tensor(crate::host_tensor::HostTensor::from_boxed(unsafe {
            ts_rt::boxed_tensors::boxed(bits)
        })),
        SlotType::List(elem) => {
            let items = unsafe { list_slots(bits) };
            Value::List(
                items
                    .iter()
                    .map(|&b| unsafe { from_slot(b, elem) })
                    .collect(),
            )
        }
        SlotType::Dict(k, v) => {
            let (keys, values) = unsafe { dict_slots(bits) };
            Value::Dict(
                keys.iter()
                    .zip(&values)
                    .map(|(&kb, &vb)| unsafe { (from_slot(kb, k), from_slot(vb, v)) })
                    .collect(),
            )
        }
        SlotType::Tuple(fields) => {
            let items = unsafe { list_slots(bits) };
            Value::Tuple(
                items
                    .iter()
                    .zip(fields)
                    .map(|(&b, t)| unsafe { from_slot(b, t) })
                    .collect(),
            )
        }
        SlotType::Optional(t) => match bits {
            0 => Value::None,
            _ => unsafe { from_slot(ts_rt_optional_payload(bits as _), t) },
        },
        SlotType::Union(members) => {
            let (payload, t) = unsafe { ts_rt::containers::union_member(bits, members) };
            unsafe { from_slot(payload, t) }
        }
    }
}
