//! `ardri-engine levels`: every level with its name, its measured rating and how it searches (the
//! ratings come from the lab's ladder, `ardri-lab ladder`).

use clap::Args;

#[derive(Args)]
pub struct LevelsArgs {
    /// One JSON object per level: `{"level": N, "elo": R, "name": "..."}`.
    #[arg(long)]
    json: bool,
}

/// `ardri-engine levels`: every level with its name, rating and how it searches.
pub fn run_levels(args: LevelsArgs) -> crate::CommandResult {
    for info in ardri_engine::skill::levels() {
        if args.json {
            outln!(
                "{{\"level\": {}, \"elo\": {}, \"name\": \"{}\"}}",
                info.level,
                info.rating,
                info.name
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
                None => "the full search".to_string(),
            };
            outln!("{info}  ({how})");
        }
    }
    Ok(())
}
