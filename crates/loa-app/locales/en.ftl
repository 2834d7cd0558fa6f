# English: the game page, the <loa-board> element and the errors they show.
#
# Every message exists in en.ftl, ca.ftl and ru.ftl with the same variables (a test checks).
# $color and $other are "black" or "white"; numbers ($count, $pieces, …) select plural forms.
# Move notation (b1-b3, d1xa4), squares (e4) and record formats stay the same in every language.

## The page

page-title = Lines of Action
page-description = Play Lines of Action in your browser: against the computer, against a friend, or watch the computer play itself.
language-label = Language
nav-game = Game
new-game = New game
undo = Undo
undo-title = Take back (against the computer: your move and its reply)
redo = Redo
flip = Flip
flip-title = Flip the board (f)
copy-link = Copy link
open-record = Export / import
board-area = Board
status-loading = Loading…
dismiss = Dismiss
pass = Pass
ai-retry = Ask the computer again
show-info = Show depth and score
sound = Sounds
nav-moves = Moves
menu = Menu
first = First position
first-title = First position (Home)
back = Back one move
back-title = Back (←)
forward = Forward one move
forward-title = Forward (→)
last = Last position
last-title = Last position (End)
moves-played = Moves played
link-label = Link to this game
help-rules = How to play
# The tutorial in this language (the "How to play" link).
rules-page = rules.html
# The keyboard help in one line; opened, it lists every key.
help-keys = Keys: ← → browse, f flips, arrows + Enter on the board.
# The ends of a game (the menu's Resign and Offer a draw; the result box's Rematch), and the
# clocks ($color: the side that resigns).
resign = Resign
resign-confirm = Resign the game as { $color ->
        [black] Black
       *[white] White
    }?
offer-draw = Offer a draw
draw-accept = Accept the draw
draw-decline = Decline
rematch = Rematch
clock-black = Black's clock
clock-white = White's clock

## The new-game dialog

players = Players
mode = Mode
mode-hvc = Against the computer
mode-hvh = Two players on this device
mode-cvc = Computer against computer
you-play = You play
you-play-black = Black (moves first)
you-play-white = White
you-play-random = Random
level = Computer level
level-option = { $level } · { $name }
# The levels' names and what to expect from each (loa-core's search/level.rs: $plies is how far
# the level looks, $seconds how long the strongest thinks a move).
level-name-1 = Beginner
level-name-2 = Novice
level-name-3 = Amateur
level-name-4 = Club player
level-name-5 = Advanced
level-name-6 = Expert
level-name-7 = Master
level-name-8 = Full strength
level-about-1 = Looks { $plies ->
        [one] { $plies } half-move ahead
       *[other] { $plies } half-moves ahead
    }: it never misses a connection in one, but often plays a weaker move on purpose.
level-about-2 = Looks { $plies ->
        [one] { $plies } half-move ahead
       *[other] { $plies } half-moves ahead
    } and sometimes plays a slightly weaker move on purpose.
level-about-3 = Looks { $plies ->
        [one] { $plies } half-move ahead
       *[other] { $plies } half-moves ahead
    } and now and then plays a slightly weaker move.
level-about-4 = Looks { $plies ->
        [one] { $plies } half-move ahead
       *[other] { $plies } half-moves ahead
    } and nearly always plays its best move.
level-about-5 = Looks { $plies ->
        [one] { $plies } half-move ahead
       *[other] { $plies } half-moves ahead
    } and always plays the best move it finds.
level-about-6 = Looks { $plies ->
        [one] { $plies } half-move ahead
       *[other] { $plies } half-moves ahead
    } and always plays the best move it finds.
level-about-7 = Looks { $plies ->
        [one] { $plies } half-move ahead
       *[other] { $plies } half-moves ahead
    } and always plays the best move it finds.
level-about-8 = Thinks { $seconds ->
        [one] { $seconds } second
       *[other] { $seconds } seconds
    } a move and looks as far ahead as it can in that time: the strongest.
players-vs-computer = { $color ->
        [black] You (Black) – { $computer }
       *[white] { $computer } – You (White)
    }
