//! The Ard Ri desktop app. `cargo run --release` opens the window.

mod app;

fn main() -> eframe::Result {
    let _ = app::PROCESS_START.set(std::time::Instant::now());
    app::run()
}
