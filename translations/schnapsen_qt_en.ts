<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US">
<context>
    <name>Accuracy</name>
    <message>
        <location filename="../schnapsen_qt/gui/dialogs/accuracy_tab.py" line="+54"/>
        <source>Leading a card</source>
        <translation>Leading a card</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Answering a lead</source>
        <translation>Answering a lead</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Closing the talon</source>
        <translation>Closing the talon</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Exchanging for the turn-up</source>
        <translation>Exchanging for the turn-up</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Melding a marriage</source>
        <translation>Melding a marriage</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Claiming 66 (“Genug”)</source>
        <translation>Claiming 66 (“Genug”)</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>you decide like {level}</source>
        <translation>you decide like {level}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>you decide less well than {level}</source>
        <translation>you decide less well than {level}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>you decide better than {level}</source>
        <translation>you decide better than {level}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>you decide like a level between {weaker} and {stronger}</source>
        <translation>you decide like a level between {weaker} and {stronger}</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>With 95 % certainty at least like {level}.</source>
        <translation>With 95 % certainty at least like {level}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>With 95 % certainty at most like {level}.</source>
        <translation>With 95 % certainty at most like {level}.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>below {level}</source>
        <translation>below {level}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>above {level}</source>
        <translation>above {level}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>With 95 % certainty: like {level}.</source>
        <translation>With 95 % certainty: like {level}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>With 95 % certainty somewhere from {low} to {high}; more reviewed hands make this surer.</source>
        <translation>With 95 % certainty somewhere from {low} to {high}; more reviewed hands make this surer.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Too few reviewed decisions in the last {days} days to place you between the levels (at least {needed}; so far {count}).</source>
        <translation>Too few reviewed decisions in the last {days} days to place you between the levels (at least {needed}; so far {count}).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>In the last {days} days {how}: on average you lose {loss} game points a decision ({count} decisions).</source>
        <translation>In the last {days} days {how}: on average you lose {loss} game points a decision ({count} decisions).</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The levels&apos; own loss a decision (± its 95 % margin), measured with the same review on their games against themselves: {levels}.</source>
        <translation>The levels&apos; own loss a decision (± its 95 % margin), measured with the same review on their games against themselves: {levels}.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Rating from your results: no Bummerl finished yet. The levels: {ladder}.</source>
        <translation>Rating from your results: no Bummerl finished yet. The levels: {ladder}.</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Rating from your results (Bummerls won and lost against each level): {rating}, with 95 % certainty between {low} and {high} (%n Bummerl(s)). The levels: {ladder}.</source>
        <translation>
            <numerusform>Rating from your results (Bummerls won and lost against each level): {rating}, with 95 % certainty between {low} and {high} (%n Bummerl). The levels: {ladder}.</numerusform>
            <numerusform>Rating from your results (Bummerls won and lost against each level): {rating}, with 95 % certainty between {low} and {high} (%n Bummerls). The levels: {ladder}.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Your decisions lose on average {loss} game points (± {margin}, 95 %) over {decisions} in {hands}.</source>
        <translation>Your decisions lose on average {loss} game points (± {margin}, 95 %) over {decisions} in {hands}.</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%n decision(s)</source>
        <translation>
            <numerusform>%n decision</numerusform>
            <numerusform>%n decisions</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n reviewed hand(s)</source>
        <translation>
            <numerusform>%n reviewed hand</numerusform>
            <numerusform>%n reviewed hands</numerusform>
        </translation>
    </message>
    <message>
        <location line="+126"/>
        <source>No reviewed hand yet. Each hand of a match is reviewed in the background when it ends (Settings: “Review each hand in the background”); here you then see what your decisions cost on average.</source>
        <translation>No reviewed hand yet. Each hand of a match is reviewed in the background when it ends (Settings: “Review each hand in the background”); here you then see what your decisions cost on average.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Decision</source>
        <translation>Decision</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How many</source>
        <translation>How many</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Average loss</source>
        <translation>Average loss</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Average loss a decision, week by week (game points; lower is better)</source>
        <translation>Average loss a decision, week by week (game points; lower is better)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No reviewed hand yet.</source>
        <translation>No reviewed hand yet.</translation>
    </message>
    <message>
        <location filename="../schnapsen_qt/gui/window/accuracy_keeper.py" line="+41"/>
        <source>Your decisions this hand: average loss {loss} game points — Review (Ctrl+R)</source>
        <translation>Your decisions this hand: average loss {loss} game points — Review (Ctrl+R)</translation>
    </message>
</context>
<context>
    <name>App</name>
    <message>
        <location filename="../schnapsen_qt/app.py" line="+111"/>
        <source>Schnapsen is already running; its window was brought to the front.</source>
        <translation>Schnapsen is already running; its window was brought to the front.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Schnapsen is already running (process {pid}). Only one copy can run at a time.</source>
        <translation>Schnapsen is already running (process {pid}). Only one copy can run at a time.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Schnapsen is already running (process {pid}), but it does not answer. Close it, or end that process, and start again. The lock file that names it is {path}.</source>
        <translation>Schnapsen is already running (process {pid}), but it does not answer. Close it, or end that process, and start again. The lock file that names it is {path}.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Schnapsen</source>
        <translation>Schnapsen</translation>
    </message>
    <message>
        <location filename="../schnapsen_qt/gui/window/single_instance.py" line="+161"/>
        <source>The lock file {path} was damaged ({reason}) and has been replaced.</source>
        <translation>The lock file {path} was damaged ({reason}) and has been replaced.</translation>
    </message>
</context>
<context>
    <name>BauernHints</name>
    <message>
        <location filename="../schnapsen_qt/gui/bauern/hint.py" line="+46"/>
        <source>{card}, declaring the marriage</source>
        <translation>{card}, declaring the marriage</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Hint: {choice}.</source>
        <translation>Hint: {choice}.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Hint: {choice} (about {value} game points for your team over {deals} possible deals).</source>
        <translation>Hint: {choice} (about {value} game points for your team over {deals} possible deals).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Hint: {choice}: about {value} game points for your team over {deals} possible deals; next best {other}: {other_value}.</source>
        <translation>Hint: {choice}: about {value} game points for your team over {deals} possible deals; next best {other}: {other_value}.</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>&amp;Hint</source>
        <translation>&amp;Hint</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>What the strongest level would choose in your place, from your cards only ({key})</source>
        <translation>What the strongest level would choose in your place, from your cards only ({key})</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>A hint is given when it is your turn.</source>
        <translation>A hint is given when it is your turn.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Thinking about a hint…</source>
        <translation>Thinking about a hint…</translation>
    </message>
</context>
<context>
    <name>BauernReview</name>
    <message>
        <location filename="../schnapsen_qt/gui/bauern/review.py" line="+60"/>
        <source>Trumps</source>
        <translation>Trumps</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bid</source>
        <translation>Bid</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ring&apos;s suit</source>
        <translation>Ring&apos;s suit</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Kontra</source>
        <translation>Kontra</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Card</source>
        <translation>Card</translation>
    </message>
    <message>
        <location line="+87"/>
        <source>Review of the Hand</source>
        <translation>Review of the Hand</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Trick</source>
        <translation>Trick</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Decision</source>
        <translation>Decision</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You chose</source>
        <translation>You chose</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Best</source>
        <translation>Best</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Loss</source>
        <translation>Loss</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Mark</source>
        <translation>Mark</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Cancel</source>
        <translation>&amp;Cancel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Close</source>
        <translation>Close</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>(the same)</source>
        <translation>(the same)</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>The review failed: {error}</source>
        <translation>The review failed: {error}</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Valuing your decisions: {done} of {total}</source>
        <translation>Valuing your decisions: {done} of {total}</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>You made no decision in this hand.</source>
        <translation>You made no decision in this hand.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Review cancelled.</source>
        <translation>Review cancelled.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Valuing your decisions…</source>
        <translation>Valuing your decisions…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Total loss: {loss} game points · inaccuracies: {inaccuracies}, mistakes: {mistakes}, blunders: {blunders}</source>
        <translation>Total loss: {loss} game points · inaccuracies: {inaccuracies}, mistakes: {mistakes}, blunders: {blunders}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>(so far: {done} of {total} decisions)</source>
        <translation>(so far: {done} of {total} decisions)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>This was the only choice.</source>
        <translation>This was the only choice.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Game points for your team on average over {deals} possible deals of the cards you could not see: {values}</source>
        <translation>Game points for your team on average over {deals} possible deals of the cards you could not see: {values}</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>Re&amp;view Last Hand…</source>
        <translation>Re&amp;view Last Hand…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Each of your decisions in the last hand valued from what you could see: the best choice and what yours cost ({key})</source>
        <translation>Each of your decisions in the last hand valued from what you could see: the best choice and what yours cost ({key})</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>Review ({key})</source>
        <translation>Review ({key})</translation>
    </message>
</context>
<context>
    <name>Bauernschnapsen</name>
    <message>
        <location filename="../schnapsen_qt/gui/bauern/scene.py" line="+266"/>
        <source>sits out</source>
        <translation>sits out</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>declarer</source>
        <translation>declarer</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>deals</source>
        <translation>deals</translation>
    </message>
    <message>
        <location filename="../schnapsen_qt/gui/bauern/table.py" line="+262"/>
        <source>Score sheet ({key})</source>
        <translation>Score sheet ({key})</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Each hand of the game to 24: the contract, who played it, the points, and the Bummerl</source>
        <translation>Each hand of the game to 24: the contract, who played it, the points, and the Bummerl</translation>
    </message>
    <message>
        <location line="+76"/>
        <source>New game (Enter)</source>
        <translation>New game (Enter)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Next hand (Enter)</source>
        <translation>Next hand (Enter)</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>{seat} to call…</source>
        <translation>{seat} to call…</translation>
    </message>
    <message>
        <location filename="../schnapsen_qt/gui/bauern/mode.py" line="+113"/>
        <source>&amp;Bauernschnapsen (Four Players)</source>
        <translation>&amp;Bauernschnapsen (Four Players)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You and a computer partner against two computer players, to 24 ({key})</source>
        <translation>You and a computer partner against two computer players, to 24 ({key})</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Schnapsen (Two Players)</source>
        <translation>&amp;Schnapsen (Two Players)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Back to the two-player match, where you left it ({key})</source>
        <translation>Back to the two-player match, where you left it ({key})</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Bauernschnapsen Sc&amp;ore Sheet…</source>
        <translation>Bauernschnapsen Sc&amp;ore Sheet…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Each hand of the game to 24: the contract, who played it, the points, and the Bummerl ({key})</source>
        <translation>Each hand of the game to 24: the contract, who played it, the points, and the Bummerl ({key})</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;New Bauernschnapsen Game</source>
        <translation>&amp;New Bauernschnapsen Game</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Give up the running game to 24 and start a new one ({key})</source>
        <translation>Give up the running game to 24 and start a new one ({key})</translation>
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
        <translation>New Bauernschnapsen Game</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Give up the running game to 24? It counts as given up in the statistics.</source>
        <translation>Give up the running game to 24? It counts as given up in the statistics.</translation>
    </message>
    <message>
        <location filename="../schnapsen_qt/gui/bauern/texts.py" line="+28"/>
        <source>Plain game</source>
        <translation>Plain game</translation>
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
        <translation>Plauderer (open Bettler)</translation>
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
        <translation>You</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Left</source>
        <translation>Left</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Partner</source>
        <translation>Partner</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Right</source>
        <translation>Right</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Pass (weiter)</source>
        <translation>Pass (weiter)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Kontra (double)</source>
        <translation>Kontra (double)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Retour (redouble)</source>
        <translation>Retour (redouble)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Rekontra</source>
        <translation>Rekontra</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Trumps: {suit}</source>
        <translation>Trumps: {suit}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Turn up a card (Aufschlagen)</source>
        <translation>Turn up a card (Aufschlagen)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Ring in {suit}</source>
        <translation>Ring in {suit}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{contract} ({value})</source>
        <translation>{contract} ({value})</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>turns a card up</source>
        <translation>turns a card up</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{seat}: {said}</source>
        <translation>{seat}: {said}</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Auction</source>
        <translation>Auction</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{contract} played by {seat}</source>
        <translation>{contract} played by {seat}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>trumps: {suit}</source>
        <translation>trumps: {suit}</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>We {ours} : {theirs} They (to {target})</source>
        <translation>We {ours} : {theirs} They (to {target})</translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>We win %n point(s).</source>
        <translation>
            <numerusform>We win %n point.</numerusform>
            <numerusform>We win %n points.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>They win %n point(s).</source>
        <translation>
            <numerusform>They win %n point.</numerusform>
            <numerusform>They win %n points.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Bummerl: we {ours}, they {theirs}</source>
        <translation>Bummerl: we {ours}, they {theirs}</translation>
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
        <translation>They win the game: we get a {kind}.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>We win the game: they get a {kind}.</source>
        <translation>We win the game: they get a {kind}.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>alone, the partner sits out</source>
        <translation>alone, the partner sits out</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>with the partner</source>
        <translation>with the partner</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>no trumps</source>
        <translation>no trumps</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the suit held whole is trumps</source>
        <translation>the suit held whole is trumps</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the named trumps</source>
        <translation>the named trumps</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>reach 66 first</source>
        <translation>reach 66 first</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>reach 66 within three tricks</source>
        <translation>reach 66 within three tricks</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>take no trick</source>
        <translation>take no trick</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>take every trick</source>
        <translation>take every trick</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>cards shown after the first trick</source>
        <translation>cards shown after the first trick</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the Ten ranks highest</source>
        <translation>the Ten ranks highest</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>needs all five trumps</source>
        <translation>needs all five trumps</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>only forehand&apos;s opponents may bid it</source>
        <translation>only forehand&apos;s opponents may bid it</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Double the contract&apos;s value</source>
        <translation>Double the contract&apos;s value</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Double it once more</source>
        <translation>Double it once more</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>the contract stands at its value</source>
        <translation>the contract stands at its value</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>no higher bid from you: the others go on</source>
        <translation>no higher bid from you: the others go on</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>you name this suit trumps</source>
        <translation>you name this suit trumps</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>one of your last two cards is turned up unseen: its suit is trumps</source>
        <translation>one of your last two cards is turned up unseen: its suit is trumps</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>this suit is trumps for the ring</source>
        <translation>this suit is trumps for the ring</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{choice} — {meaning}</source>
        <translation>{choice} — {meaning}</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>{suit} were led: you must follow suit.</source>
        <translation>{suit} were led: you must follow suit.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You must head the trick with a higher card of {suit}.</source>
        <translation>You must head the trick with a higher card of {suit}.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You have no {suit} and must trump.</source>
        <translation>You have no {suit} and must trump.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You must overtrump the trump in the trick.</source>
        <translation>You must overtrump the trump in the trick.</translation>
    </message>
    <message>
        <location filename="../schnapsen_qt/gui/bauern/sheet.py" line="+32"/>
        <source>won</source>
        <translation>won</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>lost</source>
        <translation>lost</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>+{points} for us</source>
        <translation>+{points} for us</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>+{points} for them</source>
        <translation>+{points} for them</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Bauernschnapsen score sheet</source>
        <translation>Bauernschnapsen score sheet</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Contract</source>
        <translation>Contract</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Played by</source>
        <translation>Played by</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Result</source>
        <translation>Result</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>We</source>
        <translation>We</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>They</source>
        <translation>They</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>No hand finished yet.</source>
        <translation>No hand finished yet.</translation>
    </message>
    <message>
        <location filename="../schnapsen_qt/gui/bauern/stats_page.py" line="-34"/>
        <source>Games to 24 won:lost</source>
        <translation>Games to 24 won:lost</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Schneider won:lost</source>
        <translation>Schneider won:lost</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Retourschneider won:lost</source>
        <translation>Retourschneider won:lost</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Games given up</source>
        <translation>Games given up</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hands won:lost</source>
        <translation>Hands won:lost</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Game points won:lost</source>
        <translation>Game points won:lost</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Contracts bid by your team: made/bid</source>
        <translation>Contracts bid by your team: made/bid</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Counted for your team (you and your partner), by the level of the three computer players.</source>
        <translation>Counted for your team (you and your partner), by the level of the three computer players.</translation>
    </message>
