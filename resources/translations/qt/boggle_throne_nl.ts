<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="nl" sourcelanguage="en">
<context>
    <name>Help</name>
    <message>
        <source>Everywhere</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game page</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Side games page</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>record the word for the current reader; on an empty entry, read out their next phone word, or, with none left, go on to the next reader</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>next / previous reader</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pick one of the current reader&apos;s words (its path lights up)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>in the held words (Ctrl+Shift+H): ↑↓ pick the word (named above the keys), 1–7 pick the reason to uphold, then approve / uphold / reject; Esc back to the entry</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{action}: {what}</source>
        <translation type="unfinished"></translation>
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
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keyboard shortcuts</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Page</name>
    <message>
        <source>Setup</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rounds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Standings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>House lists</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Side games</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Log</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
