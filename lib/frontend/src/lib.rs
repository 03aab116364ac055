//! Front end of the TorchScript compiler: source text to a typed AST.
//!
//! The pipeline is [`preprocess`] (Python's tokenizer-level rules, done in
//! place so byte offsets survive), a pest grammar for the syntax, and a
//! conversion of pest's tree into [`ast`] nodes that each carry a [`Span`].
//! Every failure is a [`Diagnostic`] that renders as
//! `FILE:LINE:COL: error: MESSAGE` with a caret excerpt.

#![warn(missing_docs)]

pub mod ast;
pub mod diagnostics;
mod formatted_strings;
mod literals;
mod parser;
pub mod preprocess;
pub mod source;
mod span_shift;
mod syntax_error;

pub use diagnostics::{render_all, Diagnostic, Severity};
pub use formatted_strings::{formatted_string_parts, FormatPart};
pub use parser::{parse_expression, parse_file, parse_func_type_comment, FuncTypeComment};
pub use preprocess::{preprocess, Preprocessed};
pub use source::{SourceFile, Span};
