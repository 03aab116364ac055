//! Module state: the attributes a module's methods assign, kept from one
//! call to the next.
//!
//! In TorchScript a module attribute is state: what `forward` assigns
//! (`self.calls += 1`, a running mean), the next call sees. Compiled code
//! holds no state of its own, so, like torch.export's "buffers to mutate",
//! the entry takes each such attribute as a parameter (a lifted tensor
//! already is one; others are appended after them) and returns its value
//! at the end of the call after the result's values; the driver gives each
//! returned value to the next call ([`StateSlot`]).
//!
//! State is what has a value the driver can hold: an `int`, `float` or
//! `bool` attribute `__init__` sets to a literal (its first value), a
//! lifted tensor (the weights file gives its first value) and a tensor
//! `__init__` computes: the entry imported as the state initializer
//! (`EntrySpec::state_init`) returns its first value. Other assigned
//! attributes (strings, containers) start from `__init__`'s value in
//! every call, with a located warning.
//!
//! Within a call, what a method or a submodule's `forward` assigns is seen
//! by the caller afterwards (`write_back_attributes`), and loops that call
//! them carry the attributes (`attributes_calls_may_assign`).

use crate::{
    control_flow::Raw,
    function_emitter::{Emit, FunctionEmitter},
    module_classes::dotted_expr,
    module_importer::ModuleImporter,
    module_init::self_attribute,
    module_layers::SubModule,
    script_type::ScriptType,
};
use std::collections::{HashMap, HashSet};
use ts_frontend::{
    ast::{Expr, ExprKind, Stmt, StmtKind, UnaryOp},
    Diagnostic, Span,
};

/// The first value of a scalar state attribute, as `__init__` sets it.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum StateValue {
    Int(i64),
    Float(f64),
    Bool(bool),
}

impl StateValue {
    fn script_type(self) -> ScriptType {
        match self {
            StateValue::Int(_) => ScriptType::Int,
            StateValue::Float(_) => ScriptType::Float,
            StateValue::Bool(_) => ScriptType::Bool,
        }
    }
}

/// One attribute of the entry's module kept across calls: the entry takes
/// its value in parameter `param` and returns its new value (after the
/// result's values, in slot order).
#[derive(Clone, Debug, PartialEq)]
pub struct StateSlot {
    /// The attribute's dotted path below `self` (`calls`, `bn.count`).
    pub attr: String,
    /// The entry parameter that holds its value when a call starts.
    pub param: usize,
    /// A scalar's value before the first call; a tensor's first value is
    /// the weights file's.
    pub initial: Option<StateValue>,
    /// Where a method first assigns it.
    pub span: Span,
}

/// The list and dict methods that change their receiver.
const CONTAINER_MUTATORS: [&str; 11] = [
    "append",
    "extend",
    "insert",
    "pop",
    "remove",
    "clear",
    "sort",
    "reverse",
    "update",
    "setdefault",
    "popitem",
];

/// `self.<attr>` targets of assignments in `stmts` (nested blocks too).
fn assigned_attributes(stmts: &[Stmt], out: &mut Vec<(String, Span)>) {
    fn target(e: &Expr, out: &mut Vec<(String, Span)>) {
        match &e.kind {
            ExprKind::Tuple(items) | ExprKind::List(items) => {
                items.iter().for_each(|i| target(i, out))
            }
            // `self.buf[i] = v` changes `self.buf`.
            ExprKind::Subscript { value, .. } => target(value, out),
            _ => {
                if let Some(attr) = self_attribute(e) {
                    out.push((attr.to_string(), e.span));
                }
            }
        }
    }
    for s in stmts {
        match &s.kind {
            // `self.count.add_(1)`, `self.seen.append(x)`: an in-place
            // method changes the attribute.
            StmtKind::Expr(Expr {
                kind: ExprKind::Call { func, .. },
                ..
            }) => {
                if let ExprKind::Attribute { value, attr, .. } = &func.kind {
                    if crate::function_emitter::in_place_functional(attr).is_some()
                        || CONTAINER_MUTATORS.contains(&attr.as_str())
                    {
                        target(value, out);
                    }
                }
            }
            StmtKind::Assign { targets, .. } => targets.iter().for_each(|t| target(t, out)),
            StmtKind::AnnAssign { target: t, .. } | StmtKind::AugAssign { target: t, .. } => {
                target(t, out)
            }
            _ => {}
        }
        for body in s.nested_bodies() {
            assigned_attributes(body, out);
        }
    }
}

