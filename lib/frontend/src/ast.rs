//! Typed syntax tree for TorchScript source, with a [`Span`] on every node.
//!
//! The tree mirrors Python's own `ast` module closely enough that the type
//! checker can follow the language reference, but it is owned Rust data rather
//! than pest pairs, so later stages never see the grammar. Constructs that
//! TorchScript rejects (lambdas, sets, generators, `try`, `global`, f-strings,
//! `while ... else`) are still represented, so the checker can reject them with
//! a located message instead of the parser failing with a vague one. Type
//! annotations stay plain expressions (`List[int]` is a subscript); the type
//! checker interprets them.

use crate::source::Span;

/// A whole source file: its top-level statements in order.
#[derive(Debug, Clone, PartialEq)]
pub struct Module {
    /// Top-level statements (imports, functions, classes, assignments...).
    pub items: Vec<Stmt>,
}

/// An identifier together with where it was written.
pub type Ident = (String, Span);

/// A statement and its location.
#[derive(Debug, Clone, PartialEq)]
pub struct Stmt {
    /// What kind of statement this is.
    pub kind: StmtKind,
    /// From the first token to the last token of the statement (for compound
    /// statements, the end of the last nested statement). A decorated
    /// definition starts at `def`/`class`, not at its first decorator.
    pub span: Span,
}

/// The statement forms of the language.
#[derive(Debug, Clone, PartialEq)]
pub enum StmtKind {
    /// `def name(params) -> returns: body`, possibly decorated.
    FunctionDef(FunctionDef),
    /// `class Name(bases): body`, possibly decorated.
    ClassDef(ClassDef),
    /// `return [value]`; a bare `a, b` value is a [`ExprKind::Tuple`].
    Return(Option<Expr>),
    /// `pass`.
    Pass,
    /// `break`.
    Break,
    /// `continue`.
    Continue,
    /// `assert test [, msg]`.
    Assert {
        /// The asserted condition.
        test: Expr,
        /// The optional message expression.
        msg: Option<Expr>,
    },
    /// `raise [exc [from cause]]`.
    Raise {
        /// The raised exception, absent for a bare re-raise.
        exc: Option<Expr>,
        /// The `from` clause.
        cause: Option<Expr>,
    },
    /// `del a, b[0]`.
    Delete(Vec<Expr>),
    /// `global a, b` (not supported by TorchScript; kept so it can be rejected).
    Global(Vec<Ident>),
    /// `nonlocal a, b` (not supported by TorchScript; kept so it can be rejected).
    Nonlocal(Vec<Ident>),
    /// `t1 = t2 = value`; `targets` holds every target left to right.
    Assign {
        /// Assignment targets, each a name, attribute, subscript, tuple, list
        /// or starred target.
        targets: Vec<Expr>,
        /// The assigned value.
        value: Expr,
        /// A mypy-style `# type: T` comment on the statement's last line.
        type_comment: Option<(String, Span)>,
    },
    /// `target: annotation [= value]`.
    AnnAssign {
        /// The annotated target (a name, attribute or subscript).
        target: Expr,
        /// The annotation expression.
        annotation: Expr,
        /// The optional initial value.
        value: Option<Expr>,
    },
    /// `target op= value`.
    AugAssign {
        /// The updated target (a name, attribute or subscript).
        target: Expr,
        /// The arithmetic operator (`+=` is [`BinaryOp::Add`]).
        op: BinaryOp,
        /// The right-hand side.
        value: Expr,
    },
    /// An expression evaluated for its effect, e.g. a call.
    Expr(Expr),
    /// `if test: body [elif ...] [else: orelse]`; an `elif` is a nested `If`
    /// as the only statement of `orelse`.
    If {
        /// The condition.
        test: Expr,
        /// Statements run when the condition holds.
        body: Vec<Stmt>,
        /// The `elif`/`else` part; empty when absent.
        orelse: Vec<Stmt>,
    },
    /// `while test: body [else: orelse]`.
    While {
        /// The loop condition.
        test: Expr,
        /// The loop body.
        body: Vec<Stmt>,
        /// The `else` suite (unsupported by TorchScript); empty when absent.
        orelse: Vec<Stmt>,
    },
    /// `for target in iter: body [else: orelse]`.
    For {
        /// The loop variable(s), e.g. a name or a tuple of names.
        target: Expr,
        /// The iterated expression.
        iter: Expr,
        /// The loop body.
        body: Vec<Stmt>,
        /// The `else` suite (unsupported by TorchScript); empty when absent.
        orelse: Vec<Stmt>,
    },
    /// `with a as x, b: body`.
    With {
        /// The context managers in order.
        items: Vec<WithItem>,
        /// The body.
        body: Vec<Stmt>,
    },
    /// `try/except/else/finally` (not supported by TorchScript).
    Try {
        /// The guarded body.
        body: Vec<Stmt>,
        /// The `except` clauses.
        handlers: Vec<ExceptHandler>,
        /// The `else` suite; empty when absent.
        orelse: Vec<Stmt>,
        /// The `finally` suite; empty when absent.
        finalbody: Vec<Stmt>,
    },
    /// `import a.b as c, d`.
    Import(Vec<Alias>),
    /// `from ..a.b import x as y, z` or `from a import *`.
    ImportFrom {
        /// The dotted module path without leading dots, if any.
        module: Option<Ident>,
        /// The number of leading dots (relative import level).
        level: usize,
        /// The imported names; `*` is a single alias named `*`.
        names: Vec<Alias>,
    },
}

