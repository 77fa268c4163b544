//! The Lua that TTSCarcassonne's tile data is written in, read as data: table constructors of
//! strings, numbers, `true`, `false` and `nil`, with `--` comments, and nothing else.
//!
//! A card's file is a fragment of the mod's one big table (`['00e628'] = { sides = {…}, … },`),
//! which `#include` pastes into `globalTileData = { … }`: not a Lua chunk a Lua parser takes, and
//! a card's script (`sides = {…}` on lines of their own) is a run of assignments. Both are the same
//! small subset: a list of `key = value` fields. This reader takes exactly that subset, so it
//! needs no Lua parser crate (whose chunks the fragment is not) and runs nothing: a name where a
//! value belongs (`os.execute`, a function call) is an error at its line and column, as is every
//! other piece of Lua the data never holds. Tables nest at most [`MAX_DEPTH`] deep.

use std::fmt;

/// The deepest tables nest: the mod's data nests four deep (card, `specialFeatures`, a feature,
/// its links).
pub const MAX_DEPTH: usize = 8;

/// Where something is in the text: 1-based line and column (in characters).
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub struct Position {
    /// The line, from 1.
    pub line: u32,
    /// The column, from 1, in characters.
    pub column: u32,
}

/// Why a text is not the data subset of Lua, and where.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct LuaError {
    /// Where the problem is.
    pub at: Position,
    /// What is wrong.
    pub message: String,
}

impl fmt::Display for LuaError {
    fn fmt(&self, formatter: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            formatter,
            "{}:{}: {}",
            self.at.line, self.at.column, self.message
        )
    }
}

impl std::error::Error for LuaError {}

/// A value of the data subset.
#[derive(Debug, Clone, PartialEq)]
pub enum Value {
    /// `nil`.
    Nil,
    /// `true` or `false`.
    Boolean(bool),
    /// A number, such as `5` or `-0.15`.
    Number(f64),
    /// A quoted string.
    Text(String),
    /// A table constructor.
    Table(Vec<Field>),
}

impl Value {
    /// What the value is, for messages: `nil`, `a boolean`, `a number`, `a string`, `a table`.
    pub fn what(&self) -> &'static str {
        match self {
            Value::Nil => "nil",
            Value::Boolean(_) => "a boolean",
            Value::Number(_) => "a number",
            Value::Text(_) => "a string",
            Value::Table(_) => "a table",
        }
    }
}

/// A field of a table, or one assignment of a script.
#[derive(Debug, Clone, PartialEq)]
pub struct Field {
    /// The key: a name (`sides = …`, `['00e628'] = …`), or none for the next item of a list.
    pub key: Option<String>,
    /// Where the field starts.
    pub at: Position,
    /// The value.
    pub value: Value,
    /// Where the value starts.
    pub value_at: Position,
}

/// Reads `text` as a list of `key = value` fields (a card file's `['guid'] = {…},` or a card
/// script's `sides = {…}` lines), separated by `,` or `;` or nothing.
pub fn fields(text: &str) -> Result<Vec<Field>, LuaError> {
    let mut reader = Reader::new(text);
    let mut fields = Vec::new();
    loop {
        reader.skip_space()?;
        if reader.peek().is_none() {
            return Ok(fields);
        }
        fields.push(reader.field(0, true)?);
        reader.skip_space()?;
        if matches!(reader.peek(), Some(',' | ';')) {
            reader.bump();
        }
    }
}

/// The reader's place in the text.
struct Reader<'a> {
    rest: std::iter::Peekable<std::str::Chars<'a>>,
    at: Position,
}

impl<'a> Reader<'a> {
    fn new(text: &'a str) -> Self {
        Reader {
            rest: text.chars().peekable(),
            at: Position { line: 1, column: 1 },
        }
    }

    fn peek(&mut self) -> Option<char> {
        self.rest.peek().copied()
    }

    fn bump(&mut self) -> Option<char> {
        let character = self.rest.next()?;
        if character == '\n' {
            self.at.line += 1;
            self.at.column = 1;
        } else {
            self.at.column += 1;
        }
        Some(character)
    }

