//! A whole file → one MLIR module: resolves imports, then emits each
//! function (on demand, so a callee's signature is known before its
//! callers are checked; a cycle is TorchScript's forbidden recursion).

use crate::{
    classes::ClassInfo,
    entry_inputs::{specialized_type, ExampleShape},
    function_emitter::{mlir_type, Emitted, FunctionEmitter, Typed},
    script_type::{dotted_name, resolve_value_annotation, ScriptType, ValueType},
};
use melior::{
    ir::{
        attribute::{StringAttribute, TypeAttribute},
        block::BlockLike,
        operation::OperationBuilder,
        r#type::FunctionType,
        Block, Identifier, Location, Module, Region, RegionLike, Type, ValueLike,
    },
    Context,
};
use std::collections::HashMap;
use ts_dialect::BlockPositions;
use ts_frontend::{
    ast::{self, ClassDef, Expr, ExprKind, FunctionDef, ParamKind, StmtKind},
    Diagnostic, SourceFile, Span,
};

/// A parameter of a script function.
#[derive(Clone, Debug)]
pub struct ParamSig {
    pub name: String,
    pub ty: ScriptType,
    pub default: Option<Expr>,
    /// Declared `Optional[...]`: a call may pass `None` (which compiles a
    /// variant of the function where the parameter is `None`).
    pub optional: bool,
}

/// A script function's signature in TorchScript types.
#[derive(Clone, Debug)]
pub struct Signature {
    pub params: Vec<ParamSig>,
    pub result: ValueType,
    /// The entry's aggregate parameters: each one's name and type, and the
    /// range of `params` that holds its leaves.
    pub groups: Vec<(String, ValueType, std::ops::Range<usize>)>,
    /// A module entry's attributes kept across calls: the function returns
    /// each one's new value after the result's values (see `module_state`).
    pub state: Vec<crate::module_state::StateSlot>,
}

/// What a call refers to.
pub enum Callee {
    /// A function defined in this file.
    Script(String),
    /// A torch operator, fully qualified (`torch.nn.functional.relu`).
    Torch(String),
}

enum State {
    InProgress,
    Done(Signature),
    /// Emission failed; its errors are already reported.
    Failed,
}

/// Example values of the entry's int parameters: where the program needs a
/// compile-time int (a size, a dim), a specialized parameter provides it,
/// and the compiled entry is guarded on that value (as torch.export
/// specializes int inputs).
#[derive(Clone, Debug, Default)]
pub struct EntrySpec {
    pub entry: String,
    /// One per parameter; `Some` for int parameters with an example value
    /// (empty when there are no example inputs).
    pub ints: Vec<Option<i64>>,
    /// One per parameter: the example input is `None` (an `Optional`
    /// parameter is then specialized to `None`, otherwise to its type).
    pub nones: Vec<bool>,
    /// The types of `x.item()` calls where nothing else gives one (keyed by
    /// the call's `FunctionEmitter::fact_key`: its start offset, with the
    /// iteration in unrolled loops): TorchScript's number follows the tensor's
    /// dtype, which the driver learns by refining a first import (see
    /// `ts_compiler::item_types`). An `item()` not listed is imported as a
    /// float marked `untyped_at`.
    pub item_types: HashMap<usize, ScriptType>,
    /// The size of the split dim of `x.split(n)` calls whose result is not
    /// unpacked (keyed like `item_types`): it gives the number of parts
    /// (`DYNAMIC`: a runtime list of them, `run_time_parts`).
    /// A split not listed gets [`PROVISIONAL_SPLIT_PARTS`] parts, the first
    /// marked `split_at`.
    pub split_sizes: HashMap<usize, i64>,
    /// The values of `List[int]` arguments where an op needs compile-time
    /// ints (keyed by the argument's `fact_key`), learned by refining a
    /// first import; see `learned_int_lists.rs`.
    pub int_lists: HashMap<usize, Vec<i64>>,
    /// Script functions inlined at each call instead of compiled once:
    /// what the driver learns for an op in one (a list's ints, an
    /// `item()`'s number kind, a split's size) differs between calls (each
    /// inlined copy has positions of its own, so each call learns its own;
    /// see `inlined_calls::inline_at_each_call`).
    pub inlined_functions: std::collections::HashSet<String>,
    /// One per parameter: the structure of its example input. The other
    /// fields (`ints`, `nones`) are per argument, after aggregate inputs
    /// (tuples, tensor lists and dicts) are flattened into their leaves.
    pub shapes: Vec<ExampleShape>,
    /// How many example inputs were given (`None` without any): trailing
    /// parameters without one take their defaults, as in a call.
    pub inputs: Option<usize>,
    /// The tensors of the weights file (`None` without one). A module's
    /// parameter or buffer that `__init__` computes deterministically and
    /// the file lacks is computed by the method instead of being lifted.
    pub weights: Option<Vec<String>>,
    /// Import the entry as its module state's initializer: a function of
    /// the same parameters (without the state's) that returns the first
    /// values of the state tensors `__init__` computes, in
    /// `ImportInfo::state_initializers` order (see `module_state.rs`).
    pub state_init: bool,
    /// Computes the tensors `__init__` turns into Python values (see
    /// `init_evaluation.rs`); without one they stay expressions.
    pub evaluator: Option<crate::init_evaluation::Evaluator>,
    /// A function imported beside the file's (the one an evaluator
    /// compiles, `INIT_VALUE_FUNCTION`).
    pub extra_function: Option<ts_frontend::ast::FunctionDef>,
}

/// On a marker whose offset (its key) lies in an inlined decomposition:
/// the offset in the user's file to report its errors at.
pub const REPORT_AT_ATTR: &str = "report_at";

/// On a marker: the script function the marked op is compiled in. Where
/// what the driver learns for it differs between calls, the driver has
/// that function inlined at each call (`EntrySpec::inlined_functions`).
pub const MARKED_IN_ATTR: &str = "marked_in";

/// The attribute that marks a `ts.item` whose type is provisional.
pub const UNTYPED_ITEM_ATTR: &str = "untyped_at";

/// The attribute that marks the parts of a split whose number of parts is
/// provisional.
pub const SPLIT_AT_ATTR: &str = ts_dialect::SPLIT_AT_ATTR;

/// Parts of a split before its dim's size is known: enough that indexing
/// the first ones imports; refinement then reveals the real number.
pub const PROVISIONAL_SPLIT_PARTS: usize = 32;

/// What importing a file produced besides the IR.
pub struct ImportInfo {
    pub signatures: HashMap<String, Signature>,
    /// (parameter index, value) pairs the entry was specialized on.
    pub guards: Vec<(usize, i64)>,
    /// What compiles but behaves differently from TorchScript, said once.
    pub warnings: Vec<Diagnostic>,
    /// The state tensors (dotted paths) whose first values `__init__`
    /// computes: what the entry returns when imported with
    /// `EntrySpec::state_init`.
    pub state_initializers: Vec<String>,
}

