# Русский: страница игры, элемент <loa-board> и ошибки, которые они показывают.
#
# Каждое сообщение есть в en.ftl, ca.ftl и ru.ftl с одними и теми же переменными (это проверяет тест).
# $color и $other — "black" или "white"; числа ($count, $pieces…) выбирают форму множественного числа.
# Запись ходов (b1-b3, d1xa4), поля (e4) и форматы записи партий одинаковы во всех языках.

## Страница

page-title = Lines of Action
page-description = Lines of Action в браузере: играйте против компьютера или с другом либо наблюдайте, как компьютер играет сам с собой.
language-label = Язык
nav-game = Партия
new-game = Новая партия
undo = Отменить
undo-title = Взять ход назад (против компьютера: ваш ход и его ответ)
redo = Повторить
flip = Перевернуть
flip-title = Перевернуть доску (f)
copy-link = Скопировать ссылку
open-record = Экспорт / импорт
board-area = Доска
status-loading = Загрузка…
dismiss = Закрыть сообщение
pass = Пропустить ход
ai-retry = Повторить запрос
show-info = Показывать глубину и оценку
sound = Звуки
nav-moves = Ходы
menu = Меню
first = Начальная позиция
first-title = Начальная позиция (Home)
back = На ход назад
back-title = Назад (←)
forward = На ход вперёд
forward-title = Вперёд (→)
last = Последняя позиция
last-title = Последняя позиция (End)
moves-played = Сделанные ходы
link-label = Ссылка на эту партию
help-rules = Как играть
# Учебник на этом языке (ссылка «Как играть»).
rules-page = rules.ru.html
help-keys = Клавиши: ← → — просмотр ходов, f — перевернуть доску, стрелки и Enter — игра на доске.
# Конец партии (в меню «Сдаться» и «Предложить ничью»; «Реванш» у результата) и часы ($color:
# сторона, которая сдаётся).
resign = Сдаться
resign-confirm = Сдаться за { $color ->
        [black] чёрных
       *[white] белых
    }?
offer-draw = Предложить ничью
draw-accept = Принять ничью
draw-decline = Отклонить
rematch = Реванш
clock-black = Часы чёрных
clock-white = Часы белых

## Окно новой партии

players = Игроки
mode = Режим
mode-hvc = Против компьютера
mode-hvh = Два игрока на одном устройстве
mode-cvc = Компьютер против компьютера
you-play = Вы играете
you-play-black = Чёрными (ходят первыми)
you-play-white = Белыми
you-play-random = По жребию
level = Уровень компьютера
level-option = { $level } · { $name }
level-name-1 = Новичок
level-name-2 = Ученик
level-name-3 = Любитель
level-name-4 = Клубный игрок
level-name-5 = Опытный игрок
level-name-6 = Эксперт
level-name-7 = Мастер
level-name-8 = Максимальная сила
level-about-1 = Просчитывает { $plies ->
        [one] на { $plies } полуход вперёд
        [few] на { $plies } полухода вперёд
       *[many] на { $plies } полуходов вперёд
    }: соединение в один ход не упустит, но часто нарочно играет ход послабее.
level-about-2 = Просчитывает { $plies ->
        [one] на { $plies } полуход вперёд
        [few] на { $plies } полухода вперёд
       *[many] на { $plies } полуходов вперёд
    } и иногда нарочно играет ход чуть слабее.
level-about-3 = Просчитывает { $plies ->
        [one] на { $plies } полуход вперёд
        [few] на { $plies } полухода вперёд
       *[many] на { $plies } полуходов вперёд
    } и время от времени играет ход чуть слабее.
level-about-4 = Просчитывает { $plies ->
        [one] на { $plies } полуход вперёд
        [few] на { $plies } полухода вперёд
       *[many] на { $plies } полуходов вперёд
    } и почти всегда играет свой лучший ход.
level-about-5 = Просчитывает { $plies ->
        [one] на { $plies } полуход вперёд
        [few] на { $plies } полухода вперёд
       *[many] на { $plies } полуходов вперёд
    } и всегда играет лучший найденный ход.
level-about-6 = Просчитывает { $plies ->
        [one] на { $plies } полуход вперёд
        [few] на { $plies } полухода вперёд
       *[many] на { $plies } полуходов вперёд
    } и всегда играет лучший найденный ход.
level-about-7 = Просчитывает { $plies ->
        [one] на { $plies } полуход вперёд
        [few] на { $plies } полухода вперёд
       *[many] на { $plies } полуходов вперёд
    } и всегда играет лучший найденный ход.
level-about-8 = Думает { $seconds ->
        [one] { $seconds } секунду
        [few] { $seconds } секунды
       *[many] { $seconds } секунд
    } над каждым ходом и просчитывает так далеко, как успеет: самый сильный уровень.
players-vs-computer = { $color ->
        [black] Вы (чёрные) — { $computer }
       *[white] { $computer } — Вы (белые)
    }