players-computer-vs-computer = The computer against itself: { $computer }
variant = Variant
start-position = Start position
variant-standard = Standard
variant-scrambled-eggs = Scrambled Eggs
variant-6x6 = 6×6
rules = Rules
olympiad-rules = Olympiad rules
rule-simultaneous = Both sides connected by one move
rule-simultaneous-draw = Draw (Olympiad)
rule-simultaneous-mover = The mover wins
rule-no-moves = Side to move has no legal move
rule-no-moves-pass = Must pass (Olympiad)
rule-no-moves-lose = Loses
rule-repetition = Same position a third time
rule-repetition-draw = Draw (Olympiad)
rule-repetition-off = Play on
rule-move-limit = Move limit (half-moves, 0 = none)
cancel = Cancel
start = Start
# The clock: none, a preset ($minutes for each side, $seconds added after each move), or a custom one.
time-control = Clock
time-control-label = Time control
time-none = No clock
time-preset = { $minutes } min + { $seconds } s
time-custom = Custom
clock-minutes = Minutes for each side
clock-increment = Seconds added after each move
clock-fallback = { $error }; the game has no clock.

## The record dialog

record-title = Export or import a game
show-sgf = Show SGF
show-move-list = Show move list
download = Download
record-label = SGF or move list (1. b1-b3 h4-f2 …)
open-file = Open file…
import = Import
close = Close

## Status, announcements and messages of the game page

turn-yours = Your move ({ $color ->
        [black] Black
       *[white] White
    })
turn-side = { $color ->
        [black] Black
       *[white] White
    } to move
turn-computer = { $color ->
        [black] Black
       *[white] White
    } (computer) to move
computer-thinking = { $color ->
        [black] Black
       *[white] White
    } (computer, level { $level }) is thinking…
computer-unavailable = { $turn }: the computer is unavailable
must-pass = { $color ->
        [black] Black
       *[white] White
    } has no legal move and must pass
engine-info = depth { $depth }, score { $score }, { $nodes } nodes
engine-expects = , expects { $moves }
viewing = { $side ->
        [black] Viewing the position after Black's move { $number } of { $moves }
        [white] Viewing the position after White's move { $number } of { $moves }
       *[start] Viewing the start position
    }
viewing-back = Back to the current position
viewing-keys = (→ or End)
game-over = Game over: { $outcome }.
new-game-started = New game, { $variant }. { $turn }
took-back = Took back { $count ->
        [one] 1 half-move
       *[other] { $count } half-moves
    }
replayed = Replayed { $count ->
        [one] 1 half-move
       *[other] { $count } half-moves
    }
game-imported = Game imported, { $count ->
        [one] 1 move
       *[other] { $count } moves
    } played
link-copied = Link copied
link-selected = Link selected: copy it with Ctrl+C
storage-blocked = This browser does not let the page keep anything, so this game will not be saved when you leave.
crash-text = Something went wrong and the game stopped answering. Your moves up to here are kept.
crash-reload = Reload the page
start-failed = The game could not start: { $error }
link-partly-used = Some of the link could not be used: { $errors }.
saved-game-lost = The saved game could not be restored ({ $error }), so a new game was started.
move-not-allowed = That move is not allowed: { $error }.
record-unreadable = This record cannot be read: { $error }.
rules-fallback = { $error }; Olympiad rules are used.
ai-impossible-move = The computer chose an impossible move ({ $error }).
ai-restarting = The computer stopped ({ $error }); restarting it. Your game is safe.
ai-failed = The computer could not move ({ $error }). Your game is safe.

## Moves for people and screen readers (the notation itself never changes)

move-pass = { $color ->
        [black] Black
       *[white] White
    } passes
move-capture = { $color ->
        [black] Black
       *[white] White
    }: { $from } takes { $to }
move-plain = { $color ->
        [black] Black
       *[white] White
    }: { $from } to { $to }

## The board's squares for screen readers (joined with ", ": "e4, black piece, move here")

board-label = Lines of Action board
square-black = black piece
square-white = white piece
square-empty = empty
square-selected = selected
square-move-here = move here
square-capture-here = capture here
square-premove-here = premove here

## Access: keyboard help, the board read aloud on request (d, l), themes and sound

access-destinations = { $square }, { $piece }: { $count ->
        [0] no legal move
        [one] 1 move, to { $list }
       *[other] { $count } moves, to { $list }
    }
