//! The one table of keyboard shortcuts. The menus take their shortcut text from it, Help lists it,
//! and [`pressed`] turns key presses into commands with it, so the three cannot disagree.
//!
//! While a text field has the keyboard (the chooser's path, the paste window, the editor's position
//! string), keys belong to the text: only shortcuts marked `while_typing` (with Ctrl, and not the
//! text-editing ones like Ctrl+Z) act. While a modal question is on screen no shortcut acts.

use super::library::command::LibraryCommand;
use egui::{Event, Key, KeyboardShortcut, Modifiers};

use super::explorer;
use super::game::commands::{Command, EngineCommand, FileCommand, MoveCommand, ViewCommand};
use super::review::ReviewCommand;

/// What presses a binding.
#[derive(Clone, Copy, Debug)]
pub enum Keys {
    /// Any of these (the first is the one menus show).
    Press(&'static [KeyboardShortcut]),
    /// The system's paste (Ctrl+V): egui delivers the clipboard's text as a paste event.
    Paste,
}

pub struct Binding {
    pub keys: Keys,
    /// The command (a function: a feature's command is boxed, which a table of statics cannot hold).
    pub command: fn() -> Command,
    /// What it does, for Help: its message's key in the root's words (`i18n/`).
    pub help: &'static str,
    /// Whether it acts while a text field has the keyboard.
    pub while_typing: bool,
}

const fn key(modifiers: Modifiers, key: Key) -> KeyboardShortcut {
    KeyboardShortcut::new(modifiers, key)
}

const CTRL: Modifiers = Modifiers::COMMAND;
const CTRL_SHIFT: Modifiers = Modifiers {
    alt: false,
    ctrl: false,
    shift: true,
    mac_cmd: false,
    command: true,
};
const NONE: Modifiers = Modifiers::NONE;

/// Every shortcut. A shortcut with Shift comes before the same one without: a press with Shift also
/// matches the one without.
pub static KEYMAP: &[Binding] = &[
    Binding {
        keys: Keys::Press(&[key(CTRL, Key::N)]),
        command: || Command::from(FileCommand::NewGame(None)),
        help: "keys-new-game",
        while_typing: true,
    },
    Binding {
        keys: Keys::Press(&[key(CTRL, Key::O)]),
        command: || Command::from(FileCommand::Open),
        help: "keys-open",
        while_typing: true,
    },
    Binding {
        keys: Keys::Press(&[key(CTRL, Key::L)]),
        command: || LibraryCommand::Toggle.into(),
        help: "keys-library",
        while_typing: true,
    },
    Binding {
        keys: Keys::Press(&[key(CTRL_SHIFT, Key::S)]),
        command: || Command::from(FileCommand::SaveAs),
        help: "keys-save-as",
        while_typing: true,
    },
    Binding {
        keys: Keys::Press(&[key(CTRL, Key::S)]),
        command: || Command::from(FileCommand::Save),
        help: "keys-save",
        while_typing: true,
    },
    Binding {
        keys: Keys::Paste,
        command: || Command::from(FileCommand::Paste(String::new())),
        help: "keys-paste",
        while_typing: false,
    },
    Binding {
        keys: Keys::Press(&[key(CTRL_SHIFT, Key::Z), key(CTRL, Key::Y)]),
        command: || Command::Moves(MoveCommand::Redo),
        help: "keys-redo",
        while_typing: false,
    },
    Binding {
        keys: Keys::Press(&[key(CTRL, Key::Z)]),
        command: || Command::Moves(MoveCommand::Undo),
        help: "keys-undo",
        while_typing: false,
    },
    Binding {
        keys: Keys::Press(&[key(CTRL, Key::R)]),
        command: || Command::Engine(EngineCommand::Review),
        help: "keys-review",
        while_typing: true,
    },
    Binding {
        keys: Keys::Press(&[key(NONE, Key::ArrowLeft)]),
        command: || Command::Moves(MoveCommand::Step(-1)),
        help: "keys-previous-move",
        while_typing: false,
    },
    Binding {
        keys: Keys::Press(&[key(NONE, Key::ArrowRight)]),
        command: || Command::Moves(MoveCommand::Step(1)),
        help: "keys-next-move",
        while_typing: false,
    },
    Binding {
        keys: Keys::Press(&[key(NONE, Key::Home)]),
        command: || Command::Moves(MoveCommand::GoTo(0)),
        help: "keys-first-position",
        while_typing: false,
    },
    Binding {
        keys: Keys::Press(&[key(NONE, Key::End)]),
        command: || Command::Moves(MoveCommand::GoToEnd),
        help: "keys-last-position",
        while_typing: false,
    },
    Binding {
        keys: Keys::Press(&[key(NONE, Key::P)]),
        command: || ReviewCommand::PreviousMistake.into(),
        help: "keys-previous-mistake",
        while_typing: false,
    },
    Binding {
        keys: Keys::Press(&[key(NONE, Key::N)]),
        command: || ReviewCommand::NextMistake.into(),
        help: "keys-next-mistake",
        while_typing: false,
    },
    Binding {
        keys: Keys::Press(&[key(NONE, Key::F)]),
        command: || Command::View(ViewCommand::Flip),
        help: "keys-flip",
        while_typing: false,
    },
    Binding {
        keys: Keys::Press(&[key(NONE, Key::E)]),
        command: || explorer::Command::Toggle.into(),
        help: "keys-explorer",
        while_typing: false,
    },
    Binding {
        keys: Keys::Press(&[key(NONE, Key::Escape)]),
        command: || Command::View(ViewCommand::Escape),
        help: "keys-escape",
        while_typing: false,
    },
    Binding {
        keys: Keys::Press(&[key(NONE, Key::B)]),
        command: || Command::View(ViewCommand::KeyboardToBoard),
        help: "keys-board",
        while_typing: false,
    },
    Binding {
        keys: Keys::Press(&[key(NONE, Key::F1)]),
        command: || Command::View(ViewCommand::ToggleHelp),
        help: "keys-help",
        while_typing: true,
    },
];

/// "Ctrl+Shift+S", "F", "Left": the same on every platform this app ships for.
pub fn shortcut_text(shortcut: &KeyboardShortcut) -> String {
    let m = shortcut.modifiers;
    let mut text = String::new();
    if m.command || m.ctrl || m.mac_cmd {
        text.push_str("Ctrl+");
    }
    if m.alt {
        text.push_str("Alt+");
    }
    if m.shift {
        text.push_str("Shift+");
    }
    text.push_str(shortcut.logical_key.name());
    text
}

impl Binding {
    /// Whether the binding is an arrow key (which the board takes while it has the keyboard).
    fn uses_arrow_keys(&self) -> bool {
        const ARROWS: [Key; 4] = [
            Key::ArrowLeft,
            Key::ArrowRight,
            Key::ArrowUp,
            Key::ArrowDown,
        ];
        matches!(self.keys, Keys::Press(shortcuts) if shortcuts.iter().any(|s| ARROWS.contains(&s.logical_key)))
    }

