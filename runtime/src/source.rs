//! Source files, spans and diagnostics.
//!
//! Every error a user can cause is a [`Diagnostic`]: a message, a primary [`Span`] in one of the
//! files of a [`SourceMap`], optional secondary labels, and notes that say how to fix it.
//! Spans are byte ranges into the *original* files the user wrote: system code inside a Rhai
//! string is lexed with the offset of that string in its script, so an error in a system body
//! points at the script's own line and column.
//!
//! Rendering goes through `codespan-reporting`; [`SourceMap::render`] gives the plain text that
//! golden tests pin, [`SourceMap::emit`] writes (optionally coloured) text to a terminal.

use std::fmt;
use std::ops::Range;
use std::path::{Path, PathBuf};

use codespan_reporting::diagnostic::{Diagnostic as CsDiagnostic, Label};
use codespan_reporting::files::{self, Files};
use codespan_reporting::term;

/// Index of a file in a [`SourceMap`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Default)]
pub struct FileId(pub u32);

/// A byte range in one file.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub struct Span {
    pub file: FileId,
    pub start: u32,
    pub end: u32,
}

impl Span {
    pub fn new(file: FileId, start: usize, end: usize) -> Span {
        Span { file, start: start as u32, end: end.max(start) as u32 }
    }

    /// The smallest span covering both (same file assumed; otherwise `self`).
    pub fn to(self, other: Span) -> Span {
        if self.file != other.file {
            return self;
        }
        Span { file: self.file, start: self.start.min(other.start), end: self.end.max(other.end) }
    }

    pub fn range(self) -> Range<usize> {
        self.start as usize..self.end as usize
    }
}

/// One source file: a script, an imported module, a system-code file, or a virtual file for
/// code that could not be located verbatim in its script (an interpolated string).
#[derive(Clone, Debug)]
pub struct SourceFile {
    /// The name shown in diagnostics (a path relative to where the user ran the command).
    pub name: String,
    /// The path on disk, when the file came from disk.
    pub path: Option<PathBuf>,
    pub text: String,
    line_starts: Vec<usize>,
}

thread_local! {
    static REGULAR_ONLY: std::cell::Cell<bool> = const { std::cell::Cell::new(false) };
}

/// Runs `f` with [`read_source`] refusing FIFOs on this thread. A watcher reads its files again
/// on every change: a FIFO there (a script replaced by one) would block it until some writer
/// came, and every later save would go unseen.
pub fn regular_files_only<T>(f: impl FnOnce() -> T) -> T {
    let before = REGULAR_ONLY.with(|r| r.replace(true));
    let out = f();
    REGULAR_ONLY.with(|r| r.set(before));
    out
}

/// Reads a source file (a script, a module, system code) as the text the front end sees.
///
/// Reads once (a FIFO or process substitution works), refuses what is not a file (a directory,
/// `/dev/zero`) and anything over [`MAX_SOURCE_BYTES`](crate::limits::MAX_SOURCE_BYTES), and
/// normalises what editors write: a UTF-8 byte-order mark is dropped and CRLF line ends become
/// LF (lines and columns are unchanged, so diagnostics still point where the user looks).
pub fn read_source(path: &Path) -> Result<String, String> {
    use std::io::Read;
    let shown = path.display();
    let meta = std::fs::metadata(path).map_err(|e| format!("can't read `{shown}`: {e}"))?;
    let ft = meta.file_type();
    #[cfg(unix)]
    let fifo = std::os::unix::fs::FileTypeExt::is_fifo(&ft);
    #[cfg(not(unix))]
    let fifo = false;
    if ft.is_dir() {
        return Err(format!("can't read `{shown}`: it is a directory"));
    }
    if fifo && REGULAR_ONLY.with(|r| r.get()) {
        return Err(format!(
            "can't read `{shown}`: it is not a regular file (a FIFO is read once, by the first load, not on a reload)"
        ));
    }
    if !ft.is_file() && !fifo {
        return Err(format!("can't read `{shown}`: it is not a regular file"));
    }
    let limit = crate::limits::MAX_SOURCE_BYTES;
    let f = std::fs::File::open(path).map_err(|e| format!("can't read `{shown}`: {e}"))?;
    let mut bytes = Vec::new();
    f.take(limit + 1).read_to_end(&mut bytes).map_err(|e| format!("can't read `{shown}`: {e}"))?;
    if bytes.len() as u64 > limit {
        return Err(format!("can't read `{shown}`: it is larger than {} MiB", limit >> 20));
    }
    let text = String::from_utf8(bytes).map_err(|e| {
        format!("can't read `{shown}`: it is not UTF-8 text (invalid byte at offset {})", e.utf8_error().valid_up_to())
    })?;
    Ok(normalize_text(text))
}

