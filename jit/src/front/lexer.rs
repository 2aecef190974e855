//! Tokens of the system language.
//!
//! The lexer works on one [`CodeChunk`](mw_runtime::schema::CodeChunk) at a time and gives every
//! token a span in the chunk's *file*, so code inside a Rhai string reports the script's own
//! line and column.

use mw_runtime::source::{Diagnostic, FileId, Span};

#[derive(Clone, Debug, PartialEq)]
pub(crate) enum Tok {
    Ident(String),
    /// An integer literal; `unsigned` when written with a `u` suffix.
    Int {
        value: u64,
        unsigned: bool,
    },
    /// A floating literal, kept as text so it can be read at the precision the context needs.
    Float(String),
    Kw(Kw),
    P(Punct),
    Eof,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Kw {
    If,
    Else,
    For,
    While,
    Do,
    Break,
    Continue,
    Return,
    Const,
    True,
    False,
    Null,
    Void,
    Struct,
}

pub(crate) const KEYWORDS: [(&str, Kw); 14] = [
    ("if", Kw::If),
    ("else", Kw::Else),
    ("for", Kw::For),
    ("while", Kw::While),
    ("do", Kw::Do),
    ("break", Kw::Break),
    ("continue", Kw::Continue),
    ("return", Kw::Return),
    ("const", Kw::Const),
    ("true", Kw::True),
    ("false", Kw::False),
    ("null", Kw::Null),
    ("void", Kw::Void),
    ("struct", Kw::Struct),
];

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Punct {
    LParen,
    RParen,
    LBrace,
    RBrace,
    LBracket,
    RBracket,
    Comma,
    Semi,
    Colon,
    Question,
    Dot,
    Plus,
    Minus,
    Star,
    Slash,
    Percent,
    Amp,
    Pipe,
    Caret,
    Tilde,
    Bang,
    AmpAmp,
    PipePipe,
    EqEq,
    NotEq,
    Lt,
    Le,
    Gt,
    Ge,
    Shl,
    Shr,
    Assign,
    PlusEq,
    MinusEq,
    StarEq,
    SlashEq,
    PercentEq,
    AmpEq,
    PipeEq,
    CaretEq,
    ShlEq,
    ShrEq,
    PlusPlus,
    MinusMinus,
}

impl Punct {
    pub(crate) fn text(self) -> &'static str {
        use Punct::*;
        match self {
            LParen => "(",
            RParen => ")",
            LBrace => "{",
            RBrace => "}",
            LBracket => "[",
            RBracket => "]",
            Comma => ",",
            Semi => ";",
            Colon => ":",
            Question => "?",
            Dot => ".",
            Plus => "+",
            Minus => "-",
            Star => "*",
            Slash => "/",
            Percent => "%",
            Amp => "&",
            Pipe => "|",
            Caret => "^",
            Tilde => "~",
            Bang => "!",
            AmpAmp => "&&",
            PipePipe => "||",
            EqEq => "==",
            NotEq => "!=",
            Lt => "<",
            Le => "<=",
            Gt => ">",
            Ge => ">=",
            Shl => "<<",
            Shr => ">>",
            Assign => "=",
            PlusEq => "+=",
            MinusEq => "-=",
            StarEq => "*=",
            SlashEq => "/=",
            PercentEq => "%=",
            AmpEq => "&=",
            PipeEq => "|=",
            CaretEq => "^=",
            ShlEq => "<<=",
            ShrEq => ">>=",
            PlusPlus => "++",
            MinusMinus => "--",
        }
    }
}

// Longest first, so `<<=` wins over `<<` and `<`.
const PUNCTS: [(&str, Punct); 44] = [
    ("<<=", Punct::ShlEq),
    (">>=", Punct::ShrEq),
    ("&&", Punct::AmpAmp),
    ("||", Punct::PipePipe),
    ("==", Punct::EqEq),
    ("!=", Punct::NotEq),
    ("<=", Punct::Le),
    (">=", Punct::Ge),
    ("<<", Punct::Shl),
    (">>", Punct::Shr),
    ("+=", Punct::PlusEq),
    ("-=", Punct::MinusEq),
    ("*=", Punct::StarEq),
    ("/=", Punct::SlashEq),
    ("%=", Punct::PercentEq),
    ("&=", Punct::AmpEq),
    ("|=", Punct::PipeEq),
    ("^=", Punct::CaretEq),
    ("++", Punct::PlusPlus),
    ("--", Punct::MinusMinus),
    ("(", Punct::LParen),
    (")", Punct::RParen),
    ("{", Punct::LBrace),
    ("}", Punct::RBrace),
    ("[", Punct::LBracket),
    ("]", Punct::RBracket),
    (",", Punct::Comma),
    (";", Punct::Semi),
    (":", Punct::Colon),
    ("?", Punct::Question),
    (".", Punct::Dot),
    ("+", Punct::Plus),
    ("-", Punct::Minus),
    ("*", Punct::Star),
    ("/", Punct::Slash),
    ("%", Punct::Percent),
    ("&", Punct::Amp),
    ("|", Punct::Pipe),
    ("^", Punct::Caret),
    ("~", Punct::Tilde),
    ("!", Punct::Bang),
    ("<", Punct::Lt),
    ("=", Punct::Assign),
    (">", Punct::Gt),
];

