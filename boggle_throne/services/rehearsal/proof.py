"""What a rehearsal proves at the end, from the server's log and the people's ledgers.

- **Lost**: an action a person was told was recorded (its number given) that the log does not hold
  as it was sent; a word a phone was told it took (201) that is not on its player's list.
- **Doubled**: an action in the log that nobody was told was recorded, beyond the actions whose
  answer never came (a station killed or the server gone mid-action: those may be in, once).
- **Serial replay**: the log's actions executed one after another into a new file, each checked
  against the night as the ones before left it. An action the live night took against a stale state
  is refused there; the standings of the file and of the server must be equal.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from boggle_throne.night import commands as c
from boggle_throne.night.errors import ThroneError
from boggle_throne.services.acting.open_night import OpenNight
from boggle_throne.services.rehearsal.ledger import read_ledgers
from boggle_throne.store.stored_events import StoredEvent


@dataclass
class Proof:
    actions: int = 0
    lost: list[str] = field(default_factory=list)
    doubled: list[str] = field(default_factory=list)
    refused_in_replay: list[str] = field(default_factory=list)
    standings_match_serial: bool = False
    phone_words_taken: int = 0
    phone_words_missing: list[str] = field(default_factory=list)
    projector_phases: dict[str, bool] = field(default_factory=dict)
    """Each phase of the night the projector saw, and whether the page it showed belonged to it."""

    @property
    def holds(self) -> bool:
        return (
            not self.lost
            and not self.doubled
            and not self.refused_in_replay
            and not self.phone_words_missing
            and self.standings_match_serial
        )

    @property
    def projector_missed(self) -> list[str]:
        return [phase for phase, followed in self.projector_phases.items() if not followed]


def prove(url: str, ledgers: Path, replay_file: Path) -> Proof:
    """Compare the night at `url` with the ledgers in `ledgers`, and replay it serially into
    `replay_file`."""
    server = OpenNight.open(url, station="proof", read_only=True)
    try:
        log = server.files.recorded()
        proof = Proof(actions=len(log))
        by_seq = {event.seq: event for event in log}
        acked: set[int] = set()
        unknown = 0
        phone_taken: list[tuple[str, Any, str]] = []
        for name, line in read_ledgers(ledgers):
            event = line["e"]
            if event == "ack":
                acked.add(line["seq"])
                stored = by_seq.get(line["seq"])
                if stored is None or (stored.kind, stored.payload) != (line["kind"], line["payload"]):
                    proof.lost.append(f"{name}: action {line['seq']} ({line['kind']}) {line['what']}")
            elif event == "offline" or event == "killed":
                unknown += 1
            elif event == "phase":
                phase = line["phase"]
                proof.projector_phases[phase] = proof.projector_phases.get(phase, False) or line["followed"]
            elif event == "write" and line["status"] == 201:
                phone_taken.append((line["player"], tuple(line["game"]), line["taken"]))
        proof.phone_words_taken = len(phone_taken)
        written = Counter(
            (event.payload.get("player"), tuple(event.payload.get("game", ())), event.payload.get("word"))
            for event in log
            if event.kind == c.WriteWord.KIND
        )
        for player, game, word in phone_taken:
            key = (int(server.views.player_id(player)), game, word)
            if written[key] == 0:
                proof.phone_words_missing.append(f"{player}: {word} in {game}")
        unexplained = [
            event for event in log[1:] if event.seq not in acked and event.kind != c.WriteWord.KIND
        ]
        if len(unexplained) > unknown:
            proof.doubled = [f"action {e.seq} ({e.kind}) by {e.station}" for e in unexplained]
        proof.refused_in_replay, proof.standings_match_serial = _serial_replay(log, replay_file, server)
        return proof
    finally:
        server.close()


def _serial_replay(log: list[StoredEvent], path: Path, server: OpenNight) -> tuple[list[str], bool]:
    """Execute the log's actions one after another into a new file: those refused, named, and
    whether the file's standings and log equal the server's."""
    creation = c.CreateNight.from_json(log[0].payload)
    serial = OpenNight.create(path, creation.settings, station="serial")
    refused = []
    try:
        for event in log[1:]:
            command = c.COMMANDS[event.kind].from_json(event.payload)
            try:
                serial.execute(command)
            except ThroneError as error:
                refused.append(f"action {event.seq} ({event.kind}) by {event.station}: {error}")
        same_log = [(e.kind, e.payload) for e in serial.files.recorded()] == [
            (e.kind, e.payload) for e in log
        ]
        return refused, same_log and serial.views.standings() == server.views.standings()
    finally:
        serial.close()
