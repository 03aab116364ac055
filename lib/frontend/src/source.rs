//! Source files and byte-offset spans into them.
//!
//! Every AST node and diagnostic carries a [`Span`] of byte offsets into the
//! original text; line and column numbers are derived only when a message is
//! rendered, so the parser never has to track them.

/// A half-open byte range `start..end` into a [`SourceFile`]'s text.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct Span {
    /// Offset of the first byte.
    pub start: usize,
    /// Offset one past the last byte.
    pub end: usize,
}

impl Span {
    /// Builds a span; `end` is clamped so that it is never before `start`.
    pub fn new(start: usize, end: usize) -> Span {
        Span {
            start,
            end: end.max(start),
        }
    }

    /// An empty span at `pos`, used for "expected X here" locations.
    pub fn point(pos: usize) -> Span {
        Span {
            start: pos,
            end: pos,
        }
    }

    /// The smallest span covering both `self` and `other`.
    pub fn to(self, other: Span) -> Span {
        Span::new(self.start.min(other.start), self.end.max(other.end))
    }

    /// Number of bytes covered.
    pub fn len(&self) -> usize {
        self.end - self.start
    }

    /// True when the span covers no bytes.
    pub fn is_empty(&self) -> bool {
        self.end == self.start
    }
}

/// A named source text, e.g. `prog.py` and its contents.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SourceFile {
    /// The name shown in diagnostics (usually the path as given by the user).
    pub name: String,
    /// The full text.
    pub text: String,
}

impl SourceFile {
    /// Builds a source file from a name and its text.
    pub fn new(name: impl Into<String>, text: impl Into<String>) -> SourceFile {
        SourceFile {
            name: name.into(),
            text: text.into(),
        }
    }

    /// The 1-based line and 1-based column (counted in characters, not bytes)
    /// of `byte_offset`. Offsets past the end, or inside a multi-byte
    /// character, are moved back to the nearest valid position.
    pub fn line_col(&self, byte_offset: usize) -> (usize, usize) {
        let mut offset = byte_offset.min(self.text.len());
        while !self.text.is_char_boundary(offset) {
            offset -= 1;
        }
        let before = &self.text[..offset];
        let line = before.bytes().filter(|&b| b == b'\n').count() + 1;
        let line_start = before.rfind('\n').map_or(0, |i| i + 1);
        let col = self.text[line_start..offset].chars().count() + 1;
        (line, col)
    }

    /// Byte offset where 1-based `line` starts, or `None` past the last line.
    pub fn line_start(&self, line: usize) -> Option<usize> {
        if line == 0 {
            return None;
        }
        if line == 1 {
            return Some(0);
        }
        self.text
            .match_indices('\n')
            .nth(line - 2)
            .map(|(i, _)| i + 1)
    }

    /// The text of 1-based `line` without its line terminator; empty when the
    /// line does not exist.
    pub fn line_text(&self, line: usize) -> &str {
        let Some(start) = self.line_start(line) else {
            return "";
        };
        let rest = &self.text[start..];
        let end = rest.find('\n').unwrap_or(rest.len());
        rest[..end].strip_suffix('\r').unwrap_or(&rest[..end])
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn line_col_is_one_based_and_counts_characters() {
        let f = SourceFile::new("t.py", "ab\né\tx\n\nlast");
        let cases = [
            (0, (1, 1)),
            (2, (1, 3)),
            (3, (2, 1)),
            (5, (2, 2)),
            (6, (2, 3)),
            (8, (3, 1)),
            (9, (4, 1)),
        ];
        for (offset, want) in cases {
            assert_eq!(f.line_col(offset), want, "offset {offset}");
        }
        // Inside the two-byte 'é' and past the end are clamped, not panics.
        assert_eq!(f.line_col(4), (2, 1));
        assert_eq!(f.line_col(1000), (4, 5));
    }

    #[test]
    fn line_text_strips_terminators() {
        let f = SourceFile::new("t.py", "one\r\ntwo\n\nfour");
        let lines: Vec<&str> = (1..=5).map(|l| f.line_text(l)).collect();
        assert_eq!(lines, ["one", "two", "", "four", ""]);
        assert_eq!(f.line_text(0), "");
        assert_eq!(f.line_start(2), Some(5));
    }

    #[test]
    fn span_helpers() {
        let a = Span::new(3, 5);
        assert_eq!(a.to(Span::new(1, 2)), Span::new(1, 5));
        assert_eq!(Span::new(4, 2), Span::point(4));
        assert!(Span::point(4).is_empty());
        assert_eq!(a.len(), 2);
    }
}
