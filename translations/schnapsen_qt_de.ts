<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>Accuracy</name>
    <message>
        <location filename="../schnapsen_qt/gui/dialogs/accuracy_tab.py" line="+54"/>
        <source>Leading a card</source>
        <translation>Ausspielen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Answering a lead</source>
        <translation>Zugeben (auf eine ausgespielte Karte)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Closing the talon</source>
        <translation>Zudrehen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Exchanging for the turn-up</source>
        <translation>Atoutkarte austauschen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Melding a marriage</source>
        <translation>Melden (Zwanziger, Vierziger)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Claiming 66 (“Genug”)</source>
        <translation>66 ansagen („Genug“)</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>you decide like {level}</source>
        <translation>entscheidest du wie die Stufe {level}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>you decide less well than {level}</source>
        <translation>entscheidest du schwächer als die Stufe {level}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>you decide better than {level}</source>
        <translation>entscheidest du besser als die Stufe {level}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>you decide like a level between {weaker} and {stronger}</source>
        <translation>entscheidest du wie eine Stufe zwischen {weaker} und {stronger}</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>With 95 % certainty at least like {level}.</source>
        <translation>Mit 95 % Sicherheit mindestens wie {level}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>With 95 % certainty at most like {level}.</source>
        <translation>Mit 95 % Sicherheit höchstens wie {level}.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>below {level}</source>
        <translation>unter {level}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>above {level}</source>
        <translation>über {level}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>With 95 % certainty: like {level}.</source>
        <translation>Mit 95 % Sicherheit: wie {level}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>With 95 % certainty somewhere from {low} to {high}; more reviewed hands make this surer.</source>
        <translation>Mit 95 % Sicherheit irgendwo von {low} bis {high}; mehr analysierte Spiele machen das sicherer.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Too few reviewed decisions in the last {days} days to place you between the levels (at least {needed}; so far {count}).</source>
        <translation>In den letzten {days} Tagen zu wenige analysierte Entscheidungen, um dich zwischen den Spielstärken einzuordnen (mindestens {needed}; bisher {count}).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>In the last {days} days {how}: on average you lose {loss} game points a decision ({count} decisions).</source>
        <translation>In den letzten {days} Tagen {how}: Im Schnitt verlierst du {loss} Punkte pro Entscheidung ({count} Entscheidungen).</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The levels&apos; own loss a decision (± its 95 % margin), measured with the same review on their games against themselves: {levels}.</source>
        <translation>Der eigene Verlust der Spielstärken pro Entscheidung (± für 95 % Sicherheit), mit derselben Analyse an ihren Spielen gegen sich selbst gemessen: {levels}.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Rating from your results: no Bummerl finished yet. The levels: {ladder}.</source>
        <translation>Wertungszahl aus deinen Ergebnissen: noch kein Bummerl fertig gespielt. Die Spielstärken: {ladder}.</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Rating from your results (Bummerls won and lost against each level): {rating}, with 95 % certainty between {low} and {high} (%n Bummerl(s)). The levels: {ladder}.</source>
        <translation>
            <numerusform>Wertungszahl aus deinen Ergebnissen (gewonnene und verlorene Bummerl gegen jede Spielstärke): {rating}, mit 95 % Sicherheit zwischen {low} und {high} (%n Bummerl). Die Spielstärken: {ladder}.</numerusform>
            <numerusform>Wertungszahl aus deinen Ergebnissen (gewonnene und verlorene Bummerl gegen jede Spielstärke): {rating}, mit 95 % Sicherheit zwischen {low} und {high} (%n Bummerl). Die Spielstärken: {ladder}.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Your decisions lose on average {loss} game points (± {margin}, 95 %) over {decisions} in {hands}.</source>
        <translation>Deine Entscheidungen kosten im Schnitt {loss} Punkte (± {margin}, 95 %), über {decisions} in {hands}.</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%n decision(s)</source>
        <translation>
            <numerusform>%n Entscheidung</numerusform>
            <numerusform>%n Entscheidungen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n reviewed hand(s)</source>
        <translation>
            <numerusform>%n analysierten Spiel</numerusform>
            <numerusform>%n analysierten Spielen</numerusform>
        </translation>
    </message>
    <message>
        <location line="+126"/>
        <source>No reviewed hand yet. Each hand of a match is reviewed in the background when it ends (Settings: “Review each hand in the background”); here you then see what your decisions cost on average.</source>
        <translation>Noch kein analysiertes Spiel. Jedes Spiel einer Partie wird nach seinem Ende im Hintergrund analysiert (Einstellungen: „Jedes Spiel im Hintergrund analysieren“); hier siehst du dann, was deine Entscheidungen im Schnitt kosten.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Decision</source>
        <translation>Entscheidung</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How many</source>
        <translation>Anzahl</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Average loss</source>
        <translation>Verlust im Schnitt</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Average loss a decision, week by week (game points; lower is better)</source>
        <translation>Durchschnittlicher Verlust pro Entscheidung, Woche für Woche (Punkte; weniger ist besser)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No reviewed hand yet.</source>
        <translation>Noch kein analysiertes Spiel.</translation>
    </message>
    <message>
        <location filename="../schnapsen_qt/gui/window/accuracy_keeper.py" line="+41"/>
        <source>Your decisions this hand: average loss {loss} game points — Review (Ctrl+R)</source>
        <translation>Deine Entscheidungen in diesem Spiel: im Schnitt {loss} Punkte Verlust — Analyse (Strg+R)</translation>
    </message>
</context>
<context>
    <name>App</name>
    <message>
        <location filename="../schnapsen_qt/app.py" line="+111"/>
        <source>Schnapsen is already running; its window was brought to the front.</source>
        <translation>Schnapsen läuft bereits; sein Fenster wurde in den Vordergrund geholt.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Schnapsen is already running (process {pid}). Only one copy can run at a time.</source>
        <translation>Schnapsen läuft bereits (Prozess {pid}). Es kann immer nur eine Kopie laufen.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Schnapsen is already running (process {pid}), but it does not answer. Close it, or end that process, and start again. The lock file that names it is {path}.</source>
        <translation>Schnapsen läuft bereits (Prozess {pid}), antwortet aber nicht. Schließe es oder beende diesen Prozess und starte neu. Die Sperrdatei, die es nennt, ist {path}.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Schnapsen</source>
        <translation>Schnapsen</translation>
    </message>
    <message>
        <location filename="../schnapsen_qt/gui/window/single_instance.py" line="+161"/>
        <source>The lock file {path} was damaged ({reason}) and has been replaced.</source>
        <translation>Die Sperrdatei {path} war beschädigt ({reason}) und wurde ersetzt.</translation>
    </message>
</context>
<context>
    <name>BauernHints</name>
    <message>
        <location filename="../schnapsen_qt/gui/bauern/hint.py" line="+46"/>
        <source>{card}, declaring the marriage</source>
        <translation>{card}, mit Ansage des Paars</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Hint: {choice}.</source>
        <translation>Tipp: {choice}.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Hint: {choice} (about {value} game points for your team over {deals} possible deals).</source>
        <translation>Tipp: {choice} (etwa {value} Punkte für dein Team über {deals} mögliche Verteilungen).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Hint: {choice}: about {value} game points for your team over {deals} possible deals; next best {other}: {other_value}.</source>
        <translation>Tipp: {choice}: etwa {value} Punkte für dein Team über {deals} mögliche Verteilungen; am nächstbesten {other}: {other_value}.</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>&amp;Hint</source>
        <translation>&amp;Tipp</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>What the strongest level would choose in your place, from your cards only ({key})</source>
        <translation>Was die stärkste Stufe an deiner Stelle wählen würde, nur aus deinen Karten ({key})</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>A hint is given when it is your turn.</source>
        <translation>Einen Tipp gibt es, wenn du am Zug bist.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Thinking about a hint…</source>
        <translation>Der Tipp wird überlegt …</translation>
    </message>
</context>
<context>
    <name>BauernReview</name>
    <message>
        <location filename="../schnapsen_qt/gui/bauern/review.py" line="+60"/>
        <source>Trumps</source>
        <translation>Atout</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bid</source>
        <translation>Ansage</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ring&apos;s suit</source>
        <translation>Farbe des Ringerls</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Kontra</source>
        <translation>Kontra</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Card</source>
        <translation>Karte</translation>
    </message>
    <message>
        <location line="+87"/>
        <source>Review of the Hand</source>
        <translation>Analyse des Spiels</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Trick</source>
        <translation>Stich</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Decision</source>
        <translation>Entscheidung</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You chose</source>
        <translation>Deine Wahl</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Best</source>
        <translation>Am besten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Loss</source>
        <translation>Verlust</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Mark</source>
        <translation>Bewertung</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Cancel</source>
        <translation>&amp;Abbrechen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>(the same)</source>
        <translation>(dieselbe)</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>The review failed: {error}</source>
        <translation>Die Analyse ist fehlgeschlagen: {error}</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Valuing your decisions: {done} of {total}</source>
        <translation>Deine Entscheidungen werden bewertet: {done} von {total}</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>You made no decision in this hand.</source>
        <translation>Du hattest in diesem Spiel keine Entscheidung.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Review cancelled.</source>
        <translation>Analyse abgebrochen.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Valuing your decisions…</source>
        <translation>Deine Entscheidungen werden bewertet …</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Total loss: {loss} game points · inaccuracies: {inaccuracies}, mistakes: {mistakes}, blunders: {blunders}</source>
        <translation>Verlust insgesamt: {loss} Punkte · Ungenauigkeiten: {inaccuracies}, Fehler: {mistakes}, grobe Fehler: {blunders}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>(so far: {done} of {total} decisions)</source>
        <translation>(bisher: {done} von {total} Entscheidungen)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>This was the only choice.</source>
        <translation>Das war die einzige Möglichkeit.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Game points for your team on average over {deals} possible deals of the cards you could not see: {values}</source>
        <translation>Punkte für dein Team im Schnitt über {deals} mögliche Verteilungen der Karten, die du nicht sehen konntest: {values}</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>Re&amp;view Last Hand…</source>
        <translation>Letztes Spiel anal&amp;ysieren …</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Each of your decisions in the last hand valued from what you could see: the best choice and what yours cost ({key})</source>
        <translation>Jede deiner Entscheidungen im letzten Spiel bewertet nach dem, was du sehen konntest: die beste Wahl und was deine gekostet hat ({key})</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>Review ({key})</source>
        <translation>Analyse ({key})</translation>
    </message>
</context>
<context>
    <name>Bauernschnapsen</name>
    <message>
        <location filename="../schnapsen_qt/gui/bauern/scene.py" line="+266"/>
        <source>sits out</source>
        <translation>setzt aus</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>declarer</source>
        <translation>Ansager</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>deals</source>
        <translation>gibt</translation>
    </message>
    <message>
        <location filename="../schnapsen_qt/gui/bauern/table.py" line="+262"/>
        <source>Score sheet ({key})</source>
        <translation>Schreibblock ({key})</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Each hand of the game to 24: the contract, who played it, the points, and the Bummerl</source>
        <translation>Jedes Spiel der Partie auf 24: die Ansage, wer sie spielte, die Punkte und die Bummerl</translation>
    </message>
    <message>
        <location line="+76"/>
        <source>New game (Enter)</source>
        <translation>Neue Partie (Eingabe)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Next hand (Enter)</source>
        <translation>Nächstes Spiel (Eingabe)</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>{seat} to call…</source>
        <translation>{seat} sagt an …</translation>
    </message>
    <message>
        <location filename="../schnapsen_qt/gui/bauern/mode.py" line="+113"/>
        <source>&amp;Bauernschnapsen (Four Players)</source>
        <translation>&amp;Bauernschnapsen (zu viert)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You and a computer partner against two computer players, to 24 ({key})</source>
        <translation>Du und ein Computer-Partner gegen zwei Computer-Spieler, auf 24 ({key})</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Schnapsen (Two Players)</source>
        <translation>&amp;Schnapsen (zu zweit)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Back to the two-player match, where you left it ({key})</source>
        <translation>Zurück zur Partie zu zweit, wo du sie verlassen hast ({key})</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Bauernschnapsen Sc&amp;ore Sheet…</source>
        <translation>Bauernschnapsen-Schreibbloc&amp;k …</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Each hand of the game to 24: the contract, who played it, the points, and the Bummerl ({key})</source>
        <translation>Jedes Spiel der Partie auf 24: die Ansage, wer sie spielte, die Punkte und die Bummerl ({key})</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;New Bauernschnapsen Game</source>
        <translation>&amp;Neue Bauernschnapsen-Partie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Give up the running game to 24 and start a new one ({key})</source>
        <translation>Die laufende Partie auf 24 aufgeben und eine neue beginnen ({key})</translation>
    </message>
    <message>
        <location line="+14"/>
        <location line="+64"/>
        <location filename="../schnapsen_qt/gui/bauern/stats_page.py" line="+77"/>
        <location filename="../schnapsen_qt/gui/bauern/table.py" line="+155"/>
        <source>Bauernschnapsen</source>
        <translation>Bauernschnapsen</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>New Bauernschnapsen Game</source>
        <translation>Neue Bauernschnapsen-Partie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Give up the running game to 24? It counts as given up in the statistics.</source>
        <translation>Die laufende Partie auf 24 aufgeben? Sie zählt in der Statistik als aufgegeben.</translation>
    </message>
    <message>
        <location filename="../schnapsen_qt/gui/bauern/texts.py" line="+28"/>
        <source>Plain game</source>
        <translation>Normalspiel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bettler</source>
        <translation>Bettler</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Schnapser</source>
        <translation>Schnapser</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Plauderer (open Bettler)</source>
        <translation>Plauderer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Land</source>
        <translation>Land</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Gang</source>
        <translation>Gang</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Zehnergang</source>
        <translation>Zehnergang</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Kontraschnapser</source>
        <translation>Kontraschnapser</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bauernschnapser</source>
        <translation>Bauernschnapser</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Farbenringerl</source>
        <translation>Farbenringerl</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Kontrabauernschnapser</source>
        <translation>Kontrabauernschnapser</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Trumpffarbenringerl</source>
        <translation>Trumpffarbenringerl</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>You</source>
        <translation>Du</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Left</source>
        <translation>Links</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Partner</source>
        <translation>Partner</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Right</source>
        <translation>Rechts</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Pass (weiter)</source>
        <translation>Weiter</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Kontra (double)</source>
        <translation>Kontra</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Retour (redouble)</source>
        <translation>Retour</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Rekontra</source>
        <translation>Rekontra</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Trumps: {suit}</source>
        <translation>Atout: {suit}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Turn up a card (Aufschlagen)</source>
        <translation>Aufschlagen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Ring in {suit}</source>
        <translation>Ringerl in {suit}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{contract} ({value})</source>
        <translation>{contract} ({value})</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>turns a card up</source>
        <translation>schlägt auf</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{seat}: {said}</source>
        <translation>{seat}: {said}</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Auction</source>
        <translation>Ansagen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{contract} played by {seat}</source>
        <translation>{contract}, gespielt von: {seat}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>trumps: {suit}</source>
        <translation>Atout: {suit}</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>We {ours} : {theirs} They (to {target})</source>
        <translation>Wir {ours} : {theirs} Sie (auf {target})</translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>We win %n point(s).</source>
        <translation>
            <numerusform>Wir gewinnen %n Punkt.</numerusform>
            <numerusform>Wir gewinnen %n Punkte.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>They win %n point(s).</source>
        <translation>
            <numerusform>Sie gewinnen %n Punkt.</numerusform>
            <numerusform>Sie gewinnen %n Punkte.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Bummerl: we {ours}, they {theirs}</source>
        <translation>Bummerl: wir {ours}, sie {theirs}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Bummerl</source>
        <translation>Bummerl</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Schneider (2 Bummerl)</source>
        <translation>Schneider (2 Bummerl)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Retourschneider (4 Bummerl)</source>
        <translation>Retourschneider (4 Bummerl)</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>They win the game: we get a {kind}.</source>
        <translation>Sie gewinnen die Partie: wir bekommen einen {kind}.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>We win the game: they get a {kind}.</source>
        <translation>Wir gewinnen die Partie: sie bekommen einen {kind}.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>alone, the partner sits out</source>
        <translation>allein, der Partner setzt aus</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>with the partner</source>
        <translation>mit dem Partner</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>no trumps</source>
        <translation>ohne Atout</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the suit held whole is trumps</source>
        <translation>die ganz gehaltene Farbe ist Atout</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the named trumps</source>
        <translation>mit dem angesagten Atout</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>reach 66 first</source>
        <translation>zuerst 66 erreichen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>reach 66 within three tricks</source>
        <translation>66 in den ersten drei Stichen erreichen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>take no trick</source>
        <translation>keinen Stich machen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>take every trick</source>
        <translation>alle Stiche machen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>cards shown after the first trick</source>
        <translation>Karten nach dem ersten Stich aufgelegt</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the Ten ranks highest</source>
        <translation>der Zehner ist die höchste Karte</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>needs all five trumps</source>
        <translation>braucht alle fünf Atout</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>only forehand&apos;s opponents may bid it</source>
        <translation>nur die Gegner der Vorhand dürfen es ansagen</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Double the contract&apos;s value</source>
        <translation>Den Wert der Ansage verdoppeln</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Double it once more</source>
        <translation>Noch einmal verdoppeln</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>the contract stands at its value</source>
        <translation>die Ansage gilt zu ihrem Wert</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>no higher bid from you: the others go on</source>
        <translation>keine höhere Ansage von dir: die anderen sagen weiter an</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>you name this suit trumps</source>
        <translation>du bestimmst diese Farbe zum Atout</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>one of your last two cards is turned up unseen: its suit is trumps</source>
        <translation>eine deiner letzten zwei Karten wird ungesehen aufgedeckt: ihre Farbe ist Atout</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>this suit is trumps for the ring</source>
        <translation>diese Farbe ist Atout für das Ringerl</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{choice} — {meaning}</source>
        <translation>{choice} — {meaning}</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>{suit} were led: you must follow suit.</source>
        <translation>{suit} ist ausgespielt: du musst Farbe bekennen.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You must head the trick with a higher card of {suit}.</source>
        <translation>Du musst den Stich mit einer höheren Karte in {suit} übernehmen.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You have no {suit} and must trump.</source>
        <translation>Du hast kein {suit} und musst mit Atout stechen.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You must overtrump the trump in the trick.</source>
        <translation>Du musst das Atout im Stich überstechen.</translation>
    </message>
    <message>
        <location filename="../schnapsen_qt/gui/bauern/sheet.py" line="+32"/>
        <source>won</source>
        <translation>gewonnen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>lost</source>
        <translation>verloren</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>+{points} for us</source>
        <translation>+{points} für uns</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>+{points} for them</source>
        <translation>+{points} für sie</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Bauernschnapsen score sheet</source>
        <translation>Bauernschnapsen-Schreibblock</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Contract</source>
        <translation>Ansage</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Played by</source>
        <translation>Gespielt von</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Result</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>We</source>
        <translation>Wir</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>They</source>
        <translation>Sie</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>No hand finished yet.</source>
        <translation>Noch kein Spiel beendet.</translation>
    </message>
    <message>
        <location filename="../schnapsen_qt/gui/bauern/stats_page.py" line="-34"/>
        <source>Games to 24 won:lost</source>
        <translation>Partien auf 24 gewonnen:verloren</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Schneider won:lost</source>
        <translation>Schneider gewonnen:verloren</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Retourschneider won:lost</source>
        <translation>Retourschneider gewonnen:verloren</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Games given up</source>
        <translation>Aufgegebene Partien</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hands won:lost</source>
        <translation>Spiele gewonnen:verloren</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Game points won:lost</source>
        <translation>Punkte gewonnen:verloren</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Contracts bid by your team: made/bid</source>
        <translation>Ansagen deines Teams: gewonnen/angesagt</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Counted for your team (you and your partner), by the level of the three computer players.</source>
        <translation>Gezählt für dein Team (du und dein Partner), nach der Stufe der drei Computer-Spieler.</translation>
    </message>