/// One `name [as asname]` in an import statement.
#[derive(Debug, Clone, PartialEq)]
pub struct Alias {
    /// The dotted name as written (`torch.nn.functional`).
    pub name: String,
    /// Where the dotted name was written.
    pub name_span: Span,
    /// The `as` name, if any.
    pub asname: Option<Ident>,
}

/// One `expr [as target]` of a `with` statement.
#[derive(Debug, Clone, PartialEq)]
pub struct WithItem {
    /// The context manager expression.
    pub context: Expr,
    /// The optional `as` target.
    pub target: Option<Expr>,
    /// Where the item was written.
    pub span: Span,
}

/// One `except [type [as name]]: body` clause.
#[derive(Debug, Clone, PartialEq)]
pub struct ExceptHandler {
    /// The exception type expression, absent for a bare `except:`.
    pub typ: Option<Expr>,
    /// The `as` name, if any.
    pub name: Option<Ident>,
    /// The handler body.
    pub body: Vec<Stmt>,
    /// From `except` to the end of the body.
    pub span: Span,
}

/// A function or method definition.
#[derive(Debug, Clone, PartialEq)]
pub struct FunctionDef {
    /// The function name.
    pub name: String,
    /// Where the name was written.
    pub name_span: Span,
    /// Parameters in order, including `self` for methods.
    pub params: Vec<Param>,
    /// The `-> T` return annotation.
    pub returns: Option<Expr>,
    /// The body statements.
    pub body: Vec<Stmt>,
    /// Decorator expressions in source order (`torch.jit.export`, `staticmethod`).
    pub decorators: Vec<Expr>,
    /// A mypy-style signature comment, e.g. `(int, Tensor) -> Tensor`, with the
    /// span of that text; parse it with [`crate::parse_func_type_comment`].
    pub type_comment: Option<(String, Span)>,
}

impl FunctionDef {
    /// Whether a decorator names `dotted` (`staticmethod`,
    /// `torch.jit.unused`).
    pub fn is_decorated(&self, dotted: &str) -> bool {
        self.decorators
            .iter()
            .any(|d| d.dotted_name().as_deref() == Some(dotted))
    }
}

/// How a parameter binds arguments.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ParamKind {
    /// An ordinary parameter, passed by position or keyword.
    Normal,
    /// A parameter before a `/` marker.
    PositionalOnly,
    /// A parameter after `*` or `*args`.
    KeywordOnly,
    /// `*args`.
    VarArgs,
    /// `**kwargs`.
    VarKwargs,
}

/// One function (or lambda) parameter.
#[derive(Debug, Clone, PartialEq)]
pub struct Param {
    /// The parameter name.
    pub name: String,
    /// Where the name was written.
    pub name_span: Span,
    /// The `: T` annotation.
    pub annotation: Option<Expr>,
    /// The `= value` default.
    pub default: Option<Expr>,
    /// How the parameter binds arguments.
    pub kind: ParamKind,
    /// From the name (or its stars) to the end of the default.
    pub span: Span,
}