players-computer-vs-computer = Компьютер против компьютера: { $computer }
variant = Вариант
start-position = Начальная расстановка
variant-standard = Стандартная
variant-scrambled-eggs = Яичница-болтунья (Scrambled Eggs)
variant-6x6 = 6×6
rules = Правила
olympiad-rules = Правила Олимпиады
rule-simultaneous = Один ход соединил фишки обеих сторон
rule-simultaneous-draw = Ничья (Олимпиада)
rule-simultaneous-mover = Выигрывает сделавший ход
rule-no-moves = У стороны, чей ход, нет допустимых ходов
rule-no-moves-pass = Пропускает ход (Олимпиада)
rule-no-moves-lose = Проигрывает
rule-repetition = Та же позиция в третий раз
rule-repetition-draw = Ничья (Олимпиада)
rule-repetition-off = Игра продолжается
rule-move-limit = Предел ходов (полуходов, 0 — без предела)
cancel = Отмена
start = Начать
# Часы: без часов, готовый контроль ($minutes на сторону, $seconds добавляется за ход) или свой.
time-control = Часы
time-control-label = Контроль времени
time-none = Без часов
time-preset = { $minutes } мин + { $seconds } с
time-custom = Свой
clock-minutes = Минут на каждую сторону
clock-increment = Секунд добавляется за каждый ход
clock-fallback = { $error }; партия без часов.

## Окно записи партии

record-title = Экспорт или импорт партии
show-sgf = Показать SGF
show-move-list = Показать список ходов
download = Скачать
record-label = SGF или список ходов (1. b1-b3 h4-f2 …)
open-file = Открыть файл…
import = Импортировать
close = Закрыть

## Состояние, объявления и сообщения страницы игры

turn-yours = Ваш ход ({ $color ->
        [black] чёрные
       *[white] белые
    })
turn-side = { $color ->
        [black] Ход чёрных
       *[white] Ход белых
    }
turn-computer = { $color ->
        [black] Ход чёрных (компьютер)
       *[white] Ход белых (компьютер)
    }
computer-thinking = { $color ->
        [black] Чёрные
       *[white] Белые
    } (компьютер, уровень { $level }) думают…
computer-unavailable = { $turn }: компьютер недоступен
must-pass = { $color ->
        [black] У чёрных
       *[white] У белых
    } нет допустимых ходов, они пропускают ход
engine-info = глубина { $depth }, оценка: { $score }, узлов: { $nodes }
engine-expects = , ожидаемое продолжение: { $moves }
viewing = { $side ->
        [black] Показана позиция после { $number }-го хода чёрных из { $moves }
        [white] Показана позиция после { $number }-го хода белых из { $moves }
       *[start] Показана начальная позиция
    }
viewing-back = К текущей позиции
viewing-keys = (→ или End)
game-over = Партия окончена: { $outcome }.
new-game-started = Начата новая партия (расстановка «{ $variant }»). { $turn }
took-back = { $count ->
        [one] Взят назад { $count } полуход
        [few] Взяты назад { $count } полухода
       *[many] Взяты назад { $count } полуходов
    }
replayed = { $count ->
        [one] Повторён { $count } полуход
        [few] Повторены { $count } полухода
       *[many] Повторены { $count } полуходов
    }
game-imported = Партия импортирована: { $count ->
        [one] сделан { $count } ход
        [few] сделано { $count } хода
       *[many] сделано { $count } ходов
    }
link-copied = Ссылка скопирована
link-selected = Ссылка выделена: скопируйте её с помощью Ctrl+C
storage-blocked = Этот браузер не позволяет странице ничего сохранять, поэтому эта партия не сохранится, когда вы уйдёте.
crash-text = Что-то пошло не так, и игра перестала отвечать. Ходы до этого момента сохранены.
crash-reload = Обновить страницу
start-failed = Не удалось запустить игру: { $error }
link-partly-used = Часть ссылки не удалось использовать: { $errors }.
saved-game-lost = Сохранённую партию не удалось восстановить ({ $error }), поэтому начата новая.
move-not-allowed = Этот ход невозможен: { $error }.
record-unreadable = Эту запись не удаётся прочитать: { $error }.
rules-fallback = { $error }; действуют правила Олимпиады.
ai-impossible-move = Компьютер выбрал невозможный ход ({ $error }).
ai-restarting = Компьютер остановился ({ $error }); он перезапускается. Ваша партия сохранена.
ai-failed = Компьютер не смог сделать ход ({ $error }). Ваша партия сохранена.

## Ходы для людей и программ чтения с экрана (сама запись ходов не меняется)

move-pass = { $color ->
        [black] Чёрные пропускают ход
       *[white] Белые пропускают ход
    }
move-capture = { $color ->
        [black] Чёрные
       *[white] Белые
    }: { $from } бьёт { $to }
move-plain = { $color ->
        [black] Чёрные
       *[white] Белые
    }: { $from } на { $to }

## Поля доски для программ чтения с экрана (через ", ": "e4, чёрная фишка, ход сюда")

board-label = Доска Lines of Action
square-black = чёрная фишка
square-white = белая фишка
square-empty = пусто
square-selected = выбрана
square-move-here = ход сюда
square-capture-here = взятие здесь
square-premove-here = предварительный ход сюда

## Доступность: клавиатура, доска вслух по запросу (d, l), темы и звук

access-destinations = { $square }, { $piece }: { $count ->
        [0] нет ходов
        [one] { $count } ход, на { $list }
        [few] { $count } хода, на { $list }
       *[many] { $count } ходов, на { $list }
    }
