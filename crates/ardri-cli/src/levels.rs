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
                    "depth {}{}, misjudges by up to {} centi-pieces",
                    s.depth,
                    s.nodes.map_or(String::new(), |n| format!(", {n} nodes")),
                    s.noise
                ),
                None => "the full search".to_string(),
            };
            outln!("{info}  ({how})");
        }
    }
    Ok(())
}