/// Modules a TorchScript file may import, by canonical name.
const IMPORTABLE: &[&str] = &[
    "torch",
    "torch.nn",
    "torch.nn.functional",
    "typing",
    "math",
    "enum",
    "torch.jit",
    // For `namedtuple`.
    "collections",
    // For `partial` in a module's `__init__` (a layer factory,
    // `partial(nn.LayerNorm, eps=1e-6)`), which Python runs.
    "functools",
    // For configuration objects in a module's `__init__` (`@dataclass`,
    // `copy.copy(cnf)`: `init_objects`).
    "dataclasses",
    "copy",
    // `warnings.warn(...)` (see `FunctionEmitter::call`).
    "warnings",
];

/// Module-wide state of the import.
pub struct ModuleImporter<'m> {
    file: &'m SourceFile,
    /// Spellings of the `Tensor` type under this file's imports.
    pub tensor_names: Vec<String>,
    /// The file's classes, by name.
    pub classes: HashMap<String, ClassInfo<'m>>,
    /// Plain classes TorchScript cannot compile (inheritance, class
    /// attributes, `@dataclass`), which a module's `__init__` may still
    /// use (`init_objects`), and why compiled code cannot.
    pub init_only_classes: HashMap<String, (&'m ClassDef, Diagnostic)>,
    /// The type each class name denotes in annotations.
    pub class_types: HashMap<String, ValueType>,
    /// `torch.nn.Module` classes, by name.
    pub modules: HashMap<String, crate::module_init::ModuleInfo<'m>>,
    /// Module methods compiled as functions (`Class.method`) → their class.
    pub method_class: HashMap<String, String>,
    /// Variants of functions compiled for calls passing `None` to
    /// `Optional` parameters: variant name → which parameters are `None`.
    pub none_variants: HashMap<String, Vec<bool>>,
    /// The file's globals (`EPS = 1e-6` at the top level) and the Python
    /// type of each value: allowed in the file, but TorchScript does not
    /// capture them in a function (a located error where one is read).
    pub globals: HashMap<String, &'static str>,
    /// Their values where known, for the globals computed from them.
    global_values: crate::init_values::InitScope,
    /// Variants of functions compiled for int arguments known at the call
    /// (one entry per parameter; see [`Self::int_variant`]).
    pub int_variants: HashMap<String, Vec<Option<i64>>>,
    /// Local module name → canonical module (`F` → `torch.nn.functional`).
    aliases: HashMap<String, String>,
    pub functions: HashMap<String, &'m FunctionDef>,
    states: HashMap<String, State>,
    /// Example int values for the entry's parameters (torch.export-style
    /// specialization), and the guards their use requires.
    spec: Option<EntrySpec>,
    /// Module classes left unread because this import only compiles a
    /// tensor `__init__` reads (`EntrySpec::extra_function`).
    pub skipped_modules: std::collections::HashSet<String>,
    guards: Vec<(usize, i64)>,
    pub diagnostics: Vec<Diagnostic>,
    /// Warnings (see `ImportInfo::warnings`).
    pub warnings: Vec<Diagnostic>,
    /// See `ImportInfo::state_initializers`.
    pub state_initializers: Vec<String>,
    /// While a return type is being inferred: the type and location of
    /// each value a `return` stores (see `emit_callable_body`).
    pub inferred_returns: Option<Vec<(ValueType, Span)>>,
    /// While the value of `a, b, c = ...` is emitted: the number of
    /// targets, which gives `x.split(size)` its number of parts.
    pub unpack_targets: Option<usize>,
    /// Module classes specialized to constructor arguments while reading
    /// an `__init__` (`Block(8)`), added to `modules` after it.
    pub pending_modules: std::cell::RefCell<Vec<crate::module_init::ModuleInfo<'m>>>,
    /// How many constructors (module or plain class) `__init__` code is
    /// running inside one another (see `nested_init`).
    pub(crate) init_nesting: std::cell::Cell<usize>,
    /// Function bodies checked for unrefined Optional uses, by address:
    /// whether they passed (each is checked and reported once).
    optional_checked: HashMap<usize, bool>,
    /// The decompositions inlined so far, moved to their call sites
    /// (kept alive: `optional_checked` knows them by address).
    decompositions: Vec<std::rc::Rc<FunctionDef>>,
    /// The call each inlined decomposition's span range stands for (in the
    /// user's file), by site number (`crate::decompositions::SITE_BASE`).
    decomposition_sites: Vec<Span>,
    /// How many copies of script functions were inlined at their calls
    /// (`inlined_calls::inline_at_each_call`).
    inlined_copies: usize,
    /// The module methods inlined so far in this import, by address (a
    /// later inlining of one is a copy: `inline_module_method`).
    inlined_module_methods: std::collections::HashSet<*const FunctionDef>,
}

/// An error already reported elsewhere (a failing callee): callers stop
/// without adding a second, cascading message.
/// `NamedTuple(...)` or `namedtuple(...)` (any module prefix).
fn is_named_tuple_call(e: &Expr) -> bool {
    let ExprKind::Call { func, .. } = &e.kind else {
        return false;
    };
    func.dotted_name().is_some_and(|d| {
        let last = d.rsplit('.').next().unwrap_or_default();
        last == "NamedTuple" || last == "namedtuple"
    })
}

fn suppressed(span: Span) -> Diagnostic {
    Diagnostic::error("", span)
}

impl<'m> ModuleImporter<'m> {
    /// Checks `def`'s uses of Optional values (`optional_refinement`) and
    /// that it returns along all paths where its annotated return type is
    /// not None, the first time it is compiled or inlined; its errors are
    /// reported there, and each time an error that stops the caller.
    pub(crate) fn check_body(&mut self, def: &FunctionDef) -> Result<(), Diagnostic> {
        // An unused function's body is replaced by a raise.
        if crate::unused_functions::is_unused(def) {
            return Ok(());
        }
        let key = def as *const FunctionDef as usize;
        let passed = match self.optional_checked.get(&key) {
            Some(&passed) => passed,
            None => {
                let functions = &self.functions;
                let callee = |name: &str| functions.get(name).copied();
                let mut errors = crate::optional_refinement::check(def, &self.file.text, &callee);
                let annotated = def
                    .returns
                    .as_ref()
                    .is_some_and(|r| !matches!(r.kind, ExprKind::None));
                if annotated && !crate::exit_transform::always_returns(&def.body) {
                    errors.push(Diagnostic::error(
                        format!("Function was not annotated as having type None, but does not return along all paths: the end of `{}` is reachable", def.name),
                        def.name_span,
                    ));
                }
                let passed = errors.is_empty();
                self.diagnostics.extend(errors);
                self.optional_checked.insert(key, passed);
                passed
            }
        };
        if passed {
            Ok(())
        } else {
            Err(suppressed(def.name_span))
        }
    }