/// Drops a leading byte-order mark and turns CRLF line ends into LF.
pub fn normalize_text(text: String) -> String {
    let text = match text.strip_prefix('\u{feff}') {
        Some(rest) => rest.to_string(),
        None => text,
    };
    if text.contains('\r') { text.replace("\r\n", "\n") } else { text }
}

impl SourceFile {
    fn new(name: String, path: Option<PathBuf>, text: String) -> SourceFile {
        let line_starts = files::line_starts(&text).collect();
        SourceFile { name, path, text, line_starts }
    }

    /// 1-based line and column (in characters) of a byte offset.
    pub fn line_col(&self, byte: usize) -> (usize, usize) {
        let byte = byte.min(self.text.len());
        let line = match self.line_starts.binary_search(&byte) {
            Ok(l) => l,
            Err(next) => next - 1,
        };
        let start = self.line_starts[line];
        let col = self.text.get(start..byte).map(|s| s.chars().count()).unwrap_or(byte - start);
        (line + 1, col + 1)
    }

    /// Byte offset of a 1-based line and column (in characters); clamps to the file.
    pub fn offset_of(&self, line: usize, col: usize) -> usize {
        let Some(&start) = self.line_starts.get(line.saturating_sub(1)) else {
            return self.text.len();
        };
        let rest = self.text.get(start..).unwrap_or("");
        let line_end = rest.find('\n').unwrap_or(rest.len());
        for (i, (b, _)) in rest[..line_end].char_indices().enumerate() {
            if i + 1 == col {
                return start + b;
            }
        }
        // Past the end of the line: its end (a character boundary).
        start + line_end
    }
}

/// All files a load touched. Cheap to clone; diagnostics refer into it by [`FileId`].
#[derive(Clone, Debug, Default)]
pub struct SourceMap {
    files: Vec<SourceFile>,
}

impl SourceMap {
    pub fn new() -> SourceMap {
        SourceMap::default()
    }

    pub fn add(&mut self, name: impl Into<String>, path: Option<PathBuf>, text: String) -> FileId {
        let id = FileId(self.files.len() as u32);
        self.files.push(SourceFile::new(name.into(), path, text));
        id
    }

    /// The file already loaded from `path`, if any.
    pub fn find_path(&self, path: &Path) -> Option<FileId> {
        self.files.iter().position(|f| f.path.as_deref() == Some(path)).map(|i| FileId(i as u32))
    }

    pub fn file(&self, id: FileId) -> &SourceFile {
        &self.files[id.0 as usize]
    }

    pub fn files(&self) -> impl Iterator<Item = (FileId, &SourceFile)> {
        self.files.iter().enumerate().map(|(i, f)| (FileId(i as u32), f))
    }

    /// Paths of all files read from disk (what `--watch` watches).
    pub fn paths(&self) -> Vec<PathBuf> {
        self.files.iter().filter_map(|f| f.path.clone()).collect()
    }

    /// `span` moved onto character boundaries inside its file (a span from a byte count may
    /// split a multi-byte character; rendering it would slice inside the character).
    pub fn clamp(&self, span: Span) -> Span {
        let Some(f) = self.files.get(span.file.0 as usize) else {
            return Span { file: FileId(0), start: 0, end: 0 };
        };
        let t = &f.text;
        let mut start = (span.start as usize).min(t.len());
        while !t.is_char_boundary(start) {
            start -= 1;
        }
        let mut end = (span.end as usize).clamp(start, t.len());
        while !t.is_char_boundary(end) {
            end += 1;
        }
        Span { file: span.file, start: start as u32, end: end as u32 }
    }

