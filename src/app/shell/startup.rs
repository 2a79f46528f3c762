//! eframe's own stored state, checked before the window opens: `app.ron` holds egui's options (its
//! zoom factor) and the window's place and size, and eframe uses them as they are. A zoom factor of
//! 0, -1 or NaN made winit panic at every start, before any setting could be reached, and a window
//! left on a monitor that is gone opened off screen. So each value is range-checked here and falls
//! back to its default; a file that cannot be read at all is moved aside (`app.ron.bad`) instead of
//! being silently replaced.

use std::collections::HashMap;
use std::path::Path;

use egui::{Pos2, Vec2};
use serde::{Deserialize, Serialize};

use super::WORDS;
use super::i18n::tr;

/// The window's size when nothing (sensible) is stored.
pub const DEFAULT_WINDOW_SIZE: [f32; 2] = [1100.0, 760.0];

/// eframe's keys for egui's memory and the window (`eframe::native::epi_integration`, 0.37).
const EGUI_KEY: &str = "egui";
const WINDOW_KEY: &str = "window";

/// egui's zoom factors that make sense (its own settings offer 0.1 to 10; winit refuses 0 and less).
const ZOOM_RANGE: std::ops::RangeInclusive<f32> = 0.25..=5.0;

/// Checks eframe's `app.ron` at `path` and writes it back mended if a value was out of range.
/// Returns what to tell the person, if anything (a file that could not be read at all).
pub fn mend_app_ron(path: &Path) -> Option<String> {
    // A FIFO or a device there would hold the start forever (eframe reads it before any window):
    // it is moved aside, kept, and the person told. A folder is left (eframe fails to read it
    // at once, and that it cannot be written is said once the window is up).
    if let Err(why) = ardri_record::check_regular_file(path)
        && !path.is_dir()
    {
        let told = match super::aside::move_aside(path) {
            Ok(kept) => tr!(
                WORDS,
                "shell-window-state-not-a-file-kept",
                why = why.as_str(),
                path = kept.display().to_string()
            ),
            Err(e) => tr!(
                WORDS,
                "shell-window-state-not-a-file",
                why = why.as_str(),
                error = e.to_string()
            ),
        };
        return Some(told.into_owned());
    }
    let bytes = std::fs::read(path).ok()?;
    let parsed = std::str::from_utf8(&bytes)
        .ok()
        .and_then(|text| ron::from_str::<HashMap<String, String>>(text).ok());
    let Some(mut stored) = parsed else {
        // eframe would start afresh and write over it within 30 seconds: the file is kept aside
        // as it was, byte for byte, first. Where only some bytes are not text (one bad byte in a
        // value), what can be read around them is given back to eframe, so that the settings and
        // the values kept before the record (the rating) are not lost with them.
        let kept = match super::aside::move_aside(path) {
            Ok(kept) => kept,
            Err(e) => {
                return Some(
                    tr!(
                        WORDS,
                        "shell-window-state-not-kept",
                        reason = super::aside::plain_io(&e)
                    )
                    .into_owned(),
                );
            }
        };
        let lossy = String::from_utf8_lossy(&bytes);
        let mended = ron::from_str::<HashMap<String, String>>(&lossy).is_ok()
            && ardri_saves::write_atomic(path, lossy.as_bytes()).is_ok();
        let kept = kept.display().to_string();
        let told = if mended {
            tr!(WORDS, "shell-window-state-read-around", path = kept)
        } else {
            tr!(WORDS, "shell-window-state-unreadable", path = kept)
        };
        return Some(told.into_owned());
    };
    let mut mended = false;
    if let Some(text) = stored.get_mut(EGUI_KEY) {
        mended |= mend_value(text, mend_egui_memory);
    }
    if let Some(text) = stored.get_mut(WINDOW_KEY) {
        mended |= mend_value(text, mend_window);
    }
    if mended {
        // Written as eframe writes it; only when a value had to be mended.
        let text = ron::ser::to_string_pretty(&stored, Default::default()).ok()?;
        let _ = ardri_saves::write_atomic(path, text.as_bytes());
    }
    None
}

/// Mends the value in `text` with `mend` (which says whether it changed anything) and writes it
/// back; text that does not parse is left for eframe, which ignores it.
fn mend_value<T: Serialize + serde::de::DeserializeOwned>(
    text: &mut String,
    mend: fn(&mut T) -> bool,
) -> bool {
    let Ok(mut value) = ron::from_str::<T>(text) else {
        return false;
    };
    if !mend(&mut value) {
        return false;
    }
    match ron::to_string(&value) {
        Ok(mended) => {
            *text = mended;
            true
        }
        Err(_) => false,
    }
}