</context>
<context>
    <name>CardNames</name>
    <message>
        <location filename="../schnapsen_qt/gui/table/names.py" line="+30"/>
        <source>play the {card}</source>
        <translation>play the {card}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>meld the marriage in {suit}</source>
        <translation>meld the marriage in {suit}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>exchange the trump {jack}</source>
        <translation>exchange the trump {jack}</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>You went out with {points} points.</source>
        <translation>You went out with {points} points.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The computer went out with {points} points.</source>
        <translation>The computer went out with {points} points.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>You won the last trick with {points} points.</source>
        <translation>You won the last trick with {points} points.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The computer won the last trick with {points} points.</source>
        <translation>The computer won the last trick with {points} points.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>You claimed 66 but had only {points} points.</source>
        <translation>You claimed 66 but had only {points} points.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The computer claimed 66 but had only {points} points.</source>
        <translation>The computer claimed 66 but had only {points} points.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>You closed the talon and claimed 66 with only {points} points.</source>
        <translation>You closed the talon and claimed 66 with only {points} points.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The computer closed the talon and claimed 66 with only {points} points.</source>
        <translation>The computer closed the talon and claimed 66 with only {points} points.</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>{gp} game points</source>
        <translation>{gp} game points</translation>
    </message>
    <message numerus="yes">
        <location line="+34"/>
        <source>Scored as at the moment the talon was closed: you had %n trick(s) and {points} points then.</source>
        <translation>
            <numerusform>Scored as at the moment the talon was closed: you had %n trick and {points} points then.</numerusform>
            <numerusform>Scored as at the moment the talon was closed: you had %n tricks and {points} points then.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Scored as at the moment the talon was closed: the computer had %n trick(s) and {points} points then.</source>
        <translation>
            <numerusform>Scored as at the moment the talon was closed: the computer had %n trick and {points} points then.</numerusform>
            <numerusform>Scored as at the moment the talon was closed: the computer had %n tricks and {points} points then.</numerusform>
        </translation>
    </message>
    <message>
        <location line="-159"/>
        <source>You</source>
        <translation>You</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Computer</source>
        <translation>Computer</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>close the talon</source>
        <translation>close the talon</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>claim 66 (Genug!)</source>
        <translation>claim 66 (Genug!)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>close the talon before drawing</source>
        <translation>close the talon before drawing</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>keep your {jack} (no exchange)</source>
        <translation>keep your {jack} (no exchange)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>A drawn hand: both have {points} points.</source>
        <translation>A drawn hand: both have {points} points.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>All cards played: you have more points, {mine} to {theirs}.</source>
        <translation>All cards played: you have more points, {mine} to {theirs}.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>All cards played: the computer has more points, {theirs} to {mine}.</source>
        <translation>All cards played: the computer has more points, {theirs} to {mine}.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Nobody went out: you have more points, {mine} to {theirs}.</source>
        <translation>Nobody went out: you have more points, {mine} to {theirs}.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Nobody went out: the computer has more points, {theirs} to {mine}.</source>
        <translation>Nobody went out: the computer has more points, {theirs} to {mine}.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>You closed the talon and ended with {points} points.</source>
        <translation>You closed the talon and ended with {points} points.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The computer closed the talon and ended with {points} points.</source>
        <translation>The computer closed the talon and ended with {points} points.</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>You closed the talon, but the computer went out first.</source>
        <translation>You closed the talon, but the computer went out first.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The computer closed the talon, but you went out first.</source>
        <translation>The computer closed the talon, but you went out first.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>You closed the talon but did not reach 66.</source>
        <translation>You closed the talon but did not reach 66.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The computer closed the talon but did not reach 66.</source>
        <translation>The computer closed the talon but did not reach 66.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>All cards played: you won the last trick.</source>
        <translation>All cards played: you won the last trick.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>All cards played: the computer won the last trick.</source>
        <translation>All cards played: the computer won the last trick.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Nobody went out: you won the last trick.</source>
        <translation>Nobody went out: you won the last trick.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Nobody went out: the computer won the last trick.</source>
        <translation>Nobody went out: the computer won the last trick.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>no game points</source>
        <translation>no game points</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>1 game point</source>
        <translation>1 game point</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Schwarz (no trick when the talon was closed)</source>
        <translation>Schwarz (no trick when the talon was closed)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Schneider (under 33 when the talon was closed)</source>
        <translation>Schneider (under 33 when the talon was closed)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Schwarz (no trick)</source>
        <translation>Schwarz (no trick)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Schneider (under 33)</source>
        <translation>Schneider (under 33)</translation>
    </message>
</context>
<context>
    <name>HelpDialog</name>
    <message>
        <location filename="../schnapsen_qt/gui/dialogs/help_dialog.py" line="+73"/>
        <source>Rules and keys</source>
        <translation>Rules and keys</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rules</source>
        <translation>Rules</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Keyboard</source>
        <translation>Keyboard</translation>
    </message>
</context>
<context>
    <name>Hints</name>
    <message>
        <location filename="../schnapsen_qt/ai/__init__.py" line="+68"/>
        <source>This is your only legal move: {card}.</source>
        <translation>This is your only legal move: {card}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Claim 66: you have {points} points.</source>
        <translation>Claim 66: you have {points} points.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Exchange the trump {jack} for the {card}: a high trump for the lowest one.</source>
        <translation>Exchange the trump {jack} for the {card}: a high trump for the lowest one.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Meld the marriage in {suit}: {points} points.</source>
        <translation>Meld the marriage in {suit}: {points} points.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Keep your trump {jack}: do not exchange it for the turn-up.</source>
        <translation>Keep your trump {jack}: do not exchange it for the turn-up.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Keep your trump {jack}: not exchanging wins in {pct}% of possible deals.</source>
        <translation>Keep your trump {jack}: not exchanging wins in {pct}% of possible deals.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Close the talon: closing now wins in {pct}% of possible deals.</source>
        <translation>Close the talon: closing now wins in {pct}% of possible deals.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Lead the {card} from the marriage: it does best, winning in {pct}% of possible deals.</source>
        <translation>Lead the {card} from the marriage: it does best, winning in {pct}% of possible deals.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Play the {card}: it wins the hand in {pct}% of possible deals.</source>
        <translation>Play the {card}: it wins the hand in {pct}% of possible deals.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Play the {card}: the hand looks hard, but this gives the best chances, winning in {pct}% of possible deals.</source>
        <translation>Play the {card}: the hand looks hard, but this gives the best chances, winning in {pct}% of possible deals.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Play the {card}: the hand looks lost in the possible deals, and this card keeps the loss smallest.</source>
        <translation>Play the {card}: the hand looks lost in the possible deals, and this card keeps the loss smallest.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Play the {card}: no possible deal looks won, but this card draws the hand in {pct}% of them.</source>
        <translation>Play the {card}: no possible deal looks won, but this card draws the hand in {pct}% of them.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Every card is known now: with best play the {card} wins the hand (game points: {gp}).</source>
        <translation>Every card is known now: with best play the {card} wins the hand (game points: {gp}).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Every card is known now and the hand is lost with best play; the {card} loses the fewest game points: {gp}.</source>
        <translation>Every card is known now and the hand is lost with best play; the {card} loses the fewest game points: {gp}.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Every card is known now: the {card} draws the hand with best play (equal points at the end).</source>
        <translation>Every card is known now: the {card} draws the hand with best play (equal points at the end).</translation>
    </message>
    <message>
        <location filename="../schnapsen_qt/gui/table/hints.py" line="+21"/>
        <source>Hint: {action}.</source>
        <translation>Hint: {action}.</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Hint: {reason}</source>
        <translation>Hint: {reason}</translation>
    </message>