access-dest-capture = { $square } (capture)
access-no-piece = { $square }: no piece
access-last-move = Last move: { $move }
access-no-last-move = No move has been played yet
keys-board = On the board: the arrow keys move between squares, Enter or Space picks up a piece and puts it down, Escape lets go.
keys-read = d reads where the piece on the focused square can go, l reads the last move.
keys-page = ← and → browse the moves, Home and End go to the start and the end, f flips the board. Tab reaches the buttons.
theme-label = Theme
theme-system = System
theme-light = Light
theme-dark = Dark
board-theme-label = Board
board-theme-wood = Wood
board-theme-green = Green
board-theme-blue = Blue
board-theme-contrast = High contrast

## How a game ended

outcome-connected = { $color ->
        [black] Black connects
       *[white] White connects
    } all pieces
outcome-opponent-connected = { $color ->
        [black] Black wins: White's capture left Black's pieces connected
       *[white] White wins: Black's capture left White's pieces connected
    }
outcome-simultaneous-mover = { $color ->
        [black] Black wins: both sides connected by Black's move, and the mover wins
       *[white] White wins: both sides connected by White's move, and the mover wins
    }
outcome-no-moves = { $color ->
        [black] Black wins: White has no legal move
       *[white] White wins: Black has no legal move
    }
outcome-win = { $color ->
        [black] Black wins
       *[white] White wins
    }
outcome-draw-simultaneous = Draw: both sides connected by one move
outcome-draw-repetition = Draw: the same position occurred three times
outcome-draw-move-limit = Draw: the move limit was reached
outcome-draw = Draw
# The game's end in the player's view ($color: the winner, or the side that resigned or ran out of
# time); end-line joins the headline and how it ended.
end-you-win = You win
end-you-lose = You lose
end-computer-wins = The computer wins
end-side-wins = { $color ->
        [black] Black wins
       *[white] White wins
    }
end-side-wins-on-time = { $color ->
        [black] Black wins on time
       *[white] White wins on time
    }
end-draw = Draw
end-resigned = { $color ->
        [black] Black resigned
       *[white] White resigned
    }
end-on-time = { $color ->
        [black] Black ran out of time
       *[white] White ran out of time
    }
end-agreed = Draw by agreement
end-abandoned = { $color ->
        [black] Black left the game
       *[white] White left the game
    }
end-draw-claimed = { $color ->
        [black] Draw claimed: Black left the game
       *[white] Draw claimed: White left the game
    }
end-aborted = Game aborted
end-line = { $headline }: { $how }
draw-offered = { $color ->
        [black] Black offers a draw
       *[white] White offers a draw
    }
draw-declined = { $color ->
        [black] Black's draw offer is declined
       *[white] White's draw offer is declined
    }
rematch-you-play = { $color ->
        [black] Rematch: you play Black
       *[white] Rematch: you play White
    }
rematch-started = Rematch, colours swapped

## The <loa-board> element

embed-loading = Loading the board…
embed-cannot-show = This Lines of Action board cannot be shown.
embed-failed = This Lines of Action board could not be shown: { $error }
# Shown by www/loa-board.js when the module cannot load (a test keeps the copies there equal).
embed-load-failed = This Lines of Action board cannot be shown: { $error }
embed-draw-failed = the board could not be drawn: { $error }
embed-first = First position (Home)
embed-prev = Previous move (←)
embed-next = Next move (→)
embed-last = Last position (End)
embed-count = { $ply } / { $moves }
embed-pass = Pass
embed-pass-label = Pass (no legal move)
embed-reset = Reset
embed-reset-label = Start this board again
embed-wrong = Not this one. Try again.
embed-correct = Correct!
embed-correct-outcome = Correct! { $outcome }.
embed-outcome = { $outcome }.
embed-computer-cannot = The computer cannot play: { $error }
embed-computer-thinking = The computer is thinking…
embed-must-pass = { $color ->
        [black] Black has
       *[white] White has
    } no legal move and must pass.
embed-find-move = { $color ->
        [black] Black
       *[white] White
    } to move: find the move.
embed-played = { $color ->
        [black] White played { $move }. Black to move.
       *[white] Black played { $move }. White to move.
    }
embed-to-move = { $color ->
        [black] Black
       *[white] White
    } to move.