    /// `span` in the user's file: itself, for code inlined from a
    /// decomposition the call it was inlined at, and for a copy of a
    /// script function inlined at a call its place in the function.
    pub(crate) fn user_span(&self, span: Span) -> Span {
        match crate::decompositions::site_of(span) {
            Some(i) => self.decomposition_sites.get(i).copied().unwrap_or(span),
            None => crate::inlined_calls::unshifted(span),
        }
    }

    /// A new decomposition site for the call at `span`: its number.
    pub(crate) fn add_decomposition_site(&mut self, span: Span) -> usize {
        let at = self.user_span(span);
        self.decomposition_sites.push(at);
        self.decomposition_sites.len() - 1
    }

    /// Diagnostics from `first` on, with spans inside decompositions moved
    /// to their call sites.
    pub(crate) fn move_diagnostics_to_user_file(&mut self, first: usize) {
        let moved: Vec<Diagnostic> = self.diagnostics[first..]
            .iter()
            .map(|d| self.in_user_file(d.clone()))
            .collect();
        self.diagnostics.truncate(first);
        self.diagnostics.extend(moved);
    }

    /// `d` with its spans in the user's file.
    pub(crate) fn in_user_file(&self, mut d: Diagnostic) -> Diagnostic {
        d.span = self.user_span(d.span);
        for (_, s) in &mut d.notes {
            if let Some(s) = s {
                *s = self.user_span(*s);
            }
        }
        d
    }

    /// Keeps a decomposition inlined at a call alive; its body refers to
    /// `torch`, which a file calling a torch op has imported (`F` alone is
    /// enough to call one, so `torch` is made available).
    /// A new copy of a script function inlined at a call: its number.
    /// Whether module method `def` is inlined for the first time in this
    /// import (and notes that it is).
    pub(crate) fn first_module_inline(&mut self, def: &FunctionDef) -> bool {
        self.inlined_module_methods
            .insert(def as *const FunctionDef)
    }

    pub(crate) fn add_inlined_copy(&mut self) -> usize {
        self.inlined_copies += 1;
        self.inlined_copies - 1
    }

    pub(crate) fn keep_decomposition(&mut self, def: std::rc::Rc<FunctionDef>) {
        self.decompositions.push(def);
        self.aliases
            .entry("torch".to_string())
            .or_insert_with(|| "torch".to_string());
    }

    /// The entry's specialization, when example inputs were given.
    pub(crate) fn spec(&self) -> Option<&EntrySpec> {
        self.spec.as_ref()
    }

    fn new(file: &'m SourceFile) -> Self {
        ModuleImporter {
            file,
            // Type comments name `Tensor` without importing it, as in PyTorch.
            tensor_names: vec!["torch.Tensor".into(), "Tensor".into()],
            classes: HashMap::new(),
            init_only_classes: HashMap::new(),
            class_types: HashMap::new(),
            modules: HashMap::new(),
            method_class: HashMap::new(),
            none_variants: HashMap::new(),
            globals: HashMap::new(),
            global_values: Default::default(),
            int_variants: HashMap::new(),
            aliases: HashMap::new(),
            functions: HashMap::new(),
            states: HashMap::new(),
            spec: None,
            skipped_modules: Default::default(),
            guards: Vec::new(),
            diagnostics: Vec::new(),
            warnings: Vec::new(),
            state_initializers: Vec::new(),
            inferred_returns: None,
            unpack_targets: None,
            pending_modules: Default::default(),
            init_nesting: Default::default(),
            optional_checked: HashMap::new(),
            decompositions: Vec::new(),
            decomposition_sites: Vec::new(),
            inlined_copies: 0,
            inlined_module_methods: Default::default(),
        }
    }