</context>
<context>
    <name>Levels</name>
    <message>
        <location filename="../schnapsen_qt/ai/levels.py" line="+79"/>
        <source>Beginner</source>
        <translation>Beginner</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Plays legal cards without much thought: good for learning the rules.</source>
        <translation>Plays legal cards without much thought: good for learning the rules.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Intermediate</source>
        <translation>Intermediate</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Plays by rules of thumb: counts points, keeps trumps and marriages, melds, closes only with a sure 66.</source>
        <translation>Plays by rules of thumb: counts points, keeps trumps and marriages, melds, closes only with a sure 66.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Expert</source>
        <translation>Expert</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Thinks ahead: tries the possible deals of the unseen cards and plays the end of a hand perfectly. Plays for the Bummerl score, too.</source>
        <translation>Thinks ahead: tries the possible deals of the unseen cards and plays the end of a hand perfectly. Plays for the Bummerl score, too.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Master</source>
        <translation>Master</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The strongest level: it wins about 60 of 100 Bummerls against the Expert and plays about even with the best other Schnapsen programs. Takes up to two seconds a move.</source>
        <translation>The strongest level: it wins about 60 of 100 Bummerls against the Expert and plays about even with the best other Schnapsen programs. Takes up to two seconds a move.</translation>
    </message>
    <message>
        <location filename="../schnapsen_qt/ai/bauernschnapsen/levels.py" line="+42"/>
        <source>Bauernschnapsen: names trumps sensibly, never bids or says Kontra, plays any legal card.</source>
        <translation>Bauernschnapsen: names trumps sensibly, never bids or says Kontra, plays any legal card.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Bauernschnapsen: plays by rules of thumb, bids only sure rings, a Bettler with low cards or a Schnapser with the trump marriage.</source>
        <translation>Bauernschnapsen: plays by rules of thumb, bids only sure rings, a Bettler with low cards or a Schnapser with the trump marriage.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Bauernschnapsen: tries every bid, Kontra and card on possible deals of the unseen cards, playing each hand out, and takes what wins most points.</source>
        <translation>Bauernschnapsen: tries every bid, Kontra and card on possible deals of the unseen cards, playing each hand out, and takes what wins most points.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Bauernschnapsen: like the Expert with more than twice the deals, and plays the last two tricks perfectly for every possible deal.</source>
        <translation>Bauernschnapsen: like the Expert with more than twice the deals, and plays the last two tricks perfectly for every possible deal.</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../schnapsen_qt/gui/window/main_window.py" line="+164"/>
        <source>Computer error: {error}</source>
        <translation>Computer error: {error}</translation>
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
        <translation>&amp;File</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Game</source>
        <translation>&amp;Game</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;View</source>
        <translation>&amp;View</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Help</source>
        <translation>&amp;Help</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Game</source>
        <translation>Game</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Deal this hand again with the same cards; once moves were made it is practice (F5)</source>
        <translation>Deal this hand again with the same cards; once moves were made it is practice (F5)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Quit</source>
        <translation>&amp;Quit</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Meld 20/40</source>
        <translation>&amp;Meld 20/40</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Close Talon</source>
        <translation>&amp;Close Talon</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Close the talon (C, or click the turn-up)</source>
        <translation>Close the talon (C, or click the turn-up)</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Stat&amp;istics…</source>
        <translation>Stat&amp;istics…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sc&amp;ore Sheet…</source>
        <translation>Sc&amp;ore Sheet…</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Play This Deal S&amp;wapped</source>
        <translation>Play This Deal S&amp;wapped</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Re&amp;view Last Hand…</source>
        <translation>Re&amp;view Last Hand…</translation>
    </message>
    <message>
        <location line="-33"/>
        <source>Right after winning a trick: close the talon before the cards are drawn (B, or click the talon while it offers it)</source>
        <translation>Right after winning a trick: close the talon before the cards are drawn (B, or click the talon while it offers it)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Genug! (66)</source>
        <translation>&amp;Genug! (66)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Claim 66 and end the hand (G)</source>
        <translation>Claim 66 and end the hand (G)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Hint</source>
        <translation>&amp;Hint</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ask the computer for advice (H)</source>
        <translation>Ask the computer for advice (H)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Full Screen</source>
        <translation>&amp;Full Screen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Settings…</source>
        <translation>&amp;Settings…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Each hand of the running Bummerl: who won, how, and the game points</source>
        <translation>Each hand of the running Bummerl: who won, how, and the game points</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Rules and Keys</source>
        <translation>&amp;Rules and Keys</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How to &amp;Play</source>
        <translation>How to &amp;Play</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;About Schnapsen Qt</source>
        <translation>&amp;About Schnapsen Qt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Undo</source>
        <translation>&amp;Undo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Take back your last move and what the computer did after it; the hand becomes practice (Ctrl+Z)</source>
        <translation>Take back your last move and what the computer did after it; the hand becomes practice (Ctrl+Z)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Open Cards</source>
        <translation>&amp;Open Cards</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show the computer&apos;s cards face up, for learning; the hand becomes practice</source>
        <translation>Show the computer&apos;s cards face up, for learning; the hand becomes practice</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Play This Deal Again</source>
        <translation>&amp;Play This Deal Again</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The last hand&apos;s cards and dealer once more, as practice outside the match (F6)</source>
        <translation>The last hand&apos;s cards and dealer once more, as practice outside the match (F6)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The last hand&apos;s cards with the seats swapped: you get the computer&apos;s cards, as practice outside the match (Shift+F6)</source>
        <translation>The last hand&apos;s cards with the seats swapped: you get the computer&apos;s cards, as practice outside the match (Shift+F6)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Step through the last hand and see what each of your decisions was worth (Ctrl+R)</source>
        <translation>Step through the last hand and see what each of your decisions was worth (Ctrl+R)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Trainer…</source>
        <translation>&amp;Trainer…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Positions to solve: find the best move, then see what each choice was worth; never counted in the match (Ctrl+T)</source>
        <translation>Positions to solve: find the best move, then see what each choice was worth; never counted in the match (Ctrl+T)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Save Hand Record…</source>
        <translation>&amp;Save Hand Record…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save this hand (or the last one) as a hand record file (Ctrl+S)</source>
        <translation>Save this hand (or the last one) as a hand record file (Ctrl+S)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Open Hand Record…</source>
        <translation>&amp;Open Hand Record…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open a hand record: play it on and review it at the table, as practice (Ctrl+O)</source>
        <translation>Open a hand record: play it on and review it at the table, as practice (Ctrl+O)</translation>
    </message>
    <message>
        <location filename="../schnapsen_qt/gui/window/main_window.py" line="-452"/>
        <source>The hand is over: play the deal again (F6) or review it (Ctrl+R) instead.</source>
        <translation>The hand is over: play the deal again (F6) or review it (Ctrl+R) instead.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>There is no move of yours to take back in this hand.</source>
        <translation>There is no move of yours to take back in this hand.</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Finish the hand first: a deal can be played again from its summary.</source>
        <translation>Finish the hand first: a deal can be played again from its summary.</translation>
    </message>
    <message>
        <location line="-55"/>
        <location line="+65"/>
        <source>The same deal again, outside the match: the score stays as it was.</source>
        <translation>The same deal again, outside the match: the score stays as it was.</translation>
    </message>
    <message>
        <location line="-62"/>
        <source>Dealt again: you have seen these cards played, so this hand is practice and does not count in the match.</source>
        <translation>Dealt again: you have seen these cards played, so this hand is practice and does not count in the match.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Deal this hand again with the same cards? The moves made so far are taken back, and the hand becomes practice: it does not count in the match.</source>
        <translation>Deal this hand again with the same cards? The moves made so far are taken back, and the hand becomes practice: it does not count in the match.</translation>
    </message>
    <message>
        <location line="+47"/>
        <source>The same deal again with the seats swapped: you have the computer&apos;s cards and role. Outside the match: the score stays as it was.</source>
        <translation>The same deal again with the seats swapped: you have the computer&apos;s cards and role. Outside the match: the score stays as it was.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>There is no finished hand to review yet.</source>
        <translation>There is no finished hand to review yet.</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>Hand record saved as {path}. This hand is practice now: the file shows the computer&apos;s cards.</source>
        <translation>Hand record saved as {path}. This hand is practice now: the file shows the computer&apos;s cards.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Hand record saved as {path}.</source>
        <translation>Hand record saved as {path}.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Save Hand Record</source>
        <translation>Save Hand Record</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The record holds every card, the computer&apos;s too, so this hand becomes practice and will not count in the match. Save it now?</source>
        <translation>The record holds every card, the computer&apos;s too, so this hand becomes practice and will not count in the match. Save it now?</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Hand record opened: practice outside the match.</source>
        <translation>Hand record opened: practice outside the match.</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>The hand is over: click the summary or press Enter to go on.</source>
        <translation>The hand is over: click the summary or press Enter to go on.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>These rules do not allow looking at taken tricks.</source>
        <translation>These rules do not allow looking at taken tricks.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You have not taken a trick yet.</source>
        <translation>You have not taken a trick yet.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Please wait: it is the computer&apos;s turn.</source>
        <translation>Please wait: it is the computer&apos;s turn.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>There is nothing to advise now.</source>
        <translation>There is nothing to advise now.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>You hold no marriage ({king} and {queen} of one suit).</source>
        <translation>You hold no marriage ({king} and {queen} of one suit).</translation>
    </message>
    <message>
        <location line="+158"/>
        <source>Search: compiled core.</source>
        <translation>Search: compiled core.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Search: Python.</source>
        <translation>Search: Python.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>The Austrian card game against the computer: Schnapsen for two, and Bauernschnapsen for four with a computer partner.</source>
        <translation>The Austrian card game against the computer: Schnapsen for two, and Bauernschnapsen for four with a computer partner.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Program: GNU General Public License, version 3 or later (GPL-3.0-or-later).</source>
        <translation>Program: GNU General Public License, version 3 or later (GPL-3.0-or-later).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Card art (French, four-colour, German and number-card decks, backs, table, icon): original work by the Schnapsen Qt developers, licensed under Creative Commons Attribution-ShareAlike 4.0 (CC BY-SA 4.0).</source>
        <translation>Card art (French, four-colour, German and number-card decks, backs, table, icon): original work by the Schnapsen Qt developers, licensed under Creative Commons Attribution-ShareAlike 4.0 (CC BY-SA 4.0).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Rules after the Austrian Schnapsen rules (soft, sharp and tournament), with the house rules and Sechsundsechzig, Schnapsen&apos;s German parent; see Help, Rules and Keys.</source>
        <translation>Rules after the Austrian Schnapsen rules (soft, sharp and tournament), with the house rules and Sechsundsechzig, Schnapsen&apos;s German parent; see Help, Rules and Keys.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Schnapsen Qt {version}</source>
        <translation>Schnapsen Qt {version}</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Back to the match: this hand counts.</source>
        <translation>Back to the match: this hand counts.</translation>
    </message>
    <message>
        <location filename="../schnapsen_qt/gui/window/file_words.py" line="+38"/>
        <source>The file with the window&apos;s size and place</source>
        <translation>The file with the window&apos;s size and place</translation>
    </message>
    <message>
        <location filename="../schnapsen_qt/gui/window/main_window.py" line="+76"/>
        <source>The match could not be saved: {error}</source>
        <translation>The match could not be saved: {error}</translation>
    </message>
    <message>
        <location line="-557"/>
        <source>A match is in progress. Give it up and start a new one?</source>
        <translation>A match is in progress. Give it up and start a new one?</translation>
    </message>
    <message>
        <location line="+90"/>
        <source>Re-deal This Hand</source>
        <translation>Re-deal This Hand</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Re-deal</source>
        <translation>&amp;Re-deal</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Keep playing</source>
        <translation>&amp;Keep playing</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Move taken back: this hand is practice now and counts neither in the match nor in the statistics.</source>
        <translation>Move taken back: this hand is practice now and counts neither in the match nor in the statistics.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Open cards: the computer&apos;s hand is shown; hands played so are practice and do not count in the match.</source>
        <translation>Open cards: the computer&apos;s hand is shown; hands played so are practice and do not count in the match.</translation>
    </message>
    <message>
        <location line="+105"/>
        <source>{points} in {suit}</source>
        <translation>{points} in {suit}</translation>
    </message>
    <message>
        <location line="+65"/>
        <source>Thinking about a hint…</source>
        <translation>Thinking about a hint…</translation>
    </message>
    <message>
        <location filename="../schnapsen_qt/gui/window/window_actions.py" line="-64"/>
        <source>&amp;New Match</source>
        <translation>&amp;New Match</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Give up the running match and start a new one (Ctrl+N)</source>
        <translation>Give up the running match and start a new one (Ctrl+N)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Re-deal This Hand</source>
        <translation>&amp;Re-deal This Hand</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>E&amp;xchange {jack}</source>
        <translation>E&amp;xchange {jack}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Exchange the trump {jack} for the turn-up (X)</source>
        <translation>Exchange the trump {jack} for the turn-up (X)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Meld a marriage, then lead the {king} or the {queen} (M)</source>
        <translation>Meld a marriage, then lead the {king} or the {queen} (M)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Close Before &amp;Drawing</source>
        <translation>Close Before &amp;Drawing</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Look at Tric&amp;ks</source>
        <translation>Look at Tric&amp;ks</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Look through your taken tricks (if the rules allow, T)</source>
        <translation>Look through your taken tricks (if the rules allow, T)</translation>
    </message>
    <message>
        <location filename="../schnapsen_qt/gui/window/main_window.py" line="-296"/>
        <source>New Match</source>
        <translation>New Match</translation>
    </message>
    <message>
        <location line="+437"/>
        <source>About Schnapsen Qt</source>
        <translation>About Schnapsen Qt</translation>
    </message>
</context>
<context>
    <name>Questions</name>
    <message>
        <location filename="../schnapsen_qt/gui/dialogs/questions.py" line="+22"/>
        <source>2 game points</source>
        <translation>2 game points</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>3 game points, because it has no trick now</source>
        <translation>3 game points, because it has no trick now</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No more cards are drawn, and suit must be followed. You must then reach 66 yourself and say “Genug”; if you do not, the computer scores {penalty}.</source>
        <translation>No more cards are drawn, and suit must be followed. You must then reach 66 yourself and say “Genug”; if you do not, the computer scores {penalty}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No more cards are drawn, and suit must be followed. You must then have 66 at the end of the hand; if you do not, the computer scores {penalty}.</source>
        <translation>No more cards are drawn, and suit must be followed. You must then have 66 at the end of the hand; if you do not, the computer scores {penalty}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Close the talon</source>
        <translation>Close the talon</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Close the talon now?</source>
        <translation>Close the talon now?</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>If you have fewer than 66, the hand ends and the computer scores the game points of a failed close: 3 if it had no trick when you closed, else 2.</source>
        <translation>If you have fewer than 66, the hand ends and the computer scores the game points of a failed close: 3 if it had no trick when you closed, else 2.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>If you have fewer than 66, the hand ends and the computer scores what you would have scored.</source>
        <translation>If you have fewer than 66, the hand ends and the computer scores what you would have scored.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>If you have fewer than 66, the hand ends and the computer scores {penalty}.</source>
        <translation>If you have fewer than 66, the hand ends and the computer scores {penalty}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Genug! (66)</source>
        <translation>Genug! (66)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Say “Genug” and end the hand now?</source>
        <translation>Say “Genug” and end the hand now?</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>&amp;Genug!</source>
        <translation>&amp;Genug!</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Close the talon</source>
        <translation>&amp;Close the talon</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Not now</source>
        <translation>&amp;Not now</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Do not ask again (the settings can turn the question on)</source>
        <translation>&amp;Do not ask again (the settings can turn the question on)</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Exchange at the close</source>
        <translation>Exchange at the close</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The computer closed the talon. Exchange your {card} for the turn-up {turnup}?</source>
        <translation>The computer closed the talon. Exchange your {card} for the turn-up {turnup}?</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>You may exchange now even without a trick; afterwards the talon stays closed and the computer leads.</source>
        <translation>You may exchange now even without a trick; afterwards the talon stays closed and the computer leads.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Exchange</source>
        <translation>&amp;Exchange</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Keep it</source>
        <translation>&amp;Keep it</translation>
    </message>