access-dest-capture = { $square } со взятием
access-no-piece = { $square }: нет фишки
access-last-move = Последний ход: { $move }
access-no-last-move = Ходов ещё не было
keys-board = На доске: стрелки переводят фокус между полями, Enter или пробел берёт фишку и ставит её, Escape отменяет выбор.
keys-read = d называет, куда может пойти фишка на поле в фокусе, l называет последний ход.
keys-page = ← и → — просмотр ходов, Home и End — к началу и к концу, f — перевернуть доску. Tab переходит к кнопкам.
theme-label = Тема
theme-system = Как в системе
theme-light = Светлая
theme-dark = Тёмная
board-theme-label = Доска
board-theme-wood = Деревянная
board-theme-green = Зелёная
board-theme-blue = Синяя
board-theme-contrast = Высокий контраст

## Чем закончилась партия

outcome-connected = { $color ->
        [black] Чёрные соединили
       *[white] Белые соединили
    } все свои фишки
outcome-opponent-connected = { $color ->
        [black] Чёрные выиграли: после взятия белыми все фишки чёрных оказались соединены
       *[white] Белые выиграли: после взятия чёрными все фишки белых оказались соединены
    }
outcome-simultaneous-mover = { $color ->
        [black] Чёрные выиграли: их ход соединил фишки обеих сторон, а в таком случае выигрывает сделавший ход
       *[white] Белые выиграли: их ход соединил фишки обеих сторон, а в таком случае выигрывает сделавший ход
    }
outcome-no-moves = { $color ->
        [black] Чёрные выиграли: у белых нет ходов
       *[white] Белые выиграли: у чёрных нет ходов
    }
outcome-win = { $color ->
        [black] Чёрные выиграли
       *[white] Белые выиграли
    }
outcome-draw-simultaneous = Ничья: один ход соединил фишки обеих сторон
outcome-draw-repetition = Ничья: одна и та же позиция повторилась трижды
outcome-draw-move-limit = Ничья: достигнут предел числа ходов
outcome-draw = Ничья
# Конец партии с точки зрения игрока ($color: победитель или сторона, которая сдалась или у
# которой кончилось время); end-line соединяет заголовок и то, как партия закончилась.
end-you-win = Вы выиграли
end-you-lose = Вы проиграли
end-computer-wins = Компьютер выиграл
end-side-wins = { $color ->
        [black] Чёрные выиграли
       *[white] Белые выиграли
    }
end-side-wins-on-time = { $color ->
        [black] Чёрные выиграли по времени
       *[white] Белые выиграли по времени
    }
end-draw = Ничья
end-resigned = { $color ->
        [black] Чёрные сдались
       *[white] Белые сдались
    }
end-on-time = { $color ->
        [black] У чёрных кончилось время
       *[white] У белых кончилось время
    }
end-agreed = Ничья по соглашению
end-abandoned = { $color ->
        [black] Чёрные покинули партию
       *[white] Белые покинули партию
    }
end-draw-claimed = { $color ->
        [black] Ничья: чёрные покинули партию
       *[white] Ничья: белые покинули партию
    }
end-aborted = Партия отменена
end-line = { $headline }. { $how }
draw-offered = { $color ->
        [black] Чёрные предлагают ничью
       *[white] Белые предлагают ничью
    }
draw-declined = { $color ->
        [black] Предложение ничьей от чёрных отклонено
       *[white] Предложение ничьей от белых отклонено
    }
rematch-you-play = { $color ->
        [black] Реванш: вы играете чёрными
       *[white] Реванш: вы играете белыми
    }
rematch-started = Реванш: стороны поменялись цветами

## Элемент <loa-board>

embed-loading = Загрузка доски…
embed-cannot-show = Эту доску Lines of Action невозможно показать.
embed-failed = Не удалось показать эту доску Lines of Action: { $error }
# Показывает www/loa-board.js, когда модуль не загрузился (тест следит, чтобы копии там совпадали).
embed-load-failed = Эту доску Lines of Action невозможно показать: { $error }
embed-draw-failed = не удалось нарисовать доску: { $error }
embed-first = Начальная позиция (Home)
embed-prev = Предыдущий ход (←)
embed-next = Следующий ход (→)
embed-last = Последняя позиция (End)
embed-count = { $ply } / { $moves }
embed-pass = Пропустить ход
embed-pass-label = Пропустить ход (нет допустимых ходов)
embed-reset = Сначала
embed-reset-label = Вернуть доску к исходной позиции
embed-wrong = Не этот ход. Попробуйте ещё раз.
embed-correct = Верно!
embed-correct-outcome = Верно! { $outcome }.
embed-outcome = { $outcome }.
embed-computer-cannot = Компьютер не может играть: { $error }
embed-computer-thinking = Компьютер думает…
embed-must-pass = { $color ->
        [black] У чёрных нет ходов: пропуск хода.
       *[white] У белых нет ходов: пропуск хода.
    }
embed-find-move = { $color ->
        [black] Ход чёрных
       *[white] Ход белых
    }: найдите нужный ход.
embed-played = { $color ->
        [black] Белые сыграли { $move }. Ход чёрных.
       *[white] Чёрные сыграли { $move }. Ход белых.
    }
embed-to-move = { $color ->
        [black] Ход чёрных.
       *[white] Ход белых.
    }