    /// The MLIR location of a span in this file.
    pub fn location<'c>(&self, ctx: &'c Context, span: Span) -> Location<'c> {
        let (line, col) = self.file.line_col(self.user_span(span).start);
        Location::new(ctx, &self.file.name, line, col)
    }

    fn import(&mut self, module: &str, local: &str, span: Span) {
        if IMPORTABLE.contains(&module) {
            self.aliases.insert(local.to_string(), module.to_string());
        } else {
            self.diagnostics.push(Diagnostic::error(
                format!(
                    "module `{module}` cannot be used in TorchScript (available: {})",
                    IMPORTABLE.join(", ")
                ),
                span,
            ));
        }
    }

    /// `NAME = value` at the top level: a global, which the file may hold
    /// (configuration, constants) but TorchScript does not capture in the
    /// functions it compiles; its Python type, for the error where one is
    /// read, follows from what Python computes when the file is loaded
    /// (`init_values`).
    /// The globals' values, for `__init__` code (`InitScope::globals`).
    pub(crate) fn init_globals(
        &self,
    ) -> std::rc::Rc<HashMap<String, crate::init_values::InitValue>> {
        std::rc::Rc::new(self.global_values.locals.clone())
    }

    /// What computes the tensors `__init__` turns into Python values
    /// (`EntrySpec::evaluator`).
    pub(crate) fn init_evaluator(&self) -> Option<crate::init_evaluation::Evaluator> {
        self.spec.as_ref().and_then(|s| s.evaluator.clone())
    }

    fn collect_global(&mut self, target: &Expr, value: &Expr) {
        let names: Vec<&String> = match &target.kind {
            ExprKind::Name(n) => vec![n],
            ExprKind::Tuple(items) | ExprKind::List(items) => items
                .iter()
                .filter_map(|i| match &i.kind {
                    ExprKind::Name(n) => Some(n),
                    _ => None,
                })
                .collect(),
            _ => vec![],
        };
        let v = self.global_values.value(value).ok();
        let python_type = match (&v, names.len()) {
            // A torch call makes a tensor (the common case).
            (Some(crate::init_values::InitValue::Expr(e)), 1)
                if matches!(&e.kind, ExprKind::Call { func, .. }
                    if func.dotted_name().is_some_and(|n| n.starts_with("torch."))) =>
            {
                "Tensor"
            }
            (Some(v), 1) => v.python_type(),
            _ => "object",
        };
        if let (Some(v), [name]) = (v, names.as_slice()) {
            self.global_values.locals.insert((*name).clone(), v);
        }
        for name in names {
            self.globals.insert(name.clone(), python_type);
        }
    }

    fn collect_imports(&mut self, stmt: &'m ast::Stmt) {
        match &stmt.kind {
            StmtKind::Import(aliases) => {
                for a in aliases {
                    match &a.asname {
                        Some((local, _)) => self.import(&a.name, local, a.name_span),
                        // `import torch.nn.functional` binds `torch`.
                        None => {
                            self.import(
                                &a.name,
                                a.name.split('.').next().unwrap_or(&a.name),
                                a.name_span,
                            );
                        }
                    }
                }
            }
            StmtKind::ImportFrom { module, names, .. } => {
                let Some((module, span)) = module else { return };
                if !IMPORTABLE.contains(&module.as_str()) {
                    self.import(module, module, *span);
                    return;
                }
                for a in names {
                    let local = a
                        .asname
                        .as_ref()
                        .map(|(n, _)| n.clone())
                        .unwrap_or_else(|| a.name.clone());
                    let full = format!("{module}.{}", a.name);
                    if full == "torch.Tensor" {
                        self.tensor_names.push(local);
                    } else if IMPORTABLE.contains(&full.as_str()) {
                        self.aliases.insert(local, full);
                    }
                    // Names from typing/enum/math are resolved by the checker.
                }
            }
            _ => {}
        }
    }

    /// What a called expression refers to.
    /// The module a local name refers to (`F` → `torch.nn.functional`).
    pub fn module_alias(&self, name: &str) -> Option<&str> {
        self.aliases.get(name).map(String::as_str)
    }

    pub fn resolve_callee(&self, func: &Expr) -> Result<Callee, Diagnostic> {
        if let ExprKind::Name(n) = &func.kind {
            if self.functions.contains_key(n) {
                return Ok(Callee::Script(n.clone()));
            }
            return Err(self.undefined(n, func.span));
        }
        let Some(dotted) = dotted_name(func) else {
            return Err(Diagnostic::error(
                "this expression cannot be called",
                func.span,
            ));
        };
        let (head, rest) = dotted.split_once('.').unwrap_or((&dotted, ""));
        // `M.f(x)`: a `@staticmethod` of a module class, called on the
        // class.
        if self.modules.contains_key(head)
            && self
                .functions
                .get(&dotted)
                .is_some_and(|def| def.is_decorated("staticmethod"))
        {
            return Ok(Callee::Script(dotted));
        }
        match self.aliases.get(head) {
            Some(module) => Ok(Callee::Torch(format!("{module}.{rest}"))),
            None => Err(Diagnostic::error(
                format!("undefined value {head}"),
                func.span,
            )),
        }
    }

    /// The signature of script function `name`, emitting it first if needed.
    pub fn signature_of<'c>(
        &mut self,
        ctx: &'c Context,
        module: &Module<'c>,
        name: &str,
        span: Span,
    ) -> Result<Signature, Diagnostic> {
        // A variant of a function being compiled is a recursive call too.
        let def = self.functions.get(name).copied();
        let recursive = self.states.iter().any(|(other, state)| {
            matches!(state, State::InProgress)
                && other != name
                && def.is_some_and(|d| {
                    self.functions
                        .get(other)
                        .is_some_and(|o| std::ptr::eq(*o, d))
                })
        });
        if recursive && !matches!(self.states.get(name), Some(State::Done(_))) {
            return Err(Diagnostic::error(
                format!(
                    "recursive call to `{}`: TorchScript does not support recursion",
                    def.map_or(name, |d| d.name.as_str())
                ),
                span,
            ));
        }
        match self.states.get(name) {
            Some(State::Done(sig)) => return Ok(sig.clone()),
            Some(State::InProgress) => {
                return Err(Diagnostic::error(
                    format!("recursive call to `{name}`: TorchScript does not support recursion"),
                    span,
                ))
            }
            Some(State::Failed) => return Err(suppressed(span)),
            None => {}
        }
        self.emit_function(ctx, module, name);
        match self.states.get(name) {
            Some(State::Done(sig)) => Ok(sig.clone()),
            _ => Err(suppressed(span)),
        }
    }

    /// The variant of function `name` whose parameters flagged in `nones`
    /// are `None` (declared for the first call that needs it).
    pub fn none_variant(&mut self, name: &str, nones: &[bool]) -> String {
        let flags: String = nones.iter().map(|&b| if b { '1' } else { '0' }).collect();
        let variant = format!("{name}.none{flags}");
        if let Some(def) = self.functions.get(name).copied() {
            self.functions.insert(variant.clone(), def);
            self.none_variants.insert(variant.clone(), nones.to_vec());
        }
        variant
    }

    /// The variant of function `name` compiled with the int parameters
    /// given in `ints` known to have those values (as TorchScript would
    /// take them at run time: where an op needs a compile-time int, such
    /// as `x.norm(p=p)`, the caller's constant makes it one).
    pub fn int_variant(&mut self, name: &str, ints: &[Option<i64>]) -> String {
        let key: Vec<String> = ints
            .iter()
            .map(|v| match v {
                Some(v) if *v < 0 => format!("m{}", v.unsigned_abs()),
                Some(v) => v.to_string(),
                None => "x".to_string(),
            })
            .collect();
        let variant = format!("{name}.int{}", key.join("_"));
        if let Some(def) = self.functions.get(name).copied() {
            self.functions.insert(variant.clone(), def);
            self.int_variants.insert(variant.clone(), ints.to_vec());
            if let Some(nones) = self.none_variants.get(name).cloned() {
                self.none_variants.insert(variant.clone(), nones);
            }
            if let Some(class) = self.method_class.get(name).cloned() {
                self.method_class.insert(variant.clone(), class);
            }
        }
        variant
    }

    fn emit_function<'c>(&mut self, ctx: &'c Context, module: &Module<'c>, name: &str) {
        let Some(def) = self.functions.get(name).copied() else {
            return;
        };
        self.states.insert(name.to_string(), State::InProgress);
        // A panic is a bug, but it must end in a located error, not a
        // crash: the import fails with it (what was built is dropped).
        let emitted = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
            self.emit_function_body(ctx, module, name, def)
        }))
        .unwrap_or_else(|_| {
            Err(Diagnostic::error(
                format!("internal compiler error while compiling `{name}` (a bug; please report it with this input)"),
                def.name_span,
            ))
        });
        match emitted {
            Ok(sig) => {
                self.states.insert(name.to_string(), State::Done(sig));
            }
            Err(d) => {
                if !d.message.is_empty() {
                    self.diagnostics.push(d);
                }
                self.states.insert(name.to_string(), State::Failed);
            }
        }
    }

    pub(crate) fn signature(
        &self,
        name: &str,
        def: &FunctionDef,
    ) -> Result<(Signature, Option<ValueType>), Diagnostic> {
        let class = self.method_class.get(name);
        // A module's `@staticmethod` (`M.f(x)`) has no `self`.
        let is_static = class.is_some() && def.is_decorated("staticmethod");
        let skip = (class.is_some() && !is_static) as usize;
        let (annotations, returns) = declared_annotations(def, skip)?;
        for d in &def.decorators {
            let name = dotted_name(d).unwrap_or_default();
            let allowed = matches!(
                name.as_str(),
                "torch.jit.script" | "torch.jit.export" | "torch.jit.unused"
            ) || (is_static && name == "staticmethod");
            if !allowed {
                return Err(Diagnostic::error(
                    format!("decorator `{name}` is not supported here"),
                    d.span,
                ));
            }
        }
        let mut params = Vec::new();
        let mut groups = Vec::new();
        let (example_nones, shapes) = match &self.spec {
            Some(spec) if spec.entry == name => (spec.nones.clone(), spec.shapes.clone()),
            _ => (
                self.none_variants.get(name).cloned().unwrap_or_default(),
                vec![],
            ),
        };
        let defaulted = self.defaulted_params(name, def);
        // A method's `self` is not an input.
        for (i, (p, annotation)) in def.params.iter().skip(skip).zip(&annotations).enumerate() {
            if defaulted.iter().any(|(n, _)| *n == p.name) {
                continue;
            }
            if p.kind != ParamKind::Normal {
                return Err(Diagnostic::error(
                    "only plain positional parameters are supported in TorchScript",
                    p.span,
                ));
            }
            // An aggregate example input: one argument per leaf.
            if let Some(shape) = shapes.get(i).filter(|s| s.is_aggregate()) {
                let declared = match annotation {
                    Some(a) => resolve_value_annotation(a, &self.tensor_names, &self.class_types)?,
                    None => ValueType::One(ScriptType::Tensor),
                };
                let actual = specialized_type(&declared, shape).map_err(|m| {
                    Diagnostic::error(
                        format!("parameter `{}`: {m}", p.name),
                        annotation.as_ref().map_or(p.span, |a| a.span),
                    )
                })?;
                let start = params.len();
                for (j, ty) in actual.flatten().into_iter().enumerate() {
                    // A leaf is one argument: a list or dict of tensors
                    // here would be a run-time one (an empty example).
                    if let Some(kind) = tensor_container(ty) {
                        return Err(Diagnostic::error(
                            format!("parameter `{}`: a `{ty}` inside it is flattened following its example input, which must be a non-empty {kind} of tensors", p.name),
                            annotation.as_ref().map_or(p.span, |a| a.span),
                        ));
                    }
                    params.push(ParamSig {
                        name: format!("{}.{j}", p.name),
                        ty,
                        default: None,
                        optional: false,
                    });
                }
                groups.push((p.name.clone(), actual, start..params.len()));
                continue;
            }
            // Example inputs are per argument (aggregates flattened).
            let example_none = example_nones.get(params.len()) == Some(&true);
            let (ty, optional) = match annotation {
                Some(a) => {
                    match resolve_value_annotation(a, &self.tensor_names, &self.class_types)? {
                        ValueType::One(t) => (t, false),
                        // An entry's Optional parameter is specialized on its
                        // example input; elsewhere it is taken as present.
                        ValueType::Optional(inner) => match *inner {
                            _ if example_none => (ScriptType::None, true),
                            ValueType::One(t) => (t, true),
                            other => {
                                return Err(Diagnostic::error(
                                    format!(
                                    "parameters of type `Optional[{other}]` are not supported yet"
                                ),
                                    a.span,
                                ))
                            }
                        },
                        declared @ (ValueType::Union(_) | ValueType::Any) => {
                            let Some(shape) = shapes.get(i) else {
                                return Err(Diagnostic::error(
                                    format!("parameter `{}` of type `{declared}` is specialized to what its example input is (give one with --args)", p.name),
                                    a.span,
                                ));
                            };
                            match specialized_type(&declared, shape).map_err(|m| {
                                Diagnostic::error(format!("parameter `{}`: {m}", p.name), a.span)
                            })? {
                                ValueType::One(t) => (t, t == ScriptType::None),
                                other => {
                                    return Err(Diagnostic::error(
                                        format!("parameter `{}`: internal error: `{other}` is not one argument", p.name),
                                        a.span,
                                    ))
                                }
                            }
                        }
                        other @ (ValueType::Tuple(_) | ValueType::Struct(..)) => {
                            return Err(Diagnostic::error(
                                format!("parameter `{}` of type `{other}` is flattened following its example input, which must be a tuple (give one with --args)", p.name),
                                a.span,
                            ))
                        }
                    }
                }
                // TorchScript's rule: an unannotated parameter is a Tensor.
                None => (ScriptType::Tensor, false),
            };
            if let Some(kind) = tensor_container(ty) {
                return Err(Diagnostic::error(
                    format!("parameter `{}` of type `{ty}` is flattened following its example input, which must be a non-empty {kind} of tensors (give one with --args)", p.name),
                    annotation.as_ref().map_or(p.span, |a| a.span),
                ));
            }
            if let Some(d) = &p.default {
                crate::function_emitter::check_default(d)?;
            }
            params.push(ParamSig {
                name: p.name.clone(),
                ty,
                default: p.default.clone(),
                optional,
            });
        }
        // A module's tensors follow the inputs (lifted parameters).
        if let Some(info) = class.and_then(|c| self.modules.get(c)) {
            if info.needs_args {
                return Err(Diagnostic::error(
                    format!("module `{}` is compiled as the entry, but its `__init__` takes arguments without defaults, so its layers are unknown (give them defaults)", info.name),
                    def.name_span,
                ));
            }
            let computed = self.computed_tensors(info);
            for t in info
                .tensors
                .iter()
                .filter(|t| !computed.iter().any(|(c, _)| c == *t))
            {
                params.push(ParamSig {
                    name: format!("self.{t}"),
                    ty: ScriptType::Tensor,
                    default: None,
                    optional: false,
                });
            }
        }
        let declared = returns
            .as_ref()
            .map(|r| resolve_value_annotation(r, &self.tensor_names, &self.class_types))
            .transpose()?;
        Ok((
            Signature {
                params,
                result: declared.clone().unwrap_or(ValueType::One(ScriptType::None)),
                groups,
                state: Vec::new(),
            },
            declared,
        ))
    }

    /// The lifted tensors of `info` that its methods compute: those
    /// `__init__` computes deterministically and the weights file lacks.
    /// In declaration order.
    pub(crate) fn computed_tensors(
        &self,
        info: &crate::module_init::ModuleInfo,
    ) -> Vec<(String, Expr)> {
        let given = self.spec.as_ref().and_then(|s| s.weights.as_ref());
        info.tensors
            .iter()
            .filter(|t| given.is_none_or(|w| !w.contains(t)))
            .filter_map(|t| Some((t.clone(), info.initializers.get(t)?.clone())))
            .collect()
    }

    /// The entry's trailing parameters that no example input was given
    /// for and that have a default: they take it (they are not inputs).
    fn defaulted_params(&self, name: &str, def: &FunctionDef) -> Vec<(String, Expr)> {
        let given = match &self.spec {
            Some(spec) if spec.entry == name => spec.inputs,
            _ => None,
        };
        let Some(given) = given else {
            return Vec::new();
        };
        let skip = self.method_class.contains_key(name) as usize;
        def.params
            .iter()
            .skip(skip + given)
            .map(|p| p.default.clone().map(|d| (p.name.clone(), d)))
            .collect::<Option<Vec<_>>>()
            .unwrap_or_default()
    }

    /// The parameters declared `Optional` or `Union` (as annotated, not
    /// as specialized): assigning one another member later makes a
    /// run-time variant.
    fn declared_variant_params(
        &self,
        def: &FunctionDef,
        method: bool,
    ) -> HashMap<String, ValueType> {
        def.params
            .iter()
            .skip(method as usize)
            .filter_map(|p| {
                let declared = resolve_value_annotation(
                    p.annotation.as_ref()?,
                    &self.tensor_names,
                    &self.class_types,
                )
                .ok()?;
                matches!(declared, ValueType::Optional(_) | ValueType::Union(_))
                    .then(|| (p.name.clone(), declared))
            })
            .collect()
    }

    fn emit_function_body<'c>(
        &mut self,
        ctx: &'c Context,
        module: &Module<'c>,
        name: &str,
        def: &'m FunctionDef,
    ) -> Result<Signature, Diagnostic> {
        self.check_body(def)?;
        let (mut sig, declared) = self.signature(name, def)?;
        let class = self.method_class.get(name).cloned();
        let is_entry = self.spec.as_ref().is_none_or(|s| s.entry == name);
        // A module entry's state: its scalar attributes and the tensors
        // `__init__` computes follow the lifted tensors, located at their
        // first assignment.
        let mut state_spans = Vec::new();
        let state_init = is_entry && self.spec.as_ref().is_some_and(|s| s.state_init);
        if let Some(c) = class
            .as_deref()
            .filter(|c| is_entry && self.modules.contains_key(*c))
        {
            if state_init {
                self.state_initializers = self.computed_state(c);
            } else {
                let (slots, spans) = self.entry_state(c, &mut sig.params);
                sig.state = slots;
                state_spans = spans;
            }
        }
        let loc = self.location(ctx, def.name_span);
        // Locations: each input's name (each leaf of a flattened one, its
        // parameter's); lifted tensors point at the method.
        let mut spans: Vec<Span> = Vec::new();
        for p in def.params.iter().skip(class.is_some() as usize) {
            let leaves = sig
                .groups
                .iter()
                .find(|(name, _, _)| *name == p.name)
                .map_or(1, |(_, _, range)| range.len());
            spans.extend(std::iter::repeat_n(p.name_span, leaves));
        }
        spans.resize(sig.params.len() - state_spans.len(), def.name_span);
        spans.extend(state_spans);
        let mut arg_types: Vec<(Type<'c>, Location<'c>)> = Vec::new();
        for (p, span) in sig.params.iter().zip(&spans) {
            let ty = mlir_type(ctx, &p.ty).ok_or_else(|| {
                Diagnostic::error(
                    format!("parameters of type `{}` are not supported yet", p.ty),
                    *span,
                )
            })?;
            arg_types.push((ty, self.location(ctx, *span)));
        }
        let block = Block::new(&arg_types);
        let result_type = {
            let mut env = HashMap::new();
            for (i, p) in sig.params.iter().enumerate() {
                let value = block
                    .argument(i)
                    .expect("one argument per parameter")
                    .into();
                env.insert(p.name.clone(), Emitted::One(Typed { value, ty: p.ty }));
            }
            // An aggregate parameter is rebuilt from its leaves.
            for (name, ty, leaves) in &sig.groups {
                let mut values = sig.params[leaves.clone()]
                    .iter()
                    .map(|p| env[&p.name].clone());
                let mut typed = std::iter::from_fn(|| match values.next() {
                    Some(Emitted::One(t)) => Some(t),
                    _ => None,
                });
                let value = Emitted::rebuild(ty, &mut typed).expect("leaves of its own type");
                env.insert(name.clone(), value);
            }
            // Specialized entry parameters: their example values are known.
            let specialized: Vec<(usize, i64)> = match &self.spec {
                Some(spec) if spec.entry == name => spec
                    .ints
                    .iter()
                    .enumerate()
                    .filter_map(|(i, v)| v.map(|v| (i, v)))
                    .filter(|(i, _)| sig.params.get(*i).is_some_and(|p| p.ty == ScriptType::Int))
                    .collect(),
                _ => vec![],
            };
            let declared_vars = self.declared_variant_params(def, class.is_some());
            // A variant (`f.int4`) is the script function `f` compiled for
            // some arguments: what the driver may have inlined at calls.
            let base_function = match self.functions.get(&def.name) {
                Some(&f) if std::ptr::eq(f, def) => def.name.clone(),
                _ => name.to_string(),
            };
            let mut fe = FunctionEmitter {
                ctx,
                module,
                block: &block,
                importer: self,
                env,
                declared_return: declared.clone(),
                // Nothing is read after the function's body.
                live: std::rc::Rc::new(crate::live_names::Live::End),
                params: (0..sig.params.len())
                    .map(|i| {
                        block
                            .argument(i)
                            .expect("one argument per parameter")
                            .into()
                    })
                    .collect(),
                known_ints: Default::default(),
                specialization_used: Default::default(),
                undefined_after_if: HashMap::new(),
                refined_past_if: Vec::new(),
                next_loop_id: 0,
                part_method_checked: false,
                declared_vars,
                known_bools: HashMap::new(),
                shape_decided: HashMap::new(),
                dead_code: false,
                current_class: class.as_deref().map(crate::script_type::intern),
                layer_aliases: HashMap::new(),
                inlining: vec![],
                function: base_function.clone(),
                views: HashMap::new(),
                branch_views: HashMap::new(),
                may_alias: Default::default(),
                aliases: Vec::new(),
                is_entry,
                unrolled_path: Vec::new(),
                branch_of: Vec::new(),
                unreachable: false,
                top_frame: true,
                frame_vars: Default::default(),
            };
            // What `__init__` computed: its tensors (replayed, then the
            // lifted ones the weights file does not give), then its
            // attributes (`self.eps = 1e-5`).
            let (program, computed, constants, tied) = class
                .as_ref()
                .and_then(|c| fe.importer.modules.get(c))
                .map(|m| {
                    (
                        m.init_program.clone(),
                        fe.importer.computed_tensors(m),
                        m.constants.clone(),
                        m.tied_tensors.clone(),
                    )
                })
                .unwrap_or_default();
            for stmt in &program {
                fe.emit_stmt(stmt)?;
            }
            for (t, e) in computed {
                let v = fe.emit_any(&e)?;
                fe.env.insert(format!("self.{t}"), v);
            }
            for (attr, e) in constants {
                let v = fe.emit_any(&e)?;
                fe.env.insert(format!("self.{attr}"), v);
            }
            // A tied tensor is the one it was tied to (its own parameter,
            // then unread, leaves the signature).
            for (to, from) in tied {
                if let Some(v) = fe.env.get(&format!("self.{from}")).cloned() {
                    fe.env.insert(format!("self.{to}"), v);
                }
            }
            // State attributes start from the call's parameters.
            for slot in &sig.state {
                let p = &sig.params[slot.param];
                let value = block.argument(slot.param).expect("parameter").into();
                fe.env
                    .insert(p.name.clone(), Emitted::One(Typed { value, ty: p.ty }));
            }
            for (param, e) in fe.importer.defaulted_params(name, def) {
                let v = fe.emit_any(&e)?;
                fe.env.insert(param, v);
            }
            for &(i, v) in &specialized {
                fe.record_int(block.argument(i).expect("parameter").into(), v, true);
            }
            // A variant for a caller's constant ints.
            let variant_ints = fe
                .importer
                .int_variants
                .get(name)
                .cloned()
                .unwrap_or_default();
            for (i, v) in variant_ints.iter().enumerate() {
                if let (Some(v), Some(arg)) = (v, block.argument_at(i)) {
                    fe.record_int(arg.into(), *v, false);
                }
            }
            // The state initializer returns what the prologue computed.
            let initializers = fe.importer.state_initializers.clone();
            let body = if state_init && !initializers.is_empty() {
                let mut values = Vec::new();
                for path in &initializers {
                    let v = fe.env.get(&format!("self.{path}")).cloned();
                    values.push(v.ok_or_else(|| {
                        Diagnostic::error(
                            format!("internal error: no initial `self.{path}`"),
                            def.name_span,
                        )
                    })?);
                }
                crate::function_emitter::BodyResult {
                    returned: Some((Emitted::Tuple(values), def.name_span)),
                }
            } else {
                fe.emit_callable_body(&def.body, def.name_span)?
            };
            if fe.specialization_used.get() {
                fe.importer.guards = specialized.clone();
            }
            let value = match body.returned {
                Some((v, _)) => v,
                None => {
                    if declared
                        .as_ref()
                        .is_some_and(|d| !d.accepts(&ValueType::One(ScriptType::None)))
                    {
                        return Err(Diagnostic::error(
                            "Function was not annotated as having type None, but does not return along all paths",
                            def.name_span,
                        ));
                    }
                    Emitted::One(fe.constant_none(def.name_span)?)
                }
            };
            // The caller of an entry gets values, not the compiled code's
            // objects.
            if is_entry && value.value_type().mentions_object() {
                return Err(Diagnostic::error(
                    format!(
                        "the entry function cannot return `{}`: script-class instances held in containers stay inside the compiled code (return their attributes instead)",
                        value.value_type()
                    ),
                    def.name_span,
                ));
            }
            // Returned tensors may already know their dtype; the signature
            // says `Tensor`, so cast back (refinement sharpens it again).
            let mut leaves = Vec::new();
            let mut flat = value.flatten();
            for slot in &sig.state {
                flat.extend(fe.state_value(slot, def.name_span)?.flatten());
            }
            for t in flat {
                let declared = mlir_type(ctx, &t.ty).ok_or_else(|| {
                    Diagnostic::error(
                        format!("returning a `{}` is not supported yet", t.ty),
                        def.name_span,
                    )
                })?;
                leaves.push(if t.value.r#type() == declared {
                    t.value
                } else {
                    fe.emit_op(
                        "ts.tensor_static_info_cast",
                        &[t.value],
                        declared,
                        &[],
                        def.name_span,
                    )?
                });
            }
            let ret = OperationBuilder::new("func.return", loc)
                .add_operands(&leaves)
                .build()
                .map_err(|e| Diagnostic::error(format!("internal error: {e}"), def.name_span))?;
            block.append_operation(ret);
            value.value_type()
        };
        if is_entry && class.is_some() {
            drop_unused_lifted_tensors(&block, &mut sig, &mut arg_types);
        }
        let state_types = sig
            .state
            .iter()
            .map(|s| ValueType::One(sig.params[s.param].ty));
        let results: Vec<Type<'c>> = result_type
            .flatten()
            .into_iter()
            .chain(state_types.flat_map(|t| t.flatten()))
            .collect::<Vec<_>>()
            .iter()
            .map(|t| {
                mlir_type(ctx, t).ok_or_else(|| {
                    Diagnostic::error(
                        format!("returning a `{t}` is not supported yet"),
                        def.name_span,
                    )
                })
            })
            .collect::<Result<_, _>>()?;
        sig.result = result_type;
        let inputs: Vec<Type<'c>> = arg_types.iter().map(|(t, _)| *t).collect();
        let function_type: Type = FunctionType::new(ctx, &inputs, &results).into();
        let region = Region::new();
        region.append_block(block);
        let func = OperationBuilder::new("func.func", loc)
            .add_attributes(&[
                (
                    Identifier::new(ctx, "sym_name"),
                    StringAttribute::new(ctx, name).into(),
                ),
                (
                    Identifier::new(ctx, "function_type"),
                    TypeAttribute::new(function_type).into(),
                ),
            ])
            .add_regions([region])
            .build()
            .map_err(|e| Diagnostic::error(format!("internal error: {e}"), def.name_span))?;
        module.body().append_operation(func);
        Ok(sig)
    }
}