# Why an exercise's try is not the answer ($reason: one of the three below; $error: the rule
# the move breaks, as play-wrong-distance and the others say it), and what a puzzle's miss costs.
exercise-try-again = { $reason } Try again.
exercise-cannot-go = That piece cannot go there: { $error }.
exercise-no-connection = { $move } does not connect your pieces: look for the move that joins them all.
exercise-not-asked = { $move } is a legal move, but not the one asked for.
puzzle-miss-cost = It counts as missed: your rating { $before } → { $after }, the streak back to 0.
puzzle-solved-late-counted = Solved, after a miss: it counts as missed, not as solved.

## puzzles page (puzzles.html's own text; its board's words are under Puzzles)

puzzles-page-title = Lines of Action puzzles
puzzles-page-description = Lines of Action puzzles: connect in one, find the only defence, force a connection in three or five half-moves. A local rating and streak; works offline.
puzzles-play = Play the game →
puzzles-intro = Each puzzle is a position from a real game with exactly one answer, proved by exhaustive search under the tournament rules: connect your pieces at once, find the only move that stops your opponent’s connection, or force a connection in three or five half-moves against every defence. Puzzles come easiest first. A right move brings your opponent’s best reply; a wrong one is taken back and you are told why. Only a first try counts: a wrong move, a hint or the solution makes the puzzle missed, even if you solve it afterwards, and a miss lowers your rating and ends your streak. Your rating and streak stay in this browser.
puzzles-section = Puzzle
puzzles-keys = Keys: Tab to the board, the arrow keys move between squares, Enter picks a piece and its destination. After a puzzle, Next puzzle goes on; Show solution steps through the answer with ← →. Hint draws the solution’s next move as an arrow, and the puzzle then counts as missed.
puzzles-footer-play = Play Lines of Action
puzzles-embed-one = One puzzle on your own page:
puzzles-embed-see = , see
puzzles-embed-guide = boards for your pages
# The embedding guide in this language, at its puzzles.
puzzles-embed-href = embed.html#puzzles

## embed hints (<loa-board hints>; the button's text and the engine's hint are under Puzzles: hint, hint-label, hint-shown)

embed-hint-label-exercise = Show the move to find as an arrow
embed-hint-label-puzzle = Show the solution's next move as an arrow (the puzzle then counts as missed)
puzzle-hint-shown = Hint: { $move }. This puzzle now counts as missed.

## Errors in the element's attributes ($attribute="$value": $message)

attribute-error = { $attribute }="{ $value }": { $message }
attribute-move = move { $number } "{ $text }": { $error }
attribute-ply = expected a number from 0 to { $max } (the half-moves given), or last
attribute-orientation = expected normal (rank 1 at the bottom) or flipped
attribute-level = expected a number from 1 to { $max }
attribute-opponent = expected computer (or leave it out)
attribute-expect = "{ $text }" in the position after the moves: { $error }

## Errors in a game link (?black=…&moves=…)

link-not-player = { $key }="{ $value }" is not a player: expected human or computer
link-not-level = level="{ $value }" is not a level: expected 1 to { $max }
link-bad-value = { $key }="{ $value }": { $error }
link-bad-position = position="{ $value }": { $error }; the start position is used
link-bad-move = move { $number } "{ $text }" cannot be played: { $error }; the game is shown up to the move before
link-not-draw = draw="{ $value }" is not understood: expected offer or agreed
# Why a time control (clock=M+S, or the new-game dialog's own one) cannot be used.
clock-bad-form = expected minutes and seconds a move, like 5+3
clock-bad-minutes = the minutes must be 1 to { $max }
clock-bad-increment = the seconds a move must be 0 to { $max }

## Why a saved game cannot be restored

saved-not-json = it is not valid JSON
saved-other-version = it was saved by another version ({ $version })
saved-unknown-player = unknown player for { $color ->
        [black] Black
       *[white] White
    }
saved-no-level = level { $level } does not exist
saved-bad-move = move { $number } "{ $text }": { $error }
saved-bad-ply = it is at half-move { $ply } of a game of { $total }
saved-bad-clock = its clock cannot be read ({ $value })
saved-bad-ending = how it ended cannot be read ({ $value })

## The computer (the engine's Web Worker)

