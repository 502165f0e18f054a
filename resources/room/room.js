// The room's page: asks /room/state every 0.6 s and writes what it says with textContent only. Every
// text is said through _() and ngettext() (strings.js), in the language the server chose for the reader.
"use strict";

const POLL_MS = 600; // with the server's cache at most 0.25 s old, a change shows within a second
const $ = (id) => document.getElementById(id);

function el(tag, className, text) {
  const node = document.createElement(tag);
  if (className) node.className = className;
  if (text !== undefined && text !== null) node.textContent = String(text);
  return node;
}

const STAGES = {
  waiting: _("game {number} · about to start"),
  playing: _("game {number} · playing"),
  paused: _("game {number} · paused"),
  reading: _("game {number} · reading"),
  closed: _("game {number} · done"),
};

function stageText(game) {
  return fill(STAGES[game.stage] || "{number}", { number: game.game });
}

function standings(rows) {
  const list = el("ol", "standings");
  for (const row of rows) {
    const item = el("li", row.advances ? "advances" : "");
    item.append(el("span", "place", row.place), el("span", "name", row.name), el("span", "points", row.points));
    list.append(item);
  }
  return list;
}

function board(notation) {
  const rows = notation.split("/");
  const grid = el("div", "board");
  grid.style.gridTemplateColumns = `repeat(${rows[0].length}, auto)`;
  grid.setAttribute("aria-label", _("the board"));
  for (const row of rows) for (const face of row) grid.append(el("span", "", face));
  return grid;
}

function gameBlock(game) {
  const block = el("div", "game");
  if (game.held_back) {
    const held = ngettext(
      "{count} word read: shown once no table plays this board",
      "{count} words read: shown once no table plays this board",
      game.read
    );
    block.append(el("p", "held", fill(held, { count: game.read })));
  }
  for (const player of game.players) {
    if (!player.words.length) continue;
    const reader = el("div", "reader");
    const head = el("h3");
    head.append(el("span", "", player.name), el("span", "", player.total === null ? "" : player.total));
    const words = el("div", "words");
    for (const word of player.words) {
      const good = word.points > 0;
      words.append(el("span", good ? "good" : "bad", `${word.word} ${word.points > 0 ? "+" : ""}${word.points}`));
    }
    reader.append(head, words);
    block.append(reader);
  }
  if (game.board) block.append(board(game.board));
  if (game.missed.length) {
    block.append(el("p", "missed", fill(_("Nobody found: {words}"), { words: game.missed.join(", ") })));
  }
  return block;
}

function render(state) {
  $("loading").hidden = true;
  $("night").textContent = state.night;
  $("round").textContent = state.round || _("Before the first round");
  const crowned = $("crowned");
  crowned.hidden = !state.crowned;
  crowned.textContent = state.crowned ? fill(_("👑 {name} takes the Throne"), { name: state.crowned }) : "";
  const tables = $("tables");
  tables.replaceChildren();
  for (const table of state.tables) {
    const card = el("article", "table");
    const title = el("h2");
    title.append(el("span", "", table.table), el("span", "stage", table.game ? stageText(table.game) : _("waiting for its game")));
    card.append(title, standings(table.standings));
    if (table.game) card.append(gameBlock(table.game));
    tables.append(card);
  }
  const bracket = $("bracket");
  bracket.replaceChildren();
  bracket.hidden = !state.bracket;
  if (state.bracket) {
    bracket.append(el("h2", "", _("The road to the Throne")));
    for (const round of state.bracket) {
      bracket.append(el("h3", "", round.round));
      for (const match of round.matches) {
        const row = el("div", "match");
        const [a, b] = match.players;
        row.append(el("span", "", `${match.label}: ${a || "…"} ${match.wins[0]}–${match.wins[1]} ${b || "…"}`));
        bracket.append(row);
      }
    }
  }
  const holder = state.crowned || state.throne;
  $("throne").textContent = holder
    ? fill(_("On the Throne: {name}"), { name: holder })
    : state.champion
      ? fill(_("Defending: {name}"), { name: state.champion })
      : _("The Throne awaits");
}

async function poll() {
  try {
    const answer = await fetch("/room/state", { cache: "no-store" });
    if (!answer.ok) throw new Error(String(answer.status));
    render(await answer.json());
    $("connection").hidden = true;
  } catch (error) {
    const banner = $("connection");
    banner.textContent = _("Reconnecting…");
    banner.hidden = false;
  }
  setTimeout(poll, POLL_MS);
}

document.title = _("Boggle Throne — the room");
$("loading").textContent = _("Connecting…");
poll();