</context>
<context>
    <name>CardNames</name>
    <message>
        <location filename="../schnapsen_qt/gui/table/names.py" line="+30"/>
        <source>play the {card}</source>
        <translation>{card} spielen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>meld the marriage in {suit}</source>
        <translation>das Paar in {suit} ansagen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>exchange the trump {jack}</source>
        <translation>die Atoutkarte austauschen</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>You went out with {points} points.</source>
        <translation>Du hast mit {points} Augen ausgemeldet.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The computer went out with {points} points.</source>
        <translation>Der Computer hat mit {points} Augen ausgemeldet.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>You won the last trick with {points} points.</source>
        <translation>Du hast den letzten Stich gemacht und hast {points} Augen.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The computer won the last trick with {points} points.</source>
        <translation>Der Computer hat den letzten Stich gemacht und hat {points} Augen.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>You claimed 66 but had only {points} points.</source>
        <translation>Du hast 66 angesagt, hattest aber nur {points} Augen.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The computer claimed 66 but had only {points} points.</source>
        <translation>Der Computer hat 66 angesagt, hatte aber nur {points} Augen.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>You closed the talon and claimed 66 with only {points} points.</source>
        <translation>Du hast zugedreht und mit nur {points} Augen 66 angesagt.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The computer closed the talon and claimed 66 with only {points} points.</source>
        <translation>Der Computer hat zugedreht und mit nur {points} Augen 66 angesagt.</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>{gp} game points</source>
        <translation>{gp} Punkte</translation>
    </message>
    <message numerus="yes">
        <location line="+34"/>
        <source>Scored as at the moment the talon was closed: you had %n trick(s) and {points} points then.</source>
        <translation>
            <numerusform>Gewertet wird der Stand beim Zudrehen: Da hattest du %n Stich und {points} Augen.</numerusform>
            <numerusform>Gewertet wird der Stand beim Zudrehen: Da hattest du %n Stiche und {points} Augen.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Scored as at the moment the talon was closed: the computer had %n trick(s) and {points} points then.</source>
        <translation>
            <numerusform>Gewertet wird der Stand beim Zudrehen: Da hatte der Computer %n Stich und {points} Augen.</numerusform>
            <numerusform>Gewertet wird der Stand beim Zudrehen: Da hatte der Computer %n Stiche und {points} Augen.</numerusform>
        </translation>
    </message>
    <message>
        <location line="-159"/>
        <source>You</source>
        <translation>Du</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Computer</source>
        <translation>Computer</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>close the talon</source>
        <translation>zudrehen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>claim 66 (Genug!)</source>
        <translation>66 ansagen (Genug!)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>close the talon before drawing</source>
        <translation>vor dem Heben zudrehen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>keep your {jack} (no exchange)</source>
        <translation>nicht tauschen (Atout-{jack} bleibt in der Hand)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>A drawn hand: both have {points} points.</source>
        <translation>Unentschieden: Beide haben {points} Augen.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>All cards played: you have more points, {mine} to {theirs}.</source>
        <translation>Alle Karten gespielt: Du hast mehr Augen, {mine} zu {theirs}.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>All cards played: the computer has more points, {theirs} to {mine}.</source>
        <translation>Alle Karten gespielt: Der Computer hat mehr Augen, {theirs} zu {mine}.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Nobody went out: you have more points, {mine} to {theirs}.</source>
        <translation>Niemand hat ausgemeldet: Du hast mehr Augen, {mine} zu {theirs}.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Nobody went out: the computer has more points, {theirs} to {mine}.</source>
        <translation>Niemand hat ausgemeldet: Der Computer hat mehr Augen, {theirs} zu {mine}.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>You closed the talon and ended with {points} points.</source>
        <translation>Du hast zugedreht und am Ende {points} Augen.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The computer closed the talon and ended with {points} points.</source>
        <translation>Der Computer hat zugedreht und am Ende {points} Augen.</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>You closed the talon, but the computer went out first.</source>
        <translation>Du hast zugedreht, aber der Computer hat zuerst ausgemeldet.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The computer closed the talon, but you went out first.</source>
        <translation>Der Computer hat zugedreht, aber du hast zuerst ausgemeldet.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>You closed the talon but did not reach 66.</source>
        <translation>Du hast zugedreht, aber 66 nicht erreicht.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The computer closed the talon but did not reach 66.</source>
        <translation>Der Computer hat zugedreht, aber 66 nicht erreicht.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>All cards played: you won the last trick.</source>
        <translation>Alle Karten gespielt: Du hast den letzten Stich gemacht.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>All cards played: the computer won the last trick.</source>
        <translation>Alle Karten gespielt: Der Computer hat den letzten Stich gemacht.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Nobody went out: you won the last trick.</source>
        <translation>Niemand hat ausgemeldet: Du hast den letzten Stich gemacht.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Nobody went out: the computer won the last trick.</source>
        <translation>Niemand hat ausgemeldet: Der Computer hat den letzten Stich gemacht.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>no game points</source>
        <translation>keine Punkte</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>1 game point</source>
        <translation>1 Punkt</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Schwarz (no trick when the talon was closed)</source>
        <translation>Schwarz (kein Stich beim Zudrehen)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Schneider (under 33 when the talon was closed)</source>
        <translation>Schneider (unter 33 beim Zudrehen)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Schwarz (no trick)</source>
        <translation>Schwarz (kein Stich)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Schneider (under 33)</source>
        <translation>Schneider (unter 33)</translation>
    </message>
</context>
<context>
    <name>HelpDialog</name>
    <message>
        <location filename="../schnapsen_qt/gui/dialogs/help_dialog.py" line="+73"/>
        <source>Rules and keys</source>
        <translation>Regeln und Tasten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rules</source>
        <translation>Regeln</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Keyboard</source>
        <translation>Tastatur</translation>
    </message>
</context>
<context>
    <name>Hints</name>
    <message>
        <location filename="../schnapsen_qt/ai/__init__.py" line="+68"/>
        <source>This is your only legal move: {card}.</source>
        <translation>Das ist dein einziger erlaubter Zug: {card}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Claim 66: you have {points} points.</source>
        <translation>Sag 66 an: Du hast {points} Punkte.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Exchange the trump {jack} for the {card}: a high trump for the lowest one.</source>
        <translation>Tausche die Atoutkarte ({card}) aus: ein hohes Atout für das niedrigste (Atout-{jack}).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Meld the marriage in {suit}: {points} points.</source>
        <translation>Sag das Paar in {suit} an: {points} Punkte.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Keep your trump {jack}: do not exchange it for the turn-up.</source>
        <translation>Nicht austauschen: Atout-{jack} bleibt in deiner Hand, die aufgedeckte Atoutkarte bleibt liegen.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Keep your trump {jack}: not exchanging wins in {pct}% of possible deals.</source>
        <translation>Nicht austauschen (Atout-{jack} bleibt in deiner Hand): So gewinnst du in {pct} % der möglichen Verteilungen.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Close the talon: closing now wins in {pct}% of possible deals.</source>
        <translation>Dreh zu: Zudrehen gewinnt jetzt in {pct} % der möglichen Verteilungen.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Lead the {card} from the marriage: it does best, winning in {pct}% of possible deals.</source>
        <translation>Spiel aus dem Paar {card} aus: Das ist am besten und gewinnt in {pct} % der möglichen Verteilungen.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Play the {card}: it wins the hand in {pct}% of possible deals.</source>
        <translation>{card} spielen: Damit gewinnst du das Spiel in {pct} % der möglichen Verteilungen.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Play the {card}: the hand looks hard, but this gives the best chances, winning in {pct}% of possible deals.</source>
        <translation>{card} spielen: Das Spiel sieht schwer aus, aber so stehen die Chancen am besten, mit einem Sieg in {pct} % der möglichen Verteilungen.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Play the {card}: the hand looks lost in the possible deals, and this card keeps the loss smallest.</source>
        <translation>{card} spielen: Das Spiel scheint in den möglichen Verteilungen verloren, und diese Karte hält den Verlust am kleinsten.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Play the {card}: no possible deal looks won, but this card draws the hand in {pct}% of them.</source>
        <translation>{card} spielen: Keine mögliche Verteilung scheint gewonnen, aber mit dieser Karte endet das Spiel in {pct} % davon unentschieden.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Every card is known now: with best play the {card} wins the hand (game points: {gp}).</source>
        <translation>Jetzt sind alle Karten bekannt: {card} spielen, damit gewinnst du bei bestem Spiel das Spiel (Punkte: {gp}).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Every card is known now and the hand is lost with best play; the {card} loses the fewest game points: {gp}.</source>
        <translation>Jetzt sind alle Karten bekannt und das Spiel ist bei bestem Spiel verloren; mit {card} verlierst du die wenigsten Punkte: {gp}.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Every card is known now: the {card} draws the hand with best play (equal points at the end).</source>
        <translation>Jetzt sind alle Karten bekannt: Mit {card} endet das Spiel bei bestem Spiel unentschieden (am Ende gleich viele Augen).</translation>
    </message>
    <message>
        <location filename="../schnapsen_qt/gui/table/hints.py" line="+21"/>
        <source>Hint: {action}.</source>
        <translation>Tipp: {action}.</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Hint: {reason}</source>
        <translation>Tipp: {reason}</translation>
    </message>
