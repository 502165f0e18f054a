"""The figures of a rehearsal, read from the people's ledgers, and the organiser's verdict on them."""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from boggle_throne.services.rehearsal.ledger import read_ledgers

RECORD_TARGET_MS = 100.0
PROPAGATION_TARGET_MS = 100.0
PHONE_WRITE_TARGET_MS = 50.0
PROJECTOR_TARGET_MS = 100.0
MEMORY_GROWTH = 0.20
"""A process's memory may grow this much after the first round, and no more."""
ROOM = 0.5
"""Every latency under this share of its target: the night held with room to spare."""


def spread(samples: Sequence[float]) -> dict[str, float] | None:
    """p50, p95 and the worst of `samples` (milliseconds), or None when there are none."""
    if not samples:
        return None
    ordered = sorted(samples)

    def at(share: float) -> float:
        return round(ordered[min(len(ordered) - 1, round(share * (len(ordered) - 1)))], 1)

    return {"p50": at(0.5), "p95": at(0.95), "max": round(ordered[-1], 1)}


@dataclass
class Figures:
    """Latencies (milliseconds) over the night and minute by minute, and what went wrong along it."""

    record: list[float] = field(default_factory=list)
    propagation: list[float] = field(default_factory=list)
    phone_write: list[float] = field(default_factory=list)
    phone_poll: list[float] = field(default_factory=list)
    projector: list[float] = field(default_factory=list)
    refused: int = 0
    unknown: int = 0
    phone_refused: dict[str, int] = field(default_factory=dict)
    minutes: dict[int, dict[str, list[float]]] = field(default_factory=dict)
    during_faults: list[float] = field(default_factory=list)
    """Latencies of actions under way while a fault hit their station or the server (a frozen
    station's own word, what it saw once thawed): the fault's, not the setup's, so kept apart."""

    def per_minute(self) -> list[dict[str, Any]]:
        rows = []
        for minute in sorted(self.minutes):
            row = self.minutes[minute]
            record, propagation, writes = (
                row.get(name, []) for name in ("record", "propagation", "phone_write")
            )
            rows.append(
                {
                    "minute": minute + 1,
                    "actions": len(record),
                    "record_p95": (spread(record) or {}).get("p95"),
                    "propagation_p95": (spread(propagation) or {}).get("p95"),
                    "phone_writes": len(writes),
                    "phone_write_p95": (spread(writes) or {}).get("p95"),
                }
            )
        return rows