engine-start-failed = the engine could not be started: { $error }
engine-crashed-unknown = the engine failed to load or crashed
engine-crashed = the engine crashed: { $error }
engine-timeout = the engine did not start in time
engine-no-answer = the engine did not answer in time
engine-ask-failed = the engine could not be asked: { $error }
engine-unreadable = the engine sent an unreadable message: { $error }
engine-illegal-move = the engine answered an illegal move "{ $move }"
engine-refused = the engine could not take the request: { $error }

## Why a move cannot be played

play-game-over = the game is over: { $outcome }
play-no-piece = there is no piece on { $square }
play-not-your-piece = the piece on { $square } belongs to the other side
play-not-a-line = { $from }-{ $to } is not a straight line (rank, file or diagonal)
play-wrong-distance = { $from }-{ $to } moves { $distance ->
        [one] 1 square
       *[other] { $distance } squares
    }, but its line holds { $pieces ->
        [one] 1 piece
       *[other] { $pieces } pieces
    }, so the piece must move exactly { $pieces }
play-jumps-enemy = { $from }-{ $to } would jump the enemy piece on { $enemy }
play-own-piece = { $from }-{ $to } lands on a piece of your own
play-pass-not-allowed = passing is allowed only when there is no legal move
play-capture-mismatch = { $from }x{ $to }: the capture mark does not match the board
move-syntax = not a move: expected from-to like b1-b3, a capture like d1xa4, or pass
move-illegal = illegal move: { $error }
move-off-board = { $square } is off the { $size }×{ $size } board: files run a-{ $last }, ranks 1-{ $size }

## Positions, variants, rules, squares

setup-wrong-size = the board is { $size }×{ $size }, but this variant is played on { $expected }×{ $expected }
setup-overlap = { $square } holds both a black and a white piece
setup-off-board = a piece on { $square } is outside the board
setup-no-pieces = { $color ->
        [black] Black has
       *[white] White has
    } no pieces
setup-too-many-pieces = { $color ->
        [black] Black has
       *[white] White has
    } more than { $max ->
        [one] 1 piece
       *[other] { $max } pieces
    }
position-empty = empty position string
position-invalid-character = invalid character '{ $character }' in rank { $rank }: expected b (black), w (white), a digit (empty squares) or /
position-rank-length = rank { $rank } has { $squares ->
        [one] 1 square
       *[other] { $squares } squares
    }, expected { $expected }
position-rank-count = the board has { $ranks ->
        [one] 1 rank
       *[other] { $ranks } ranks
    } separated by /, expected 8 (or 6 for the 6×6 board)
position-invalid-turn = missing or invalid side to move: expected a space then b or w after the board
position-trailing-text = unexpected text after the side to move
position-illegal = illegal position: { $error }
variant-unknown = unknown variant: expected standard, scrambled-eggs or 6x6
rules-unknown-option = unknown rule option: expected simultaneous=, no-moves=, repetition= or move-limit=
rules-invalid-value = invalid value for { $option }: expected { $expected }
square-invalid = not a square: expected a file a-h and a rank 1-8, like e4

## Editor
edit-position = Set up position
editor-title = Set up a position
editor-board-label = Board of the position editor
editor-brush = A click on a square
editor-brush-cycle = cycles empty, black, white
editor-brush-black = puts a black piece
editor-brush-white = puts a white piece
editor-brush-erase = removes the piece
editor-turn = Side to move
editor-turn-black = Black
editor-turn-white = White
editor-size = Board
editor-start-from = Start from
editor-empty = Empty board
editor-position = Position string
editor-counts = Black: { $black } · White: { $white }
editor-play-computer = Play against the computer
editor-play-friend = Play with a friend
editor-analyse = Analyse
editor-refused = This position cannot be played: { $reason }.
editor-decided = the game would be over before a move ({ $outcome })
editor-unreadable = The position string cannot be read: { $error }.
editor-game-started = A game from the position you set up. { $turn }

## Records (SGF and move lists)

record-syntax = SGF syntax error at line { $line }, column { $column }: expected { $expected }
record-other-game = this SGF is for another game (GM[{ $game }]); Lines of Action is GM[9]
record-unknown-variant = unknown variant SU[{ $variant }]: expected Standard or Scrambled-eggs
record-bad-size = board size SZ[{ $size }] is not played with SU[{ $variant }]: expected SZ[8], or SZ[6] for the 6×6 standard game
record-bad-setup-square = setup square [{ $square }] is not a square like e4
record-bad-position = bad position: { $error }
record-illegal-setup = illegal setup: { $error }
record-move-number = move { $number } ({ $half ->
        [first] first of the pair
       *[second] second of the pair
    })
