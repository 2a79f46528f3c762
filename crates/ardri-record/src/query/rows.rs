//! How the queries read rows: every row mapped, or (for the lists a person reads) every row that
//! can be, the others left out and named ([`Skipped`]), so one bad row never ends a page.

use rusqlite::Row;

use crate::write::sql_error;
use crate::{Record, RecordError};

/// A row a query left out because it cannot be read (kept by an older version of the app, or
/// written by another program), named: which table, which row, and why in plain words.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Skipped {
    /// Its table: `games`, `rating_history`, `puzzle_attempts`, ...
    pub table: &'static str,
    /// Its id (SQLite's rowid: the `id` of the tables that have one).
    pub id: i64,
    /// Why: "its attackers_name is not valid UTF-8 text".
    pub why: String,
}

impl std::fmt::Display for Skipped {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self.table {
            "games" => write!(f, "game {}", self.id)?,
            table => write!(f, "row {} of {table}", self.id)?,
        }
        write!(f, " cannot be read: {}", self.why)
    }
}

/// What a query read: the rows it could use, in order, and the ones it left out.
#[derive(Clone, Debug, PartialEq)]
pub struct Rows<T> {
    pub rows: Vec<T>,
    pub skipped: Vec<Skipped>,
}

/// Why `row` cannot be read, in plain words, from the error reading it.
fn why_unreadable(row: &Row<'_>, e: &rusqlite::Error) -> String {
    use rusqlite::Error;
    let name = |i: usize| {
        row.as_ref()
            .column_name(i)
            .map_or_else(|_| format!("column {i}"), str::to_string)
    };
    match e {
        Error::Utf8Error(i, _) => format!("its {} is not valid UTF-8 text", name(*i)),
        Error::FromSqlConversionFailure(i, _, inner) if inner.is::<std::str::Utf8Error>() => {
            format!("its {} is not valid UTF-8 text", name(*i))
        }
        Error::FromSqlConversionFailure(i, _, inner) => format!("its {} {inner}", name(*i)),
        Error::IntegralValueOutOfRange(i, value) => {
            format!("its {} ({value}) is out of range", name(*i))
        }
        Error::InvalidColumnType(_, column, kind) => {
            format!("its {column} holds a value of the wrong kind ({kind})")
        }
        e => crate::open::plain_sqlite(e),
    }
}

impl Record {
    pub(super) fn read_error(&self, e: rusqlite::Error) -> RecordError {
        sql_error(&self.path, "read", "the query", e)
    }

    /// Runs `sql` (with `params`) and maps every row.
    pub(super) fn rows<T, P: rusqlite::Params>(
        &self,
        sql: &str,
        params: P,
        map: impl FnMut(&Row<'_>) -> rusqlite::Result<T>,
    ) -> Result<Vec<T>, RecordError> {
        let mut statement = self
            .conn
            .prepare_cached(sql)
            .map_err(|e| self.read_error(e))?;
        let rows = statement
            .query_map(params, map)
            .map_err(|e| self.read_error(e))?;
        rows.collect::<rusqlite::Result<Vec<T>>>()
            .map_err(|e| self.read_error(e))
    }

    /// Runs `sql` (with `params`) and hands `each` every row of `table` it maps, or the row left
    /// out and why (column `id_column` holds the row's id). Stops at the first error `each`
    /// returns.
    pub(super) fn each_row<T, E: From<RecordError>, P: rusqlite::Params>(
        &self,
        sql: &str,
        params: P,
        (table, id_column): (&'static str, usize),
        mut map: impl FnMut(&Row<'_>) -> rusqlite::Result<T>,
        mut each: impl FnMut(Result<T, Skipped>) -> Result<(), E>,
    ) -> Result<(), E> {
        let mut statement = self
            .conn
            .prepare_cached(sql)
            .map_err(|e| self.read_error(e))?;
        let mut rows = statement.query(params).map_err(|e| self.read_error(e))?;
        while let Some(row) = rows.next().map_err(|e| self.read_error(e))? {
            let read = map(row).map_err(|e| Skipped {
                table,
                id: row.get(id_column).unwrap_or(-1),
                why: why_unreadable(row, &e),
            });
            each(read)?;
        }
        Ok(())
    }

    /// Runs `sql` (with `params`) and maps every row of `table` it can (column `id_column` holds
    /// the row's id), leaving out and naming the others.
    pub(super) fn read_rows<T, P: rusqlite::Params>(
        &self,
        sql: &str,
        params: P,
        table: (&'static str, usize),
        map: impl FnMut(&Row<'_>) -> rusqlite::Result<T>,
    ) -> Result<Rows<T>, RecordError> {
        let mut read = Rows {
            rows: Vec::new(),
            skipped: Vec::new(),
        };
        self.each_row(sql, params, table, map, |row| {
            match row {
                Ok(row) => read.rows.push(row),
                Err(skipped) => read.skipped.push(skipped),
            }
            Ok::<(), RecordError>(())
        })?;
        Ok(read)
    }
}
