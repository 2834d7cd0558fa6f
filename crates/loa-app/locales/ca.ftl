# Català: la pàgina del joc, l'element <loa-board> i els errors que mostren.
#
# Cada missatge existeix a en.ftl, ca.ftl i ru.ftl amb les mateixes variables (una prova ho comprova).
# $color i $other són "black" o "white"; els nombres ($count, $pieces…) trien la forma del plural.
# La notació de les jugades (b1-b3, d1xa4), les caselles (e4) i els formats de partida no canvien.

## La pàgina

page-title = Lines of Action
page-description = Juga a Lines of Action al navegador contra l'ordinador o contra un amic, o mira com l'ordinador juga contra si mateix.
language-label = Idioma
nav-game = Partida
new-game = Partida nova
undo = Desfés
undo-title = Desfés la jugada (contra l'ordinador: la teva i la seva resposta)
redo = Refés
flip = Gira
flip-title = Gira el tauler (f)
copy-link = Copia l'enllaç
open-record = Exporta / importa
board-area = Tauler
status-loading = S'està carregant…
dismiss = Tanca l'avís
pass = Passa
ai-retry = Demana-ho de nou
show-info = Mostra la profunditat i la valoració
sound = Sons
nav-moves = Jugades
menu = Menú
first = Posició inicial
first-title = Posició inicial (Inici)
back = Una jugada enrere
back-title = Enrere (←)
forward = Una jugada endavant
forward-title = Endavant (→)
last = Posició final
last-title = Posició final (Fi)
moves-played = Jugades fetes
link-label = Enllaç a aquesta partida
help-rules = Com es juga
# El tutorial en aquesta llengua (l'enllaç «Com es juga»).
rules-page = rules.ca.html
help-keys = Tecles: ← → recorren la partida, f gira el tauler, fletxes + Retorn sobre el tauler.
# Els finals d'una partida (Abandona i Proposa empat al menú; Revenja al quadre del resultat), i els
# rellotges ($color: el bàndol que abandona).
resign = Abandona
resign-confirm = Vols abandonar la partida amb { $color ->
        [black] les negres
       *[white] les blanques
    }?
offer-draw = Proposa empat
draw-accept = Accepta l'empat
draw-decline = Rebutja
rematch = Revenja
clock-black = Rellotge de les negres
clock-white = Rellotge de les blanques

## El diàleg de partida nova

players = Jugadors
mode = Modalitat
mode-hvc = Contra l'ordinador
mode-hvh = Dos jugadors en aquest dispositiu
mode-cvc = L'ordinador contra si mateix
you-play = Jugues amb
you-play-black = Negres (comencen)
you-play-white = Blanques
you-play-random = Un color a l'atzar
level = Nivell de l'ordinador
level-option = { $level } · { $name }
level-name-1 = Principiant
level-name-2 = Aprenent
level-name-3 = Aficionat
level-name-4 = Jugador de club
level-name-5 = Avançat
level-name-6 = Expert
level-name-7 = Mestre
level-name-8 = Màxima força
level-about-1 = Mira { $plies ->
        [one] { $plies } mitja jugada endavant
       *[other] { $plies } mitges jugades endavant
    }: mai no se li escapa una connexió d'una jugada, però sovint fa a posta una jugada més fluixa.
level-about-2 = Mira { $plies ->
        [one] { $plies } mitja jugada endavant
       *[other] { $plies } mitges jugades endavant
    } i de vegades fa a posta una jugada una mica més fluixa.
level-about-3 = Mira { $plies ->
        [one] { $plies } mitja jugada endavant
       *[other] { $plies } mitges jugades endavant
    } i de tant en tant fa una jugada una mica més fluixa.
level-about-4 = Mira { $plies ->
        [one] { $plies } mitja jugada endavant
       *[other] { $plies } mitges jugades endavant
    } i gairebé sempre fa la seva millor jugada.
level-about-5 = Mira { $plies ->
        [one] { $plies } mitja jugada endavant
       *[other] { $plies } mitges jugades endavant
    } i sempre fa la millor jugada que troba.
level-about-6 = Mira { $plies ->
        [one] { $plies } mitja jugada endavant
       *[other] { $plies } mitges jugades endavant
    } i sempre fa la millor jugada que troba.
level-about-7 = Mira { $plies ->
        [one] { $plies } mitja jugada endavant
       *[other] { $plies } mitges jugades endavant
    } i sempre fa la millor jugada que troba.
level-about-8 = Pensa { $seconds ->
        [one] { $seconds } segon
       *[other] { $seconds } segons
    } cada jugada i mira tan endavant com pot en aquest temps: és el nivell més fort.
players-vs-computer = { $color ->
        [black] Tu (negres) – { $computer }
       *[white] { $computer } – Tu (blanques)
    }
players-computer-vs-computer = L'ordinador contra si mateix: { $computer }
variant = Variant
start-position = Posició inicial
variant-standard = Estàndard
variant-scrambled-eggs = Ous remenats (Scrambled Eggs)
variant-6x6 = 6×6
rules = Regles
olympiad-rules = Regles de l'Olimpíada
rule-simultaneous = Una sola jugada connecta tots dos bàndols
rule-simultaneous-draw = Empat (Olimpíada)
rule-simultaneous-mover = Guanya qui mou
rule-no-moves = El bàndol que ha de moure no té cap jugada legal
rule-no-moves-pass = Ha de passar (Olimpíada)
rule-no-moves-lose = Perd
rule-repetition = La mateixa posició per tercera vegada
rule-repetition-draw = Empat (Olimpíada)
rule-repetition-off = Es continua jugant
rule-move-limit = Límit de jugades (mitges jugades, 0 = cap)
cancel = Cancel·la
start = Comença
# El rellotge: cap, un de predefinit ($minutes per bàndol, $seconds afegits a cada jugada) o un de personalitzat.
time-control = Rellotge
time-control-label = Control de temps
time-none = Sense rellotge
time-preset = { $minutes } min + { $seconds } s
time-custom = Personalitzat
clock-minutes = Minuts per bàndol
clock-increment = Segons afegits a cada jugada
clock-fallback = { $error }; la partida no té rellotge.

## El diàleg de partides

record-title = Exporta o importa una partida
show-sgf = Mostra l'SGF
show-move-list = Mostra la llista de jugades
download = Baixa
record-label = SGF o llista de jugades (1. b1-b3 h4-f2 …)
open-file = Obre un fitxer…
import = Importa
close = Tanca

## Estat, anuncis i missatges de la pàgina del joc

turn-yours = És el teu torn ({ $color ->
        [black] negres
       *[white] blanques
    })
turn-side = { $color ->
        [black] Mouen les negres
       *[white] Mouen les blanques
    }
turn-computer = { $color ->
        [black] Mouen les negres (l'ordinador)
       *[white] Mouen les blanques (l'ordinador)
    }
computer-thinking = { $color ->
        [black] Les negres
       *[white] Les blanques
    } (ordinador, nivell { $level }) s'ho pensen…
computer-unavailable = { $turn }: l'ordinador no està disponible
must-pass = { $color ->
        [black] Les negres no tenen
       *[white] Les blanques no tenen
    } cap jugada legal i han de passar
engine-info = profunditat { $depth }, valoració { $score }, { $nodes } nodes
engine-expects = , preveu { $moves }
viewing = { $side ->
        [black] Es mostra la posició després de la jugada { $number } de les negres (la partida en té { $moves })
        [white] Es mostra la posició després de la jugada { $number } de les blanques (la partida en té { $moves })
       *[start] Es mostra la posició inicial
    }
viewing-back = Torna a la posició actual
viewing-keys = (→ o Fi)
game-over = Partida acabada: { $outcome }.
new-game-started = Partida nova, { $variant }. { $turn }
took-back = { $count ->
        [one] S'ha desfet 1 mitja jugada
       *[other] S'han desfet { $count } mitges jugades
    }
replayed = { $count ->
        [one] S'ha refet 1 mitja jugada
       *[other] S'han refet { $count } mitges jugades
    }
game-imported = Partida importada: { $count ->
        [one] 1 jugada feta
       *[other] { $count } jugades fetes
    }
link-copied = S'ha copiat l'enllaç
link-selected = Enllaç seleccionat: copia'l amb Ctrl+C
storage-blocked = Aquest navegador no deixa que la pàgina desi res, així que aquesta partida no es desarà quan surtis.
crash-text = Alguna cosa ha fallat i el joc ha deixat de respondre. Les jugades que has fet fins ara es conserven.
crash-reload = Recarrega
start-failed = No s'ha pogut iniciar el joc: { $error }
link-partly-used = No s'ha pogut fer servir una part de l'enllaç: { $errors }.
saved-game-lost = No s'ha pogut recuperar la partida desada ({ $error }), així que s'ha començat una partida nova.
move-not-allowed = Aquesta jugada no està permesa: { $error }.
record-unreadable = No es pot llegir aquesta partida: { $error }.
rules-fallback = { $error }; s'apliquen les regles de l'Olimpíada.
ai-impossible-move = L'ordinador ha triat una jugada impossible ({ $error }).
ai-restarting = L'ordinador s'ha aturat ({ $error }); es torna a engegar. La teva partida està a salvo.
ai-failed = L'ordinador no ha pogut jugar ({ $error }). La teva partida està a salvo.

## Les jugades per a les persones i els lectors de pantalla (la notació no canvia)

move-pass = { $color ->
        [black] Les negres passen
       *[white] Les blanques passen
    }
move-capture = { $color ->
        [black] Negres
       *[white] Blanques
    }: { $from } captura { $to }
move-plain = { $color ->
        [black] Negres
       *[white] Blanques
    }: de { $from } a { $to }

## Les caselles del tauler per als lectors de pantalla (unides amb ", ": "e4, fitxa negra, mou aquí")

board-label = Tauler de Lines of Action
square-black = fitxa negra
square-white = fitxa blanca
square-empty = buida
square-selected = seleccionada
square-move-here = mou aquí
square-capture-here = captura aquí
square-premove-here = jugada anticipada aquí

## Accessibilitat: ajuda del teclat, el tauler llegit en veu alta (d, l), temes i so

access-destinations = { $square }, { $piece }: { $count ->
        [0] cap jugada legal
        [one] 1 jugada, a { $list }
       *[other] { $count } jugades, a { $list }
    }
access-dest-capture = { $square } (captura)
access-no-piece = { $square }: cap fitxa
access-last-move = Darrera jugada: { $move }
access-no-last-move = Encara no s'ha fet cap jugada
keys-board = Al tauler: amb les fletxes passes d'una casella a una altra, amb Retorn o Espai agafes una fitxa i la deixes, i amb Escapada cancel·les la tria.
keys-read = d llegeix on pot anar la fitxa de la casella enfocada, l llegeix la darrera jugada.
keys-page = ← i → recorren les jugades, Inici i Fi van al principi i al final, f gira el tauler. Amb el tabulador vas als botons.
theme-label = Tema
theme-system = El del sistema
theme-light = Clar
theme-dark = Fosc
board-theme-label = Tauler
board-theme-wood = Fusta
board-theme-green = Verd
board-theme-blue = Blau
board-theme-contrast = Contrast alt

## Com ha acabat la partida

outcome-connected = { $color ->
        [black] Les negres connecten
       *[white] Les blanques connecten
    } totes les seves fitxes
outcome-opponent-connected = { $color ->
        [black] Guanyen les negres: la captura de les blanques ha deixat connectades les fitxes negres
       *[white] Guanyen les blanques: la captura de les negres ha deixat connectades les fitxes blanques
    }
outcome-simultaneous-mover = { $color ->
        [black] Guanyen les negres: la seva jugada ha connectat tots dos bàndols, i guanya qui mou
       *[white] Guanyen les blanques: la seva jugada ha connectat tots dos bàndols, i guanya qui mou
    }
outcome-no-moves = { $color ->
        [black] Guanyen les negres: les blanques no poden moure
       *[white] Guanyen les blanques: les negres no poden moure
    }
outcome-win = { $color ->
        [black] Guanyen les negres
       *[white] Guanyen les blanques
    }
outcome-draw-simultaneous = Empat: una sola jugada ha connectat tots dos bàndols
outcome-draw-repetition = Empat: la mateixa posició s'ha repetit tres vegades
outcome-draw-move-limit = Empat: s'ha arribat al límit de jugades
outcome-draw = Empat
# El final de la partida vist pel jugador ($color: qui guanya, o el bàndol que abandona o es queda
# sense temps); end-line uneix el titular i com ha acabat.
end-you-win = Has guanyat
end-you-lose = Has perdut
end-computer-wins = Guanya l'ordinador
end-side-wins = { $color ->
        [black] Guanyen les negres
       *[white] Guanyen les blanques
    }
end-side-wins-on-time = { $color ->
        [black] Guanyen les negres per temps
       *[white] Guanyen les blanques per temps
    }
end-draw = Empat
end-resigned = { $color ->
        [black] Les negres abandonen
       *[white] Les blanques abandonen
    }
end-on-time = { $color ->
        [black] S'ha acabat el temps de les negres
       *[white] S'ha acabat el temps de les blanques
    }
end-agreed = Empat per acord
end-abandoned = { $color ->
        [black] Les negres han marxat de la partida
       *[white] Les blanques han marxat de la partida
    }
end-draw-claimed = { $color ->
        [black] Empat reclamat: les negres han marxat de la partida
       *[white] Empat reclamat: les blanques han marxat de la partida
    }
end-aborted = Partida anul·lada
end-line = { $headline }. { $how }
draw-offered = { $color ->
        [black] Les negres proposen empat
       *[white] Les blanques proposen empat
    }
draw-declined = { $color ->
        [black] S'ha rebutjat l'empat que proposaven les negres
       *[white] S'ha rebutjat l'empat que proposaven les blanques
    }
rematch-you-play = { $color ->
        [black] Revenja: jugues amb les negres
       *[white] Revenja: jugues amb les blanques
    }
rematch-started = Revenja, amb els colors canviats

## L'element <loa-board>

embed-loading = S'està carregant el tauler…
embed-cannot-show = No es pot mostrar aquest tauler de Lines of Action.
embed-failed = No s'ha pogut mostrar aquest tauler de Lines of Action: { $error }
# El mostra www/loa-board.js quan no es pot carregar el mòdul (una prova hi manté les còpies iguals).
embed-load-failed = No es pot mostrar aquest tauler de Lines of Action: { $error }
embed-draw-failed = no s'ha pogut dibuixar el tauler: { $error }
embed-first = Posició inicial (Inici)
embed-prev = Jugada anterior (←)
embed-next = Jugada següent (→)
embed-last = Posició final (Fi)
embed-count = { $ply } / { $moves }
embed-pass = Passa
embed-pass-label = Passa (no hi ha cap jugada legal)
embed-reset = Reinicia
embed-reset-label = Torna a començar aquest tauler
embed-wrong = Aquesta no és. Torna-ho a provar.
embed-correct = Correcte!
embed-correct-outcome = Correcte! { $outcome }.
embed-outcome = { $outcome }.
embed-computer-cannot = L'ordinador no pot jugar: { $error }
embed-computer-thinking = L'ordinador s'ho pensa…
embed-must-pass = { $color ->
        [black] Les negres no poden moure i passen.
       *[white] Les blanques no poden moure i passen.
    }
embed-find-move = { $color ->
        [black] Mouen les negres
       *[white] Mouen les blanques
    }: troba la jugada.
embed-played = { $color ->
        [black] Blanques: { $move }. Mouen les negres.
       *[white] Negres: { $move }. Mouen les blanques.
    }
embed-to-move = { $color ->
        [black] Mouen les negres.
       *[white] Mouen les blanques.
    }

# Per què un intent d'exercici no és la resposta ($reason: un dels tres de sota; $error: la regla
# que la jugada incompleix), i què costa fallar un problema.
exercise-try-again = { $reason } Torna-ho a provar.
exercise-cannot-go = Aquesta fitxa no hi pot anar: { $error }.
exercise-no-connection = { $move } no connecta les teves fitxes: busca la jugada que les uneix totes.
exercise-not-asked = { $move } és una jugada legal, però no és la que es demana.
puzzle-miss-cost = Compta com a fallat: la teva puntuació passa de { $before } a { $after } i la ratxa torna a 0.
puzzle-solved-late-counted = Resolt, després d'un error: compta com a fallat, no com a resolt.

## La pàgina de problemes (el text de puzzles.html; les paraules del tauler són a «Problemes»)

puzzles-page-title = Problemes de Lines of Action
puzzles-page-description = Problemes de Lines of Action: connecta d'una jugada, troba l'única defensa, força una connexió en tres o cinc mitges jugades. Puntuació i ratxa locals; funciona sense connexió.
puzzles-play = Juga una partida →
puzzles-intro = Cada problema és una posició d'una partida real amb una sola solució, demostrada amb una cerca exhaustiva segons les regles de torneig: connecta les teves fitxes d'una sola jugada, troba l'única jugada que impedeix que el rival connecti les seves o força una connexió en tres o cinc mitges jugades davant de qualsevol defensa. Els problemes van del més fàcil al més difícil. Si l'encertes, el rival respon amb la seva millor jugada; si t'equivoques, la jugada es desfà i et diem per què. Només compta el primer intent: una jugada errònia, una pista o la solució fan que el problema compti com a fallat, encara que després el resolguis, i un problema fallat et fa baixar la puntuació i talla la ratxa. La teva puntuació i la teva ratxa es queden en aquest navegador.
puzzles-section = Problema
puzzles-keys = Tecles: amb el tabulador arribes al tauler, amb les fletxes passes d'una casella a una altra i amb Retorn tries la fitxa i la casella de destí. Quan acabes un problema, «Problema següent» te'n porta un altre; amb «Mostra la solució» en recorres la resposta amb ← →. «Pista» marca amb una fletxa la jugada següent de la solució, i aleshores el problema compta com a fallat.
puzzles-footer-play = Juga a Lines of Action
puzzles-embed-one = Un problema a la teva pàgina:
puzzles-embed-see = , consulta
puzzles-embed-guide = taulers per a les teves pàgines
# La guia per inserir taulers en aquest idioma, als problemes.
puzzles-embed-href = embed.ca.html#puzzles

## Pistes de l'element (<loa-board hints>; el text del botó i la pista del motor són a «Problemes»: hint, hint-label, hint-shown)

embed-hint-label-exercise = Mostra amb una fletxa la jugada que cal trobar
embed-hint-label-puzzle = Mostra amb una fletxa la jugada següent de la solució (llavors el problema compta com a fallat)
puzzle-hint-shown = Pista: { $move }. Ara aquest problema compta com a fallat.

## Errors en els atributs de l'element ($attribute="$value": $message)

attribute-error = { $attribute }="{ $value }": { $message }
attribute-move = jugada { $number } «{ $text }»: { $error }
attribute-ply = s'esperava un nombre de 0 a { $max } (les mitges jugades donades) o last
attribute-orientation = s'esperava normal (la fila 1 a baix) o flipped
attribute-level = s'esperava un nombre entre 1 i { $max }
attribute-opponent = s'esperava computer (o no posar-hi res)
attribute-expect = «{ $text }» en la posició després de les jugades: { $error }

## Errors en un enllaç de partida (?black=…&moves=…)

link-not-player = { $key }="{ $value }" no és un jugador: s'esperava human o computer
link-not-level = level="{ $value }" no és un nivell: s'esperava un nombre entre 1 i { $max }
link-bad-value = { $key }="{ $value }": { $error }
link-bad-position = position="{ $value }": { $error }; es fa servir la posició inicial
link-bad-move = la jugada { $number } «{ $text }» no es pot fer: { $error }; la partida es mostra fins a la jugada anterior
link-not-draw = draw="{ $value }" no s'entén: s'esperava offer o agreed
# Per què no es pot fer servir un control de temps (clock=M+S, o el personalitzat del diàleg).
clock-bad-form = s'esperaven minuts i segons per jugada, com ara 5+3
clock-bad-minutes = els minuts han de ser entre 1 i { $max }
clock-bad-increment = els segons per jugada han de ser entre 0 i { $max }

## Per què no es pot recuperar una partida desada

saved-not-json = no és JSON vàlid
saved-other-version = la va desar una altra versió ({ $version })
saved-unknown-player = jugador desconegut per a les { $color ->
        [black] negres
       *[white] blanques
    }
saved-no-level = el nivell { $level } no existeix
saved-bad-move = jugada { $number } «{ $text }»: { $error }
saved-bad-ply = és a la mitja jugada { $ply } d'una partida que en té { $total }
saved-bad-clock = no es pot llegir el rellotge ({ $value })
saved-bad-ending = no es pot llegir com ha acabat ({ $value })

## L'ordinador (el Web Worker del motor)

engine-start-failed = no s'ha pogut engegar el motor: { $error }
engine-crashed-unknown = el motor no s'ha pogut carregar o ha fallat
engine-crashed = el motor ha fallat: { $error }
engine-timeout = el motor no s'ha engegat a temps
engine-no-answer = el motor no ha respost a temps
engine-ask-failed = no s'ha pogut fer la petició al motor: { $error }
engine-unreadable = el motor ha enviat un missatge il·legible: { $error }
engine-illegal-move = el motor ha respost amb una jugada il·legal, «{ $move }»
engine-refused = el motor no ha pogut atendre la petició: { $error }

## Per què no es pot fer una jugada

play-game-over = la partida s'ha acabat: { $outcome }
play-no-piece = no hi ha cap fitxa a { $square }
play-not-your-piece = la fitxa de { $square } és de l'altre bàndol
play-not-a-line = { $from }-{ $to } no és una línia recta (fila, columna o diagonal)
play-wrong-distance = { $from }-{ $to } es mou { $distance ->
        [one] 1 casella
       *[other] { $distance } caselles
    }, però a la seva línia hi { $pieces ->
        [one] ha 1 fitxa
       *[other] ha { $pieces } fitxes
    }, i per tant la fitxa s'ha de moure exactament { $pieces ->
        [one] 1 casella
       *[other] { $pieces } caselles
    }
play-jumps-enemy = { $from }-{ $to } saltaria la fitxa enemiga de { $enemy }
play-own-piece = { $from }-{ $to } cau sobre una fitxa pròpia
play-pass-not-allowed = només es pot passar quan no hi ha cap jugada legal
play-capture-mismatch = { $from }x{ $to }: la marca de captura no correspon al tauler
move-syntax = no és una jugada: s'esperava origen-destí com b1-b3, una captura com d1xa4 o pass
move-illegal = jugada il·legal: { $error }
move-off-board = { $square } és fora del tauler de { $size }×{ $size }: columnes a–{ $last }, files 1–{ $size }

## Posicions, variants, regles, caselles

setup-wrong-size = el tauler és de { $size }×{ $size }, però aquesta variant es juga en un de { $expected }×{ $expected }
setup-overlap = a { $square } hi ha alhora una fitxa negra i una de blanca
setup-off-board = una fitxa a { $square } queda fora del tauler
setup-no-pieces = { $color ->
        [black] Les negres no tenen
       *[white] Les blanques no tenen
    } cap fitxa
setup-too-many-pieces = { $color ->
        [black] Les negres tenen
       *[white] Les blanques tenen
    } massa fitxes: { $max ->
        [one] només se'n permet 1
       *[other] com a màxim se'n permeten { $max }
    }
position-empty = la cadena de la posició és buida
position-invalid-character = caràcter no vàlid «{ $character }» a la fila { $rank }: s'esperava b (negra), w (blanca), una xifra (caselles buides) o /
position-rank-length = la fila { $rank } té { $squares ->
        [one] 1 casella
       *[other] { $squares } caselles
    }, i se n'esperaven { $expected }
position-rank-count = el tauler té { $ranks ->
        [one] una sola fila
       *[other] { $ranks } files separades per /
    }, i se n'esperaven 8 (o 6 al tauler de 6×6)
position-invalid-turn = falta el bàndol que ha de moure o no és vàlid: s'esperava un espai i b o w després del tauler
position-trailing-text = hi ha text inesperat després del bàndol que ha de moure
position-illegal = posició il·legal: { $error }
variant-unknown = variant desconeguda: s'esperava standard, scrambled-eggs o 6x6
rules-unknown-option = opció de regles desconeguda: s'esperava simultaneous=, no-moves=, repetition= o move-limit=
rules-invalid-value = valor no vàlid per a { $option }: s'esperava { $expected }
square-invalid = no és una casella: s'esperava una columna a–h i una fila 1–8, com e4

## L'editor de posicions
edit-position = Prepara una posició
editor-title = Prepara una posició
editor-board-label = Tauler de l'editor de posicions
editor-brush = Un clic en una casella
editor-brush-cycle = canvia entre buida, negra i blanca
editor-brush-black = hi posa una fitxa negra
editor-brush-white = hi posa una fitxa blanca
editor-brush-erase = en treu la fitxa
editor-turn = Torn de
editor-turn-black = les negres
editor-turn-white = les blanques
editor-size = Tauler
editor-start-from = Posició de partida
editor-empty = Tauler buit
editor-position = Cadena de posició
editor-counts = Negres: { $black } · Blanques: { $white }
editor-play-computer = Juga contra l'ordinador
editor-play-friend = Juga amb un amic
editor-analyse = Analitza
editor-refused = No es pot jugar aquesta posició: { $reason }.
editor-decided = la partida s'acabaria abans de cap jugada ({ $outcome })
editor-unreadable = No es pot llegir la cadena de posició: { $error }.
editor-game-started = Una partida des de la posició que has preparat. { $turn }

## Partides (SGF i llistes de jugades)

record-syntax = error de sintaxi SGF a la línia { $line }, columna { $column }: s'esperava { $expected }
record-other-game = aquest SGF és d'un altre joc (GM[{ $game }]); Lines of Action és GM[9]
record-unknown-variant = variant desconeguda SU[{ $variant }]: s'esperava Standard o Scrambled-eggs
record-bad-size = la mida de tauler SZ[{ $size }] no es juga amb SU[{ $variant }]: s'esperava SZ[8], o SZ[6] per al joc estàndard de 6×6
record-bad-setup-square = la casella de la disposició [{ $square }] no és una casella com e4
record-bad-position = posició incorrecta: { $error }
record-illegal-setup = disposició il·legal: { $error }
record-move-number = la jugada { $number } ({ $half ->
        [first] la primera de la parella
       *[second] la segona de la parella
    })
record-move = { $move } «{ $text }»: { $error }
record-wrong-side = { $move } la fa el bàndol equivocat: { $color ->
        [black] mouen les negres
       *[white] mouen les blanques
    }
record-unclosed-comment = el comentari {"{"}…{"}"} que hi ha abans de { $move } no es tanca amb {"}"}
record-too-many-moves = la partida passa del màxim de mitges jugades que es poden llegir ({ $limit })

## Paraules de la pàgina del joc que escriu el codi

# Una jugada i com ha acabat la partida: «Negres: d1 captura a4. Les negres connecten totes les seves fitxes.»
move-and-outcome = { $move }. { $outcome }.
# La valoració del motor a la línia d'estat quan veu un resultat forçat ($plies: mitges jugades).
engine-score-win = victòria en { $plies ->
        [one] { $plies } mitja jugada
       *[other] { $plies } mitges jugades
    }
engine-score-loss = derrota en { $plies ->
        [one] { $plies } mitja jugada
       *[other] { $plies } mitges jugades
    }
engine-score-win-at-most = victòria en com a màxim { $plies ->
        [one] { $plies } mitja jugada
       *[other] { $plies } mitges jugades
    }
engine-score-loss-at-most = derrota en com a màxim { $plies ->
        [one] { $plies } mitja jugada
       *[other] { $plies } mitges jugades
    }
attribute-unclosed-comment = un {"{"}comentari{"}"} no està tancat amb {"}"}
# El tauler d'anàlisi (?analysis=1, el botó «Analitza»)
analyse = Analitza
analyse-title = Analitza amb el motor la posició que es mostra
analysis = Anàlisi
analysis-lines = Millors línies
analysis-stop = Atura
analysis-back-game = Torna a la partida
analysis-thinking = El motor està pensant…
analysis-stopped = Anàlisi aturada.
analysis-over = La partida s'ha acabat.
analysis-depth = profunditat { $depth }
# Al costat d'una línia de l'anàlisi, el bàndol que connecta per força i en quantes mitges
# jugades: «N+5» (les negres, en 5). Una lletra per bàndol, com en diu el nom dels colors.
analysis-line-forced = { $color ->
        [black] N
       *[white] B
    }+{ $plies }
eval-equal = La posició està igualada
eval-slightly = { $color ->
        [black] Les negres
       *[white] Les blanques
    } estan lleugerament millor
eval-better = { $color ->
        [black] Les negres
       *[white] Les blanques
    } estan millor
eval-winning = { $color ->
        [black] Avantatge decisiu de les negres
       *[white] Avantatge decisiu de les blanques
    }
# $plies: mitges jugades fins a la connexió.
eval-forced = { $color ->
        [black] Les negres
       *[white] Les blanques
    } connecten per força en { $plies ->
        [one] { $plies } mitja jugada
       *[other] { $plies } mitges jugades
    }
eval-forced-at-most = { $color ->
        [black] Les negres
       *[white] Les blanques
    } connecten per força en com a màxim { $plies ->
        [one] { $plies } mitja jugada
       *[other] { $plies } mitges jugades
    }

# Les jugades d'un enllaç que no es poden llegir com a llista de jugades.
link-bad-moves = { $error }; la partida es mostra fins a la jugada anterior

## Problemes

help-puzzles = Problemes
puzzle-task-win1 = { $color ->
        [black] Mouen les negres i connecten d'una jugada.
       *[white] Mouen les blanques i connecten d'una jugada.
    }
puzzle-task-defend = { $color ->
        [black] Mouen les negres: les blanques amenacen de connectar. Troba l'única jugada que ho impedeix.
       *[white] Mouen les blanques: les negres amenacen de connectar. Troba l'única jugada que ho impedeix.
    }
puzzle-task-win3 = { $color ->
        [black] Mouen les negres i connecten en 3 mitges jugades (tu, el rival, tu).
       *[white] Mouen les blanques i connecten en 3 mitges jugades (tu, el rival, tu).
    }
puzzle-task-win5 = { $color ->
        [black] Mouen les negres i connecten en 5 mitges jugades (tres jugades teves contra qualsevol defensa).
       *[white] Mouen les blanques i connecten en 5 mitges jugades (tres jugades teves contra qualsevol defensa).
    }
puzzle-miss-no-connection = Aquesta jugada no connecta les teves fitxes.
puzzle-miss-draws = Aquesta jugada connecta tots dos bàndols alhora: és empat, no victòria.
puzzle-miss-loses = { $color ->
        [black] Aquesta jugada connecta les fitxes negres: guanyen les negres.
       *[white] Aquesta jugada connecta les fitxes blanques: guanyen les blanques.
    }
puzzle-miss-they-connect = { $color ->
        [black] Després d'aquesta jugada, les negres connecten amb { $move }.
       *[white] Després d'aquesta jugada, les blanques connecten amb { $move }.
    }
puzzle-miss-holds-out = { $color ->
        [black] Després d'aquesta jugada, les negres resisteixen amb { $move }: no connectes a temps.
       *[white] Després d'aquesta jugada, les blanques resisteixen amb { $move }: no connectes a temps.
    }
puzzle-miss-other-answer = També funciona, però no és la resposta d'aquest problema: torna-hi.
puzzle-try-again = Torna-ho a provar.
puzzle-reply = { $color ->
        [black] Correcte! Les negres responen { $move }. Et toca.
       *[white] Correcte! Les blanques responen { $move }. Et toca.
    }
puzzle-solved = Resolt!
puzzle-solved-late = Resolt, després d'un error.
puzzle-solution = La solució: { $moves }.
puzzle-loading = S'està carregant el problema…
puzzle-unknown = cap problema no té aquest identificador: els problemes van del { $first } al { $last }
puzzle-file-failed = no s'han pogut carregar els problemes: { $error }
puzzle-retry = Torna-hi
puzzle-retry-label = Torna a començar aquest problema
puzzle-show = Mostra la solució
puzzle-show-label = Mostra la solució (recorre-la amb les fletxes)
puzzle-next = Problema següent
puzzle-next-label = Passa al problema següent
puzzle-title = Problema { $id } · puntuació { $rating }
puzzle-score = La teva puntuació { $rating } · ratxa { $streak } · millor { $best } · resolts { $solved } dels { $total } · fallats { $missed }
hint = Pista
hint-label = Demana una jugada a l'ordinador (una cerca curta)
hint-thinking = S'està buscant una pista…
hint-shown = Pista: { $move }.

## Revisió

review = Revisió
review-title = Avalua amb el motor cada jugada de la partida
review-progress-label = Progrés de la revisió
review-cancel = Cancel·la
review-close = Tanca
review-progress = Revisant la posició { $done } de les { $total }
review-done = Revisada en { $seconds } s.
review-cancelled = Revisió cancel·lada: { $done ->
        [one] s'ha revisat 1 posició
       *[other] s'han revisat { $done } posicions
    } de les { $total }.
review-failed = La revisió s'ha aturat: { $error }.
review-summary = { $color ->
        [black] Negres
       *[white] Blanques
    }: imprecisions { $inaccuracies }, errors { $mistakes }, errors greus { $blunders }, precisió { $accuracy } %
review-graph = Gràfic d'avaluació: possibilitats de les negres després de cada jugada (fes-hi clic per anar a una jugada)
review-mark = { $move } ha estat { $judgement ->
        [inaccuracy] una imprecisió
        [mistake] un error
       *[blunder] un error greu
    }; { $better } hauria estat millor
review-better-here = Millor aquí: { $better } ({ $move }, la jugada de la partida, ha estat { $judgement ->
        [inaccuracy] una imprecisió
        [mistake] un error
       *[blunder] un error greu
    })
# The symbol above a marked move on the review graph's axis, as annotators write it.
review-mark-symbol = { $judgement ->
        [inaccuracy] ?!
        [mistake] ?
       *[blunder] ??
    }
review-prev-mark = ‹ Marca anterior
review-next-mark = Marca següent ›
keys-review = Després d'una revisió, n i p van a la jugada marcada següent i a l'anterior.
variation-promote = Fes-ne la línia principal
variation-delete = Esborra des d'aquí

## Les teves partides

games = Les teves partides
library-empty = Encara no hi ha cap partida: una partida es desa des de la primera jugada.
library-export-all = Exporta-les totes (SGF)
library-import = Importa una partida…
library-share = Comparteix…
library-share-title = Lines of Action: et toca jugar
saved-newer = es va desar amb una versió més nova d'aquest lloc (format { $version })
library-newer-kept = Una partida desada amb una versió més nova d'aquest lloc es conserva tal com era (el seu text és a «Les teves partides»). S'ha començat una partida nova.
library-damaged = La partida desada no es pot llegir sencera ({ $error }). Es conserva tal com era; la pots obrir com a partida nova fins a la jugada { $number }.
library-unreadable-kept = Una partida desada no es pot llegir ({ $error }). Es conserva tal com era (el seu text és a «Les teves partides»). S'ha començat una partida nova.
library-open-prefix = Obre les jugades llegibles
library-prefix-opened = S'ha obert la partida fins a la jugada { $number } com a partida nova
library-export-game = Exporta la partida
library-save-failed = Aquesta partida no s'ha pogut desar: l'emmagatzematge del navegador és ple o no ho permet. Pots continuar jugant; exporta-la si la vols conservar.
library-not-persistent = Aquest navegador no s'ha compromès a conservar les teves partides: les pot esborrar quan li falti espai o després d'unes setmanes sense cap visita. Exporta-les per guardar-ne una còpia.
library-forked = Aquesta partida també ha continuat en una altra pestanya; per això la versió d'aquesta pestanya es desa com una partida a part a «Les teves partides».
library-followed = La partida ha continuat en una altra pestanya; el tauler la mostra tal com està.
library-you-play = Jugues amb { $color ->
        [black] les negres
       *[white] les blanques
    } en aquesta partida per enllaç.
library-you-play-waiting = Jugues amb { $color ->
        [black] les negres
       *[white] les blanques
    } en aquesta partida per enllaç: envia l'enllaç al teu amic i espera la resposta de { $other ->
        [black] les negres
       *[white] les blanques
    }.
library-you = Tu
library-human = Jugador
library-computer = Ordinador (nivell { $level }, { $name })
library-players = Negres: { $black } – Blanques: { $white }
library-result = { $winner ->
        [black] Guanyen les negres (1-0)
        [white] Guanyen les blanques (0-1)
       *[draw] Empat
    }
library-in-progress = En curs
library-moves = { $count ->
        [one] 1 jugada
       *[other] { $count } jugades
    }
library-open-now = (oberta)
library-export = Exporta en SGF
library-delete = Esborra
library-newer-entry = Una partida d'una versió més nova d'aquest lloc (es conserva tal com era)
library-unreadable-entry = Una partida que no es pot llegir ({ $error }; es conserva tal com era)
library-show-text = Mostra'n el text
build-stale = Aquesta pàgina és d'una versió del lloc més antiga que el seu motor: torna-la a carregar per fer servir la versió nova.
build-reload = Torna a carregar
# La franja de www/pwa.js quan el lloc té una versió nova (el botó de tornar a carregar és build-reload).
update-available = Hi ha una versió nova de Lines of Action.
update-other-tab = Lines of Action s'ha actualitzat en una altra pestanya.
update-later = Més tard

## Línies alternatives desades

saved-tree-no-move = una línia alternativa comença abans de la primera jugada

## A newcomer's first visit (the welcome under the board, the reminder of how a piece moves),
## the computer's answer to a draw offered, and a deleted game brought back ($game: its line in
## "Your games")

welcome-title = És el primer cop que jugues a Lines of Action?
welcome-text = Guanya qui reuneix totes les seves fitxes en un sol grup. Toca una fitxa per veure on pot anar.
welcome-rules = Aprèn les regles en dos minuts
welcome-beginner = Juga contra el Principiant
welcome-choose = Tria un rival
welcome-go-on = Continua aquesta partida
reminder-move-rule = Una fitxa es mou en línia recta exactament tantes caselles com fitxes hi ha en aquella línia.
draw-computer-accepts = L'ordinador accepta l'empat.
draw-computer-declines = L'ordinador rebutja l'empat: li agrada la seva posició.
library-deleted = Esborrada: { $game }
library-undo-delete = Desfés
library-you-won = Has guanyat
library-you-lost = Has perdut
library-drawn = Empat
library-unfinished-yours = Sense acabar, et toca
library-unfinished-theirs = Sense acabar, li toca al rival
library-continue = Continua
library-review = Revisa
olympiad-rules-reset = Torna a les regles de l'Olimpíada

## Online play (shown only when the site's own server answers)

online-open = Juga en línia
online-title = Juga amb altres persones en línia
online-invite-head = Convida un amic
online-lobby-head = Sala d'espera
online-color = El teu color
online-variant = Variant
online-pace = Control de temps
online-name = El teu nom (opcional, el veuen els altres)
online-invite = Crea els enllaços
online-seek = Obre un desafiament
online-friend-link = Envia aquest enllaç al teu amic
online-own-link = El teu enllaç privat (per jugar des d'un altre aparell: no el comparteixis)
online-watch-link = Enllaç per als espectadors
online-no-challenges = Encara no hi ha cap desafiament obert: obre'n un i espera aquí.
online-counts = { $games ->
        [one] 1 partida
       *[other] { $games } partides
    } en joc, { $players ->
        [one] 1 jugador
       *[other] { $players } jugadors
    } en línia
online-terms = { $pace } · { $variant } · { $color ->
        [black] qui el crea juga amb negres
        [white] qui el crea juga amb blanques
       *[random] colors a l'atzar
    }
online-days = { $days ->
        [one] 1 dia per jugada
       *[other] { $days } dies per jugada
    }
online-no-name = Anònim
online-player = { $color ->
        [black] Negres
       *[white] Blanques
    }: { $name }{ $state ->
        [you] {" "}(tu)
        [away] {" "}(absent)
       *[here] {""}
    }
online-opening = S'està obrint la partida…
online-waiting = S'espera que l'altre jugador obri l'enllaç
online-offer-draw = Proposa empat
online-takeback = Demana desfer la jugada
online-abort = Anul·la
online-accept = Accepta
online-withdraw = Retira
online-claim-win = Reclama la victòria
online-claim-draw = Reclama l'empat
online-ask-draw = El teu rival proposa empat.
online-ask-takeback = El teu rival demana desfer la seva darrera jugada.
online-ask-rematch = El teu rival proposa la revenja, amb els colors canviats.
online-ask-claim = El teu rival fa estona que és absent: pots reclamar la victòria o l'empat, o esperar.
online-connecting = S'està connectant al servidor…
online-reconnecting = S'ha perdut la connexió: s'està reconnectant…
online-offline = No tens connexió: la partida continuarà quan torni la xarxa.
online-back = Torna a la partida local
online-your-games = Les teves partides en línia
online-title-your-turn = (Et toca) { $title }
online-error = { $code ->
        [version] Aquesta pàgina és més antiga que el servidor: torna-la a carregar.
        [no_game] En aquest servidor no hi ha aquesta partida.
        [not_seated] Aquest enllaç no dona cap lloc a la partida.
        [invite_taken] Algú altre ja ha fet servir aquesta invitació.
        [not_started] La partida espera el segon jugador.
        [game_over] La partida ha acabat.
        [not_your_turn] No et toca.
        [wrong_ply] La partida ha avançat abans que això arribés.
        [illegal_move] Aquesta jugada va contra les regles.
        [not_now] Ara mateix no es pot fer.
        [not_away] El teu rival no fa prou estona que és absent.
        [bad_terms] El servidor no ofereix aquestes condicions de partida.
        [own_challenge] No pots acceptar el teu propi desafiament.
        [too_many] Hi ha massa partides o desafiaments oberts en aquesta pàgina.
        [rate_limited] Massa accions alhora: espera un moment.
        [unavailable] El servidor ara no ho ha pogut fer: torna-ho a provar.
       *[bad_message] El servidor no ha entès el missatge d'aquesta pàgina.
    }
