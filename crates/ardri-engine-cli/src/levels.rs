//! `ardri-engine levels`: every level with its name, its measured rating and how it searches (the
//! ratings come from the lab's ladder, `ardri-lab ladder`).

use clap::Args;

#[derive(Args)]
pub struct LevelsArgs {
    /// One JSON object per level: `{"level": N, "elo": R, "name": "...", "depth": D, "fitted": F,
    /// "margin": M, "step": {"against": "level N-1", "wins": W, "losses": L, "draws": D, "elo": E,
    /// "low": LO, "high": HI}}`: its rating, the depth it searches to (full strength's: as the app
    /// plays it unless its Depth is changed, as the ladder rated it), the ladder's last fit of it and
    /// how it fared against the player below it.
    #[arg(long)]
    json: bool,
}

/// `ardri-engine levels`: every level with its name, rating and how it searches.
pub fn run_levels(args: LevelsArgs) -> crate::CommandResult {
    for info in ardri_engine::skill::levels() {
        let m = ardri_engine::skill::measured_of(info.level);
        let s = m.step;
        if args.json {
            outln!(
                "{{\"level\": {}, \"elo\": {}, \"name\": \"{}\", \"depth\": {}, \"fitted\": {}, \
                 \"margin\": {}, \"step\": {{\"against\": \"{}\", \"wins\": {}, \"losses\": {}, \"draws\": {}, \
                 \"elo\": {}, \"low\": {}, \"high\": {}}}}}",
                info.level,
                info.rating,
                info.name,
                ardri_engine::skill::strength(info.level)
                    .map_or(ardri_engine::skill::FULL_STRENGTH_DEPTH, |s| s.depth),
                m.fitted,
                m.margin,
                s.against,
                s.wins,
                s.losses,
                s.draws,
                s.elo,
                s.low,
                s.high
            );
        } else {
            let how = match ardri_engine::skill::strength(info.level) {
                Some(s) => format!(
                    "depth {}{}, misjudges by up to {} centi-pieces{}{}, repeats a position only \
                     to avoid a move {} worse",
                    s.depth,
                    s.nodes.map_or(String::new(), |n| format!(", {n} nodes")),
                    s.noise,
                    if s.careless > 0 {
                        format!(
                            ", chooses {}% of its moves without looking at the reply",
                            s.careless
                        )
                    } else {
                        String::new()
                    },
                    if s.overlooks > 0 {
                        format!(", overlooks {}% of the moves", s.overlooks)
                    } else {
                        String::new()
                    },
                    s.repetition_margin
                ),
                None => format!(
                    "the full search, rated at depth {} within {} s a move, as the app plays it \
                     unless its Depth is changed",
                    ardri_engine::skill::FULL_STRENGTH_DEPTH,
                    ardri_engine::skill::FULL_STRENGTH_MOVETIME_MS / 1000
                ),
            };
            outln!("{info}  ({how})");
            outln!(
                "    measured: {} +/- {}; against {}: +{} -{} ={}, {:+} Elo [{:+}, {:+}]",
                m.fitted,
                m.margin,
                s.against,
                s.wins,
                s.losses,
                s.draws,
                s.elo,
                s.low,
                s.high
            );
        }
    }
    Ok(())
}
