//! The app's side of the engine thread: which search is current and what it is for. Every search gets a
//! new id; reports carrying any other id belong to a position no longer on screen and are dropped.

use crossbeam_channel::Receiver;

use ardri_engine::{
    EngineEvent, EngineHandle, EngineOptions, Limits, PositionEval, Score, SearchInfo,
    SearchRequest, SearchResult,
};
use ardri_rules::{Game, Move, Side};

/// Why the engine is busy.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Purpose {
    /// To play its move at the end of the main line.
    Move,
    /// To analyse the shown position until it is stopped.
    Analysis,
    /// To suggest one move for the shown position.
    Hint,
    /// To analyse every position of the main line.
    Review,
    /// To find the line after the best move of Learn's exercise (its Solution).
    Line,
    /// To give the bar the person's chances while they play (its move and lines are not shown).
    Chances,
}

/// The best move and score of one completed depth.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct DepthStep {
    pub depth: u32,
    pub best: Option<Move>,
    /// From the searched position's side to move.
    pub score: Score,
}

#[derive(Clone, Debug)]
pub struct CurrentSearch {
    pub id: u64,
    pub purpose: Purpose,
    /// The ply the searched position sits at in the line it was taken from.
    pub ply: usize,
    /// The side to move in the searched position (scores are from its view).
    pub side: Side,
    /// The searched position's hash, so a report is only shown on the position it is about.
    pub hash: u64,
    /// The newest report of each line, the best first (Multi-PV).
    pub lines: Vec<SearchInfo>,
    /// The best line's move and score at each completed depth: where the engine changed its mind.
    pub depth_history: Vec<DepthStep>,
    /// A review's positions done and in all.
    pub review_progress: (usize, usize),
}

impl CurrentSearch {
    /// The newest report of the best line.
    pub fn best(&self) -> Option<&SearchInfo> {
        self.lines.first()
    }
}

/// What the app must act on after draining the channel.
#[derive(Debug)]
pub enum LinkEvent {
    Finished {
        purpose: Purpose,
        side: Side,
        hash: u64,
        result: SearchResult,
    },
    /// A review finished the main-line position after `ply` moves.
    Reviewed { ply: usize, eval: PositionEval },
    /// The review ended (all positions done).
    ReviewDone,
    /// The engine failed on the current job and was rebuilt; the job is lost.
    Crashed { message: String },
}

