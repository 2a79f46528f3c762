//! Collects games into per-position counts, then writes the compact [`Book`].

use std::collections::{HashMap, HashSet};

use ardri_engine::Eval;
use ardri_rules::{Move, Position, Rules};

use crate::book::{self, Book};
use crate::record::{BookGame, Results};

#[derive(Default)]
struct Edge {
    mv: Move,
    child: u64,
    results: Results,
}

#[derive(Default)]
struct Node {
    results: Results,
    /// The first score a game brought for this position.
    score: Option<Eval>,
    edges: Vec<Edge>,
}

/// Per-position counts of the games added so far.
#[derive(Default)]
pub struct Builder {
    nodes: HashMap<u64, Node>,
    games: u32,
}

impl Builder {
    pub fn new() -> Builder {
        Builder::default()
    }

    /// Games added so far.
    pub fn games(&self) -> u32 {
        self.games
    }

    /// Counts one game: once for each position it reached, at its first visit there.
    pub fn add(&mut self, game: &BookGame) {
        self.games += 1;
        let mut seen = HashSet::with_capacity(game.moves.len() + 1);
        let mut positions = game.positions().enumerate().peekable();
        while let Some((ply, (position, mv))) = positions.next() {
            let hash = position.hash();
            let child = positions.peek().map(|(_, (next, _))| next.hash());
            if !seen.insert(hash) {
                continue;
            }
            let node = self.nodes.entry(hash).or_default();
            node.results.add(game.result);
            if node.score.is_none() {
                node.score = game.scores.get(ply).copied().flatten();
            }
            if let (Some(mv), Some(child)) = (mv, child) {
                let edge = match node.edges.iter().position(|e| e.mv == mv) {
                    Some(i) => &mut node.edges[i],
                    None => {
                        node.edges.push(Edge {
                            mv,
                            child,
                            ..Edge::default()
                        });
                        node.edges.last_mut().expect("just pushed")
                    }
                };
                edge.results.add(game.result);
            }
        }
    }

    /// The book of the positions reached by at least `min_games` games (and always the start), each
    /// with every move played there; a move's score is its resulting position's.
    pub fn finish(&self, min_games: u32) -> Book {
        let start = Position::start(Rules::default()).hash();
        let mut kept: Vec<(u64, &Node)> = self
            .nodes
            .iter()
            .filter(|(hash, node)| node.results.games() >= min_games || **hash == start)
            .map(|(hash, node)| (*hash, node))
            .collect();
        kept.sort_unstable_by_key(|(hash, _)| *hash);
        let mut writer = book::Writer::new(self.games, kept.len());
        for (hash, node) in kept {
            let mut edges: Vec<&Edge> = node.edges.iter().collect();
            edges.sort_by_key(|e| (std::cmp::Reverse(e.results.games()), e.mv.to_u16()));
            writer.position(hash, node.results, node.score, edges.len());
            for edge in edges {
                let score = self.nodes.get(&edge.child).and_then(|child| child.score);
                writer.edge(edge.mv, edge.results, score);
            }
        }
        writer.finish()
    }
}
