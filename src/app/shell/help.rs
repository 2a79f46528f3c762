//! Help's text, all in one place: the rules, the evaluation bar, levels, clocks, the review
//! marks, the person's own notes, the game library and the opening explorer. The shortcuts are
//! listed from the keymap, not here.

/// Help's sections: a title and its lines.
pub const SECTIONS: &[(&str, &[&str])] = &[
    ("The rules", RULES),
    ("The evaluation bar", EVALUATION),
    ("Levels", LEVELS),
    ("Lines, undo and study", LINES),
    ("Clocks", CLOCKS),
    ("Review marks", MARKS),
    ("Your notes", NOTES),
    ("The game library", LIBRARY),
    ("The opening explorer", EXPLORER),
];

const RULES: &[&str] = &[
    "7x7 board; 16 attackers (dark diamonds) against 8 defenders and their king (light discs). The defenders move first.",
    "Every piece, the king too, steps one square up, down, left or right onto an empty square.",
    "The corners and the centre (the throne) are for the king alone.",
    "Capture by enclosing: moving so that an enemy piece sits between the moved piece and another of yours, in line, takes it. The king takes part. Only the mover captures.",
    "The defenders win when the king reaches a corner.",
    "The attackers win by enclosing the king with an attacker's move: every neighbour an attacker, a restricted square or the edge.",
    "A side with no legal move loses; the third repetition of a position is a draw.",
];

const EVALUATION: &[&str] = &[
    "The bar beside the board shows how the engine sees the shown position: the light part is the defenders' share, the dark part the attackers'.",
    "The number on it is the chance for the side ahead: \"A 78%\" means the engine expects the attackers to score 78% from here (a win counting 1, a draw 1/2) between two players of its own strength.",
    "Hover over the bar for the chances of a win, a draw and a loss. View > Raw engine score shows the engine's own score instead (A +1.2: the attackers ahead in its units, A #3: a forced win in 3 moves).",
    "The start is lopsided at the engine's level: in 8,000 of its self-play games from random openings the attackers won 94.6%, the defenders 1.9%, and 3.5% were drawn, so the bar starts far on the attackers' side. Between people the game may be closer; the number is what the engine expects between two players of its own strength.",
    "\"A won\" or \"D won\" (or \"Draw\") at the end of a game; an empty bar means the position has not been analysed yet: start the analysis or review the game.",
];

const LEVELS: &[&str] = &[
    "The engine plays its own moves at a level from 1 (a beginner can beat it) to the top, full strength (where the depth and time settings apply). A level below the top looks a fixed number of moves ahead and misjudges positions by a fixed amount for the whole game, as a person does; it does not throw in random blunders.",
    "Each level carries a rating on one scale (the simple seed engine at 100 ms a move is 1000), measured by matches between neighbouring levels.",
    "A first game is played at level 2, one rated below the simple seed engine; change it with Level in the Engine panel at any time.",
    "Analysis, hints and reviews always use full strength.",
    "Your rating (Engine panel) is on the same scale. It starts at 1000 and moves after every game against a level that you play through from the start with no move taken back and no hint; the panel says before your first move whether the game counts. The number after ± says how sure it is, and shrinks as you play. Match my rating picks the level nearest it.",
    "Game > New match plays a level twice with the sides swapped, as tafl players do: more points win, and with one win each the faster win takes the match. A match counts once in your rating.",
];

const LINES: &[&str] = &[
    "A move at an earlier position (on the board or in the explorer) starts a variation: the game's own moves stay as they were. Promote a variation in the move list to make it the game's line.",
    "Undo (Ctrl+Z) takes back your last move and the engine's reply; they are kept as a variation. Your notes, a variation's moves, a resignation, a promotion or a deletion are undone one by one. Redo brings back what undo took.",
    "A game you open is open for study: you move both sides and the engine waits. To play on against the engine from its last position, use Play on as the attackers (or defenders) in the Engine panel.",
    "Engine against engine plays at the Pace set in the Engine panel (1 second a move to start with).",
    "Puzzles set your game aside; Close puzzles brings it back as it was.",
];

const CLOCKS: &[&str] = &[
    "Game > Time control sets the clock of the next game: minutes for each side plus an increment, seconds added after each move (\"5 + 3\" = 5 minutes, 3 seconds a move).",
    "The side to move's clock runs; the side whose time runs out loses. Set-up and pasted positions get the same clock.",
    "Clocks stop while a question or a file chooser is on screen.",
];

const MARKS: &[&str] = &[
    "Review game (Ctrl+R) analyses every position of the main line and marks the moves that lost part of the mover's winning chance:",
    "?! inaccuracy: 5 points or more lost; ? mistake: 10 points or more; ?? blunder: 15 points or more.",
    "The accuracy table sums each side's moves up; P and N jump to the previous and next mistake, and a click on the graph shows that move.",
];

const NOTES: &[&str] = &[
    "Drag with the right mouse button on the board to draw an arrow for the shown move; release on the same square for a circle. Plain is green, with Shift red, with Alt blue, with Ctrl (or Shift+Alt) yellow. Drawing the same shape again removes it.",
    "Right-click a move in the list to mark it (! ? !! ?? !? ?!), to write a comment on it, or to clear its drawings; the comment box under the list does the same for the shown move. Your marks stand beside the review's own.",
    "Drawings, marks and comments belong to their move: they are saved with the game, shown when that move is shown, and go with the move into a variation when it is taken back.",
    "Game > Export as text writes the main line with your notes as a text record (headers, numbered moves, {comments}); Game > Import from text reads one back.",
];

const EXPLORER: &[&str] = &[
    "View > Opening explorer (E) lists every move played in the shown position, the most played first: how many games, a bar of the attackers' wins, the draws and the defenders' wins (hover for the counts), and the engine's score of the position the move leads to, shown as the bar shows scores. Click a move to play it.",
    "All games counts the 54,247 self-play games that come with the app and your own; My games only the finished games saved in your folder (the game library's, else the one you last used). A position reached by different move orders is one entry, and each game counts once in it.",
];

const LIBRARY: &[&str] = &[
    "Game > Game library (Ctrl+L) lists the games of a folder (the saves folder until you choose another): players, result, date, moves, and each side's accuracy when the game was reviewed. A file that cannot be read is listed with the reason.",
    "Click a header to sort by it (again for the other way); filter by text (players, event, file name) and by result. Up and Down choose a game, Enter or a double-click opens it (the app asks first if the game on the board has unsaved changes).",
    "Practise mistakes gathers the mistakes and blunders of your side (the player named Human, as the app names you, or a side you choose) from the reviewed games shown, and goes through them game by game.",
];