</context>
<context>
    <name>RecordFiles</name>
    <message>
        <location filename="../schnapsen_qt/gui/window/record_files.py" line="+26"/>
        <source>This is not a usable hand record: {reason}</source>
        <translation>This is not a usable hand record: {reason}</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>it is not player {player}&apos;s turn</source>
        <translation>it is not player {player}&apos;s turn</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Action {number} of the record is not possible: {reason}</source>
        <translation>Action {number} of the record is not possible: {reason}</translation>
    </message>
    <message>
        <location line="+7"/>
        <location line="+22"/>
        <source>This is not a hand record.</source>
        <translation>This is not a hand record.</translation>
    </message>
    <message>
        <location line="-20"/>
        <source>This is not a file that can hold a hand record (a folder or a special file).</source>
        <translation>This is not a file that can hold a hand record (a folder or a special file).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The file does not exist (any more).</source>
        <translation>The file does not exist (any more).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The file could not be read.</source>
        <translation>The file could not be read.</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>The hand record could not be saved: {error}</source>
        <translation>The hand record could not be saved: {error}</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Hand records (*.json);;All files (*)</source>
        <translation>Hand records (*.json);;All files (*)</translation>
    </message>
    <message>
        <location line="+20"/>
        <location line="+6"/>
        <source>Save Hand Record</source>
        <translation>Save Hand Record</translation>
    </message>
    <message>
        <location line="+10"/>
        <location line="+6"/>
        <source>Open Hand Record</source>
        <translation>Open Hand Record</translation>
    </message>
</context>
<context>
    <name>Refusal</name>
    <message>
        <location filename="../schnapsen_qt/gui/controller.py" line="+503"/>
        <source>It is the computer&apos;s turn.</source>
        <translation>It is the computer&apos;s turn.</translation>
    </message>
    <message>
        <location filename="../schnapsen_qt/engine/texts.py" line="+28"/>
        <location filename="../schnapsen_qt/gui/controller.py" line="+14"/>
        <source>The hand is already over.</source>
        <translation>The hand is already over.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>You must head the trick with a higher trump.</source>
        <translation>You must head the trick with a higher trump.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You must follow with a trump.</source>
        <translation>You must follow with a trump.</translation>
    </message>
    <message>
        <location line="-7"/>
        <source>You do not hold the {card}.</source>
        <translation>You do not hold the {card}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>After melding you must lead the {card}.</source>
        <translation>After melding you must lead the {card}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>After melding you must lead the {card} or the {queen}.</source>
        <translation>After melding you must lead the {card} or the {queen}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You must head the trick with a higher card of {suit}.</source>
        <translation>You must head the trick with a higher card of {suit}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You must follow suit: play a card of {suit}.</source>
        <translation>You must follow suit: play a card of {suit}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You cannot follow suit, so you must trump ({suit} are trumps).</source>
        <translation>You cannot follow suit, so you must trump ({suit} are trumps).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Only the player on lead may claim 66, before leading.</source>
        <translation>Only the player on lead may claim 66, before leading.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You may claim 66 only right after winning a trick or melding a marriage.</source>
        <translation>You may claim 66 only right after winning a trick or melding a marriage.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Only the player on lead may {kind}, before leading.</source>
        <translation>Only the player on lead may {kind}, before leading.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You hold no marriage in {suit}.</source>
        <translation>You hold no marriage in {suit}.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The talon is closed: you cannot {kind}.</source>
        <translation>The talon is closed: you cannot {kind}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The talon is exhausted: you cannot {kind}.</source>
        <translation>The talon is exhausted: you cannot {kind}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You do not hold the trump {jack} ({card}).</source>
        <translation>You do not hold the trump {jack} ({card}).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The trump {jack} was exchanged already: it lies as the turn-up.</source>
        <translation>The trump {jack} was exchanged already: it lies as the turn-up.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You may exchange the trump {jack} only after winning a trick.</source>
        <translation>You may exchange the trump {jack} only after winning a trick.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>You cannot {kind} now.</source>
        <translation>You cannot {kind} now.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>In this game nobody claims 66: every hand is played to its last card.</source>
        <translation>In this game nobody claims 66: every hand is played to its last card.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The talon was just closed: first exchange the {card} for the turn-up, or pass.</source>
        <translation>The talon was just closed: first exchange the {card} for the turn-up, or pass.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You may pass only when the talon has just been closed and you may exchange.</source>
        <translation>You may pass only when the talon has just been closed and you may exchange.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>In this game the talon can be closed only after both players have drawn.</source>
        <translation>In this game the talon can be closed only after both players have drawn.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You may close before drawing only right after winning a trick while the talon is open, before doing anything else.</source>
        <translation>You may close before drawing only right after winning a trick while the talon is open, before doing anything else.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>exchange the trump {jack}</source>
        <translation>exchange the trump {jack}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>close the talon</source>
        <translation>close the talon</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>meld a marriage</source>
        <translation>meld a marriage</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>claim 66</source>
        <translation>claim 66</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>play a card</source>
        <translation>play a card</translation>
    </message>
    <message>
        <location line="-24"/>
        <source>You cannot {kind} when only the turn-up and one card remain in the talon.</source>
        <translation>You cannot {kind} when only the turn-up and one card remain in the talon.</translation>
    </message>
    <message>
        <location line="-13"/>
        <source>You have already melded before this lead.</source>
        <translation>You have already melded before this lead.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You may meld a marriage only after winning a trick.</source>
        <translation>You may meld a marriage only after winning a trick.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No marriage may be melded once the talon is closed or exhausted.</source>
        <translation>No marriage may be melded once the talon is closed or exhausted.</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>That is not allowed now.</source>
        <translation>That is not allowed now.</translation>
    </message>
</context>
<context>
    <name>Review</name>
    <message>
        <location filename="../schnapsen_qt/ai/review.py" line="+123"/>
        <source>This was the only legal move.</source>
        <translation>This was the only legal move.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Best: {best} wins in {pct} % of the deals you cannot rule out.</source>
        <translation>Best: {best} wins in {pct} % of the deals you cannot rule out.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Every card is known: {best} draws the hand with best play.</source>
        <translation>Every card is known: {best} draws the hand with best play.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{played} is about as good as the best move, {best}: it wins in {played_pct} % of the deals you cannot rule out, against {best_pct} %.</source>
        <translation>{played} is about as good as the best move, {best}: it wins in {played_pct} % of the deals you cannot rule out, against {best_pct} %.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{best} wins in {best_pct} % of the deals you cannot rule out, {played} only in {played_pct} %.</source>
        <translation>{best} wins in {best_pct} % of the deals you cannot rule out, {played} only in {played_pct} %.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{best} scores more: {best_gp} game points on average over the deals you cannot rule out, against {played_gp} for {played}.</source>
        <translation>{best} scores more: {best_gp} game points on average over the deals you cannot rule out, against {played_gp} for {played}.</translation>
    </message>
    <message>
        <location line="-13"/>
        <source>Every card is known: with best play {best} wins the hand (game points: {gp}).</source>
        <translation>Every card is known: with best play {best} wins the hand (game points: {gp}).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Every card is known and the hand is lost with best play; {best} loses the fewest game points: {gp}.</source>
        <translation>Every card is known and the hand is lost with best play; {best} loses the fewest game points: {gp}.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>The marriage could wait: {best} scores more ({best_gp} game points on average against {played_gp} for {played}), and you can still meld it when you lead again, as long as you keep both cards.</source>
        <translation>The marriage could wait: {best} scores more ({best_gp} game points on average against {played_gp} for {played}), and you can still meld it when you lead again, as long as you keep both cards.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Every card is known: with best play {best} scores {best_gp} in game points, {played} {played_gp}.</source>
        <translation>Every card is known: with best play {best} scores {best_gp} in game points, {played} {played_gp}.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>playing the {card}</source>
        <translation>playing the {card}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>melding the marriage in {suit}</source>
        <translation>melding the marriage in {suit}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>exchanging for the turn-up</source>
        <translation>exchanging for the turn-up</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>exchanging for the {card}</source>
        <translation>exchanging for the {card}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>closing the talon</source>
        <translation>closing the talon</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>closing the talon before drawing</source>
        <translation>closing the talon before drawing</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>claiming 66</source>
        <translation>claiming 66</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>passing (no exchange)</source>
        <translation>passing (no exchange)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Inaccuracy</source>
        <translation>Inaccuracy</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mistake</source>
        <translation>Mistake</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Blunder</source>
        <translation>Blunder</translation>
    </message>
</context>
<context>
    <name>ReviewDialog</name>
    <message>
        <location filename="../schnapsen_qt/gui/dialogs/review_dialog.py" line="+328"/>
        <source>Review of the Hand</source>
        <translation>Review of the Hand</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Cancel</source>
        <translation>&amp;Cancel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>|◀ Start</source>
        <translation>|◀ Start</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>◀ &amp;Back</source>
        <translation>◀ &amp;Back</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Next ▶</source>
        <translation>&amp;Next ▶</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>End ▶|</source>
        <translation>End ▶|</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Next &amp;Mistake</source>
        <translation>Next &amp;Mistake</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Close</source>
        <translation>Close</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The start of the hand (Home)</source>
        <translation>The start of the hand (Home)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>One decision back (Left)</source>
        <translation>One decision back (Left)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>One decision on (Right)</source>
        <translation>One decision on (Right)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The end of the hand (End)</source>
        <translation>The end of the hand (End)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your next decision with a mark (inaccuracy, mistake or blunder)</source>
        <translation>Your next decision with a mark (inaccuracy, mistake or blunder)</translation>
    </message>
    <message>
        <location line="+51"/>
        <source>The review failed: {error}</source>
        <translation>The review failed: {error}</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Valuing your decisions: {done} of {total}</source>
        <translation>Valuing your decisions: {done} of {total}</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Review cancelled.</source>
        <translation>Review cancelled.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Valuing your decisions…</source>
        <translation>Valuing your decisions…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You made no decision in this hand.</source>
        <translation>You made no decision in this hand.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Total loss: {loss} game points · inaccuracies: {inaccuracies}, mistakes: {mistakes}, blunders: {blunders}</source>
        <translation>Total loss: {loss} game points · inaccuracies: {inaccuracies}, mistakes: {mistakes}, blunders: {blunders}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>(so far: {done} of {total} decisions)</source>
        <translation>(so far: {done} of {total} decisions)</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>Move {number} of {total}: your decision</source>
        <translation>Move {number} of {total}: your decision</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Move {number} of {total}: the computer</source>
        <translation>Move {number} of {total}: the computer</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The record stops here.</source>
        <translation>The record stops here.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>End of the hand</source>
        <translation>End of the hand</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The computer decided here; step on to your decisions.</source>
        <translation>The computer decided here; step on to your decisions.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Not valued: the review was cancelled.</source>
        <translation>Not valued: the review was cancelled.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Being valued…</source>
        <translation>Being valued…</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Your move: {action}. Loss: {loss} ± {se} game points.</source>
        <translation>Your move: {action}. Loss: {loss} ± {se} game points.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Your move: {action}. Loss: {loss} game points.</source>
        <translation>Your move: {action}. Loss: {loss} game points.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Action</source>
        <translation>Action</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Value</source>
        <translation>Value</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Wins</source>
        <translation>Wins</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>best</source>
        <translation>best</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>played</source>
        <translation>played</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>over {deals} deals</source>
        <translation>over {deals} deals</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Values: game points of the hand you could expect, judged only from what you could know at that moment.</source>
        <translation>Values: game points of the hand you could expect, judged only from what you could know at that moment.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Every card was known: the values are exact.</source>
        <translation>Every card was known: the values are exact.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>They are estimates over {deals} deals you cannot rule out, ± one standard error; a move is marked only where its loss is more than twice its error.</source>
        <translation>They are estimates over {deals} deals you cannot rule out, ± one standard error; a move is marked only where its loss is more than twice its error.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>They are estimates over {deals} deals you cannot rule out.</source>
        <translation>They are estimates over {deals} deals you cannot rule out.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A move clearly behind the best was not valued over further deals: its value is over fewer deals, as its row says.</source>
        <translation>A move clearly behind the best was not valued over further deals: its value is over fewer deals, as its row says.</translation>
    </message>
    <message>
        <location line="-11"/>
        <source>Every deal you could not rule out was valued: no sampling noise.</source>
        <translation>Every deal you could not rule out was valued: no sampling noise.</translation>
    </message>