# Почему попытка в упражнении не ответ ($reason — одно из трёх сообщений ниже; $error — правило,
# которое нарушает ход), и чего стоит ошибка в задаче.
exercise-try-again = { $reason } Попробуйте ещё раз.
exercise-cannot-go = Эта фишка не может туда пойти: { $error }.
exercise-no-connection = Ход { $move } не соединяет ваши фишки: найдите ход, который объединяет их все.
exercise-not-asked = { $move } — допустимый ход, но не тот, который нужен.
puzzle-miss-cost = Задача засчитана как нерешённая: рейтинг { $before } → { $after }, серия снова 0.
puzzle-solved-late-counted = Решено, но не с первой попытки: задача засчитана как нерешённая.

## Страница задач (текст самой puzzles.html; слова доски — в разделе «Задачи»)

puzzles-page-title = Задачи Lines of Action
puzzles-page-description = Задачи Lines of Action: соедините фишки одним ходом, найдите единственную защиту, форсируйте соединение за три или пять полуходов. Рейтинг и серия хранятся в браузере; работает без сети.
puzzles-play = Сыграть партию →
puzzles-intro = Каждая задача — позиция из настоящей партии с единственным ответом, доказанным полным перебором по турнирным правилам: соедините свои фишки одним ходом, найдите единственный ход, который не даёт сопернику соединить фишки, или форсируйте соединение за три или пять полуходов при любой защите. Задачи идут от простых к сложным. На верный ход соперник отвечает лучшим ходом; неверный ход отменяется, и вы узнаёте почему. Засчитывается только первая попытка: неверный ход, подсказка или показ решения делают задачу нерешённой, даже если потом вы её решите, а нерешённая задача снижает рейтинг и обрывает серию. Рейтинг и серия хранятся в этом браузере.
puzzles-section = Задача
puzzles-keys = Клавиши: Tab ведёт к доске, стрелки переводят фокус между полями, Enter выбирает фишку и поле, куда она пойдёт. После задачи кнопка «Следующая задача» открывает новую, а после «Показать решение» ответ можно пролистать клавишами ← →. «Подсказка» рисует стрелкой следующий ход решения, и тогда задача засчитывается как нерешённая.
puzzles-footer-play = Играть в Lines of Action
puzzles-embed-one = Задача на вашей странице:
puzzles-embed-see = , см.
puzzles-embed-guide = доски для ваших страниц
# Руководство по доскам на этом языке, раздел о задачах.
puzzles-embed-href = embed.ru.html#puzzles

## Подсказки элемента (<loa-board hints>; текст кнопки и подсказка движка — в разделе «Задачи»: hint, hint-label, hint-shown)

embed-hint-label-exercise = Показать стрелкой ход, который нужно найти
embed-hint-label-puzzle = Показать стрелкой следующий ход решения (тогда задача засчитывается как нерешённая)
puzzle-hint-shown = Подсказка: { $move }. Теперь эта задача засчитана как нерешённая.

## Ошибки в атрибутах элемента ($attribute="$value": $message)

attribute-error = { $attribute }="{ $value }": { $message }
attribute-move = ход { $number } «{ $text }»: { $error }
attribute-ply = ожидалось число от 0 до { $max } (сколько полуходов дано) или last
attribute-orientation = ожидалось normal (первая горизонталь внизу) или flipped
attribute-level = ожидалось число от 1 до { $max }
attribute-opponent = ожидалось computer (или уберите атрибут)
attribute-expect = «{ $text }» в позиции после ходов: { $error }

## Ошибки в ссылке на партию (?black=…&moves=…)

link-not-player = { $key }="{ $value }" — не игрок: ожидалось human или computer
link-not-level = level="{ $value }" — нет такого уровня: ожидалось от 1 до { $max }
link-bad-value = { $key }="{ $value }": { $error }
link-bad-position = position="{ $value }": { $error }; используется начальная позиция
link-bad-move = ход { $number } «{ $text }» сделать нельзя: { $error }; партия показана до предыдущего хода
link-not-draw = draw="{ $value }" — неизвестное значение: ожидалось offer или agreed
# Почему нельзя использовать контроль времени (clock=M+S или свой в окне новой партии).
clock-bad-form = ожидались минуты и секунды за ход, например 5+3
clock-bad-minutes = минут должно быть от 1 до { $max }
clock-bad-increment = секунд за ход должно быть от 0 до { $max }

## Почему сохранённую партию не удаётся восстановить

saved-not-json = это некорректный JSON
saved-other-version = она сохранена другой версией ({ $version })
saved-unknown-player = неизвестный игрок за { $color ->
        [black] чёрных
       *[white] белых
    }
saved-no-level = уровня { $level } не существует
saved-bad-move = ход { $number } «{ $text }»: { $error }
saved-bad-ply = она на полуходе { $ply } из { $total }
saved-bad-clock = не читаются часы партии ({ $value })
saved-bad-ending = не читается, чем закончилась партия ({ $value })

## Компьютер (Web Worker движка)

engine-start-failed = не удалось запустить движок: { $error }
engine-crashed-unknown = движок не загрузился или аварийно завершил работу
engine-crashed = движок аварийно завершил работу: { $error }
engine-timeout = движок не запустился вовремя
engine-no-answer = движок не ответил вовремя
engine-ask-failed = не удалось отправить запрос движку: { $error }
engine-unreadable = движок прислал нечитаемое сообщение: { $error }
engine-illegal-move = движок ответил недопустимым ходом «{ $move }»
engine-refused = движок не смог принять запрос: { $error }