record-move = { $move } "{ $text }": { $error }
record-wrong-side = { $move } is played by the wrong side: { $color ->
        [black] Black
       *[white] White
    } is to move
record-unclosed-comment = the {"{"}comment{"}"} before { $move } is not closed with {"}"}
record-too-many-moves = the record has more than { $limit } half-moves, the most that can be read

## Languages (the game page's words written by the code)

# A move, then how the game ended: "Black: d1 takes a4. Black connects all pieces."
move-and-outcome = { $move }. { $outcome }.
# The engine's score in the status line when it sees a forced result ($plies half-moves).
engine-score-win = win in { $plies ->
        [one] 1 half-move
       *[other] { $plies } half-moves
    }
engine-score-loss = loss in { $plies ->
        [one] 1 half-move
       *[other] { $plies } half-moves
    }
engine-score-win-at-most = win in at most { $plies ->
        [one] 1 half-move
       *[other] { $plies } half-moves
    }
engine-score-loss-at-most = loss in at most { $plies ->
        [one] 1 half-move
       *[other] { $plies } half-moves
    }
attribute-unclosed-comment = a {"{"}comment{"}"} is not closed with {"}"}
# The analysis board (?analysis=1, the Analyse button)
analyse = Analyse
analyse-title = Analyse the position shown with the engine
analysis = Analysis
analysis-lines = Best lines
analysis-stop = Stop
analysis-back-game = Back to the game
analysis-thinking = The engine is thinking…
analysis-stopped = Analysis stopped.
analysis-over = The game is over.
analysis-depth = depth { $depth }
# Beside an analysis line, a side that connects by force, and in how many half-moves:
# "B+5" (Black, B for black, in 5). One letter each side, as the reader names the colours.
analysis-line-forced = { $color ->
        [black] B
       *[white] W
    }+{ $plies }
eval-equal = The position is equal
eval-slightly = { $color ->
        [black] Black
       *[white] White
    } is slightly better
eval-better = { $color ->
        [black] Black
       *[white] White
    } is better
eval-winning = { $color ->
        [black] Black
       *[white] White
    } is winning
# $plies: half-moves until the connection.
eval-forced = { $color ->
        [black] Black
       *[white] White
    } connects by force in { $plies ->
        [one] 1 half-move
       *[other] { $plies } half-moves
    }
# The same when a quicker connection was not ruled out: the engine knows the game ends within
# $plies half-moves, perhaps sooner.
eval-forced-at-most = { $color ->
        [black] Black
       *[white] White
    } connects by force in at most { $plies ->
        [one] 1 half-move
       *[other] { $plies } half-moves
    }

# A link's moves that cannot be read as a move list at all.
link-bad-moves = { $error }; the game is shown up to the move before

## Puzzles

help-puzzles = Puzzles
puzzle-task-win1 = { $color ->
        [black] Black
       *[white] White
    } to move connects at once.
puzzle-task-defend = { $color ->
        [black] Black to move: White threatens to connect. Find the only move that stops it.
       *[white] White to move: Black threatens to connect. Find the only move that stops it.
    }
puzzle-task-win3 = { $color ->
        [black] Black
       *[white] White
    } to move connects in 3 half-moves (your move, the reply, your move).
puzzle-task-win5 = { $color ->
        [black] Black
       *[white] White
    } to move connects in 5 half-moves (three moves of yours against every defence).
puzzle-miss-no-connection = This does not connect your pieces.
puzzle-miss-draws = This connects both sides at once: a draw, not a win.
puzzle-miss-loses = { $color ->
        [black] This connects Black's pieces: Black wins.
       *[white] This connects White's pieces: White wins.
    }
puzzle-miss-they-connect = { $color ->
        [black] Black
       *[white] White
    } connects with { $move } after this.
puzzle-miss-holds-out = { $color ->
        [black] Black
       *[white] White
    } holds out with { $move } after this: no connection in time.
puzzle-miss-other-answer = That works too, but it is not this puzzle's answer: look again.
puzzle-try-again = Try again.
puzzle-reply = { $color ->
        [black] Right! Black answers { $move }. Your move.
       *[white] Right! White answers { $move }. Your move.
    }