</context>
<context>
    <name>Rules</name>
    <message>
        <location filename="../schnapsen_qt/rules_text.py" line="+38"/>
        <source>Soft</source>
        <translation>Soft</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sharp</source>
        <translation>Sharp</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tournament</source>
        <translation>Tournament</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Custom</source>
        <translation>Custom</translation>
    </message>
    <message>
        <location line="+64"/>
        <source>Meld only after winning a trick</source>
        <translation>Meld only after winning a trick</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Exchange only after winning a trick</source>
        <translation>Exchange only after winning a trick</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>No closing or exchange with only two talon cards left</source>
        <translation>No closing or exchange with only two talon cards left</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Meld after the talon is gone</source>
        <translation>Meld after the talon is gone</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>A closer&apos;s win is scored from</source>
        <translation>A closer&apos;s win is scored from</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Penalty for a false claim</source>
        <translation>Penalty for a false claim</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Taken tricks may be looked at</source>
        <translation>Taken tricks may be looked at</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Schneider-Bummerl counts twice</source>
        <translation>Schneider-Bummerl counts twice</translation>
    </message>
    <message>
        <location line="-32"/>
        <source>the opponent&apos;s state when closing (Viennese)</source>
        <translation>the opponent&apos;s state when closing (Viennese)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the opponent&apos;s state at the end</source>
        <translation>the opponent&apos;s state at the end</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>2 game points, 3 if no trick</source>
        <translation>2 game points, 3 if no trick</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>what the claimer would have scored</source>
        <translation>what the claimer would have scored</translation>
    </message>
    <message>
        <location line="-47"/>
        <source>You may meld only after winning a trick.</source>
        <translation>You may meld only after winning a trick.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You may meld at any lead, even before your first trick.</source>
        <translation>You may meld at any lead, even before your first trick.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>After melding you must lead the {king} of the pair (or go out).</source>
        <translation>After melding you must lead the {king} of the pair (or go out).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>After melding you must lead the {king} or the {queen} of the pair (or go out).</source>
        <translation>After melding you must lead the {king} or the {queen} of the pair (or go out).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>You may exchange the trump {jack} only after winning a trick.</source>
        <translation>You may exchange the trump {jack} only after winning a trick.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You may exchange the trump {jack} at any lead while the talon is open.</source>
        <translation>You may exchange the trump {jack} at any lead while the talon is open.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>When the talon holds only the turn-up and one face-down card, you may neither close nor exchange.</source>
        <translation>When the talon holds only the turn-up and one face-down card, you may neither close nor exchange.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>You may close and exchange as long as the talon is open and not exhausted.</source>
        <translation>You may close and exchange as long as the talon is open and not exhausted.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Marriages may also be melded after the talon is closed or exhausted.</source>
        <translation>Marriages may also be melded after the talon is closed or exhausted.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Marriages may be melded only while the talon is open.</source>
        <translation>Marriages may be melded only while the talon is open.</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>You may look through your own tricks; the last trick stays visible until the next lead.</source>
        <translation>You may look through your own tricks; the last trick stays visible until the next lead.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Taken tricks may not be looked at: you must remember the points.</source>
        <translation>Taken tricks may not be looked at: you must remember the points.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A Bummerl won 7:0 (Schneider-Bummerl) counts twice.</source>
        <translation>A Bummerl won 7:0 (Schneider-Bummerl) counts twice.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A Bummerl won 7:0 counts once, like any other.</source>
        <translation>A Bummerl won 7:0 counts once, like any other.</translation>
    </message>
    <message>
        <location line="-16"/>
        <source>A false claim gives the opponent what the claimer would have scored if right.</source>
        <translation>A false claim gives the opponent what the claimer would have scored if right.</translation>
    </message>
    <message>
        <location line="-5"/>
        <source>A false claim gives the opponent 2 game points, or 3 if the opponent has no trick yet.</source>
        <translation>A false claim gives the opponent 2 game points, or 3 if the opponent has no trick yet.</translation>
    </message>
    <message>
        <location line="-110"/>
        <location line="+270"/>
        <source>House rules</source>
        <translation>House rules</translation>
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
        <translation>Schnapsen as most people learn it: meld and exchange from the first lead, taken tricks may be looked at.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Club Schnapsen: meld and exchange only after a trick, lead the {king} after a meld, tricks not looked at.</source>
        <translation>Club Schnapsen: meld and exchange only after a trick, lead the {king} after a meld, tricks not looked at.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Sharp, and no meld once the talon is gone; a Schneider-Bummerl counts once.</source>
        <translation>Sharp, and no meld once the talon is gone; a Schneider-Bummerl counts once.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Nobody claims 66: every hand is played to the last card, and the last trick decides.</source>
        <translation>Nobody claims 66: every hand is played to the last card, and the last trick decides.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The German parent game: 24 cards with the Nines, 10 for the last trick, the higher count wins.</source>
        <translation>The German parent game: 24 cards with the Nines, 10 for the last trick, the higher count wins.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your own mix of the options below.</source>
        <translation>Your own mix of the options below.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Does not apply: nobody claims 66 under these rules.</source>
        <translation>Does not apply: nobody claims 66 under these rules.</translation>
    </message>
    <message>
        <location line="+43"/>
        <source>After a meld, lead the {king}</source>
        <translation>After a meld, lead the {king}</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>A closer who wins scores from the opponent&apos;s tricks and points at the moment of closing (Viennese closing).</source>
        <translation>A closer who wins scores from the opponent&apos;s tricks and points at the moment of closing (Viennese closing).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>A closer who wins scores from the opponent&apos;s tricks and points at the end of the hand.</source>
        <translation>A closer who wins scores from the opponent&apos;s tricks and points at the end of the hand.</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>Going out</source>
        <translation>Going out</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>by claiming 66</source>
        <translation>by claiming 66</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A player goes out by claiming 66 (“Genug”) as soon as they believe they have it.</source>
        <translation>A player goes out by claiming 66 (“Genug”) as soon as they believe they have it.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>at the end of the hand</source>
        <translation>at the end of the hand</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Nobody claims 66: every hand is played to its last card and judged then.</source>
        <translation>Nobody claims 66: every hand is played to its last card and judged then.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Cards in the pack</source>
        <translation>Cards in the pack</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>20 cards</source>
        <translation>20 cards</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The pack has 20 cards; each player holds five.</source>
        <translation>The pack has 20 cards; each player holds five.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>24 cards, with the Nines</source>
        <translation>24 cards, with the Nines</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The pack has 24 cards with the four Nines (no points); each player holds six, and the trump {jack} is exchanged for the turn-up.</source>
        <translation>The pack has 24 cards with the four Nines (no points); each player holds six, and the trump {jack} is exchanged for the turn-up.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Bonus for the last trick</source>
        <translation>Bonus for the last trick</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>none</source>
        <translation>none</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The last trick scores no bonus.</source>
        <translation>The last trick scores no bonus.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>10 points</source>
        <translation>10 points</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The winner of the last trick scores 10 extra points when the talon was exhausted, not closed.</source>
        <translation>The winner of the last trick scores 10 extra points when the talon was exhausted, not closed.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>When nobody went out</source>
        <translation>When nobody went out</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the last trick wins</source>
        <translation>the last trick wins</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>When all cards are played and nobody went out, the winner of the last trick scores 1 game point.</source>
        <translation>When all cards are played and nobody went out, the winner of the last trick scores 1 game point.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the higher count wins</source>
        <translation>the higher count wins</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>When all cards are played and nobody went out, the player with more points wins; equal points are a draw.</source>
        <translation>When all cards are played and nobody went out, the player with more points wins; equal points are a draw.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Close before drawing</source>
        <translation>Close before drawing</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The winner of a trick may close the talon before the draws; then nobody draws.</source>
        <translation>The winner of a trick may close the talon before the draws; then nobody draws.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The talon can be closed only after both players have drawn.</source>
        <translation>The talon can be closed only after both players have drawn.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Exchange at the close</source>
        <translation>Exchange at the close</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>When the talon is closed, the closer&apos;s opponent may first exchange the trump {jack} for the turn-up, with or without a trick.</source>
        <translation>When the talon is closed, the closer&apos;s opponent may first exchange the trump {jack} for the turn-up, with or without a trick.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>At a close, the opponent may not exchange.</source>
        <translation>At a close, the opponent may not exchange.</translation>
    </message>
    <message>
        <location line="+68"/>
        <source>A marriage: {king} and {queen}. Melded, it is worth 20, or 40 when {suit} are trumps; then you lead one of the two.</source>
        <translation>A marriage: {king} and {queen}. Melded, it is worth 20, or 40 when {suit} are trumps; then you lead one of the two.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>An exchange with {suit} as trumps: the {jack} from your hand takes the place of the turned-up {ace}, which goes into your hand.</source>
        <translation>An exchange with {suit} as trumps: the {jack} from your hand takes the place of the turned-up {ace}, which goes into your hand.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Closing: the turned-up card is turned face down on the talon. Nobody draws any more, and you must reach 66 with the cards in hand.</source>
        <translation>Closing: the turned-up card is turned face down on the talon. Nobody draws any more, and you must reach 66 with the cards in hand.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Examples</source>
        <translation>Examples</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Two more games</source>
        <translation>Two more games</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Besides soft, sharp and tournament Schnapsen the settings offer two more games from the sources, each as a preset. The score of both counts up from 0 to 7.</source>
        <translation>Besides soft, sharp and tournament Schnapsen the settings offer two more games from the sources, each as a preset. The score of both counts up from 0 to 7.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The simpler game that the house source teaches: soft Schnapsen, but every hand is played to the end.</source>
        <translation>The simpler game that the house source teaches: soft Schnapsen, but every hand is played to the end.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Nobody goes out: there is no “Genug”; all cards are played.</source>
        <translation>Nobody goes out: there is no “Genug”; all cards are played.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>If nobody closed the talon, the winner of the last trick scores 1 game point, however many points either player has.</source>
        <translation>If nobody closed the talon, the winner of the last trick scores 1 game point, however many points either player has.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Whoever closes (zudrehen) must have 66 at the end of the hand, whoever wins the last trick: then 1 to 3 game points from the opponent&apos;s state at the close, otherwise the opponent scores 2, or 3 if without a trick at the close.</source>
        <translation>Whoever closes (zudrehen) must have 66 at the end of the hand, whoever wins the last trick: then 1 to 3 game points from the opponent&apos;s state at the close, otherwise the opponent scores 2, or 3 if without a trick at the close.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Taken tricks may not be looked at; a Bummerl won 7:0 counts once; the deal alternates.</source>
        <translation>Taken tricks may not be looked at; a Bummerl won 7:0 counts once; the deal alternates.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Schnapsen&apos;s German parent (Sixty-six), with the differences the sources list:</source>
        <translation>Schnapsen&apos;s German parent (Sixty-six), with the differences the sources list:</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>24 cards: the four Nines (Neuner, no points, below the {jack}) join the pack. Six cards each, dealt 3, 3, the turn-up, 3, 3. The trump Nine is exchanged for the turn-up.</source>
        <translation>24 cards: the four Nines (Neuner, no points, below the {jack}) join the pack. Six cards each, dealt 3, 3, the turn-up, 3, 3. The trump Nine is exchanged for the turn-up.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The last trick is worth 10 more points (the Zehner for the last trick) when the talon was drawn to the end, not closed.</source>
        <translation>The last trick is worth 10 more points (the Zehner for the last trick) when the talon was drawn to the end, not closed.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Go out (ausmelden) by claiming 66 as in Schnapsen. If nobody went out and nobody closed, the higher count wins: 3 game points if the loser has no trick, 2 if under 33, else 1; equal counts are a drawn hand.</source>
        <translation>Go out (ausmelden) by claiming 66 as in Schnapsen. If nobody went out and nobody closed, the higher count wins: 3 game points if the loser has no trick, 2 if under 33, else 1; equal counts are a drawn hand.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>You may close (zudrehen) right after winning a trick, before drawing, or after drawing as in Schnapsen. The closer&apos;s win is scored from the opponent&apos;s tricks at the end of the hand.</source>
        <translation>You may close (zudrehen) right after winning a trick, before drawing, or after drawing as in Schnapsen. The closer&apos;s win is scored from the opponent&apos;s tricks at the end of the hand.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>When the talon is closed, the opponent may first exchange the trump Nine for the turn-up, even without a trick, or pass.</source>
        <translation>When the talon is closed, the opponent may first exchange the trump Nine for the turn-up, even without a trick, or pass.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>No 20 or 40 once the talon is closed or drawn to the end.</source>
        <translation>No 20 or 40 once the talon is closed or drawn to the end.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The winner of a hand deals the next; after a drawn hand the deal alternates.</source>
        <translation>The winner of a hand deals the next; after a drawn hand the deal alternates.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The number-card deck</source>
        <translation>The number-card deck</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>French cards whose Jack, Queen and King show 2, 3 and 4, so that each card&apos;s index is its point value (Ace 11, Ten 10) and a marriage is the 3 and 4 of a suit. The house source teaches the game with this pack because the points are easy to count. It has no Nines, so it can be chosen with any 20-card rules, not with Sechsundsechzig.</source>
        <translation>French cards whose Jack, Queen and King show 2, 3 and 4, so that each card&apos;s index is its point value (Ace 11, Ten 10) and a marriage is the 3 and 4 of a suit. The house source teaches the game with this pack because the points are easy to count. It has no Nines, so it can be chosen with any 20-card rules, not with Sechsundsechzig.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>{count} cards in four suits ({suits}). From high to low: {ranks} points; {total} points in all.</source>
        <translation>{count} cards in four suits ({suits}). From high to low: {ranks} points; {total} points in all.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>With the {bonus} points for the last trick, {total} points are in play.</source>
        <translation>With the {bonus} points for the last trick, {total} points are in play.</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>After melding you must lead the {king} of the pair.</source>
        <translation>After melding you must lead the {king} of the pair.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>After melding you must lead the {king} or the {queen} of the pair.</source>
        <translation>After melding you must lead the {king} or the {queen} of the pair.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Schnapsen</source>
        <translation>Schnapsen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Rules in force: {preset}.</source>
        <translation>Rules in force: {preset}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Rules in force: custom (your own choice of options).</source>
        <translation>Rules in force: custom (your own choice of options).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The aim</source>
        <translation>The aim</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Be the first to collect 66 points in a hand, from the cards in your tricks and from marriages, and say so (go out). Each hand won scores 1 to 3 game points; the first to make 7 game points wins the Bummerl.</source>
        <translation>Be the first to collect 66 points in a hand, from the cards in your tricks and from marriages, and say so (go out). Each hand won scores 1 to 3 game points; the first to make 7 game points wins the Bummerl.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Win the hands, with the points of the cards in your tricks and of marriages. Nobody goes out: every hand is played to its last card and judged then, as below. Each hand won scores 1 to 3 game points; the first to make 7 game points wins the Bummerl.</source>
        <translation>Win the hands, with the points of the cards in your tricks and of marriages. Nobody goes out: every hand is played to its last card and judged then, as below. Each hand won scores 1 to 3 game points; the first to make 7 game points wins the Bummerl.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The cards</source>
        <translation>The cards</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Each player gets {count} cards and one card is turned up; its suit is trumps (Atout). The rest of the pack lies face down across it: the talon. The non-dealer leads the first trick; the winner of a trick leads the next.</source>
        <translation>Each player gets {count} cards and one card is turned up; its suit is trumps (Atout). The rest of the pack lies face down across it: the talon. The non-dealer leads the first trick; the winner of a trick leads the next.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Playing the tricks</source>
        <translation>Playing the tricks</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A trick is won by the higher trump, else by the higher card of the suit led.</source>
        <translation>A trick is won by the higher trump, else by the higher card of the suit led.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>While the talon is open, any card may be played. After each trick the winner draws the top card of the talon, then the loser.</source>
        <translation>While the talon is open, any card may be played. After each trick the winner draws the top card of the talon, then the loser.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Once the talon is exhausted or closed, nobody draws and you must follow suit and head the trick if you can; if you cannot follow suit you must trump; otherwise play any card.</source>
        <translation>Once the talon is exhausted or closed, nobody draws and you must follow suit and head the trick if you can; if you cannot follow suit you must trump; otherwise play any card.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Before leading</source>
        <translation>Before leading</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Marriage: with {king} and {queen} of one suit in your hand you may meld them for 20 points, 40 in trumps (Zwanziger, Vierziger). Points of marriages count once you have won a trick.</source>
        <translation>Marriage: with {king} and {queen} of one suit in your hand you may meld them for 20 points, 40 in trumps (Zwanziger, Vierziger). Points of marriages count once you have won a trick.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Exchange: the trump {jack} in your hand may be exchanged for the turned-up trump card.</source>
        <translation>Exchange: the trump {jack} in your hand may be exchanged for the turned-up trump card.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Close (zudrehen): turn the trump card face down; from then on nobody draws and the strict rules of play apply. You must then reach 66 yourself.</source>
        <translation>Close (zudrehen): turn the trump card face down; from then on nobody draws and the strict rules of play apply. You must then reach 66 yourself.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Go out (“Genug”): when you have won the previous trick or just melded and believe you have 66 points, claim them. The hand ends at once.</source>
        <translation>Go out (“Genug”): when you have won the previous trick or just melded and believe you have 66 points, claim them. The hand ends at once.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Scoring a hand</source>
        <translation>Scoring a hand</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A correct claim scores 1 game point, 2 if the opponent has fewer than 33 points (Schneider), 3 if the opponent has no trick (Schwarz).</source>
        <translation>A correct claim scores 1 game point, 2 if the opponent has fewer than 33 points (Schneider), 3 if the opponent has no trick (Schwarz).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A player who closed and has 66 at the end of the hand scores 1 game point, 2 if the opponent has fewer than 33 points (Schneider), 3 if the opponent has no trick (Schwarz).</source>
        <translation>A player who closed and has 66 at the end of the hand scores 1 game point, 2 if the opponent has fewer than 33 points (Schneider), 3 if the opponent has no trick (Schwarz).</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>If the player who closed does not reach 66, the opponent scores 2 game points, or 3 if the opponent had no trick when the talon was closed.</source>
        <translation>If the player who closed does not reach 66, the opponent scores 2 game points, or 3 if the opponent had no trick when the talon was closed.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Bummerl</source>
        <translation>Bummerl</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Both players start at 0 and add the game points they win. The first to reach {win} wins the Bummerl; the loser gets a Bummerl.</source>
        <translation>Both players start at 0 and add the game points they win. The first to reach {win} wins the Bummerl; the loser gets a Bummerl.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Both players start at 7; the game points won are subtracted. The first to reach 0 wins the Bummerl; the loser gets a Bummerl.</source>
        <translation>Both players start at 7; the game points won are subtracted. The first to reach 0 wins the Bummerl; the loser gets a Bummerl.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>A match is played to a number of Bummerls agreed beforehand (in the settings): whoever first gets that many Bummerls loses the match, the other wins it.</source>
        <translation>A match is played to a number of Bummerls agreed beforehand (in the settings): whoever first gets that many Bummerls loses the match, the other wins it.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>At the table</source>
        <translation>At the table</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>More rules</source>
        <translation>More rules</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Options in force</source>
        <translation>Options in force</translation>
    </message>
    <message>
        <location line="-447"/>
        <source>yes</source>
        <translation>yes</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no</source>
        <translation>no</translation>
    </message>