def read_figures(ledgers: Path, started: float) -> Figures:
    """The figures of the ledgers in `ledgers`, minutes counted from `started` (seconds since the epoch)."""
    figures = Figures()
    lines = list(read_ledgers(ledgers))
    windows = [(line["who"], line["from"], line["to"]) for _, line in lines if line["e"] == "fault"]

    def faulted(name: str, began: float, ended: float) -> bool:
        return any(who in (None, name) and began <= to and ended >= since for who, since, to in windows)

    committed = {line["seq"]: line["at"] for _, line in lines if line["e"] == "ack"}
    minutes: defaultdict[int, defaultdict[str, list[float]]] = defaultdict(lambda: defaultdict(list))
    refusals: defaultdict[str, int] = defaultdict(int)
    joined: dict[str, float] = {}
    for name, line in lines:
        event, minute = line["e"], max(0, int((line["at"] - started) // 60))
        if event == "joined":
            joined[name] = line["at"]
        elif event == "seen" and committed.get(line["seq"], 0.0) < joined.get(name, 0.0):
            continue  # a backlog taken in on joining (a station started again)
        elif event in ("ack", "write") and faulted(name, line["at"] - line["ms"] / 1000, line["at"]):
            figures.during_faults.append(line["ms"])
        elif (
            event == "seen" and line["seq"] in committed and faulted(name, committed[line["seq"]], line["at"])
        ):
            figures.during_faults.append((line["at"] - committed[line["seq"]]) * 1000)
        elif event == "ack":
            figures.record.append(line["ms"])
            minutes[minute]["record"].append(line["ms"])
        elif event == "seen" and line["seq"] in committed:
            took = max(0.0, (line["at"] - committed[line["seq"]]) * 1000)
            figures.propagation.append(took)
            minutes[minute]["propagation"].append(took)
        elif event == "write":
            if line["status"] == 201:
                figures.phone_write.append(line["ms"])
                minutes[minute]["phone_write"].append(line["ms"])
            else:
                refusals[str(line["status"])] += 1
        elif event == "poll" and line["status"] == 200:
            figures.phone_poll.append(line["ms"])
        elif event == "painted" and line["seq"] in committed:
            figures.projector.append(max(0.0, (line["at"] - committed[line["seq"]]) * 1000))
        elif event == "refused":
            figures.refused += 1
        elif event == "offline":
            figures.unknown += 1
    figures.phone_refused = dict(sorted(refusals.items()))
    figures.minutes = {minute: dict(row) for minute, row in minutes.items()}
    return figures


@dataclass(frozen=True)
class Verdict:
    held: bool
    lines: tuple[str, ...]


def verdict(
    figures: Figures,
    *,
    proved: bool,
    tables: int,
    speed: float,
    memory: dict[str, dict[str, float]],
    finished: bool,
    projector_missed: Sequence[str] = (),
    stuck: str | None = None,
) -> Verdict:
    """What an organiser reads: the night held (with room to spare or not), or which figure failed
    and what to check."""
    failed: list[str] = []
    tight: list[str] = []
    if stuck is not None:
        failed.append(f"the night could not go on ({stuck}): keep the rehearsal's --json and report it")
    elif not finished:
        failed.append("the rehearsal stopped before the crowning: the figures are of what ran")
    if not proved:
        failed.append(
            "actions were lost, doubled or taken against a stale state: do not run a night on this "
            "setup; keep the rehearsal's --json and report it"
        )
    if projector_missed:
        failed.append(
            f"the projector did not show {', '.join(projector_missed)}: check the projector's laptop "
            "and its connection to the router"
        )
    checks = (
        (figures.record, RECORD_TARGET_MS, "recording a word",
         "the night server's laptop (its CPU, its disk) and the stations' Wi-Fi to the router"),
        (figures.propagation, PROPAGATION_TARGET_MS, "the other stations seeing an action",
         "the Wi-Fi (signal, channel, a laptop asleep) between the stations and the router"),
        (figures.phone_write, PHONE_WRITE_TARGET_MS, "a phone's word taken",
         "the laptop that serves the phones (its CPU) and the bar's Wi-Fi where the players sit"),
        (figures.projector, PROJECTOR_TARGET_MS, "the projector showing an action",
         "the projector's laptop (its CPU and graphics)"),
    )  # fmt: skip
    for samples, target, what, check in checks:
        figure = spread(samples)
        if figure is None:
            continue
        if figure["p95"] >= target:
            failed.append(f"{what} took {figure['p95']:.0f} ms (p95, target {target:.0f} ms): check {check}")
        elif figure["p95"] >= ROOM * target:
            tight.append(f"{what} ({figure['p95']:.0f} ms p95 of {target:.0f} ms)")
    for process, sizes in memory.items():
        first, end = sizes.get("after_first_round"), sizes.get("end")
        if first and end and end > first * (1 + MEMORY_GROWTH):
            failed.append(
                f"{process}'s memory grew from {first:.0f} MB to {end:.0f} MB after the first round: "
                "check for other programs on that laptop, and report it"
            )
    size = f"a night of {tables} table{'s' if tables != 1 else ''} at {speed:g}×"
    if failed:
        return Verdict(False, (f"this network and these laptops did NOT hold {size}:", *failed))
    if tight:
        return Verdict(
            True,
            (f"this network and these laptops held {size}, with little room: " + "; ".join(tight),),
        )
    return Verdict(True, (f"this network and these laptops held {size} with room to spare",))