puzzle-solved = Solved!
puzzle-solved-late = Solved, after a miss.
puzzle-solution = The solution: { $moves }.
puzzle-loading = Loading the puzzle…
puzzle-unknown = no puzzle has this id: the puzzles are numbered { $first } to { $last }
puzzle-file-failed = the puzzles could not be loaded: { $error }
puzzle-retry = Retry
puzzle-retry-label = Start this puzzle again
puzzle-show = Show solution
puzzle-show-label = Show the solution (step through it with the arrows)
puzzle-next = Next puzzle
puzzle-next-label = Go on to the next puzzle
puzzle-title = Puzzle { $id } · rated { $rating }
puzzle-score = Your rating { $rating } · streak { $streak } · best { $best } · solved { $solved } of { $total } · missed { $missed }
hint = Hint
hint-label = Ask the computer for a move (a short search)
hint-thinking = Looking for a hint…
hint-shown = Hint: { $move }.

## Review

review = Review
review-title = Evaluate every move of the game with the engine
review-progress-label = Review progress
review-cancel = Cancel
review-close = Close
review-progress = Reviewing: position { $done } of { $total }
review-done = Reviewed in { $seconds } s.
review-cancelled = Review cancelled after { $done } of { $total } positions.
review-failed = The review stopped: { $error }.
review-summary = { $color ->
        [black] Black
       *[white] White
    }: inaccuracies { $inaccuracies }, mistakes { $mistakes }, blunders { $blunders }, accuracy { $accuracy }%
review-graph = Evaluation graph: Black's chances after each move (click to go to a move)
review-mark = { $move } was { $judgement ->
        [inaccuracy] an inaccuracy
        [mistake] a mistake
       *[blunder] a blunder
    }; better was { $better }
review-better-here = Better here: { $better } (the game's { $move } was { $judgement ->
        [inaccuracy] an inaccuracy
        [mistake] a mistake
       *[blunder] a blunder
    })
# The symbol above a marked move on the review graph's axis, as annotators write it.
review-mark-symbol = { $judgement ->
        [inaccuracy] ?!
        [mistake] ?
       *[blunder] ??
    }
review-prev-mark = ‹ Previous mark
review-next-mark = Next mark ›
keys-review = After a review, n and p go to the next and the previous marked move.
variation-promote = Make main line
variation-delete = Delete from here

## Library

games = Your games
library-empty = No games yet: a game is kept from its first move.
library-export-all = Export all (SGF)
library-import = Import a record…
library-share = Share…
library-share-title = Lines of Action: your move
saved-newer = it was saved by a newer version of this site (format { $version })
library-newer-kept = A game saved by a newer version of this site is kept as it was (Your games offers its text). A new game was started.
library-damaged = The saved game cannot be read in full ({ $error }). It is kept as it was; it can be opened as a new game up to move { $number }.
library-unreadable-kept = A saved game cannot be read ({ $error }). It is kept as it was (Your games offers its text). A new game was started.
library-open-prefix = Open the readable moves
library-prefix-opened = Opened the game up to move { $number } as a new game
library-export-game = Export the game
library-save-failed = This game could not be saved: the browser's storage is full or refused. It plays on; export it to keep it.
library-not-persistent = This browser has not promised to keep your games: it may delete them when space runs low or after some weeks without a visit. Export them to keep a copy.
library-forked = This game was also played on in another tab, so this tab's version is kept as a separate game in Your games.
library-followed = The game continued in another tab; the board shows it as it stands.
library-you-play = You play { $color ->
        [black] Black
       *[white] White
    } in this game by link.
library-you-play-waiting = You play { $color ->
        [black] Black
       *[white] White
    } in this game by link: send the link to your friend and wait for { $other ->
        [black] Black
       *[white] White
    }'s reply.
library-you = You
library-human = Player
library-computer = Computer (level { $level }, { $name })
library-players = Black: { $black }, White: { $white }
library-result = { $winner ->
        [black] Black wins (1-0)
        [white] White wins (0-1)
       *[draw] Draw
    }
library-in-progress = In progress
library-moves = { $count ->
        [one] 1 move
       *[other] { $count } moves
    }