pub struct EngineLink {
    handle: EngineHandle,
    events: Receiver<EngineEvent>,
    next_id: u64,
    current: Option<CurrentSearch>,
    /// The last search that ran to its end, with its final reports (kept on screen after it stops).
    finished: Option<CurrentSearch>,
    /// How many searches ended after they were forgotten (their reports dropped): tests wait for
    /// this instead of waiting a while.
    forgotten_ends: usize,
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
            forgotten_ends: 0,
        }
    }

    /// How many forgotten searches have ended since the start (their results were dropped).
    #[cfg(test)]
    pub fn forgotten_ends(&self) -> usize {
        self.forgotten_ends
    }

    pub fn current(&self) -> Option<&CurrentSearch> {
        self.current.as_ref()
    }

    pub fn is_searching(&self, purpose: Purpose) -> bool {
        self.current.as_ref().is_some_and(|c| c.purpose == purpose)
    }

    /// The newest reports about the position with this hash: from the running search, or the final
    /// ones of the last search that finished on it.
    pub fn report_for(&self, hash: u64) -> Option<&CurrentSearch> {
        [self.current.as_ref(), self.finished.as_ref()]
            .into_iter()
            .flatten()
            // The search for the bar while playing gives a number, never its move or its lines.
            .find(|search| {
                search.hash == hash
                    && !search.lines.is_empty()
                    && search.purpose != Purpose::Chances
            })
    }

    fn next_search(&mut self, purpose: Purpose, ply: usize, side: Side, hash: u64) -> u64 {
        let id = self.next_id;
        self.next_id += 1;
        self.current = Some(CurrentSearch {
            id,
            purpose,
            ply,
            side,
            hash,
            lines: Vec::new(),
            depth_history: Vec::new(),
            review_progress: (0, 0),
        });
        id
    }

    /// Starts a search of the position after `ply` moves of `line` (the moves before it are passed for
    /// repetitions) with `multipv` lines; any running search is stopped and forgotten.
    pub fn start(
        &mut self,
        purpose: Purpose,
        line: &Game,
        ply: usize,
        limits: Limits,
        multipv: usize,
    ) {
        let mut history = line.clone();
        history.truncate(ply);
        let position = *history.position();
        let id = self.next_search(purpose, ply, position.side_to_move(), position.hash());
        let mut request = SearchRequest::from_game(&history, limits);
        // Only the engine's own moves are played with contempt; what the person studies is scored
        // honestly.
        request.analysis = purpose != Purpose::Move;
        request.multipv = multipv.max(1);
        self.handle.search(id, request);
    }

    /// Starts a review of every position of `game`, from its end back to the start.
    pub fn start_review(&mut self, game: &Game, limits: Limits) {
        let start = game.start();
        let id = self.next_search(Purpose::Review, 0, start.side_to_move(), 0);
        if let Some(current) = self.current.as_mut() {
            current.review_progress = (0, game.ply_count() + 1);
        }
        self.handle.review(id, game.clone(), limits);
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

    /// Sets the strength of the engine's own moves (1 to 10).
    pub fn set_skill_level(&self, level: u8) {
        self.handle.set_skill_level(level);
    }

    /// Fault injection for tests: the engine's next job fails inside the engine thread.
    #[cfg(test)]
    pub fn inject_panic(&self) {
        self.handle.inject_panic();
    }

    /// A new game: the table forgotten, and a weaker level's misjudgements drawn afresh, so two
    /// games at a level differ even when the person plays the same moves.
    pub fn new_game(&mut self) {
        self.cancel();
        self.handle.new_game();
        self.finished = None;
    }

    /// A game taken up again (one put aside for a moment): the table forgotten, but a weaker
    /// level keeps the misjudgements it played the game with.
    pub fn resume_game(&mut self) {
        self.cancel();
        self.handle.clear();
        self.finished = None;
    }

    /// Drains the engine's channel. Reports of forgotten searches are dropped here.
    pub fn poll(&mut self) -> Vec<LinkEvent> {
        let mut out = Vec::new();
        while let Ok(event) = self.events.try_recv() {
            let forgotten_end = matches!(
                event,
                EngineEvent::Finished { id, .. } | EngineEvent::ReviewDone { id }
                    | EngineEvent::Crashed { id, .. }
                    if self.current.as_ref().is_none_or(|c| c.id != id)
            );
            if forgotten_end {
                self.forgotten_ends += 1;
            }
            let Some(current) = self.current.as_mut() else {
                continue;
            };
            match event {
                EngineEvent::Info { id, info } if id == current.id => {
                    let line = info.multipv.max(1) - 1;
                    if line == 0 {
                        let step = DepthStep {
                            depth: info.depth,
                            best: info.pv.first().copied(),
                            score: info.score,
                        };
                        // A new best move in the middle of an iteration replaces that depth's entry.
                        match current.depth_history.last_mut() {
                            Some(last) if last.depth == info.depth => *last = step,
                            _ => current.depth_history.push(step),
                        }
                    }
                    if line == 0 {
                        // A new best move in the middle of an iteration comes alone; a lower line
                        // from the last iteration that starts with it is out of date.
                        let first = info.pv.first();
                        let mut k = 1;
                        while k < current.lines.len() {
                            if current.lines[k].pv.first() == first {
                                current.lines.remove(k);
                            } else {
                                k += 1;
                            }
                        }
                    }
                    if current.lines.len() <= line {
                        current.lines.resize(line + 1, info.clone());
                    }
                    current.lines[line] = info;
                }
                EngineEvent::Finished { id, result } if id == current.id => {
                    out.push(LinkEvent::Finished {
                        purpose: current.purpose,
                        side: current.side,
                        hash: current.hash,
                        result,
                    });
                    self.finished = self.current.take();
                }
                EngineEvent::Reviewed { id, ply, eval } if id == current.id => {
                    current.review_progress.0 += 1;
                    out.push(LinkEvent::Reviewed { ply, eval });
                }
                EngineEvent::ReviewDone { id } if id == current.id => {
                    out.push(LinkEvent::ReviewDone);
                    self.current = None;
                }
                EngineEvent::Crashed { id, message } if id == current.id => {
                    out.push(LinkEvent::Crashed { message });
                    self.current = None;
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
        // The engine wakes the window with each report: here it wakes the test, which waits for that
        // instead of sleeping.
        let (woken, wakes) = crossbeam_channel::unbounded();
        let mut link = EngineLink::new(move || {
            let _ = woken.send(());
        });
        let long = Limits {
            depth: Some(40),
            movetime: Some(Duration::from_secs(30)),
            ..Limits::default()
        };
        let mut first = Game::new(Rules::default());
        first.play_text("c3c2").unwrap();
        let mut second = Game::new(Rules::default());
        second.play_text("e3e2").unwrap();
        link.start(Purpose::Move, &first, 1, long, 1);
        // Wait until the first search is really running (a search stopped before it starts is skipped).
        let deadline = Instant::now() + Duration::from_secs(10);
        while link.current().is_some_and(|c| c.lines.is_empty()) {
            assert!(Instant::now() < deadline, "the first search never reported");
            link.poll();
            let _ = wakes.recv_deadline(deadline);
        }
        link.cancel();
        link.start(Purpose::Move, &second, 1, long, 1);
        // The first search stops and reports its end; the second runs on. Until that end has come
        // and been dropped (the bound only fails a test that would otherwise hang), nothing is
        // taken for the current search.
        let deadline = Instant::now() + Duration::from_secs(10);
        while link.forgotten_ends == 0 {
            assert!(Instant::now() < deadline, "the first search never ended");
            let events = link.poll();
            assert!(
                events.is_empty(),
                "an old report was taken for the current search: {events:?}"
            );
            let _ = wakes.recv_deadline(deadline);
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
            let _ = wakes.recv_deadline(deadline);
        };
        let best = result.best_move.expect("a move");
        assert!(
            second.position().is_legal(best),
            "{best} is not a reply to e3e2"
        );
    }
}