</context>
<context>
    <name>Levels</name>
    <message>
        <location filename="../schnapsen_qt/ai/levels.py" line="+79"/>
        <source>Beginner</source>
        <translation>Anfänger</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Plays legal cards without much thought: good for learning the rules.</source>
        <translation>Spielt erlaubte Karten ohne viel Überlegung: gut, um die Regeln zu lernen.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Intermediate</source>
        <translation>Fortgeschritten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Plays by rules of thumb: counts points, keeps trumps and marriages, melds, closes only with a sure 66.</source>
        <translation>Spielt nach Faustregeln: zählt mit, hält Atouts und Paare zurück, sagt an und dreht nur mit sicheren 66 zu.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Expert</source>
        <translation>Experte</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Thinks ahead: tries the possible deals of the unseen cards and plays the end of a hand perfectly. Plays for the Bummerl score, too.</source>
        <translation>Denkt voraus: probiert die möglichen Verteilungen der unbekannten Karten durch und spielt das Ende eines Spiels fehlerlos. Achtet auch auf den Bummerl-Stand.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Master</source>
        <translation>Meister</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The strongest level: it wins about 60 of 100 Bummerls against the Expert and plays about even with the best other Schnapsen programs. Takes up to two seconds a move.</source>
        <translation>Die stärkste Stufe: Sie gewinnt gegen den Experten etwa 60 von 100 Bummerln und spielt etwa gleich stark wie die besten anderen Schnapsen-Programme. Braucht bis zu zwei Sekunden pro Zug.</translation>
    </message>
    <message>
        <location filename="../schnapsen_qt/ai/bauernschnapsen/levels.py" line="+42"/>
        <source>Bauernschnapsen: names trumps sensibly, never bids or says Kontra, plays any legal card.</source>
        <translation>Bauernschnapsen: sagt das Atout mit Bedacht an, sagt nie ein Spiel an, gibt nie Kontra und spielt irgendeine erlaubte Karte.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Bauernschnapsen: plays by rules of thumb, bids only sure rings, a Bettler with low cards or a Schnapser with the trump marriage.</source>
        <translation>Bauernschnapsen: spielt nach Faustregeln und sagt nur sichere Ringerl an, einen Bettler mit kleinen Karten oder einen Schnapser mit dem Atout-Paar.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Bauernschnapsen: tries every bid, Kontra and card on possible deals of the unseen cards, playing each hand out, and takes what wins most points.</source>
        <translation>Bauernschnapsen: probiert jede Ansage, jedes Kontra und jede Karte an möglichen Verteilungen der unbekannten Karten aus, spielt jedes Spiel zu Ende und nimmt, was die meisten Punkte bringt.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Bauernschnapsen: like the Expert with more than twice the deals, and plays the last two tricks perfectly for every possible deal.</source>
        <translation>Bauernschnapsen: wie der Experte mit mehr als doppelt so vielen Verteilungen, und spielt die letzten zwei Stiche für jede mögliche Verteilung fehlerfrei.</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../schnapsen_qt/gui/window/main_window.py" line="+164"/>
        <source>Computer error: {error}</source>
        <translation>Fehler des Computers: {error}</translation>
    </message>
    <message>
        <location filename="../schnapsen_qt/gui/bauern/mode.py" line="-16"/>
        <location filename="../schnapsen_qt/gui/window/main_window.py" line="+112"/>
        <location line="+608"/>
        <location filename="../schnapsen_qt/gui/window/player_files.py" line="+66"/>
        <source>Schnapsen</source>
        <translation>Schnapsen</translation>
    </message>
    <message>
        <location filename="../schnapsen_qt/gui/window/window_actions.py" line="+149"/>
        <source>&amp;File</source>
        <translation>&amp;Datei</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Game</source>
        <translation>&amp;Spiel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Game</source>
        <translation>Spiel</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Deal this hand again with the same cards; once moves were made it is practice (F5)</source>
        <translation>Dieses Spiel mit denselben Karten neu geben; wurde schon gespielt, ist es eine Übung (F5)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Quit</source>
        <translation>B&amp;eenden</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Meld 20/40</source>
        <translation>20/40 &amp;ansagen</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Close Talon</source>
        <translation>&amp;Zudrehen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Close the talon (C, or click the turn-up)</source>
        <translation>Den Talon zudrehen (C, oder die Atoutkarte anklicken)</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Stat&amp;istics…</source>
        <translation>Stat&amp;istik …</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sc&amp;ore Sheet…</source>
        <translation>Schreibbloc&amp;k …</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Play This Deal S&amp;wapped</source>
        <translation>Dieselben Karten mit getauschten P&amp;lätzen</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Re&amp;view Last Hand…</source>
        <translation>Letztes Spiel anal&amp;ysieren …</translation>
    </message>
    <message>
        <location line="-33"/>
        <source>Right after winning a trick: close the talon before the cards are drawn (B, or click the talon while it offers it)</source>
        <translation>Gleich nach einem gewonnenen Stich: zudrehen, bevor gehoben wird (B, oder den Talon anklicken, solange er es anbietet)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Genug! (66)</source>
        <translation>&amp;Genug! (66)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Claim 66 and end the hand (G)</source>
        <translation>66 ansagen und das Spiel beenden (G)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Hint</source>
        <translation>&amp;Tipp</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ask the computer for advice (H)</source>
        <translation>Den Computer um Rat fragen (H)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Full Screen</source>
        <translation>&amp;Vollbild</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Settings…</source>
        <translation>&amp;Einstellungen …</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Each hand of the running Bummerl: who won, how, and the game points</source>
        <translation>Jedes Spiel des laufenden Bummerls: wer gewonnen hat, wie, und die Punkte</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Rules and Keys</source>
        <translation>&amp;Regeln und Tasten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How to &amp;Play</source>
        <translation>So wird ge&amp;spielt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;About Schnapsen Qt</source>
        <translation>Ü&amp;ber Schnapsen Qt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Undo</source>
        <translation>Rü&amp;ckgängig</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Take back your last move and what the computer did after it; the hand becomes practice (Ctrl+Z)</source>
        <translation>Deinen letzten Zug zurücknehmen und was der Computer danach tat; das Spiel wird zur Übung (Strg+Z)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Open Cards</source>
        <translation>&amp;Offene Karten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show the computer&apos;s cards face up, for learning; the hand becomes practice</source>
        <translation>Die Karten des Computers offen zeigen, zum Lernen; das Spiel wird zur Übung</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Play This Deal Again</source>
        <translation>Dieselben Karten noch einmal s&amp;pielen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The last hand&apos;s cards and dealer once more, as practice outside the match (F6)</source>
        <translation>Die Karten und den Geber des letzten Spiels noch einmal, als Übung außerhalb der Partie (F6)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The last hand&apos;s cards with the seats swapped: you get the computer&apos;s cards, as practice outside the match (Shift+F6)</source>
        <translation>Die Karten des letzten Spiels mit getauschten Plätzen: Du bekommst die Karten des Computers, als Übung außerhalb der Partie (Umschalt+F6)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Step through the last hand and see what each of your decisions was worth (Ctrl+R)</source>
        <translation>Das letzte Spiel Zug für Zug durchgehen und sehen, was jede deiner Entscheidungen wert war (Strg+R)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Trainer…</source>
        <translation>T&amp;rainer…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Positions to solve: find the best move, then see what each choice was worth; never counted in the match (Ctrl+T)</source>
        <translation>Stellungen zum Lösen: den besten Zug finden, dann sehen, was jede Wahl wert war; zählt nie in der Partie (Strg+T)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Save Hand Record…</source>
        <translation>Spielprotokoll &amp;speichern …</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save this hand (or the last one) as a hand record file (Ctrl+S)</source>
        <translation>Dieses (oder das letzte) Spiel als Spielprotokoll-Datei speichern (Strg+S)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Open Hand Record…</source>
        <translation>Spielprotokoll ö&amp;ffnen …</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open a hand record: play it on and review it at the table, as practice (Ctrl+O)</source>
        <translation>Ein Spielprotokoll öffnen: am Tisch weiterspielen und analysieren, als Übung (Strg+O)</translation>
    </message>
    <message>
        <location filename="../schnapsen_qt/gui/window/main_window.py" line="-452"/>
        <source>The hand is over: play the deal again (F6) or review it (Ctrl+R) instead.</source>
        <translation>Das Spiel ist vorbei: Spiel die Karten noch einmal (F6) oder analysiere es (Strg+R).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>There is no move of yours to take back in this hand.</source>
        <translation>In diesem Spiel gibt es keinen Zug von dir zum Zurücknehmen.</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Finish the hand first: a deal can be played again from its summary.</source>
        <translation>Spiel zuerst zu Ende: Nach der Abrechnung können dieselben Karten noch einmal gespielt werden.</translation>
    </message>
    <message>
        <location line="-55"/>
        <location line="+65"/>
        <source>The same deal again, outside the match: the score stays as it was.</source>
        <translation>Dieselben Karten noch einmal, außerhalb der Partie: Der Punktestand bleibt, wie er war.</translation>
    </message>
    <message>
        <location line="-62"/>
        <source>Dealt again: you have seen these cards played, so this hand is practice and does not count in the match.</source>
        <translation>Neu gegeben: Du hast diese Karten schon gespielt gesehen, darum ist dieses Spiel eine Übung und zählt nicht in der Partie.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Deal this hand again with the same cards? The moves made so far are taken back, and the hand becomes practice: it does not count in the match.</source>
        <translation>Dieses Spiel mit denselben Karten neu geben? Die bisherigen Züge werden zurückgenommen, und das Spiel wird eine Übung: Es zählt nicht in der Partie.</translation>
    </message>
    <message>
        <location line="+47"/>
        <source>The same deal again with the seats swapped: you have the computer&apos;s cards and role. Outside the match: the score stays as it was.</source>
        <translation>Dieselben Karten mit getauschten Plätzen: du hast die Karten und die Rolle des Computers. Außerhalb der Partie: Der Punktestand bleibt, wie er war.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>There is no finished hand to review yet.</source>
        <translation>Es gibt noch kein beendetes Spiel zum Analysieren.</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>Hand record saved as {path}. This hand is practice now: the file shows the computer&apos;s cards.</source>
        <translation>Spielprotokoll gespeichert als {path}. Dieses Spiel ist jetzt eine Übung: Die Datei zeigt die Karten des Computers.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Hand record saved as {path}.</source>
        <translation>Spielprotokoll gespeichert als {path}.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Save Hand Record</source>
        <translation>Spielprotokoll speichern</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The record holds every card, the computer&apos;s too, so this hand becomes practice and will not count in the match. Save it now?</source>
        <translation>Das Protokoll enthält alle Karten, auch die des Computers; dieses Spiel wird daher eine Übung und zählt nicht in der Partie. Jetzt speichern?</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Hand record opened: practice outside the match.</source>
        <translation>Spielprotokoll geöffnet: Übung außerhalb der Partie.</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>The hand is over: click the summary or press Enter to go on.</source>
        <translation>Das Spiel ist aus: Klick auf die Zusammenfassung oder drück die Eingabetaste, um weiterzuspielen.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>These rules do not allow looking at taken tricks.</source>
        <translation>Nach diesen Regeln dürfen gemachte Stiche nicht angesehen werden.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You have not taken a trick yet.</source>
        <translation>Du hast noch keinen Stich gemacht.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Please wait: it is the computer&apos;s turn.</source>
        <translation>Bitte warten: Der Computer ist dran.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>There is nothing to advise now.</source>
        <translation>Jetzt gibt es nichts zu raten.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>You hold no marriage ({king} and {queen} of one suit).</source>
        <translation>Du hast kein Paar ({king} und {queen} einer Farbe).</translation>
    </message>
    <message>
        <location line="+158"/>
        <source>Search: compiled core.</source>
        <translation>Suche des Computers: kompilierter Kern.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Search: Python.</source>
        <translation>Suche des Computers: Python.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>The Austrian card game against the computer: Schnapsen for two, and Bauernschnapsen for four with a computer partner.</source>
        <translation>Das österreichische Kartenspiel gegen den Computer: Schnapsen zu zweit und Bauernschnapsen zu viert mit einem Computer als Partner.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Program: GNU General Public License, version 3 or later (GPL-3.0-or-later).</source>
        <translation>Programm: GNU General Public License, Version 3 oder neuer (GPL-3.0-or-later).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Card art (French, four-colour, German and number-card decks, backs, table, icon): original work by the Schnapsen Qt developers, licensed under Creative Commons Attribution-ShareAlike 4.0 (CC BY-SA 4.0).</source>
        <translation>Kartenbilder (französisches, vierfarbiges, doppeldeutsches Blatt und Zahlenkarten, Rückseiten, Tisch, Symbol): eigene Arbeit der Schnapsen-Qt-Entwickler, lizenziert unter Creative Commons Namensnennung – Weitergabe unter gleichen Bedingungen 4.0 (CC BY-SA 4.0).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Rules after the Austrian Schnapsen rules (soft, sharp and tournament), with the house rules and Sechsundsechzig, Schnapsen&apos;s German parent; see Help, Rules and Keys.</source>
        <translation>Regeln nach dem österreichischen Schnapsen (weich, scharf und Turnier), dazu die Hausregeln und Sechsundsechzig, der deutsche Vorfahr des Schnapsens; siehe Hilfe, Regeln und Tasten.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Schnapsen Qt {version}</source>
        <translation>Schnapsen Qt {version}</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Back to the match: this hand counts.</source>
        <translation>Zurück in der Partie: Dieses Spiel zählt.</translation>
    </message>
    <message>
        <location filename="../schnapsen_qt/gui/window/file_words.py" line="+38"/>
        <source>The file with the window&apos;s size and place</source>
        <translation>Die Datei mit Größe und Lage des Fensters</translation>
    </message>
    <message>
        <location filename="../schnapsen_qt/gui/window/main_window.py" line="+76"/>
        <source>The match could not be saved: {error}</source>
        <translation>Die Partie konnte nicht gespeichert werden: {error}</translation>
    </message>
    <message>
        <location line="-557"/>
        <source>A match is in progress. Give it up and start a new one?</source>
        <translation>Eine Partie läuft. Aufgeben und eine neue beginnen?</translation>
    </message>
    <message>
        <location line="+90"/>
        <source>Re-deal This Hand</source>
        <translation>Dieses Spiel neu geben</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Re-deal</source>
        <translation>&amp;Neu geben</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Keep playing</source>
        <translation>&amp;Weiterspielen</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Move taken back: this hand is practice now and counts neither in the match nor in the statistics.</source>
        <translation>Zug zurückgenommen: Dieses Spiel ist jetzt eine Übung und zählt weder in der Partie noch in der Statistik.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Open cards: the computer&apos;s hand is shown; hands played so are practice and do not count in the match.</source>
        <translation>Offene Karten: Die Karten des Computers sind zu sehen; so gespielte Spiele sind Übungen und zählen nicht in der Partie.</translation>
    </message>
    <message>
        <location line="+105"/>
        <source>{points} in {suit}</source>
        <translation>{points} in {suit}</translation>
    </message>
    <message>
        <location line="+65"/>
        <source>Thinking about a hint…</source>
        <translation>Der Computer überlegt einen Tipp …</translation>
    </message>
    <message>
        <location filename="../schnapsen_qt/gui/window/window_actions.py" line="-64"/>
        <source>&amp;New Match</source>
        <translation>&amp;Neue Partie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Give up the running match and start a new one (Ctrl+N)</source>
        <translation>Die laufende Partie aufgeben und eine neue beginnen (Strg+N)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Re-deal This Hand</source>
        <translation>&amp;Dieses Spiel neu geben</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>E&amp;xchange {jack}</source>
        <translation>A&amp;ustauschen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Exchange the trump {jack} for the turn-up (X)</source>
        <translation>Austauschen: Atout-{jack} gegen die aufgedeckte Atoutkarte (X)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Meld a marriage, then lead the {king} or the {queen} (M)</source>
        <translation>Zwanziger oder Vierziger ansagen, dann {king} oder {queen} ausspielen (M)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Close Before &amp;Drawing</source>
        <translation>&amp;Vor dem Heben zudrehen</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Look at Tric&amp;ks</source>
        <translation>Stic&amp;he ansehen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Look through your taken tricks (if the rules allow, T)</source>
        <translation>Die eigenen Stiche ansehen (wenn die Regeln es erlauben, T)</translation>
    </message>
    <message>
        <location filename="../schnapsen_qt/gui/window/main_window.py" line="-296"/>
        <source>New Match</source>
        <translation>Neue Partie</translation>
    </message>
    <message>
        <location line="+437"/>
        <source>About Schnapsen Qt</source>
        <translation>Über Schnapsen Qt</translation>
    </message>
</context>
<context>
    <name>Questions</name>
    <message>
        <location filename="../schnapsen_qt/gui/dialogs/questions.py" line="+22"/>
        <source>2 game points</source>
        <translation>2 Punkte</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>3 game points, because it has no trick now</source>
        <translation>3 Punkte, weil er noch keinen Stich hat</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No more cards are drawn, and suit must be followed. You must then reach 66 yourself and say “Genug”; if you do not, the computer scores {penalty}.</source>
        <translation>Es wird nicht mehr gehoben, und es herrscht Farb- und Stichzwang. Du musst dann selbst 66 erreichen und „Genug“ sagen; sonst bekommt der Computer {penalty}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No more cards are drawn, and suit must be followed. You must then have 66 at the end of the hand; if you do not, the computer scores {penalty}.</source>
        <translation>Es wird nicht mehr gehoben, und es herrscht Farb- und Stichzwang. Du musst dann am Ende des Spiels 66 Augen haben; sonst bekommt der Computer {penalty}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Close the talon</source>
        <translation>Zudrehen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Close the talon now?</source>
        <translation>Jetzt zudrehen?</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>If you have fewer than 66, the hand ends and the computer scores the game points of a failed close: 3 if it had no trick when you closed, else 2.</source>
        <translation>Hast du weniger als 66, endet das Spiel, und der Computer bekommt die Punkte für misslungenes Zudrehen: 3, wenn er beim Zudrehen keinen Stich hatte, sonst 2.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>If you have fewer than 66, the hand ends and the computer scores what you would have scored.</source>
        <translation>Hast du weniger als 66, endet das Spiel, und der Computer bekommt so viele Punkte, wie du bekommen hättest.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>If you have fewer than 66, the hand ends and the computer scores {penalty}.</source>
        <translation>Hast du weniger als 66, endet das Spiel, und der Computer bekommt {penalty}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Genug! (66)</source>
        <translation>Genug! (66)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Say “Genug” and end the hand now?</source>
        <translation>Jetzt „Genug“ sagen und das Spiel beenden?</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>&amp;Genug!</source>
        <translation>&amp;Genug!</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Close the talon</source>
        <translation>&amp;Zudrehen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Not now</source>
        <translation>&amp;Jetzt nicht</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Do not ask again (the settings can turn the question on)</source>
        <translation>&amp;Nicht mehr fragen (in den Einstellungen wieder einschaltbar)</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Exchange at the close</source>
        <translation>Tauschen beim Zudrehen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The computer closed the talon. Exchange your {card} for the turn-up {turnup}?</source>
        <translation>Der Computer hat zugedreht. Austauschen: {card} gegen die Atoutkarte {turnup}?</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>You may exchange now even without a trick; afterwards the talon stays closed and the computer leads.</source>
        <translation>Du darfst jetzt auch ohne Stich tauschen; danach bleibt zugedreht, und der Computer spielt aus.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Exchange</source>
        <translation>&amp;Tauschen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Keep it</source>
        <translation>&amp;Behalten</translation>
    </message>
