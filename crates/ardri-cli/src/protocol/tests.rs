//! The protocol session driven in-process, where a fault can be injected into its engine.

use super::*;

/// An output the test can read while the session writes to it.
#[derive(Clone, Default)]
struct Captured(Arc<Mutex<Vec<u8>>>);

impl Write for Captured {
    fn write(&mut self, bytes: &[u8]) -> std::io::Result<usize> {
        lock(&self.0).extend_from_slice(bytes);
        Ok(bytes.len())
    }
    fn flush(&mut self) -> std::io::Result<()> {
        Ok(())
    }
}

impl Captured {
    fn lines(&self) -> Vec<String> {
        String::from_utf8_lossy(&lock(&self.0))
            .lines()
            .map(str::to_string)
            .collect()
    }

    /// Waits until `count` lines start with `prefix`.
    fn wait_for(&self, prefix: &str, count: usize) -> Vec<String> {
        let deadline = std::time::Instant::now() + Duration::from_secs(30);
        loop {
            let lines = self.lines();
            if lines.iter().filter(|l| l.starts_with(prefix)).count() >= count {
                return lines;
            }
            assert!(
                std::time::Instant::now() < deadline,
                "no {count} '{prefix}' lines: {lines:?}"
            );
            std::thread::sleep(Duration::from_millis(5));
        }
    }
}

#[test]
fn a_panic_in_a_search_is_reported_and_the_session_goes_on() {
    let out = Captured::default();
    let mut session = Session::new(out.clone());
    session.handle("setoption name Hash value 4");
    session.handle("position startpos moves c3c2");
    session.engine.inject_panic();
    session.handle("go depth 4");
    let lines = out.wait_for("bestmove", 1);
    let error = lines
        .iter()
        .find(|l| l.starts_with("info string error: engine failure"))
        .unwrap_or_else(|| panic!("no failure reported: {lines:?}"));
    assert!(error.contains("injected engine failure"), "{error}");
    // The failed `go` still answers with a legal move.
    let best = lines.iter().find(|l| l.starts_with("bestmove")).unwrap();
    let mut game = Game::new(Rules::default());
    game.play_text("c3c2").unwrap();
    assert!(
        game.play_text(best.trim_start_matches("bestmove ")).is_ok(),
        "{best}"
    );
    // The session goes on: isready answers, the next go searches and plays.
    session.handle("isready");
    out.wait_for("readyok", 1);
    session.handle("go depth 4");
    let lines = out.wait_for("bestmove", 2);
    assert!(
        lines.iter().any(|l| l.starts_with("info depth 4")),
        "{lines:?}"
    );
    assert_eq!(
        lines.iter().filter(|l| l.contains("error")).count(),
        1,
        "{lines:?}"
    );
}