## Почему ход сделать нельзя

play-game-over = партия окончена: { $outcome }
play-no-piece = на { $square } нет фишки
play-not-your-piece = фишка на { $square } принадлежит другой стороне
play-not-a-line = { $from }-{ $to } — не прямая линия (горизонталь, вертикаль или диагональ)
play-wrong-distance = { $from }-{ $to } — ход на { $distance ->
        [one] { $distance } клетку
        [few] { $distance } клетки
       *[many] { $distance } клеток
    }, но на его линии { $pieces ->
        [one] { $pieces } фишка
        [few] { $pieces } фишки
       *[many] { $pieces } фишек
    }, поэтому фишка должна пройти ровно { $pieces ->
        [one] { $pieces } клетку
        [few] { $pieces } клетки
       *[many] { $pieces } клеток
    }
play-jumps-enemy = { $from }-{ $to } перепрыгнул бы через фишку противника на { $enemy }
play-own-piece = { $from }-{ $to } ставит фишку на свою же фишку
play-pass-not-allowed = пропускать ход можно, только когда нет допустимых ходов
play-capture-mismatch = { $from }x{ $to }: отметка взятия не соответствует доске
move-syntax = это не ход: ожидалось «откуда-куда», например b1-b3, взятие вроде d1xa4 или pass
move-illegal = недопустимый ход: { $error }
move-off-board = { $square } вне доски { $size }×{ $size }: вертикали a–{ $last }, горизонтали 1–{ $size }

## Позиции, варианты, правила, поля

setup-wrong-size = доска { $size }×{ $size }, а этот вариант играется на доске { $expected }×{ $expected }
setup-overlap = на { $square } стоят и чёрная, и белая фишки
setup-off-board = фишка на { $square } стоит за пределами доски
setup-no-pieces = { $color ->
        [black] У чёрных
       *[white] У белых
    } нет фишек
setup-too-many-pieces = { $color ->
        [black] У чёрных
       *[white] У белых
    } больше { $max ->
        [one] { $max } фишки
       *[many] { $max } фишек
    }
position-empty = пустая строка позиции
position-invalid-character = недопустимый символ «{ $character }» на горизонтали { $rank }: ожидалось b (чёрная), w (белая), цифра (пустые поля) или /
position-rank-length = на горизонтали { $rank } — { $squares ->
        [one] { $squares } поле
        [few] { $squares } поля
       *[many] { $squares } полей
    }, а должно быть { $expected }
position-rank-count = на доске { $ranks ->
        [one] { $ranks } горизонталь
        [few] { $ranks } горизонтали
       *[many] { $ranks } горизонталей
    } через /, а должно быть 8 (или 6 для доски 6×6)
position-invalid-turn = сторона, чей ход, не указана или указана неверно: после доски ожидались пробел и b или w
position-trailing-text = лишний текст после стороны, чей ход
position-illegal = недопустимая позиция: { $error }
variant-unknown = неизвестный вариант: ожидалось standard, scrambled-eggs или 6x6
rules-unknown-option = неизвестный параметр правил: ожидалось simultaneous=, no-moves=, repetition= или move-limit=
rules-invalid-value = недопустимое значение для { $option }: ожидалось { $expected }
square-invalid = это не поле: ожидались вертикаль a–h и горизонталь 1–8, например e4

## Редактор позиций
edit-position = Расставить позицию
editor-title = Расстановка позиции
editor-board-label = Доска редактора позиций
editor-brush = Щелчок по полю
editor-brush-cycle = по кругу: пусто, чёрная, белая
editor-brush-black = ставит чёрную фишку
editor-brush-white = ставит белую фишку
editor-brush-erase = убирает фишку
editor-turn = Ход
editor-turn-black = чёрных
editor-turn-white = белых
editor-size = Доска
editor-start-from = Исходная расстановка
editor-empty = Пустая доска
editor-position = Строка позиции
editor-counts = Чёрные: { $black } · Белые: { $white }
editor-play-computer = Играть с компьютером
editor-play-friend = Играть с другом
editor-analyse = Анализ
editor-refused = В этой позиции играть нельзя: { $reason }.
editor-decided = партия закончилась бы до первого хода ({ $outcome })
editor-unreadable = Не удаётся прочитать строку позиции: { $error }.
editor-game-started = Партия из расставленной вами позиции. { $turn }

## Записи партий (SGF и списки ходов)

record-syntax = синтаксическая ошибка SGF в строке { $line }, столбце { $column }: ожидалось { $expected }
record-other-game = этот SGF для другой игры (GM[{ $game }]); у Lines of Action GM[9]
record-unknown-variant = неизвестный вариант SU[{ $variant }]: ожидалось Standard или Scrambled-eggs
record-bad-size = размер доски SZ[{ $size }] не используется с SU[{ $variant }]: ожидалось SZ[8] или SZ[6] для стандартной игры 6×6
record-bad-setup-square = поле расстановки [{ $square }] указано неверно: нужна запись вида e4
record-bad-position = неверная позиция: { $error }
record-illegal-setup = недопустимая расстановка: { $error }
record-move-number = ход { $number } ({ $half ->
        [first] первый в паре
       *[second] второй в паре
    })