</context>
<context>
    <name>RecordFiles</name>
    <message>
        <location filename="../schnapsen_qt/gui/window/record_files.py" line="+26"/>
        <source>This is not a usable hand record: {reason}</source>
        <translation>Das ist kein brauchbares Spielprotokoll: {reason}</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>it is not player {player}&apos;s turn</source>
        <translation>Spieler {player} ist nicht am Zug</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Action {number} of the record is not possible: {reason}</source>
        <translation>Zug {number} des Protokolls ist nicht möglich: {reason}</translation>
    </message>
    <message>
        <location line="+7"/>
        <location line="+22"/>
        <source>This is not a hand record.</source>
        <translation>Das ist kein Spielprotokoll.</translation>
    </message>
    <message>
        <location line="-20"/>
        <source>This is not a file that can hold a hand record (a folder or a special file).</source>
        <translation>Das ist keine Datei, die ein Spielprotokoll enthalten kann (ein Ordner oder eine Spezialdatei).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The file does not exist (any more).</source>
        <translation>Die Datei gibt es nicht (mehr).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The file could not be read.</source>
        <translation>Die Datei konnte nicht gelesen werden.</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>The hand record could not be saved: {error}</source>
        <translation>Das Spielprotokoll konnte nicht gespeichert werden: {error}</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Hand records (*.json);;All files (*)</source>
        <translation>Spielprotokolle (*.json);;Alle Dateien (*)</translation>
    </message>
    <message>
        <location line="+20"/>
        <location line="+6"/>
        <source>Save Hand Record</source>
        <translation>Spielprotokoll speichern</translation>
    </message>
    <message>
        <location line="+10"/>
        <location line="+6"/>
        <source>Open Hand Record</source>
        <translation>Spielprotokoll öffnen</translation>
    </message>
</context>
<context>
    <name>Refusal</name>
    <message>
        <location filename="../schnapsen_qt/gui/controller.py" line="+503"/>
        <source>It is the computer&apos;s turn.</source>
        <translation>Der Computer ist am Zug.</translation>
    </message>
    <message>
        <location filename="../schnapsen_qt/engine/texts.py" line="+28"/>
        <location filename="../schnapsen_qt/gui/controller.py" line="+14"/>
        <source>The hand is already over.</source>
        <translation>Das Spiel ist schon vorbei.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>You must head the trick with a higher trump.</source>
        <translation>Du musst mit einem höheren Atout stechen.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You must follow with a trump.</source>
        <translation>Du musst Atout zugeben.</translation>
    </message>
    <message>
        <location line="-7"/>
        <source>You do not hold the {card}.</source>
        <translation>Du hast die Karte {card} nicht.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>After melding you must lead the {card}.</source>
        <translation>Nach dem Ansagen musst du {card} ausspielen.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>After melding you must lead the {card} or the {queen}.</source>
        <translation>Nach dem Ansagen musst du {card} oder {queen} ausspielen.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You must head the trick with a higher card of {suit}.</source>
        <translation>Du musst mit einer höheren Karte in {suit} stechen.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You must follow suit: play a card of {suit}.</source>
        <translation>Du musst Farbe bekennen: Spiel eine Karte in {suit}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You cannot follow suit, so you must trump ({suit} are trumps).</source>
        <translation>Du kannst nicht Farbe bekennen, also musst du stechen ({suit} ist Atout).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Only the player on lead may claim 66, before leading.</source>
        <translation>Nur wer ausspielt, darf 66 ansagen, und zwar vor dem Ausspielen.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You may claim 66 only right after winning a trick or melding a marriage.</source>
        <translation>66 ansagen darfst du nur gleich nach einem gewonnenen Stich oder einem angesagten Paar.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Only the player on lead may {kind}, before leading.</source>
        <translation>Nur wer ausspielt, darf vor dem Ausspielen {kind}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You hold no marriage in {suit}.</source>
        <translation>Du hast kein Paar in {suit}.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The talon is closed: you cannot {kind}.</source>
        <translation>Der Talon ist zugedreht: Du kannst nicht {kind}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The talon is exhausted: you cannot {kind}.</source>
        <translation>Der Talon ist aufgebraucht: Du kannst nicht {kind}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You do not hold the trump {jack} ({card}).</source>
        <translation>Nicht in deiner Hand: {card} (Atout-{jack}).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The trump {jack} was exchanged already: it lies as the turn-up.</source>
        <translation>Schon ausgetauscht: Atout-{jack} liegt als aufgedeckte Atoutkarte.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You may exchange the trump {jack} only after winning a trick.</source>
        <translation>Austauschen (Atout-{jack} gegen die Atoutkarte) darfst du erst nach einem gewonnenen Stich.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>You cannot {kind} now.</source>
        <translation>Du kannst jetzt nicht {kind}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>In this game nobody claims 66: every hand is played to its last card.</source>
        <translation>In diesem Spiel meldet niemand aus: Jedes Spiel wird bis zur letzten Karte gespielt.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The talon was just closed: first exchange the {card} for the turn-up, or pass.</source>
        <translation>Es wurde eben zugedreht: Zuerst austauschen ({card} gegen die Atoutkarte) oder verzichten.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You may pass only when the talon has just been closed and you may exchange.</source>
        <translation>Verzichten kannst du nur, wenn eben zugedreht wurde und du tauschen darfst.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>In this game the talon can be closed only after both players have drawn.</source>
        <translation>In diesem Spiel wird erst zugedreht, nachdem beide nachgezogen haben.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You may close before drawing only right after winning a trick while the talon is open, before doing anything else.</source>
        <translation>Vor dem Heben zudrehen darfst du nur gleich nach einem gewonnenen Stich, solange der Talon offen ist, und bevor du etwas anderes tust.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>exchange the trump {jack}</source>
        <translation>die Atoutkarte austauschen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>close the talon</source>
        <translation>zudrehen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>meld a marriage</source>
        <translation>ein Paar ansagen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>claim 66</source>
        <translation>66 ansagen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>play a card</source>
        <translation>eine Karte spielen</translation>
    </message>
    <message>
        <location line="-24"/>
        <source>You cannot {kind} when only the turn-up and one card remain in the talon.</source>
        <translation>Du kannst nicht {kind}, wenn nur noch die Atoutkarte und eine verdeckte Karte im Talon liegen.</translation>
    </message>
    <message>
        <location line="-13"/>
        <source>You have already melded before this lead.</source>
        <translation>Du hast vor diesem Ausspielen schon angesagt.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You may meld a marriage only after winning a trick.</source>
        <translation>Ein Paar darfst du erst nach einem gewonnenen Stich ansagen.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No marriage may be melded once the talon is closed or exhausted.</source>
        <translation>Ist der Talon zugedreht oder aufgebraucht, darf kein Paar mehr angesagt werden.</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>That is not allowed now.</source>
        <translation>Das ist jetzt nicht erlaubt.</translation>
    </message>
</context>
<context>
    <name>Review</name>
    <message>
        <location filename="../schnapsen_qt/ai/review.py" line="+123"/>
        <source>This was the only legal move.</source>
        <translation>Das war der einzige erlaubte Zug.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Best: {best} wins in {pct} % of the deals you cannot rule out.</source>
        <translation>Am besten: {best} gewinnt in {pct} % der Verteilungen, die du nicht ausschließen kannst.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Every card is known: {best} draws the hand with best play.</source>
        <translation>Alle Karten sind bekannt: {best} führt bei bestem Spiel zu einem Unentschieden.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{played} is about as good as the best move, {best}: it wins in {played_pct} % of the deals you cannot rule out, against {best_pct} %.</source>
        <translation>{played} ist fast so gut wie der beste Zug ({best}): Es gewinnt in {played_pct} % der Verteilungen, die du nicht ausschließen kannst, gegenüber {best_pct} %.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{best} wins in {best_pct} % of the deals you cannot rule out, {played} only in {played_pct} %.</source>
        <translation>{best} gewinnt in {best_pct} % der Verteilungen, die du nicht ausschließen kannst, {played} nur in {played_pct} %.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{best} scores more: {best_gp} game points on average over the deals you cannot rule out, against {played_gp} for {played}.</source>
        <translation>{best} bringt mehr: im Schnitt {best_gp} Punkte über die Verteilungen, die du nicht ausschließen kannst, gegenüber {played_gp} für {played}.</translation>
    </message>
    <message>
        <location line="-13"/>
        <source>Every card is known: with best play {best} wins the hand (game points: {gp}).</source>
        <translation>Alle Karten sind bekannt: Bei bestem Spiel gewinnt {best} das Spiel (Punkte: {gp}).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Every card is known and the hand is lost with best play; {best} loses the fewest game points: {gp}.</source>
        <translation>Alle Karten sind bekannt und das Spiel ist bei bestem Spiel verloren; mit {best} verlierst du die wenigsten Punkte: {gp}.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>The marriage could wait: {best} scores more ({best_gp} game points on average against {played_gp} for {played}), and you can still meld it when you lead again, as long as you keep both cards.</source>
        <translation>Das Paar hätte warten können: {best} bringt mehr (im Schnitt {best_gp} Punkte gegen {played_gp} für {played}), und du kannst es noch ansagen, wenn du wieder ausspielst, solange du beide Karten behältst.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Every card is known: with best play {best} scores {best_gp} in game points, {played} {played_gp}.</source>
        <translation>Alle Karten sind bekannt: Bei bestem Spiel bringt {best} {best_gp}, {played} {played_gp} (in Punkten).</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>playing the {card}</source>
        <translation>{card} spielen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>melding the marriage in {suit}</source>
        <translation>das Paar in {suit} ansagen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>exchanging for the turn-up</source>
        <translation>die Atoutkarte austauschen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>exchanging for the {card}</source>
        <translation>{card} eintauschen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>closing the talon</source>
        <translation>Zudrehen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>closing the talon before drawing</source>
        <translation>Zudrehen vor dem Nachziehen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>claiming 66</source>
        <translation>66 ansagen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>passing (no exchange)</source>
        <translation>Verzichten (kein Austausch)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Inaccuracy</source>
        <translation>Ungenauigkeit</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mistake</source>
        <translation>Fehler</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Blunder</source>
        <translation>Grober Fehler</translation>
    </message>
</context>
<context>
    <name>ReviewDialog</name>
    <message>
        <location filename="../schnapsen_qt/gui/dialogs/review_dialog.py" line="+328"/>
        <source>Review of the Hand</source>
        <translation>Analyse des Spiels</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Cancel</source>
        <translation>&amp;Abbrechen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>|◀ Start</source>
        <translation>|◀ Anfang</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>◀ &amp;Back</source>
        <translation>◀ &amp;Zurück</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Next ▶</source>
        <translation>&amp;Weiter ▶</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>End ▶|</source>
        <translation>Ende ▶|</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Next &amp;Mistake</source>
        <translation>Nächster &amp;Fehler</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The start of the hand (Home)</source>
        <translation>Der Anfang des Spiels (Pos1)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>One decision back (Left)</source>
        <translation>Eine Entscheidung zurück (Links)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>One decision on (Right)</source>
        <translation>Eine Entscheidung weiter (Rechts)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The end of the hand (End)</source>
        <translation>Das Ende des Spiels (Ende)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your next decision with a mark (inaccuracy, mistake or blunder)</source>
        <translation>Deine nächste markierte Entscheidung (Ungenauigkeit, Fehler oder grober Fehler)</translation>
    </message>
    <message>
        <location line="+51"/>
        <source>The review failed: {error}</source>
        <translation>Die Analyse ist fehlgeschlagen: {error}</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Valuing your decisions: {done} of {total}</source>
        <translation>Deine Entscheidungen werden bewertet: {done} von {total}</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Review cancelled.</source>
        <translation>Analyse abgebrochen.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Valuing your decisions…</source>
        <translation>Deine Entscheidungen werden bewertet …</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You made no decision in this hand.</source>
        <translation>Du hattest in diesem Spiel keine Entscheidung.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Total loss: {loss} game points · inaccuracies: {inaccuracies}, mistakes: {mistakes}, blunders: {blunders}</source>
        <translation>Verlust insgesamt: {loss} Punkte · Ungenauigkeiten: {inaccuracies}, Fehler: {mistakes}, grobe Fehler: {blunders}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>(so far: {done} of {total} decisions)</source>
        <translation>(bisher: {done} von {total} Entscheidungen)</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>Move {number} of {total}: your decision</source>
        <translation>Zug {number} von {total}: deine Entscheidung</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Move {number} of {total}: the computer</source>
        <translation>Zug {number} von {total}: der Computer</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The record stops here.</source>
        <translation>Das Protokoll endet hier.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>End of the hand</source>
        <translation>Ende des Spiels</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The computer decided here; step on to your decisions.</source>
        <translation>Hier hat der Computer entschieden; geh weiter zu deinen Entscheidungen.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Not valued: the review was cancelled.</source>
        <translation>Nicht bewertet: Die Analyse wurde abgebrochen.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Being valued…</source>
        <translation>Wird bewertet …</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Your move: {action}. Loss: {loss} ± {se} game points.</source>
        <translation>Dein Zug: {action}. Verlust: {loss} ± {se} Punkte.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Your move: {action}. Loss: {loss} game points.</source>
        <translation>Dein Zug: {action}. Verlust: {loss} Punkte.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Action</source>
        <translation>Zug</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Value</source>
        <translation>Wert</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Wins</source>
        <translation>Gewinnt</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>best</source>
        <translation>am besten</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>played</source>
        <translation>gespielt</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>over {deals} deals</source>
        <translation>über {deals} Verteilungen</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Values: game points of the hand you could expect, judged only from what you could know at that moment.</source>
        <translation>Werte: die Punkte, die du in diesem Spiel erwarten konntest, beurteilt nur nach dem, was du in dem Moment wissen konntest.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Every card was known: the values are exact.</source>
        <translation>Alle Karten waren bekannt: Die Werte sind genau.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>They are estimates over {deals} deals you cannot rule out, ± one standard error; a move is marked only where its loss is more than twice its error.</source>
        <translation>Sie sind Schätzungen über {deals} Verteilungen, die du nicht ausschließen konntest, ± ein Standardfehler; ein Zug wird nur markiert, wo sein Verlust mehr als doppelt so groß ist wie sein Fehler.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>They are estimates over {deals} deals you cannot rule out.</source>
        <translation>Sie sind Schätzungen über {deals} Verteilungen, die du nicht ausschließen konntest.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A move clearly behind the best was not valued over further deals: its value is over fewer deals, as its row says.</source>
        <translation>Ein Zug, der klar hinter dem besten lag, wurde nicht über weitere Verteilungen bewertet: sein Wert stammt aus weniger Verteilungen, wie seine Zeile angibt.</translation>
    </message>
    <message>
        <location line="-11"/>
        <source>Every deal you could not rule out was valued: no sampling noise.</source>
        <translation>Jede Verteilung, die du nicht ausschließen konntest, wurde bewertet: kein Stichprobenfehler.</translation>
    </message>