/// Removes the module tensors (`self.head.weight`) a module entry never
/// reads from its signature: like torch.export's graph signature, it
/// lifts only what the graph uses, so a layer the method does not call
/// needs no values (a training-only head without a weights file).
fn drop_unused_lifted_tensors(
    block: &Block,
    sig: &mut Signature,
    arg_types: &mut Vec<(Type, Location)>,
) {
    let state: Vec<usize> = sig.state.iter().map(|s| s.param).collect();
    for i in (0..sig.params.len()).rev() {
        let unused = block
            .argument(i)
            // SAFETY: reading the use list of a live block argument.
            .is_ok_and(|a| unsafe {
                mlir_sys::mlirOpOperandIsNull(mlir_sys::mlirValueGetFirstUse(a.to_raw()))
            })
            && sig.params[i].name.starts_with("self.")
            && !state.contains(&i);
        if !unused {
            continue;
        }
        // SAFETY: the argument has no uses and no handle to it is kept.
        unsafe { block.erase_argument(i) };
        sig.params.remove(i);
        arg_types.remove(i);
        for slot in &mut sig.state {
            if slot.param > i {
                slot.param -= 1;
            }
        }
    }
}

/// For a list or dict type that holds tensors (an aggregate inside a
/// function, never one argument), what the example input must be.
fn tensor_container(ty: ScriptType) -> Option<&'static str> {
    if !ValueType::One(ty).mentions_tensor() {
        return None;
    }
    match ty {
        ScriptType::List(_) => Some("list"),
        ScriptType::Dict(..) => Some("dict with string keys"),
        _ => None,
    }
}