</context>
<context>
    <name>SaveGame</name>
    <message>
        <location filename="../schnapsen_qt/gui/window/file_words.py" line="+17"/>
        <source>this is not a Schnapsen Qt saved game</source>
        <translation>this is not a Schnapsen Qt saved game</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the saved game has version {version}, newer than this program</source>
        <translation>the saved game has version {version}, newer than this program</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the match score is damaged: {error}</source>
        <translation>the match score is damaged: {error}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the saved match is already over</source>
        <translation>the saved match is already over</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the saved hand does not replay: {error}</source>
        <translation>the saved hand does not replay: {error}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the saved hand is already over</source>
        <translation>the saved hand is already over</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the saved hand does not belong to the match</source>
        <translation>the saved hand does not belong to the match</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the saved game&apos;s settings are damaged: {error}</source>
        <translation>the saved game&apos;s settings are damaged: {error}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the saved game was played from the other seat</source>
        <translation>the saved game was played from the other seat</translation>
    </message>
</context>
<context>
    <name>ScoreSheet</name>
    <message>
        <location filename="../schnapsen_qt/gui/dialogs/score_sheet.py" line="+69"/>
        <source>Bummerls (the loser of a Bummerl gets one, two for a Schneider-Bummerl that counts twice): you {you}, computer {computer}. Whoever gets {n} loses the match.</source>
        <translation>Bummerls (the loser of a Bummerl gets one, two for a Schneider-Bummerl that counts twice): you {you}, computer {computer}. Whoever gets {n} loses the match.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Bummerls (the loser of a Bummerl gets one): you {you}, computer {computer}. Whoever gets {n} loses the match.</source>
        <translation>Bummerls (the loser of a Bummerl gets one): you {you}, computer {computer}. Whoever gets {n} loses the match.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>No hand of this Bummerl is finished yet. Both start at 0; 7 game points win.</source>
        <translation>No hand of this Bummerl is finished yet. Both start at 0; 7 game points win.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No hand of this Bummerl is finished yet. Both start at 7.</source>
        <translation>No hand of this Bummerl is finished yet. Both start at 7.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>you</source>
        <translation>you</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>computer</source>
        <translation>computer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hand</source>
        <translation>Hand</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Dealer</source>
        <translation>Dealer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Won by</source>
        <translation>Won by</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>How</source>
        <translation>How</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Game points</source>
        <translation>Game points</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Game points so far (you : computer)</source>
        <translation>Game points so far (you : computer)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Still to go (you : computer)</source>
        <translation>Still to go (you : computer)</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Score sheet of the Bummerl</source>
        <translation>Score sheet of the Bummerl</translation>
    </message>
</context>
<context>
    <name>Settings</name>
    <message>
        <location filename="../schnapsen_qt/gui/window/file_words.py" line="+1"/>
        <source>The settings are damaged; using defaults.</source>
        <translation>The settings are damaged; using defaults.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Unknown value {value} for the setting “{name}”; using the default.</source>
        <translation>Unknown value {value} for the setting “{name}”; using the default.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Unknown rules {value} in the settings; using the soft rules.</source>
        <translation>Unknown rules {value} in the settings; using the soft rules.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Unknown rule option {name} = {value} in the settings; ignored.</source>
        <translation>Unknown rule option {name} = {value} in the settings; ignored.</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <location filename="../schnapsen_qt/gui/dialogs/settings_dialog.py" line="+251"/>
        <source>Settings</source>
        <translation>Settings</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rules</source>
        <translation>Rules</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Game and display</source>
        <translation>Game and display</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rules &amp;preset:</source>
        <translation>Rules &amp;preset:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Rule options</source>
        <translation>Rule options</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A change of the rules applies from the next Bummerl.</source>
        <translation>A change of the rules applies from the next Bummerl.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A new computer level plays from the next hand; deck, language and the other display settings change at once.</source>
        <translation>A new computer level plays from the next hand; deck, language and the other display settings change at once.</translation>
    </message>
    <message>
        <location line="+7"/>
        <location filename="../schnapsen_qt/gui/window/file_words.py" line="+7"/>
        <source>Computer l&amp;evel:</source>
        <translation>Computer l&amp;evel:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Match length (Bummerls that lose it):</source>
        <translation>&amp;Match length (Bummerls that lose it):</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The loser of each Bummerl gets one (two for a Schneider-Bummerl that counts twice); whoever first has this many loses the match.</source>
        <translation>The loser of each Bummerl gets one (two for a Schneider-Bummerl that counts twice); whoever first has this many loses the match.</translation>
    </message>
    <message>
        <location line="+3"/>
        <location filename="../schnapsen_qt/gui/window/file_words.py" line="+1"/>
        <source>&amp;Deck:</source>
        <translation>&amp;Deck:</translation>
    </message>
    <message>
        <location line="+3"/>
        <location filename="../schnapsen_qt/gui/window/file_words.py" line="+1"/>
        <source>Card &amp;back:</source>
        <translation>Card &amp;back:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Blue</source>
        <translation>Blue</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Red</source>
        <translation>Red</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Green</source>
        <translation>Green</translation>
    </message>
    <message>
        <location line="+4"/>
        <location filename="../schnapsen_qt/gui/window/file_words.py" line="+1"/>
        <source>&amp;Language:</source>
        <translation>&amp;Language:</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>System default</source>
        <translation>System default</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../schnapsen_qt/gui/window/file_words.py" line="+1"/>
        <source>&amp;Animation speed:</source>
        <translation>&amp;Animation speed:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Instant</source>
        <translation>Instant</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fast</source>
        <translation>Fast</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Slow</source>
        <translation>Slow</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Counting aid (show the points of the tricks taken)</source>
        <translation>&amp;Counting aid (show the points of the tricks taken)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>As&amp;k before “Genug” and before closing the talon</source>
        <translation>As&amp;k before “Genug” and before closing the talon</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>S&amp;ounds (shuffle, deal, play, trick)</source>
        <translation>S&amp;ounds (shuffle, deal, play, trick)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Mistakes found by the &amp;review become trainer positions</source>
        <translation>Mistakes found by the &amp;review become trainer positions</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Re&amp;view each hand in the background (your accuracy in the summary and the statistics)</source>
        <translation>Re&amp;view each hand in the background (your accuracy in the summary and the statistics)</translation>
    </message>
    <message>
        <location line="+120"/>
        <source>The deck “{deck}” has no Nines, so rule sets with 24 cards (Sechsundsechzig) cannot be chosen with it; choose another deck on the other page first.</source>
        <translation>The deck “{deck}” has no Nines, so rule sets with 24 cards (Sechsundsechzig) cannot be chosen with it; choose another deck on the other page first.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Decks without Nines (the number cards) cannot be chosen with 24-card rules.</source>
        <translation>Decks without Nines (the number cards) cannot be chosen with 24-card rules.</translation>
    </message>
    <message>
        <location line="+50"/>
        <source>The new rules (and match length) apply from the next Bummerl.</source>
        <translation>The new rules (and match length) apply from the next Bummerl.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The new computer level plays from the next hand.</source>
        <translation>The new computer level plays from the next hand.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Deck, language and display settings change at once.</source>
        <translation>Deck, language and display settings change at once.</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Change settings</source>
        <translation>Change settings</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A Bummerl is being played. Change the settings?</source>
        <translation>A Bummerl is being played. Change the settings?</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Or start a new match with these rules now: this match then counts as given up.</source>
        <translation>Or start a new match with these rules now: this match then counts as given up.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Or start a new match with these rules now: no hand of this match is finished, so nothing is given up.</source>
        <translation>Or start a new match with these rules now: no hand of this match is finished, so nothing is given up.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;New Match Now</source>
        <translation>&amp;New Match Now</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>From the Next &amp;Bummerl</source>
        <translation>From the Next &amp;Bummerl</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Keep the Rules</source>
        <translation>&amp;Keep the Rules</translation>
    </message>
