//! The package's files (`cargo deb`, docs/CONTRIBUTING.md): every asset the Debian metadata names
//! exists, the desktop entry, its icon and the AppStream metainfo name one another, and, where the
//! validators are installed (`desktop-file-utils`, `appstream`), they accept the entry and the
//! metainfo.

use std::path::{Path, PathBuf};
use std::process::Command;

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

fn read(path: &str) -> String {
    std::fs::read_to_string(root().join(path)).unwrap_or_else(|e| panic!("{path}: {e}"))
}

/// The `[source, destination]` lines of `[package.metadata.deb] assets`, as (source, destination).
fn deb_asset_lines() -> Vec<(String, String)> {
    let manifest = read("Cargo.toml");
    let start = manifest
        .find("[package.metadata.deb]")
        .expect("deb metadata");
    let assets = &manifest[start..];
    let list = &assets[assets.find("assets = [").expect("an asset list")..];
    let list = &list[..list.find("\n]").expect("the list's end")];
    list.lines()
        .filter(|l| l.trim().starts_with("[\""))
        .map(|l| {
            let quoted: Vec<&str> = l.split('"').collect();
            (quoted[1].to_string(), quoted[3].to_string())
        })
        .collect()
}

/// The source paths of `[package.metadata.deb] assets`.
fn deb_assets() -> Vec<String> {
    deb_asset_lines()
        .into_iter()
        .map(|(source, _)| source)
        .collect()
}

#[test]
fn every_packaged_file_exists_and_the_desktop_files_agree() {
    let assets = deb_assets();
    assert!(assets.len() >= 9, "{assets:?}");
    // The guide and its pictures go with the program: a person without the repository reads it.
    for doc in [
        "docs/guide.md",
        "src/app/languages/de/guide.md",
        "src/app/languages/fr/guide.md",
        "src/app/languages/es/guide.md",
        "src/app/languages/sv/guide.md",
        "src/app/languages/pl/guide.md",
        "docs/screenshots/theme-dark.png",
        "docs/screenshots/theme-light.png",
        "docs/screenshots/theme-colour-blind.png",
    ] {
        assert!(assets.iter().any(|a| a == doc), "{doc} is not packaged");
    }
    for asset in &assets {
        // The programs are built before packaging; the rest is in the repository.
        if !asset.starts_with("target/") {
            assert!(root().join(asset).is_file(), "{asset} is missing");
        }
    }
    let desktop = read("assets/packaging/org.ardri.ArdRi.desktop");
    assert!(desktop.contains("\nIcon=org.ardri.ArdRi\n"));
    assert!(desktop.contains("\nExec=ardri %f\n"));
    // The window's class, which the app sets (`with_app_id("ardri")`), finds the entry.
    assert!(desktop.contains("\nStartupWMClass=ardri\n"));
    let metainfo = read("assets/packaging/org.ardri.ArdRi.metainfo.xml");
    assert!(metainfo.contains("<id>org.ardri.ArdRi</id>"));
    assert!(
        metainfo.contains("<launchable type=\"desktop-id\">org.ardri.ArdRi.desktop</launchable>")
    );
    for icon in [
        "org.ardri.ArdRi.svg",
        "org.ardri.ArdRi-128.png",
        "org.ardri.ArdRi-256.png",
        "org.ardri.ArdRi-512.png",
    ] {
        assert!(
            assets.iter().any(|a| a.ends_with(icon)),
            "{icon} not packaged"
        );
    }
    // The window's own icon: 64 x 64 RGBA.
    let raw = std::fs::metadata(root().join("assets/packaging/window-icon-64.rgba")).unwrap();
    assert_eq!(raw.len(), 64 * 64 * 4);
}

fn validator(name: &str) -> Option<PathBuf> {
    std::env::var_os("PATH")?
        .to_str()?
        .split(':')
        .map(|dir| Path::new(dir).join(name))
        .find(|p| p.is_file())
}

#[test]
fn the_validators_accept_the_entry_and_the_metainfo() {
    let dir = root().join("assets/packaging");
    let mut checked = 0;
    if let Some(tool) = validator("desktop-file-validate") {
        let out = Command::new(tool)
            .arg(dir.join("org.ardri.ArdRi.desktop"))
            .output()
            .unwrap();
        assert!(out.status.success() && out.stdout.is_empty(), "{out:?}");
        checked += 1;
    }
    if let Some(tool) = validator("appstreamcli") {
        let out = Command::new(tool)
            .args(["validate", "--no-net"])
            .arg(dir.join("org.ardri.ArdRi.metainfo.xml"))
            .output()
            .unwrap();
        assert!(
            out.status.success(),
            "{}",
            String::from_utf8_lossy(&out.stdout)
        );
        checked += 1;
    }
    if checked < 2 {
        eprintln!("desktop-file-validate or appstreamcli is not installed: {checked} of 2 checked");
    }
}

/// The installed paths of `[package.metadata.deb] assets` (a destination ending in `/` is a folder
/// the source's file name goes into).
fn installed_paths() -> Vec<String> {
    deb_asset_lines()
        .into_iter()
        .map(|(source, dest)| {
            if dest.ends_with('/') {
                format!(
                    "{dest}{}",
                    Path::new(&source).file_name().unwrap().to_string_lossy()
                )
            } else {
                dest
            }
        })
        .collect()
}

#[test]
fn the_installed_guide_speaks_to_a_person() {
    installed_guide_speaks_to_a_person("docs/guide.md", "guide.md");
    for code in ["de", "fr", "es", "sv", "pl"] {
        installed_guide_speaks_to_a_person(
            &format!("src/app/languages/{code}/guide.md"),
            &format!("guide.{code}.md"),
        );
    }
}

/// The guide at `source`, installed as `name`: no cargo command, installed, every link a web
/// address or installed beside it.
fn installed_guide_speaks_to_a_person(source: &str, name: &str) {
    let guide = read(source);
    // A person who installed the package has no cargo and no repository.
    assert!(!guide.contains("cargo "), "the guide names a cargo command");
    let installed = installed_paths();
    assert!(
        installed
            .iter()
            .any(|p| *p == format!("usr/share/doc/ardri/{name}")),
        "{name} is not installed"
    );
    // Every link of the guide is a web address or a file installed beside it.
    let mut rest = guide.as_str();
    let mut links = 0;
    while let Some(at) = rest.find("](") {
        let after = &rest[at + 2..];
        let target = &after[..after.find(')').expect("a link's end")];
        rest = after;
        links += 1;
        let file = target.split('#').next().unwrap();
        if file.is_empty() || target.starts_with("https://") || target.starts_with("http://") {
            continue;
        }
        let path = format!("usr/share/doc/ardri/{file}");
        assert!(
            installed.contains(&path),
            "the guide links {target}, which the package does not install"
        );
    }
    assert!(links >= 4, "the guide's links were read ({links})");
    // The games it names are installed where it says.
    for game in [
        "defenders-win.ron",
        "attackers-win.ron",
        "draw-by-repetition.ron",
    ] {
        let path = format!("usr/share/doc/ardri/examples/{game}");
        assert!(installed.contains(&path), "{path}");
    }
    assert!(guide.contains("/usr/share/doc/ardri/examples/"));
}