/// The value of a scalar literal (`0`, `-1.5`, `True`), possibly declared
/// (`torch.jit.annotate(int, 0)`, as `__init__`'s reader keeps `self.n:
/// int = 0`).
fn scalar_literal(e: &Expr) -> Option<StateValue> {
    match &e.kind {
        ExprKind::Int(v) => Some(StateValue::Int(*v)),
        ExprKind::Float(v) => Some(StateValue::Float(*v)),
        ExprKind::Bool(v) => Some(StateValue::Bool(*v)),
        ExprKind::Unary {
            op: UnaryOp::Neg,
            operand,
        } => match scalar_literal(operand)? {
            StateValue::Int(v) => Some(StateValue::Int(v.checked_neg()?)),
            StateValue::Float(v) => Some(StateValue::Float(-v)),
            StateValue::Bool(_) => None,
        },
        ExprKind::Call { func, args, .. }
            if func.dotted_name().as_deref() == Some("torch.jit.annotate") && args.len() == 2 =>
        {
            let v = scalar_literal(&args[1])?;
            let declared = crate::script_type::dotted_name(&args[0])?;
            let same = matches!(
                (declared.as_str(), v),
                ("int", StateValue::Int(_))
                    | ("float", StateValue::Float(_))
                    | ("bool", StateValue::Bool(_))
            );
            same.then_some(v)
        }
        _ => None,
    }
}

/// Whether `__init__`'s value `e` of an attribute is a tensor it computes
/// (a call, replayed in each method), not a literal or a display of
/// literals.
fn computes_tensor(e: &Expr) -> bool {
    matches!(&e.kind, ExprKind::Call { func, .. }
        if func.dotted_name().as_deref() != Some("torch.jit.annotate"))
}

/// What an assigned attribute is, for the state it can be.
enum AttributeKind {
    Scalar(StateValue),
    /// A lifted tensor: parameter `self.<path>`.
    Tensor,
    /// A tensor `__init__` computes (the weights file lacks it): its first
    /// value comes from the state initializer.
    ComputedTensor,
    /// Not kept: why, for the warning.
    Unsupported(&'static str),
}

/// The methods of a module TorchScript compiles: `forward`, the
/// `@torch.jit.export` ones, those `called` names (the entry, a method
/// the parents' compiled code may call, `self.sub.step()`), and the
/// methods (and properties) they reach through `self`.
fn compiled_methods(
    methods: &HashMap<String, &ts_frontend::ast::FunctionDef>,
    called: &HashSet<String>,
) -> HashSet<String> {
    let mut compiled: HashSet<String> = methods
        .iter()
        .filter(|(name, def)| {
            *name == "forward" || called.contains(*name) || def.is_decorated("torch.jit.export")
        })
        .map(|(name, _)| name.clone())
        .collect();
    let mut pending: Vec<String> = compiled.iter().cloned().collect();
    while let Some(name) = pending.pop() {
        let Some(def) = methods.get(&name) else {
            continue;
        };
        def.body.iter().for_each(|s| {
            s.visit_exprs(&mut |e| {
                if let ExprKind::Attribute { value, attr, .. } = &e.kind {
                    let on_self = matches!(&value.kind, ExprKind::Name(n) if n == "self");
                    if on_self && methods.contains_key(attr) && compiled.insert(attr.clone()) {
                        pending.push(attr.clone());
                    }
                }
            })
        });
    }
    compiled
}

impl<'m> ModuleImporter<'m> {
    /// The method of module `class` the entry is (`M.step`), as the one
    /// name compiled code calls on it.
    fn entry_method(&self, class: &str) -> HashSet<String> {
        self.spec()
            .and_then(|s| s.entry.strip_prefix(class)?.strip_prefix('.'))
            .map(str::to_string)
            .into_iter()
            .collect()
    }