    /// `file:line:col` of the start of a span.
    pub fn location(&self, span: Span) -> String {
        let span = self.clamp(span);
        let f = self.file(span.file);
        let (l, c) = f.line_col(span.start as usize);
        format!("{}:{}:{}", f.name, l, c)
    }

    /// Plain-text rendering of diagnostics, as golden tests see them.
    pub fn render(&self, diags: &[Diagnostic]) -> String {
        let config = term::Config::default();
        let mut out = String::new();
        for item in self.prepare(diags) {
            match item {
                Item::Snippet(d) => match term::emit_into_string(&config, self, &d.to_codespan()) {
                    Ok(s) => out.push_str(&s),
                    Err(_) => out.push_str(&format!("{d}\n")),
                },
                Item::Plain(text) => out.push_str(&text),
            }
        }
        out
    }

    /// A diagnostic whose spans all lie on character boundaries of existing files.
    fn sanitize(&self, d: &Diagnostic) -> Diagnostic {
        let mut d = d.clone();
        if let Some((s, _)) = &mut d.primary {
            *s = self.clamp(*s);
        }
        for (s, _) in &mut d.secondary {
            *s = self.clamp(*s);
        }
        d
    }

    /// What to print for each diagnostic: at most [`MAX_SHOWN`] of each severity (then a
    /// count of the rest), and a plain `file:line:col` line instead of a snippet when the
    /// source line is too long to show (a minified or generated file). So no input, however
    /// broken, prints more than a screenful per problem or hundreds of problems.
    fn prepare(&self, diags: &[Diagnostic]) -> Vec<Item> {
        let item = |d: &Diagnostic| {
            let d = self.sanitize(d);
            let long = d.primary.iter().chain(&d.secondary).any(|(s, _)| self.line_len(*s) > MAX_SNIPPET_LINE);
            if long { Item::Plain(self.plain(&d)) } else { Item::Snippet(d) }
        };
        let count = |sev: Severity| diags.iter().filter(|d| d.severity == sev).count();
        if count(Severity::Error) <= MAX_SHOWN && count(Severity::Warning) <= MAX_SHOWN {
            return diags.iter().map(item).collect();
        }
        let mut out = Vec::new();
        for (sev, what) in [(Severity::Error, "error"), (Severity::Warning, "warning")] {
            let all: Vec<&Diagnostic> = diags.iter().filter(|d| d.severity == sev).collect();
            out.extend(all.iter().take(MAX_SHOWN).map(|d| item(d)));
            if all.len() > MAX_SHOWN {
                let n = all.len() - MAX_SHOWN;
                out.push(Item::Plain(format!("{what}: {n} more {what}s not shown (fix the ones above first)\n\n")));
            }
        }
        out
    }

    /// Length in bytes of the longest line a span touches.
    fn line_len(&self, span: Span) -> usize {
        let Some(f) = self.files.get(span.file.0 as usize) else { return 0 };
        let (first, _) = f.line_col(span.start as usize);
        let (last, _) = f.line_col(span.end as usize);
        (first..=last)
            .map(|l| {
                let start = f.line_starts.get(l - 1).copied().unwrap_or(f.text.len());
                let end = f.line_starts.get(l).copied().unwrap_or(f.text.len());
                end - start
            })
            .max()
            .unwrap_or(0)
    }

    /// A diagnostic without a source snippet.
    fn plain(&self, d: &Diagnostic) -> String {
        let mut s = format!("{d}\n");
        if let Some((span, label)) = &d.primary {
            s.push_str(&format!("  ┌─ {}: {label}\n", self.location(*span)));
        }
        for (span, label) in &d.secondary {
            s.push_str(&format!("  ├─ {}: {label}\n", self.location(*span)));
        }
        for n in &d.notes {
            s.push_str(&format!("  = {n}\n"));
        }
        s.push('\n');
        s
    }