    fn error<T>(&self, at: Position, message: impl Into<String>) -> Result<T, LuaError> {
        Err(LuaError {
            at,
            message: message.into(),
        })
    }

    /// What comes next, for messages.
    fn found(&mut self) -> String {
        match self.peek() {
            None => "the end of the text".to_owned(),
            Some(character) => format!("`{}`", character.escape_debug()),
        }
    }

    /// Skips white space and comments.
    fn skip_space(&mut self) -> Result<(), LuaError> {
        loop {
            match self.peek() {
                Some(character) if character.is_whitespace() => {
                    self.bump();
                }
                Some('-') => {
                    let at = self.at;
                    let mut ahead = self.rest.clone();
                    ahead.next();
                    if ahead.next() != Some('-') {
                        return Ok(());
                    }
                    self.bump();
                    self.bump();
                    if self.peek() == Some('[') {
                        let mut ahead = self.rest.clone();
                        ahead.next();
                        if ahead.next() == Some('[') {
                            self.bump();
                            self.bump();
                            self.long_text(at, "comment")?;
                            continue;
                        }
                    }
                    while !matches!(self.peek(), None | Some('\n')) {
                        self.bump();
                    }
                }
                _ => return Ok(()),
            }
        }
    }

    /// The rest of a `[[ … ]]` comment or string whose `[[` was read.
    fn long_text(&mut self, at: Position, what: &str) -> Result<String, LuaError> {
        let mut text = String::new();
        loop {
            match self.bump() {
                None => return self.error(at, format!("unterminated long {what}: no `]]`")),
                Some(']') if self.peek() == Some(']') => {
                    self.bump();
                    return Ok(text);
                }
                Some(character) => text.push(character),
            }
        }
    }

    /// `key = value`, or a bare value when `named` is false and no `=` follows a key.
    fn field(&mut self, depth: usize, named: bool) -> Result<Field, LuaError> {
        let at = self.at;
        let key = match self.peek() {
            Some('[') => {
                self.bump();
                self.skip_space()?;
                let key_at = self.at;
                let key = match self.value(depth)? {
                    Value::Text(text) => text,
                    Value::Number(number) => format!("{number}"),
                    other => {
                        return self.error(
                            key_at,
                            format!("a key is a string or number, not {}", other.what()),
                        );
                    }
                };
                self.skip_space()?;
                if self.peek() != Some(']') {
                    let found = self.found();
                    return self.error(
                        self.at,
                        format!("expected `]` after the key, found {found}"),
                    );
                }
                self.bump();
                Some(key)
            }
            Some(character) if is_name_start(character) => {
                let mut ahead = self.rest.clone();
                let mut word = String::new();
                while let Some(character) = ahead.next_if(|c| is_name_part(*c)) {
                    word.push(character);
                }
                while ahead.next_if(|c| c.is_whitespace()).is_some() {}
                let assigned = ahead.next() == Some('=') && ahead.peek() != Some(&'=');
                if assigned && !is_keyword(&word) {
                    for _ in 0..word.chars().count() {
                        self.bump();
                    }
                    Some(word)
                } else {
                    None
                }
            }
            _ => None,
        };
        if key.is_some() {
            self.skip_space()?;
            if self.peek() != Some('=') {
                let found = self.found();
                return self.error(
                    self.at,
                    format!("expected `=` after the key, found {found}"),
                );
            }
            self.bump();
            self.skip_space()?;
        } else if named {
            let found = self.found();
            return self.error(
                at,
                format!("expected a field `name = value`, found {found}"),
            );
        }
        let value_at = self.at;
        let value = self.value(depth)?;
        Ok(Field {
            key,
            at,
            value,
            value_at,
        })
    }

