"""Four judge stations on one night on a real PostgreSQL server, all at once, with forced conflicts.

Each station runs in a thread of its own with its own connection, records words into the games it
shares with the others, and now and then closes a game another station is also closing or rules on
a word another station is also ruling on. Whatever the interleaving: the log is one serial order,
every action a station was told succeeded is in it exactly once, every refusal was a real one, and a
fresh replay of the log shows the night each station shows.
"""

from __future__ import annotations

import random
import threading
from pathlib import Path

from boggle_throne.engine.scoring import Ruling
from boggle_throne.night.commands import CloseGame
from boggle_throne.night.errors import ThroneError
from boggle_throne.night.games import GameKey
from boggle_throne.services.acting.open_night import OpenNight
from tests.server.hosting import hosted_night

STATIONS = 4
ACTIONS = 500
GAMES = (GameKey(1, 1, 1), GameKey(1, 2, 1))


def _station(service: OpenNight, number: int, told: list[tuple[str, int]], errors: list[str]) -> None:
    """A station's judge at work: mostly words read from the board's answer key, some of them read at
    two stations at once; rulings and challenges on words already read; each station closing both
    games at the end, as another may be closing them too."""
    chance = random.Random(number)
    readers = {key: [p.name for p in service.views.game(key).players] for key in GAMES}
    answers = {key: service.views.board_words(key)[:120] for key in GAMES}
    for turn in range(ACTIONS):
        key = chance.choice(GAMES)
        player = chance.choice(readers[key])
        read = [w.word for w in service.views.game(key).player(player).words]
        roll = chance.random()
        try:
            if turn >= ACTIONS - len(GAMES):  # the last turns: close the games the others close too
                result = service.execute(CloseGame(GAMES[turn % len(GAMES)]))
            elif roll < 0.85 or not read:
                result = service.act.record_word(key, player, chance.choice(answers[key]))
            elif roll < 0.95:
                result = service.act.rule(key, player, chance.choice(read), Ruling.REJECTED)
            else:
                result = service.act.challenge(key, player, chance.choice(read))
            told.append((service.station, result.seq))
        except ThroneError as refused:  # a real refusal: read twice, ruled already, closed by another
            errors.append(str(refused))


def test_four_stations_at_once_lose_no_action(night_database: str, tmp_path: Path) -> None:
    url = hosted_night(night_database, tmp_path, GAMES)
    told: list[tuple[str, int]] = []
    refusals: list[str] = []
    stations = [OpenNight.open(url, station=f"table {n}") for n in range(1, STATIONS + 1)]
    threads = [
        threading.Thread(target=_station, args=(service, n, told, refusals))
        for n, service in enumerate(stations, start=1)
    ]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    night = OpenNight.open(url, station="check")
    try:
        assert len(told) + len(refusals) == STATIONS * ACTIONS
        lost = [why for why in refusals if "not saved" in why]
        assert not lost, lost[:3]  # every refusal was the rules', never a lost race
        log = night.views.log()
        seqs = [entry.seq for entry in log]
        assert seqs == sorted(seqs) and len(set(seqs)) == len(seqs)
        by_seq = {entry.seq: entry for entry in log}
        for station, seq in told:  # each acknowledged action is in the log once, as that station's
            assert by_seq[seq].station == station
        assert len({seq for _, seq in told}) == len(told)
        assert all(entry.not_applied is None for entry in log)
        recorded = sum(1 for entry in log if entry.action == "record_word")
        words = sum(len(p.words) for key in GAMES for p in night.views.game(key).players)
        assert recorded == words and len(told) > STATIONS * ACTIONS // 2
        for service in stations:  # each station, once caught up, shows what a fresh replay shows
            service.catch_up()
            assert [service.views.game(key) for key in GAMES] == [night.views.game(key) for key in GAMES]
            assert service.views.standings() == night.views.standings()
    finally:
        night.close()
        for service in stations:
            service.close()