    /// The attributes the methods (but `__init__`) of module `class` and of
    /// its submodules assign, by dotted path (`prefix` + attribute), each
    /// with the class that declares it and where it is first assigned.
    ///
    /// Only methods TorchScript compiles are read (`compiled_methods`): a
    /// method Python alone calls (`_load_from_state_dict`) changes
    /// nothing a compiled call sees. `called` are the names of methods the
    /// compiled code above may call on this module.
    fn assigned_state(
        &self,
        class: &str,
        prefix: &str,
        called: &HashSet<String>,
        out: &mut Vec<(String, &'static str, Span)>,
    ) {
        let Some(info) = self.modules.get(class) else {
            return;
        };
        let compiled = compiled_methods(&info.methods, called);
        let mut methods: Vec<_> = info
            .methods
            .iter()
            .filter(|(name, _)| compiled.contains(name.as_str()))
            .collect();
        methods.sort_by_key(|(_, def)| def.name_span.start);
        // What the submodules' methods may be called as: any attribute
        // name this compiled code reads (`self.sub.step`), an over-
        // approximation that keeps every change a compiled call makes.
        let mut below = called.clone();
        for (_, def) in &methods {
            def.body.iter().for_each(|s| {
                s.visit_exprs(&mut |e| {
                    if let ExprKind::Attribute { attr, .. } = &e.kind {
                        below.insert(attr.clone());
                    }
                })
            });
        }
        for (_, def) in methods {
            let mut found = Vec::new();
            assigned_attributes(&def.body, &mut found);
            for (attr, span) in found {
                let path = format!("{prefix}{attr}");
                if !out.iter().any(|(p, _, _)| *p == path) {
                    out.push((path, info.name, span));
                }
            }
        }
        let mut names: Vec<_> = info.submodules.iter().collect();
        names.sort_by(|a, b| a.0.cmp(b.0));
        let subs = names
            .into_iter()
            .flat_map(|(attr, sub)| sub.leaf_layers(attr));
        for (path, sub) in subs {
            if let SubModule::User(c) = sub {
                self.assigned_state(c, &format!("{prefix}{path}."), &below, out);
            }
        }
    }

    /// What attribute `path` (declared by `class`) is, for an entry whose
    /// parameters are `params` and whose module computes the tensors
    /// `computed`.
    fn attribute_kind(
        &self,
        class: &str,
        path: &str,
        params: &[crate::ParamSig],
        computed: &[String],
    ) -> AttributeKind {
        let attr = path.rsplit('.').next().unwrap_or(path);
        if params.iter().any(|p| p.name == format!("self.{path}")) {
            return AttributeKind::Tensor;
        }
        if computed.iter().any(|t| t == path) {
            return AttributeKind::ComputedTensor;
        }
        let Some(info) = self.modules.get(class) else {
            return AttributeKind::Unsupported("it is not an attribute `__init__` sets");
        };
        let constant = info.constants.iter().find(|(a, _)| a == attr);
        if info.tensors.iter().any(|t| t == attr)
            || constant.is_some_and(|(_, e)| computes_tensor(e))
        {
            return AttributeKind::Unsupported(
                "`__init__` computes its first value in a way compiled code cannot: give the tensor in the weights file to keep it",
            );
        }
        match constant {
            Some((_, e)) => match scalar_literal(e) {
                Some(v) => AttributeKind::Scalar(v),
                None => AttributeKind::Unsupported(
                    "only tensors and `int`, `float` and `bool` attributes `__init__` sets to a literal are kept",
                ),
            },
            None => AttributeKind::Unsupported("it is not an attribute `__init__` sets"),
        }
    }

    /// The state of entry method `class` whose parameters are `params`:
    /// appends a parameter per scalar attribute (and returns where each is
    /// first assigned) and returns the slots; warns about each assigned
    /// attribute that is not kept.
    pub(crate) fn entry_state(
        &mut self,
        class: &str,
        params: &mut Vec<crate::ParamSig>,
    ) -> (Vec<StateSlot>, Vec<Span>) {
        let mut assigned = Vec::new();
        self.assigned_state(class, "", &self.entry_method(class), &mut assigned);
        let computed = self.computed_paths(class);
        let mut slots = Vec::new();
        let mut spans = Vec::new();
        for (path, declared_by, span) in assigned {
            // A parameter of its own, appended, with its first value if
            // `__init__` gives a literal.
            let (ty, initial) = match self.attribute_kind(declared_by, &path, params, &computed) {
                AttributeKind::ComputedTensor => (ScriptType::Tensor, None),
                AttributeKind::Scalar(v) => (v.script_type(), Some(v)),
                AttributeKind::Tensor => {
                    let name = format!("self.{path}");
                    let param = params.iter().position(|p| p.name == name).expect("found");
                    slots.push(StateSlot {
                        attr: path,
                        param,
                        initial: None,
                        span,
                    });
                    continue;
                }
                AttributeKind::Unsupported(why) => {
                    self.warnings.push(Diagnostic::warning(
                        format!("`self.{path}` is changed here, but a compiled call does not keep it for the next call: each call starts from the value `__init__` gives it ({why})"),
                        span,
                    ));
                    continue;
                }
            };
            params.push(crate::ParamSig {
                name: format!("self.{path}"),
                ty,
                default: None,
                optional: false,
            });
            spans.push(span);
            slots.push(StateSlot {
                attr: path,
                param: params.len() - 1,
                initial,
                span,
            });
        }
        (slots, spans)
    }

    /// The tensors of entry module `class` that `__init__` computes: its
    /// lifted ones the weights file lacks (by path, its submodules' too)
    /// and its own tensor attributes (`self.t = torch.zeros(3)`).
    fn computed_paths(&self, class: &str) -> Vec<String> {
        let Some(info) = self.modules.get(class) else {
            return Vec::new();
        };
        let lifted = self.computed_tensors(info).into_iter().map(|(t, _)| t);
        let attributes = info
            .constants
            .iter()
            .filter(|(_, e)| computes_tensor(e))
            .map(|(attr, _)| attr.clone());
        lifted.chain(attributes).collect()
    }

    /// The state tensors of entry module `class` whose first values
    /// `__init__` computes, in slot order: what its state initializer
    /// returns.
    pub(crate) fn computed_state(&self, class: &str) -> Vec<String> {
        let mut assigned = Vec::new();
        self.assigned_state(class, "", &self.entry_method(class), &mut assigned);
        let computed = self.computed_paths(class);
        assigned
            .into_iter()
            .map(|(path, _, _)| path)
            .filter(|path| computed.contains(path))
            .collect()
    }

    /// The names of attributes any module method assigns (last path
    /// component), for loops that call methods.
    fn assigned_attribute_names(&self) -> HashSet<String> {
        let mut found = Vec::new();
        for info in self.modules.values() {
            for (name, def) in &info.methods {
                if name != "__init__" {
                    assigned_attributes(&def.body, &mut found);
                }
            }
        }
        found.into_iter().map(|(a, _)| a).collect()
    }
}

impl<'c, 'b, 'i, 'm> FunctionEmitter<'c, 'b, 'i, 'm> {
    /// After a method or submodule's `forward` was inlined: the attributes
    /// it assigned (`self.<rest>` in `inner`, its variables at the end)
    /// are assigned to the caller's `self.<prefix><rest>`.
    pub(crate) fn write_back_attributes(
        &mut self,
        prefix: &str,
        inner: &HashMap<String, Raw>,
        span: Span,
    ) -> Emit<()> {
        let mut changed: Vec<(String, Raw)> = inner
            .iter()
            .filter_map(|(k, v)| {
                let outer = format!("self.{prefix}{}", k.strip_prefix("self.")?);
                let before = self.env.get(&outer)?;
                (!Raw::of(before).same(v)).then(|| (outer, v.clone()))
            })
            .collect();
        changed.sort_by(|a, b| a.0.cmp(&b.0));
        for (name, v) in changed {
            self.assign_name(&name, v.emitted(), span)?;
        }
        Ok(())
    }