/// A class definition (script class, `nn.Module`, `NamedTuple`, `Enum`).
#[derive(Debug, Clone, PartialEq)]
pub struct ClassDef {
    /// The class name.
    pub name: String,
    /// Where the name was written.
    pub name_span: Span,
    /// Base class expressions, e.g. `torch.nn.Module`, `NamedTuple`, `Enum`.
    pub bases: Vec<Expr>,
    /// Keyword arguments in the class header (`metaclass=...`).
    pub keywords: Vec<Keyword>,
    /// The class body: methods, annotated fields, enum members.
    pub body: Vec<Stmt>,
    /// Decorator expressions in source order.
    pub decorators: Vec<Expr>,
}

/// An expression and its location.
#[derive(Debug, Clone, PartialEq)]
pub struct Expr {
    /// What kind of expression this is.
    pub kind: ExprKind,
    /// From the first to the last character of the expression. A parenthesised
    /// expression has the span of its contents; a tuple display includes its
    /// parentheses.
    pub span: Span,
}

/// The expression forms of the language.
#[derive(Debug, Clone, PartialEq)]
pub enum ExprKind {
    /// A variable, function, module or type name.
    Name(String),
    /// An integer literal that fits in `i64`.
    Int(i64),
    /// A floating point literal.
    Float(f64),
    /// A string literal (adjacent literals already concatenated, escapes decoded).
    Str(String),
    /// A bytes literal `b"..."` (not supported by TorchScript).
    Bytes(Vec<u8>),
    /// An f-string, kept as its raw source text (not supported by TorchScript).
    FormattedStr(String),
    /// `True` or `False`.
    Bool(bool),
    /// `None`.
    None,
    /// `...`.
    Ellipsis,
    /// `(a, b)`, `()`, or a bare `a, b` where Python allows it.
    Tuple(Vec<Expr>),
    /// `[a, b]`.
    List(Vec<Expr>),
    /// `{k: v, ...}`; `{}` is an empty dict.
    Dict(Vec<(Expr, Expr)>),
    /// `{a, b}` (not supported by TorchScript).
    Set(Vec<Expr>),
    /// `[elt for ... if ...]`.
    ListComp {
        /// The produced element.
        elt: Box<Expr>,
        /// The `for`/`if` clauses, outermost first.
        generators: Vec<Comprehension>,
    },
    /// `{key: value for ...}`.
    DictComp {
        /// The produced key.
        key: Box<Expr>,
        /// The produced value.
        value: Box<Expr>,
        /// The `for`/`if` clauses, outermost first.
        generators: Vec<Comprehension>,
    },
    /// `{elt for ...}` (not supported by TorchScript).
    SetComp {
        /// The produced element.
        elt: Box<Expr>,
        /// The `for`/`if` clauses, outermost first.
        generators: Vec<Comprehension>,
    },
    /// `(elt for ...)` (not supported by TorchScript).
    GeneratorExp {
        /// The produced element.
        elt: Box<Expr>,
        /// The `for`/`if` clauses, outermost first.
        generators: Vec<Comprehension>,
    },
    /// `value.attr`.
    Attribute {
        /// The object whose attribute is read.
        value: Box<Expr>,
        /// The attribute name.
        attr: String,
        /// Where the attribute name was written.
        attr_span: Span,
    },
    /// `value[index]`; several indices form a [`ExprKind::Tuple`], and `a:b:c`
    /// items are [`ExprKind::Slice`].
    Subscript {
        /// The subscripted object (or generic type, in annotations).
        value: Box<Expr>,
        /// The index expression.
        index: Box<Expr>,
    },
    /// `lower:upper:step` inside a subscript.
    Slice {
        /// The start bound.
        lower: Option<Box<Expr>>,
        /// The stop bound.
        upper: Option<Box<Expr>>,
        /// The step.
        step: Option<Box<Expr>>,
    },
    /// `func(args, kw=value)`; `*x` arguments are [`ExprKind::Starred`] in
    /// `args`, and `**x` is a [`Keyword`] without a name.
    Call {
        /// The called expression.
        func: Box<Expr>,
        /// Positional arguments.
        args: Vec<Expr>,
        /// Keyword arguments.
        keywords: Vec<Keyword>,
    },
    /// `left op right` for arithmetic, bitwise and matmul operators.
    Binary {
        /// The operator.
        op: BinaryOp,
        /// The left operand.
        left: Box<Expr>,
        /// The right operand.
        right: Box<Expr>,
    },
    /// `op operand` for `-`, `+`, `~` and `not`.
    Unary {
        /// The operator.
        op: UnaryOp,
        /// The operand.
        operand: Box<Expr>,
    },
    /// `a and b and c` / `a or b`.
    BoolOp {
        /// The operator.
        op: BoolOp,
        /// Two or more operands.
        values: Vec<Expr>,
    },
    /// `a < b <= c`: `ops[i]` compares the previous operand with `comparators[i]`.
    Compare {
        /// The first operand.
        left: Box<Expr>,
        /// The comparison operators.
        ops: Vec<CmpOp>,
        /// The operands after each operator.
        comparators: Vec<Expr>,
    },
    /// `body if test else orelse`.
    IfExp {
        /// The condition.
        test: Box<Expr>,
        /// The value when the condition holds.
        body: Box<Expr>,
        /// The value otherwise.
        orelse: Box<Expr>,
    },
    /// `lambda params: body` (not supported by TorchScript).
    Lambda {
        /// The parameters (never annotated).
        params: Vec<Param>,
        /// The body expression.
        body: Box<Expr>,
    },
    /// `*value` in a target list, call or display.
    Starred(Box<Expr>),
}