#[derive(Clone, Debug, PartialEq)]
pub struct Token {
    pub(crate) tok: Tok,
    pub span: Span,
}

/// Splits `text` (found at byte `base` of `file`) into tokens. Lexical errors are reported and
/// the offending characters skipped, so parsing can go on and find more errors.
pub(crate) fn lex(text: &str, file: FileId, base: u32, diags: &mut Vec<Diagnostic>) -> Vec<Token> {
    let bytes = text.as_bytes();
    let mut toks = Vec::new();
    let mut i = 0usize;
    let span = |s: usize, e: usize| Span { file, start: base + s as u32, end: base + e as u32 };
    while i < bytes.len() {
        let c = bytes[i];
        if c.is_ascii_whitespace() {
            i += 1;
            continue;
        }
        if text[i..].starts_with("//") {
            while i < bytes.len() && bytes[i] != b'\n' {
                i += 1;
            }
            continue;
        }
        if text[i..].starts_with("/*") {
            let start = i;
            match text[i + 2..].find("*/") {
                Some(e) => i += e + 4,
                None => {
                    diags.push(
                        Diagnostic::error("unterminated block comment")
                            .at(span(start, start + 2), "comment starts here")
                            .note("close it with `*/`"),
                    );
                    i = bytes.len();
                }
            }
            continue;
        }
        let start = i;
        if c.is_ascii_alphabetic() || c == b'_' {
            while i < bytes.len() && (bytes[i].is_ascii_alphanumeric() || bytes[i] == b'_') {
                i += 1;
            }
            let word = &text[start..i];
            let tok = match KEYWORDS.iter().find(|(k, _)| *k == word) {
                Some((_, kw)) => Tok::Kw(*kw),
                None => Tok::Ident(word.to_string()),
            };
            toks.push(Token { tok, span: span(start, i) });
            continue;
        }
        if c.is_ascii_digit() || (c == b'.' && bytes.get(i + 1).is_some_and(|b| b.is_ascii_digit())) {
            i = lex_number(text, i, &span, &mut toks, diags);
            continue;
        }
        if let Some((p, tok)) = PUNCTS.iter().find(|(p, _)| text[i..].starts_with(p)) {
            i += p.len();
            toks.push(Token { tok: Tok::P(*tok), span: span(start, i) });
            continue;
        }
        // A run of characters the language doesn't have is one error, not one per character.
        let ch = text[i..].chars().next().unwrap_or('?');
        let mut end = i + ch.len_utf8();
        while let Some(c) = text[end..].chars().next() {
            let known = c.is_ascii_alphanumeric()
                || c == '_'
                || c.is_ascii_whitespace()
                || PUNCTS.iter().any(|(p, _)| text[end..].starts_with(p));
            if known {
                break;
            }
            end += c.len_utf8();
        }
        let shown: String = text[i..end].chars().take(20).flat_map(char::escape_default).collect();
        let more = if text[i..end].chars().count() > 20 { "..." } else { "" };
        let what = if end - i > ch.len_utf8() { "characters" } else { "character" };
        let mut d = Diagnostic::error(format!("unexpected {what} `{shown}{more}`"))
            .at(span(i, end), "not part of the language");
        if ch == '"' || ch == '\'' {
            d = d.note("the system language has no strings or characters");
        } else if ch == '#' {
            d = d.note("there is no preprocessor; use `e.constants(#{...})` in the script for named values");
        } else if !ch.is_ascii() {
            d = d.note(
                "names and operators are ASCII; a typographic quote or letter may have come from an editor or a copy",
            );
        }
        diags.push(d);
        i = end;
    }
    toks.push(Token { tok: Tok::Eof, span: span(bytes.len(), bytes.len()) });
    toks
}