    /// Writes diagnostics to stderr, coloured when stderr is a terminal.
    pub fn emit(&self, diags: &[Diagnostic]) {
        use std::io::{IsTerminal, Write};
        let config = term::Config::default();
        let choice = if std::io::stderr().is_terminal() && std::env::var_os("NO_COLOR").is_none() {
            term::termcolor::ColorChoice::Auto
        } else {
            term::termcolor::ColorChoice::Never
        };
        let writer = term::termcolor::StandardStream::stderr(choice);
        let mut lock = writer.lock();
        for item in self.prepare(diags) {
            match item {
                Item::Snippet(d) => {
                    if term::emit_to_write_style(&mut lock, &config, self, &d.to_codespan()).is_err() {
                        let _ = writeln!(lock, "{d}");
                    }
                }
                Item::Plain(text) => {
                    let _ = write!(lock, "{text}");
                }
            }
        }
    }
}

/// Most diagnostics of one severity shown in one run.
pub(crate) const MAX_SHOWN: usize = 50;
/// Longest source line shown in a snippet, in bytes.
pub(crate) const MAX_SNIPPET_LINE: usize = 500;

enum Item {
    Snippet(Diagnostic),
    Plain(String),
}

impl<'a> Files<'a> for SourceMap {
    type FileId = FileId;
    type Name = &'a str;
    type Source = &'a str;