</context>
<context>
    <name>Shortcuts</name>
    <message>
        <location filename="../schnapsen_qt/rules_text.py" line="+474"/>
        <source>New match (gives up the running one)</source>
        <translation>New match (gives up the running one)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Re-deal this hand (same cards; after moves, as practice)</source>
        <translation>Re-deal this hand (same cards; after moves, as practice)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hint</source>
        <translation>Hint</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Full screen</source>
        <translation>Full screen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Quit</source>
        <translation>Quit</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Settings</source>
        <translation>Settings</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Statistics</source>
        <translation>Statistics</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Trainer: a position to solve</source>
        <translation>Trainer: a position to solve</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rules and keys</source>
        <translation>Rules and keys</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>1–{count}, Left/Right</source>
        <translation>1–{count}, Left/Right</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Choose a card</source>
        <translation>Choose a card</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play the chosen card</source>
        <translation>Play the chosen card</translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+28"/>
        <source>Enter, Space</source>
        <translation>Enter, Space</translation>
    </message>
    <message>
        <location line="-27"/>
        <source>Meld a marriage</source>
        <translation>Meld a marriage</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Exchange the trump {jack}</source>
        <translation>Exchange the trump {jack}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Close the talon (zudrehen)</source>
        <translation>Close the talon (zudrehen)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Close before drawing, while the talon offers it right after a trick you won (Sechsundsechzig)</source>
        <translation>Close before drawing, while the talon offers it right after a trick you won (Sechsundsechzig)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Go out (“Genug”)</source>
        <translation>Go out (“Genug”)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Look through your taken tricks (if the rules allow)</source>
        <translation>Look through your taken tricks (if the rules allow)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Back from your taken tricks to the table</source>
        <translation>Back from your taken tricks to the table</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Take back your last move (the hand becomes practice)</source>
        <translation>Take back your last move (the hand becomes practice)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play the finished deal again as practice</source>
        <translation>Play the finished deal again as practice</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play the finished deal again as practice, with the computer&apos;s cards</source>
        <translation>Play the finished deal again as practice, with the computer&apos;s cards</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Review the last hand</source>
        <translation>Review the last hand</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save the hand record</source>
        <translation>Save the hand record</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open a hand record</source>
        <translation>Open a hand record</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Review: Left/Right, Space, Home/End</source>
        <translation>Review: Left/Right, Space, Home/End</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Step through the hand&apos;s decisions</source>
        <translation>Step through the hand&apos;s decisions</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bauernschnapsen: the four-seat table</source>
        <translation>Bauernschnapsen: the four-seat table</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Back to the two-player match</source>
        <translation>Back to the two-player match</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bauernschnapsen: new game to 24 (gives up the running one)</source>
        <translation>Bauernschnapsen: new game to 24 (gives up the running one)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>1–9, 0, A–F</source>
        <translation>1–9, 0, A–F</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bauernschnapsen: the choice numbered on its button (trumps, bid, Kontra)</source>
        <translation>Bauernschnapsen: the choice numbered on its button (trumps, bid, Kontra)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Bauernschnapsen: play your card, counted from the left</source>
        <translation>Bauernschnapsen: play your card, counted from the left</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Bauernschnapsen: the next hand</source>
        <translation>Bauernschnapsen: the next hand</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bauernschnapsen: the score sheet</source>
        <translation>Bauernschnapsen: the score sheet</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bauernschnapsen: hint (your bid, Kontra answer, trumps or card, marked on the table)</source>
        <translation>Bauernschnapsen: hint (your bid, Kontra answer, trumps or card, marked on the table)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Bauernschnapsen: review the last hand</source>
        <translation>Bauernschnapsen: review the last hand</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Ctrl</source>
        <translation>Ctrl</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Shift</source>
        <translation>Shift</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Esc</source>
        <translation>Esc</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Keyboard</source>
        <translation>Keyboard</translation>
    </message>
</context>
<context>
    <name>StatsDialog</name>
    <message>
        <location filename="../schnapsen_qt/gui/dialogs/stats_dialog.py" line="+264"/>
        <source>Statistics</source>
        <translation>Statistics</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Rules:</source>
        <translation>&amp;Rules:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>All rules</source>
        <translation>All rules</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Overview</source>
        <translation>Overview</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>By level</source>
        <translation>By level</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Over time</source>
        <translation>Over time</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your decisions</source>
        <translation>Your decisions</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Matches won</source>
        <translation>Matches won</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Matches lost</source>
        <translation>Matches lost</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Matches given up</source>
        <translation>Matches given up</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Schneider-Bummerls won:lost</source>
        <translation>Schneider-Bummerls won:lost</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Hands won %</source>
        <translation>Hands won %</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Practice hands (not in the rates)</source>
        <translation>Practice hands (not in the rates)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Game points won:lost</source>
        <translation>Game points won:lost</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Schneider won:lost</source>
        <translation>Schneider won:lost</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Schwarz won:lost</source>
        <translation>Schwarz won:lost</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Longest winning streak: {hands_best}, {bummerls_best} (now {hands_current}, {bummerls_current}). A Schneider-Bummerl is one Bummerl won here, although the loser gets two marks for it when the rules say it counts twice.</source>
        <translation>Longest winning streak: {hands_best}, {bummerls_best} (now {hands_current}, {bummerls_current}). A Schneider-Bummerl is one Bummerl won here, although the loser gets two marks for it when the rules say it counts twice.</translation>
    </message>
    <message>
        <location line="-21"/>
        <location line="+32"/>
        <source>Hands won</source>
        <translation>Hands won</translation>
    </message>
    <message>
        <location line="-31"/>
        <source>Hands lost</source>
        <translation>Hands lost</translation>
    </message>
    <message>
        <location line="-5"/>
        <location line="+37"/>
        <source>Bummerls won</source>
        <translation>Bummerls won</translation>
    </message>
    <message>
        <location line="-69"/>
        <source>Re&amp;set...</source>
        <translation>Re&amp;set...</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Bars: the game points of your last hands, up when you won, down when you lost. Discs: your last matches, green won, red lost, grey given up (New Match during a match). Newest on the right; all rules and levels.</source>
        <translation>Bars: the game points of your last hands, up when you won, down when you lost. Discs: your last matches, green won, red lost, grey given up (New Match during a match). Newest on the right; all rules and levels.</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Bummerls lost</source>
        <translation>Bummerls lost</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message numerus="yes">
        <location line="+8"/>
        <location line="+2"/>
        <source>%n hand(s)</source>
        <translation>
            <numerusform>%n hand</numerusform>
            <numerusform>%n hands</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="-1"/>
        <location line="+2"/>
        <source>%n Bummerl(s)</source>
        <translation>
            <numerusform>%n Bummerl</numerusform>
            <numerusform>%n Bummerls</numerusform>
        </translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Last hands</source>
        <translation>Last hands</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Last matches</source>
        <translation>Last matches</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No hands played yet.</source>
        <translation>No hands played yet.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Reset statistics</source>
        <translation>Reset statistics</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Delete all statistics? This cannot be undone.</source>
        <translation>Delete all statistics? This cannot be undone.</translation>
    </message>
</context>
<context>
    <name>Storage</name>
    <message>
        <location filename="../schnapsen_qt/gui/window/file_words.py" line="-38"/>
        <source>it cannot be read ({error})</source>
        <translation>it cannot be read ({error})</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>it is not a regular file</source>
        <translation>it is not a regular file</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>it is too large</source>
        <translation>it is too large</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>it is not text</source>
        <translation>it is not text</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>it is a link to nothing</source>
        <translation>it is a link to nothing</translation>
    </message>
    <message>
        <location line="-13"/>
        <source>The defaults are used.</source>
        <translation>The defaults are used.</translation>
    </message>
    <message>
        <location line="-17"/>
        <source>The saved hand</source>
        <translation>The saved hand</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The match goes on at its score with a new hand.</source>
        <translation>The match goes on at its score with a new hand.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The file of your accuracy per hand</source>
        <translation>The file of your accuracy per hand</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your accuracy is counted afresh.</source>
        <translation>Your accuracy is counted afresh.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The saved Bauernschnapsen game</source>
        <translation>The saved Bauernschnapsen game</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A new Bauernschnapsen game is started.</source>
        <translation>A new Bauernschnapsen game is started.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The Bauernschnapsen statistics file</source>
        <translation>The Bauernschnapsen statistics file</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>it is damaged</source>
        <translation>it is damaged</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>it has no valid version</source>
        <translation>it has no valid version</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>it was written by a newer version of Schnapsen Qt</source>
        <translation>it was written by a newer version of Schnapsen Qt</translation>
    </message>
    <message>
        <location line="+72"/>
        <source>{what} could not be used: {reason}. {fallback} The old file was kept as {backup}.</source>
        <translation>{what} could not be used: {reason}. {fallback} The old file was kept as {backup}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{what} could not be used: {reason}. {fallback}</source>
        <translation>{what} could not be used: {reason}. {fallback}</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Could not write {path}: {error}</source>
        <translation>Could not write {path}: {error}</translation>
    </message>
    <message>
        <location line="-113"/>
        <source>The settings file</source>
        <translation>The settings file</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The default settings are used.</source>
        <translation>The default settings are used.</translation>
    </message>
    <message>
        <location line="+96"/>
        <source>The old file was kept as {backup}.</source>
        <translation>The old file was kept as {backup}.</translation>
    </message>
    <message>
        <location line="-95"/>
        <source>The saved game</source>
        <translation>The saved game</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A new game is started.</source>
        <translation>A new game is started.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The statistics file</source>
        <translation>The statistics file</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+10"/>
        <source>The statistics start from zero.</source>
        <translation>The statistics start from zero.</translation>
    </message>
    <message>
        <location line="-9"/>
        <source>The trainer&apos;s progress file</source>
        <translation>The trainer&apos;s progress file</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The trainer starts afresh.</source>
        <translation>The trainer starts afresh.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The file of your own trainer positions</source>
        <translation>The file of your own trainer positions</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your mistakes are collected afresh.</source>
        <translation>Your mistakes are collected afresh.</translation>
    </message>
