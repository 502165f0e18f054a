<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="nl" sourcelanguage="en">
<context>
    <name>AboutDialog</name>
    <message>
        <source>Runs a live Game of Thrones of Boggle night: the judges&apos; tables, the projector, the printouts.</source>
        <translation>Leidt een live Game of Thrones-avond van Boggle: de jurytafels, de beamer, de afdrukken.</translation>
    </message>
    <message>
        <source>Free software under the MIT licence, © Boggle Throne contributors.</source>
        <translation>Vrije software onder de MIT-licentie, © de makers van Boggle Throne.</translation>
    </message>
    <message>
        <source>About {application}</source>
        <translation>Over {application}</translation>
    </message>
    <message>
        <source>Version {version}</source>
        <translation>Versie {version}</translation>
    </message>
    <message>
        <source>Third-party notices</source>
        <translation>Licenties van derden</translation>
    </message>
    <message>
        <source>Third-party notices:</source>
        <translation>Licenties van derden:</translation>
    </message>
</context>
<context>
    <name>AfterGamePanel</name>
    <message>
        <source>Longest word: none scored</source>
        <translation>Langste woord: geen enkel woord scoorde</translation>
    </message>
    <message>
        <source>Longest word: &lt;b&gt;{word}&lt;/b&gt; ({length}, {readers})</source>
        <translation>Langste woord: &lt;b&gt;{word}&lt;/b&gt; ({length}, {readers})</translation>
    </message>
    <message>
        <source>Longest words ({length}): {words}</source>
        <translation>Langste woorden ({length}): {words}</translation>
    </message>
    <message>
        <source>&lt;b&gt;After the game&lt;/b&gt;</source>
        <translation>&lt;b&gt;Na het spel&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Best words nobody found: {words}</source>
        <translation>Beste woorden die niemand vond: {words}</translation>
    </message>
    <message>
        <source>Nobody missed a word worth mentioning.</source>
        <translation>Niemand miste een woord dat het vermelden waard is.</translation>
    </message>
</context>
<context>
    <name>App</name>
    <message>
        <source>Something went wrong: {error}</source>
        <translation>Er ging iets mis: {error}</translation>
    </message>
</context>
<context>
    <name>BoardPage</name>
    <message>
        <source>LAST {seconds} SECONDS</source>
        <translation>NOG {seconds} SECONDEN</translation>
    </message>
    <message>
        <source>TIME! PENS DOWN</source>
        <translation>TIJD! PENNEN NEER</translation>
    </message>
    <message>
        <source>PAUSED</source>
        <translation>GEPAUZEERD</translation>
    </message>