    fn name(&'a self, id: FileId) -> Result<&'a str, files::Error> {
        self.files.get(id.0 as usize).map(|f| f.name.as_str()).ok_or(files::Error::FileMissing)
    }

    fn source(&'a self, id: FileId) -> Result<&'a str, files::Error> {
        self.files.get(id.0 as usize).map(|f| f.text.as_str()).ok_or(files::Error::FileMissing)
    }

    fn line_index(&'a self, id: FileId, byte_index: usize) -> Result<usize, files::Error> {
        let f = self.files.get(id.0 as usize).ok_or(files::Error::FileMissing)?;
        Ok(match f.line_starts.binary_search(&byte_index) {
            Ok(l) => l,
            Err(next) => next - 1,
        })
    }

    fn line_range(&'a self, id: FileId, line_index: usize) -> Result<Range<usize>, files::Error> {
        let f = self.files.get(id.0 as usize).ok_or(files::Error::FileMissing)?;
        let start = *f
            .line_starts
            .get(line_index)
            .ok_or(files::Error::LineTooLarge { given: line_index, max: f.line_starts.len() - 1 })?;
        let end = f.line_starts.get(line_index + 1).copied().unwrap_or(f.text.len());
        Ok(start..end)
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Severity {
    Error,
    Warning,
}

/// A problem in the user's input, with where it is and how to fix it.
#[derive(Clone, Debug, PartialEq)]
pub struct Diagnostic {
    pub(crate) severity: Severity,
    pub message: String,
    /// Where the problem is, with a short label; `None` for problems without a place (a missing
    /// file given on the command line).
    pub primary: Option<(Span, String)>,
    /// Related places ("first defined here").
    pub(crate) secondary: Vec<(Span, String)>,
    /// Hints and explanations, one line each.
    pub notes: Vec<String>,
}

impl Diagnostic {
    pub fn error(message: impl Into<String>) -> Diagnostic {
        Diagnostic {
            severity: Severity::Error,
            message: message.into(),
            primary: None,
            secondary: Vec::new(),
            notes: Vec::new(),
        }
    }

    pub fn warning(message: impl Into<String>) -> Diagnostic {
        Diagnostic { severity: Severity::Warning, ..Diagnostic::error(message) }
    }

    pub fn at(mut self, span: Span, label: impl Into<String>) -> Diagnostic {
        self.primary = Some((span, label.into()));
        self
    }

    pub fn with(mut self, span: Span, label: impl Into<String>) -> Diagnostic {
        self.secondary.push((span, label.into()));
        self
    }

    pub fn note(mut self, note: impl Into<String>) -> Diagnostic {
        self.notes.push(note.into());
        self
    }

    pub fn is_error(&self) -> bool {
        self.severity == Severity::Error
    }

    fn to_codespan(&self) -> CsDiagnostic<FileId> {
        let d = match self.severity {
            Severity::Error => CsDiagnostic::error(),
            Severity::Warning => CsDiagnostic::warning(),
        };
        let mut labels = Vec::new();
        if let Some((span, label)) = &self.primary {
            labels.push(Label::primary(span.file, span.range()).with_message(label));
        }
        for (span, label) in &self.secondary {
            labels.push(Label::secondary(span.file, span.range()).with_message(label));
        }
        d.with_message(&self.message).with_labels(labels).with_notes(self.notes.clone())
    }
}

impl fmt::Display for Diagnostic {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let kind = match self.severity {
            Severity::Error => "error",
            Severity::Warning => "warning",
        };
        write!(f, "{kind}: {}", self.message)
    }
}

/// The result of anything that reports user errors: all diagnostics found, not just the first.
pub type Diagnostics = Vec<Diagnostic>;

/// Edit distance counting insertions, deletions, substitutions and swaps of neighbours
/// (optimal string alignment), ignoring ASCII case, for "did you mean" hints.
pub(crate) fn edit_distance(a: &str, b: &str) -> usize {
    let a: Vec<char> = a.chars().map(|c| c.to_ascii_lowercase()).collect();
    let b: Vec<char> = b.chars().map(|c| c.to_ascii_lowercase()).collect();
    let w = b.len() + 1;
    let mut d = vec![0usize; (a.len() + 1) * w];
    for i in 0..=a.len() {
        d[i * w] = i;
    }
    for j in 0..=b.len() {
        d[j] = j;
    }
    for i in 1..=a.len() {
        for j in 1..=b.len() {
            let cost = usize::from(a[i - 1] != b[j - 1]);
            let mut v = (d[(i - 1) * w + j] + 1).min(d[i * w + j - 1] + 1).min(d[(i - 1) * w + j - 1] + cost);
            if i > 1 && j > 1 && a[i - 1] == b[j - 2] && a[i - 2] == b[j - 1] {
                v = v.min(d[(i - 2) * w + j - 2] + 1);
            }
            d[i * w + j] = v;
        }
    }
    d[a.len() * w + b.len()]
}

/// The closest of `candidates` to `name`, if close enough to be a plausible typo.
pub(crate) fn suggest<'a>(name: &str, candidates: impl IntoIterator<Item = &'a str>) -> Option<&'a str> {
    let n = name.chars().count();
    let limit = (n / 3).max(1);
    // Lengths further apart than the limit can't be close: skip them without the quadratic
    // distance, and look at a bounded number of candidates (a hint is not worth seconds).
    candidates
        .into_iter()
        .filter(|c| *c != name && c.len().abs_diff(name.len()) <= limit * 4 && c.chars().count().abs_diff(n) <= limit)
        .take(4096)
        .map(|c| (edit_distance(name, c), c))
        .filter(|(d, _)| *d <= limit)
        .min_by_key(|&(d, c)| (d, c))
        .map(|(_, c)| c)
}

/// " (did you mean `x`?)" or "".
pub fn did_you_mean<'a>(name: &str, candidates: impl IntoIterator<Item = &'a str>) -> Option<String> {
    suggest(name, candidates).map(|s| format!("did you mean `{s}`?"))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn line_col_round_trip() {
        let mut sm = SourceMap::new();
        let id = sm.add("a.rhai", None, "ab\ncdé\n\nx".to_string());
        let f = sm.file(id);
        assert_eq!(f.line_col(0), (1, 1));
        assert_eq!(f.line_col(3), (2, 1));
        assert_eq!(f.line_col(5), (2, 3));
        assert_eq!(f.line_col(9), (4, 1));
        assert_eq!(f.offset_of(2, 3), 5);
        assert_eq!(f.offset_of(4, 1), 9);
    }

    #[test]
    fn suggestions() {
        assert_eq!(suggest("Cartt", ["Cart", "Action"]), Some("Cart"));
        assert_eq!(suggest("zzz", ["Cart", "Action"]), None);
    }
}
