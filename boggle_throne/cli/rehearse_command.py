"""`rehearse`: a dress rehearsal of a whole night through the real program, the day before.

Simulated judges at their stations (processes of their own) and players on phones (real HTTP
clients of the real phone server) play a night from registration to the crowning; at the end the
night is proved against a serial replay and the figures say whether this network and these laptops
hold it (`services/rehearsal`).
"""

from __future__ import annotations

import argparse
import signal
import sys
import time
from pathlib import Path
from typing import Any

from boggle_throne.cli.common import print_json
from boggle_throne.cli.main import CommandLineError
from boggle_throne.cli.night_location import server_location
from boggle_throne.services.rehearsal.conductor import NightSize, Outcome, Rehearsal, final_round
from boggle_throne.services.rehearsal.figures import spread
from boggle_throne.services.rehearsal.logins import HOST, Logins, LoginsError
from boggle_throne.store.urls import without_passwords

_BAR = 24
EXIT_NOT_HELD = 1
EXIT_INTERRUPTED = 130


def register(commands: Any) -> None:
    """Add the `rehearse` subcommand."""
    rehearse = commands.add_parser(
        "rehearse",
        help="play a whole night with simulated judges and phones, and say whether this setup holds it",
        description="Play a whole night, from registration to the crowning, through the real program: "
        "a judge station per table (each a process of its own), players on phones (real clients of "
        "the phone server), at SPEED times a real night. At the end, prove that nothing was lost or "
        "doubled (a serial replay into a file gives the same standings and log) and say whether this "
        "network and these laptops held the night. Exit status 1 when they did not.",
    )
    rehearse.add_argument(
        "--db",
        metavar="URL",
        help="an empty database on the night's server (postgresql://…); by default a throwaway "
        "local PostgreSQL server, or a file with one station where there is none",
    )
    rehearse.add_argument(
        "--logins",
        metavar="FILE",
        help="instead of --db: the night's logins as night-server.sh saved them (DIR/NIGHT.urls), so "
        "each process logs in as it will at the night, with its password from DIR/NIGHT.passwords: a "
        "station per table (table-1 …), main for the host's, phones for the phone server, the projector "
        "for what only reads, the owner only to host the night",
    )
    rehearse.add_argument("--players", type=_whole(2, 512), default=32, metavar="N", help="players (32)")
    rehearse.add_argument("--tables", type=_whole(1, 64), default=8, metavar="T", help="tables (8)")
    rehearse.add_argument(
        "--phones", type=_whole(0, 512), default=16, metavar="K", help="players writing on phones (16)"
    )
    rehearse.add_argument(
        "--rounds", type=_whole(1, 12), default=3, metavar="R", help="rounds, the final included (3)"
    )
    rehearse.add_argument(
        "--speed", type=_speed, default=1.0, metavar="X", help="X times faster than a real night (1)"
    )
    rehearse.add_argument(
        "--seed",
        type=_whole(0, 2**31 - 1),
        default=1,
        metavar="S",
        help="the same seed plays the same night (1)",
    )
    rehearse.add_argument(
        "--faults",
        action="store_true",
        help="kill and restart a station, freeze one for 20 s, restart the server",
    )
    rehearse.add_argument(
        "--projector",
        action="store_true",
        help="a projector window follows the night too (offscreen where there is no display)",
    )
    rehearse.add_argument("--json", action="store_true", help="print the figures as JSON")
    rehearse.set_defaults(run=run_rehearse)


def _whole(low: int, high: int) -> Any:
    def parse(text: str) -> int:
        if not text.strip().isdigit() or not low <= int(text) <= high:
            raise argparse.ArgumentTypeError(f"{text!r} is not a whole number from {low} to {high}")
        return int(text)

    return parse


def _speed(text: str) -> float:
    try:
        speed = float(text)
    except ValueError:
        speed = 0.0
    if not 0.1 <= speed <= 1000:
        raise argparse.ArgumentTypeError(f"{text!r} is not a speed from 0.1 to 1000 (times a real night)")
    return speed