fn lex_number(
    text: &str,
    start: usize,
    span: &dyn Fn(usize, usize) -> Span,
    toks: &mut Vec<Token>,
    diags: &mut Vec<Diagnostic>,
) -> usize {
    let bytes = text.as_bytes();
    let mut i = start;
    let is_hex = text[i..].starts_with("0x") || text[i..].starts_with("0X");
    if is_hex {
        i += 2;
        while i < bytes.len() && (bytes[i].is_ascii_hexdigit() || bytes[i] == b'_') {
            i += 1;
        }
    } else {
        while i < bytes.len() && (bytes[i].is_ascii_digit() || bytes[i] == b'_') {
            i += 1;
        }
    }
    let mut is_float = false;
    if !is_hex && i < bytes.len() && bytes[i] == b'.' {
        is_float = true;
        i += 1;
        while i < bytes.len() && bytes[i].is_ascii_digit() {
            i += 1;
        }
    }
    if !is_hex && i < bytes.len() && (bytes[i] == b'e' || bytes[i] == b'E') {
        let mut j = i + 1;
        if j < bytes.len() && (bytes[j] == b'+' || bytes[j] == b'-') {
            j += 1;
        }
        if j < bytes.len() && bytes[j].is_ascii_digit() {
            is_float = true;
            i = j;
            while i < bytes.len() && bytes[i].is_ascii_digit() {
                i += 1;
            }
        }
    }
    let digits_end = i;
    // Suffixes: `f` for float, `u` for unsigned.
    let mut suffix = "";
    if i < bytes.len() && (bytes[i] == b'f' || bytes[i] == b'F') && !is_hex {
        is_float = true;
        suffix = "f";
        i += 1;
    } else if i < bytes.len() && (bytes[i] == b'u' || bytes[i] == b'U') && !is_float {
        suffix = "u";
        i += 1;
    }
    // A letter glued to a number is a typo like `3x`.
    if i < bytes.len() && (bytes[i].is_ascii_alphanumeric() || bytes[i] == b'_') {
        let mut j = i;
        while j < bytes.len() && (bytes[j].is_ascii_alphanumeric() || bytes[j] == b'_') {
            j += 1;
        }
        diags.push(
            Diagnostic::error(format!("invalid number `{}`", &text[start..j]))
                .at(span(start, j), "a number can only end in `f` (float) or `u` (unsigned)"),
        );
        toks.push(Token { tok: Tok::Int { value: 0, unsigned: false }, span: span(start, j) });
        return j;
    }
    let body: String = text[start..digits_end].chars().filter(|&c| c != '_').collect();
    let sp = span(start, i);
    if is_float {
        toks.push(Token { tok: Tok::Float(body), span: sp });
    } else {
        let parsed = if is_hex { u64::from_str_radix(&body[2..], 16) } else { body.parse::<u64>() };
        match parsed {
            Ok(v) if v <= u32::MAX as u64 => {
                toks.push(Token { tok: Tok::Int { value: v, unsigned: suffix == "u" }, span: sp })
            }
            _ => {
                diags.push(
                    Diagnostic::error(format!("integer literal `{}` does not fit in 32 bits", &text[start..i]))
                        .at(sp, "too large")
                        .note("int and uint are 32-bit; write a float literal (`1e12`) for larger magnitudes"),
                );
                toks.push(Token { tok: Tok::Int { value: 0, unsigned: false }, span: sp });
            }
        }
    }
    i
}

#[cfg(test)]
mod tests {
    use super::*;

    fn kinds(s: &str) -> Vec<Tok> {
        let mut d = Vec::new();
        let t = lex(s, FileId(0), 0, &mut d);
        assert!(d.is_empty(), "{d:?}");
        t.into_iter().map(|t| t.tok).collect()
    }

    #[test]
    fn numbers_and_operators() {
        assert_eq!(
            kinds("a<<=1u; x=.5f+2.e3"),
            vec![
                Tok::Ident("a".into()),
                Tok::P(Punct::ShlEq),
                Tok::Int { value: 1, unsigned: true },
                Tok::P(Punct::Semi),
                Tok::Ident("x".into()),
                Tok::P(Punct::Assign),
                Tok::Float(".5".into()),
                Tok::P(Punct::Plus),
                Tok::Float("2.e3".into()),
                Tok::Eof
            ]
        );
        assert_eq!(kinds("0xFF")[0], Tok::Int { value: 255, unsigned: false });
        assert_eq!(kinds("v.x")[1], Tok::P(Punct::Dot));
    }

    #[test]
    fn spans_are_in_file_coordinates() {
        let mut d = Vec::new();
        let t = lex(" foo", FileId(3), 100, &mut d);
        assert_eq!(t[0].span, Span { file: FileId(3), start: 101, end: 104 });
    }

    #[test]
    fn errors_do_not_stop_lexing() {
        let mut d = Vec::new();
        let t = lex("a $ b 3x 99999999999", FileId(0), 0, &mut d);
        assert_eq!(d.len(), 3);
        assert_eq!(t.len(), 5);
    }
}
