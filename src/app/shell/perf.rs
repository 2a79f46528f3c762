//! Frame timing for `ARDRI_PERF=1`: the time to the first frame, then once a second the frame rate,
//! the CPU time per frame and the resident memory, on standard error.

use std::time::{Duration, Instant};

#[derive(Default)]
pub struct PerfLog {
    enabled: bool,
    first_frame_logged: bool,
    window_start: Option<Instant>,
    frames: u32,
    cpu_total: f32,
    cpu_max: f32,
}

impl PerfLog {
    /// On when the environment variable `ARDRI_PERF` is set.
    pub fn from_env() -> PerfLog {
        PerfLog {
            enabled: std::env::var_os("ARDRI_PERF").is_some(),
            ..PerfLog::default()
        }
    }

    /// Counts one frame; `process_start` is when `main` began.
    pub fn frame(
        &mut self,
        frame: &eframe::Frame,
        engine_searching: bool,
        process_start: Option<&Instant>,
    ) {
        if !self.enabled {
            return;
        }
        if !self.first_frame_logged {
            self.first_frame_logged = true;
            if let Some(start) = process_start {
                eprintln!(
                    "perf: first frame {:.0} ms after start",
                    start.elapsed().as_secs_f64() * 1000.0
                );
            }
        }
        if let Some(cpu) = frame.info().cpu_usage {
            self.frames += 1;
            self.cpu_total += cpu;
            self.cpu_max = self.cpu_max.max(cpu);
        }
        let window = *self.window_start.get_or_insert_with(Instant::now);
        if window.elapsed() >= Duration::from_secs(1) && self.frames > 0 {
            eprintln!(
                "perf: {} frames/s, frame cpu mean {:.2} ms max {:.2} ms, engine {}, rss {} kB",
                self.frames,
                self.cpu_total / self.frames as f32 * 1000.0,
                self.cpu_max * 1000.0,
                if engine_searching {
                    "searching"
                } else {
                    "idle"
                },
                resident_kib().unwrap_or_else(|| "?".into())
            );
            self.window_start = Some(Instant::now());
            self.frames = 0;
            self.cpu_total = 0.0;
            self.cpu_max = 0.0;
        }
    }
}

/// The process's resident memory in KiB, where /proc tells it.
fn resident_kib() -> Option<String> {
    let status = std::fs::read_to_string("/proc/self/status").ok()?;
    let line = status.lines().find(|l| l.starts_with("VmRSS"))?;
    Some(line.split_whitespace().nth(1)?.to_string())
}
