//! Reviewing and analysing a game: the graph, the marks and the bar; several analysis lines.

use super::*;

#[test]
fn review_fills_the_graph_the_marks_and_the_bar_and_a_click_on_the_graph_jumps() {
    let mut h = harness(Players::BothSides);
    *h.state_mut().arrange().game() = blunder_session();
    h.state_mut().arrange().settings().review_depth = 6;
    h.state_mut().send(MoveCommand::GoTo(0));
    h.run();
    // Nothing is known yet: the bar has no fill and no number.
    assert!(bar_is_empty(&h));
    assert!(h.state().seen().game().analysis.iter().all(Option::is_none));

    h.key_press_modifiers(Modifiers::COMMAND, Key::R);
    h.step();
    step_until(&mut h, Duration::from_secs(30), |app| {
        !app.seen()
            .engine()
            .is_searching(super::super::game::engine_link::Purpose::Review)
    });
    let session = h.state().seen().game();
    assert!(
        session.analysis.iter().all(Option::is_some),
        "{:?}",
        session.analysis
    );
    // The first move lets the king be taken: a blunder, marked in the move list; the capture is best.
    h.get_by_label("Move 1: e1-e2??");
    h.get_by_label("Move 1: c3-c4");
    assert!(!bar_is_empty(&h));

    // The graph: its right end is the last move, its middle the first.
    let graph = h
        .get_by_label(&super::super::review::graph::graph_label())
        .rect();
    for (x, ply) in [(graph.right() - 3.0, 2), (graph.center().x, 1)] {
        let at = egui::pos2(x, graph.center().y);
        h.hover_at(at);
        h.drag_at(at);
        h.step();
        h.drop_at(at);
        h.run();
        assert_eq!(h.state().seen().game().view_ply, ply, "clicked at x = {x}");
    }
    // Next mistake from the start finds move 1.
    h.state_mut().send(MoveCommand::GoTo(0));
    h.run();
    h.key_press(Key::N);
    h.run();
    assert_eq!(h.state().seen().game().view_ply, 1);
}

#[test]
fn multipv_analysis_shows_distinct_lines() {
    let mut h = harness(Players::BothSides);
    h.state_mut().arrange().settings().analysis_lines = 3;
    h.get_by_label("Start analysis").click();
    h.step();
    // Read in a frame where the report holds all three lines: a new depth may start with fewer.
    let firsts = step_until_read(&mut h, Duration::from_secs(30), |app| {
        let hash = app.seen().game().shown_position().hash();
        app.seen()
            .engine()
            .report_for(hash)
            .filter(|s| s.lines.len() == 3 && s.lines.iter().all(|l| l.depth >= 4))
            .map(|s| s.lines.iter().map(|l| l.pv[0]).collect::<Vec<_>>())
    });
    let mut distinct = firsts.clone();
    distinct.sort_by_key(|m| m.to_u16());
    distinct.dedup();
    assert_eq!(distinct.len(), 3, "{firsts:?}");
    // Each line is on screen with its moves and a button that adds it as a variation.
    for line in 1..=3 {
        h.get_by_label(&format!("Line {line} move 1"));
        h.get_by_label(&format!("Add line {line}"));
    }
    // The numbers of a line say what they are where they are shown (issue 45).
    h.get_by_label_contains("Each line: who is ahead (A attackers, D defenders)");
    // The search runs on: analysis is not capped by the playing depth (3 here).
    assert!(
        h.state()
            .seen()
            .engine()
            .is_searching(super::super::game::engine_link::Purpose::Analysis)
    );
    h.get_by_label("Stop analysis").click();
    h.step();
    assert!(h.state().seen().engine().current().is_none());
}
