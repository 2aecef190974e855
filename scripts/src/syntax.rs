//! Recovers where each argument of a schema call is written in the script.
//!
//! Rhai hands native functions values, not source ranges, and its maps are sorted by key. To
//! point a diagnostic at the exact field of `#{ x: "flaot" }`, and to keep fields in the order
//! the user wrote them, we scan the text of the call itself: from the call position to the
//! matching `)`, splitting arguments, and inside map and array literals, entries. The scan only
//! *locates*; the values still come from Rhai, and callers check that both agree before using
//! a range (a map built at run time has no literal to find).

use std::ops::Range;

#[derive(Clone, Debug, PartialEq)]
pub(crate) enum ArgSyntax {
    /// A string literal; `content` is the text between the delimiters.
    Str { range: Range<usize>, content: Range<usize> },
    /// `#{ key: value, ... }`: key ranges (without quotes) and value syntax.
    Map { range: Range<usize>, entries: Vec<(String, Range<usize>, ArgSyntax)> },
    /// `[a, b, ...]`.
    Array { range: Range<usize>, items: Vec<ArgSyntax> },
    /// Anything else.
    Other { range: Range<usize> },
}

impl ArgSyntax {
    pub(crate) fn range(&self) -> Range<usize> {
        match self {
            ArgSyntax::Str { range, .. }
            | ArgSyntax::Map { range, .. }
            | ArgSyntax::Array { range, .. }
            | ArgSyntax::Other { range } => range.clone(),
        }
    }
}

struct Scanner<'a> {
    s: &'a [u8],
    i: usize,
}

impl Scanner<'_> {
    fn skip_ws(&mut self) {
        loop {
            while self.i < self.s.len() && self.s[self.i].is_ascii_whitespace() {
                self.i += 1;
            }
            if self.s[self.i..].starts_with(b"//") {
                while self.i < self.s.len() && self.s[self.i] != b'\n' {
                    self.i += 1;
                }
            } else if self.s[self.i..].starts_with(b"/*") {
                match find(&self.s[self.i + 2..], b"*/") {
                    Some(e) => self.i += e + 4,
                    None => self.i = self.s.len(),
                }
            } else {
                return;
            }
        }
    }

    fn peek(&self) -> Option<u8> {
        self.s.get(self.i).copied()
    }

    /// A string literal at the cursor: `"..."`, `'...'`, `` `...` ``, or raw `#"..."#`.
    fn string(&mut self) -> Option<ArgSyntax> {
        let start = self.i;
        let c = self.peek()?;
        if c == b'#' {
            let mut hashes = 0;
            while self.s.get(self.i + hashes) == Some(&b'#') {
                hashes += 1;
            }
            if self.s.get(self.i + hashes) != Some(&b'"') {
                return None;
            }
            let open = self.i + hashes + 1;
            let mut close = Vec::with_capacity(hashes + 1);
            close.push(b'"');
            close.extend(std::iter::repeat_n(b'#', hashes));
            let end = open + find(&self.s[open..], &close)?;
            self.i = end + close.len();
            return Some(ArgSyntax::Str { range: start..self.i, content: open..end });
        }
        if c != b'"' && c != b'`' && c != b'\'' {
            return None;
        }
        self.i += 1;
        let open = self.i;
        let mut depth = 0usize;
        while self.i < self.s.len() {
            let b = self.s[self.i];
            if b == b'\\' && c != b'`' {
                self.i = (self.i + 2).min(self.s.len());
                continue;
            }
            if c == b'`' && self.s[self.i..].starts_with(b"${") {
                depth += 1;
                self.i += 2;
                continue;
            }
            if c == b'`' && depth > 0 && b == b'}' {
                depth -= 1;
            } else if b == c && depth == 0 {
                let content = open..self.i;
                self.i += 1;
                return Some(ArgSyntax::Str { range: start..self.i, content });
            }
            self.i += 1;
        }
        None
    }

    /// One argument/value, up to (not including) a top-level `,`, `)`, `]` or `}`.
    fn value(&mut self) -> Option<ArgSyntax> {
        self.skip_ws();
        let start = self.i;
        if let Some(s) = self.string() {
            self.skip_ws();
            if matches!(self.peek(), Some(b',' | b')' | b']' | b'}')) {
                return Some(s);
            }
            // A string followed by more (`"a" + x`): an expression.
            return self.other(start);
        }
        self.i = start;
        if self.s[self.i..].starts_with(b"#{") {
            self.i += 2;
            let mut entries = Vec::new();
            loop {
                self.skip_ws();
                if self.peek() == Some(b'}') {
                    self.i += 1;
                    break;
                }
                let kstart = self.i;
                let key = if let Some(ArgSyntax::Str { content, .. }) = self.string() {
                    (String::from_utf8_lossy(&self.s[content.clone()]).into_owned(), content)
                } else {
                    self.i = kstart;
                    while self.i < self.s.len() && (self.s[self.i].is_ascii_alphanumeric() || self.s[self.i] == b'_') {
                        self.i += 1;
                    }
                    if self.i == kstart {
                        return None;
                    }
                    (String::from_utf8_lossy(&self.s[kstart..self.i]).into_owned(), kstart..self.i)
                };
                self.skip_ws();
                if self.peek() != Some(b':') {
                    return None;
                }
                self.i += 1;
                let v = self.value()?;
                entries.push((key.0, key.1, v));
                self.skip_ws();
                match self.peek() {
                    Some(b',') => self.i += 1,
                    Some(b'}') => {
                        self.i += 1;
                        break;
                    }
                    _ => return None,
                }
            }
            let range = start..self.i;
            self.skip_ws();
            if matches!(self.peek(), Some(b',' | b')' | b']' | b'}')) {
                return Some(ArgSyntax::Map { range, entries });
            }
            return self.other(start);
        }
        if self.peek() == Some(b'[') {
            self.i += 1;
            let mut items = Vec::new();
            loop {
                self.skip_ws();
                if self.peek() == Some(b']') {
                    self.i += 1;
                    break;
                }
                items.push(self.value()?);
                self.skip_ws();
                match self.peek() {
                    Some(b',') => self.i += 1,
                    Some(b']') => {
                        self.i += 1;
                        break;
                    }
                    _ => return None,
                }
            }
            let range = start..self.i;
            self.skip_ws();
            if matches!(self.peek(), Some(b',' | b')' | b']' | b'}')) {
                return Some(ArgSyntax::Array { range, items });
            }
            return self.other(start);
        }
        self.other(start)
    }

    fn other(&mut self, start: usize) -> Option<ArgSyntax> {
        self.i = start;
        let mut depth = 0i32;
        while self.i < self.s.len() {
            let b = self.s[self.i];
            match b {
                b'"' | b'`' | b'\'' => {
                    self.string()?;
                    continue;
                }
                b'(' | b'[' | b'{' => depth += 1,
                b')' | b']' | b'}' if depth == 0 => break,
                b')' | b']' | b'}' => depth -= 1,
                b',' if depth == 0 => break,
                _ => {}
            }
            self.i += 1;
        }
        let mut end = self.i;
        while end > start && self.s[end - 1].is_ascii_whitespace() {
            end -= 1;
        }
        Some(ArgSyntax::Other { range: start..end })
    }
}