/// egui's stored options back in range: the zoom factor, the tessellation and input options.
fn mend_egui_memory(memory: &mut egui::Memory) -> bool {
    let options = &mut memory.options;
    let mut mended = false;
    if !ZOOM_RANGE.contains(&options.zoom_factor) {
        options.zoom_factor = 1.0;
        mended = true;
    }
    let t = &options.tessellation_options;
    let positive = |x: f32| x.is_finite() && x > 0.0;
    if !(positive(t.feathering_size_in_pixels)
        && positive(t.bezier_tolerance)
        && positive(t.epsilon))
    {
        options.tessellation_options = Default::default();
        mended = true;
    }
    let i = &options.input_options;
    let at_least_zero = |x: f64| x.is_finite() && x >= 0.0;
    if ![i.line_scroll_speed, i.scroll_zoom_speed, i.max_click_dist]
        .into_iter()
        .all(|x| at_least_zero(f64::from(x)))
        || !at_least_zero(i.max_click_duration)
        || !at_least_zero(i.max_double_click_delay)
    {
        options.input_options = Default::default();
        mended = true;
    }
    mended
}

/// egui-winit's `WindowSettings` as stored (its fields are private; the names are its own).
#[derive(Debug, Serialize, Deserialize)]
struct StoredWindow {
    normal_geometry: StoredGeometry,
    fullscreen: bool,
    maximized: bool,
}

#[derive(Debug, Serialize, Deserialize)]
struct StoredGeometry {
    outer_position_pixels: Option<Pos2>,
    scale_factor: f32,
    inner_size_points: Vec2,
}

/// The stored window's place and size back in range: a position that is no number (or beyond any
/// screen) is dropped, as is one with a scale factor that is no number, and a size that is none
/// becomes the default. Whether it is on a monitor that exists is checked once the window is open
/// ([`on_screen_position`]).
fn mend_window(window: &mut StoredWindow) -> bool {
    let geometry = &mut window.normal_geometry;
    let mut mended = false;
    // X11 coordinates are 16-bit: anything beyond is no place on any screen.
    let plausible = |p: Pos2| p.x.abs() < 32_000.0 && p.y.abs() < 32_000.0;
    if !(0.25..=8.0).contains(&geometry.scale_factor) {
        geometry.scale_factor = 1.0;
        geometry.outer_position_pixels = None;
        mended = true;
    }
    if geometry
        .outer_position_pixels
        .is_some_and(|p| !plausible(p))
    {
        geometry.outer_position_pixels = None;
        mended = true;
    }
    let size = geometry.inner_size_points;
    if !(size.x.is_finite() && size.y.is_finite() && size.x >= 64.0 && size.y >= 64.0) {
        geometry.inner_size_points = Vec2::from(DEFAULT_WINDOW_SIZE);
        mended = true;
    }
    mended
}

/// A rectangle on the screen in physical pixels.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ScreenRect {
    pub x: i32,
    pub y: i32,
    pub w: i32,
    pub h: i32,
}

/// Where to move a window at `window` (its outer rect) so that it can be seen on one of `monitors`,
/// or `None` if its title bar can be seen already (or no monitor is known).
pub fn on_screen_position(window: ScreenRect, monitors: &[ScreenRect]) -> Option<(i32, i32)> {
    // The title bar: what the person needs to see to drag the window.
    let title_bar = ScreenRect { h: 30, ..window };
    let overlap = |from: i32, len: i32, m_from: i32, m_len: i32| {
        (from + len).min(m_from + m_len) - from.max(m_from)
    };
    let seen = monitors.iter().any(|m| {
        overlap(title_bar.x, title_bar.w, m.x, m.w) >= 100.min(title_bar.w)
            && overlap(title_bar.y, title_bar.h, m.y, m.h) >= 10
    });
    if seen {
        return None;
    }
    let first = monitors.first()?;
    Some((
        first.x + 40.min(first.w / 10),
        first.y + 40.min(first.h / 10),
    ))
}