/// A keyword argument `name=value`, or `**value` when `name` is `None`.
#[derive(Debug, Clone, PartialEq)]
pub struct Keyword {
    /// The keyword, absent for `**value`.
    pub name: Option<Ident>,
    /// The argument value.
    pub value: Expr,
    /// The whole argument.
    pub span: Span,
}

/// One `for target in iter [if cond]...` clause of a comprehension.
#[derive(Debug, Clone, PartialEq)]
pub struct Comprehension {
    /// The loop variable(s).
    pub target: Expr,
    /// The iterated expression.
    pub iter: Expr,
    /// The filter conditions.
    pub ifs: Vec<Expr>,
    /// From `for` to the end of the last condition.
    pub span: Span,
}

/// Binary arithmetic and bitwise operators (also used by augmented assignment).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum BinaryOp {
    /// `+`
    Add,
    /// `-`
    Sub,
    /// `*`
    Mul,
    /// `@`
    MatMul,
    /// `/`
    Div,
    /// `//`
    FloorDiv,
    /// `%`
    Mod,
    /// `**`
    Pow,
    /// `<<`
    LShift,
    /// `>>`
    RShift,
    /// `|`
    BitOr,
    /// `^`
    BitXor,
    /// `&`
    BitAnd,
}

impl BinaryOp {
    /// The operator as written in source, e.g. `"//"`.
    pub fn symbol(self) -> &'static str {
        match self {
            BinaryOp::Add => "+",
            BinaryOp::Sub => "-",
            BinaryOp::Mul => "*",
            BinaryOp::MatMul => "@",
            BinaryOp::Div => "/",
            BinaryOp::FloorDiv => "//",
            BinaryOp::Mod => "%",
            BinaryOp::Pow => "**",
            BinaryOp::LShift => "<<",
            BinaryOp::RShift => ">>",
            BinaryOp::BitOr => "|",
            BinaryOp::BitXor => "^",
            BinaryOp::BitAnd => "&",
        }
    }

    /// Parses an operator symbol (without `=`); `None` if it is not one.
    pub fn from_symbol(s: &str) -> Option<BinaryOp> {
        Some(match s {
            "+" => BinaryOp::Add,
            "-" => BinaryOp::Sub,
            "*" => BinaryOp::Mul,
            "@" => BinaryOp::MatMul,
            "/" => BinaryOp::Div,
            "//" => BinaryOp::FloorDiv,
            "%" => BinaryOp::Mod,
            "**" => BinaryOp::Pow,
            "<<" => BinaryOp::LShift,
            ">>" => BinaryOp::RShift,
            "|" => BinaryOp::BitOr,
            "^" => BinaryOp::BitXor,
            "&" => BinaryOp::BitAnd,
            _ => return None,
        })
    }
}

/// Unary operators.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum UnaryOp {
    /// `-x`
    Neg,
    /// `+x`
    Pos,
    /// `~x`
    Invert,
    /// `not x`
    Not,
}

/// Short-circuit boolean operators.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum BoolOp {
    /// `and`
    And,
    /// `or`
    Or,
}