</context>
<context>
    <name>Table</name>
    <message>
        <location filename="../schnapsen_qt/gui/table/table_texts.py" line="+318"/>
        <source>That move is no longer possible.</source>
        <translation>That move is no longer possible.</translation>
    </message>
    <message>
        <location line="-270"/>
        <source>Bummerl</source>
        <translation>Bummerl</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Bummerls (red beads): you {mine}, computer {theirs}</source>
        <translation>Bummerls (red beads): you {mine}, computer {theirs}</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Large beads: the game points won in this Bummerl, gold (7 wins it): you {mine}, computer {theirs}.</source>
        <translation>Large beads: the game points won in this Bummerl, gold (7 wins it): you {mine}, computer {theirs}.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Large beads: the game points still to go in this Bummerl, gold: you {mine}, computer {theirs}.</source>
        <translation>Large beads: the game points still to go in this Bummerl, gold: you {mine}, computer {theirs}.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Small beads: the Bummerls each player got, red (the loser of a Bummerl gets one); whoever first has {count} loses the match.</source>
        <translation>Small beads: the Bummerls each player got, red (the loser of a Bummerl gets one); whoever first has {count} loses the match.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Bummerls: you {mine}, computer {theirs}.</source>
        <translation>Bummerls: you {mine}, computer {theirs}.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Talon closed by you</source>
        <translation>Talon closed by you</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Talon closed by the computer</source>
        <translation>Talon closed by the computer</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Talon exhausted</source>
        <translation>Talon exhausted</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Dealer: you</source>
        <translation>Dealer: you</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dealer: computer</source>
        <translation>Dealer: computer</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>soft</source>
        <translation>soft</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>sharp</source>
        <translation>sharp</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>tournament</source>
        <translation>tournament</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>house rules</source>
        <translation>house rules</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sechsundsechzig</source>
        <translation>Sechsundsechzig</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>custom</source>
        <translation>custom</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Draw (Enter, click your hand) or close now (B, click the talon)</source>
        <translation>Draw (Enter, click your hand) or close now (B, click the talon)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The computer waits: Play on lets it answer</source>
        <translation>The computer waits: Play on lets it answer</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The computer is thinking…</source>
        <translation>The computer is thinking…</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Your turn: follow</source>
        <translation>Your turn: follow</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your lead</source>
        <translation>Your lead</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>{points} from marriages</source>
        <translation>{points} from marriages</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{points} for the last trick</source>
        <translation>{points} for the last trick</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{first} and {second}</source>
        <translation>{first} and {second}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Yours include {parts}.</source>
        <translation>Yours include {parts}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The computer&apos;s include {parts}.</source>
        <translation>The computer&apos;s include {parts}.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>A drawn hand</source>
        <translation>A drawn hand</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Nobody scores; the deal passes on.</source>
        <translation>Nobody scores; the deal passes on.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Score: you {mine}, computer {theirs} (7 wins)</source>
        <translation>Score: you {mine}, computer {theirs} (7 wins)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Practice outside the match: the score and the statistics did not change.</source>
        <translation>Practice outside the match: the score and the statistics did not change.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Review: Ctrl+R · This deal again: F6 · with the seats swapped: Shift+F6</source>
        <translation>Review: Ctrl+R · This deal again: F6 · with the seats swapped: Shift+F6</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Schneider-Bummerl (7:0): you get two Bummerls, it counts twice.</source>
        <translation>Schneider-Bummerl (7:0): you get two Bummerls, it counts twice.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Schneider-Bummerl (7:0): the computer gets two Bummerls, it counts twice.</source>
        <translation>Schneider-Bummerl (7:0): the computer gets two Bummerls, it counts twice.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Schneider-Bummerl (7:0): you get a Bummerl.</source>
        <translation>Schneider-Bummerl (7:0): you get a Bummerl.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Schneider-Bummerl (7:0): the computer gets a Bummerl.</source>
        <translation>Schneider-Bummerl (7:0): the computer gets a Bummerl.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You get a Bummerl.</source>
        <translation>You get a Bummerl.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The computer gets a Bummerl.</source>
        <translation>The computer gets a Bummerl.</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Trick {number}: {points} points</source>
        <translation>Trick {number}: {points} points</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{points} points</source>
        <translation>{points} points</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The computer did not win the last trick; its tricks stay face down.</source>
        <translation>The computer did not win the last trick; its tricks stay face down.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The computer won the last trick: {lead} and {follow}.</source>
        <translation>The computer won the last trick: {lead} and {follow}.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>You win the trick.</source>
        <translation>You win the trick.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The computer wins the trick.</source>
        <translation>The computer wins the trick.</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>Choose a card first (← → or its number), then press Enter; or click it.</source>
        <translation>Choose a card first (← → or its number), then press Enter; or click it.</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>You won the trick: draw (Enter, or click your hand), or close the talon before drawing (B, or click the talon).</source>
        <translation>You won the trick: draw (Enter, or click your hand), or close the talon before drawing (B, or click the talon).</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>You keep your trump {jack}.</source>
        <translation>You keep your trump {jack}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Computer keeps its trump {jack}.</source>
        <translation>Computer keeps its trump {jack}.</translation>
    </message>
    <message>
        <location line="-157"/>
        <source>You score {points}.</source>
        <translation>You score {points}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The computer scores {points}.</source>
        <translation>The computer scores {points}.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Card points: you {mine}, computer {theirs}</source>
        <translation>Card points: you {mine}, computer {theirs}</translation>
    </message>
    <message>
        <location line="+43"/>
        <source>Bummerls: you {mine}, computer {theirs}</source>
        <translation>Bummerls: you {mine}, computer {theirs}</translation>
    </message>
    <message>
        <location line="-34"/>
        <source>Still to go: you {mine}, computer {theirs}</source>
        <translation>Still to go: you {mine}, computer {theirs}</translation>
    </message>
    <message>
        <location line="+71"/>
        <source>New hand: {suit} are trumps.</source>
        <translation>New hand: {suit} are trumps.</translation>
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
        <translation>Computer closes the talon!</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>You closed the talon.</source>
        <translation>You closed the talon.</translation>
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
            <numerusform>Whoever first has %n Bummerl loses the match</numerusform>
            <numerusform>Whoever first has %n Bummerls loses the match</numerusform>
        </translation>
    </message>
    <message>
        <location line="+31"/>
        <source>PRACTICE: this hand does not count</source>
        <translation>PRACTICE: this hand does not count</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Trump: {suit}</source>
        <translation>Trump: {suit}</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Talon: {count} cards</source>
        <translation>Talon: {count} cards</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Tricks: you {mine}, computer {theirs}</source>
        <translation>Tricks: you {mine}, computer {theirs}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Your points: {points}</source>
        <translation>Your points: {points}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Computer&apos;s points: {points}</source>
        <translation>Computer&apos;s points: {points}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>(+{points} after a trick)</source>
        <translation>(+{points} after a trick)</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Rules: {preset}</source>
        <translation>Rules: {preset}</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Lead the {king} or the {queen}</source>
        <translation>Lead the {king} or the {queen}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lead the {king}</source>
        <translation>Lead the {king}</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>You win the match!</source>
        <translation>You win the match!</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The computer wins the match.</source>
        <translation>The computer wins the match.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You win the Bummerl!</source>
        <translation>You win the Bummerl!</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The computer wins the Bummerl.</source>
        <translation>The computer wins the Bummerl.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>You win the hand!</source>
        <translation>You win the hand!</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The computer wins the hand.</source>
        <translation>The computer wins the hand.</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>Practice hand: not counted in the match nor in the statistics&apos; win rates; the same dealer deals again.</source>
        <translation>Practice hand: not counted in the match nor in the statistics&apos; win rates; the same dealer deals again.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Click or press Enter for a new match</source>
        <translation>Click or press Enter for a new match</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Click or press Enter to continue</source>
        <translation>Click or press Enter to continue</translation>
    </message>
    <message numerus="yes">
        <location line="+26"/>
        <source>Whoever first has %n Bummerl(s) loses the match.</source>
        <translation>
            <numerusform>Whoever first has %n Bummerl loses the match.</numerusform>
            <numerusform>Whoever first has %n Bummerls loses the match.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+49"/>
        <source>You exchanged the trump {jack}.</source>
        <translation>You exchanged the trump {jack}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Computer exchanges the trump {jack}.</source>
        <translation>Computer exchanges the trump {jack}.</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Please wait: it is the computer&apos;s turn.</source>
        <translation>Please wait: it is the computer&apos;s turn.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>That is not allowed now.</source>
        <translation>That is not allowed now.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>That card may not be played now.</source>
        <translation>That card may not be played now.</translation>
    </message>
    <message>
        <location line="-60"/>
        <location line="+64"/>
        <source>These rules do not allow looking at taken tricks.</source>
        <translation>These rules do not allow looking at taken tricks.</translation>
    </message>
</context>
<context>
    <name>Trainer</name>
    <message>
        <location filename="../schnapsen_qt/gui/dialogs/trainer.py" line="+57"/>
        <source>When to claim</source>
        <translation>When to claim</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>When to exchange</source>
        <translation>When to exchange</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Closing</source>
        <translation>Closing</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Leading into a marriage</source>
        <translation>Leading into a marriage</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The last trick before the talon runs out</source>
        <translation>The last trick before the talon runs out</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Endings after the talon</source>
        <translation>Endings after the talon</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Card play while the talon is open</source>
        <translation>Card play while the talon is open</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>easy</source>
        <translation>easy</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>medium</source>
        <translation>medium</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>hard</source>
        <translation>hard</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Which card do you play?</source>
        <translation>Which card do you play?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Do you close the talon, or play on?</source>
        <translation>Do you close the talon, or play on?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Do you exchange for the turn-up, or not?</source>
        <translation>Do you exchange for the turn-up, or not?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Do you claim 66 now, or play on?</source>
        <translation>Do you claim 66 now, or play on?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Do you meld a marriage, or play a card?</source>
        <translation>Do you meld a marriage, or play a card?</translation>
    </message>
    <message>
        <location line="+82"/>
        <source>Trainer</source>
        <translation>Trainer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Play on</source>
        <translation>&amp;Play on</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The computer answers and the hand is played out at the table (it does not count)</source>
        <translation>The computer answers and the hand is played out at the table (it does not count)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Next position</source>
        <translation>&amp;Next position</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Another position (Ctrl+T)</source>
        <translation>Another position (Ctrl+T)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Leave the trainer</source>
        <translation>&amp;Leave the trainer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Back to the match</source>
        <translation>Back to the match</translation>
    </message>
    <message>
        <location line="+63"/>
        <source>No trainer positions are installed for these rules.</source>
        <translation>No trainer positions are installed for these rules.</translation>
    </message>
    <message>
        <location line="+109"/>
        <source>Not while the trainer asks: answer by playing, then the values are shown.</source>
        <translation>Not while the trainer asks: answer by playing, then the values are shown.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>From your game: {theme} · {difficulty} · rules: {rules}</source>
        <translation>From your game: {theme} · {difficulty} · rules: {rules}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Trainer: {theme} · {difficulty} · rules: {rules}</source>
        <translation>Trainer: {theme} · {difficulty} · rules: {rules}</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Answer by playing on the table.</source>
        <translation>Answer by playing on the table.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Right: that is the best choice.</source>
        <translation>Right: that is the best choice.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Not the best: your answer gives away {loss} game points.</source>
        <translation>Not the best: your answer gives away {loss} game points.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>best</source>
        <translation>best</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>your answer</source>
        <translation>your answer</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>played in your game</source>
        <translation>played in your game</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>rule of thumb</source>
        <translation>rule of thumb</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>over {deals} deals</source>
        <translation>over {deals} deals</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Values: game points of the hand with best play from here; every card is known.</source>
        <translation>Values: game points of the hand with best play from here; every card is known.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Values: game points of the hand, averaged over {deals} deals of the cards you cannot see.</source>
        <translation>Values: game points of the hand, averaged over {deals} deals of the cards you cannot see.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A move clearly behind the best was not valued over further deals: its value is over fewer deals, as its row says.</source>
        <translation>A move clearly behind the best was not valued over further deals: its value is over fewer deals, as its row says.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Streak: {streak} (best {best})</source>
        <translation>Streak: {streak} (best {best})</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>this theme solved: {done} of {total}</source>
        <translation>this theme solved: {done} of {total}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{theme}: {done} of {total} solved</source>
        <translation>{theme}: {done} of {total} solved</translation>
    </message>
</context>
<context>
    <name>Welcome</name>
    <message>
        <location filename="../schnapsen_qt/gui/dialogs/welcome.py" line="+32"/>
        <source>&lt;b&gt;Meld 20 or 40:&lt;/b&gt; with {king} and {queen} of one suit in your hand, when you lead: press M (or “Meld 20/40” in the toolbar), then lead one of the pair. 40 in trumps.</source>
        <translation>&lt;b&gt;Meld 20 or 40:&lt;/b&gt; with {king} and {queen} of one suit in your hand, when you lead: press M (or “Meld 20/40” in the toolbar), then lead one of the pair. 40 in trumps.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&lt;b&gt;Exchange the trump {jack}:&lt;/b&gt; press X, or drag that card onto the turned-up card.</source>
        <translation>&lt;b&gt;Exchange the trump {jack}:&lt;/b&gt; press X, or drag that card onto the turned-up card.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&lt;b&gt;Close the talon:&lt;/b&gt; click the turned-up card or press C. Then nobody draws and you must reach 66 yourself.</source>
        <translation>&lt;b&gt;Close the talon:&lt;/b&gt; click the turned-up card or press C. Then nobody draws and you must reach 66 yourself.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&lt;b&gt;Say “Genug” (66):&lt;/b&gt; when you have 66 points, press G (or “Genug!” in the toolbar). Claiming too early gives the computer the game points.</source>
        <translation>&lt;b&gt;Say “Genug” (66):&lt;/b&gt; when you have 66 points, press G (or “Genug!” in the toolbar). Claiming too early gives the computer the game points.</translation>
    </message>
    <message>
        <location line="-18"/>
        <source>&lt;b&gt;Play a card:&lt;/b&gt; click it, or drag it to the middle of the table. With the keyboard: arrow keys or 1–{count} choose, Enter plays.</source>
        <translation>&lt;b&gt;Play a card:&lt;/b&gt; click it, or drag it to the middle of the table. With the keyboard: arrow keys or 1–{count} choose, Enter plays.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>&lt;b&gt;Close before drawing:&lt;/b&gt; right after you win a trick, the talon offers it for a moment: click the talon or press B.</source>
        <translation>&lt;b&gt;Close before drawing:&lt;/b&gt; right after you win a trick, the talon offers it for a moment: click the talon or press B.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&lt;b&gt;No “Genug”:&lt;/b&gt; in these rules nobody claims 66; every hand is played to its last card and judged then (F1 says how).</source>
        <translation>&lt;b&gt;No “Genug”:&lt;/b&gt; in these rules nobody claims 66; every hand is played to its last card and judged then (F1 says how).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&lt;b&gt;Help:&lt;/b&gt; H asks for a hint, T shows your taken tricks (if the rules allow), F1 opens the rules.</source>
        <translation>&lt;b&gt;Help:&lt;/b&gt; H asks for a hint, T shows your taken tricks (if the rules allow), F1 opens the rules.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>You play against the computer. Be the first to 66 points in a hand; each hand won brings 1 to 3 game points, and the first to 7 game points wins the Bummerl.</source>
        <translation>You play against the computer. Be the first to 66 points in a hand; each hand won brings 1 to 3 game points, and the first to 7 game points wins the Bummerl.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You play against the computer. Every hand is played to its last card; each hand won brings 1 to 3 game points, and the first to 7 game points wins the Bummerl.</source>
        <translation>You play against the computer. Every hand is played to its last card; each hand won brings 1 to 3 game points, and the first to 7 game points wins the Bummerl.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Choose the level, the rules, the deck and the language in the Settings. This page is in the Help menu.</source>
        <translation>Choose the level, the rules, the deck and the language in the Settings. This page is in the Help menu.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Welcome to Schnapsen</source>
        <translation>Welcome to Schnapsen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Computer levels</source>
        <translation>Computer levels</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Four at the table</source>
        <translation>Four at the table</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bauernschnapsen: you and a computer partner opposite against two computer players, with an auction of contracts, to 24 (Game menu, Ctrl+4; Ctrl+2 back to this match).</source>
        <translation>Bauernschnapsen: you and a computer partner opposite against two computer players, with an auction of contracts, to 24 (Game menu, Ctrl+4; Ctrl+2 back to this match).</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Welcome</source>
        <translation>Welcome</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&amp;Let&apos;s play</source>
        <translation>&amp;Let&apos;s play</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Play &amp;Bauernschnapsen (four players)</source>
        <translation>Play &amp;Bauernschnapsen (four players)</translation>
    </message>
</context>
</TS>