fn find(hay: &[u8], needle: &[u8]) -> Option<usize> {
    hay.windows(needle.len()).position(|w| w == needle)
}

/// The arguments of the call whose name starts at byte `pos` of `text`: `name(a, b)`.
/// `None` when the text there does not look like a call (then callers fall back to the call
/// position for every message).
pub(crate) fn call_args(text: &str, pos: usize) -> Option<Vec<ArgSyntax>> {
    let s = text.as_bytes();
    let mut sc = Scanner { s, i: pos.min(s.len()) };
    while sc.i < s.len() && (s[sc.i].is_ascii_alphanumeric() || s[sc.i] == b'_') {
        sc.i += 1;
    }
    sc.skip_ws();
    if sc.peek() != Some(b'(') {
        return None;
    }
    sc.i += 1;
    let mut args = Vec::new();
    loop {
        sc.skip_ws();
        if sc.peek() == Some(b')') {
            break;
        }
        args.push(sc.value()?);
        sc.skip_ws();
        match sc.peek() {
            Some(b',') => sc.i += 1,
            Some(b')') => break,
            _ => return None,
        }
    }
    Some(args)
}

/// Length of the identifier starting at `pos` (the called function's name).
pub(crate) fn ident_len(text: &str, pos: usize) -> usize {
    text.as_bytes()[pos.min(text.len())..].iter().take_while(|b| b.is_ascii_alphanumeric() || **b == b'_').count()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn map_entries_in_written_order() {
        let t = r#"e.component("Cart", #{ x: "float", "x_dot": "float", theta: `vec3` });"#;
        let pos = t.find("component").unwrap();
        let args = call_args(t, pos).unwrap();
        assert_eq!(args.len(), 2);
        let ArgSyntax::Map { entries, .. } = &args[1] else { panic!("{args:?}") };
        let keys: Vec<&str> = entries.iter().map(|e| e.0.as_str()).collect();
        assert_eq!(keys, ["x", "x_dot", "theta"]);
        let ArgSyntax::Str { content, .. } = &entries[2].2 else { panic!() };
        assert_eq!(&t[content.clone()], "vec3");
    }

    #[test]
    fn arrays_raw_strings_and_expressions() {
        let t = "g([\"a\", sort_by(\"S\", \"C.k\"), #\"raw \"q\" \"#], 1 + f(2, 3))";
        let args = call_args(t, 0).unwrap();
        let ArgSyntax::Array { items, .. } = &args[0] else { panic!() };
        assert_eq!(items.len(), 3);
        assert!(matches!(items[1], ArgSyntax::Other { .. }));
        let ArgSyntax::Str { content, .. } = &items[2] else { panic!() };
        assert_eq!(&t[content.clone()], "raw \"q\" ");
        assert_eq!(&t[args[1].range()], "1 + f(2, 3)");
    }

    #[test]
    fn backticks_with_interpolation() {
        let t = "s(`a ${ x + `b` } c`)";
        let args = call_args(t, 0).unwrap();
        assert!(matches!(args[0], ArgSyntax::Str { .. }));
    }

    #[test]
    fn garbage_does_not_panic() {
        for t in ["f(", "f(#{", "f([1,", "f(\"abc", "f(#{ a }", "", "f", "f(#\"x"] {
            let _ = call_args(t, 0);
        }
    }
}