    /// Every key of the binding, for Help: "Ctrl+Shift+Z / Ctrl+Y".
    pub fn keys_text(&self) -> String {
        match self.keys {
            Keys::Press(shortcuts) => shortcuts
                .iter()
                .map(shortcut_text)
                .collect::<Vec<_>>()
                .join(" / "),
            Keys::Paste => "Ctrl+V".to_string(),
        }
    }
}

/// The shortcut text a menu shows beside `command`, or "" when it has none.
pub fn menu_text(command: &Command) -> String {
    KEYMAP
        .iter()
        .find(|b| (b.command)() == *command)
        .map_or_else(String::new, |b| match b.keys {
            Keys::Press(shortcuts) => shortcuts.first().map_or_else(String::new, shortcut_text),
            Keys::Paste => "Ctrl+V".to_string(),
        })
}

/// Where the keyboard is, for [`pressed`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Focus {
    /// Nothing takes keys: every shortcut acts.
    Free,
    /// A text field has the keyboard: only `while_typing` shortcuts act.
    Typing,
    /// A modal question is on screen: no shortcut acts.
    Modal,
    /// A square of the board has the keyboard: the arrow keys walk the board, so the shortcuts
    /// made of them wait.
    Board,
}

impl Focus {
    /// From egui's state: a focused text field takes the keys.
    pub fn of(ctx: &egui::Context, modal: bool) -> Focus {
        if modal {
            Focus::Modal
        } else if ctx.text_edit_focused() {
            Focus::Typing
        } else if crate::app::game::board::board_has_keyboard(ctx) {
            Focus::Board
        } else {
            Focus::Free
        }
    }
}

/// The commands the keys pressed this frame ask for (the presses are consumed); `wanted` says
/// whether a command means anything now (Esc only while a preview is shown, say), so a press for
/// nothing is left to the rest of the window.
pub fn pressed(
    ctx: &egui::Context,
    focus: Focus,
    wanted: impl Fn(&Command) -> bool,
) -> Vec<Command> {
    let mut out = Vec::new();
    if focus == Focus::Modal {
        return out;
    }
    for binding in KEYMAP {
        if focus == Focus::Typing && !binding.while_typing {
            continue;
        }
        if focus == Focus::Board && binding.uses_arrow_keys() {
            continue;
        }
        if !wanted(&(binding.command)()) {
            continue;
        }
        match binding.keys {
            Keys::Press(shortcuts) => {
                for shortcut in shortcuts {
                    if ctx.input_mut(|i| i.consume_shortcut(shortcut)) {
                        out.push((binding.command)());
                        break;
                    }
                }
            }
            Keys::Paste => {
                let pasted = ctx.input_mut(|i| {
                    let mut text = None;
                    i.events.retain(|e| match e {
                        Event::Paste(t) if text.is_none() => {
                            text = Some(t.clone());
                            false
                        }
                        _ => true,
                    });
                    text
                });
                if let Some(text) = pasted {
                    out.push(Command::from(FileCommand::Paste(text)));
                }
            }
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_binding_has_its_own_keys() {
        let mut seen = Vec::new();
        for binding in KEYMAP {
            let text = binding.keys_text();
            assert!(!seen.contains(&text), "{text} bound twice");
            seen.push(text);
        }
        assert_eq!(
            menu_text(&Command::from(FileCommand::SaveAs)),
            "Ctrl+Shift+S"
        );
        assert_eq!(menu_text(&Command::Moves(MoveCommand::Step(-1))), "Left");
        assert_eq!(menu_text(&Command::Engine(EngineCommand::Hint)), "");
    }
}