    /// Adds to `names` (a loop's assigned variables) the module attributes
    /// the calls in `body` may assign: any call may be a method's or a
    /// submodule's (`self.step()`, `layer(x)` over a ModuleList), which may
    /// assign any attribute some method assigns.
    pub(crate) fn attributes_calls_may_assign(&self, body: &[Stmt], names: &mut Vec<String>) {
        if self.current_class.is_none() || self.env.contains_key("self") {
            return;
        }
        let mut calls = false;
        body.iter().for_each(|s| {
            s.visit_exprs(&mut |e| {
                calls |= matches!(e.kind, ExprKind::Call { .. });
            })
        });
        if !calls {
            return;
        }
        let assigned = self.importer.assigned_attribute_names();
        for key in self.env.keys() {
            let Some(path) = key.strip_prefix("self.") else {
                continue;
            };
            let attr = path.rsplit('.').next().unwrap_or(path);
            if assigned.contains(attr) && !names.contains(key) {
                names.push(key.clone());
            }
        }
    }

    /// `self.<path>` (`value`'s dotted name) where it names a tensor
    /// attribute of the module whose method this is.
    pub(crate) fn module_tensor_attribute(&self, value: &Expr) -> Option<String> {
        if self.current_class.is_none() || self.env.contains_key("self") {
            return None;
        }
        let name = value.dotted_name().filter(|d| d.starts_with("self."))?;
        matches!(
            self.env.get(&name),
            Some(crate::function_emitter::Emitted::One(t)) if t.ty == ScriptType::Tensor
        )
        .then_some(name)
    }

