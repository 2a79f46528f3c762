//! The Progress page's handler through the contract, without a window: what it asks the record,
//! how it pages and filters, and what opening a game asks of the board.

use ardri_record::{GameId, GameRow, PersonResult, Player, Rated, StoredGame, Utc};
use ardri_rules::Side;

use super::super::game::commands::ViewCommand;
use super::super::game::commands::{BoardCommand, Command as AppCommand, SessionSource};
use super::super::game::feature::{Clock, Feature, TestBed};
use super::super::game::record_service::RecordCommand;
use super::*;

/// Handles `command` on `page`; what it asked.
fn handle(page: &mut Progress, command: Command) -> Vec<AppCommand> {
    TestBed::new().run(|cx| page.handle(command, cx))
}

/// The page the record was asked for (offset, limit) and the filter's level and result.
fn asked(asks: &[AppCommand]) -> (u64, u32, Option<u8>, Option<PersonResult>) {
    match asks {
        [ask] if let Some(RecordCommand::AskProgress { filter, page, .. }) = ask.feature() => {
            (page.offset, page.limit, filter.level, filter.result)
        }
        other => panic!("not one question to the record: {other:?}"),
    }
}

fn game(moves: &[&str]) -> StoredGame {
    StoredGame {
        id: GameId(1),
        row: GameRow {
            started_at: Utc(1_767_225_000),
            finished_at: Utc(1_767_225_600),
            start: None,
            moves: moves.iter().map(|m| m.to_string()).collect(),
            outcome: None,
            level: Some(3),
            person: Some(Side::Defenders),
            attackers: Player::named("Ard Ri Engine (level 3)"),
            defenders: Player::named("Human"),
            rated: Rated::Yes,
            clock: None,
            saved_to: None,
        },
        review: None,
        rating_change: None,
    }
}

#[test]
fn opening_the_page_asks_the_record_for_its_first_page_and_closing_asks_nothing() {
    let mut page = Progress::default();
    let asks = handle(&mut page, Command::Toggle);
    assert!(page.open);
    assert_eq!(asked(&asks), (0, GAMES_PER_PAGE, None, None));
    assert!(handle(&mut page, Command::Toggle).is_empty());
    assert!(!page.open);
}

#[test]
fn the_record_answers_with_data_or_with_why_there_is_none() {
    let mut page = Progress::default();
    handle(&mut page, Command::Unavailable("No record is kept.".into()));
    assert_eq!(page.message.as_deref(), Some("No record is kept."));
    handle(&mut page, Command::Data(Box::default()));
    assert!(page.data.is_some());
    assert_eq!(page.message, None, "the data replaces the message");
}

#[test]
fn pages_stay_within_the_games_and_a_new_filter_starts_at_the_first() {
    let mut page = Progress::default();
    handle(
        &mut page,
        Command::Data(Box::new(ProgressData {
            games_total: 2 * u64::from(GAMES_PER_PAGE) + 1,
            ..ProgressData::default()
        })),
    );
    let per = u64::from(GAMES_PER_PAGE);
    assert_eq!(asked(&handle(&mut page, Command::Page(1))).0, per);
    assert_eq!(asked(&handle(&mut page, Command::Page(1))).0, 2 * per);
    // Three pages in all: no fourth.
    assert_eq!(asked(&handle(&mut page, Command::Page(1))).0, 2 * per);
    let filtered = handle(
        &mut page,
        Command::Filter {
            level: Some(5),
            result: Some(PersonResult::Win),
            period: Period::AnyTime,
        },
    );
    assert_eq!(
        asked(&filtered),
        (0, GAMES_PER_PAGE, Some(5), Some(PersonResult::Win))
    );
    // Before the first page there is none.
    assert_eq!(asked(&handle(&mut page, Command::Page(-1))).0, 0);
}

#[test]
fn a_game_from_the_record_goes_on_the_board_and_a_broken_one_is_said() {
    let mut page = Progress::default();
    let asks = handle(&mut page, Command::Open(Box::new(game(&["c3c2"]))));
    match asks.as_slice() {
        [AppCommand::Board(BoardCommand::Put(SessionSource::Imported(loaded)))] => {
            assert_eq!(loaded.0.game.ply_count(), 1);
            assert_eq!(loaded.0.metadata.defenders, "Human");
            assert_eq!(loaded.0.metadata.event, "Against level 3, from your record");
        }
        other => panic!("not put on the board: {other:?}"),
    }
    // A move the rules refuse: the person is told, the board is left alone.
    let asks = handle(&mut page, Command::Open(Box::new(game(&["a1a7"]))));
    match asks.as_slice() {
        [AppCommand::View(ViewCommand::ReportError(why))] => {
            assert!(why.starts_with("That game could not be opened"), "{why}");
        }
        other => panic!("not told: {other:?}"),
    }
}