library-open-now = (open)
library-export = Export SGF
library-delete = Delete
library-newer-entry = A game from a newer version of this site (kept as it was)
library-unreadable-entry = A game that cannot be read ({ $error }; kept as it was)
library-show-text = Show its text
build-stale = This page is from an older version of the site than its engine: reload to use the new version.
build-reload = Reload
# The banner of www/pwa.js when the site has a new version (its Reload button is build-reload).
update-available = A new version of Lines of Action is available.
update-other-tab = Lines of Action was updated in another tab.
update-later = Later

## Saved variations

saved-tree-no-move = a variation opens before any move

## A newcomer's first visit (the welcome under the board, the reminder of how a piece moves),
## the computer's answer to a draw offered, and a deleted game brought back ($game: its line in
## "Your games")

welcome-title = New to Lines of Action?
welcome-text = Join all your pieces into one group to win. Tap a piece to see where it can go.
welcome-rules = Learn the rules in two minutes
welcome-beginner = Play the Beginner
welcome-choose = Choose an opponent
welcome-go-on = Go on with this game
reminder-move-rule = A piece moves in a straight line exactly as many squares as there are pieces on that line.
draw-computer-accepts = The computer accepts the draw.
draw-computer-declines = The computer declines the draw: it likes its position.
library-deleted = Deleted: { $game }
library-undo-delete = Undo
library-you-won = You won
library-you-lost = You lost
library-drawn = Draw
library-unfinished-yours = Unfinished, your move
library-unfinished-theirs = Unfinished, their move
library-continue = Continue
library-review = Review
olympiad-rules-reset = Back to the Olympiad rules

## Online play (shown only when the site's own server answers)

online-open = Play online
online-title = Play people online
online-invite-head = Invite a friend
online-lobby-head = Lobby
online-color = Your colour
online-variant = Variant
online-pace = Time control
online-name = Your name (optional, shown to others)
online-invite = Make the links
online-seek = Open a challenge
online-friend-link = Send this link to your friend
online-own-link = Your private link (to play from another device: keep it to yourself)
online-watch-link = Link for spectators
online-no-challenges = No open challenges yet: open one and wait here.
online-counts = { $games ->
        [one] 1 game
       *[other] { $games } games
    } being played, { $players ->
        [one] 1 player
       *[other] { $players } players
    } online
online-terms = { $pace } · { $variant } · { $color ->
        [black] maker plays Black
        [white] maker plays White
       *[random] colours at random
    }
online-days = { $days ->
        [one] 1 day a move
       *[other] { $days } days a move
    }
online-no-name = Anonymous
online-player = { $color ->
        [black] Black
       *[white] White
    }: { $name }{ $state ->
        [you] {" "}(you)
        [away] {" "}(away)
       *[here] {""}
    }
online-opening = Opening the game…
online-waiting = Waiting for the other player to open the link
online-offer-draw = Offer a draw
online-takeback = Ask to take back
online-abort = Abort
online-accept = Accept
online-withdraw = Withdraw
online-claim-win = Claim the win
online-claim-draw = Claim a draw
online-ask-draw = Your opponent offers a draw.
online-ask-takeback = Your opponent asks to take back their last move.
online-ask-rematch = Your opponent offers a rematch, colours swapped.
online-ask-claim = Your opponent has been away for a while: you may claim the win or a draw, or wait.
online-connecting = Connecting to the server…
online-reconnecting = Connection lost: reconnecting…
online-offline = You are offline: the game continues when the network is back.
online-back = Back to the local game
online-your-games = Your online games
online-title-your-turn = (Your turn) { $title }
online-error = { $code ->
        [version] This page is older than the server: reload it.
        [no_game] There is no such game on this server.
        [not_seated] This link does not give a seat in the game.
        [invite_taken] This invitation was already used by someone else.
        [not_started] The game waits for its second player.
        [game_over] The game is over.
        [not_your_turn] It is not your turn.
        [wrong_ply] The game moved on before this arrived.
        [illegal_move] That move is against the rules.
        [not_now] That is not possible as the game stands.
        [not_away] Your opponent has not been away long enough.
        [bad_terms] The server does not offer these game terms.
        [own_challenge] You cannot accept your own challenge.
        [too_many] Too many games or challenges open on this page.
        [rate_limited] Too many actions at once: wait a moment.
        [unavailable] The server could not do this now: try again.
       *[bad_message] The server did not understand this page's message.
    }
