-- One text for SQLite and PostgreSQL. A game is its terms and its events: every replica of it
-- (each server instance, each page) replays the events through loa-app's OnlineGame.
CREATE TABLE games (
    id TEXT PRIMARY KEY,
    -- loa_app::online::Terms as JSON.
    terms TEXT NOT NULL,
    created_ms BIGINT NOT NULL,
    -- SHA-256 (hex) of each seat's secret and of the invitation's: the secrets themselves are
    -- never stored.
    black_seat TEXT,
    white_seat TEXT,
    invite TEXT,
    -- waiting (one seat taken), live, over.
    state TEXT NOT NULL,
    -- When the side to move's time runs out (ms since 1970): the sweeper loads a game due.
    deadline_ms BIGINT,
    updated_ms BIGINT NOT NULL
);
CREATE INDEX games_state_deadline ON games (state, deadline_ms);

CREATE TABLE events (
    game_id TEXT NOT NULL REFERENCES games (id),
    seq BIGINT NOT NULL,
    at_ms BIGINT NOT NULL,
    -- loa_app::online::Event as JSON.
    body TEXT NOT NULL,
    PRIMARY KEY (game_id, seq)
);

-- Each running server instance: when it was last alive (the downtime is given back to the
-- clocks) and how many pages it serves (the players online).
CREATE TABLE instances (
    id TEXT PRIMARY KEY,
    alive_ms BIGINT NOT NULL,
    connections BIGINT NOT NULL
);