#[test]
fn the_page_adds_itself_to_the_game_menu() {
    let entries = Progress::default().menu();
    assert_eq!(entries.len(), 2);
    assert!(entries.iter().all(|e| e.menu == Menu::Game));
    assert_eq!(entries[0].command, AppCommand::from(Command::Toggle));
    assert_eq!(entries[1].command, AppCommand::from(Command::Backups));
}

#[test]
fn the_period_counts_back_from_the_clock() {
    let mut page = Progress::default();
    let mut bed = TestBed::new();
    let now = bed.clock.utc().0;
    let asks = bed.run(|cx| {
        page.handle(
            Command::Filter {
                level: None,
                result: None,
                period: Period::LastWeek,
            },
            cx,
        )
    });
    match asks.as_slice() {
        [ask] if let Some(RecordCommand::AskProgress { filter, page, .. }) = ask.feature() => {
            assert_eq!(filter.from, Some(Utc(now - 7 * 86_400)));
            assert_eq!(page.offset, 0);
        }
        other => panic!("not asked: {other:?}"),
    }
    let asks = bed.run(|cx| {
        page.handle(
            Command::Filter {
                level: None,
                result: None,
                period: Period::AnyTime,
            },
            cx,
        )
    });
    assert!(matches!(
        asks.as_slice(),
        [ask] if matches!(ask.feature(), Some(RecordCommand::AskProgress { filter, .. }) if filter.from.is_none())
    ));
}

#[test]
fn a_game_opens_then_is_reviewed_or_saved_as_a_file() {
    use super::super::game::commands::{EngineCommand, FileCommand};
    let mut page = Progress::default();
    let opened = |asks: &[AppCommand]| {
        matches!(
            asks.first(),
            Some(AppCommand::Board(BoardCommand::Put(
                SessionSource::Imported(_)
            )))
        )
    };
    let asks = handle(
        &mut page,
        Command::OpenThen(Box::new(game(&["c3c2"])), Then::Review),
    );
    assert!(opened(&asks), "{asks:?}");
    assert_eq!(asks[1], AppCommand::Engine(EngineCommand::Review));
    let asks = handle(
        &mut page,
        Command::OpenThen(Box::new(game(&["c3c2"])), Then::SaveAs),
    );
    assert!(opened(&asks), "{asks:?}");
    assert_eq!(asks[1], AppCommand::from(FileCommand::SaveAs));
}

/// Issue 44: each listed game says whether it counted, the opponent's rating and the rating's
/// change; a casual one says why it did not count.
#[test]
fn each_listed_game_says_rated_or_casual_with_the_ratings() {
    let mut rated = game(&["c3c2"]);
    rated.row.attackers.rating_before = Some(1178.0);
    rated.rating_change = Some(ardri_record::RatingChange {
        before: ardri_record::Rating {
            rating: 1000.0,
            deviation: 350.0,
            volatility: 0.06,
        },
        after: ardri_record::Rating {
            rating: 1043.4,
            deviation: 300.0,
            volatility: 0.06,
        },
    });
    let line = window::game_line(&rated);
    assert!(line.contains("level 3 (1178)"), "{line}");
    assert!(line.contains("rated: 1000 to 1043 (+43)"), "{line}");
    let mut casual = game(&["c3c2"]);
    casual.row.rated = Rated::No {
        why: "a hint was asked for".into(),
    };
    let line = window::game_line(&casual);
    assert!(line.ends_with("casual (a hint was asked for)"), "{line}");
}

/// Counts of games follow each language's plural rules: Polish has three forms (1 partia,
/// 2 partie, 5 partii, 22 partie), German and English two.
#[test]
fn games_are_counted_in_each_languages_plural_forms() {
    use super::super::shell::i18n::{Language, set_language};
    let kept = |games: u32| {
        super::super::shell::i18n::tr!(
            super::WORDS,
            "progress-games-kept",
            games = games,
            best = 3,
            current = 1
        )
        .into_owned()
    };
    set_language(Language::Polish);
    for (games, said) in [
        (1, "1 partia "),
        (2, "2 partie "),
        (5, "5 partii "),
        (22, "22 partie "),
        (25, "25 partii "),
    ] {
        assert!(kept(games).starts_with(said), "{games}: {}", kept(games));
    }
    set_language(Language::German);
    assert!(kept(1).starts_with("1 Partie "), "{}", kept(1));
    assert!(kept(22).starts_with("22 Partien "), "{}", kept(22));
    set_language(Language::English);
    assert!(kept(1).starts_with("1 game kept"), "{}", kept(1));
    assert!(kept(5).starts_with("5 games kept"), "{}", kept(5));
}