def run_rehearse(arguments: argparse.Namespace) -> None:
    size = NightSize(
        players=arguments.players,
        tables=arguments.tables,
        phones=arguments.phones,
        rounds=arguments.rounds,
        speed=arguments.speed,
        seed=arguments.seed,
        faults=arguments.faults,
    )
    _check(size)
    db, logins = None, None
    if arguments.logins is not None:
        if arguments.db is not None:
            raise CommandLineError("give --db or --logins, not both: the logins name the owner's URL")
        try:
            logins = Logins.read(Path(arguments.logins))
            logins.check(size.tables, phones=size.phones > 0)
        except LoginsError as error:
            raise CommandLineError(str(error)) from None
        db = logins.url(HOST)
    elif arguments.db is not None:
        db = server_location(arguments.db, f"--db {arguments.db} is not a server's address (postgresql://…)")
    progress = _Progress()
    signal.signal(signal.SIGTERM, signal.default_int_handler)  # stopped as Ctrl+C stops it
    projector = (
        [sys.executable, "-m", "boggle_throne.ui.rehearsal_projector"] if arguments.projector else None
    )
    outcome = Rehearsal(size, db, on_progress=progress.show, projector=projector, logins=logins).run()
    progress.done()
    if arguments.json:
        print_json(as_json(outcome))
        for line in outcome.verdict.lines:
            print(line, file=sys.stderr)
    else:
        print(as_text(outcome))
    if outcome.interrupted:
        raise SystemExit(EXIT_INTERRUPTED)
    if not outcome.verdict.held:
        raise SystemExit(EXIT_NOT_HELD)