</context>
<context>
    <name>Rules</name>
    <message>
        <location filename="../schnapsen_qt/rules_text.py" line="+38"/>
        <source>Soft</source>
        <translation>Weich</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sharp</source>
        <translation>Scharf</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tournament</source>
        <translation>Turnier</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Custom</source>
        <translation>Eigene</translation>
    </message>
    <message>
        <location line="+64"/>
        <source>Meld only after winning a trick</source>
        <translation>Ansagen erst nach dem ersten eigenen Stich</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Exchange only after winning a trick</source>
        <translation>Austauschen erst nach dem ersten eigenen Stich</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>No closing or exchange with only two talon cards left</source>
        <translation>Kein Zudrehen und Austauschen, wenn nur noch zwei Talonkarten liegen</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Meld after the talon is gone</source>
        <translation>Ansagen auch nach dem Talon</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>A closer&apos;s win is scored from</source>
        <translation>Wer zugedreht hat und gewinnt, bekommt Punkte nach</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Penalty for a false claim</source>
        <translation>Strafe für falsches Ausmelden</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Taken tricks may be looked at</source>
        <translation>Gemachte Stiche dürfen angesehen werden</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Schneider-Bummerl counts twice</source>
        <translation>Schneider-Bummerl zählt doppelt</translation>
    </message>
    <message>
        <location line="-32"/>
        <source>the opponent&apos;s state when closing (Viennese)</source>
        <translation>dem Stand des Gegners beim Zudrehen (Wiener Art)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the opponent&apos;s state at the end</source>
        <translation>dem Stand des Gegners am Ende</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>2 game points, 3 if no trick</source>
        <translation>2 Punkte, 3 ohne Stich</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>what the claimer would have scored</source>
        <translation>so viel, wie der Ausmeldende bekommen hätte</translation>
    </message>
    <message>
        <location line="-47"/>
        <source>You may meld only after winning a trick.</source>
        <translation>Ansagen darfst du erst, wenn du einen Stich gemacht hast.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You may meld at any lead, even before your first trick.</source>
        <translation>Ansagen darfst du bei jedem Ausspiel, auch vor dem ersten Stich.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>After melding you must lead the {king} of the pair (or go out).</source>
        <translation>Nach dem Ansagen musst du aus dem Paar {king} ausspielen (oder ausmelden).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>After melding you must lead the {king} or the {queen} of the pair (or go out).</source>
        <translation>Nach dem Ansagen musst du eine Karte des Paares ({king} oder {queen}) ausspielen (oder ausmelden).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>You may exchange the trump {jack} only after winning a trick.</source>
        <translation>Austauschen (Atout-{jack} gegen die Atoutkarte) darfst du erst, wenn du einen Stich gemacht hast.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You may exchange the trump {jack} at any lead while the talon is open.</source>
        <translation>Austauschen (Atout-{jack} gegen die Atoutkarte) darfst du bei jedem Ausspiel, solange der Talon offen ist.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>When the talon holds only the turn-up and one face-down card, you may neither close nor exchange.</source>
        <translation>Liegen im Talon nur noch die Atoutkarte und eine verdeckte Karte, darf weder zugedreht noch ausgetauscht werden.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>You may close and exchange as long as the talon is open and not exhausted.</source>
        <translation>Zudrehen und Austauschen sind erlaubt, solange der Talon offen und nicht aufgebraucht ist.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Marriages may also be melded after the talon is closed or exhausted.</source>
        <translation>Zwanziger und Vierziger dürfen auch nach dem Zudrehen oder wenn der Talon aufgebraucht ist angesagt werden.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Marriages may be melded only while the talon is open.</source>
        <translation>Zwanziger und Vierziger dürfen nur angesagt werden, solange der Talon offen ist.</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>You may look through your own tricks; the last trick stays visible until the next lead.</source>
        <translation>Du darfst deine eigenen Stiche ansehen; der letzte Stich bleibt bis zum nächsten Ausspiel sichtbar.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Taken tricks may not be looked at: you must remember the points.</source>
        <translation>Gemachte Stiche dürfen nicht angesehen werden: Du musst die Augen mitzählen.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A Bummerl won 7:0 (Schneider-Bummerl) counts twice.</source>
        <translation>Ein 7:0 gewonnenes Bummerl (Schneider-Bummerl) zählt doppelt.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A Bummerl won 7:0 counts once, like any other.</source>
        <translation>Ein 7:0 gewonnenes Bummerl zählt einfach, wie jedes andere.</translation>
    </message>
    <message>
        <location line="-16"/>
        <source>A false claim gives the opponent what the claimer would have scored if right.</source>
        <translation>Meldet jemand zu Unrecht aus, bekommt der Gegner so viele Punkte, wie der Ausmeldende bei Recht bekommen hätte.</translation>
    </message>
    <message>
        <location line="-5"/>
        <source>A false claim gives the opponent 2 game points, or 3 if the opponent has no trick yet.</source>
        <translation>Meldet jemand zu Unrecht aus, bekommt der Gegner 2 Punkte, oder 3, wenn er noch keinen Stich hat.</translation>
    </message>
    <message>
        <location line="-110"/>
        <location line="+270"/>
        <source>House rules</source>
        <translation>Hausregeln</translation>
    </message>
    <message>
        <location line="-269"/>
        <location line="+290"/>
        <source>Sechsundsechzig</source>
        <translation>Sechsundsechzig</translation>
    </message>
    <message>
        <location line="-282"/>
        <source>Schnapsen as most people learn it: meld and exchange from the first lead, taken tricks may be looked at.</source>
        <translation>Schnapsen, wie es die meisten lernen: Ansagen und Austauschen ab dem ersten Ausspiel, gemachte Stiche dürfen angesehen werden.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Club Schnapsen: meld and exchange only after a trick, lead the {king} after a meld, tricks not looked at.</source>
        <translation>Schnapsen wie im Verein: Ansagen und Austauschen erst nach einem Stich, nach dem Ansagen wird {king} ausgespielt, Stiche bleiben verdeckt.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Sharp, and no meld once the talon is gone; a Schneider-Bummerl counts once.</source>
        <translation>Wie „Scharf“, dazu kein Ansagen mehr, wenn der Talon weg ist; ein Schneider-Bummerl zählt einfach.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Nobody claims 66: every hand is played to the last card, and the last trick decides.</source>
        <translation>Niemand meldet aus: Jedes Spiel wird bis zur letzten Karte gespielt, und der letzte Stich entscheidet.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The German parent game: 24 cards with the Nines, 10 for the last trick, the higher count wins.</source>
        <translation>Das deutsche Stammspiel: 24 Karten mit den Neunern, 10 Augen für den letzten Stich, die höhere Augenzahl gewinnt.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your own mix of the options below.</source>
        <translation>Eine eigene Mischung der Optionen unten.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Does not apply: nobody claims 66 under these rules.</source>
        <translation>Gilt hier nicht: Bei diesen Regeln meldet niemand aus.</translation>
    </message>
    <message>
        <location line="+43"/>
        <source>After a meld, lead the {king}</source>
        <translation>Nach dem Ansagen {king} ausspielen</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>A closer who wins scores from the opponent&apos;s tricks and points at the moment of closing (Viennese closing).</source>
        <translation>Wer zugedreht hat und gewinnt, bekommt Punkte nach den Stichen und Augen des Gegners beim Zudrehen (Wiener Art).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>A closer who wins scores from the opponent&apos;s tricks and points at the end of the hand.</source>
        <translation>Wer zugedreht hat und gewinnt, bekommt Punkte nach den Stichen und Augen des Gegners am Ende des Spiels.</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>Going out</source>
        <translation>Ausmachen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>by claiming 66</source>
        <translation>durch Ansagen von 66</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A player goes out by claiming 66 (“Genug”) as soon as they believe they have it.</source>
        <translation>Man macht aus, indem man 66 ansagt („Genug“), sobald man sie zu haben glaubt.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>at the end of the hand</source>
        <translation>am Ende des Spiels</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Nobody claims 66: every hand is played to its last card and judged then.</source>
        <translation>Niemand sagt 66 an: Jedes Spiel wird bis zur letzten Karte gespielt und dann gewertet.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Cards in the pack</source>
        <translation>Karten im Spiel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>20 cards</source>
        <translation>20 Karten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The pack has 20 cards; each player holds five.</source>
        <translation>Gespielt wird mit 20 Karten; jeder hält fünf.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>24 cards, with the Nines</source>
        <translation>24 Karten, mit den Neunern</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The pack has 24 cards with the four Nines (no points); each player holds six, and the trump {jack} is exchanged for the turn-up.</source>
        <translation>Gespielt wird mit 24 Karten samt den vier Neunern (ohne Punkte); jeder hält sechs, und gegen die Atoutkarte wird das niedrigste Atout getauscht (Atout-{jack}).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Bonus for the last trick</source>
        <translation>Bonus für den letzten Stich</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>none</source>
        <translation>keiner</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The last trick scores no bonus.</source>
        <translation>Der letzte Stich bringt keinen Bonus.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>10 points</source>
        <translation>10 Punkte</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The winner of the last trick scores 10 extra points when the talon was exhausted, not closed.</source>
        <translation>Wer den letzten Stich macht, bekommt 10 Punkte dazu, wenn der Talon aufgebraucht und nicht zugedreht wurde.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>When nobody went out</source>
        <translation>Wenn niemand ausgemacht hat</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the last trick wins</source>
        <translation>gewinnt der letzte Stich</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>When all cards are played and nobody went out, the winner of the last trick scores 1 game point.</source>
        <translation>Sind alle Karten gespielt und hat niemand ausgemacht, bekommt, wer den letzten Stich macht, 1 Punkt.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the higher count wins</source>
        <translation>gewinnt die höhere Punktzahl</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>When all cards are played and nobody went out, the player with more points wins; equal points are a draw.</source>
        <translation>Sind alle Karten gespielt und hat niemand ausgemacht, gewinnt, wer mehr Punkte hat; bei Gleichstand ist das Spiel unentschieden.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Close before drawing</source>
        <translation>Zudrehen vor dem Nachziehen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The winner of a trick may close the talon before the draws; then nobody draws.</source>
        <translation>Wer einen Stich gewinnt, darf vor dem Nachziehen zudrehen; dann zieht niemand mehr.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The talon can be closed only after both players have drawn.</source>
        <translation>Zugedreht wird erst, nachdem beide nachgezogen haben.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Exchange at the close</source>
        <translation>Austauschen beim Zudrehen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>When the talon is closed, the closer&apos;s opponent may first exchange the trump {jack} for the turn-up, with or without a trick.</source>
        <translation>Wird zugedreht, darf der Gegner zuerst die Atoutkarte austauschen (Atout-{jack}), auch ohne Stich.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>At a close, the opponent may not exchange.</source>
        <translation>Beim Zudrehen darf der Gegner nicht austauschen.</translation>
    </message>
    <message>
        <location line="+68"/>
        <source>A marriage: {king} and {queen}. Melded, it is worth 20, or 40 when {suit} are trumps; then you lead one of the two.</source>
        <translation>Ein Paar: {king} und {queen}. Angesagt zählt es 20, oder 40, wenn {suit} Atout ist; dann spielst du eine der beiden Karten aus.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>An exchange with {suit} as trumps: the {jack} from your hand takes the place of the turned-up {ace}, which goes into your hand.</source>
        <translation>Austauschen, wenn {suit} Atout ist: {jack} aus deiner Hand kommt an den Platz der aufgedeckten Karte ({ace}), und diese nimmst du auf die Hand.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Closing: the turned-up card is turned face down on the talon. Nobody draws any more, and you must reach 66 with the cards in hand.</source>
        <translation>Zudrehen: Die aufgedeckte Atoutkarte wird umgedreht auf den Talon gelegt. Niemand hebt mehr, und du musst mit den Karten auf der Hand 66 erreichen.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Examples</source>
        <translation>Beispiele</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Two more games</source>
        <translation>Zwei weitere Spiele</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Besides soft, sharp and tournament Schnapsen the settings offer two more games from the sources, each as a preset. The score of both counts up from 0 to 7.</source>
        <translation>Neben weichem, scharfem und Turnier-Schnapsen bieten die Einstellungen zwei weitere Spiele aus den Quellen, jedes als Regelsatz. Bei beiden wird von 0 auf 7 hinaufgezählt.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The simpler game that the house source teaches: soft Schnapsen, but every hand is played to the end.</source>
        <translation>Das einfachere Spiel, das die Hausregel-Quelle lehrt: weiches Schnapsen, aber jedes Spiel wird bis zur letzten Karte gespielt.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Nobody goes out: there is no “Genug”; all cards are played.</source>
        <translation>Niemand meldet aus: Es gibt kein „Genug“; alle Karten werden gespielt.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>If nobody closed the talon, the winner of the last trick scores 1 game point, however many points either player has.</source>
        <translation>Hat niemand zugedreht, bekommt, wer den letzten Stich macht, 1 Punkt, gleich wie viele Augen die beiden haben.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Whoever closes (zudrehen) must have 66 at the end of the hand, whoever wins the last trick: then 1 to 3 game points from the opponent&apos;s state at the close, otherwise the opponent scores 2, or 3 if without a trick at the close.</source>
        <translation>Wer zudreht, muss am Ende des Spiels 66 haben, gleich wer den letzten Stich macht: dann 1 bis 3 Punkte nach dem Stand des Gegners beim Zudrehen, sonst bekommt der Gegner 2 Punkte, oder 3, wenn er beim Zudrehen keinen Stich hatte.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Taken tricks may not be looked at; a Bummerl won 7:0 counts once; the deal alternates.</source>
        <translation>Gemachte Stiche dürfen nicht angesehen werden; ein 7:0-Bummerl zählt einfach; es wird abwechselnd gegeben.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Schnapsen&apos;s German parent (Sixty-six), with the differences the sources list:</source>
        <translation>Der deutsche Vorfahre des Schnapsens, mit den Unterschieden, die die Quellen nennen:</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>24 cards: the four Nines (Neuner, no points, below the {jack}) join the pack. Six cards each, dealt 3, 3, the turn-up, 3, 3. The trump Nine is exchanged for the turn-up.</source>
        <translation>24 Karten: Die vier Neuner (keine Augen, niedriger als {jack}) kommen dazu. Jeder bekommt sechs Karten, gegeben 3, 3, die Atoutkarte, 3, 3. Getauscht wird der Atout-Neuner gegen die aufgedeckte Atoutkarte.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The last trick is worth 10 more points (the Zehner for the last trick) when the talon was drawn to the end, not closed.</source>
        <translation>Der letzte Stich zählt 10 Augen mehr (der Zehner für den letzten Stich), wenn der Talon aufgebraucht und nicht zugedreht wurde.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Go out (ausmelden) by claiming 66 as in Schnapsen. If nobody went out and nobody closed, the higher count wins: 3 game points if the loser has no trick, 2 if under 33, else 1; equal counts are a drawn hand.</source>
        <translation>Ausgemeldet wird mit 66 wie beim Schnapsen. Hat niemand ausgemeldet und niemand zugedreht, gewinnt die höhere Augenzahl: 3 Punkte, wenn der Verlierer keinen Stich hat, 2 unter 33 Augen, sonst 1; bei gleichen Augen ist das Spiel unentschieden.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>You may close (zudrehen) right after winning a trick, before drawing, or after drawing as in Schnapsen. The closer&apos;s win is scored from the opponent&apos;s tricks at the end of the hand.</source>
        <translation>Zudrehen darf man gleich nach einem gewonnenen Stich, vor dem Heben, oder nach dem Heben wie beim Schnapsen. Gewinnt, wer zugedreht hat, zählen die Stiche des Gegners am Ende des Spiels.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>When the talon is closed, the opponent may first exchange the trump Nine for the turn-up, even without a trick, or pass.</source>
        <translation>Wird zugedreht, darf der Gegner zuerst den Atout-Neuner gegen die Atoutkarte tauschen, auch ohne Stich, oder verzichten.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>No 20 or 40 once the talon is closed or drawn to the end.</source>
        <translation>Kein Zwanziger oder Vierziger mehr, sobald zugedreht oder der Talon aufgebraucht ist.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The winner of a hand deals the next; after a drawn hand the deal alternates.</source>
        <translation>Wer ein Spiel gewinnt, gibt das nächste; nach einem Unentschieden wird abgewechselt.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The number-card deck</source>
        <translation>Das Zahlenblatt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>French cards whose Jack, Queen and King show 2, 3 and 4, so that each card&apos;s index is its point value (Ace 11, Ten 10) and a marriage is the 3 and 4 of a suit. The house source teaches the game with this pack because the points are easy to count. It has no Nines, so it can be chosen with any 20-card rules, not with Sechsundsechzig.</source>
        <translation>Französische Karten, deren Bube, Dame und König 2, 3 und 4 zeigen, sodass jede Karte ihre Augen im Eck trägt (Ass 11, Zehner 10) und ein Paar die 3 und 4 einer Farbe ist. Die Hausregel-Quelle lehrt das Spiel mit diesem Blatt, weil sich die Augen leicht zählen lassen. Es hat keine Neuner und ist daher mit allen 20-Karten-Regeln wählbar, nicht mit Sechsundsechzig.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>{count} cards in four suits ({suits}). From high to low: {ranks} points; {total} points in all.</source>
        <translation>{count} Karten in vier Farben ({suits}). Von hoch nach nieder: {ranks} Augen; zusammen {total} Augen.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>With the {bonus} points for the last trick, {total} points are in play.</source>
        <translation>Mit den {bonus} Augen für den letzten Stich sind {total} Augen im Spiel.</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>After melding you must lead the {king} of the pair.</source>
        <translation>Nach dem Ansagen musst du aus dem Paar {king} ausspielen.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>After melding you must lead the {king} or the {queen} of the pair.</source>
        <translation>Nach dem Ansagen musst du eine Karte des Paares ({king} oder {queen}) ausspielen.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Schnapsen</source>
        <translation>Schnapsen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Rules in force: {preset}.</source>
        <translation>Geltende Regeln: {preset}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Rules in force: custom (your own choice of options).</source>
        <translation>Geltende Regeln: eigene (deine Auswahl der Optionen).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The aim</source>
        <translation>Das Ziel</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Be the first to collect 66 points in a hand, from the cards in your tricks and from marriages, and say so (go out). Each hand won scores 1 to 3 game points; the first to make 7 game points wins the Bummerl.</source>
        <translation>Wer in einem Spiel zuerst 66 Augen aus den eigenen Stichen und angesagten Paaren hat, meldet aus („Genug“). Jedes gewonnene Spiel bringt 1 bis 3 Punkte; wer zuerst 7 Punkte hat, gewinnt das Bummerl.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Win the hands, with the points of the cards in your tricks and of marriages. Nobody goes out: every hand is played to its last card and judged then, as below. Each hand won scores 1 to 3 game points; the first to make 7 game points wins the Bummerl.</source>
        <translation>Gewinne die Spiele mit den Augen deiner Stiche und angesagten Paare. Niemand meldet aus: Jedes Spiel wird bis zur letzten Karte gespielt und dann entschieden, wie unten beschrieben. Jedes gewonnene Spiel bringt 1 bis 3 Punkte; wer zuerst 7 Punkte hat, gewinnt das Bummerl.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The cards</source>
        <translation>Die Karten</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Each player gets {count} cards and one card is turned up; its suit is trumps (Atout). The rest of the pack lies face down across it: the talon. The non-dealer leads the first trick; the winner of a trick leads the next.</source>
        <translation>Jeder bekommt {count} Karten, und eine Karte wird aufgedeckt; ihre Farbe ist Atout. Die übrigen Karten liegen verdeckt quer darüber: der Talon. Die Vorhand spielt zum ersten Stich aus; wer einen Stich macht, spielt zum nächsten aus.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Playing the tricks</source>
        <translation>Das Stechen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A trick is won by the higher trump, else by the higher card of the suit led.</source>
        <translation>Den Stich macht der höhere Atout, sonst die höhere Karte der ausgespielten Farbe.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>While the talon is open, any card may be played. After each trick the winner draws the top card of the talon, then the loser.</source>
        <translation>Solange der Talon offen ist, darf jede Karte gespielt werden. Nach jedem Stich hebt zuerst, wer ihn gemacht hat, die oberste Karte vom Talon ab, dann der andere.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Once the talon is exhausted or closed, nobody draws and you must follow suit and head the trick if you can; if you cannot follow suit you must trump; otherwise play any card.</source>
        <translation>Ist der Talon aufgebraucht oder zugedreht, wird nicht mehr gehoben, und es herrscht Farb- und Stichzwang: Farbe bekennen und wenn möglich überstechen; wer nicht bekennen kann, muss mit Atout stechen; sonst ist jede Karte erlaubt.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Before leading</source>
        <translation>Vor dem Ausspielen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Marriage: with {king} and {queen} of one suit in your hand you may meld them for 20 points, 40 in trumps (Zwanziger, Vierziger). Points of marriages count once you have won a trick.</source>
        <translation>Ansagen: Mit {king} und {queen} einer Farbe auf der Hand darfst du das Paar ansagen: 20 Augen (Zwanziger), in Atout 40 (Vierziger). Angesagte Augen zählen, sobald du einen Stich gemacht hast.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Exchange: the trump {jack} in your hand may be exchanged for the turned-up trump card.</source>
        <translation>Austauschen: Das niedrigste Atout deiner Hand (Atout-{jack}) darf gegen die aufgedeckte Atoutkarte getauscht werden.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Close (zudrehen): turn the trump card face down; from then on nobody draws and the strict rules of play apply. You must then reach 66 yourself.</source>
        <translation>Zudrehen: Die Atoutkarte wird umgedreht; ab dann wird nicht mehr gehoben, und es herrscht Farb- und Stichzwang. Wer zudreht, muss selbst 66 erreichen.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Go out (“Genug”): when you have won the previous trick or just melded and believe you have 66 points, claim them. The hand ends at once.</source>
        <translation>Ausmelden („Genug“): Wenn du den letzten Stich gemacht oder gerade angesagt hast und glaubst, 66 Augen zu haben, meldest du aus. Das Spiel endet sofort.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Scoring a hand</source>
        <translation>Die Wertung</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A correct claim scores 1 game point, 2 if the opponent has fewer than 33 points (Schneider), 3 if the opponent has no trick (Schwarz).</source>
        <translation>Richtiges Ausmelden bringt 1 Punkt, 2, wenn der Gegner unter 33 Augen hat (Schneider), 3, wenn er keinen Stich hat (Schwarz).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A player who closed and has 66 at the end of the hand scores 1 game point, 2 if the opponent has fewer than 33 points (Schneider), 3 if the opponent has no trick (Schwarz).</source>
        <translation>Wer zugedreht hat und am Ende des Spiels 66 Augen hat, bekommt 1 Punkt, 2, wenn der Gegner unter 33 Augen hat (Schneider), 3, wenn er keinen Stich hat (Schwarz).</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>If the player who closed does not reach 66, the opponent scores 2 game points, or 3 if the opponent had no trick when the talon was closed.</source>
        <translation>Erreicht, wer zugedreht hat, die 66 nicht, bekommt der Gegner 2 Punkte, oder 3, wenn er beim Zudrehen noch keinen Stich hatte.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Bummerl</source>
        <translation>Bummerl</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Both players start at 0 and add the game points they win. The first to reach {win} wins the Bummerl; the loser gets a Bummerl.</source>
        <translation>Beide beginnen bei 0; gewonnene Punkte werden dazugezählt. Wer zuerst {win} hat, gewinnt und hängt dem anderen ein Bummerl an.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Both players start at 7; the game points won are subtracted. The first to reach 0 wins the Bummerl; the loser gets a Bummerl.</source>
        <translation>Beide beginnen bei 7; gewonnene Punkte werden abgezogen. Wer zuerst bei 0 ist, gewinnt und hängt dem anderen ein Bummerl an.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>A match is played to a number of Bummerls agreed beforehand (in the settings): whoever first gets that many Bummerls loses the match, the other wins it.</source>
        <translation>Eine Partie geht über eine vorher vereinbarte Zahl von Bummerln (in den Einstellungen): Wer zuerst so viele Bummerl hat, verliert die Partie, der andere gewinnt sie.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>At the table</source>
        <translation>Am Tisch</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>More rules</source>
        <translation>Weitere Regeln</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Options in force</source>
        <translation>Geltende Optionen</translation>
    </message>
    <message>
        <location line="-447"/>
        <source>yes</source>
        <translation>ja</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no</source>
        <translation>nein</translation>
    </message>