</context>
<context>
    <name>BoardSetup</name>
    <message>
        <source>No dice? Let the app &amp;deal a board</source>
        <translation>Geen dobbelstenen? Laat de app een bor&amp;d kiezen</translation>
    </message>
    <message>
        <source>No dice at the table: the app deals a board that meets the tournament&apos;s quality bounds</source>
        <translation>Geen dobbelstenen aan tafel: de app kiest een bord dat aan de kwaliteitseisen van het toernooi voldoet</translation>
    </message>
    <message>
        <source>The roll</source>
        <translation>De worp</translation>
    </message>
    <message>
        <source>&amp;Type the roll, row by row:</source>
        <translation>&amp;Typ de worp, rij voor rij:</translation>
    </message>
    <message>
        <source>Start on the typed &amp;board</source>
        <translation>Start op het &amp;getypte bord</translation>
    </message>
    <message>
        <source>e.g. {example}  (Q or QU for Qu, [Th] for two letters, # blank)</source>
        <translation>bv. {example}  (Q of QU voor Qu, [Th] voor twee letters, # leeg)</translation>
    </message>
    <message>
        <source>Start on the &amp;shared board {board}</source>
        <translation>Start op het ge&amp;deelde bord {board}</translation>
    </message>
    <message>
        <source>Another table already plays this game on it: every table plays the same board</source>
        <translation>Een andere tafel speelt dit spel er al op: elke tafel speelt hetzelfde bord</translation>
    </message>
    <message>
        <source>Type {size} rows of {size} letters.</source>
        <translation>Typ {size} rijen van {size} letters.</translation>
    </message>
    <message>
        <source>{rows} rows typed; the board has {size} rows of {size}</source>
        <translation>{rows} rijen getypt; het bord heeft {size} rijen van {size}</translation>
    </message>
    <message>
        <source>this is a {board}×{board} board; the dice are {size}×{size}</source>
        <translation>dit is een bord van {board}×{board}; de dobbelstenen zijn {size}×{size}</translation>
    </message>
    <message>
        <source>Correct the board</source>
        <translation>Het bord corrigeren</translation>
    </message>
    <message>
        <source>{game} was typed as {board}.
The board as it really is, row by row:</source>
        <translation>{game} werd getypt als {board}.
Het bord zoals het echt is, rij voor rij:</translation>
    </message>
    <message>
        <source>correct the board of {game}</source>
        <translation>het bord van {game} corrigeren</translation>
    </message>
</context>
<context>
    <name>BoardWidget</name>
    <message>
        <source>No board yet</source>
        <translation>Nog geen bord</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>Bord</translation>
    </message>
</context>
<context>
    <name>BracketPage</name>
    <message>
        <source>THE BRACKET</source>
        <translation>HET SCHEMA</translation>
    </message>
    <message>
        <source>THE ROAD TO THE THRONE</source>
        <translation>DE WEG NAAR DE TROON</translation>
    </message>
    <message>
        <source>BEST OF {games}</source>
        <translation>BEST OF {games}</translation>
    </message>
    <message>
        <source>CHAMPION</source>
        <translation>KAMPIOEN</translation>
    </message>
    <message>
        <source>No round seated yet</source>
        <translation>Nog geen ronde ingedeeld</translation>
    </message>
    <message>
        <source>bye</source>
        <translation>vrijloting</translation>
    </message>
</context>
<context>
    <name>Correction</name>
    <message>
        <source>Correct a word</source>
        <translation>Een woord corrigeren</translation>
    </message>
    <message>
        <source>{player} read {word} in {game}.
The right word (empty removes it):</source>
        <translation>{player} las {word} voor in {game}.
Het juiste woord (leeg verwijdert het):</translation>
    </message>
    <message>
        <source>correct {word}</source>
        <translation>{word} corrigeren</translation>
    </message>
    <message>
        <source>Move a word</source>
        <translation>Een woord verplaatsen</translation>
    </message>
    <message>
        <source>{word} was typed under {player}.
Who read it?</source>
        <translation>{word} is ingetypt bij {player}.
Wie las het voor?</translation>
    </message>
    <message>
        <source>move {word} to {player}</source>
        <translation>{word} naar {player} verplaatsen</translation>
    </message>
    <message>
        <source>Advancement changed back</source>
        <translation>Doorgaan weer als voorheen</translation>
    </message>
    <message>
        <source>Advancement changed</source>
        <translation>Doorgaan gewijzigd</translation>
    </message>
    <message>
        <source>Who advanced has changed back.</source>
        <translation>Wie doorging is weer als voorheen.</translation>
    </message>
    <message>
        <source>This changes who advanced.</source>
        <translation>Dit verandert wie doorging.</translation>
    </message>
    <message>
        <source>OK</source>
        <translation>OK</translation>
    </message>
    <message>
        <source>&amp;Keep it</source>
        <translation>&amp;Behouden</translation>
    </message>
    <message>
        <source>&amp;Undo the correction</source>
        <translation>Correctie &amp;ongedaan maken</translation>
    </message>
    <message>
        <source>Re-&amp;draw round {number}&apos;s seating</source>
        <translation>Indeling van ronde {number} opnieuw &amp;loten</translation>
    </message>
    <message>
        <source>draw the seating again</source>
        <translation>de indeling opnieuw loten</translation>
    </message>
</context>
<context>
    <name>CountdownPage</name>
    <message>
        <source>NEXT GAME</source>
        <translation>VOLGEND SPEL</translation>
    </message>
    <message>
        <source>GET READY</source>
        <translation>MAAK JE KLAAR</translation>
    </message>
    <message>
        <source>GO!</source>
        <translation>START!</translation>
    </message>
    <message>
        <source>STARTS IN</source>
        <translation>BEGINT OVER</translation>
    </message>
    <message>
        <source>READING ORDER</source>
        <translation>VOORLEESVOLGORDE</translation>
    </message>
</context>
<context>
    <name>CrowningPage</name>
    <message>
        <source>THE THRONE AWAITS</source>
        <translation>DE TROON WACHT</translation>
    </message>
    <message>
        <source>Held by {holder}</source>
        <translation>In handen van {holder}</translation>
    </message>
    <message>
        <source>The Throne is empty</source>
        <translation>De Troon is leeg</translation>
    </message>
    <message>
        <source>defends the Throne</source>
        <translation>verdedigt de Troon</translation>
    </message>
    <message>
        <source>takes the Throne from {holder}</source>
        <translation>ontneemt {holder} de Troon</translation>
    </message>
    <message>
        <source>takes the Throne</source>
        <translation>bestijgt de Troon</translation>
    </message>
</context>
<context>
    <name>Errors</name>
    <message>
        <source>Words are still held</source>
        <translation>Er worden nog woorden vastgehouden</translation>
    </message>
    <message>
        <source>Settings are locked</source>
        <translation>Instellingen zijn vergrendeld</translation>
    </message>
    <message>
        <source>Nothing to undo</source>
        <translation>Niets ongedaan te maken</translation>
    </message>
    <message>
        <source>Not allowed</source>
        <translation>Niet toegestaan</translation>
    </message>
    <message>
        <source>Tournament file problem</source>
        <translation>Probleem met het toernooibestand</translation>
    </message>
    <message>
        <source>File problem</source>
        <translation>Probleem met een bestand</translation>
    </message>
    <message>
        <source>Not understood</source>
        <translation>Niet begrepen</translation>
    </message>
    <message>
        <source>Something went wrong</source>
        <translation>Er ging iets mis</translation>
    </message>
    <message>
        <source>{start} … (the rest under Show Details)</source>
        <translation>{start} … (de rest onder Details tonen)</translation>
    </message>
    <message>
        <source>Could not {doing}.</source>
        <translation>Niet gelukt: {doing}.</translation>
    </message>
    <message>
        <source>Please note</source>
        <translation>Let op</translation>
    </message>
</context>
<context>
    <name>FileActions</name>
    <message>
        <source>create the tournament</source>
        <translation>het toernooi aanmaken</translation>
    </message>
    <message>
        <source>choose where to keep the tournament file</source>
        <translation>kies waar het toernooibestand bewaard wordt</translation>
    </message>
    <message>
        <source>Open a tournament</source>
        <translation>Een toernooi openen</translation>
    </message>
    <message>
        <source>{file} is already open.</source>
        <translation>{file} is al geopend.</translation>
    </message>
    <message>
        <source>open {file}</source>
        <translation>{file} openen</translation>
    </message>
    <message>
        <source>Open &amp;read-only</source>
        <translation>&amp;Alleen-lezen openen</translation>
    </message>
    <message>
        <source>Building the demo night…</source>
        <translation>De demoavond wordt gemaakt…</translation>
    </message>
    <message>
        <source>build the demo night</source>
        <translation>de demoavond maken</translation>
    </message>
    <message>
        <source>Opened {night} for reading only: nothing done here is recorded.</source>
        <translation>{night} geopend om alleen te lezen: niets wat hier gebeurt wordt vastgelegd.</translation>
    </message>
    <message>
        <source>Opened {night}.</source>
        <translation>{night} geopend.</translation>
    </message>
    <message>
        <source>Save the tournament as</source>
        <translation>Het toernooi opslaan als</translation>
    </message>
    <message>
        <source>Save a copy of the tournament</source>
        <translation>Een kopie van het toernooi opslaan</translation>
    </message>
    <message>
        <source>save a copy as {file}</source>
        <translation>een kopie opslaan als {file}</translation>
    </message>
    <message>
        <source>Saved a copy as {path}.</source>
        <translation>Kopie opgeslagen als {path}.</translation>
    </message>
    <message>
        <source>The next night&apos;s file</source>
        <translation>Het bestand van de volgende avond</translation>
    </message>
    <message>
        <source>create the next night</source>
        <translation>de volgende avond aanmaken</translation>
    </message>
    <message>
        <source>{night}    —    on {server}</source>
        <translation>{night}    —    op {server}</translation>
    </message>
    <message>
        <source>{night} — {station} on {host} — read-only</source>
        <translation>{night} — {station} op {host} — alleen-lezen</translation>
    </message>
    <message>
        <source>{night} — {station} on {host}</source>
        <translation>{night} — {station} op {host}</translation>
    </message>
</context>
<context>
    <name>GameCommands</name>
    <message>
        <source>Select a word first: ↑ and ↓ in the entry pick one of the reader&apos;s words.</source>
        <translation>Kies eerst een woord: ↑ en ↓ in het invoerveld kiezen een woord van de lezer.</translation>
    </message>
    <message>
        <source>{word} ({player}&apos;s copy) approved: it stands.</source>
        <translation>{word} (van {player}) goedgekeurd: het blijft staan.</translation>
    </message>
    <message>
        <source>{word} ({player}&apos;s copy) challenge rejected: it stands.</source>
        <translation>{word} (van {player}) bezwaar afgewezen: het blijft staan.</translation>
    </message>
    <message>
        <source>{word} ({player}&apos;s copy) upheld: out, for its verdict.</source>
        <translation>{word} (van {player}) bezwaar toegewezen: eruit, vanwege het oordeel.</translation>
    </message>
    <message>
        <source>{word} ({player}&apos;s copy) upheld: out, {reason}.</source>
        <translation>{word} (van {player}) bezwaar toegewezen: eruit, {reason}.</translation>
    </message>
    <message>
        <source>start {game}</source>
        <translation>{game} starten</translation>
    </message>
    <message>
        <source>move the clock</source>
        <translation>de klok verzetten</translation>
    </message>
    <message>
        <source>close {game}</source>
        <translation>{game} sluiten</translation>
    </message>
    <message>
        <source>read {player}&apos;s next phone word</source>
        <translation>het volgende telefoonwoord van {player} voorlezen</translation>
    </message>
    <message>
        <source>record {word} for {player}</source>
        <translation>{word} noteren voor {player}</translation>
    </message>
    <message>
        <source>Could not {doing}: {reason}</source>
        <translation>Niet gelukt: {doing} — {reason}</translation>
    </message>
    <message>
        <source>Rule on {word}: a correction of the closed game.</source>
        <translation>Uitspraak over {word}: een correctie van het gesloten spel.</translation>
    </message>
    <message>
        <source>challenge {word}</source>
        <translation>{word} aanvechten</translation>
    </message>
    <message>
        <source>withdraw {word}</source>
        <translation>{word} intrekken</translation>
    </message>
    <message>
        <source>rule on {word}</source>
        <translation>uitspraak doen over {word}</translation>
    </message>
</context>
<context>
    <name>GameScreen</name>
    <message>
        <source>Type the word read aloud, then Enter  ·  Tab: next reader</source>
        <translation>Typ het voorgelezen woord, dan Enter  ·  Tab: volgende lezer</translation>
    </message>
    <message>
        <source>Closed: ↑↓ pick a word · Ctrl+Shift+K rule on it · Ctrl+Shift+E correct it</source>
        <translation>Gesloten: ↑↓ kies · Ctrl+Shift+K uitspraak · Ctrl+Shift+E corrigeren</translation>
    </message>
    <message>
        <source>Type or roll a board</source>
        <translation>Typ of gooi een bord</translation>
    </message>
    <message>
        <source>Close the game</source>
        <translation>Het spel sluiten</translation>
    </message>
    <message>
        <source>Announce</source>
        <translation>Aankondigen</translation>
    </message>
    <message>
        <source>Announce the countdown</source>
        <translation>Het aftellen aankondigen</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Start</translation>
    </message>
    <message>
        <source>Start or resume</source>
        <translation>Starten of hervatten</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Pauze</translation>
    </message>
    <message>
        <source>Pause the clock</source>
        <translation>De klok pauzeren</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>Stop</translation>
    </message>
    <message>
        <source>Stop the clock: reading starts</source>
        <translation>De klok stoppen: het voorlezen begint</translation>
    </message>
    <message>
        <source>Replay on a new board</source>
        <translation>Opnieuw spelen op een nieuw bord</translation>
    </message>
    <message>
        <source>Interrupt and replay on a new board</source>
        <translation>Onderbreken en opnieuw spelen op een nieuw bord</translation>
    </message>
    <message>
        <source>Challenge word</source>
        <translation>Woord aanvechten</translation>
    </message>
    <message>
        <source>Hold the selected word</source>
        <translation>Het gekozen woord vasthouden voor een uitspraak</translation>
    </message>
    <message>
        <source>Withdraw word</source>
        <translation>Woord intrekken</translation>
    </message>
    <message>
        <source>The reader did not read the selected word</source>
        <translation>De lezer heeft het gekozen woord niet voorgelezen</translation>
    </message>
    <message>
        <source>Correct word…</source>
        <translation>Woord corrigeren…</translation>
    </message>
    <message>
        <source>Fix a mistyped word</source>
        <translation>Een verkeerd getypt woord verbeteren</translation>
    </message>
    <message>
        <source>Move word to its reader…</source>
        <translation>Woord naar zijn lezer verplaatsen…</translation>
    </message>
    <message>
        <source>The selected word was typed under the wrong reader</source>
        <translation>Het gekozen woord staat bij de verkeerde lezer</translation>
    </message>
    <message>
        <source>Go to held words</source>
        <translation>Naar de vastgehouden woorden</translation>
    </message>
    <message>
        <source>Rule with A, U or R</source>
        <translation>Uitspraak met A, U of R</translation>
    </message>
    <message>
        <source>Close game</source>
        <translation>Spel sluiten</translation>
    </message>
    <message>
        <source>Correct the board…</source>
        <translation>Het bord corrigeren…</translation>
    </message>
    <message>
        <source>The board was typed wrong</source>
        <translation>Het bord werd verkeerd getypt</translation>
    </message>
    <message>
        <source>challenge</source>
        <translation>aanvechten</translation>
    </message>
    <message>
        <source>withdraw</source>
        <translation>intrekken</translation>
    </message>
    <message>
        <source>correct</source>
        <translation>corrigeren</translation>
    </message>
    <message>
        <source>move to reader</source>
        <translation>naar lezer verplaatsen</translation>
    </message>
    <message>
        <source>held words (A/U/R, 1–7 reason)</source>
        <translation>vastgehouden woorden (A/U/R, 1–7 reden)</translation>
    </message>
    <message>
        <source>announce</source>
        <translation>aankondigen</translation>
    </message>
    <message>
        <source>start</source>
        <translation>start</translation>
    </message>
    <message>
        <source>pause</source>
        <translation>pauze</translation>
    </message>
    <message>
        <source>stop</source>
        <translation>stop</translation>
    </message>
    <message>
        <source>close</source>
        <translation>sluiten</translation>
    </message>
    <message>
        <source>Enter record / read the next phone word · Tab next reader · ↑↓ pick a word</source>
        <translation>Enter noteren / volgend telefoonwoord voorlezen · Tab volgende lezer · ↑↓ kies een woord</translation>
    </message>
    <message>
        <source>No game open — pick one in Rounds</source>
        <translation>Geen spel open — kies er een in Rondes</translation>
    </message>
    <message>
        <source>Roll or type a board</source>
        <translation>Gooi of typ een bord</translation>
    </message>
    <message>
        <source>No game open</source>
        <translation>Geen spel open</translation>
    </message>
    <message>
        <source>Reading order: {readers}   ·   board {number}</source>
        <translation>Voorleesvolgorde: {readers}   ·   bord {number}</translation>
    </message>
    <message>
        <source>Reading order: {readers}</source>
        <translation>Voorleesvolgorde: {readers}</translation>
    </message>
    <message>
        <source>Roll or type the board to start the game</source>
        <translation>Gooi of typ het bord om het spel te starten</translation>
    </message>
    <message>
        <source>Rule on every held word first</source>
        <translation>Doe eerst uitspraak over elk vastgehouden woord</translation>
    </message>
    <message>
        <source>Close the game (Ctrl+Enter)</source>
        <translation>Het spel sluiten (Ctrl+Enter)</translation>
    </message>
    <message>
        <source>Reading now: &lt;b&gt;{player}&lt;/b&gt; — Enter reads their next phone word ({count} left)</source>
        <translation>Leest nu voor: &lt;b&gt;{player}&lt;/b&gt; — Enter leest het volgende telefoonwoord voor (nog {count})</translation>
    </message>
    <message>
        <source>Reading now: &lt;b&gt;{player}&lt;/b&gt;</source>
        <translation>Leest nu voor: &lt;b&gt;{player}&lt;/b&gt;</translation>
    </message>
</context>
<context>
    <name>HeldPanel</name>
    <message>
        <source>&amp;Approve</source>
        <translation>&amp;Aanvaarden</translation>
    </message>
    <message>
        <source>The word stands although the dictionary lacks it</source>
        <translation>Het woord blijft staan, al ontbreekt het in de woordenlijst</translation>
    </message>
    <message>
        <source>&amp;Uphold</source>
        <translation>&amp;Uitsluiten</translation>
    </message>
    <message>
        <source>The word is invalid, for the reason chosen; its reader loses its points</source>
        <translation>Het woord is ongeldig, om de gekozen reden; de lezer verliest de punten ervan</translation>
    </message>
    <message>
        <source>&amp;Reject</source>
        <translation>Bezwaa&amp;r afwijzen</translation>
    </message>
    <message>
        <source>The challenge fails: the word stands</source>
        <translation>Het bezwaar faalt: het woord blijft staan</translation>
    </message>
    <message>
        <source>&lt;b&gt;Held for a ruling&lt;/b&gt; · keys A, U, R</source>
        <translation>&lt;b&gt;Vastgehouden voor een uitspraak&lt;/b&gt; · toetsen A, U, R</translation>
    </message>
    <message>
        <source>Held words</source>
        <translation>Vastgehouden woorden</translation>
    </message>
    <message>
        <source>Word about to be ruled</source>
        <translation>Woord waarover uitspraak volgt</translation>
    </message>
    <message>
        <source>Reason to uphold (number keys)</source>
        <translation>Reden om uit te sluiten (cijfertoetsen)</translation>
    </message>
    <message>
        <source>Reason to uphold (keys 1–{last}):</source>
        <translation>Reden om uit te sluiten (toetsen 1–{last}):</translation>
    </message>
    <message>
        <source>&lt;b&gt;Held for a ruling ({count})&lt;/b&gt; · keys A, U, R</source>
        <translation>&lt;b&gt;Vastgehouden voor een uitspraak ({count})&lt;/b&gt; · toetsen A, U, R</translation>
    </message>
    <message>
        <source>&lt;b&gt;Held for a ruling&lt;/b&gt;: none</source>
        <translation>&lt;b&gt;Vastgehouden voor een uitspraak&lt;/b&gt;: geen</translation>
    </message>
    <message>
        <source>Ruling on &lt;b&gt;{word}&lt;/b&gt;, {player}&apos;s copy</source>
        <translation>Uitspraak over &lt;b&gt;{word}&lt;/b&gt;, van {player}</translation>
    </message>
</context>
<context>
    <name>Help</name>
    <message>
        <source>Everywhere</source>
        <translation>Overal</translation>
    </message>
    <message>
        <source>Game page</source>
        <translation>Spelpagina</translation>
    </message>
    <message>
        <source>Side games page</source>
        <translation>Pagina Bijspellen</translation>
    </message>
    <message>
        <source>Players page</source>
        <translation>Spelerspagina</translation>
    </message>
    <message>
        <source>record the word for the current reader; on an empty entry, read out their next phone word, or, with none left, go on to the next reader</source>
        <translation>het woord voor de huidige lezer vastleggen; bij een leeg invoerveld hun volgende telefoonwoord voorlezen, of, als er geen meer is, doorgaan naar de volgende lezer</translation>
    </message>
    <message>
        <source>next / previous reader</source>
        <translation>volgende / vorige lezer</translation>
    </message>
    <message>
        <source>pick one of the current reader&apos;s words (its path lights up)</source>
        <translation>een van de woorden van de huidige lezer kiezen (het pad licht op)</translation>
    </message>
    <message>
        <source>in the held words (Ctrl+Shift+H): ↑↓ pick the word (named above the keys), 1–7 pick the reason to uphold, then approve / uphold / reject; Esc back to the entry</source>
        <translation>in de vastgehouden woorden (Ctrl+Shift+H): ↑↓ kiest het woord (genoemd boven de toetsen), 1–7 kiest de reden om uit te sluiten, dan aanvaarden / uitsluiten / bezwaar afwijzen; Esc terug naar het invoerveld</translation>
    </message>
    <message>
        <source>{action}: {what}</source>
        <translation>{action}: {what}</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Phones&lt;/h3&gt;
&lt;p&gt;Window ▸ Phones… starts the phone server on the network the phones are on (off until started) and
lists each seated player&apos;s invitation; the projector and the printed sheets show them as QR codes.
A lost or shared phone: pick the player and &lt;b&gt;Re-issue invitation&lt;/b&gt; (the old one stops working).&lt;/p&gt;
&lt;p&gt;Players write their words during the game; the lists lock at time-up. Reading goes in the usual
order: a phone player&apos;s column says &lt;b&gt;☎ N to read&lt;/b&gt;, and Enter on the empty entry reads out their
next word, with its verdict, as if typed. A word said aloud but not on the phone is typed as before.
Challenges and rulings are the same; each player&apos;s phone shows the verdicts. Setup ▸ &lt;i&gt;Phones check
words…&lt;/i&gt; lets phones take any letters instead of only words on the board and long enough.&lt;/p&gt;
&lt;h3&gt;Side games&lt;/h3&gt;
&lt;p&gt;The Side games page referees the bar&apos;s Liar&apos;s Boggle, Guinness Liar&apos;s Dice and Liar&apos;s Word Cards.
&lt;b&gt;Ctrl+N&lt;/b&gt; opens a table (game, players in seating order, variants). Type each move in the entry
and press &lt;b&gt;Enter&lt;/b&gt;: the keys for what the table waits for are shown under it (a word or
&lt;i&gt;quantity face&lt;/i&gt; bids, &lt;b&gt;.&lt;/b&gt; calls, values of the whole table are separated by &lt;b&gt;/&lt;/b&gt;).
&lt;b&gt;↑ / ↓&lt;/b&gt; switch tables, &lt;b&gt;F9&lt;/b&gt; shows the table on the projector, &lt;b&gt;Ctrl+Shift+C&lt;/b&gt; copies
it as a document for &lt;code&gt;boggle-throne side replay&lt;/code&gt;, &lt;b&gt;Alt+C&lt;/b&gt; clears it away.
Ctrl+Z takes back the last move like any other action.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Telefoons&lt;/h3&gt;
&lt;p&gt;Venster ▸ Telefoons… start de telefoonserver op het netwerk waar de telefoons op zitten (uit tot hij gestart wordt) en
toont de uitnodiging van elke ingedeelde speler; de beamer en de afgedrukte bladen tonen ze als QR-codes.
Een verloren of gedeelde telefoon: kies de speler en &lt;b&gt;Uitnodiging opnieuw uitgeven&lt;/b&gt; (de oude werkt niet meer).&lt;/p&gt;
&lt;p&gt;Spelers schrijven hun woorden tijdens het spel; de lijsten gaan op slot als de tijd om is. Het voorlezen gaat in de
gewone volgorde: de kolom van een telefoonspeler zegt &lt;b&gt;☎ N voor te lezen&lt;/b&gt;, en Enter op het lege invoerveld leest
hun volgende woord voor, met het oordeel, alsof het is ingetypt. Een woord dat hardop is gezegd maar niet op de
telefoon staat, typ je zoals altijd. Bezwaren en uitspraken blijven hetzelfde; de telefoon van elke speler toont de
oordelen. Instellingen ▸ &lt;i&gt;Telefoons controleren of woorden…&lt;/i&gt; laat telefoons alle letters aannemen in plaats van
alleen woorden die op het bord staan en lang genoeg zijn.&lt;/p&gt;
&lt;h3&gt;Bijspellen&lt;/h3&gt;
&lt;p&gt;De pagina Bijspellen is scheidsrechter bij Liar&apos;s Boggle, Guinness Liar&apos;s Dice en Liar&apos;s Word Cards van de bar.
&lt;b&gt;Ctrl+N&lt;/b&gt; opent een tafel (spel, spelers in de volgorde van de plaatsen, varianten). Typ elke zet in het
invoerveld en druk op &lt;b&gt;Enter&lt;/b&gt;: de toetsen voor waar de tafel op wacht staan eronder (een woord of
&lt;i&gt;aantal zijde&lt;/i&gt; biedt, &lt;b&gt;.&lt;/b&gt; roept, waarden voor de hele tafel worden gescheiden door &lt;b&gt;/&lt;/b&gt;).
&lt;b&gt;↑ / ↓&lt;/b&gt; wisselt van tafel, &lt;b&gt;F9&lt;/b&gt; toont de tafel op de beamer, &lt;b&gt;Ctrl+Shift+C&lt;/b&gt; kopieert
hem als document voor &lt;code&gt;boggle-throne side replay&lt;/code&gt;, &lt;b&gt;Alt+C&lt;/b&gt; ruimt hem op.
Ctrl+Z neemt de laatste zet terug zoals elke andere actie.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>Sneltoetsen</translation>
    </message>
</context>
<context>
    <name>HouseListsPage</name>
    <message>
        <source>A word, then Approve or Ban</source>
        <translation>Een woord, dan Goedkeuren of Verbieden</translation>
    </message>
    <message>
        <source>&amp;Approve</source>
        <translation>&amp;Goedkeuren</translation>
    </message>
    <message>
        <source>&amp;Ban</source>
        <translation>Verb&amp;ieden</translation>
    </message>
    <message>
        <source>Approved words</source>
        <translation>Goedgekeurde woorden</translation>
    </message>
    <message>
        <source>Banned words</source>
        <translation>Verboden woorden</translation>
    </message>
    <message>
        <source>Remove from approved</source>
        <translation>Uit goedgekeurd verwijderen</translation>
    </message>
    <message>
        <source>Remove from banned</source>
        <translation>Uit verboden verwijderen</translation>
    </message>
    <message>
        <source>&lt;b&gt;Approved&lt;/b&gt; (valid although not in the dictionary)</source>
        <translation>&lt;b&gt;Goedgekeurd&lt;/b&gt; (geldig, al staat het niet in de woordenlijst)</translation>
    </message>
    <message>
        <source>&lt;b&gt;Banned&lt;/b&gt; (in the dictionary, but not allowed here)</source>
        <translation>&lt;b&gt;Verboden&lt;/b&gt; (staat in de woordenlijst, maar is hier niet toegestaan)</translation>
    </message>
    <message>
        <source>&lt;h2&gt;House lists&lt;/h2&gt;</source>
        <translation>&lt;h2&gt;Huislijsten&lt;/h2&gt;</translation>
    </message>
    <message>
        <source>take {word} off the list</source>
        <translation>{word} van de lijst halen</translation>
    </message>
    <message>
        <source>put {word} on the approved list</source>
        <translation>{word} op de lijst van goedgekeurde woorden zetten</translation>
    </message>
    <message>
        <source>put {word} on the banned list</source>
        <translation>{word} op de lijst van verboden woorden zetten</translation>
    </message>
</context>
<context>
    <name>InvitationsPage</name>
    <message>
        <source>Start the phones in the judges&apos; window: Window ▸ Phones…</source>
        <translation>Start de telefoons in het jurovenster: Venster ▸ Telefoons…</translation>
    </message>
    <message>
        <source>Standings</source>
        <translation>Stand</translation>
    </message>
    <message>
        <source>{title} — scan your code to write on your phone</source>
        <translation>{title} — scan je code om op je telefoon te schrijven</translation>
    </message>
    <message>
        <source>{table} of {count}</source>
        <translation>{table} van {count}</translation>
    </message>
    <message>
        <source>{table} ({number} of {count})</source>
        <translation>{table} ({number} van {count})</translation>
    </message>
    <message>
        <source>Phones are off</source>
        <translation>De telefoons staan uit</translation>
    </message>
    <message>
        <source>No round is seated yet</source>
        <translation>Nog geen ronde ingedeeld</translation>
    </message>
    <message>
        <source>Phones: {address}</source>
        <translation>Telefoons: {address}</translation>
    </message>
</context>
<context>
    <name>KeptActions</name>
    <message>
        <source>Send them</source>
        <translation>Versturen</translation>
    </message>
    <message>
        <source>Discard them</source>
        <translation>Weggooien</translation>
    </message>
    <message>
        <source>Back online</source>
        <translation>Weer online</translation>
    </message>
    <message>
        <source>The night&apos;s server is back. Send what was typed while it could not be reached, in the order it was typed?

{actions}</source>
        <translation>De avondserver is terug. Versturen wat er is ingetypt toen hij onbereikbaar was, in de volgorde waarin het is ingetypt?

{actions}</translation>
    </message>
</context>
<context>
    <name>LastDone</name>
    <message>
        <source>{word} removed.</source>
        <translation>{word} verwijderd.</translation>
    </message>
    <message>
        <source>Moved from {player}: {verdict}</source>
        <translation>Verplaatst van {player}: {verdict}</translation>
    </message>
    <message>
        <source>{word} ({player}) withdrawn: it no longer counts.</source>
        <translation>{word} ({player}) ingetrokken: het telt niet meer.</translation>
    </message>
</context>
<context>
    <name>LogModel</name>
    <message>
        <source>not applied: {why}</source>
        <translation>niet toegepast: {why}</translation>
    </message>
    <message>
        <source>⚠ not applied</source>
        <translation>⚠ niet toegepast</translation>
    </message>
    <message>
        <source>undone</source>
        <translation>ongedaan gemaakt</translation>
    </message>
    <message>
        <source>Not applied: {why}</source>
        <translation>Niet toegepast: {why}</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Tijd</translation>
    </message>
    <message>
        <source>Station</source>
        <translation>Jurytafel</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>Actie</translation>
    </message>
    <message>
        <source>Details</source>
        <translation>Details</translation>
    </message>
</context>
<context>
    <name>LogPage</name>
    <message>
        <source>Filter: a word, a player, an action…</source>
        <translation>Filter: een woord, een speler, een actie…</translation>
    </message>
    <message>
        <source>&amp;Open its game</source>
        <translation>Het spel &amp;tonen</translation>
    </message>
    <message>
        <source>&amp;Correct the word…</source>
        <translation>Woord &amp;corrigeren…</translation>
    </message>
    <message>
        <source>Fix a mistyped word, also in a closed game; standings are recomputed</source>
        <translation>Een verkeerd getypt woord verbeteren, ook in een gesloten spel; de stand wordt opnieuw berekend</translation>
    </message>
    <message>
        <source>&lt;h2&gt;Event log&lt;/h2&gt;</source>
        <translation>&lt;h2&gt;Logboek&lt;/h2&gt;</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>&amp;System</source>
        <translation>&amp;Systeem</translation>
    </message>
    <message>
        <source>&amp;Light</source>
        <translation>&amp;Licht</translation>
    </message>
    <message>
        <source>&amp;Dark</source>
        <translation>&amp;Donker</translation>
    </message>
    <message>
        <source>Pages</source>
        <translation>Pagina&apos;s</translation>
    </message>
    <message>
        <source>Read-only: nothing done here is recorded.</source>
        <translation>Alleen-lezen: niets wat hier gebeurt wordt vastgelegd.</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Ongedaan maken</translation>
    </message>
    <message>
        <source>undo the last action of the night</source>
        <translation>de laatste actie van de avond ongedaan maken</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>Opnieuw &amp;doen</translation>
    </message>
    <message>
        <source>redo the action last undone</source>
        <translation>de laatst ongedaan gemaakte actie opnieuw doen</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Bestand</translation>
    </message>
    <message>
        <source>&amp;New tournament…</source>
        <translation>&amp;Nieuw toernooi…</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>&amp;Openen…</translation>
    </message>
    <message>
        <source>Open &amp;recent</source>
        <translation>&amp;Recent geopend</translation>
    </message>
    <message>
        <source>Open the &amp;demo night</source>
        <translation>De&amp;moavond openen</translation>
    </message>
    <message>
        <source>Save &amp;as…</source>
        <translation>Opslaan &amp;als…</translation>
    </message>
    <message>
        <source>Save a &amp;copy…</source>
        <translation>&amp;Kopie opslaan…</translation>
    </message>
    <message>
        <source>New night &amp;from this one…</source>
        <translation>Nieuwe avond &amp;vanuit deze…</translation>
    </message>
    <message>
        <source>A new tournament file with tonight&apos;s players and the Throne</source>
        <translation>Een nieuw toernooibestand met de spelers en de Troon van vanavond</translation>
    </message>
    <message>
        <source>&amp;Host this night on a server…</source>
        <translation>Deze avond op een server &amp;hosten…</translation>
    </message>
    <message>
        <source>Copy this night to the night server, where several stations enter it</source>
        <translation>Deze avond naar de avondserver kopiëren, waar meerdere jurytafels hem invoeren</translation>
    </message>
    <message>
        <source>&amp;Join a night…</source>
        <translation>Bij een avond aan&amp;sluiten…</translation>
    </message>
    <message>
        <source>Open the projec&amp;tor for a night…</source>
        <translation>&amp;Beamer voor een avond openen…</translation>
    </message>
    <message>
        <source>&amp;Print…</source>
        <translation>Af&amp;drukken…</translation>
    </message>
    <message>
        <source>C&amp;lose tournament</source>
        <translation>&amp;Toernooi sluiten</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>A&amp;fsluiten</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>B&amp;ewerken</translation>
    </message>
    <message>
        <source>Undo the &amp;night&apos;s last action (any station)</source>
        <translation>&amp;Laatste actie van de avond ongedaan maken (elke jurytafel)</translation>
    </message>
    <message>
        <source>For the host: take back the last action of the whole night, whichever station made it</source>
        <translation>Voor de presentator: de laatste actie van de hele avond terugnemen, welke jurytafel hem ook deed</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>Bee&amp;ld</translation>
    </message>
    <message>
        <source>&amp;Theme</source>
        <translation>&amp;Thema</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>T&amp;aal</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>S&amp;pel</translation>
    </message>
    <message>
        <source>&amp;Window</source>
        <translation>&amp;Venster</translation>
    </message>
    <message>
        <source>&amp;Projector</source>
        <translation>&amp;Beamer</translation>
    </message>
    <message>
        <source>&amp;Show the projector</source>
        <translation>Beamer &amp;tonen</translation>
    </message>
    <message>
        <source>&amp;Choose its screen…</source>
        <translation>&amp;Scherm kiezen…</translation>
    </message>
    <message>
        <source>&amp;Full screen</source>
        <translation>&amp;Volledig scherm</translation>
    </message>
    <message>
        <source>P&amp;in a view</source>
        <translation>Een beeld vast&amp;pinnen</translation>
    </message>
    <message>
        <source>P&amp;hones…</source>
        <translation>&amp;Telefoons…</translation>
    </message>
    <message>
        <source>S&amp;eason…</source>
        <translation>&amp;Seizoen…</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Help</translation>
    </message>
    <message>
        <source>&amp;Keyboard shortcuts</source>
        <translation>&amp;Sneltoetsen</translation>
    </message>
    <message>
        <source>&amp;About Boggle Throne</source>
        <translation>&amp;Over Boggle Throne</translation>
    </message>
    <message>
        <source>{night} — read-only</source>
        <translation>{night} — alleen-lezen</translation>
    </message>
    <message>
        <source>{night} — {file} — read-only</source>
        <translation>{night} — {file} — alleen-lezen</translation>
    </message>
    <message>
        <source>The new language is shown when Boggle Throne next starts: this night stays open now.</source>
        <translation>De nieuwe taal verschijnt bij de volgende start van Boggle Throne: deze avond blijft nu open.</translation>
    </message>
</context>
<context>
    <name>MoveEntry</name>
    <message>
        <source>Side move entry</source>
        <translation>Invoer van een zet in het bijspel</translation>
    </message>
</context>
<context>
    <name>NamesEdit</name>
    <message>
        <source>Ann, Bob, Cat — or one name per line, in seating order (clockwise)</source>
        <translation>Ann, Bob, Cat — of één naam per regel, in de volgorde van de plaatsen (met de klok mee)</translation>
    </message>
</context>
<context>
    <name>NightCalls</name>
    <message>
        <source>the night&apos;s server did not answer within {seconds} seconds</source>
        <translation>de avondserver antwoordde niet binnen {seconds} seconden</translation>
    </message>
    <message>
        <source>{why}; the action was not confirmed</source>
        <translation>{why}; de actie is niet bevestigd</translation>
    </message>
</context>
<context>
    <name>OfflineBanner</name>
    <message>
        <source>Offline: the server cannot be reached — reconnecting…; nothing is recorded until it is back</source>
        <translation>Offline: de server is onbereikbaar — opnieuw verbinden…; er wordt niets vastgelegd tot hij terug is</translation>
    </message>
    <message>
        <source>Offline</source>
        <translation>Offline</translation>
    </message>
    <message>
        <source>Kept to send when it is back ({count}): {actions}</source>
        <translation>Bewaard om te versturen zodra hij terug is ({count}): {actions}</translation>
    </message>
    <message>
        <source>The server says: {why}</source>
        <translation>De server zegt: {why}</translation>
    </message>
</context>
<context>
    <name>OpenTableDialog</name>
    <message>
        <source>a name and a number each: Ann 1, Bob 2</source>
        <translation>per speler een naam en een getal: Ann 1, Bob 2</translation>
    </message>
    <message>
        <source>“{part}” is not a name and a number ({hint})</source>
        <translation>“{part}” is geen naam met een getal ({hint})</translation>
    </message>
    <message>
        <source>Dice</source>
        <translation>Dobbelstenen</translation>
    </message>
    <message>
        <source>Big boggle</source>
        <translation>Big Boggle</translation>
    </message>
    <message>
        <source>Trading</source>
        <translation>Ruilen</translation>
    </message>
    <message>
        <source>Sand timer</source>
        <translation>Zandloper</translation>
    </message>
    <message>
        <source>Friendly challenges</source>
        <translation>Vriendelijke bezwaren</translation>
    </message>
    <message>
        <source>Handicap dice</source>
        <translation>Handicapdobbelstenen</translation>
    </message>
    <message>
        <source>First player</source>
        <translation>Eerste speler</translation>
    </message>
    <message>
        <source>Qu two letters</source>
        <translation>Qu als twee letters</translation>
    </message>
    <message>
        <source>Qu as Q</source>
        <translation>Qu als Q</translation>
    </message>
    <message>
        <source>Votes</source>
        <translation>Stemmen</translation>
    </message>
    <message>
        <source>Dice each</source>
        <translation>Dobbelstenen per speler</translation>
    </message>
    <message>
        <source>Ones wild</source>
        <translation>Enen zijn joker</translation>
    </message>
    <message>
        <source>Palafico</source>
        <translation>Palafico</translation>
    </message>
    <message>
        <source>Deck</source>
        <translation>Kaartspel</translation>
    </message>
    <message>
        <source>Target</source>
        <translation>Doel</translation>
    </message>
    <message>
        <source>Hand</source>
        <translation>Hand</translation>
    </message>
    <message>
        <source>Fresh limit</source>
        <translation>Limiet nieuwe kaarten</translation>
    </message>
    <message>
        <source>New side table</source>
        <translation>Nieuwe bijspeltafel</translation>
    </message>
    <message>
        <source>Variants</source>
        <translation>Varianten</translation>
    </message>
    <message>
        <source>&amp;Open the table</source>
        <translation>Tafel &amp;openen</translation>
    </message>
    <message>
        <source>G&amp;ame:</source>
        <translation>&amp;Spel:</translation>
    </message>
    <message>
        <source>&amp;Players:</source>
        <translation>S&amp;pelers:</translation>
    </message>
    <message>
        <source>In seating order, clockwise. Ctrl+Enter opens the table.</source>
        <translation>In de volgorde van de plaatsen, met de klok mee. Ctrl+Enter opent de tafel.</translation>
    </message>
    <message>
        <source>as usual</source>
        <translation>zoals gewoonlijk</translation>
    </message>
    <message>
        <source>Type at least two players, one per line or separated by commas.</source>
        <translation>Typ minstens twee spelers, één per regel of gescheiden door komma&apos;s.</translation>
    </message>
</context>
<context>
    <name>Page</name>
    <message>
        <source>Setup</source>
        <translation>Instellingen</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Spelers</translation>
    </message>
    <message>
        <source>Rounds</source>
        <translation>Rondes</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Spel</translation>
    </message>
    <message>
        <source>Standings</source>
        <translation>Stand</translation>
    </message>
    <message>
        <source>House lists</source>
        <translation>Huislijsten</translation>
    </message>
    <message>
        <source>Side games</source>
        <translation>Bijspellen</translation>
    </message>
    <message>
        <source>Log</source>
        <translation>Logboek</translation>
    </message>
</context>
<context>
    <name>PhoneStation</name>
    <message>
        <source>no night is open: open one first</source>
        <translation>er is geen avond open: open er eerst een</translation>
    </message>
    <message>
        <source>the night is open read-only: the phones&apos; words could not be recorded</source>
        <translation>de avond is alleen-lezen geopend: de woorden van de telefoons zouden niet kunnen worden genoteerd</translation>
    </message>
</context>
<context>
    <name>PhonesDialog</name>
    <message>
        <source>Table</source>
        <translation>Tafel</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Speler</translation>
    </message>
    <message>
        <source>Phone list</source>
        <translation>Telefoonlijst</translation>
    </message>
    <message>
        <source>Invitation URL</source>
        <translation>URL van de uitnodiging</translation>
    </message>
    <message>
        <source>Phones</source>
        <translation>Telefoons</translation>
    </message>
    <message>
        <source>Players write their words on their phones, over this laptop&apos;s network: no internet needed. Pick the network the phones are on, then start. Paper players&apos; words are typed as before.</source>
        <translation>Spelers schrijven hun woorden op hun telefoon, via het netwerk van deze laptop: geen internet nodig. Kies het netwerk waarop de telefoons zitten en start. De woorden van spelers op papier worden zoals altijd getypt.</translation>
    </message>
    <message>
        <source>{address} (this laptop only)</source>
        <translation>{address} (alleen deze laptop)</translation>
    </message>
    <message>
        <source>any free port</source>
        <translation>elke vrije poort</translation>
    </message>
    <message>
        <source>&amp;Start</source>
        <translation>S&amp;tarten</translation>
    </message>
    <message>
        <source>S&amp;top</source>
        <translation>St&amp;oppen</translation>
    </message>
    <message>
        <source>Invitations</source>
        <translation>Uitnodigingen</translation>
    </message>
    <message>
        <source>&amp;Re-issue invitation</source>
        <translation>Opnieuw uitnodi&amp;gen</translation>
    </message>
    <message>
        <source>A lost or shared phone: the player&apos;s old invitation stops working</source>
        <translation>Een verloren of gedeelde telefoon: de oude uitnodiging van de speler werkt niet meer</translation>
    </message>
    <message>
        <source>&amp;Copy URL</source>
        <translation>URL &amp;kopiëren</translation>
    </message>
    <message>
        <source>&amp;Void phone list</source>
        <translation>Telefoonlijst &amp;vervallen verklaren</translation>
    </message>
    <message>
        <source>A flagged list: it then crosses nobody&apos;s words; the player reads aloud like a paper player</source>
        <translation>Een gemarkeerde lijst: ze streept dan niemands woorden weg; de speler leest voor zoals een speler op papier</translation>
    </message>
    <message>
        <source>&amp;Network</source>
        <translation>&amp;Netwerk</translation>
    </message>
    <message>
        <source>P&amp;ort</source>
        <translation>&amp;Poort</translation>
    </message>
    <message>
        <source>&amp;Invitations of the latest round&apos;s seated players:</source>
        <translation>&amp;Uitnodigingen van de ingedeelde spelers van de laatste ronde:</translation>
    </message>
    <message>
        <source>The phones could not start. This laptop has no IPv4 address.</source>
        <translation>De telefoons konden niet starten. Deze laptop heeft geen IPv4-adres.</translation>
    </message>
    <message>
        <source>The phones could not start. {reason}</source>
        <translation>De telefoons konden niet starten. {reason}</translation>
    </message>
    <message>
        <source>Phones: {address}</source>
        <translation>Telefoons: {address}</translation>
    </message>
    <message>
        <source>The phones are off.</source>
        <translation>De telefoons staan uit.</translation>
    </message>
    <message>
        <source>No night is open: open one, then start the phones.</source>
        <translation>Er is geen avond open: open er een en start dan de telefoons.</translation>
    </message>
    <message>
        <source>⚑ {words}, {flag}</source>
        <translation>⚑ {words}, {flag}</translation>
    </message>
    <message>
        <source>re-issue {player}&apos;s invitation</source>
        <translation>de uitnodiging van {player} opnieuw uitgeven</translation>
    </message>
    <message>
        <source>{player} has a new invitation; the old one no longer opens their list.</source>
        <translation>{player} heeft een nieuwe uitnodiging; de oude opent de lijst niet meer.</translation>
    </message>
    <message>
        <source>void {player}&apos;s phone list</source>
        <translation>de telefoonlijst van {player} vervallen verklaren</translation>
    </message>
    <message>
        <source>{player}&apos;s phone list is void: it crosses nobody&apos;s words; {player} reads aloud.</source>
        <translation>De telefoonlijst van {player} is vervallen: ze streept niemands woorden weg; {player} leest voor.</translation>
    </message>
    <message>
        <source>{player}&apos;s invitation URL is copied.</source>
        <translation>De URL van de uitnodiging van {player} is gekopieerd.</translation>
    </message>
</context>
<context>
    <name>PlayersModel</name>
    <message>
        <source>{name}  ♛ champion</source>
        <translation>{name}  ♛ kampioen</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Speler</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <source>Seed</source>
        <translation>Plaatsing</translation>
    </message>
</context>
<context>
    <name>PlayersPage</name>
    <message>
        <source>Search players…  (Enter checks in the player found)</source>
        <translation>Spelers zoeken…  (Enter meldt de gevonden speler aan)</translation>
    </message>
    <message>
        <source>Walk-in&apos;s name, then Enter</source>
        <translation>Naam van de binnenloper, dan Enter</translation>
    </message>
    <message>
        <source>Add wal&amp;k-in</source>
        <translation>Binnenloper &amp;toevoegen</translation>
    </message>
    <message>
        <source>Register the player as here now (checked in)</source>
        <translation>De speler inschrijven als nu aanwezig (aangemeld)</translation>
    </message>
    <message>
        <source>&amp;Register only</source>
        <translation>Alleen &amp;inschrijven</translation>
    </message>
    <message>
        <source>Put the player on the list, to check in on arrival</source>
        <translation>De speler op de lijst zetten, om bij aankomst aan te melden</translation>
    </message>
    <message>
        <source>Check &amp;in</source>
        <translation>&amp;Aanmelden</translation>
    </message>
    <message>
        <source>Wi&amp;thdraw</source>
        <translation>Te&amp;rugtrekken</translation>
    </message>
    <message>
        <source>no seed</source>
        <translation>geen plaatsing</translation>
    </message>
    <message>
        <source>seed </source>
        <translation>plaatsing </translation>
    </message>
    <message>
        <source>Set &amp;seed rank</source>
        <translation>Plaatsing in&amp;stellen</translation>
    </message>
    <message>
        <source>Rename the selected player…</source>
        <translation>De gekozen speler hernoemen…</translation>
    </message>
    <message>
        <source>Their games, results and seat stay theirs (F2)</source>
        <translation>Hun spellen, uitslagen en plaats blijven van hen (F2)</translation>
    </message>
    <message>
        <source>Re&amp;name…</source>
        <translation>&amp;Naam wijzigen…</translation>
    </message>
    <message>
        <source>Put the selected player&apos;s name right; their games stay theirs (F2)</source>
        <translation>De naam van de gekozen speler verbeteren; hun spellen blijven van hen (F2)</translation>
    </message>
    <message>
        <source>&lt;h2&gt;Players&lt;/h2&gt;</source>
        <translation>&lt;h2&gt;Spelers&lt;/h2&gt;</translation>
    </message>
    <message>
        <source>{here} checked in of {count}</source>
        <translation>{here} van {count} aangemeld</translation>
    </message>
    <message>
        <source>check in {name}</source>
        <translation>{name} aanmelden</translation>
    </message>
    <message>
        <source>{name} is checked in.</source>
        <translation>{name} is aangemeld.</translation>
    </message>
    <message>
        <source>withdraw {name}</source>
        <translation>{name} terugtrekken</translation>
    </message>
    <message>
        <source>set {name}&apos;s seed rank</source>
        <translation>de plaatsing van {name} instellen</translation>
    </message>
    <message>
        <source>Rename a player</source>
        <translation>Een speler hernoemen</translation>
    </message>
    <message>
        <source>The right name for {name} (their games and results stay theirs):</source>
        <translation>De juiste naam voor {name} (spellen en uitslagen blijven van hen):</translation>
    </message>
    <message>
        <source>rename {name}</source>
        <translation>{name} hernoemen</translation>
    </message>
    <message>
        <source>{old} is now {new}.</source>
        <translation>{old} heet nu {new}.</translation>
    </message>
    <message>
        <source>add {name}</source>
        <translation>{name} toevoegen</translation>
    </message>
    <message>
        <source>add a player</source>
        <translation>een speler toevoegen</translation>
    </message>
    <message>
        <source>{name} is on the list.</source>
        <translation>{name} staat op de lijst.</translation>
    </message>
    <message>
        <source>Not done: {why}</source>
        <translation>Niet gedaan: {why}</translation>
    </message>
</context>
<context>
    <name>PrintDialog</name>
    <message>
        <source>Print</source>
        <translation>Afdrukken</translation>
    </message>
    <message>
        <source>latest seated round</source>
        <translation>laatst ingedeelde ronde</translation>
    </message>
    <message>
        <source>Round {number}</source>
        <translation>Ronde {number}</translation>
    </message>
    <message>
        <source>all tables (or e.g. 1, 3)</source>
        <translation>alle tafels (of bv. 1, 3)</translation>
    </message>
    <message>
        <source>all side games</source>
        <translation>alle bijspellen</translation>
    </message>
    <message>
        <source>Letter</source>
        <translation>Letter</translation>
    </message>
    <message>
        <source>&amp;Invitations for phones</source>
        <translation>&amp;Uitnodigingen voor telefoons</translation>
    </message>
    <message>
        <source>Each seated player&apos;s QR code and URL, to write their words on their phone</source>
        <translation>De QR-code en URL van elke ingedeelde speler, om de woorden op de telefoon te schrijven</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>Bladeren…</translation>
    </message>
    <message>
        <source>&amp;Document</source>
        <translation>&amp;Document</translation>
    </message>
    <message>
        <source>&amp;Round</source>
        <translation>&amp;Ronde</translation>
    </message>
    <message>
        <source>&amp;Tables</source>
        <translation>&amp;Tafels</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Spel</translation>
    </message>
    <message>
        <source>&amp;Paper</source>
        <translation>&amp;Papier</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Bestand</translation>
    </message>
    <message>
        <source>Save the PDF</source>
        <translation>De pdf opslaan</translation>
    </message>
    <message>
        <source>PDF (*.pdf)</source>
        <translation>Pdf (*.pdf)</translation>
    </message>
    <message>
        <source>read the tables</source>
        <translation>de tafels lezen</translation>
    </message>
    <message>
        <source>tables are numbers separated by commas, as in 1, 3</source>
        <translation>tafels zijn getallen gescheiden door komma&apos;s, zoals 1, 3</translation>
    </message>
    <message>
        <source>print the {document}</source>
        <translation>{document} afdrukken</translation>
    </message>
    <message>
        <source>Saved {path}.</source>
        <translation>{path} opgeslagen.</translation>
    </message>
</context>
<context>
    <name>ProjectorControl</name>
    <message>
        <source>&amp;Follow the night</source>
        <translation>De avond &amp;volgen</translation>
    </message>
    <message>
        <source>&amp;Waiting</source>
        <translation>&amp;Wachten</translation>
    </message>
    <message>
        <source>&amp;Invitations</source>
        <translation>&amp;Uitnodigingen</translation>
    </message>
    <message>
        <source>&amp;Countdown</source>
        <translation>&amp;Aftellen</translation>
    </message>
    <message>
        <source>&amp;Board</source>
        <translation>&amp;Bord</translation>
    </message>
    <message>
        <source>Readin&amp;g</source>
        <translation>Voor&amp;lezen</translation>
    </message>
    <message>
        <source>&amp;Result</source>
        <translation>&amp;Resultaat</translation>
    </message>
    <message>
        <source>&amp;Standings</source>
        <translation>&amp;Stand</translation>
    </message>
    <message>
        <source>Brac&amp;ket</source>
        <translation>Sc&amp;hema</translation>
    </message>
    <message>
        <source>Cr&amp;owning</source>
        <translation>&amp;Kroning</translation>
    </message>
    <message>
        <source>Si&amp;de table</source>
        <translation>Bijspel&amp;tafel</translation>
    </message>
    <message>
        <source>no night</source>
        <translation>geen avond</translation>
    </message>
    <message>
        <source>Projector pinned: {shown} ({keys} follows the night)</source>
        <translation>Beamer vastgepind: {shown} ({keys} volgt de avond)</translation>
    </message>
    <message>
        <source>Projector: {shown}</source>
        <translation>Beamer: {shown}</translation>
    </message>
    <message>
        <source>Corrected {game}: its result and the standings are updated; the projector stays on {shown}.</source>
        <translation>{game} gecorrigeerd: de uitslag en de stand zijn bijgewerkt; de beamer blijft op {shown}.</translation>
    </message>
    <message>
        <source>Projector</source>
        <translation>Beamer</translation>
    </message>
    <message>
        <source>point the projectors</source>
        <translation>de beamers richten</translation>
    </message>
    <message>
        <source>Could not point the other projectors at this game.</source>
        <translation>De andere beamers konden niet op dit spel worden gericht.</translation>
    </message>
</context>
<context>
    <name>ProjectorPage</name>
    <message>
        <source>NO GAME YET</source>
        <translation>NOG GEEN SPEL</translation>
    </message>
</context>
<context>
    <name>ProjectorStyle</name>
    <message>
        <source>scores</source>
        <translation>telt</translation>
    </message>
    <message>
        <source>approved</source>
        <translation>goedgekeurd</translation>
    </message>
    <message>
        <source>read twice</source>
        <translation>dubbel</translation>
    </message>
    <message>
        <source>out</source>
        <translation>eruit</translation>
    </message>
    <message>
        <source>ROUND {round} · TIE-BREAK GAME {game}</source>
        <translation>RONDE {round} · BESLISSINGSSPEL {game}</translation>
    </message>
    <message>
        <source>THE FINAL · GAME {game}</source>
        <translation>DE FINALE · SPEL {game}</translation>
    </message>
    <message>
        <source>ROUND {round} · TABLE {table} · GAME {game}</source>
        <translation>RONDE {round} · TAFEL {table} · SPEL {game}</translation>
    </message>
</context>
<context>
    <name>ProjectorWindow</name>
    <message>
        <source>Boggle Throne — projector</source>
        <translation>Boggle Throne — beamer</translation>
    </message>
</context>
<context>
    <name>ReaderColumn</name>
    <message>
        <source>{phone} {count} to read</source>
        <translation>{phone} nog {count} voor te lezen</translation>
    </message>
    <message>
        <source>{phone} all read</source>
        <translation>{phone} alles voorgelezen</translation>
    </message>
    <message>
        <source>{earned} earned, {penalties} in penalties; writes on a phone</source>
        <translation>{earned} verdiend, {penalties} aan strafpunten; schrijft op een telefoon</translation>
    </message>
    <message>
        <source>{earned} earned, {penalties} in penalties</source>
        <translation>{earned} verdiend, {penalties} aan strafpunten</translation>
    </message>
</context>
<context>
    <name>ResultPage</name>
    <message>
        <source>{count} scoring</source>
        <translation>{count} tellen mee</translation>
    </message>
    <message>
        <source>{symbol} {count} crossed</source>
        <translation>{symbol} {count} weggestreept</translation>
    </message>
    <message>
        <source>★ longest word</source>
        <translation>★ langste woord</translation>
    </message>
    <message>
        <source>RESULT</source>
        <translation>UITSLAG</translation>
    </message>
    <message>
        <source>SO FAR</source>
        <translation>TOT NU TOE</translation>
    </message>
</context>
<context>
    <name>Road</name>
    <message>
        <source>THE FINAL</source>
        <translation>DE FINALE</translation>
    </message>
    <message>
        <source>ROUND {number}</source>
        <translation>RONDE {number}</translation>
    </message>
    <message>
        <source>THE THRONE</source>
        <translation>DE TROON</translation>
    </message>
    <message>
        <source>FINAL TABLE</source>
        <translation>FINALETAFEL</translation>
    </message>
    <message>
        <source>TABLE {number}</source>
        <translation>TAFEL {number}</translation>
    </message>
</context>
<context>
    <name>RollDialog</name>
    <message>
        <source>Start {game}</source>
        <translation>{game} starten</translation>
    </message>
    <message>
        <source>Type the roll</source>
        <translation>Typ de worp</translation>
    </message>
    <message>
        <source>Roll the dice, then type the letters they show.</source>
        <translation>Gooi de dobbelstenen en typ dan de letters die ze tonen.</translation>
    </message>
    <message>
        <source>start {game}</source>
        <translation>{game} starten</translation>
    </message>
    <message>
        <source>Could not start: {reason}</source>
        <translation>Starten lukte niet: {reason}</translation>
    </message>
</context>
<context>
    <name>RoomCode</name>
    <message>
        <source>Follow the night on your phone</source>
        <translation>Volg de avond op je telefoon</translation>
    </message>
</context>
<context>
    <name>RoundsPage</name>
    <message>
        <source>board ready</source>
        <translation>bord klaar</translation>
    </message>
    <message>
        <source>countdown</source>
        <translation>aftellen</translation>
    </message>
    <message>
        <source>playing</source>
        <translation>bezig</translation>
    </message>
    <message>
        <source>paused</source>
        <translation>gepauzeerd</translation>
    </message>
    <message>
        <source>reading</source>
        <translation>voorlezen</translation>
    </message>
    <message>
        <source>closed — {totals}</source>
        <translation>gesloten — {totals}</translation>
    </message>
    <message>
        <source>{phase}, {count} held</source>
        <translation>{phase}, {count} vastgehouden</translation>
    </message>
    <message>
        <source>tie-break between {players}: not started</source>
        <translation>beslissingsspel tussen {players}: niet gestart</translation>
    </message>
    <message>
        <source>not started</source>
        <translation>niet gestart</translation>
    </message>
    <message>
        <source>Next round</source>
        <translation>Volgende ronde</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Tafel</translation>
    </message>
    <message>
        <source>Seats</source>
        <translation>Plaatsen</translation>
    </message>
    <message>
        <source>draw </source>
        <translation>loting </translation>
    </message>
    <message>
        <source>Re-&amp;draw</source>
        <translation>Opnieuw &amp;trekken</translation>
    </message>
    <message>
        <source>Draw the seating again with another seed</source>
        <translation>De indeling opnieuw trekken met een ander startgetal</translation>
    </message>
    <message>
        <source>&amp;Confirm seating</source>
        <translation>&amp;Indeling bevestigen</translation>
    </message>
    <message>
        <source>Crow&amp;n the winner</source>
        <translation>Kroo&amp;n de winnaar</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Ronde</translation>
    </message>
    <message>
        <source>Table / game</source>
        <translation>Tafel / spel</translation>
    </message>
    <message>
        <source>Players / state</source>
        <translation>Spelers / stand van zaken</translation>
    </message>
    <message>
        <source>&amp;Open game</source>
        <translation>Spel &amp;openen</translation>
    </message>
    <message>
        <source>Run the selected game on the game screen (Enter)</source>
        <translation>Het gekozen spel op de spelpagina openen (Enter)</translation>
    </message>
    <message>
        <source>Start with a &amp;rolled board…</source>
        <translation>Starten met een &amp;gegooid bord…</translation>
    </message>
    <message>
        <source>Type the roll of the dice for the selected game, then start it</source>
        <translation>Typ de worp van de dobbelstenen voor het gekozen spel en start het</translation>
    </message>
    <message>
        <source>C&amp;lose game</source>
        <translation>Spel sl&amp;uiten</translation>
    </message>
    <message>
        <source>Re-draw &amp;seating</source>
        <translation>Indeling opnieuw t&amp;rekken</translation>
    </message>
    <message>
        <source>Take back this round&apos;s seating and draw it again (before any game starts)</source>
        <translation>De indeling van deze ronde terugnemen en opnieuw trekken (voordat er een spel begint)</translation>
    </message>
    <message>
        <source>Round:</source>
        <translation>Ronde:</translation>
    </message>
    <message>
        <source>Seated rounds</source>
        <translation>Ingedeelde rondes</translation>
    </message>
    <message>
        <source>&lt;h2&gt;Rounds&lt;/h2&gt;</source>
        <translation>&lt;h2&gt;Rondes&lt;/h2&gt;</translation>
    </message>
    <message>
        <source>Crowned</source>
        <translation>Gekroond</translation>
    </message>
    <message>
        <source>Crow&amp;n {player}</source>
        <translation>Kroo&amp;n {player}</translation>
    </message>
    <message>
        <source>No round to seat now: {reason}.</source>
        <translation>Nu geen ronde in te delen: {reason}.</translation>
    </message>
    <message>
        <source>{round}: seating preview — not confirmed yet</source>
        <translation>{round}: voorbeeld van de indeling — nog niet bevestigd</translation>
    </message>
    <message>
        <source>{players} at {tables}, {games} each. Re-draw until it suits, then confirm.</source>
        <translation>{players} aan {tables}, elk {games}. Trek opnieuw tot het past en bevestig dan.</translation>
    </message>
    <message>
        <source>Table {number}</source>
        <translation>Tafel {number}</translation>
    </message>
    <message>
        <source>Bracket</source>
        <translation>Schema</translation>
    </message>
    <message>
        <source>Draw the bracket of the {count} checked-in players by seed rank; the defending champion waits in the final.</source>
        <translation>Trek het schema van de {count} aangemelde spelers volgens plaatsing; de titelverdediger wacht in de finale.</translation>
    </message>
    <message>
        <source>The bracket is drawn; its matches are listed above.</source>
        <translation>Het schema is getrokken; de partijen staan hierboven.</translation>
    </message>
    <message>
        <source>&amp;Draw the bracket</source>
        <translation>Schema &amp;trekken</translation>
    </message>
    <message>
        <source>{table} (mine)</source>
        <translation>{table} (van mij)</translation>
    </message>
    <message>
        <source>{players}; wild cards {wild_cards}</source>
        <translation>{players}; wildcards {wild_cards}</translation>
    </message>
    <message>
        <source>Winner</source>
        <translation>Winnaar</translation>
    </message>
    <message>
        <source>Advancing</source>
        <translation>Gaan door</translation>
    </message>
    <message>
        <source>draw the bracket</source>
        <translation>het schema trekken</translation>
    </message>
    <message>
        <source>seat the next round</source>
        <translation>de volgende ronde indelen</translation>
    </message>
    <message>
        <source>{round} is seated.</source>
        <translation>{round} is ingedeeld.</translation>
    </message>
    <message>
        <source>draw the seating again</source>
        <translation>de indeling opnieuw trekken</translation>
    </message>
    <message>
        <source>close {game}</source>
        <translation>{game} sluiten</translation>
    </message>
    <message>
        <source>crown the winner</source>
        <translation>de winnaar kronen</translation>
    </message>
    <message>
        <source>{player} holds the Throne.</source>
        <translation>{player} bezit de Troon.</translation>
    </message>
</context>
<context>
    <name>ScoringPage</name>
    <message>
        <source>? held for a ruling</source>
        <translation>? wacht op een uitspraak</translation>
    </message>
    <message>
        <source>{count} more above</source>
        <translation>nog {count} erboven</translation>
    </message>
    <message>
        <source>READING</source>
        <translation>VOORLEZEN</translation>
    </message>
    <message>
        <source>held for a ruling</source>
        <translation>wacht op een uitspraak</translation>
    </message>
</context>
<context>
    <name>ScreenDialog</name>
    <message>
        <source>Projector screen</source>
        <translation>Scherm van de beamer</translation>
    </message>
    <message>
        <source>Full screen</source>
        <translation>Volledig scherm</translation>
    </message>
    <message>
        <source>Screen</source>
        <translation>Scherm</translation>
    </message>
</context>
<context>
    <name>SeasonPage</name>
    <message>
        <source>RATING</source>
        <translation>RATING</translation>
    </message>
    <message>
        <source>NIGHTS</source>
        <translation>AVONDEN</translation>
    </message>
    <message>
        <source>WON</source>
        <translation>GEWONNEN</translation>
    </message>
    <message>
        <source>PLAYER</source>
        <translation>SPELER</translation>
    </message>
    <message>
        <source>No nights yet</source>
        <translation>Nog geen avonden</translation>
    </message>
</context>
<context>
    <name>SeasonWindow</name>
    <message>
        <source>Player</source>
        <translation>Speler</translation>
    </message>
    <message>
        <source>Rating</source>
        <translation>Rating</translation>
    </message>
    <message>
        <source>Nights</source>
        <translation>Avonden</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Spellen</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Punten</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Gewonnen</translation>
    </message>
    <message>
        <source>Best word</source>
        <translation>Beste woord</translation>
    </message>
    <message>
        <source>Tournament files (*.throne)</source>
        <translation>Toernooibestanden (*.throne)</translation>
    </message>
    <message>
        <source>The season</source>
        <translation>Het seizoen</translation>
    </message>
    <message>
        <source>Season — Boggle Throne</source>
        <translation>Seizoen — Boggle Throne</translation>
    </message>
    <message>
        <source>a .throne file, or postgresql://USER@HOST:PORT/DATABASE</source>
        <translation>een .throne-bestand, of postgresql://GEBRUIKER@HOST:POORT/DATABASE</translation>
    </message>
    <message>
        <source>&amp;Browse…</source>
        <translation>&amp;Bladeren…</translation>
    </message>
    <message>
        <source>Remove ni&amp;ght</source>
        <translation>Avond &amp;verwijderen</translation>
    </message>
    <message>
        <source>every night</source>
        <translation>elke avond</translation>
    </message>
    <message>
        <source>NAME=INTO, e.g. Zoe B=Zoé Bernard</source>
        <translation>NAAM=WORDT, bv. Zoe B=Zoé Bernard</translation>
    </message>
    <message>
        <source>No names merged</source>
        <translation>Geen namen samengevoegd</translation>
    </message>
    <message>
        <source>Cl&amp;ear merges</source>
        <translation>Samenvoegingen &amp;wissen</translation>
    </message>
    <message>
        <source>&amp;Print…</source>
        <translation>&amp;Afdrukken…</translation>
    </message>
    <message>
        <source>Show on the pro&amp;jector</source>
        <translation>Op de bea&amp;mer tonen</translation>
    </message>
    <message>
        <source>&amp;Night:</source>
        <translation>Av&amp;ond:</translation>
    </message>
    <message>
        <source>Nigh&amp;ts:</source>
        <translation>Avon&amp;den:</translation>
    </message>
    <message>
        <source>Best nights &amp;counted:</source>
        <translation>Beste avonden die &amp;tellen:</translation>
    </message>
    <message>
        <source>Ranked &amp;from (nights):</source>
        <translation>In de &amp;ranglijst vanaf (avonden):</translation>
    </message>
    <message>
        <source>&amp;Merge names:</source>
        <translation>Namen &amp;samenvoegen:</translation>
    </message>
    <message>
        <source>{night} is already in the season</source>
        <translation>{night} hoort al bij het seizoen</translation>
    </message>
    <message>
        <source>{night}: no such tournament file</source>
        <translation>{night}: dat toernooibestand bestaat niet</translation>
    </message>
    <message>
        <source>Add nights to the season</source>
        <translation>Avonden aan het seizoen toevoegen</translation>
    </message>
    <message>
        <source>type a merge as NAME=INTO, e.g. Zoe B=Zoé Bernard</source>
        <translation>typ een samenvoeging als NAAM=WORDT, bv. Zoe B=Zoé Bernard</translation>
    </message>
    <message>
        <source>Merged: {merges}</source>
        <translation>Samengevoegd: {merges}</translation>
    </message>
    <message>
        <source>{name}: crowned {nights}; {defences}</source>
        <translation>{name}: gekroond {nights}; {defences}</translation>
    </message>
    <message>
        <source>The Throne — {holders}</source>
        <translation>De Troon — {holders}</translation>
    </message>
    <message>
        <source>Nobody crowned yet</source>
        <translation>Nog niemand gekroond</translation>
    </message>
    <message>
        <source>Print the season</source>
        <translation>Het seizoen afdrukken</translation>
    </message>
    <message>
        <source>PDF (*.pdf)</source>
        <translation>Pdf (*.pdf)</translation>
    </message>
    <message>
        <source>A game is still open: the season goes on the projector between rounds</source>
        <translation>Er is nog een spel open: het seizoen gaat tussen de rondes op de beamer</translation>
    </message>
</context>
<context>
    <name>ServerDialog</name>
    <message>
        <source>the server</source>
        <translation>de server</translation>
    </message>
    <message>
        <source>judge URL</source>
        <translation>jury-URL</translation>
    </message>
    <message>
        <source>projector URL</source>
        <translation>beamer-URL</translation>
    </message>
    <message>
        <source>The password was refused for the role “{role}”: check the password (in the {which}).</source>
        <translation>Het wachtwoord is geweigerd voor de rol “{role}”: controleer het wachtwoord (in de {which}).</translation>
    </message>
    <message>
        <source>The server asks for the role “{role}”&apos;s password: type the password.</source>
        <translation>De server vraagt het wachtwoord van de rol “{role}”: typ het wachtwoord.</translation>
    </message>
    <message>
        <source>The server has no role “{role}”: check the role (the user name in the URL).</source>
        <translation>De server kent geen rol “{role}”: controleer de rol (de gebruikersnaam in de URL).</translation>
    </message>
    <message>
        <source>The role “{role}” may not use the database “{database}”: check the role.</source>
        <translation>De rol “{role}” mag de database “{database}” niet gebruiken: controleer de rol.</translation>
    </message>
    <message>
        <source>The server has no database “{database}”: check the database (the name after the port).</source>
        <translation>De server heeft geen database “{database}”: controleer de database (de naam na de poort).</translation>
    </message>
    <message>
        <source>Nothing answers on port {port} of {host}: check the port, and that the night server is running.</source>
        <translation>Niets antwoordt op poort {port} van {host}: controleer de poort, en of de avondserver draait.</translation>
    </message>
    <message>
        <source>The host “{host}” cannot be found: check the host (the server&apos;s address).</source>
        <translation>De host “{host}” is niet te vinden: controleer de host (het adres van de server).</translation>
    </message>
    <message>
        <source>The host {host} does not answer: check the host (the server&apos;s address), and that this computer is on the same network.</source>
        <translation>De host {host} antwoordt niet: controleer de host (het adres van de server), en of deze computer op hetzelfde netwerk zit.</translation>
    </message>
    <message>
        <source>The server at {host} does not let this computer in: check the host (and this network).</source>
        <translation>De server op {host} laat deze computer niet toe: controleer de host (en dit netwerk).</translation>
    </message>
    <message>
        <source>The database “{database}” holds no night yet: check the database, or host a night there.</source>
        <translation>De database “{database}” bevat nog geen avond: controleer de database, of host daar een avond.</translation>
    </message>
    <message>
        <source>Copy this night to an empty database on the night server; this window then carries on there, and the other judge stations join it. Paste the judge URL the organiser&apos;s night-server script printed.</source>
        <translation>Deze avond naar een lege database op de avondserver kopiëren; dit venster gaat daar dan verder, en de andere jurytafels sluiten erbij aan. Plak de jury-URL die het avondserverscript van de organisator afdrukte.</translation>
    </message>
    <message>
        <source>Open a night on the night server as one of its judge stations. Paste the judge URL the organiser&apos;s night-server script printed.</source>
        <translation>Een avond op de avondserver openen als een van de jurytafels. Plak de jury-URL die het avondserverscript van de organisator afdrukte.</translation>
    </message>
    <message>
        <source>Show the room&apos;s projector for a night on the night server on this computer, read-only. Paste the projector URL the organiser&apos;s night-server script printed.</source>
        <translation>De beamer van de zaal voor een avond op de avondserver op deze computer tonen, alleen-lezen. Plak de beamer-URL die het avondserverscript van de organisator afdrukte.</translation>
    </message>
    <message>
        <source>Host this night on a server</source>
        <translation>Deze avond op een server hosten</translation>
    </message>
    <message>
        <source>Join a night on a server</source>
        <translation>Bij een avond op een server aansluiten</translation>
    </message>
    <message>
        <source>Open the projector for a night on a server</source>
        <translation>De beamer voor een avond op een server openen</translation>
    </message>
    <message>
        <source>&amp;Host the night</source>
        <translation>Avond &amp;hosten</translation>
    </message>
    <message>
        <source>&amp;Join</source>
        <translation>&amp;Aansluiten</translation>
    </message>
    <message>
        <source>&amp;Open the projector</source>
        <translation>&amp;Beamer openen</translation>
    </message>
    <message>
        <source>in the URL, or type it here</source>
        <translation>in de URL, of typ het hier</translation>
    </message>
    <message>
        <source>Recorded with each of this station&apos;s actions; other stations see it</source>
        <translation>Vastgelegd bij elke actie van deze jurytafel; andere jurytafels zien het</translation>
    </message>
    <message>
        <source>Server &amp;URL:</source>
        <translation>Server-&amp;URL:</translation>
    </message>
    <message>
        <source>&amp;Password:</source>
        <translation>&amp;Wachtwoord:</translation>
    </message>
    <message>
        <source>&amp;Station name:</source>
        <translation>Naam van de &amp;jurytafel:</translation>
    </message>
    <message>
        <source>The password is kept in this computer&apos;s keyring, never in the app&apos;s settings.</source>
        <translation>Het wachtwoord wordt bewaard in de sleutelbos van deze computer, nooit in de instellingen van de app.</translation>
    </message>
    <message>
        <source>This computer has no keyring: the password is asked each time.</source>
        <translation>Deze computer heeft geen sleutelbos: het wachtwoord wordt elke keer gevraagd.</translation>
    </message>
    <message>
        <source>Type the server&apos;s URL: it starts with postgresql://</source>
        <translation>Typ de URL van de server: die begint met postgresql://</translation>
    </message>
    <message>
        <source>Give this station a name (the other stations see it on its actions).</source>
        <translation>Geef deze jurytafel een naam (de andere jurytafels zien die bij zijn acties).</translation>
    </message>
</context>
<context>
    <name>ServerNights</name>
    <message>
        <source>Open a tournament file first: its night is what is hosted.</source>
        <translation>Open eerst een toernooibestand: de avond daarvan wordt gehost.</translation>
    </message>
    <message>
        <source>No tournament file is open: open the one to host first.</source>
        <translation>Er is geen toernooibestand geopend: open eerst het bestand dat je wilt hosten.</translation>
    </message>
    <message>
        <source>Hosted {file} on {host}: this window now records there as {station}; other stations join it with File ▸ Join a night… ({file} itself no longer changes).</source>
        <translation>{file} gehost op {host}: dit venster legt nu daar vast als {station}; andere jurytafels sluiten aan met Bestand ▸ Bij een avond aansluiten… ({file} zelf verandert niet meer).</translation>
    </message>
    <message>
        <source>join the hosted night</source>
        <translation>bij de gehoste avond aansluiten</translation>
    </message>
    <message>
        <source>Joined {night} on {host} as {station}.</source>
        <translation>Aangesloten bij {night} op {host} als {station}.</translation>
    </message>
    <message>
        <source>The projector shows {night} from {host}.</source>
        <translation>De beamer toont {night} van {host}.</translation>
    </message>
</context>
<context>
    <name>Session</name>
    <message>
        <source>Offline: the server cannot be reached — reconnecting…</source>
        <translation>Offline: de server is onbereikbaar — opnieuw verbinden…</translation>
    </message>
    <message>
        <source>Back online: the other stations&apos; actions are taken in.</source>
        <translation>Weer online: de acties van de andere jurytafels zijn overgenomen.</translation>
    </message>
    <message>
        <source>Typed while the server could not be reached, and not sent:</source>
        <translation>Ingetypt toen de server onbereikbaar was, en niet verstuurd:</translation>
    </message>
    <message>
        <source>{file} is open. Please note:</source>
        <translation>{file} is geopend. Let op:</translation>
    </message>
    <message>
        <source>Done, but please note:</source>
        <translation>Gedaan, maar let op:</translation>
    </message>
    <message>
        <source>Offline: kept “{action}” to send when the server is back ({count} kept, in order).</source>
        <translation>Offline: “{action}” bewaard om te versturen zodra de server terug is ({count} bewaard, op volgorde).</translation>
    </message>
    <message>
        <source>undo</source>
        <translation>ongedaan maken</translation>
    </message>
    <message>
        <source>Undone.</source>
        <translation>Ongedaan gemaakt.</translation>
    </message>
    <message>
        <source>undo {action}</source>
        <translation>{action} ongedaan maken</translation>
    </message>
    <message>
        <source>Undone: {action}.</source>
        <translation>Ongedaan gemaakt: {action}.</translation>
    </message>
    <message>
        <source>redo</source>
        <translation>opnieuw doen</translation>
    </message>
    <message>
        <source>Redone.</source>
        <translation>Opnieuw gedaan.</translation>
    </message>
    <message>
        <source>redo {action}</source>
        <translation>{action} opnieuw doen</translation>
    </message>
    <message>
        <source>Redone: {action}.</source>
        <translation>Opnieuw gedaan: {action}.</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Ongedaan maken</translation>
    </message>
    <message>
        <source>&amp;Undo: {action}</source>
        <translation>&amp;Ongedaan maken: {action}</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>Opnieuw &amp;doen</translation>
    </message>
    <message>
        <source>&amp;Redo: {action}</source>
        <translation>Opnieuw &amp;doen: {action}</translation>
    </message>
    <message>
        <source>the night&apos;s server cannot be reached ({why}), so the action was not confirmed. The station reconnects by itself and then shows the night as the server has it; do it again then if it is missing</source>
        <translation>de avondserver is onbereikbaar ({why}), dus de actie is niet bevestigd. De jurytafel maakt zelf opnieuw verbinding en toont dan de avond zoals de server hem heeft; doe het dan opnieuw als het ontbreekt</translation>
    </message>
</context>
<context>
    <name>SettingsForm</name>
    <message>
        <source>held for the judge&apos;s ruling</source>
        <translation>wacht op de uitspraak van de jury</translation>
    </message>
    <message>
        <source>counted as a challenge upheld</source>
        <translation>telt als toegekend bezwaar</translation>
    </message>
    <message>
        <source>scores 0, no penalty</source>
        <translation>telt 0, geen strafpunt</translation>
    </message>
    <message>
        <source>table rounds up to a final</source>
        <translation>tafelrondes tot een finale</translation>
    </message>
    <message>
        <source>head-to-head bracket</source>
        <translation>schema van één tegen één</translation>
    </message>
    <message>
        <source>random draw</source>
        <translation>willekeurige loting</translation>
    </message>
    <message>
        <source>by seed rank</source>
        <translation>op plaatsing</translation>
    </message>
    <message>
        <source>{what} runs from {low} {unit} to {high} {unit}, not {value} {unit}.</source>
        <translation>{what} loopt van {low} {unit} tot {high} {unit}, niet {value} {unit}.</translation>
    </message>
    <message>
        <source>The timer</source>
        <translation>De klok</translation>
    </message>
    <message>
        <source>The countdown</source>
        <translation>Het aftellen</translation>
    </message>
    <message>
        <source>e.g. Thursday night at the Throne Room</source>
        <translation>bv. Donderdagavond in de Troonzaal</translation>
    </message>
    <message>
        <source>{name} — {title}</source>
        <translation>{name} — {title}</translation>
    </message>
    <message>
        <source>board&apos;s default</source>
        <translation>standaard van het bord</translation>
    </message>
    <message>
        <source>2 letters</source>
        <translation>2 letters</translation>
    </message>
    <message>
        <source>1 letter</source>
        <translation>1 letter</translation>
    </message>
    <message>
        <source>Qu may be used as a plain Q</source>
        <translation>Qu mag als gewone Q worden gebruikt</translation>
    </message>
    <message>
        <source>Mild scoring (duplicates once, unique words double)</source>
        <translation>Mild tellen (dubbele woorden 1×, unieke 2×)</translation>
    </message>
    <message>
        <source>Longest-word bonus</source>
        <translation>Bonus voor het langste woord</translation>
    </message>
    <message>
        <source>Import a word list…</source>
        <translation>Een woordenlijst importeren…</translation>
    </message>
    <message>
        <source>Common words: the top {top}</source>
        <translation>Gangbare woorden: de top {top}</translation>
    </message>
    <message>
        <source>A new list of the chosen dictionary&apos;s words that are among the most frequent of its language</source>
        <translation>Een nieuwe lijst met de woorden van de gekozen woordenlijst die tot de meest gebruikte van de taal horen</translation>
    </message>
    <message>
        <source>Phones chec&amp;k words are on the board and long enough</source>
        <translation>&amp;Telefoons controleren: op het bord en lang genoeg</translation>
    </message>
    <message>
        <source>Off: a phone takes any letters, and every word is judged only as it is read out. A phone never checks the dictionary</source>
        <translation>Uit: een telefoon neemt alle letters aan, en elk woord wordt pas beoordeeld als het wordt voorgelezen. Een telefoon controleert nooit de woordenlijst</translation>
    </message>
    <message>
        <source>best of </source>
        <translation>best of </translation>
    </message>
    <message>
        <source>as other rounds</source>
        <translation>zoals andere rondes</translation>
    </message>
    <message>
        <source> per table</source>
        <translation> per tafel</translation>
    </message>
    <message>
        <source>none</source>
        <translation>geen</translation>
    </message>
    <message>
        <source>until one table is left</source>
        <translation>tot er één tafel over is</translation>
    </message>
    <message>
        <source>Same board at every table</source>
        <translation>Hetzelfde bord aan elke tafel</translation>
    </message>
    <message>
        <source>no countdown</source>
        <translation>niet aftellen</translation>
    </message>
    <message>
        <source>Board seed</source>
        <translation>Startgetal</translation>
    </message>
    <message>
        <source>Deals the night&apos;s boards: each new tournament draws its own, and the same seed deals the same boards again (a night document&apos;s board_seed fixes it)</source>
        <translation>Bepaalt de borden van de avond: elk nieuw toernooi trekt zijn eigen, en hetzelfde startgetal geeft opnieuw dezelfde borden (de board_seed van een avonddocument legt het vast)</translation>
    </message>
    <message>
        <source>no minimum</source>
        <translation>geen minimum</translation>
    </message>
    <message>
        <source>no maximum</source>
        <translation>geen maximum</translation>
    </message>
    <message>
        <source>&amp;Name</source>
        <translation>&amp;Naam</translation>
    </message>
    <message>
        <source>&amp;Date</source>
        <translation>&amp;Datum</translation>
    </message>
    <message>
        <source>&amp;Rule set</source>
        <translation>&amp;Regelset</translation>
    </message>
    <message>
        <source>Minimum length</source>
        <translation>Minimale lengte</translation>
    </message>
    <message>
        <source>Qu counts as</source>
        <translation>Qu telt als</translation>
    </message>
    <message>
        <source>A flagged word is</source>
        <translation>Gemarkeerd woord</translation>
    </message>
    <message>
        <source>Dictionar&amp;y</source>
        <translation>&amp;Woordenlijst</translation>
    </message>
    <message>
        <source>D&amp;ice</source>
        <translation>Dobbel&amp;stenen</translation>
    </message>
    <message>
        <source>F&amp;ormat</source>
        <translation>&amp;Formaat</translation>
    </message>
    <message>
        <source>Matches</source>
        <translation>Partijen</translation>
    </message>
    <message>
        <source>Games &amp;per round</source>
        <translation>Spellen per r&amp;onde</translation>
    </message>
    <message>
        <source>Games in the final</source>
        <translation>Spellen in finale</translation>
    </message>
    <message>
        <source>Smallest table</source>
        <translation>Kleinste tafel</translation>
    </message>
    <message>
        <source>Largest table</source>
        <translation>Grootste tafel</translation>
    </message>
    <message>
        <source>&amp;Advancing</source>
        <translation>Door&amp;gaan</translation>
    </message>
    <message>
        <source>Wild card&amp;s</source>
        <translation>Wild&amp;cards</translation>
    </message>
    <message>
        <source>Rounds</source>
        <translation>Rondes</translation>
    </message>
    <message>
        <source>Round 1 seating</source>
        <translation>Indeling ronde 1</translation>
    </message>
    <message>
        <source>&amp;Timer</source>
        <translation>&amp;Klok</translation>
    </message>
    <message>
        <source>Countdown</source>
        <translation>Aftellen</translation>
    </message>
    <message>
        <source>Min. words</source>
        <translation>Min. woorden</translation>
    </message>
    <message>
        <source>Max. words</source>
        <translation>Max. woorden</translation>
    </message>
    <message>
        <source>Min. vowel share</source>
        <translation>Min. klinkerdeel</translation>
    </message>
    <message>
        <source>Min. longest word</source>
        <translation>Min. langste woord</translation>
    </message>
    <message>
        <source>Night</source>
        <translation>Avond</translation>
    </message>
    <message>
        <source>Rules and dictionary</source>
        <translation>Regels en woordenlijst</translation>
    </message>
    <message>
        <source>Format</source>
        <translation>Formaat</translation>
    </message>
    <message>
        <source>Clock and boards</source>
        <translation>Klok en borden</translation>
    </message>
    <message>
        <source>language, source and licence not recorded</source>
        <translation>taal, bron en licentie niet vastgelegd</translation>
    </message>
    <message>
        <source>bundled</source>
        <translation>meegeleverd</translation>
    </message>
    <message>
        <source>imported</source>
        <translation>geïmporteerd</translation>
    </message>
    <message>
        <source>{name} ({words} words, {about})</source>
        <translation>{name} ({words} woorden, {about})</translation>
    </message>
    <message>
        <source>the dice&apos;s own: {share}</source>
        <translation>die van de dobbelstenen: {share}</translation>
    </message>
    <message>
        <source>drawn when the tournament is created</source>
        <translation>getrokken bij het aanmaken van het toernooi</translation>
    </message>
</context>
<context>
    <name>SetupPage</name>
    <message>
        <source>Tournament files (*.throne)</source>
        <translation>Toernooibestanden (*.throne)</translation>
    </message>
    <message>
        <source>Where to keep the tournament file</source>
        <translation>Waar het toernooibestand bewaard wordt</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>Bladeren…</translation>
    </message>
    <message>
        <source>File:</source>
        <translation>Bestand:</translation>
    </message>
    <message>
        <source>Reigning champion</source>
        <translation>Regerend kampioen</translation>
    </message>
    <message>
        <source>Proclaim &amp;champion</source>
        <translation>&amp;Uitroepen tot kampioen</translation>
    </message>
    <message>
        <source>Reigning champion (defends the Throne at the final):</source>
        <translation>Regerend kampioen (verdedigt de Troon in de finale):</translation>
    </message>
    <message>
        <source>Serve the roo&amp;m&apos;s public page (/room) while the phones are served</source>
        <translation>De openbare &amp;zaalpagina (/room) aanbieden zolang de telefoons worden bediend</translation>
    </message>
    <message>
        <source>The audience follows the night on their phones: standings, the words once read, the road to the Throne. Its QR code is on the projector between games.</source>
        <translation>Het publiek volgt de avond op de telefoon: de stand, de woorden zodra ze zijn voorgelezen, de weg naar de Troon. De QR-code staat tussen de spellen op de beamer.</translation>
    </message>
    <message>
        <source>The settings are locked: {reason}. The night&apos;s name and date, the timer, the countdown and the phones&apos; checks can still change. Start a new tournament (File ▸ New) to play under other rules.</source>
        <translation>De instellingen zijn vergrendeld: {reason}. De naam en datum van de avond, de klok, het aftellen en de controles van de telefoons kunnen nog veranderen. Begin een nieuw toernooi (Bestand ▸ Nieuw) om met andere regels te spelen.</translation>
    </message>
    <message>
        <source>&lt;h2&gt;New tournament&lt;/h2&gt;</source>
        <translation>&lt;h2&gt;Nieuw toernooi&lt;/h2&gt;</translation>
    </message>
    <message>
        <source>&lt;h2&gt;Tournament setup&lt;/h2&gt;</source>
        <translation>&lt;h2&gt;Instellingen van het toernooi&lt;/h2&gt;</translation>
    </message>
    <message>
        <source>&amp;Create the tournament</source>
        <translation>Toernooi &amp;aanmaken</translation>
    </message>
    <message>
        <source>App&amp;ly changes</source>
        <translation>Wijzigingen toep&amp;assen</translation>
    </message>
    <message>
        <source>{name} holds the Throne</source>
        <translation>{name} bezet de Troon</translation>
    </message>
    <message>
        <source>Proclaim before round 1 is seated</source>
        <translation>Uitroepen voordat ronde 1 is ingedeeld</translation>
    </message>
    <message>
        <source>Not applied: {why}</source>
        <translation>Niet toegepast: {why}</translation>
    </message>
    <message>
        <source>change the settings</source>
        <translation>de instellingen wijzigen</translation>
    </message>
    <message>
        <source>Settings saved.</source>
        <translation>Instellingen opgeslagen.</translation>
    </message>
    <message>
        <source>proclaim {name} champion</source>
        <translation>{name} tot kampioen uitroepen</translation>
    </message>
    <message>
        <source>New tournament file</source>
        <translation>Nieuw toernooibestand</translation>
    </message>
    <message>
        <source>make the common words of {dictionary}</source>
        <translation>de gangbare woorden van {dictionary} maken</translation>
    </message>
    <message>
        <source>Made {dictionary}: {kept} of {chosen}&apos;s {words} words, those among the {top} most frequent.</source>
        <translation>{dictionary} gemaakt: {kept} van de {words} woorden van {chosen}, die bij de {top} meest gebruikte horen.</translation>
    </message>
    <message>
        <source>Import a word list</source>
        <translation>Een woordenlijst importeren</translation>
    </message>
    <message>
        <source>Word lists (*.txt);;All files (*)</source>
        <translation>Woordenlijsten (*.txt);;Alle bestanden (*)</translation>
    </message>
    <message>
        <source>Name the dictionary</source>
        <translation>De woordenlijst een naam geven</translation>
    </message>
    <message>
        <source>Name (lower-case letters, digits, - or _):</source>
        <translation>Naam (kleine letters, cijfers, - of _):</translation>
    </message>
    <message>
        <source>Its language</source>
        <translation>De taal ervan</translation>
    </message>
    <message>
        <source>Language code (en, nl, fr, de, es; blank if not known):</source>
        <translation>Taalcode (en, nl, fr, de, es; leeg als onbekend):</translation>
    </message>
    <message>
        <source>import {file}</source>
        <translation>{file} importeren</translation>
    </message>
    <message>
        <source>Imported {words} words as {dictionary}.</source>
        <translation>{words} woorden geïmporteerd als {dictionary}.</translation>
    </message>
</context>
<context>
    <name>SidePage</name>
    <message>
        <source>SIDE GAMES</source>
        <translation>BIJSPELEN</translation>
    </message>
    <message>
        <source>No side table open</source>
        <translation>Geen bijspeltafel open</translation>
    </message>
    <message>
        <source>SIDE TABLE {number} · {game}</source>
        <translation>BIJSPELTAFEL {number} · {game}</translation>
    </message>
    <message>
        <source>ROUND {number}</source>
        <translation>RONDE {number}</translation>
    </message>
    <message>
        <source>THE WINNER</source>
        <translation>DE WINNAAR</translation>
    </message>
    <message>
        <source>THE BID</source>
        <translation>HET BOD</translation>
    </message>
    <message>
        <source>no bid yet</source>
        <translation>nog geen bod</translation>
    </message>
    <message>
        <source>by {player}</source>
        <translation>door {player}</translation>
    </message>
    <message>
        <source>LAST CALL</source>
        <translation>LAATSTE UITDAGING</translation>
    </message>
    <message>
        <source>out</source>
        <translation>eruit</translation>
    </message>
    <message>
        <source>BIDS THIS ROUND</source>
        <translation>BIEDINGEN DEZE RONDE</translation>
    </message>
    <message>
        <source>No side table is open.

Ctrl+N (or New side table…) opens one.</source>
        <translation>Er is geen bijspeltafel open.

Ctrl+N (of Nieuwe bijspeltafel…) opent er een.</translation>
    </message>
    <message>
        <source>won by {player}</source>
        <translation>gewonnen door {player}</translation>
    </message>
    <message>
        <source>{player} to act</source>
        <translation>{player} is aan zet</translation>
    </message>
    <message>
        <source>Side tables</source>
        <translation>Bijspeltafels</translation>
    </message>
    <message>
        <source>&amp;Side tables</source>
        <translation>Bijspel&amp;tafels</translation>
    </message>
    <message>
        <source>&amp;New side table…</source>
        <translation>&amp;Nieuwe bijspeltafel…</translation>
    </message>
    <message>
        <source>Open a side table (Ctrl+N)</source>
        <translation>Een bijspeltafel openen (Ctrl+N)</translation>
    </message>
    <message>
        <source>Show on &amp;projector</source>
        <translation>Op de bea&amp;mer tonen</translation>
    </message>
    <message>
        <source>&amp;Clear table…</source>
        <translation>Tafel &amp;wissen…</translation>
    </message>
    <message>
        <source>Cop&amp;y document</source>
        <translation>Document &amp;kopiëren</translation>
    </message>
    <message>
        <source>The table&apos;s moves as a side-game document, for `side replay`</source>
        <translation>De zetten van de tafel als bijspeldocument, voor `side replay`</translation>
    </message>
    <message>
        <source>no night is open</source>
        <translation>er is geen avond open</translation>
    </message>
    <message>
        <source>open a side table</source>
        <translation>een bijspeltafel openen</translation>
    </message>
    <message>
        <source>the table could not be opened</source>
        <translation>de tafel kon niet worden geopend</translation>
    </message>
    <message>
        <source>Side table {number} is open: {game}.</source>
        <translation>Bijspeltafel {number} is open: {game}.</translation>
    </message>
    <message>
        <source>make the move {move}</source>
        <translation>de zet {move} doen</translation>
    </message>
    <message>
        <source>Side table {number}&apos;s document is on the clipboard.</source>
        <translation>Het document van bijspeltafel {number} staat op het klembord.</translation>
    </message>
    <message>
        <source>Clear the side table</source>
        <translation>De bijspeltafel wissen</translation>
    </message>
    <message>
        <source>Clear side table {number} ({game}: {players}) away?</source>
        <translation>Bijspeltafel {number} ({game}: {players}) wissen?</translation>
    </message>
    <message>
        <source>&amp;Clear the table</source>
        <translation>Tafel &amp;wissen</translation>
    </message>
    <message>
        <source>clear side table {number}</source>
        <translation>bijspeltafel {number} wissen</translation>
    </message>
    <message>
        <source>Side table {number} is cleared away (Ctrl+Z brings it back).</source>
        <translation>Bijspeltafel {number} is gewist (Ctrl+Z brengt ze terug).</translation>
    </message>
</context>
<context>
    <name>StandingsModel</name>
    <message>
        <source>advances</source>
        <translation>gaat door</translation>
    </message>
    <message>
        <source>out</source>
        <translation>uit</translation>
    </message>
    <message>
        <source>winner</source>
        <translation>winnaar</translation>
    </message>
    <message>
        <source>tie-break</source>
        <translation>beslissing</translation>
    </message>
    <message>
        <source>G{number}</source>
        <translation>S{number}</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Tafel</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>Plaats</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Speler</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Punten</translation>
    </message>
    <message>
        <source>Last game</source>
        <translation>Laatste spel</translation>
    </message>
    <message>
        <source>Words</source>
        <translation>Woorden</translation>
    </message>
    <message>
        <source>Longest</source>
        <translation>Langste</translation>
    </message>
</context>
<context>
    <name>StandingsPage</name>
    <message>
        <source>SEATING</source>
        <translation>INDELING</translation>
    </message>
    <message>
        <source>STANDINGS</source>
        <translation>STAND</translation>
    </message>
    <message>
        <source>{crown} CROWNED</source>
        <translation>{crown} GEKROOND</translation>
    </message>
    <message>
        <source>{mark} GOES THROUGH</source>
        <translation>{mark} GAAT DOOR</translation>
    </message>
    <message>
        <source>standings</source>
        <translation>stand</translation>
    </message>
    <message>
        <source>No round seated yet</source>
        <translation>Nog geen ronde ingedeeld</translation>
    </message>
    <message>
        <source>TIE-BREAK GAME: {players}</source>
        <translation>BESLISSINGSSPEL: {players}</translation>
    </message>
    <message>
        <source>TABLE {number}</source>
        <translation>TAFEL {number}</translation>
    </message>
    <message>
        <source>{player} — bye</source>
        <translation>{player} — vrijloting</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Ronde</translation>
    </message>
    <message>
        <source>Bracket</source>
        <translation>Schema</translation>
    </message>
    <message>
        <source>Match</source>
        <translation>Partij</translation>
    </message>
    <message>
        <source>Holder of the Throne</source>
        <translation>Bezetter van de Troon</translation>
    </message>
    <message>
        <source>Crowned</source>
        <translation>Gekroond</translation>
    </message>
    <message>
        <source>Defences won</source>
        <translation>Verdedigingen gewonnen</translation>
    </message>
    <message>
        <source>lost</source>
        <translation>verloren</translation>
    </message>
    <message>
        <source>Round:</source>
        <translation>Ronde:</translation>
    </message>
    <message>
        <source>&lt;h2&gt;Standings&lt;/h2&gt;</source>
        <translation>&lt;h2&gt;Stand&lt;/h2&gt;</translation>
    </message>
    <message>
        <source>Round {number}</source>
        <translation>Ronde {number}</translation>
    </message>
    <message>
        <source>defending the Throne: {name}</source>
        <translation>verdedigt de Troon: {name}</translation>
    </message>
    <message>
        <source>winner: &lt;b&gt;{name}&lt;/b&gt;</source>
        <translation>winnaar: &lt;b&gt;{name}&lt;/b&gt;</translation>
    </message>
    <message>
        <source>best of {games}</source>
        <translation>best of {games}</translation>
    </message>
    <message>
        <source>Champion</source>
        <translation>Kampioen</translation>
    </message>
</context>
<context>
    <name>StartPage</name>
    <message>
        <source>&lt;h1&gt;♛ Boggle Throne&lt;/h1&gt;&lt;p&gt;Run a Game of Thrones of Boggle night.&lt;/p&gt;</source>
        <translation>&lt;h1&gt;♛ Boggle Throne&lt;/h1&gt;&lt;p&gt;Leid een Game of Thrones-avond van Boggle.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&amp;New tournament…</source>
        <translation>&amp;Nieuw toernooi…</translation>
    </message>
    <message>
        <source>&amp;Open a tournament file…</source>
        <translation>Toernooibestand &amp;openen…</translation>
    </message>
    <message>
        <source>Open the &amp;demo night</source>
        <translation>&amp;Demoavond openen</translation>
    </message>
    <message>
        <source>A complete night: 16 players, a defending champion, two rounds and a final</source>
        <translation>Een volledige avond: 16 spelers, een verdedigend kampioen, twee rondes en een finale</translation>
    </message>
    <message>
        <source>&amp;Join a night on a server…</source>
        <translation>Bij een avond op een server aan&amp;sluiten…</translation>
    </message>
    <message>
        <source>Enter words at this table into a night the night server holds</source>
        <translation>Woorden aan deze tafel invoeren in een avond op de avondserver</translation>
    </message>
    <message>
        <source>&amp;Projector for a night on a server…</source>
        <translation>Beame&amp;r voor een avond op een server…</translation>
    </message>
    <message>
        <source>Show the room&apos;s projector on this computer, following a night on the night server</source>
        <translation>De beamer van de zaal op deze computer tonen, die een avond op de avondserver volgt</translation>
    </message>
    <message>
        <source>Recent files</source>
        <translation>Recente bestanden</translation>
    </message>
    <message>
        <source>&lt;b&gt;Recent files&lt;/b&gt;</source>
        <translation>&lt;b&gt;Recente bestanden&lt;/b&gt;</translation>
    </message>
</context>
<context>
    <name>StationTables</name>
    <message>
        <source>My tables</source>
        <translation>Mijn tafels</translation>
    </message>
    <message>
        <source>every table</source>
        <translation>elke tafel</translation>
    </message>
    <message>
        <source>The tables this station enters, e.g. 2, 3 (remembered for this night and station); their games are listed first. Empty: every table.</source>
        <translation>De tafels die deze jurytafel invoert, bv. 2, 3 (onthouden voor deze avond en jurytafel); hun spellen staan bovenaan. Leeg: elke tafel.</translation>
    </message>
    <message>
        <source>My &amp;tables:</source>
        <translation>&amp;Mijn tafels:</translation>
    </message>
    <message>
        <source>Show &amp;all tables</source>
        <translation>&amp;Alle tafels tonen</translation>
    </message>
    <message>
        <source>Also list the other stations&apos; tables, after this station&apos;s own</source>
        <translation>Ook de tafels van de andere jurytafels tonen, na die van deze jurytafel</translation>
    </message>
</context>
<context>
    <name>TablePanel</name>
    <message>
        <source>Dice</source>
        <translation>Dobbelstenen</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>Kaarten</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Punten</translation>
    </message>
    <message>
        <source>Bid on the table</source>
        <translation>Bod op tafel</translation>
    </message>
    <message>
        <source>&amp;Type the move:</source>
        <translation>Typ de &amp;zet:</translation>
    </message>
    <message>
        <source>Seats</source>
        <translation>Plaatsen</translation>
    </message>
    <message>
        <source>This round&apos;s bids</source>
        <translation>Biedingen van deze ronde</translation>
    </message>
    <message>
        <source>&lt;b&gt;Seats&lt;/b&gt; (clockwise)</source>
        <translation>&lt;b&gt;Plaatsen&lt;/b&gt; (met de klok mee)</translation>
    </message>
    <message>
        <source>&lt;b&gt;This round&apos;s bids&lt;/b&gt; (newest last)</source>
        <translation>&lt;b&gt;Biedingen van deze ronde&lt;/b&gt; (nieuwste onderaan)</translation>
    </message>
    <message>
        <source>Table {number} · {game} · round {round}</source>
        <translation>Tafel {number} · {game} · ronde {round}</translation>
    </message>
    <message>
        <source>No bid yet</source>
        <translation>Nog geen bod</translation>
    </message>
    <message>
        <source>Keys: {keys}</source>
        <translation>Toetsen: {keys}</translation>
    </message>
    <message>
        <source>Won by {player}</source>
        <translation>Gewonnen door {player}</translation>
    </message>
    <message>
        <source>&lt;b&gt;Last call:&lt;/b&gt; {call}</source>
        <translation>&lt;b&gt;Laatste uitdaging:&lt;/b&gt; {call}</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Speler</translation>
    </message>
    <message>
        <source>Detail</source>
        <translation>Detail</translation>
    </message>
</context>
<context>
    <name>TimerPanel</name>
    <message>
        <source>Ready</source>
        <translation>Klaar</translation>
    </message>
    <message>
        <source>Starting in</source>
        <translation>Begint over</translation>
    </message>
    <message>
        <source>Playing</source>
        <translation>Spel loopt</translation>
    </message>
    <message>
        <source>Paused</source>
        <translation>Gepauzeerd</translation>
    </message>
    <message>
        <source>Time&apos;s up: reading</source>
        <translation>Tijd om: voorlezen</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>Hervatten</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Start</translation>
    </message>
    <message>
        <source>No board yet</source>
        <translation>Nog geen bord</translation>
    </message>
    <message>
        <source>Closed</source>
        <translation>Gesloten</translation>
    </message>
</context>
<context>
    <name>WaitingPage</name>
    <message>
        <source>Next: {game}</source>
        <translation>Volgende: {game}</translation>
    </message>
    <message>
        <source>The next game starts soon</source>
        <translation>Het volgende spel begint zo</translation>
    </message>
    <message>
        <source>No tournament open</source>
        <translation>Geen toernooi open</translation>
    </message>
</context>
<context>
    <name>WordEntry</name>
    <message>
        <source>Word entry</source>
        <translation>Woordinvoer</translation>
    </message>
</context>
<context>
    <name>WordsModel</name>
    <message>
        <source>Word</source>
        <translation>Woord</translation>
    </message>
    <message>
        <source>Pts</source>
        <translation>Pt</translation>
    </message>
    <message>
        <source>Verdict</source>
        <translation>Oordeel</translation>
    </message>
</context>
</TS>