record-move = { $move } «{ $text }»: { $error }
record-wrong-side = { $move } сделан не той стороной: { $color ->
        [black] сейчас ход чёрных
       *[white] сейчас ход белых
    }
record-unclosed-comment = комментарий {"{"}…{"}"} не закрыт знаком {"}"}; место в записи: { $move }
record-too-many-moves = в записи больше { $limit ->
        [one] { $limit } полухода
       *[other] { $limit } полуходов
    } — это больше, чем можно прочитать

## Слова страницы игры, которые пишет код

# Ход, затем чем закончилась партия: «Чёрные: d1 бьёт a4. Чёрные соединили все свои фишки.»
move-and-outcome = { $move }. { $outcome }.
# Оценка движка в строке состояния, когда он видит форсированный результат ($plies — полуходы).
engine-score-win = выигрыш за { $plies ->
        [one] { $plies } полуход
        [few] { $plies } полухода
       *[many] { $plies } полуходов
    }
engine-score-loss = проигрыш за { $plies ->
        [one] { $plies } полуход
        [few] { $plies } полухода
       *[many] { $plies } полуходов
    }
engine-score-win-at-most = выигрыш не более чем за { $plies ->
        [one] { $plies } полуход
        [few] { $plies } полухода
       *[many] { $plies } полуходов
    }
engine-score-loss-at-most = проигрыш не более чем за { $plies ->
        [one] { $plies } полуход
        [few] { $plies } полухода
       *[many] { $plies } полуходов
    }
attribute-unclosed-comment = комментарий {"{"}…{"}"} не закрыт знаком {"}"}
# Доска анализа (?analysis=1, кнопка «Анализ»)
analyse = Анализ
analyse-title = Проанализировать показанную позицию движком
analysis = Анализ
analysis-lines = Лучшие варианты
analysis-stop = Стоп
analysis-back-game = Вернуться к партии
analysis-thinking = Движок думает…
analysis-stopped = Анализ остановлен.
analysis-over = Партия окончена.
analysis-depth = глубина { $depth }
# Рядом со строкой анализа: сторона, которая форсированно соединяет фишки, и за сколько
# полуходов: «Ч+5» (чёрные, за 5). По одной букве на сторону, как называются цвета.
analysis-line-forced = { $color ->
        [black] Ч
       *[white] Б
    }+{ $plies }
eval-equal = Позиция равная
eval-slightly = { $color ->
        [black] У чёрных
       *[white] У белых
    } небольшое преимущество
eval-better = { $color ->
        [black] У чёрных
       *[white] У белых
    } преимущество
eval-winning = { $color ->
        [black] Чёрные
       *[white] Белые
    } выигрывают
# $plies — сколько полуходов до соединения.
eval-forced = { $color ->
        [black] Чёрные
       *[white] Белые
    } форсированно соединяют фишки за { $plies ->
        [one] { $plies } полуход
        [few] { $plies } полухода
       *[many] { $plies } полуходов
    }
eval-forced-at-most = { $color ->
        [black] Чёрные
       *[white] Белые
    } форсированно соединяют фишки не более чем за { $plies ->
        [one] { $plies } полуход
        [few] { $plies } полухода
       *[many] { $plies } полуходов
    }

# Ходы ссылки, которые вообще не читаются как список ходов.
link-bad-moves = { $error }; партия показана до предыдущего хода

## Задачи

help-puzzles = Задачи
puzzle-task-win1 = { $color ->
        [black] Ход чёрных: соедините фишки одним ходом.
       *[white] Ход белых: соедините фишки одним ходом.
    }
puzzle-task-defend = { $color ->
        [black] Ход чёрных: белые грозят соединить фишки. Найдите единственный ход, который это предотвращает.
       *[white] Ход белых: чёрные грозят соединить фишки. Найдите единственный ход, который это предотвращает.
    }
puzzle-task-win3 = { $color ->
        [black] Ход чёрных: соедините фишки за 3 полухода (ваш ход, ответ, ваш ход).
       *[white] Ход белых: соедините фишки за 3 полухода (ваш ход, ответ, ваш ход).
    }
puzzle-task-win5 = { $color ->
        [black] Ход чёрных: соедините фишки за 5 полуходов (три ваших хода при любой защите).
       *[white] Ход белых: соедините фишки за 5 полуходов (три ваших хода при любой защите).
    }
puzzle-miss-no-connection = Этот ход не соединяет ваши фишки.
puzzle-miss-draws = Этот ход соединяет фишки обеих сторон сразу: ничья, а не победа.
puzzle-miss-loses = { $color ->
        [black] Этот ход соединяет фишки чёрных: чёрные побеждают.
       *[white] Этот ход соединяет фишки белых: белые побеждают.
    }
puzzle-miss-they-connect = { $color ->
        [black] После этого хода чёрные соединяют фишки ходом { $move }.
       *[white] После этого хода белые соединяют фишки ходом { $move }.
    }
puzzle-miss-holds-out = { $color ->
        [black] После этого хода чёрные держатся ходом { $move }: соединить фишки вовремя не выйдет.
       *[white] После этого хода белые держатся ходом { $move }: соединить фишки вовремя не выйдет.
    }
puzzle-miss-other-answer = Так тоже можно, но ответ этой задачи другой: попробуйте ещё.
puzzle-try-again = Попробуйте ещё раз.
puzzle-reply = { $color ->
        [black] Верно! Чёрные отвечают { $move }. Ваш ход.
       *[white] Верно! Белые отвечают { $move }. Ваш ход.
    }