</context>
<context>
    <name>SaveGame</name>
    <message>
        <location filename="../schnapsen_qt/gui/window/file_words.py" line="+17"/>
        <source>this is not a Schnapsen Qt saved game</source>
        <translation>sie ist kein Spielstand von Schnapsen Qt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the saved game has version {version}, newer than this program</source>
        <translation>der Spielstand hat die Version {version}, neuer als dieses Programm</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the match score is damaged: {error}</source>
        <translation>der Punktestand ist beschädigt: {error}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the saved match is already over</source>
        <translation>die gespeicherte Partie ist schon zu Ende</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the saved hand does not replay: {error}</source>
        <translation>das gespeicherte Spiel lässt sich nicht nachspielen: {error}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the saved hand is already over</source>
        <translation>das gespeicherte Spiel ist schon zu Ende</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the saved hand does not belong to the match</source>
        <translation>das gespeicherte Spiel passt nicht zur Partie</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the saved game&apos;s settings are damaged: {error}</source>
        <translation>die Einstellungen des gespeicherten Spiels sind beschädigt: {error}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the saved game was played from the other seat</source>
        <translation>das gespeicherte Spiel wurde vom anderen Platz aus gespielt</translation>
    </message>
</context>
<context>
    <name>ScoreSheet</name>
    <message>
        <location filename="../schnapsen_qt/gui/dialogs/score_sheet.py" line="+69"/>
        <source>Bummerls (the loser of a Bummerl gets one, two for a Schneider-Bummerl that counts twice): you {you}, computer {computer}. Whoever gets {n} loses the match.</source>
        <translation>Bummerl (der Verlierer eines Bummerls bekommt eines, bei einem doppelt zählenden Schneider-Bummerl zwei): du {you}, Computer {computer}. Wer {n} hat, verliert die Partie.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Bummerls (the loser of a Bummerl gets one): you {you}, computer {computer}. Whoever gets {n} loses the match.</source>
        <translation>Bummerl (der Verlierer eines Bummerls bekommt eines): du {you}, Computer {computer}. Wer {n} hat, verliert die Partie.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>No hand of this Bummerl is finished yet. Both start at 0; 7 game points win.</source>
        <translation>In diesem Bummerl ist noch kein Spiel fertig. Beide beginnen bei 0; 7 Punkte gewinnen.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No hand of this Bummerl is finished yet. Both start at 7.</source>
        <translation>In diesem Bummerl ist noch kein Spiel fertig. Beide beginnen bei 7.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>you</source>
        <translation>du</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>computer</source>
        <translation>Computer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hand</source>
        <translation>Spiel</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Dealer</source>
        <translation>Geber</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Won by</source>
        <translation>Gewonnen von</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>How</source>
        <translation>Wie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Game points</source>
        <translation>Punkte</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Game points so far (you : computer)</source>
        <translation>Punkte bisher (du : Computer)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Still to go (you : computer)</source>
        <translation>Noch zu machen (du : Computer)</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Score sheet of the Bummerl</source>
        <translation>Schreibblock des Bummerls</translation>
    </message>
</context>
<context>
    <name>Settings</name>
    <message>
        <location filename="../schnapsen_qt/gui/window/file_words.py" line="+1"/>
        <source>The settings are damaged; using defaults.</source>
        <translation>Die Einstellungen sind beschädigt; es gelten die Standardwerte.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Unknown value {value} for the setting “{name}”; using the default.</source>
        <translation>Unbekannter Wert {value} für die Einstellung „{name}“; es gilt der Standardwert.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Unknown rules {value} in the settings; using the soft rules.</source>
        <translation>Unbekannte Regeln {value} in den Einstellungen; es gelten die weichen Regeln.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Unknown rule option {name} = {value} in the settings; ignored.</source>
        <translation>Unbekannte Regeloption {name} = {value} in den Einstellungen; sie wird ignoriert.</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <location filename="../schnapsen_qt/gui/dialogs/settings_dialog.py" line="+251"/>
        <source>Settings</source>
        <translation>Einstellungen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rules</source>
        <translation>Regeln</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Game and display</source>
        <translation>Spiel und Anzeige</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rules &amp;preset:</source>
        <translation>&amp;Regelwerk:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Rule options</source>
        <translation>Regeloptionen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A change of the rules applies from the next Bummerl.</source>
        <translation>Geänderte Regeln gelten ab dem nächsten Bummerl.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A new computer level plays from the next hand; deck, language and the other display settings change at once.</source>
        <translation>Eine neue Spielstärke des Computers gilt ab dem nächsten Spiel; Karten, Sprache und die übrigen Anzeigeeinstellungen ändern sich sofort.</translation>
    </message>
    <message>
        <location line="+7"/>
        <location filename="../schnapsen_qt/gui/window/file_words.py" line="+7"/>
        <source>Computer l&amp;evel:</source>
        <translation>&amp;Spielstärke des Computers:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Match length (Bummerls that lose it):</source>
        <translation>&amp;Länge der Partie (Bummerl, die sie verlieren):</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The loser of each Bummerl gets one (two for a Schneider-Bummerl that counts twice); whoever first has this many loses the match.</source>
        <translation>Der Verlierer eines Bummerls bekommt eines (zwei bei einem doppelt zählenden Schneider-Bummerl); wer zuerst so viele hat, verliert die Partie.</translation>
    </message>
    <message>
        <location line="+3"/>
        <location filename="../schnapsen_qt/gui/window/file_words.py" line="+1"/>
        <source>&amp;Deck:</source>
        <translation>&amp;Karten:</translation>
    </message>
    <message>
        <location line="+3"/>
        <location filename="../schnapsen_qt/gui/window/file_words.py" line="+1"/>
        <source>Card &amp;back:</source>
        <translation>Karten&amp;rücken:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Blue</source>
        <translation>Blau</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Red</source>
        <translation>Rot</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Green</source>
        <translation>Grün</translation>
    </message>
    <message>
        <location line="+4"/>
        <location filename="../schnapsen_qt/gui/window/file_words.py" line="+1"/>
        <source>&amp;Language:</source>
        <translation>S&amp;prache:</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>System default</source>
        <translation>Systemsprache</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../schnapsen_qt/gui/window/file_words.py" line="+1"/>
        <source>&amp;Animation speed:</source>
        <translation>&amp;Animationstempo:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Instant</source>
        <translation>Sofort</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fast</source>
        <translation>Schnell</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Slow</source>
        <translation>Langsam</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Counting aid (show the points of the tricks taken)</source>
        <translation>&amp;Zählhilfe (Augen der gemachten Stiche anzeigen)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>As&amp;k before “Genug” and before closing the talon</source>
        <translation>Vor „Genug“ und vor dem Zudrehen &amp;fragen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>S&amp;ounds (shuffle, deal, play, trick)</source>
        <translation>&amp;Geräusche (Mischen, Geben, Ausspielen, Stich)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Mistakes found by the &amp;review become trainer positions</source>
        <translation>Fehler, die die Anal&amp;yse findet, werden Trainer-Stellungen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Re&amp;view each hand in the background (your accuracy in the summary and the statistics)</source>
        <translation>Jedes Spiel im &amp;Hintergrund analysieren (deine Genauigkeit in der Zusammenfassung und der Statistik)</translation>
    </message>
    <message>
        <location line="+120"/>
        <source>The deck “{deck}” has no Nines, so rule sets with 24 cards (Sechsundsechzig) cannot be chosen with it; choose another deck on the other page first.</source>
        <translation>Das Blatt „{deck}“ hat keine Neuner, daher sind Regeln mit 24 Karten (Sechsundsechzig) damit nicht wählbar; wähle zuerst auf der anderen Seite ein anderes Blatt.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Decks without Nines (the number cards) cannot be chosen with 24-card rules.</source>
        <translation>Blätter ohne Neuner (das Zahlenblatt) sind mit 24-Karten-Regeln nicht wählbar.</translation>
    </message>
    <message>
        <location line="+50"/>
        <source>The new rules (and match length) apply from the next Bummerl.</source>
        <translation>Die neuen Regeln (und die Partielänge) gelten ab dem nächsten Bummerl.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The new computer level plays from the next hand.</source>
        <translation>Die neue Spielstärke des Computers gilt ab dem nächsten Spiel.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Deck, language and display settings change at once.</source>
        <translation>Karten, Sprache und Anzeige ändern sich sofort.</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Change settings</source>
        <translation>Einstellungen ändern</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A Bummerl is being played. Change the settings?</source>
        <translation>Ein Bummerl ist im Gang. Einstellungen ändern?</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Or start a new match with these rules now: this match then counts as given up.</source>
        <translation>Oder jetzt eine neue Partie mit diesen Regeln beginnen: Diese Partie zählt dann als aufgegeben.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Or start a new match with these rules now: no hand of this match is finished, so nothing is given up.</source>
        <translation>Oder jetzt eine neue Partie mit diesen Regeln beginnen: In dieser Partie ist noch kein Spiel fertig, es wird also nichts aufgegeben.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;New Match Now</source>
        <translation>&amp;Neue Partie jetzt</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>From the Next &amp;Bummerl</source>
        <translation>Ab dem nächsten &amp;Bummerl</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Keep the Rules</source>
        <translation>&amp;Regeln behalten</translation>
    </message>