    /// A value: a string, a number, `true`, `false`, `nil` or a table.
    fn value(&mut self, depth: usize) -> Result<Value, LuaError> {
        let at = self.at;
        match self.peek() {
            Some('{') => {
                if depth >= MAX_DEPTH {
                    return self.error(at, format!("tables nest deeper than {MAX_DEPTH}"));
                }
                self.bump();
                let mut items = Vec::new();
                loop {
                    self.skip_space()?;
                    if self.peek() == Some('}') {
                        self.bump();
                        return Ok(Value::Table(items));
                    }
                    if self.peek().is_none() {
                        return self.error(at, "unterminated table: no `}`");
                    }
                    items.push(self.field(depth + 1, false)?);
                    self.skip_space()?;
                    match self.peek() {
                        Some(',' | ';') => {
                            self.bump();
                        }
                        Some('}') => {}
                        None => return self.error(at, "unterminated table: no `}`"),
                        _ => {
                            let found = self.found();
                            return self.error(
                                self.at,
                                format!("expected `,` or `}}` in the table, found {found}"),
                            );
                        }
                    }
                }
            }
            Some(quote @ ('\'' | '"')) => {
                self.bump();
                self.quoted(at, quote).map(Value::Text)
            }
            Some('[') => {
                self.bump();
                if self.peek() != Some('[') {
                    return self.error(at, "expected a value, found `[`");
                }
                self.bump();
                self.long_text(at, "string").map(Value::Text)
            }
            Some(character)
                if character == '-' || character == '.' || character.is_ascii_digit() =>
            {
                self.number(at).map(Value::Number)
            }
            Some(character) if is_name_start(character) => {
                let mut word = String::new();
                while let Some(character) = self.peek().filter(|c| is_name_part(*c)) {
                    word.push(character);
                    self.bump();
                }
                match word.as_str() {
                    "nil" => Ok(Value::Nil),
                    "true" => Ok(Value::Boolean(true)),
                    "false" => Ok(Value::Boolean(false)),
                    _ => self.error(
                        at,
                        format!(
                            "`{}` is code, not data: a value is a string, a number, a table, true, false or nil, and nothing is run",
                            word.escape_debug()
                        ),
                    ),
                }
            }
            _ => {
                let found = self.found();
                self.error(
                    at,
                    format!("expected a value (a string, a number, a table, true, false or nil), found {found}"),
                )
            }
        }
    }

    /// The rest of a string opened by `quote`, with Lua's escapes.
    fn quoted(&mut self, at: Position, quote: char) -> Result<String, LuaError> {
        let mut text = String::new();
        loop {
            let escape_at = self.at;
            match self.bump() {
                None | Some('\n') => {
                    return self.error(at, format!("unterminated string: no closing {quote}"));
                }
                Some('\\') => match self.bump() {
                    Some('n') => text.push('\n'),
                    Some('t') => text.push('\t'),
                    Some('r') => text.push('\r'),
                    Some(character @ ('\\' | '\'' | '"')) => text.push(character),
                    _ => {
                        return self.error(
                            escape_at,
                            "an escape in a string is one of \\n, \\t, \\r, \\\\, \\' and \\\"",
                        );
                    }
                },
                Some(character) if character == quote => return Ok(text),
                Some(character) => text.push(character),
            }
        }
    }

    /// A decimal number, with an optional leading `-`, fraction and exponent.
    fn number(&mut self, at: Position) -> Result<f64, LuaError> {
        let mut digits = String::new();
        if self.peek() == Some('-') {
            digits.push('-');
            self.bump();
            self.skip_space()?;
        }
        while let Some(character) = self
            .peek()
            .filter(|c| c.is_ascii_alphanumeric() || matches!(c, '.' | '+' | '-'))
        {
            if matches!(character, '+' | '-') && !digits.ends_with(['e', 'E']) {
                break;
            }
            digits.push(character);
            self.bump();
        }
        match digits.parse::<f64>() {
            Ok(number)
                if number.is_finite() && !digits.contains(['x', 'X', 'i', 'I', 'n', 'N']) =>
            {
                Ok(number)
            }
            _ => self.error(at, format!("`{}` is not a number", digits.escape_debug())),
        }
    }
}

fn is_name_start(character: char) -> bool {
    character.is_ascii_alphabetic() || character == '_'
}