    /// The value a state attribute has at the end of the entry's body, of
    /// its parameter's type.
    pub(crate) fn state_value(
        &mut self,
        slot: &StateSlot,
        span: Span,
    ) -> Emit<crate::function_emitter::Emitted<'c, 'b>> {
        let name = format!("self.{}", slot.attr);
        match self.env.get(&name) {
            Some(v) => Ok(v.clone()),
            None => self.emit_any(&dotted_expr(&name, span)),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use ts_frontend::{parse_file, SourceFile};

    fn statements(src: &str) -> Vec<Stmt> {
        let file = SourceFile::new("t.py", src.to_string());
        parse_file(&file).expect("parses").items
    }

    fn assigned(src: &str) -> Vec<String> {
        let mut out = Vec::new();
        assigned_attributes(&statements(src), &mut out);
        out.into_iter().map(|(a, _)| a).collect()
    }

    #[test]
    fn finds_every_way_a_method_changes_an_attribute() {
        let src = "self.a = 1\nself.b += x\nself.c: int = 2\nself.d, y = 1, 2\n\
                   if t:\n    self.e = 3\nwhile t:\n    self.f.add_(1)\n\
                   for i in range(3):\n    self.g[i] = 0\n\
                   self.h.add(1)\nz = self.k\nother.m = 1\nself.n.append(x)\n";
        assert_eq!(assigned(src), ["a", "b", "c", "d", "e", "f", "g", "n"]);
    }

    #[test]
    fn methods_called_in_any_statement_are_compiled() {
        let src = "class M(torch.nn.Module):\n\
                   \x20   def forward(self, x):\n\
                   \x20       if x.sum() < 0:\n\
                   \x20           raise ValueError(self.describe())\n\
                   \x20       del self.cache[self.key()]\n\
                   \x20       return x\n\
                   \x20   def describe(self) -> str:\n        return 'm'\n\
                   \x20   def key(self) -> str:\n        return 'k'\n\
                   \x20   def unused(self) -> int:\n        return 1\n";
        let items = statements(src);
        let StmtKind::ClassDef(class) = &items[0].kind else {
            panic!("a class")
        };
        let methods: HashMap<String, &ts_frontend::ast::FunctionDef> = (class.body.iter())
            .filter_map(|s| match &s.kind {
                StmtKind::FunctionDef(f) => Some((f.name.clone(), f)),
                _ => None,
            })
            .collect();
        let mut compiled: Vec<String> = compiled_methods(&methods, &HashSet::new())
            .into_iter()
            .collect();
        compiled.sort();
        assert_eq!(compiled, ["describe", "forward", "key"]);
    }

    fn literal(src: &str) -> Option<StateValue> {
        let StmtKind::Assign { value, .. } = &statements(&format!("x = {src}\n"))[0].kind else {
            panic!("an assignment")
        };
        scalar_literal(value)
    }

    #[test]
    fn scalar_literals_are_state_values() {
        assert_eq!(literal("3"), Some(StateValue::Int(3)));
        assert_eq!(literal("-2.5"), Some(StateValue::Float(-2.5)));
        assert_eq!(literal("True"), Some(StateValue::Bool(true)));
        assert_eq!(
            literal("torch.jit.annotate(int, -4)"),
            Some(StateValue::Int(-4))
        );
        // A declaration that disagrees with the value, and what is not a
        // scalar literal, are not.
        assert_eq!(literal("torch.jit.annotate(float, 1)"), None);
        assert_eq!(literal("-True"), None);
        assert_eq!(literal("\"s\""), None);
        assert_eq!(literal("[1]"), None);
        assert_eq!(literal("n + 1"), None);
    }
}