</context>
<context>
    <name>Shortcuts</name>
    <message>
        <location filename="../schnapsen_qt/rules_text.py" line="+474"/>
        <source>New match (gives up the running one)</source>
        <translation>Neue Partie (gibt die laufende auf)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Re-deal this hand (same cards; after moves, as practice)</source>
        <translation>Dieses Spiel neu geben (dieselben Karten; nach Zügen als Übung)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hint</source>
        <translation>Tipp</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Full screen</source>
        <translation>Vollbild</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Quit</source>
        <translation>Beenden</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Settings</source>
        <translation>Einstellungen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Statistics</source>
        <translation>Statistik</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Trainer: a position to solve</source>
        <translation>Trainer: eine Stellung zum Lösen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rules and keys</source>
        <translation>Regeln und Tasten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>1–{count}, Left/Right</source>
        <translation>1–{count}, Links/Rechts</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Choose a card</source>
        <translation>Karte wählen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play the chosen card</source>
        <translation>Gewählte Karte spielen</translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+28"/>
        <source>Enter, Space</source>
        <translation>Eingabe, Leertaste</translation>
    </message>
    <message>
        <location line="-27"/>
        <source>Meld a marriage</source>
        <translation>Zwanziger/Vierziger ansagen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Exchange the trump {jack}</source>
        <translation>Austauschen: Atout-{jack} gegen die aufgedeckte Atoutkarte</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Close the talon (zudrehen)</source>
        <translation>Zudrehen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Close before drawing, while the talon offers it right after a trick you won (Sechsundsechzig)</source>
        <translation>Vor dem Heben zudrehen, solange der Talon es gleich nach deinem Stich anbietet (Sechsundsechzig)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Go out (“Genug”)</source>
        <translation>Ausmelden („Genug“)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Look through your taken tricks (if the rules allow)</source>
        <translation>Die eigenen Stiche ansehen (wenn die Regeln es erlauben)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Back from your taken tricks to the table</source>
        <translation>Von den eigenen Stichen zurück zum Tisch</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Take back your last move (the hand becomes practice)</source>
        <translation>Den letzten eigenen Zug zurücknehmen (das Spiel wird zur Übung)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play the finished deal again as practice</source>
        <translation>Das beendete Spiel mit denselben Karten noch einmal, als Übung</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play the finished deal again as practice, with the computer&apos;s cards</source>
        <translation>Das beendete Spiel noch einmal, als Übung, mit den Karten des Computers</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Review the last hand</source>
        <translation>Das letzte Spiel analysieren</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save the hand record</source>
        <translation>Das Spielprotokoll speichern</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open a hand record</source>
        <translation>Ein Spielprotokoll öffnen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Review: Left/Right, Space, Home/End</source>
        <translation>Analyse: Links/Rechts, Leertaste, Pos1/Ende</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Step through the hand&apos;s decisions</source>
        <translation>Durch die Entscheidungen des Spiels blättern</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bauernschnapsen: the four-seat table</source>
        <translation>Bauernschnapsen: der Tisch zu viert</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Back to the two-player match</source>
        <translation>Zurück zur Partie zu zweit</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bauernschnapsen: new game to 24 (gives up the running one)</source>
        <translation>Bauernschnapsen: neue Partie auf 24 (gibt die laufende auf)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>1–9, 0, A–F</source>
        <translation>1–9, 0, A–F</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bauernschnapsen: the choice numbered on its button (trumps, bid, Kontra)</source>
        <translation>Bauernschnapsen: die Wahl mit dieser Nummer auf dem Knopf (Atout, Ansage, Kontra)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Bauernschnapsen: play your card, counted from the left</source>
        <translation>Bauernschnapsen: deine Karte ausspielen, von links gezählt</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Bauernschnapsen: the next hand</source>
        <translation>Bauernschnapsen: das nächste Spiel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bauernschnapsen: the score sheet</source>
        <translation>Bauernschnapsen: der Schreibblock</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bauernschnapsen: hint (your bid, Kontra answer, trumps or card, marked on the table)</source>
        <translation>Bauernschnapsen: Tipp (deine Ansage, Antwort auf Kontra, Atout oder Karte, am Tisch markiert)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Bauernschnapsen: review the last hand</source>
        <translation>Bauernschnapsen: das letzte Spiel analysieren</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Ctrl</source>
        <translation>Strg</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Shift</source>
        <translation>Umschalt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Esc</source>
        <translation>Esc</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Keyboard</source>
        <translation>Tastatur</translation>
    </message>
</context>
<context>
    <name>StatsDialog</name>
    <message>
        <location filename="../schnapsen_qt/gui/dialogs/stats_dialog.py" line="+264"/>
        <source>Statistics</source>
        <translation>Statistik</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Rules:</source>
        <translation>&amp;Regeln:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>All rules</source>
        <translation>Alle Regeln</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Overview</source>
        <translation>Übersicht</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>By level</source>
        <translation>Nach Spielstärke</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Over time</source>
        <translation>Verlauf</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your decisions</source>
        <translation>Deine Entscheidungen</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Matches won</source>
        <translation>Partien gewonnen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Matches lost</source>
        <translation>Partien verloren</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Matches given up</source>
        <translation>Partien aufgegeben</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Schneider-Bummerls won:lost</source>
        <translation>Schneider-Bummerl gewonnen:verloren</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Hands won %</source>
        <translation>Spiele gewonnen %</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Practice hands (not in the rates)</source>
        <translation>Übungsspiele (nicht in den Quoten)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Game points won:lost</source>
        <translation>Punkte gewonnen:verloren</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Schneider won:lost</source>
        <translation>Schneider gewonnen:verloren</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Schwarz won:lost</source>
        <translation>Schwarz gewonnen:verloren</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Longest winning streak: {hands_best}, {bummerls_best} (now {hands_current}, {bummerls_current}). A Schneider-Bummerl is one Bummerl won here, although the loser gets two marks for it when the rules say it counts twice.</source>
        <translation>Längste Siegesserie: {hands_best}, {bummerls_best} (derzeit {hands_current}, {bummerls_current}). Ein Schneider-Bummerl zählt hier als ein gewonnenes Bummerl, auch wenn der Verlierer dafür zwei Bummerl angeschrieben bekommt, wo es doppelt zählt.</translation>
    </message>
    <message>
        <location line="-21"/>
        <location line="+32"/>
        <source>Hands won</source>
        <translation>Spiele gewonnen</translation>
    </message>
    <message>
        <location line="-31"/>
        <source>Hands lost</source>
        <translation>Spiele verloren</translation>
    </message>
    <message>
        <location line="-5"/>
        <location line="+37"/>
        <source>Bummerls won</source>
        <translation>Bummerl gewonnen</translation>
    </message>
    <message>
        <location line="-69"/>
        <source>Re&amp;set...</source>
        <translation>&amp;Zurücksetzen …</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Bars: the game points of your last hands, up when you won, down when you lost. Discs: your last matches, green won, red lost, grey given up (New Match during a match). Newest on the right; all rules and levels.</source>
        <translation>Balken: die Punkte deiner letzten Spiele, nach oben gewonnen, nach unten verloren. Scheiben: deine letzten Partien, grün gewonnen, rot verloren, grau aufgegeben (Neue Partie während einer Partie). Die neuesten rechts; alle Regeln und Spielstärken.</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Bummerls lost</source>
        <translation>Bummerl verloren</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Total</source>
        <translation>Gesamt</translation>
    </message>
    <message numerus="yes">
        <location line="+8"/>
        <location line="+2"/>
        <source>%n hand(s)</source>
        <translation>
            <numerusform>%n Spiel</numerusform>
            <numerusform>%n Spiele</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="-1"/>
        <location line="+2"/>
        <source>%n Bummerl(s)</source>
        <translation>
            <numerusform>%n Bummerl</numerusform>
            <numerusform>%n Bummerl</numerusform>
        </translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Last hands</source>
        <translation>Letzte Spiele</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Last matches</source>
        <translation>Letzte Partien</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No hands played yet.</source>
        <translation>Noch keine Spiele gespielt.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Reset statistics</source>
        <translation>Statistik zurücksetzen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Delete all statistics? This cannot be undone.</source>
        <translation>Die ganze Statistik löschen? Das lässt sich nicht rückgängig machen.</translation>
    </message>
</context>
<context>
    <name>Storage</name>
    <message>
        <location filename="../schnapsen_qt/gui/window/file_words.py" line="-38"/>
        <source>it cannot be read ({error})</source>
        <translation>sie kann nicht gelesen werden ({error})</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>it is not a regular file</source>
        <translation>sie ist keine gewöhnliche Datei</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>it is too large</source>
        <translation>sie ist zu groß</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>it is not text</source>
        <translation>sie enthält keinen Text</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>it is a link to nothing</source>
        <translation>sie ist ein Verweis ins Leere</translation>
    </message>
    <message>
        <location line="-13"/>
        <source>The defaults are used.</source>
        <translation>Es gelten die Standardwerte.</translation>
    </message>
    <message>
        <location line="-17"/>
        <source>The saved hand</source>
        <translation>Das gespeicherte laufende Spiel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The match goes on at its score with a new hand.</source>
        <translation>Die Partie geht beim selben Spielstand mit einem neuen Spiel weiter.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The file of your accuracy per hand</source>
        <translation>Die Datei deiner Genauigkeit pro Spiel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your accuracy is counted afresh.</source>
        <translation>Deine Genauigkeit wird neu gezählt.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The saved Bauernschnapsen game</source>
        <translation>Die gespeicherte Bauernschnapsen-Partie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A new Bauernschnapsen game is started.</source>
        <translation>Eine neue Bauernschnapsen-Partie beginnt.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The Bauernschnapsen statistics file</source>
        <translation>Die Bauernschnapsen-Statistikdatei</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>it is damaged</source>
        <translation>sie ist beschädigt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>it has no valid version</source>
        <translation>sie hat keine gültige Versionsnummer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>it was written by a newer version of Schnapsen Qt</source>
        <translation>sie stammt von einer neueren Version von Schnapsen Qt</translation>
    </message>
    <message>
        <location line="+72"/>
        <source>{what} could not be used: {reason}. {fallback} The old file was kept as {backup}.</source>
        <translation>{what} war nicht verwendbar: {reason}. {fallback} Die alte Datei wurde als {backup} aufbewahrt.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{what} could not be used: {reason}. {fallback}</source>
        <translation>{what} war nicht verwendbar: {reason}. {fallback}</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Could not write {path}: {error}</source>
        <translation>{path} konnte nicht geschrieben werden: {error}</translation>
    </message>
    <message>
        <location line="-113"/>
        <source>The settings file</source>
        <translation>Die Einstellungsdatei</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The default settings are used.</source>
        <translation>Es gelten die Standardeinstellungen.</translation>
    </message>
    <message>
        <location line="+96"/>
        <source>The old file was kept as {backup}.</source>
        <translation>Die alte Datei wurde als {backup} aufbewahrt.</translation>
    </message>
    <message>
        <location line="-95"/>
        <source>The saved game</source>
        <translation>Die Spielstand-Datei</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A new game is started.</source>
        <translation>Ein neues Spiel beginnt.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The statistics file</source>
        <translation>Die Statistikdatei</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+10"/>
        <source>The statistics start from zero.</source>
        <translation>Die Statistik beginnt von vorn.</translation>
    </message>
    <message>
        <location line="-9"/>
        <source>The trainer&apos;s progress file</source>
        <translation>Die Fortschrittsdatei des Trainers</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The trainer starts afresh.</source>
        <translation>Der Trainer beginnt von vorn.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The file of your own trainer positions</source>
        <translation>Die Datei deiner eigenen Trainer-Stellungen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your mistakes are collected afresh.</source>
        <translation>Deine Fehler werden von neuem gesammelt.</translation>
    </message>