puzzle-solved = Решено!
puzzle-solved-late = Решено, но не с первой попытки.
puzzle-solution = Решение: { $moves }.
puzzle-loading = Загрузка задачи…
puzzle-unknown = задачи с таким номером нет: задачи пронумерованы от { $first } до { $last }
puzzle-file-failed = не удалось загрузить задачи: { $error }
puzzle-retry = Заново
puzzle-retry-label = Начать эту задачу заново
puzzle-show = Показать решение
puzzle-show-label = Показать решение (пройти его стрелками)
puzzle-next = Следующая задача
puzzle-next-label = Перейти к следующей задаче
puzzle-title = Задача { $id } · рейтинг { $rating }
puzzle-score = Ваш рейтинг { $rating } · серия { $streak } · лучшая { $best } · решено { $solved } из { $total } · не решено { $missed }
hint = Подсказка
hint-label = Спросить ход у компьютера (недолгий расчёт)
hint-thinking = Ищем подсказку…
hint-shown = Подсказка: { $move }.

## Разбор

review = Разбор
review-title = Оценить движком каждый ход партии
review-progress-label = Состояние разбора
review-cancel = Отмена
review-close = Закрыть
review-progress = Разбор: позиция { $done } из { $total }
review-done = Разбор занял { $seconds } с.
review-cancelled = Разбор отменён: оценено позиций — { $done } из { $total }.
review-failed = Разбор остановлен: { $error }.
review-summary = { $color ->
        [black] Чёрные
       *[white] Белые
    }: неточностей — { $inaccuracies }, ошибок — { $mistakes }, грубых ошибок — { $blunders }, точность — { $accuracy } %
review-graph = График оценки: шансы чёрных после каждого хода (щелчок — перейти к ходу)
review-mark = { $move } — { $judgement ->
        [inaccuracy] неточность
        [mistake] ошибка
       *[blunder] грубая ошибка
    }; лучше было { $better }
review-better-here = Здесь лучше: { $better } (ход партии { $move } — { $judgement ->
        [inaccuracy] неточность
        [mistake] ошибка
       *[blunder] грубая ошибка
    })
# The symbol above a marked move on the review graph's axis, as annotators write it.
review-mark-symbol = { $judgement ->
        [inaccuracy] ?!
        [mistake] ?
       *[blunder] ??
    }
review-prev-mark = ‹ Предыдущая отметка
review-next-mark = Следующая отметка ›
keys-review = После разбора n и p переходят к следующему и предыдущему отмеченному ходу.
variation-promote = Сделать главным вариантом
variation-delete = Удалить с этого хода

## Ваши партии

games = Ваши партии
library-empty = Партий пока нет: партия сохраняется с первого хода.
library-export-all = Экспортировать все (SGF)
library-import = Импортировать партию…
library-share = Поделиться…
library-share-title = Lines of Action: ваш ход
saved-newer = она сохранена более новой версией этого сайта (формат { $version })
library-newer-kept = Партия, сохранённая более новой версией этого сайта, оставлена как есть (её текст — в «Ваших партиях»). Начата новая партия.
library-damaged = Сохранённую партию не удаётся прочитать целиком ({ $error }). Она оставлена как есть; её можно открыть как новую партию до { $number }-го хода включительно.
library-unreadable-kept = Сохранённую партию не удаётся прочитать ({ $error }). Она оставлена как есть (её текст — в «Ваших партиях»). Начата новая партия.
library-open-prefix = Открыть читаемые ходы
library-prefix-opened = Партия открыта как новая до { $number }-го хода включительно
library-export-game = Экспортировать партию
library-save-failed = Эту партию не удалось сохранить: хранилище браузера заполнено или недоступно. Игра продолжается; экспортируйте партию, чтобы её сохранить.
library-not-persistent = Этот браузер не обещал хранить ваши партии: он может удалить их, когда не хватит места или после нескольких недель без посещений. Экспортируйте их, чтобы сохранить копию.
library-forked = Эту партию продолжили и в другой вкладке, поэтому версия этой вкладки сохранена отдельной партией в «Ваших партиях».
library-followed = Партия продолжилась в другой вкладке; доска показывает её нынешнее положение.
library-you-play = В этой партии по ссылке вы играете { $color ->
        [black] чёрными
       *[white] белыми
    }.
library-you-play-waiting = В этой партии по ссылке вы играете { $color ->
        [black] чёрными
       *[white] белыми
    }: отправьте ссылку другу и дождитесь ответа { $other ->
        [black] чёрных
       *[white] белых
    }.
library-you = Вы
library-human = Игрок
library-computer = Компьютер (уровень { $level }, { $name })
library-players = Чёрные: { $black }, белые: { $white }
library-result = { $winner ->
        [black] Победа чёрных (1-0)
        [white] Победа белых (0-1)
       *[draw] Ничья
    }
library-in-progress = Идёт
library-moves = { $count ->
        [one] { $count } ход
        [few] { $count } хода
       *[many] { $count } ходов
    }