/// Comparison operators.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum CmpOp {
    /// `==`
    Eq,
    /// `!=`
    NotEq,
    /// `<`
    Lt,
    /// `<=`
    LtE,
    /// `>`
    Gt,
    /// `>=`
    GtE,
    /// `is`
    Is,
    /// `is not`
    IsNot,
    /// `in`
    In,
    /// `not in`
    NotIn,
}

impl CmpOp {
    /// The operator as written in source, e.g. `"is not"`.
    pub fn symbol(self) -> &'static str {
        match self {
            CmpOp::Eq => "==",
            CmpOp::NotEq => "!=",
            CmpOp::Lt => "<",
            CmpOp::LtE => "<=",
            CmpOp::Gt => ">",
            CmpOp::GtE => ">=",
            CmpOp::Is => "is",
            CmpOp::IsNot => "is not",
            CmpOp::In => "in",
            CmpOp::NotIn => "not in",
        }
    }
}

impl Stmt {
    /// The statement lists nested in this one, in order: an `if`'s or a
    /// loop's body and `else`, a `with`'s body (not a function's or
    /// class's, which are scopes of their own).
    pub fn nested_bodies(&self) -> Vec<&[Stmt]> {
        match &self.kind {
            StmtKind::If { body, orelse, .. }
            | StmtKind::While { body, orelse, .. }
            | StmtKind::For { body, orelse, .. } => vec![body, orelse],
            StmtKind::With { body, .. } => vec![body],
            _ => vec![],
        }
    }

    /// Calls `f` on every expression of the statement and of its nested
    /// bodies, and every expression inside those (see [`Expr::visit`]);
    /// not in nested function and class definitions nor `try` statements.
    pub fn visit_exprs(&self, f: &mut dyn FnMut(&Expr)) {
        let one = |x: &Expr, f: &mut dyn FnMut(&Expr)| x.visit(f);
        match &self.kind {
            StmtKind::Return(Some(x)) | StmtKind::Expr(x) => one(x, f),
            StmtKind::Assert { test, msg } => {
                one(test, f);
                msg.iter().for_each(|m| one(m, f));
            }
            StmtKind::Raise { exc, cause } => {
                exc.iter().chain(cause).for_each(|x| one(x, f));
            }
            StmtKind::Delete(targets) => targets.iter().for_each(|t| one(t, f)),
            StmtKind::Assign { targets, value, .. } => {
                targets.iter().for_each(|t| one(t, f));
                one(value, f);
            }
            StmtKind::AnnAssign { target, value, .. } => {
                one(target, f);
                value.iter().for_each(|v| one(v, f));
            }
            StmtKind::AugAssign { target, value, .. } => {
                one(target, f);
                one(value, f);
            }
            StmtKind::If { test, .. } | StmtKind::While { test, .. } => one(test, f),
            StmtKind::For { target, iter, .. } => {
                one(target, f);
                one(iter, f);
            }
            StmtKind::With { items, .. } => {
                for i in items {
                    one(&i.context, f);
                    i.target.iter().for_each(|t| one(t, f));
                }
            }
            StmtKind::Return(None)
            | StmtKind::Pass
            | StmtKind::Break
            | StmtKind::Continue
            | StmtKind::Global(_)
            | StmtKind::Nonlocal(_)
            | StmtKind::Import(_)
            | StmtKind::ImportFrom { .. }
            | StmtKind::FunctionDef(_)
            | StmtKind::ClassDef(_)
            | StmtKind::Try { .. } => {}
        }
        for body in self.nested_bodies() {
            body.iter().for_each(|s| s.visit_exprs(f));
        }
    }