/// Whether `test` is `__name__ == "__main__"` (either way round).
fn is_main_guard(test: &Expr) -> bool {
    let ExprKind::Compare {
        left,
        ops,
        comparators,
    } = &test.kind
    else {
        return false;
    };
    let is = |e: &Expr, name: bool| match &e.kind {
        ExprKind::Name(n) => name && n == "__name__",
        ExprKind::Str(s) => !name && s == "__main__",
        _ => false,
    };
    matches!(ops.as_slice(), [ast::CmpOp::Eq])
        && comparators.len() == 1
        && ((is(left, true) && is(&comparators[0], false))
            || (is(left, false) && is(&comparators[0], true)))
}

/// Imports a parsed file into `module` (which should be empty): one
/// `func.func` per function, in the order they are first needed.
pub fn import_into<'c>(
    ctx: &'c Context,
    module: &Module<'c>,
    file: &SourceFile,
    ast: &ast::Module,
    spec: Option<EntrySpec>,
) -> Result<ImportInfo, Vec<Diagnostic>> {
    let mut importer = ModuleImporter::new(file);
    importer.spec = spec;
    let mut order = Vec::new();
    for stmt in &ast.items {
        match &stmt.kind {
            StmtKind::Import(_) | StmtKind::ImportFrom { .. } => importer.collect_imports(stmt),
            StmtKind::FunctionDef(def) => {
                if importer.functions.insert(def.name.clone(), def).is_some() {
                    importer.diagnostics.push(Diagnostic::error(
                        format!("function `{}` is defined twice", def.name),
                        def.name_span,
                    ));
                }
                order.push(def.name.clone());
            }
            StmtKind::ClassDef(c) => importer.collect_class(c),
            // `P = NamedTuple("P", [("x", int)])`, `P = namedtuple("P", ["x"])`.
            StmtKind::Assign { targets, value, .. } if is_named_tuple_call(value) => {
                importer.collect_functional_named_tuple(targets, value)
            }
            // Docstrings, and Python code the file runs when imported
            // (`main()`, a `if __name__ == "__main__":` driver), which
            // torch.jit.script never compiles.
            StmtKind::Expr(_) | StmtKind::Pass => {}
            StmtKind::If { test, .. } if is_main_guard(test) => {}
            // `P.__annotations__ = {"x": Optional[Tensor], ...}` typing a
            // `namedtuple`'s fields (torchvision's `GoogLeNetOutputs`).
            StmtKind::Assign { targets, value, .. }
                if matches!(targets.as_slice(), [t] if importer.is_named_tuple_annotations(t)) =>
            {
                importer.annotate_named_tuple(&targets[0], value)
            }
            StmtKind::Assign { targets, value, .. } => {
                for t in targets {
                    importer.collect_global(t, value)
                }
            }
            StmtKind::AnnAssign {
                target,
                value: Some(value),
                ..
            } => importer.collect_global(target, value),
            _ => importer.diagnostics.push(Diagnostic::error(
                "only imports, functions, classes, assignments of globals, expression statements and an `if __name__ == \"__main__\":` block are allowed at the top level",
                stmt.span,
            )),
        }
    }
    // With an entry, compile it and what it calls (as torch.jit.script
    // does); without one, every function but the `@torch.jit.unused` ones
    // (whose bodies TorchScript never reads).
    let roots = match &importer.spec {
        // (A module method `Class.method` is an entry too.)
        Some(spec) if importer.functions.contains_key(&spec.entry) => vec![spec.entry.clone()],
        Some(_) => vec![],
        None => order
            .into_iter()
            .filter(|n| !crate::unused_functions::is_unused(importer.functions[n]))
            .collect(),
    };
    for name in roots {
        if !importer.states.contains_key(&name) {
            importer.emit_function(ctx, module, &name);
        }
    }
    if importer.diagnostics.is_empty() {
        let signatures = importer
            .states
            .into_iter()
            .filter_map(|(name, state)| match state {
                State::Done(sig) => Some((name, sig)),
                _ => None,
            })
            .collect();
        let mut warnings = importer.warnings;
        warnings.sort_by_key(|d| d.span.start);
        warnings.dedup_by(|a, b| a.span == b.span && a.message == b.message);
        Ok(ImportInfo {
            signatures,
            guards: importer.guards,
            warnings,
            state_initializers: importer.state_initializers,
        })
    } else {
        let mut d = importer.diagnostics;
        d.sort_by_key(|d| d.span.start);
        // A method inlined at several calls reports its errors once.
        d.dedup_by(|a, b| a.span == b.span && a.message == b.message);
        Err(d)
    }
}

