//! The app's side of the engine thread: which search is current and what it is for. Every search gets a
//! new id; reports carrying any other id belong to a position no longer on screen and are dropped.

use crossbeam_channel::Receiver;

use ardri_engine::{
    EngineEvent, EngineHandle, EngineOptions, Limits, Score, SearchInfo, SearchRequest,
    SearchResult,
};
use ardri_rules::{Game, Side};

/// Why the engine is searching.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Purpose {
    /// To play its move at the end of the main line.
    Move,
    /// To analyse the shown position until its depth is reached or it is stopped.
    Analysis,
    /// To suggest one move for the shown position.
    Hint,
}

#[derive(Clone, Debug)]
pub struct CurrentSearch {
    pub id: u64,
    pub purpose: Purpose,
    /// The ply of the main line the searched position sits at.
    pub ply: usize,
    /// The side to move in the searched position (scores are from its view).
    pub side: Side,
    /// The searched position's hash, so a report is only shown on the position it is about.
    pub hash: u64,
    pub info: Option<SearchInfo>,
}

/// What the app must act on after draining the channel.
#[derive(Debug)]
pub enum LinkEvent {
    Finished {
        purpose: Purpose,
        ply: usize,
        side: Side,
        result: SearchResult,
    },
}

pub struct EngineLink {
    handle: EngineHandle,
    events: Receiver<EngineEvent>,
    next_id: u64,
    current: Option<CurrentSearch>,
    /// The last search that ran to its end, with its final report (kept on screen after it stops).
    finished: Option<CurrentSearch>,
    /// The latest score (attackers' view), kept while a new search starts so the bar never blinks.
    last_score: Option<Score>,
}

/// A score from `side`'s view turned to the attackers' view.
pub fn attackers_view(score: Score, side: Side) -> Score {
    match side {
        Side::Attackers => score,
        Side::Defenders => score.flipped(),
    }
}

impl EngineLink {
    pub fn new(wake: impl Fn() + Send + 'static) -> EngineLink {
        let options = EngineOptions {
            hash_mib: 64,
            // One core stays free for the window.
            threads: std::thread::available_parallelism()
                .map_or(1, |n| n.get().saturating_sub(1).max(1)),
            ..EngineOptions::default()
        };
        let (handle, events) = EngineHandle::spawn(options, wake);
        EngineLink {
            handle,
            events,
            next_id: 1,
            current: None,
            finished: None,
            last_score: None,
        }
    }

    pub fn current(&self) -> Option<&CurrentSearch> {
        self.current.as_ref()
    }

    pub fn is_searching(&self, purpose: Purpose) -> bool {
        self.current.as_ref().is_some_and(|c| c.purpose == purpose)
    }

    pub fn last_score(&self) -> Option<Score> {
        self.last_score
    }

    /// The newest report about the position with this hash: from the running search, or the final
    /// one of the last search that finished on it.
    pub fn report_for(&self, hash: u64) -> Option<(&SearchInfo, &CurrentSearch)> {
        [self.current.as_ref(), self.finished.as_ref()]
            .into_iter()
            .flatten()
            .filter(|search| search.hash == hash)
            .find_map(|search| search.info.as_ref().map(|info| (info, search)))
    }

    /// Starts a search of the position after `ply` moves of `game` (the game's history up to there is
    /// passed for repetitions); any running search is stopped and forgotten.
    pub fn start(&mut self, purpose: Purpose, game: &Game, ply: usize, limits: Limits) {
        let mut history = game.clone();
        history.truncate(ply);
        let id = self.next_id;
        self.next_id += 1;
        self.current = Some(CurrentSearch {
            id,
            purpose,
            ply,
            side: history.position().side_to_move(),
            hash: history.position().hash(),
            info: None,
        });
        let mut request = SearchRequest::from_game(&history, limits);
        // Only the engine's own moves are played with contempt; what the person studies is scored
        // honestly.
        request.analysis = purpose != Purpose::Move;
        self.handle.search(id, request);
    }

    /// Stops the current search and forgets it: nothing it reports later is used.
    pub fn cancel(&mut self) {
        if self.current.take().is_some() {
            self.handle.stop();
        }
    }

    /// Asks the current search to finish now; its result is still delivered.
    pub fn finish_now(&self) {
        self.handle.stop();
    }

    /// Forgets the table (a new game).
    pub fn new_game(&mut self) {
        self.cancel();
        self.handle.clear();
        self.last_score = None;
        self.finished = None;
    }

    /// Drains the engine's channel. Reports of forgotten searches are dropped here.
    pub fn poll(&mut self) -> Vec<LinkEvent> {
        let mut out = Vec::new();
        while let Ok(event) = self.events.try_recv() {
            let Some(current) = self.current.as_mut() else {
                continue;
            };
            match event {
                EngineEvent::Info { id, info } if id == current.id => {
                    self.last_score = Some(attackers_view(info.score, current.side));
                    current.info = Some(info);
                }
                EngineEvent::Finished { id, result } if id == current.id => {
                    if result.best_move.is_some() {
                        self.last_score = Some(attackers_view(result.score, current.side));
                    }
                    out.push(LinkEvent::Finished {
                        purpose: current.purpose,
                        ply: current.ply,
                        side: current.side,
                        result,
                    });
                    self.finished = self.current.take();
                }
                _ => {} // an old search's report
            }
        }
        out
    }
}

#[cfg(test)]
mod tests {
    use std::time::{Duration, Instant};

    use ardri_rules::Rules;

    use super::*;

    /// A cancelled search still reports its result a moment later. When a new search for the same
    /// ply and purpose has started by then, that old report must not pass for the new one's.
    #[test]
    fn a_cancelled_search_never_reports_as_the_current_one() {
        let mut link = EngineLink::new(|| {});
        let long = Limits {
            depth: Some(40),
            movetime: Some(Duration::from_secs(30)),
            ..Limits::default()
        };
        let mut first = Game::new(Rules::default());
        first.play_text("c3c2").unwrap();
        let mut second = Game::new(Rules::default());
        second.play_text("e3e2").unwrap();
        link.start(Purpose::Move, &first, 1, long);
        // Wait until the first search is really running (a search stopped before it starts is skipped).
        let deadline = Instant::now() + Duration::from_secs(10);
        while link.current().is_some_and(|c| c.info.is_none()) {
            assert!(Instant::now() < deadline, "the first search never reported");
            link.poll();
            std::thread::sleep(Duration::from_millis(1));
        }
        link.cancel();
        link.start(Purpose::Move, &second, 1, long);
        // The first search stops within milliseconds; the second runs on.
        let until = Instant::now() + Duration::from_millis(400);
        while Instant::now() < until {
            let events = link.poll();
            assert!(
                events.is_empty(),
                "an old report was taken for the current search: {events:?}"
            );
            std::thread::sleep(Duration::from_millis(10));
        }
        link.finish_now();
        let deadline = Instant::now() + Duration::from_secs(10);
        let result = loop {
            assert!(
                Instant::now() < deadline,
                "the current search never finished"
            );
            if let Some(LinkEvent::Finished { result, .. }) = link.poll().pop() {
                break result;
            }
            std::thread::sleep(Duration::from_millis(5));
        };
        let best = result.best_move.expect("a move");
        assert!(
            second.position().is_legal(best),
            "{best} is not a reply to e3e2"
        );
    }
}