library-open-now = (открыта)
library-export = Экспорт в SGF
library-delete = Удалить
library-newer-entry = Партия из более новой версии этого сайта (оставлена как есть)
library-unreadable-entry = Партию не удаётся прочитать ({ $error }; оставлена как есть)
library-show-text = Показать её текст
build-stale = Эта страница из более старой версии сайта, чем его движок: перезагрузите её, чтобы пользоваться новой версией.
build-reload = Перезагрузить
# Плашка www/pwa.js, когда у сайта появилась новая версия (кнопка перезагрузки — build-reload).
update-available = Доступна новая версия Lines of Action.
update-other-tab = В другой вкладке открыта новая версия Lines of Action.
update-later = Позже

## Сохранённые варианты

saved-tree-no-move = вариант начинается раньше первого хода

## A newcomer's first visit (the welcome under the board, the reminder of how a piece moves),
## the computer's answer to a draw offered, and a deleted game brought back ($game: its line in
## "Your games")

welcome-title = Впервые играете в Lines of Action?
welcome-text = Побеждает тот, кто соберёт все свои фишки в одну группу. Нажмите на фишку, чтобы увидеть, куда она может пойти.
welcome-rules = Правила за две минуты
welcome-beginner = Играть с Новичком
welcome-choose = Выбрать соперника
welcome-go-on = Продолжить эту партию
reminder-move-rule = Фишка ходит по прямой ровно на столько клеток, сколько фишек стоит на этой линии.
draw-computer-accepts = Компьютер соглашается на ничью.
draw-computer-declines = Компьютер отклоняет ничью: ему нравится его позиция.
library-deleted = Удалено: { $game }
library-undo-delete = Отменить
library-you-won = Вы выиграли
library-you-lost = Вы проиграли
library-drawn = Ничья
library-unfinished-yours = Не окончена, ваш ход
library-unfinished-theirs = Не окончена, ход соперника
library-continue = Продолжить
library-review = Разбор
olympiad-rules-reset = Вернуть правила Олимпиады

## Online play (shown only when the site's own server answers)

online-open = Играть по сети
online-title = Игра с людьми по сети
online-invite-head = Пригласить друга
online-lobby-head = Зал ожидания
online-color = Ваш цвет
online-variant = Вариант
online-pace = Контроль времени
online-name = Ваше имя (необязательно, его видят другие)
online-invite = Создать ссылки
online-seek = Открыть вызов
online-friend-link = Отправьте эту ссылку другу
online-own-link = Ваша личная ссылка (чтобы играть с другого устройства; никому её не давайте)
online-watch-link = Ссылка для зрителей
online-no-challenges = Открытых вызовов пока нет: откройте свой и подождите здесь.
online-counts = Идёт { $games ->
        [one] { $games } партия
        [few] { $games } партии
       *[many] { $games } партий
    }, в сети { $players ->
        [one] { $players } игрок
        [few] { $players } игрока
       *[many] { $players } игроков
    }
online-terms = { $pace } · { $variant } · { $color ->
        [black] создатель играет чёрными
        [white] создатель играет белыми
       *[random] цвета случайно
    }
online-days = { $days ->
        [one] { $days } день на ход
        [few] { $days } дня на ход
       *[many] { $days } дней на ход
    }
online-no-name = Аноним
online-player = { $color ->
        [black] Чёрные
       *[white] Белые
    }: { $name }{ $state ->
        [you] {" "}(вы)
        [away] {" "}(отошёл)
       *[here] {""}
    }
online-opening = Партия открывается…
online-waiting = Ждём, когда второй игрок откроет ссылку
online-offer-draw = Предложить ничью
online-takeback = Попросить вернуть ход
online-abort = Отменить партию
online-accept = Принять
online-withdraw = Отозвать
online-claim-win = Засчитать победу
online-claim-draw = Засчитать ничью
online-ask-draw = Соперник предлагает ничью.
online-ask-takeback = Соперник просит вернуть свой последний ход.
online-ask-rematch = Соперник предлагает реванш со сменой цветов.
online-ask-claim = Соперника давно нет: можно засчитать себе победу или ничью, а можно подождать.
online-connecting = Подключение к серверу…
online-reconnecting = Связь потеряна: переподключение…
online-offline = Нет сети: партия продолжится, когда связь вернётся.
online-back = Вернуться к партии на этом устройстве
online-your-games = Ваши сетевые партии
online-title-your-turn = (Ваш ход) { $title }
online-error = { $code ->
        [version] Эта страница старее сервера: перезагрузите её.
        [no_game] На этом сервере нет такой партии.
        [not_seated] Эта ссылка не даёт места в партии.
        [invite_taken] Этим приглашением уже воспользовался кто-то другой.
        [not_started] Партия ждёт второго игрока.
        [game_over] Партия окончена.
        [not_your_turn] Сейчас не ваш ход.
        [wrong_ply] Партия ушла вперёд, пока это шло до сервера.
        [illegal_move] Такой ход запрещён правилами.
        [not_now] Сейчас это сделать нельзя.
        [not_away] Соперника нет ещё недостаточно долго.
        [bad_terms] Сервер не предлагает таких условий партии.
        [own_challenge] Нельзя принять собственный вызов.
        [too_many] На этой странице открыто слишком много партий или вызовов.
        [rate_limited] Слишком много действий сразу: подождите немного.
        [unavailable] Сервер сейчас не смог это сделать: попробуйте ещё раз.
       *[bad_message] Сервер не понял сообщение этой страницы.
    }