</context>
<context>
    <name>Table</name>
    <message>
        <location filename="../schnapsen_qt/gui/table/table_texts.py" line="+318"/>
        <source>That move is no longer possible.</source>
        <translation>Dieser Zug ist nicht mehr möglich.</translation>
    </message>
    <message>
        <location line="-270"/>
        <source>Bummerl</source>
        <translation>Bummerl</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Bummerls (red beads): you {mine}, computer {theirs}</source>
        <translation>Bummerl (rote Perlen): du {mine}, Computer {theirs}</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Large beads: the game points won in this Bummerl, gold (7 wins it): you {mine}, computer {theirs}.</source>
        <translation>Große Perlen: die in diesem Bummerl gewonnenen Punkte, golden (7 gewinnen es): du {mine}, Computer {theirs}.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Large beads: the game points still to go in this Bummerl, gold: you {mine}, computer {theirs}.</source>
        <translation>Große Perlen: die in diesem Bummerl noch fehlenden Punkte, golden: du {mine}, Computer {theirs}.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Small beads: the Bummerls each player got, red (the loser of a Bummerl gets one); whoever first has {count} loses the match.</source>
        <translation>Kleine Perlen: die Bummerl jedes Spielers, rot (wer ein Bummerl verliert, bekommt eines); wer zuerst {count} hat, verliert die Partie.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Bummerls: you {mine}, computer {theirs}.</source>
        <translation>Bummerl: du {mine}, Computer {theirs}.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Talon closed by you</source>
        <translation>Von dir zugedreht</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Talon closed by the computer</source>
        <translation>Vom Computer zugedreht</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Talon exhausted</source>
        <translation>Talon aufgebraucht</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Dealer: you</source>
        <translation>Geber: du</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dealer: computer</source>
        <translation>Geber: Computer</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>soft</source>
        <translation>weich</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>sharp</source>
        <translation>scharf</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>tournament</source>
        <translation>Turnier</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>house rules</source>
        <translation>Hausregeln</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sechsundsechzig</source>
        <translation>Sechsundsechzig</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>custom</source>
        <translation>eigene</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Draw (Enter, click your hand) or close now (B, click the talon)</source>
        <translation>Heben (Enter, Klick auf deine Karten) oder jetzt zudrehen (B, Klick auf den Talon)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The computer waits: Play on lets it answer</source>
        <translation>Der Computer wartet: „Weiterspielen“ lässt ihn antworten</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The computer is thinking…</source>
        <translation>Der Computer überlegt …</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Your turn: follow</source>
        <translation>Du bist dran: zugeben</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your lead</source>
        <translation>Du spielst aus</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>{points} from marriages</source>
        <translation>{points} aus Ansagen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{points} for the last trick</source>
        <translation>{points} für den letzten Stich</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{first} and {second}</source>
        <translation>{first} und {second}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Yours include {parts}.</source>
        <translation>Bei dir sind {parts} dabei.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The computer&apos;s include {parts}.</source>
        <translation>Beim Computer sind {parts} dabei.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>A drawn hand</source>
        <translation>Unentschieden</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Nobody scores; the deal passes on.</source>
        <translation>Niemand bekommt Punkte; der Nächste gibt.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Score: you {mine}, computer {theirs} (7 wins)</source>
        <translation>Stand: du {mine}, Computer {theirs} (7 gewinnt)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Practice outside the match: the score and the statistics did not change.</source>
        <translation>Übung außerhalb der Partie: Punktestand und Statistik bleiben unverändert.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Review: Ctrl+R · This deal again: F6 · with the seats swapped: Shift+F6</source>
        <translation>Analyse: Strg+R · Dieselben Karten noch einmal: F6 · mit getauschten Plätzen: Umschalt+F6</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Schneider-Bummerl (7:0): you get two Bummerls, it counts twice.</source>
        <translation>Schneider (7:0): Der Computer hängt dir zwei Bummerl an, das Bummerl zählt doppelt.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Schneider-Bummerl (7:0): the computer gets two Bummerls, it counts twice.</source>
        <translation>Schneider (7:0): Du hängst dem Computer zwei Bummerl an, das Bummerl zählt doppelt.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Schneider-Bummerl (7:0): you get a Bummerl.</source>
        <translation>Schneider (7:0): Der Computer hängt dir ein Bummerl an.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Schneider-Bummerl (7:0): the computer gets a Bummerl.</source>
        <translation>Schneider (7:0): Du hängst dem Computer ein Bummerl an.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You get a Bummerl.</source>
        <translation>Der Computer hängt dir ein Bummerl an.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The computer gets a Bummerl.</source>
        <translation>Du hängst dem Computer ein Bummerl an.</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Trick {number}: {points} points</source>
        <translation>Stich {number}: {points} Augen</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{points} points</source>
        <translation>{points} Augen</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The computer did not win the last trick; its tricks stay face down.</source>
        <translation>Den letzten Stich hat nicht der Computer gemacht; seine Stiche bleiben verdeckt.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The computer won the last trick: {lead} and {follow}.</source>
        <translation>Den letzten Stich hat der Computer gemacht: {lead} und {follow}.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>You win the trick.</source>
        <translation>Du machst den Stich.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The computer wins the trick.</source>
        <translation>Der Computer macht den Stich.</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>Choose a card first (← → or its number), then press Enter; or click it.</source>
        <translation>Wähle zuerst eine Karte (← → oder ihre Nummer) und drücke dann Enter; oder klicke sie an.</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>You won the trick: draw (Enter, or click your hand), or close the talon before drawing (B, or click the talon).</source>
        <translation>Du hast den Stich: heben (Enter oder Klick auf deine Karten) oder vor dem Heben zudrehen (B oder Klick auf den Talon).</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>You keep your trump {jack}.</source>
        <translation>Du tauschst nicht: Atout-{jack} bleibt in deiner Hand.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Computer keeps its trump {jack}.</source>
        <translation>Der Computer tauscht nicht: Atout-{jack} bleibt in seiner Hand.</translation>
    </message>
    <message>
        <location line="-157"/>
        <source>You score {points}.</source>
        <translation>Du bekommst {points}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The computer scores {points}.</source>
        <translation>Der Computer bekommt {points}.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Card points: you {mine}, computer {theirs}</source>
        <translation>Augen: du {mine}, Computer {theirs}</translation>
    </message>
    <message>
        <location line="+43"/>
        <source>Bummerls: you {mine}, computer {theirs}</source>
        <translation>Bummerl: du {mine}, Computer {theirs}</translation>
    </message>
    <message>
        <location line="-34"/>
        <source>Still to go: you {mine}, computer {theirs}</source>
        <translation>Noch zu machen: du {mine}, Computer {theirs}</translation>
    </message>
    <message>
        <location line="+71"/>
        <source>New hand: {suit} are trumps.</source>
        <translation>Neues Spiel: {suit} ist Atout.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>{points} in {suit}!</source>
        <translation>{points} in {suit}!</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Computer: {points} in {suit}!</source>
        <translation>Computer: {points} in {suit}!</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Computer closes the talon!</source>
        <translation>Der Computer dreht zu!</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>You closed the talon.</source>
        <translation>Du hast zugedreht.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Computer: Genug! (66)</source>
        <translation>Computer: Genug! (66)</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>Genug! (66)</source>
        <translation>Genug! (66)</translation>
    </message>
    <message numerus="yes">
        <location line="-258"/>
        <source>Whoever first has %n Bummerl(s) loses the match</source>
        <translation>
            <numerusform>Wer zuerst %n Bummerl hat, verliert die Partie</numerusform>
            <numerusform>Wer zuerst %n Bummerl hat, verliert die Partie</numerusform>
        </translation>
    </message>
    <message>
        <location line="+31"/>
        <source>PRACTICE: this hand does not count</source>
        <translation>ÜBUNG: Dieses Spiel zählt nicht</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Trump: {suit}</source>
        <translation>Atout: {suit}</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Talon: {count} cards</source>
        <translation>Talon: {count} Karten</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Tricks: you {mine}, computer {theirs}</source>
        <translation>Stiche: du {mine}, Computer {theirs}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Your points: {points}</source>
        <translation>Deine Augen: {points}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Computer&apos;s points: {points}</source>
        <translation>Augen des Computers: {points}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>(+{points} after a trick)</source>
        <translation>(+{points} nach einem Stich)</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Rules: {preset}</source>
        <translation>Regeln: {preset}</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Lead the {king} or the {queen}</source>
        <translation>{king} oder {queen} ausspielen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lead the {king}</source>
        <translation>{king} ausspielen</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>You win the match!</source>
        <translation>Du gewinnst die Partie!</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The computer wins the match.</source>
        <translation>Der Computer gewinnt die Partie.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You win the Bummerl!</source>
        <translation>Du gewinnst das Bummerl!</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The computer wins the Bummerl.</source>
        <translation>Der Computer gewinnt das Bummerl.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>You win the hand!</source>
        <translation>Du gewinnst das Spiel!</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The computer wins the hand.</source>
        <translation>Der Computer gewinnt das Spiel.</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>Practice hand: not counted in the match nor in the statistics&apos; win rates; the same dealer deals again.</source>
        <translation>Übungsspiel: zählt weder in der Partie noch in den Gewinnquoten der Statistik; derselbe Geber gibt noch einmal.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Click or press Enter for a new match</source>
        <translation>Klicken oder Eingabetaste für eine neue Partie</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Click or press Enter to continue</source>
        <translation>Klicken oder Eingabetaste zum Weiterspielen</translation>
    </message>
    <message numerus="yes">
        <location line="+26"/>
        <source>Whoever first has %n Bummerl(s) loses the match.</source>
        <translation>
            <numerusform>Wer zuerst %n Bummerl hat, verliert die Partie.</numerusform>
            <numerusform>Wer zuerst %n Bummerl hat, verliert die Partie.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+49"/>
        <source>You exchanged the trump {jack}.</source>
        <translation>Du hast getauscht: Atout-{jack} gegen die Atoutkarte.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Computer exchanges the trump {jack}.</source>
        <translation>Der Computer tauscht: Atout-{jack} gegen die Atoutkarte.</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Please wait: it is the computer&apos;s turn.</source>
        <translation>Bitte warten: Der Computer ist am Zug.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>That is not allowed now.</source>
        <translation>Das ist jetzt nicht erlaubt.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>That card may not be played now.</source>
        <translation>Diese Karte darf jetzt nicht gespielt werden.</translation>
    </message>
    <message>
        <location line="-60"/>
        <location line="+64"/>
        <source>These rules do not allow looking at taken tricks.</source>
        <translation>Diese Regeln erlauben keinen Blick in die Stiche.</translation>
    </message>
</context>
<context>
    <name>Trainer</name>
    <message>
        <location filename="../schnapsen_qt/gui/dialogs/trainer.py" line="+57"/>
        <source>When to claim</source>
        <translation>Wann abmelden</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>When to exchange</source>
        <translation>Wann austauschen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Closing</source>
        <translation>Zudrehen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Leading into a marriage</source>
        <translation>Ausspielen mit einem Paar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The last trick before the talon runs out</source>
        <translation>Der letzte Stich vor dem leeren Talon</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Endings after the talon</source>
        <translation>Endspiele ohne Talon</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Card play while the talon is open</source>
        <translation>Kartenspiel bei offenem Talon</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>easy</source>
        <translation>leicht</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>medium</source>
        <translation>mittel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>hard</source>
        <translation>schwer</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Which card do you play?</source>
        <translation>Welche Karte spielst du?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Do you close the talon, or play on?</source>
        <translation>Drehst du zu, oder spielst du weiter?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Do you exchange for the turn-up, or not?</source>
        <translation>Tauschst du die Atoutkarte aus, oder nicht?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Do you claim 66 now, or play on?</source>
        <translation>Meldest du jetzt ab (66), oder spielst du weiter?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Do you meld a marriage, or play a card?</source>
        <translation>Sagst du ein Paar an, oder spielst du eine Karte?</translation>
    </message>
    <message>
        <location line="+82"/>
        <source>Trainer</source>
        <translation>Trainer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Play on</source>
        <translation>&amp;Weiterspielen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The computer answers and the hand is played out at the table (it does not count)</source>
        <translation>Der Computer antwortet und das Spiel wird am Tisch zu Ende gespielt (es zählt nicht)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Next position</source>
        <translation>&amp;Nächste Stellung</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Another position (Ctrl+T)</source>
        <translation>Eine andere Stellung (Strg+T)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Leave the trainer</source>
        <translation>Trainer &amp;beenden</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Back to the match</source>
        <translation>Zurück zur Partie</translation>
    </message>
    <message>
        <location line="+63"/>
        <source>No trainer positions are installed for these rules.</source>
        <translation>Für diese Regeln sind keine Trainer-Stellungen installiert.</translation>
    </message>
    <message>
        <location line="+109"/>
        <source>Not while the trainer asks: answer by playing, then the values are shown.</source>
        <translation>Nicht während der Trainer fragt: Antworte mit einem Zug, dann werden die Werte gezeigt.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>From your game: {theme} · {difficulty} · rules: {rules}</source>
        <translation>Aus deinem Spiel: {theme} · {difficulty} · Regeln: {rules}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Trainer: {theme} · {difficulty} · rules: {rules}</source>
        <translation>Trainer: {theme} · {difficulty} · Regeln: {rules}</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Answer by playing on the table.</source>
        <translation>Antworte mit einem Zug am Tisch.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Right: that is the best choice.</source>
        <translation>Richtig: Das ist die beste Wahl.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Not the best: your answer gives away {loss} game points.</source>
        <translation>Nicht die beste Wahl: Deine Antwort kostet {loss} Punkte.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>best</source>
        <translation>beste</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>your answer</source>
        <translation>deine Antwort</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>played in your game</source>
        <translation>in deinem Spiel gespielt</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>rule of thumb</source>
        <translation>Faustregel</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>over {deals} deals</source>
        <translation>über {deals} Verteilungen</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Values: game points of the hand with best play from here; every card is known.</source>
        <translation>Werte: Punkte des Spiels bei bestem Spiel von hier an; alle Karten sind bekannt.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Values: game points of the hand, averaged over {deals} deals of the cards you cannot see.</source>
        <translation>Werte: Punkte des Spiels, gemittelt über {deals} Verteilungen der Karten, die du nicht siehst.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A move clearly behind the best was not valued over further deals: its value is over fewer deals, as its row says.</source>
        <translation>Ein Zug, der klar hinter dem besten lag, wurde nicht über weitere Verteilungen bewertet: sein Wert stammt aus weniger Verteilungen, wie seine Zeile angibt.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Streak: {streak} (best {best})</source>
        <translation>Serie: {streak} (beste {best})</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>this theme solved: {done} of {total}</source>
        <translation>dieses Thema gelöst: {done} von {total}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{theme}: {done} of {total} solved</source>
        <translation>{theme}: {done} von {total} gelöst</translation>
    </message>
</context>
<context>
    <name>Welcome</name>
    <message>
        <location filename="../schnapsen_qt/gui/dialogs/welcome.py" line="+32"/>
        <source>&lt;b&gt;Meld 20 or 40:&lt;/b&gt; with {king} and {queen} of one suit in your hand, when you lead: press M (or “Meld 20/40” in the toolbar), then lead one of the pair. 40 in trumps.</source>
        <translation>&lt;b&gt;20 oder 40 ansagen:&lt;/b&gt; mit {king} und {queen} einer Farbe auf der Hand, wenn du ausspielst: M drücken (oder „20/40 ansagen“ in der Werkzeugleiste), dann eine Karte des Paares ausspielen. In Atout sind es 40.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&lt;b&gt;Exchange the trump {jack}:&lt;/b&gt; press X, or drag that card onto the turned-up card.</source>
        <translation>&lt;b&gt;Austauschen ({jack} in Atout):&lt;/b&gt; X drücken oder diese Karte auf die aufgedeckte Atoutkarte ziehen.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&lt;b&gt;Close the talon:&lt;/b&gt; click the turned-up card or press C. Then nobody draws and you must reach 66 yourself.</source>
        <translation>&lt;b&gt;Zudrehen:&lt;/b&gt; die aufgedeckte Atoutkarte anklicken oder C drücken. Dann hebt niemand mehr, und du musst selbst 66 erreichen.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&lt;b&gt;Say “Genug” (66):&lt;/b&gt; when you have 66 points, press G (or “Genug!” in the toolbar). Claiming too early gives the computer the game points.</source>
        <translation>&lt;b&gt;„Genug“ sagen (66):&lt;/b&gt; wenn du 66 Augen hast, G drücken (oder „Genug!“ in der Werkzeugleiste). Wer zu früh ausmeldet, schenkt dem Computer die Punkte.</translation>
    </message>
    <message>
        <location line="-18"/>
        <source>&lt;b&gt;Play a card:&lt;/b&gt; click it, or drag it to the middle of the table. With the keyboard: arrow keys or 1–{count} choose, Enter plays.</source>
        <translation>&lt;b&gt;Karte spielen:&lt;/b&gt; anklicken oder in die Tischmitte ziehen. Mit der Tastatur: Pfeiltasten oder 1–{count} wählen, Eingabe spielt.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>&lt;b&gt;Close before drawing:&lt;/b&gt; right after you win a trick, the talon offers it for a moment: click the talon or press B.</source>
        <translation>&lt;b&gt;Vor dem Heben zudrehen:&lt;/b&gt; gleich nach deinem Stich bietet der Talon es kurz an: Talon anklicken oder B drücken.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&lt;b&gt;No “Genug”:&lt;/b&gt; in these rules nobody claims 66; every hand is played to its last card and judged then (F1 says how).</source>
        <translation>&lt;b&gt;Kein „Genug“:&lt;/b&gt; nach diesen Regeln meldet niemand 66 aus; jedes Spiel wird bis zur letzten Karte gespielt und dann entschieden (wie, steht unter F1).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&lt;b&gt;Help:&lt;/b&gt; H asks for a hint, T shows your taken tricks (if the rules allow), F1 opens the rules.</source>
        <translation>&lt;b&gt;Hilfe:&lt;/b&gt; H gibt einen Tipp, T zeigt deine Stiche (wenn die Regeln es erlauben), F1 öffnet die Regeln.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>You play against the computer. Be the first to 66 points in a hand; each hand won brings 1 to 3 game points, and the first to 7 game points wins the Bummerl.</source>
        <translation>Du spielst gegen den Computer. Wer in einem Spiel zuerst 66 Augen hat, gewinnt es und bekommt 1 bis 3 Punkte; wer zuerst 7 Punkte hat, gewinnt das Bummerl.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You play against the computer. Every hand is played to its last card; each hand won brings 1 to 3 game points, and the first to 7 game points wins the Bummerl.</source>
        <translation>Du spielst gegen den Computer. Jedes Spiel wird bis zur letzten Karte gespielt; jedes gewonnene Spiel bringt 1 bis 3 Punkte, und wer zuerst 7 Punkte hat, gewinnt das Bummerl.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Choose the level, the rules, the deck and the language in the Settings. This page is in the Help menu.</source>
        <translation>Spielstärke, Regeln, Karten und Sprache wählst du in den Einstellungen. Diese Seite findest du im Menü Hilfe.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Welcome to Schnapsen</source>
        <translation>Willkommen beim Schnapsen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Computer levels</source>
        <translation>Spielstärken des Computers</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Four at the table</source>
        <translation>Zu viert am Tisch</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bauernschnapsen: you and a computer partner opposite against two computer players, with an auction of contracts, to 24 (Game menu, Ctrl+4; Ctrl+2 back to this match).</source>
        <translation>Bauernschnapsen: du und ein Computer-Partner gegenüber gegen zwei Computer-Spieler, mit Ansagen, auf 24 (Menü Spiel, Strg+4; Strg+2 zurück zu dieser Partie).</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Welcome</source>
        <translation>Willkommen</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&amp;Let&apos;s play</source>
        <translation>&amp;Los geht&apos;s</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Play &amp;Bauernschnapsen (four players)</source>
        <translation>&amp;Bauernschnapsen spielen (zu viert)</translation>
    </message>
</context>
</TS>