def _check(size: NightSize) -> None:
    if size.players < 2 * size.tables:
        raise CommandLineError(f"{size.players} players cannot fill {size.tables} tables (two at least each)")
    if size.phones > size.players:
        raise CommandLineError(f"{size.phones} phones for {size.players} players: at most one each")
    seats = max(2, size.players // size.tables)
    if -(-size.players // seats) != size.tables:  # a table of its own beyond the stations
        raise CommandLineError(
            f"{size.players} players would sit at {-(-size.players // seats)} tables of at most {seats}, "
            f"not {size.tables}: give the players as a multiple of the tables"
        )
    if size.rounds > most_rounds(size.tables):
        raise CommandLineError(
            f"{size.tables} tables come to a final by round {most_rounds(size.tables)} at the latest: every "
            "table sends the same number through, at most half its seats for the round before the final "
            "to fit one table, so the tables at least halve each round "
            f"({' → '.join(str(t) for t in halvings(size.tables))})"
        )
    if final_round(size) != size.rounds:
        raise CommandLineError(
            f"{size.players} players at {size.tables} tables cannot come to a final at one table in round "
            f"{size.rounds}; {final_round(size)} rounds would"
        )


def halvings(tables: int) -> list[int]:
    """The tables of each round when each round has half the tables of the one before (rounded up),
    down to the final's one: the fewest a night with the same advance at every table can have."""
    counts = [tables]
    while counts[-1] > 1:
        counts.append(-(-counts[-1] // 2))
    return counts


def most_rounds(tables: int) -> int:
    """The most rounds a night that starts at `tables` tables can play, the final at one table included."""
    return len(halvings(tables))


class _Progress:
    """A bar with the night's phase on stderr: redrawn in place on a terminal, a line a phase
    elsewhere (a log file, CI)."""

    def __init__(self) -> None:
        self.started = time.monotonic()
        self.live = sys.stderr.isatty()
        self.phase = ""

    def show(self, phase: str, done: float, actions: int) -> None:
        took = int(time.monotonic() - self.started)
        if self.live:
            filled = int(done * _BAR)
            bar = "█" * filled + "░" * (_BAR - filled)
            line = f"\r{bar} {phase} · {actions:,} actions · {took // 60}:{took % 60:02d}"
            print(f"{line:<90}", end="", file=sys.stderr, flush=True)
        elif phase != self.phase:
            print(f"{took // 60}:{took % 60:02d} {phase}", file=sys.stderr, flush=True)
        self.phase = phase

    def done(self) -> None:
        if self.live:
            print(file=sys.stderr)


def as_json(outcome: Outcome) -> dict[str, Any]:
    """The figures, with exactly the top-level keys the README names."""
    figures, proof = outcome.figures, outcome.proof
    return {
        "actions": {
            "total": proof.actions,
            "refused": figures.refused,
            "unanswered": figures.unknown,
            "during_faults": len(figures.during_faults),
            "projector_phases": proof.projector_phases,
            "phone_words_taken": proof.phone_words_taken,
            "phone_words_refused": figures.phone_refused,
            "seconds": round(outcome.seconds, 1),
            "finished": outcome.finished,
            "faults": outcome.faults,
            "per_minute": figures.per_minute(),
            "verdict": list(outcome.verdict.lines),
        },
        "lost": len(proof.lost) + len(proof.phone_words_missing),
        "doubled": len(proof.doubled),
        "standings_match_serial": proof.standings_match_serial and not proof.refused_in_replay,
        "record_ms": spread(figures.record),
        "propagation_ms": spread(figures.propagation),
        "phone_write_ms": spread(figures.phone_write),
        "phone_poll_ms": spread(figures.phone_poll),
        "projector_ms": spread(figures.projector),
        "memory_mb": outcome.memory,
    }


def as_text(outcome: Outcome) -> str:
    size, proof, figures = outcome.size, outcome.proof, outcome.figures
    took = int(outcome.seconds)
    lines = [
        f"Rehearsal: {size.tables} tables, {size.players} players, {size.phones} phones, {size.rounds} "
        f"rounds at {size.speed:g}× (seed {size.seed}){', with faults' if size.faults else ''}, on "
        f"{without_passwords(outcome.where)}",
        f"{'ran to the crowning' if outcome.finished else 'STOPPED before the crowning'} in "
        f"{took // 60}:{took % 60:02d}; {proof.actions:,} actions in the log, {figures.refused} refused "
        f"as a judge's mistake would be, {figures.unknown} unanswered (tried again)",
        *(f"note: {note}" for note in outcome.notes),
        *(f"fault: {fault}" for fault in outcome.faults),
    ]
    lost = len(proof.lost) + len(proof.phone_words_missing)
    lines.append(
        f"proof: {lost} lost, {len(proof.doubled)} doubled; a serial replay into a file "
        + (
            "gives the same standings and log"
            if proof.standings_match_serial and not proof.refused_in_replay
            else "DIFFERS"
        )
        + f"; {proof.phone_words_taken} phone words taken, "
        + (
            "all on their lists"
            if not proof.phone_words_missing
            else f"{len(proof.phone_words_missing)} NOT on their lists"
        )
    )
    if proof.projector_phases:
        missed = proof.projector_missed
        lines.append(
            f"the projector followed {len(proof.projector_phases) - len(missed)} of the night's "
            f"{len(proof.projector_phases)} phases" + (f"; it MISSED {', '.join(missed)}" if missed else "")
        )
    for problem in (*proof.lost, *proof.doubled, *proof.refused_in_replay, *proof.phone_words_missing)[:10]:
        lines.append(f"  {problem}")
    lines.append(f"{'':24}{'p50':>9}{'p95':>9}{'max':>9}   (ms)")
    for name, samples in (
        ("record a word", figures.record),
        ("other stations see it", figures.propagation),
        ("a phone's word taken", figures.phone_write),
        ("a phone's state", figures.phone_poll),
        ("the projector shows it", figures.projector),
    ):
        figure = spread(samples)
        if figure is not None:
            lines.append(f"{name:24}{figure['p50']:>9.1f}{figure['p95']:>9.1f}{figure['max']:>9.1f}")
    if figures.during_faults:
        worst = max(figures.during_faults)
        lines.append(
            f"{len(figures.during_faults)} actions under way while a fault hit their station or the server "
            f"are left out of these figures (the slowest took {worst:.0f} ms)"
        )
    if outcome.memory:
        lines.append(
            "memory (MB, end / most): "
            + ", ".join(
                f"{name} {sizes['end']:.0f}/{sizes['max']:.0f}" for name, sizes in outcome.memory.items()
            )
        )
    lines.append("minute  actions  record p95  seen p95  phone words  phone p95")
    for row in figures.per_minute():
        lines.append(
            f"{row['minute']:>6}  {row['actions']:>7}  {_ms(row['record_p95']):>10}  "
            f"{_ms(row['propagation_p95']):>8}  {row['phone_writes']:>11}  {_ms(row['phone_write_p95']):>9}"
        )
    lines.extend(outcome.verdict.lines)
    return "\n".join(lines)


def _ms(value: float | None) -> str:
    return "–" if value is None else f"{value:.0f}"
