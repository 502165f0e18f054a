// The players' phone page: polls the player's state, shows the stage it is in, sends words and strikes.
// Everything the server sends is shown with textContent only, never parsed as HTML. Every text is said
// through _() and ngettext() (strings.js), in the language the server chose for this phone.
"use strict";

(function () {
  // The invitation URL is BASE/p/TOKEN; the API lives under it (docs/phones.md).
  const base = location.pathname.replace(/\/+$/, "");
  const POLL_MS = 1000;
  const POLL_WAITING_MS = 3000; // nothing changes fast before a game: spare the laptop
  const BACKOFF_MAX_MS = 10000;
  const STRIKE_CONFIRM_MS = 3000; // a strike cannot be undone: the first tap only arms the button

  // The verdict labels the judges' screens use (boggle_throne/presentation/verdict_styles.py).
  const VERDICTS = {
    valid: _("valid"),
    duplicate: _("duplicate"),
    not_in_dictionary: _("not in dictionary"),
    not_on_board: _("not on board"),
    too_short: _("too short"),
    approved: _("approved"),
    rejected: _("rejected"),
    withdrawn: _("withdrawn"),
  };

  // The page's fixed texts, by the id of the element that shows them.
  const TEXTS = {
    "refused-title": _("This invitation is no longer valid"),
    "refused-hint": _("Ask the judge for your new invitation."),
    connecting: _("Connecting…"),
    waiting: _("Waiting for your game."),
    "waiting-hint": _("Keep this page open: it changes by itself when your table starts."),
    ready: _("Get ready"),
    "ready-hint": _("The board shows here when the clock starts."),
    "word-label": _("Your word"),
    add: _("Add"),
    locked: _("Time is up — your list is locked"),
    voided: _(
      "The judge voided your phone list: it crosses nobody's words. Read your words aloud when your turn comes."
    ),
    "crossing-rule": _(
      "Until your turn has passed, a word another player reads that is on your list is crossed off it too, as if you had said it: it scores for nobody."
    ),
    "score-label": _("Your score"),
    "table-title": _("The table"),
    "missed-title": _("Best words nobody found"),
  };

  const $ = (id) => document.getElementById(id);
  let state = null;
  let clockAt = 0; // performance.now() when state.clock was received: the clock counts down from there
  let failures = 0;
  let pollTimer = 0;
  let refused = false;
  let shownWords = ""; // the list as last drawn, so a poll does not redraw (and disarm) it for nothing
  let sending = false; // a word is on its way: one at a time
  let closedAt = 0; // performance.now() when the entry closed at 0:00

  function el(tag, className, text) {
    const node = document.createElement(tag);
    if (className) node.className = className;
    if (text !== undefined) node.textContent = text;
    return node;
  }

  function upper(word) {
    return word.toUpperCase();
  }

  // "1st", "2nd": each language writes its ordinals its own way ("1e" in Dutch).
  function ordinal(n) {
    const tens = n % 100;
    const last = tens >= 11 && tens <= 13 ? 0 : n % 10;
    const suffix = last === 1 ? _("{n}st") : last === 2 ? _("{n}nd") : last === 3 ? _("{n}rd") : _("{n}th");
    return fill(suffix, { n });
  }

  // Points as a player says them: "+3", "−1" (a penalty), nothing for none.
  function signed(points) {
    if (!points) return "";
    return points > 0 ? " +" + points : " \u2212" + -points;
  }

  // ----- talking to the laptop -------------------------------------------------------------------

  async function call(method, path, body) {
    const options = { method, headers: { Accept: "application/json" }, cache: "no-store" };
    if (body !== undefined) {
      options.headers["Content-Type"] = "application/json";
      options.body = JSON.stringify(body);
    }
    const response = await fetch(base + path, options);
    let data = null;
    try {
      data = await response.json();
    } catch (ignored) {
      data = null; // a proxy's error page, or an empty body: the status says enough
    }
    return { status: response.status, data };
  }

  function errorText(answer) {
    if (answer.data && typeof answer.data.error === "string") return answer.data.error;
    return fill(_("The laptop did not take that ({status}). Try again."), { status: answer.status });
  }

  async function poll() {
    pollTimer = 0;
    let delay;
    try {
      const answer = await call("GET", "/state");
      if (answer.status === 403) return showRefused();
      if (answer.status !== 200) throw new Error(errorText(answer));
      failures = 0;
      setConnection(null);
      receive(answer.data);
      delay = state.stage === "waiting" ? POLL_WAITING_MS : POLL_MS;
    } catch (error) {
      failures += 1;
      setConnection(_("Reconnecting…"));
      delay = Math.min(BACKOFF_MAX_MS, POLL_MS * 2 ** Math.min(failures, 4));
    }
    schedule(delay);
  }

  function schedule(delay) {
    if (refused) return;
    clearTimeout(pollTimer);
    pollTimer = setTimeout(poll, delay);
  }

  // Any answer shows the laptop is reachable again: the next poll need not wait out the back-off.
  function answered() {
    if (failures === 0) return;
    failures = 0;
    setConnection(null);
    schedule(POLL_MS);
  }

  function setConnection(text) {
    const banner = $("connection");
    banner.hidden = text === null;
    banner.textContent = text || "";
  }

  function showRefused() {
    refused = true;
    clearTimeout(pollTimer);
    document.querySelectorAll("[data-stages]").forEach((node) => (node.hidden = true));
    setConnection(null);
    $("refused").hidden = false;
  }

  async function addWord(event) {
    event.preventDefault();
    const input = $("word");
    const word = input.value.trim();
    if (!word || input.disabled) return input.focus();
    sending = true;
    $("add").disabled = true;
    say("", false); // the answer replaces it: an old message never passes for the new word's
    try {
      const answer = await call("POST", "/words", { word });
      answered();
      if (answer.status === 403) return showRefused();
      if (answer.status === 201) {
        // Clear only if the field still holds what was sent: letters typed meanwhile are kept.
        if (input.value.trim() === word) input.value = "";
        receive(answer.data.state); // first: a new stage clears the old stage's message, not this one
        say(fill(_("{word} added"), { word: upper(answer.data.word) }), false);
      } else if (answer.status === 429) {
        say(_("Slow down: one word a second at most. Your word is not added yet."), true);
      } else {
        say(errorText(answer), true); // the word stays in the field, to fix or to clear
        if (answer.status === 409) schedule(0); // locked: show the locked list without waiting
      }
    } catch (error) {
      say(_("No answer from the laptop: your word is not added yet. Try again."), true);
    } finally {
      sending = false;
      tick();
      input.focus();
    }
  }

  async function strike(word, button) {
    if (!button.classList.contains("armed")) {
      button.classList.add("armed");
      button.textContent = _("Sure?");
      setTimeout(() => {
        button.classList.remove("armed");
        button.textContent = _("Strike");
      }, STRIKE_CONFIRM_MS);
      return;
    }
    button.disabled = true;
    try {
      const answer = await call("DELETE", "/words/" + encodeURIComponent(word));
      answered();
      if (answer.status === 403) return showRefused();
      if (answer.status === 200) {
        receive(answer.data.state);
        say(fill(_("{word} struck off"), { word: upper(word) }), false);
      } else {
        say(errorText(answer), true);
        button.disabled = false;
      }
    } catch (error) {
      say(fill(_("No answer from the laptop: {word} is still on your list."), { word: upper(word) }), true);
      button.disabled = false;
    }
  }

  function say(text, isError) {
    const line = $("message");
    line.textContent = text;
    line.classList.toggle("error", isError);
  }

  // ----- drawing the state ---------------------------------------------------------------------

  function receive(next) {
    const previous = state;
    state = next;
    clockAt = performance.now();
    if (previous && previous.stage !== next.stage) say("", false); // a message of the last stage is stale
    draw();
  }

  function draw() {
    document.body.dataset.stage = state.stage;
    document.querySelectorAll("[data-stages]").forEach((node) => {
      node.hidden = !node.dataset.stages.split(" ").includes(state.stage);
    });
    if (!state.voided) $("voided").hidden = true;
    $("night-name").textContent = state.night;
    $("player-name").textContent = state.player;
    $("hello").textContent = fill(_("Hello {name}"), { name: state.player });
    const label = state.game ? state.game.label : "";
    $("game-label").textContent = label.charAt(0).toUpperCase() + label.slice(1);
    drawBoard();
    drawReaders();
    drawWords();
    drawResult();
    tick();
  }

  function drawBoard() {
    const board = $("board");
    const cells = state.board ? state.board.cells : [];
    const key = cells.join("/");
    if (board.dataset.cells === key) return;
    board.dataset.cells = key;
    board.replaceChildren();
    if (!state.board) return;
    board.className = "board size-" + state.board.size;
    cells.forEach((letters) => board.append(el("span", "cell", letters)));
  }

  function drawReaders() {
    const list = $("readers");
    list.replaceChildren();
    const me = state.readers.indexOf(state.player);
    const current = state.reader === null ? -1 : state.readers.indexOf(state.reader);
    state.readers.forEach((name, index) => {
      const item = el("li", "", name);
      if (index === current) item.classList.add("current");
      if (index === me) item.classList.add("me");
      if (current >= 0 && index < current) item.classList.add("done");
      list.append(item);
    });
    let turn = "";
    if (me < 0) turn = "";
    else if (state.stage === "locked") {
      turn = fill(_("You read {place} of {count}."), { place: ordinal(me + 1), count: state.readers.length });
    } else if (current === me) turn = _("Your turn: read your words.");
    else if (current >= 0 && current < me) {
      const before = me - current;
      turn = fill(ngettext("{n} reader before you.", "{n} readers before you.", before), { n: before });
    } else if (current > me) turn = _("You have read.");
    $("turn").textContent = turn;
    $("turn").classList.toggle("now", current === me && state.stage === "reading");
  }

  function drawWords() {
    const key = JSON.stringify([state.words, state.can_strike, state.stage === "result"]);
    if (key === shownWords) return;
    shownWords = key;
    // The newest word first; struck words stay at the bottom, crossed off.
    // The result lists the words as written, each with its verdict and points.
    const inOrder = state.stage === "result" ? (list) => list : (list) => list.reverse();
    const kept = inOrder(state.words.filter((w) => w.state !== "struck"));
    const struck = inOrder(state.words.filter((w) => w.state === "struck"));
    $("words-title").textContent = fill(_("Your words ({count})"), { count: kept.length });
    const list = $("words");
    list.replaceChildren();
    if (!kept.length && !struck.length) list.append(el("li", "empty", _("No words yet.")));
    kept.concat(struck).forEach((word) => list.append(wordItem(word)));
  }

  function wordItem(word) {
    const item = el("li", "word " + word.state);
    item.dataset.word = word.word;
    item.append(el("span", "text", upper(word.word)));
    if (word.verdict) {
      item.classList.add("v-" + word.verdict);
      item.append(el("span", "verdict", (VERDICTS[word.verdict] || word.verdict) + signed(word.points)));
    } else if (word.state === "struck") {
      item.append(el("span", "verdict", _("struck")));
    }
    if (word.state === "written" && state.can_strike) {
      const button = el("button", "strike", _("Strike"));
      button.type = "button";
      button.setAttribute("aria-label", fill(_("Strike {word}"), { word: upper(word.word) }));
      button.addEventListener("click", () => strike(word.word, button));
      item.append(button);
    }
    return item;
  }

  function drawResult() {
    const result = state.result;
    if (!result) return;
    $("score").textContent = String(result.total);
    const table = $("table");
    table.replaceChildren();
    result.table.forEach((row) => {
      const item = el("li", row.player === state.player ? "me" : "");
      item.append(el("span", "name", row.player), el("span", "total", String(row.total)));
      table.append(item);
    });
    const missed = $("missed");
    missed.replaceChildren();
    if (result.missed === null) {
      missed.append(el("li", "empty", _("Shown once every table has played this board.")));
    } else {
      result.missed.forEach((word) => missed.append(el("li", "", upper(word))));
      if (!result.missed.length) missed.append(el("li", "empty", _("None: the table found them all.")));
    }
    const throne = $("throne");
    throne.hidden = !state.throne;
    throne.textContent = state.throne ? fill(_("{name} holds the Throne"), { name: state.throne }) : "";
  }

  // ----- the clock, counted down here between polls ---------------------------------------------

  function remaining(ms) {
    const clock = state && state.clock;
    if (!clock) return 0;
    const moving = clock.phase === "running" || clock.phase === "countdown";
    return Math.max(0, ms - (moving ? performance.now() - clockAt : 0));
  }

  function mmss(ms) {
    const seconds = Math.ceil(ms / 1000);
    return Math.floor(seconds / 60) + ":" + String(seconds % 60).padStart(2, "0");
  }

  // The entry is open only while the server's clock runs: it closes at 0:00 (the buzzer) and while
  // the clock is paused, whatever the last poll said.
  function tick() {
    if (!state || !state.clock) return;
    const clock = state.clock;
    const left = remaining(clock.remaining_ms);
    $("countdown").hidden = clock.phase !== "countdown";
    $("countdown").textContent = String(Math.ceil(left / 1000));
    $("clock").textContent = mmss(left);
    $("clock").classList.toggle("low", left < 30000);
    $("clock").classList.toggle("paused", clock.phase === "paused");
    const timeUp = state.stage === "playing" && left === 0;
    let note = "";
    if (state.stage === "paused") note = _("Paused");
    else if (timeUp) note = _("Time is up");
    $("lock-note").textContent = note;
    const open = state.can_write && !timeUp;
    // "mul" (several languages) names none: the keyboard keeps the phone's own.
    $("word").lang = state.language === "mul" ? "" : state.language;
    $("word").disabled = !open;
    $("add").disabled = !open || sending;
    $("word").placeholder = open ? _("Type a word") : state.stage === "paused" ? _("Paused") : _("Time is up");
    if (timeUp && !closedAt) {
      closedAt = performance.now();
      schedule(0); // the buzzer: ask for the locked list at once
    }
    if (!timeUp) closedAt = 0;
  }

  function writeTexts() {
    Object.entries(TEXTS).forEach(([id, text]) => ($(id).textContent = text));
    $("board").setAttribute("aria-label", _("The board"));
    $("word").placeholder = _("Type a word");
  }

  document.addEventListener("DOMContentLoaded", () => {
    writeTexts();
    $("add-form").addEventListener("submit", addWord);
    document.querySelectorAll("[data-stages]").forEach((node) => {
      node.hidden = !node.dataset.stages.split(" ").includes("loading");
    });
    // A phone put back in a pocket stops timers; look again as soon as it is shown.
    document.addEventListener("visibilitychange", () => {
      if (!document.hidden) schedule(0);
    });
    setInterval(tick, 250);
    poll();
  });
})();