/// The parameter annotations of `def` after its first `skip` parameters
/// (a method's `self`) and its return annotation, from the signature or
/// from a mypy-style `# type: (int, Tensor) -> int` comment.
pub(crate) fn declared_annotations(
    def: &FunctionDef,
    skip: usize,
) -> Result<(Vec<Option<Expr>>, Option<Expr>), Diagnostic> {
    let Some((text, span)) = &def.type_comment else {
        let params = def.params.iter().skip(skip);
        return Ok((
            params.map(|p| p.annotation.clone()).collect(),
            def.returns.clone(),
        ));
    };
    if let Some(p) = def.params.iter().find(|p| p.annotation.is_some()) {
        return Err(Diagnostic::error(
            "a function with a `# type:` comment cannot also annotate its parameters",
            p.span,
        ));
    }
    let parsed = ts_frontend::parse_func_type_comment(text, *span).map_err(|mut d| d.remove(0))?;
    let inputs = def.params.len() - skip;
    if parsed.params.len() != inputs {
        return Err(Diagnostic::error(
            format!(
                "the `# type:` comment gives {} parameter types for {inputs} parameters",
                parsed.params.len()
            ),
            *span,
        ));
    }
    Ok((
        parsed.params.into_iter().map(Some).collect(),
        Some(parsed.returns),
    ))
}