/// A window restored to a place no monitor shows (one unplugged since, say) is moved onto the
/// first monitor: eframe clamps it only on Windows and macOS. Done once: `placed` says it was.
pub(crate) fn bring_window_on_screen(placed: &mut bool, frame: &eframe::Frame) {
    if *placed {
        return;
    }
    // None in tests, which have no window.
    let Some(window) = frame.winit_window() else {
        return;
    };
    *placed = true;
    let Ok(position) = window.outer_position() else {
        return;
    };
    let pixels = |n: u32| i32::try_from(n).unwrap_or(i32::MAX);
    let size = window.outer_size();
    let placed = ScreenRect {
        x: position.x,
        y: position.y,
        w: pixels(size.width),
        h: pixels(size.height),
    };
    let primary = window.primary_monitor();
    let mut monitors: Vec<_> = window.available_monitors().collect();
    monitors.sort_by_key(|m| Some(m) != primary.as_ref());
    let screens: Vec<ScreenRect> = monitors
        .iter()
        .map(|m| {
            let (at, size) = (m.position(), m.size());
            ScreenRect {
                x: at.x,
                y: at.y,
                w: pixels(size.width),
                h: pixels(size.height),
            }
        })
        .collect();
    if let Some((x, y)) = on_screen_position(placed, &screens) {
        let mut target = position;
        target.x = x;
        target.y = y;
        window.set_outer_position(target);
    }
}

/// How the window opens: its title, app id, icon and sizes.
pub fn native_options() -> eframe::NativeOptions {
    eframe::NativeOptions {
        viewport: egui::ViewportBuilder::default()
            .with_title("Ard Ri")
            // Also the folder of eframe's storage (the settings and ratings): kept as it always was;
            // the desktop entry finds the window by it (StartupWMClass=ardri: X11, or XWayland).
            .with_app_id("ardri")
            .with_icon(window_icon())
            .with_inner_size(DEFAULT_WINDOW_SIZE)
            .with_min_inner_size([480.0, 360.0]),
        ..Default::default()
    }
}