    /// A copy with every `Name` that `with` maps replaced by its value,
    /// in every expression of the statement and of its nested bodies
    /// (see [`Expr::substitute_names`]); nested function and class
    /// definitions, and `try` statements, are kept as they are.
    pub fn substitute_names(&self, with: &dyn Fn(&str) -> Option<Expr>) -> Stmt {
        let e = |x: &Expr| x.substitute_names(with);
        let opt = |x: &Option<Expr>| x.as_ref().map(e);
        let all = |xs: &[Expr]| xs.iter().map(e).collect::<Vec<_>>();
        let body = |b: &[Stmt]| {
            b.iter()
                .map(|s| s.substitute_names(with))
                .collect::<Vec<_>>()
        };
        let kind = match &self.kind {
            StmtKind::Return(v) => StmtKind::Return(opt(v)),
            StmtKind::Assert { test, msg } => StmtKind::Assert {
                test: e(test),
                msg: opt(msg),
            },
            StmtKind::Raise { exc, cause } => StmtKind::Raise {
                exc: opt(exc),
                cause: opt(cause),
            },
            StmtKind::Delete(targets) => StmtKind::Delete(all(targets)),
            StmtKind::Assign {
                targets,
                value,
                type_comment,
            } => StmtKind::Assign {
                targets: all(targets),
                value: e(value),
                type_comment: type_comment.clone(),
            },
            StmtKind::AnnAssign {
                target,
                annotation,
                value,
            } => StmtKind::AnnAssign {
                target: e(target),
                annotation: annotation.clone(),
                value: opt(value),
            },
            StmtKind::AugAssign { target, op, value } => StmtKind::AugAssign {
                target: e(target),
                op: *op,
                value: e(value),
            },
            StmtKind::Expr(x) => StmtKind::Expr(e(x)),
            StmtKind::If {
                test,
                body: b,
                orelse,
            } => StmtKind::If {
                test: e(test),
                body: body(b),
                orelse: body(orelse),
            },
            StmtKind::While {
                test,
                body: b,
                orelse,
            } => StmtKind::While {
                test: e(test),
                body: body(b),
                orelse: body(orelse),
            },
            StmtKind::For {
                target,
                iter,
                body: b,
                orelse,
            } => StmtKind::For {
                target: e(target),
                iter: e(iter),
                body: body(b),
                orelse: body(orelse),
            },
            StmtKind::With { items, body: b } => StmtKind::With {
                items: items
                    .iter()
                    .map(|i| WithItem {
                        context: e(&i.context),
                        target: opt(&i.target),
                        span: i.span,
                    })
                    .collect(),
                body: body(b),
            },
            other => other.clone(),
        };
        Stmt {
            kind,
            span: self.span,
        }
    }
}

impl Expr {
    /// Builds an expression node.
    pub fn new(kind: ExprKind, span: Span) -> Expr {
        Expr { kind, span }
    }

    /// Calls `f` on this expression and every expression inside it, parents
    /// first (lambda bodies and comprehensions included).
    pub fn visit(&self, f: &mut dyn FnMut(&Expr)) {
        f(self);
        let all = |items: &[Expr], f: &mut dyn FnMut(&Expr)| {
            for i in items {
                i.visit(f);
            }
        };
        match &self.kind {
            ExprKind::Tuple(items) | ExprKind::List(items) | ExprKind::Set(items) => all(items, f),
            ExprKind::Dict(pairs) => {
                for (k, v) in pairs {
                    k.visit(f);
                    v.visit(f);
                }
            }
            ExprKind::ListComp { elt, generators }
            | ExprKind::SetComp { elt, generators }
            | ExprKind::GeneratorExp { elt, generators } => {
                elt.visit(f);
                for g in generators {
                    g.iter.visit(f);
                    all(&g.ifs, f);
                }
            }
            ExprKind::DictComp {
                key,
                value,
                generators,
            } => {
                key.visit(f);
                value.visit(f);
                for g in generators {
                    g.iter.visit(f);
                    all(&g.ifs, f);
                }
            }
            ExprKind::Attribute { value, .. } | ExprKind::Starred(value) => value.visit(f),
            ExprKind::Subscript { value, index } => {
                value.visit(f);
                index.visit(f);
            }
            ExprKind::Slice { lower, upper, step } => {
                for e in [lower, upper, step].into_iter().flatten() {
                    e.visit(f);
                }
            }
            ExprKind::Call {
                func,
                args,
                keywords,
            } => {
                func.visit(f);
                all(args, f);
                for k in keywords {
                    k.value.visit(f);
                }
            }
            ExprKind::Binary { left, right, .. } => {
                left.visit(f);
                right.visit(f);
            }
            ExprKind::Unary { operand, .. } => operand.visit(f),
            ExprKind::BoolOp { values, .. } => all(values, f),
            ExprKind::Compare {
                left, comparators, ..
            } => {
                left.visit(f);
                all(comparators, f);
            }
            ExprKind::IfExp { test, body, orelse } => {
                test.visit(f);
                body.visit(f);
                orelse.visit(f);
            }
            ExprKind::Lambda { body, .. } => body.visit(f),
            ExprKind::Name(_)
            | ExprKind::Int(_)
            | ExprKind::Float(_)
            | ExprKind::Str(_)
            | ExprKind::Bytes(_)
            | ExprKind::FormattedStr(_)
            | ExprKind::Bool(_)
            | ExprKind::None
            | ExprKind::Ellipsis => {}
        }
    }

