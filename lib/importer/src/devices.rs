//! `torch.device` values. Compiled code runs on the host CPU, so the only
//! device is `cpu`: `x.device`, `torch.device("cpu")` and the string
//! `"cpu"` name it, and `device=`/`.to(device)` arguments are
//! checked and then change nothing. A device is represented by its text
//! (a `!ts.str`), so `str(d)`, `d.type` and `==` are string operations.
//! Naming another device (`"cuda"`, `x.cuda()`) is a compile-time error:
//! nothing here could run it.

use crate::function_emitter::{Emit, Emitted, FunctionEmitter, Typed};
use crate::script_type::ScriptType;
use ts_frontend::{
    ast::{Expr, ExprKind, Keyword},
    Diagnostic, Span,
};

/// The memory formats and layouts a `memory_format=`/`layout=` argument
/// may name (all give the same values; only strides differ in PyTorch).
const STORAGE_NAMES: &[&str] = &[
    "torch.strided",
    "torch.contiguous_format",
    "torch.preserve_format",
    "torch.channels_last",
    "torch.channels_last_3d",
];

fn not_available(what: &str, span: Span) -> Diagnostic {
    Diagnostic::error(
        format!("{what}: compiled code runs on the CPU, the only device available"),
        span,
    )
}

impl<'c, 'b, 'i, 'm> FunctionEmitter<'c, 'b, 'i, 'm> {
    /// The device named by `text` (checked to be the CPU).
    pub(crate) fn device_named(&self, text: &str, span: Span) -> Emit<Typed<'c, 'b>> {
        if text != "cpu" {
            return Err(not_available(&format!("device '{text}'"), span));
        }
        let s = self.str_literal(text, span)?;
        Ok(Typed {
            value: s.value,
            ty: ScriptType::Device,
        })
    }

    /// `torch.device("cpu")`.
    pub(crate) fn torch_device(&mut self, args: &[Expr], span: Span) -> Emit<Emitted<'c, 'b>> {
        match args {
            [Expr {
                kind: ExprKind::Str(text),
                span: at,
            }] => Ok(Emitted::One(self.device_named(text, *at)?)),
            [other, ..] if args.len() == 1 => {
                let v = self.emit_expr(other)?;
                if v.ty == ScriptType::Device {
                    return Ok(Emitted::One(v));
                }
                Err(Diagnostic::error(
                    "torch.device(): the device must be a string literal such as \"cpu\"",
                    other.span,
                ))
            }
            [_, index] => Err(Diagnostic::error(
                "torch.device(): give the device as one string (\"cpu\")",
                index.span,
            )),
            _ => Err(Diagnostic::error("torch.device() takes one argument", span)),
        }
    }

    /// A device value from `e`: a device, a string naming one, or `None`.
    fn device_argument(&mut self, e: &Expr) -> Emit<()> {
        if let ExprKind::Str(text) = &e.kind {
            self.device_named(text, e.span)?;
            return Ok(());
        }
        if matches!(e.kind, ExprKind::None) {
            return Ok(());
        }
        let v = self.emit_expr(e)?;
        match v.ty {
            ScriptType::Device => Ok(()),
            t => Err(Diagnostic::error(
                format!(
                    "expected a device such as `x.device` or \"cpu\", found a value of type {t}"
                ),
                e.span,
            )),
        }
    }

    /// Checks a storage keyword (one `op_binding::op_takes_storage_keyword`
    /// allows), which the caller then drops: it changes nothing about the
    /// values computed here.
    pub(crate) fn storage_keyword(&mut self, name: &str, value: &Expr) -> Emit<()> {
        match name {
            "device" => self.device_argument(value),
            "layout" | "memory_format" => {
                let named = value.dotted_name();
                if matches!(value.kind, ExprKind::None)
                    || named.as_deref().is_some_and(|n| STORAGE_NAMES.contains(&n))
                {
                    Ok(())
                } else {
                    Err(Diagnostic::error(
                        format!("{name}: expected a name such as torch.strided or torch.contiguous_format"),
                        value.span,
                    ))
                }
            }
            _ => {
                let v = self.emit_expr(value)?;
                if v.ty == ScriptType::Bool || matches!(value.kind, ExprKind::None) {
                    Ok(())
                } else {
                    Err(Diagnostic::error(
                        format!("{name}: expected a bool, found a value of type {}", v.ty),
                        value.span,
                    ))
                }
            }
        }
    }

    /// Whether `e` is a device without emitting it: a string, a
    /// `torch.device(...)` call, an `x.device` attribute or a variable
    /// holding a device (so `x.to(e)` can tell a device from a dtype).
    fn is_device_expr(&self, e: &Expr) -> bool {
        match &e.kind {
            ExprKind::Str(_) => true,
            ExprKind::Attribute { attr, .. } => attr == "device",
            ExprKind::Call { func, .. } => func.dotted_name().as_deref() == Some("torch.device"),
            ExprKind::Name(n) => matches!(
                self.env.get(n.as_str()),
                Some(Emitted::One(Typed {
                    ty: ScriptType::Device,
                    ..
                }))
            ),
            _ => false,
        }
    }

    /// `x.to(device[, dtype])`, `x.cpu()`, `x.cuda()`: the device is
    /// checked and dropped. `None` when the call names no device (a
    /// dtype conversion, left to the op registry).
    pub(crate) fn device_move(
        &mut self,
        x: Typed<'c, 'b>,
        method: &str,
        args: &[Expr],
        keywords: &[Keyword],
        span: Span,
    ) -> Emit<Option<Emitted<'c, 'b>>> {
        match method {
            "cpu" => {
                if let Some(a) = args.first() {
                    return Err(Diagnostic::error("cpu() takes no arguments", a.span));
                }
                Ok(Some(Emitted::One(x)))
            }
            "cuda" => Err(not_available("cuda()", span)),
            "to" => {
                let device_first = args.first().is_some_and(|a| self.is_device_expr(a));
                if device_first {
                    self.device_argument(&args[0])?;
                }
                let rest = &args[usize::from(device_first)..];
                let converts = !rest.is_empty()
                    || keywords
                        .iter()
                        .any(|k| k.name.as_ref().is_some_and(|(n, _)| n == "dtype"));
                if converts {
                    if !device_first {
                        return Ok(None);
                    }
                    let call = crate::op_registry::TorchCall {
                        name: "Tensor.to",
                        receiver: Some(x),
                        args: rest,
                        keywords,
                        span,
                    };
                    return crate::op_registry::emit(self, call).map(Some);
                }
                // Only where to keep it: the same values.
                for k in keywords {
                    let (name, at) = k.name.as_ref().expect("**kwargs rejected by the caller");
                    if !crate::op_binding::op_takes_storage_keyword("to", false, name) {
                        return Err(Diagnostic::error(
                            format!("to() got an unexpected keyword argument '{name}'"),
                            *at,
                        ));
                    }
                    self.storage_keyword(name, &k.value)?;
                }
                Ok(Some(Emitted::One(x)))
            }
            _ => Ok(None),
        }
    }

    /// `d.type` and `d.index` of a device (`"cpu"` and `None`: the CPU
    /// is the only device and has no index).
    pub(crate) fn device_attribute(&mut self, attr: &str, span: Span) -> Emit<Emitted<'c, 'b>> {
        match attr {
            "type" => Ok(Emitted::One(self.str_literal("cpu", span)?)),
            "index" => Ok(Emitted::One(self.constant_none(span)?)),
            _ => Err(Diagnostic::error(
                format!("'Device' object has no attribute '{attr}'"),
                span,
            )),
        }
    }
}