/// The window's icon: the packaged icon at 64 pixels, as raw RGBA (made from
/// `assets/packaging/org.ardri.ArdRi.svg` by `rsvg-convert -w 64` and ImageMagick's `rgba:`), so no
/// image decoder is needed.
fn window_icon() -> egui::IconData {
    const SIDE: u32 = 64;
    static RGBA: &[u8] = include_bytes!("../../../assets/packaging/window-icon-64.rgba");
    egui::IconData {
        rgba: RGBA.to_vec(),
        width: SIDE,
        height: SIDE,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A FIFO named app.ron would hold the start before any window: it is moved aside, kept, and
    /// said, at once.
    #[test]
    fn a_fifo_for_the_saved_state_is_moved_aside_not_read() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("app.ron");
        let made = std::process::Command::new("mkfifo").arg(&path).status();
        if !made.is_ok_and(|s| s.success()) {
            eprintln!("skipped: mkfifo is not available");
            return;
        }
        // Read on a thread: a FIFO opened would block it for ever, and the answer never come.
        let (tx, rx) = std::sync::mpsc::channel();
        let fifo = path.clone();
        std::thread::spawn(move || tx.send(mend_app_ron(&fifo)));
        let told = rx
            .recv_timeout(std::time::Duration::from_secs(5))
            .expect("the start must not hang on a FIFO")
            .expect("told");
        assert!(
            told.contains("not a file") && told.contains("kept as"),
            "{told}"
        );
        assert!(!path.exists(), "moved aside");
        let kept: Vec<_> = std::fs::read_dir(dir.path()).unwrap().flatten().collect();
        assert_eq!(kept.len(), 1, "the FIFO is kept beside");
    }

    fn stored_egui(zoom: &str) -> String {
        let memory = ron::to_string(&egui::Memory::default()).unwrap();
        let memory = memory.replacen("zoom_factor:1.0", &format!("zoom_factor:{zoom}"), 1);
        assert!(memory.contains(&format!("zoom_factor:{zoom}")), "{memory}");
        memory
    }

    fn write_app_ron(path: &Path, values: &[(&str, String)]) {
        let map: HashMap<String, String> = values
            .iter()
            .map(|(k, v)| (k.to_string(), v.clone()))
            .collect();
        std::fs::write(
            path,
            ron::ser::to_string_pretty(&map, Default::default()).unwrap(),
        )
        .unwrap();
    }

    fn read_app_ron(path: &Path) -> HashMap<String, String> {
        ron::from_str(&std::fs::read_to_string(path).unwrap()).unwrap()
    }

    #[test]
    fn a_broken_zoom_factor_falls_back_to_one() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("app.ron");
        for zoom in ["0.0", "-1.0", "NaN", "inf", "1000.0"] {
            write_app_ron(
                &path,
                &[("egui", stored_egui(zoom)), ("app", "(depth: 5)".into())],
            );
            assert_eq!(mend_app_ron(&path), None, "nothing to tell the person");
            let stored = read_app_ron(&path);
            let memory: egui::Memory = ron::from_str(&stored["egui"]).unwrap();
            assert_eq!(memory.options.zoom_factor, 1.0, "zoom {zoom}");
            assert_eq!(stored["app"], "(depth: 5)", "the rest is kept");
        }
        // A good one is kept, and the file is not written.
        write_app_ron(&path, &[("egui", stored_egui("1.5"))]);
        let before = std::fs::read_to_string(&path).unwrap();
        mend_app_ron(&path);
        assert_eq!(std::fs::read_to_string(&path).unwrap(), before);
    }

    #[test]
    fn a_broken_window_place_falls_back_to_the_default() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("app.ron");
        let window = |pos: &str, scale: &str, size: &str| {
            format!(
                "(normal_geometry:(outer_position_pixels:{pos},scale_factor:{scale},inner_size_points:{size}),fullscreen:false,maximized:false)"
            )
        };
        write_app_ron(
            &path,
            &[(
                "window",
                window("Some((x:NaN,y:40.0))", "0.0", "(x:NaN,y:-5.0)"),
            )],
        );
        mend_app_ron(&path);
        let stored = read_app_ron(&path);
        assert_eq!(
            stored["window"],
            window("None", "1.0", "(x:1100.0,y:760.0)"),
        );
        let good = window("Some((x:30.0,y:40.0))", "1.0", "(x:900.0,y:700.0)");
        write_app_ron(&path, &[("window", good.clone())]);
        mend_app_ron(&path);
        assert_eq!(read_app_ron(&path)["window"], good);
    }

    #[test]
    fn an_unreadable_app_ron_is_moved_aside() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("app.ron");
        std::fs::write(&path, "{\"app\": \"(depth: 5)\", \"eg").unwrap();
        let told = mend_app_ron(&path).expect("the person is told");
        assert!(told.contains("app.ron.bad"), "{told}");
        assert!(!path.exists());
        assert_eq!(
            std::fs::read_to_string(dir.path().join("app.ron.bad")).unwrap(),
            "{\"app\": \"(depth: 5)\", \"eg"
        );
        // No file at all: nothing to do or tell.
        assert_eq!(mend_app_ron(&path), None);
    }

    /// The fuzzer's case: one 0xFF byte in another key's value. eframe would have started afresh
    /// and written over the file (the rating with it) within 30 s; the file is kept aside byte for
    /// byte, and what can be read around the byte (the rating's key) is given back.
    #[test]
    fn an_app_ron_with_a_bad_byte_is_kept_aside_whole_and_read_around() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("app.ron");
        let mut bytes = b"{\"ardri-game-rating\": \"(rating: (rating: 1500.0, deviation: 120.0, volatility: 0.06), games: 30)\", \"app\": \"(depth: 5, name: \\\"".to_vec();
        bytes.push(0xFF);
        bytes.extend_from_slice(b"\\\")\"}");
        std::fs::write(&path, &bytes).unwrap();
        assert!(std::str::from_utf8(&bytes).is_err());
        let told = mend_app_ron(&path).expect("the person is told");
        assert!(told.contains("app.ron.bad"), "{told}");
        assert_eq!(
            std::fs::read(dir.path().join("app.ron.bad")).unwrap(),
            bytes,
            "byte for byte"
        );
        let read_around: HashMap<String, String> =
            ron::from_str(&std::fs::read_to_string(&path).unwrap()).unwrap();
        assert!(
            read_around["ardri-game-rating"].contains("games: 30"),
            "{read_around:?}"
        );
    }

    #[test]
    fn an_off_screen_window_is_brought_onto_a_monitor() {
        let monitor = ScreenRect {
            x: 0,
            y: 0,
            w: 1280,
            h: 900,
        };
        let right = ScreenRect {
            x: 1280,
            y: 0,
            w: 1920,
            h: 1080,
        };
        let window = |x, y| ScreenRect {
            x,
            y,
            w: 1100,
            h: 760,
        };
        assert_eq!(on_screen_position(window(100, 50), &[monitor]), None);
        assert_eq!(
            on_screen_position(window(-1000, 50), &[monitor]),
            None,
            "its title bar shows"
        );
        assert_eq!(
            on_screen_position(window(2000, 100), &[monitor, right]),
            None
        );
        let moved = on_screen_position(window(5000, 5000), &[monitor]).expect("moved");
        assert!(
            moved.0 >= 0 && moved.1 >= 0 && moved.0 < 1280 && moved.1 < 900,
            "{moved:?}"
        );
        let moved = on_screen_position(window(100, -2000), &[monitor, right]).expect("moved");
        assert!(moved.1 >= 0, "{moved:?}");
        assert_eq!(
            on_screen_position(window(5000, 5000), &[]),
            None,
            "no monitor known"
        );
    }
}