    /// A copy with every `Name` that `with` maps replaced by its value
    /// (a module class's `__init__` read with its constructor's arguments).
    /// Names bound inside comprehensions and lambdas are replaced too; the
    /// callers substitute only expressions that have none.
    pub fn substitute_names(&self, with: &dyn Fn(&str) -> Option<Expr>) -> Expr {
        let sub = |e: &Expr| e.substitute_names(with);
        let all = |items: &[Expr]| items.iter().map(sub).collect::<Vec<_>>();
        let kind = match &self.kind {
            ExprKind::Name(n) => match with(n) {
                Some(e) => return e,
                None => ExprKind::Name(n.clone()),
            },
            ExprKind::Tuple(items) => ExprKind::Tuple(all(items)),
            ExprKind::List(items) => ExprKind::List(all(items)),
            ExprKind::Attribute {
                value,
                attr,
                attr_span,
            } => ExprKind::Attribute {
                value: Box::new(sub(value)),
                attr: attr.clone(),
                attr_span: *attr_span,
            },
            ExprKind::Call {
                func,
                args,
                keywords,
            } => ExprKind::Call {
                func: Box::new(sub(func)),
                args: all(args),
                keywords: keywords
                    .iter()
                    .map(|k| Keyword {
                        value: sub(&k.value),
                        ..k.clone()
                    })
                    .collect(),
            },
            ExprKind::Binary { left, op, right } => ExprKind::Binary {
                left: Box::new(sub(left)),
                op: *op,
                right: Box::new(sub(right)),
            },
            ExprKind::Unary { op, operand } => ExprKind::Unary {
                op: *op,
                operand: Box::new(sub(operand)),
            },
            ExprKind::ListComp { elt, generators } => ExprKind::ListComp {
                elt: Box::new(sub(elt)),
                generators: generators
                    .iter()
                    .map(|g| Comprehension {
                        iter: sub(&g.iter),
                        ifs: all(&g.ifs),
                        ..g.clone()
                    })
                    .collect(),
            },
            ExprKind::Compare {
                left,
                ops,
                comparators,
            } => ExprKind::Compare {
                left: Box::new(sub(left)),
                ops: ops.clone(),
                comparators: all(comparators),
            },
            ExprKind::BoolOp { op, values } => ExprKind::BoolOp {
                op: *op,
                values: all(values),
            },
            ExprKind::IfExp { test, body, orelse } => ExprKind::IfExp {
                test: Box::new(sub(test)),
                body: Box::new(sub(body)),
                orelse: Box::new(sub(orelse)),
            },
            ExprKind::Subscript { value, index } => ExprKind::Subscript {
                value: Box::new(sub(value)),
                index: Box::new(sub(index)),
            },
            ExprKind::Slice { lower, upper, step } => {
                let part = |e: &Option<Box<Expr>>| e.as_ref().map(|e| Box::new(sub(e)));
                ExprKind::Slice {
                    lower: part(lower),
                    upper: part(upper),
                    step: part(step),
                }
            }
            ExprKind::Starred(inner) => ExprKind::Starred(Box::new(sub(inner))),
            ExprKind::Dict(pairs) => {
                ExprKind::Dict(pairs.iter().map(|(k, v)| (sub(k), sub(v))).collect())
            }
            other => other.clone(),
        };
        Expr {
            kind,
            span: self.span,
        }
    }

    /// Whether this is the empty list display `[]` (typed by where it is
    /// used rather than by its items).
    pub fn is_empty_list(&self) -> bool {
        matches!(&self.kind, ExprKind::List(items) if items.is_empty())
    }

    /// The dotted path of a `Name` or chain of `Attribute`s (`torch.nn.Module`),
    /// which is how types, modules and decorators are usually referred to.
    pub fn dotted_name(&self) -> Option<String> {
        match &self.kind {
            ExprKind::Name(n) => Some(n.clone()),
            ExprKind::Attribute { value, attr, .. } => {
                let mut base = value.dotted_name()?;
                base.push('.');
                base.push_str(attr);
                Some(base)
            }
            _ => None,
        }
    }
}