fn is_name_part(character: char) -> bool {
    character.is_ascii_alphanumeric() || character == '_'
}

/// Lua's words that are never a key.
fn is_keyword(word: &str) -> bool {
    matches!(
        word,
        "and"
            | "break"
            | "do"
            | "else"
            | "elseif"
            | "end"
            | "false"
            | "for"
            | "function"
            | "goto"
            | "if"
            | "in"
            | "local"
            | "nil"
            | "not"
            | "or"
            | "repeat"
            | "return"
            | "then"
            | "true"
            | "until"
            | "while"
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    fn error_of(text: &str) -> (u32, u32, String) {
        let error = fields(text).unwrap_err();
        (error.at.line, error.at.column, error.message)
    }

    #[test]
    fn a_card_file_reads_as_one_keyed_table() {
        let text = "['00e628'] = {\r\n\tsides = {'City', \"Field\"},\r\n\t-- a note\r\n\tspecialFeatures = {{'Garden', nil, {0.15,-0.30}}}\r\n},\r\n";
        let fields = fields(text).unwrap();
        assert_eq!(fields.len(), 1);
        assert_eq!(fields[0].key.as_deref(), Some("00e628"));
        let Value::Table(card) = &fields[0].value else {
            panic!("{fields:?}")
        };
        assert_eq!(card[0].key.as_deref(), Some("sides"));
        assert_eq!(card[0].at, Position { line: 2, column: 2 });
        assert_eq!(
            card[0].value,
            Value::Table(vec![
                Field {
                    key: None,
                    at: Position {
                        line: 2,
                        column: 11
                    },
                    value: Value::Text("City".into()),
                    value_at: Position {
                        line: 2,
                        column: 11
                    },
                },
                Field {
                    key: None,
                    at: Position {
                        line: 2,
                        column: 19
                    },
                    value: Value::Text("Field".into()),
                    value_at: Position {
                        line: 2,
                        column: 19
                    },
                },
            ])
        );
        let Value::Table(special) = &card[1].value else {
            panic!()
        };
        let Value::Table(garden) = &special[0].value else {
            panic!()
        };
        assert_eq!(garden[1].value, Value::Nil);
        let Value::Table(spot) = &garden[2].value else {
            panic!()
        };
        assert_eq!(spot[1].value, Value::Number(-0.3));
    }

    #[test]
    fn a_script_of_assignments_reads_too() {
        let fields = fields("isStartingPiece = true\nsides = {'Road'}\n").unwrap();
        assert_eq!(fields[0].value, Value::Boolean(true));
        assert_eq!(fields[1].at, Position { line: 2, column: 1 });
    }

    #[test]
    fn code_and_broken_text_are_located_errors() {
        assert_eq!(error_of("x = {'City}").0..=error_of("x = {'City}").1, 1..=6);
        assert!(error_of("x = {'City}").2.contains("unterminated string"));
        let (line, column, message) = error_of("x = {\n  os.execute('rm -rf /')\n}");
        assert_eq!((line, column), (2, 3));
        assert!(message.contains("`os` is code"), "{message}");
        let (line, column, message) = error_of("x = print('hi')");
        assert_eq!((line, column), (1, 5));
        assert!(message.contains("`print` is code"), "{message}");
        assert!(error_of("x = {1, 2").2.contains("unterminated table"));
        assert!(error_of("x = 1e999").2.contains("not a number"));
        assert!(error_of("x = 0x10").2.contains("not a number"));
        assert!(
            error_of("--[[ open")
                .2
                .contains("unterminated long comment")
        );
        let deep = format!("x = {}{}", "{".repeat(100_000), "}".repeat(100_000));
        let (line, column, message) = error_of(&deep);
        assert_eq!((line, column), (1, 5 + MAX_DEPTH as u32));
        assert!(message.contains("nest deeper"));
        assert!(error_of("{1}").2.contains("expected a field"));
        assert!(error_of("x = {1 2}").2.contains("expected `,`"));
        assert!(error_of("x = 'a\\q'").2.contains("escape"));
    }
}
