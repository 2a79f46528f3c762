//! `ardri-engine levels` as a process.

use std::process::Command;

fn engine(args: &[&str]) -> std::process::Output {
    Command::new(env!("CARGO_BIN_EXE_ardri-engine"))
        .args(args)
        .output()
        .expect("the engine binary runs")
}

#[test]
fn levels_json_has_one_line_per_level_with_rising_ratings() {
    let out = engine(&["levels", "--json"]);
    assert!(out.status.success());
    let rows: Vec<serde_json::Value> = String::from_utf8(out.stdout)
        .unwrap()
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect();
    assert_eq!(rows.len(), usize::from(ardri_engine::skill::MAX_SKILL));
    for (i, row) in rows.iter().enumerate() {
        assert_eq!(row["level"], i + 1);
        assert!(row["name"].as_str().is_some_and(|n| !n.is_empty()));
    }
    assert!(
        rows.windows(2)
            .all(|w| w[0]["elo"].as_i64() < w[1]["elo"].as_i64())
    );
    assert_eq!(rows.last().unwrap()["name"], "Full strength");
    // What the ladder measured is published with each level: its fit and its step.
    for (i, row) in rows.iter().enumerate() {
        let level = i as u8 + 1;
        let m = ardri_engine::skill::measured_of(level);
        assert_eq!(row["fitted"], m.fitted);
        assert_eq!(row["margin"], m.margin);
        let step = &row["step"];
        assert_eq!(step["elo"], m.step.elo, "level {level}");
        assert_eq!(
            step["wins"].as_u64().unwrap()
                + step["losses"].as_u64().unwrap()
                + step["draws"].as_u64().unwrap(),
            400
        );
        assert!(step["low"].as_i64() < step["high"].as_i64());
        // The depth it searches to; full strength's is the app's default, at which it was rated.
        let depth = ardri_engine::skill::strength(level)
            .map_or(ardri_engine::skill::FULL_STRENGTH_DEPTH, |s| s.depth);
        assert_eq!(row["depth"], depth, "level {level}");
    }
    assert_eq!(rows[12]["depth"], 10);
    assert_eq!(rows[11]["depth"], 7);
    assert_eq!(rows[1]["step"]["against"], "level 1");
}
