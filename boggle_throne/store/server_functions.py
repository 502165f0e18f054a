"""What a night on a PostgreSQL server does itself: append an action, keep a word list, and say which
station a login records.

Stations may not write the tables (the night-server script grants them only SELECT and EXECUTE):
they append through `boggle_throne_append`, which runs as the tables' owner (SECURITY DEFINER). In
one statement it checks that the log still ends at the action the station checked against, records
the station from the login, chains the action's hash to the one before (`chain.link`, the same
text), inserts, announces, and returns the new number. Nothing a reader can lock orders the
appends: the table lock it takes needs the owner's rights. A station that keeps losing the race to
others takes a turn with `boggle_throne_turn`, the same lock held until its transaction ends.

A login named `NIGHT.STATION` (one per judge station, made by the script) is recorded as STATION,
whatever the station says; any other login (the server's administrator) as the name it gives.
"""

from __future__ import annotations

from sqlalchemy import Connection

__all__ = ["ANNOUNCEMENTS", "APPEND", "KEEP_WORD_LIST", "STALE", "STATION", "TURN", "install"]

ANNOUNCEMENTS = "boggle_throne_actions"
"""The channel a server announces each new action on (its number as the payload)."""

STALE = "40001"
"""The SQLSTATE of an append refused because the log moved on; its DETAIL is the last number."""

APPEND = "SELECT boggle_throne_append(%s, %s, %s, %s, %s)"
"""expected seq (NULL: any), kind, payload, the station's own name, time → the new number."""

TURN = "SELECT boggle_throne_turn()"
"""Hold the appends' lock until the caller's transaction ends: a station that keeps losing the race
takes its turn this way. Only the roles allowed to append may call it."""

KEEP_WORD_LIST = "SELECT boggle_throne_keep_word_list(%s, %s, %s)"
"""sha256, name, compressed words: kept unless a list by that hash is there already."""

STATION = "SELECT boggle_throne_station(%s)"
"""The name the server records for this login's actions, given the station's own."""

_FUNCTIONS = (
    """
CREATE OR REPLACE FUNCTION boggle_throne_station(given text) RETURNS text
LANGUAGE sql STABLE SET search_path = pg_catalog AS $$
    SELECT CASE WHEN strpos(session_user, '.') > 0
                THEN substr(session_user, strpos(session_user, '.') + 1)
                ELSE given END
$$
""",
    f"""
CREATE OR REPLACE FUNCTION boggle_throne_append(
    expected integer, action_kind text, action_payload text, given_station text, action_at timestamptz
) RETURNS integer
LANGUAGE plpgsql SECURITY DEFINER SET search_path = pg_catalog, pg_temp AS $$
DECLARE
    latest integer;
    previous text;
    recorded_as text;
    new_seq integer;
    moment text;
BEGIN
    IF action_kind IS NULL OR action_payload IS NULL OR action_at IS NULL THEN
        RAISE EXCEPTION 'an action needs a kind, details and a time' USING ERRCODE = '22004';
    END IF;
    -- one append at a time; only the owner may take this lock, and readers never conflict with it
    LOCK TABLE public.event IN SHARE ROW EXCLUSIVE MODE;
    SELECT e.seq, e.hash INTO latest, previous FROM public.event AS e ORDER BY e.seq DESC LIMIT 1;
    latest := coalesce(latest, 0);
    IF expected IS NOT NULL AND expected <> latest THEN
        RAISE EXCEPTION USING ERRCODE = '{STALE}', DETAIL = latest::text,
            MESSAGE = 'another station logged action ' || latest || ' first';
    END IF;
    new_seq := latest + 1;
    recorded_as := public.boggle_throne_station(given_station);
    moment := to_char(action_at AT TIME ZONE 'UTC', 'YYYY-MM-DD HH24:MI:SS.US');
    INSERT INTO public.event (seq, kind, payload, station, recorded_at, hash)
    VALUES (new_seq, action_kind, action_payload, recorded_as, action_at,
            encode(sha256(convert_to(
                coalesce(previous, '') || E'\\n' || new_seq::text || E'\\n' || action_kind || E'\\n'
                || recorded_as || E'\\n' || moment || E'\\n' || action_payload, 'UTF8')), 'hex'));
    PERFORM pg_notify('{ANNOUNCEMENTS}', new_seq::text);
    RETURN new_seq;
END
$$
""",
    """
CREATE OR REPLACE FUNCTION boggle_throne_turn() RETURNS void
LANGUAGE plpgsql SECURITY DEFINER SET search_path = pg_catalog, pg_temp AS $$
BEGIN
    LOCK TABLE public.event IN SHARE ROW EXCLUSIVE MODE;
END
$$
""",
    """
CREATE OR REPLACE FUNCTION boggle_throne_keep_word_list(list_sha256 text, list_name text, list_words bytea)
RETURNS void
LANGUAGE sql SECURITY DEFINER SET search_path = pg_catalog, pg_temp AS $$
    INSERT INTO public.word_list (sha256, name, words) VALUES (list_sha256, list_name, list_words)
    ON CONFLICT (sha256) DO NOTHING
$$
""",
)

_PRIVATE = (
    "REVOKE ALL ON FUNCTION boggle_throne_append(integer, text, text, text, timestamptz) FROM PUBLIC",
    "REVOKE ALL ON FUNCTION boggle_throne_turn() FROM PUBLIC",
    "REVOKE ALL ON FUNCTION boggle_throne_keep_word_list(text, text, bytea) FROM PUBLIC",
)
"""Only the roles the script grants EXECUTE to (a night's judges) may append; readers may not."""


def install(connection: Connection) -> None:
    """Create (or bring up to date) the night's functions, in the caller's transaction."""
    for statement in (*_FUNCTIONS, *_PRIVATE):
        connection.exec_driver_sql(statement)
