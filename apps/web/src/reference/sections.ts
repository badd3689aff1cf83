import type { Lang } from '@senjutsu/cards';

// The rules reference's sections, explained in our own words in cs, pl, uk and en (written from the
// rulebooks' chapters, not copied from them). Each section's rule IDs and their English contract
// text come from contract.json (scripts/rules-reference.mjs); the numbers are the rules
// reference's sections. Terms follow its section 1 (Kamae, focus, advantage, initiative ...).

export type SectionText = { readonly title: string; readonly text: string };

export const SECTIONS: Readonly<Record<number, Readonly<Record<Lang, SectionText>>>> = {
  0: {
    en: { title: 'Conventions', text: 'How the rules are written: every rule has an ID, card text beats the rulebook, and "may" means a choice while "must" does not.' },
    cs: { title: 'Zásady', text: 'Jak jsou pravidla psána: každé pravidlo má svůj kód, text karty má přednost před pravidly a „smí“ znamená volbu, „musí“ povinnost.' },
    pl: { title: 'Zasady zapisu', text: 'Jak zapisano zasady: każda ma swój kod, tekst karty wygrywa z instrukcją, a „może” oznacza wybór, „musi” obowiązek.' },
    uk: { title: 'Умовності', text: 'Як записано правила: кожне має свій код, текст карти важить більше за правила, «може» означає вибір, а «мусить» — обов’язок.' },
  },
  2: {
    en: { title: 'Components', text: 'What is in the box: characters with their ability decks and Kamae maps, battlefields, terrain, focus tokens, wound and status cards.' },
    cs: { title: 'Komponenty', text: 'Co je v krabici: postavy s balíčky schopností a mapami Kamae, bojiště, terén, žetony soustředění, karty zranění a stavů.' },
    pl: { title: 'Elementy gry', text: 'Co jest w pudełku: postacie z taliami Zdolności i drzewkami Kamae, pola bitwy, teren, żetony Skupienia, karty ran i stanów.' },
    uk: { title: 'Компоненти', text: 'Що є в коробці: персонажі з колодами вмінь і деревами камае, поля бою, місцевість, жетони зосередження, карти поранень і станів.' },
  },
  3: {
    en: { title: 'Overview, characters, facing, advantage', text: 'Each samurai stands on a field of the battlefield facing one of its six sides. The advantage track decides ties; the last character standing wins.' },
    cs: { title: 'Přehled, postavy, natočení, výhoda', text: 'Každý samuraj stojí na poli bojiště natočený k jedné z jeho šesti stran. Stupnice výhody rozhoduje remízy; vyhrává poslední postava, která zůstane stát.' },
    pl: { title: 'Przegląd, postacie, kierunek, Przewaga', text: 'Każdy samuraj stoi na polu planszy zwrócony ku jednemu z sześciu boków. Tor Przewagi rozstrzyga remisy; wygrywa ostatnia postać, która pozostaje na nogach.' },
    uk: { title: 'Огляд, персонажі, напрямок, перевага', text: 'Кожен самурай стоїть на полі бою, повернутий до однієї з шести його сторін. Трек переваги вирішує нічиї; перемагає останній персонаж, що встоїть.' },
  },
  4: {
    en: { title: 'Ability deck, card types, card anatomy', text: 'Your deck is your life: cards are attacks, blocks, meditations or core cards. A card shows its initiative, type, diagram, effects, Kamae requirement and fees.' },
    cs: { title: 'Balíček schopností, typy a stavba karet', text: 'Balíček je váš život: karty jsou útoky, blokování, meditace nebo základní karty. Karta ukazuje iniciativu, typ, nákres, účinky, požadavek Kamae a poplatky.' },
    pl: { title: 'Talia Zdolności, typy i budowa kart', text: 'Talia to twoje życie: karty to ataki, obrony, medytacje albo karty Główne. Karta pokazuje Inicjatywę, typ, siatkę, efekty, wymóg Kamae i opłaty.' },
    uk: { title: 'Колода вмінь, типи та будова карт', text: 'Колода — це ваше життя: карти бувають атаками, захистом, медитаціями або основними. Карта показує ініціативу, тип, схему, ефекти, вимогу камае та плату.' },
  },
  5: {
    en: { title: 'Kamae and focus', text: 'The Kamae map is your stance: cards move you along its paths or jump you to a position, and some cards need a position. Focus is spent on fees and gained on the map.' },
    cs: { title: 'Kamae a soustředění', text: 'Mapa Kamae je váš postoj: karty vás posouvají po jejích cestách nebo přesouvají skokem a některé karty určitý postoj vyžadují. Soustředění se platí za poplatky a získává se na mapě.' },
    pl: { title: 'Kamae i Skupienie', text: 'Drzewko Kamae to twoja postawa: karty przesuwają cię po gałęziach lub przenoszą skokiem, a niektóre wymagają danej pozycji. Skupienie płaci się za opłaty i zdobywa na drzewku.' },
    uk: { title: 'Камае і зосередження', text: 'Дерево камае — це ваша стійка: карти ведуть вас його гілками або переносять стрибком, а деякі карти вимагають певної позиції. Зосередження витрачають на плату й здобувають на дереві.' },
  },
  6: {
    en: { title: 'Setup', text: 'Choose a battlefield and its terrain, place the figures in their start areas, shuffle the decks and draw the opening hand.' },
    cs: { title: 'Příprava', text: 'Vyberte bojiště a jeho terén, postavte figurky do startovních oblastí, zamíchejte balíčky a doberte počáteční ruku.' },
    pl: { title: 'Przygotowanie', text: 'Wybierz pole bitwy i teren, ustaw figurki w strefach startowych, przetasuj talie i dobierz początkową rękę.' },
    uk: { title: 'Підготовка', text: 'Оберіть поле бою та місцевість, поставте фігурки у стартові зони, перетасуйте колоди й візьміть початкову руку.' },
  },
  7: {
    en: { title: 'The round', text: 'Every round: draw a card, secretly select one, reveal together, resolve from the highest initiative down, then discard and keep to your hand limit.' },
    cs: { title: 'Kolo', text: 'Každé kolo: doberte kartu, tajně jednu vyberte, všichni ji naráz odhalí, vyhodnocuje se od nejvyšší iniciativy, pak odhoďte a dodržte limit ruky.' },
    pl: { title: 'Tura', text: 'W każdej turze: dobierz kartę, wybierz jedną w tajemnicy, odkryjcie je razem, rozpatrujcie od najwyższej Inicjatywy, potem odrzuć i pilnuj limitu ręki.' },
    uk: { title: 'Хід', text: 'Щоходу: візьміть карту, таємно оберіть одну, відкрийте всі разом, розігруйте від найвищої ініціативи, потім скиньте зайве до ліміту руки.' },
  },
  8: {
    en: { title: 'Victory and defeat', text: 'A character whose wounds reach its wound limit is defeated; the last character or team standing wins.' },
    cs: { title: 'Vítězství a porážka', text: 'Postava, jejíž zranění dosáhnou limitu, je poražena; vítězí poslední postava nebo tým, který zůstane.' },
    pl: { title: 'Zwycięstwo i porażka', text: 'Postać, której rany sięgną limitu, przegrywa; wygrywa ostatnia postać lub drużyna, która pozostanie.' },
    uk: { title: 'Перемога і поразка', text: 'Персонаж, чиї поранення сягнули ліміту, зазнає поразки; перемагає останній персонаж або команда, що лишилися.' },
  },
  9: {
    en: { title: 'Movement and collisions', text: 'Steps and turns are taken relative to your facing. Walking into the edge, terrain or another character is a collision: the movement stops and the card may end.' },
    cs: { title: 'Pohyb a srážky', text: 'Kroky a otočení se počítají podle natočení postavy. Narazit na okraj, terén nebo jinou postavu je srážka: pohyb skončí a karta může skončit také.' },
    pl: { title: 'Ruch i zderzenia', text: 'Kroki i obroty liczy się względem kierunku postaci. Wejście w krawędź, teren lub inną postać to zderzenie: ruch się kończy, a karta może przepaść.' },
    uk: { title: 'Рух і зіткнення', text: 'Кроки й повороти рахують відносно напрямку персонажа. Наштовхнутися на край, місцевість чи іншого персонажа — це зіткнення: рух зупиняється, і карта може закінчитися.' },
  },
  10: {
    en: { title: 'Attacks', text: 'An attack strikes the fields its diagram marks: a character there takes wounds, maybe bleeding ones, unless a block ignores it. Push, pull and rotate move the one struck.' },
    cs: { title: 'Útoky', text: 'Útok zasáhne pole označená v nákresu: postava na nich utrží zranění, případně krvácející, pokud ho blokování nezruší. Odstrčení, přitažení a otočení hýbou zasaženým.' },
    pl: { title: 'Ataki', text: 'Atak trafia pola zaznaczone na siatce: postać na nich otrzymuje rany, czasem krwawiące, chyba że obrona go zignoruje. Odepchnięcie, przyciągnięcie i obrót przesuwają trafionego.' },
    uk: { title: 'Атаки', text: 'Атака б’є по полях, позначених на схемі: персонаж на них отримує поранення, можливо важкі, якщо захист її не скасує. Відштовхування, притягування й поворот рухають ураженого.' },
  },
  11: {
    en: { title: 'Blocks and counterattacks', text: 'A block protects the fields it marks: an attack whose every path crosses a blocked field is ignored. Some blocks answer with a counterattack.' },
    cs: { title: 'Blokování a protiútoky', text: 'Blokování chrání označená pole: útok, jehož každá cesta vede přes blokované pole, se nepočítá. Některá blokování odpoví protiútokem.' },
    pl: { title: 'Obrony i Kontry', text: 'Obrona chroni zaznaczone pola: atak, którego każda ścieżka przechodzi przez obronione pole, zostaje zignorowany. Niektóre obrony odpowiadają Kontrą.' },
    uk: { title: 'Захист і контратаки', text: 'Захист береже позначені поля: атаку, кожен шлях якої проходить через захищене поле, ігнорують. Деякий захист відповідає контратакою.' },
  },
  12: {
    en: { title: 'Advanced card rules', text: 'If-successful effects, -OR- choices, prepared cards kept for later and instant cards played from the hand at their moment.' },
    cs: { title: 'Pokročilá pravidla karet', text: 'Účinky „při úspěchu“, volby -NEBO-, připravené karty schované na později a okamžité karty zahrané z ruky ve správnou chvíli.' },
    pl: { title: 'Zaawansowane zasady kart', text: 'Efekty „jeśli udany”, wybory -LUB-, karty Przygotowane na później i Nagłe karty zagrywane z ręki we właściwej chwili.' },
    uk: { title: 'Додаткові правила карт', text: 'Ефекти «якщо успішно», вибір -АБО-, підготовлені карти на потім і негайні карти, зіграні з руки у свій момент.' },
  },
  13: {
    en: { title: 'Status cards', text: 'Stun clogs your hand, weakness lowers your initiative for a few rounds, poison hurts over time. Each has its own card and its own way out.' },
    cs: { title: 'Karty stavů', text: 'Omráčení zanáší ruku, oslabení na několik kol snižuje iniciativu, otrava škodí postupně. Každý stav má svou kartu a svůj způsob, jak se ho zbavit.' },
    pl: { title: 'Karty stanów', text: 'Ogłuszenie zapycha rękę, Utykanie na kilka tur obniża Inicjatywę, Zatrucie szkodzi z czasem. Każdy stan ma swoją kartę i swój sposób wyjścia.' },
    uk: { title: 'Карти станів', text: 'Запаморочення засмічує руку, кульгання на кілька ходів знижує ініціативу, отрута шкодить поступово. Кожен стан має свою карту й свій вихід.' },
  },
  14: {
    en: { title: 'Search, range, line of sight', text: 'Searching looks through cards; range counts fields; line of sight is blocked by characters and some terrain.' },
    cs: { title: 'Prohledání, dosah, dohled', text: 'Prohledání prochází karty; dosah se počítá v polích; dohled zakrývají postavy a některý terén.' },
    pl: { title: 'Sprawdź, Zasięg, pole widzenia', text: 'Sprawdzanie przegląda karty; Zasięg liczy się w polach; pole widzenia zasłaniają postacie i część terenu.' },
    uk: { title: 'Пошук, дальність, лінія видимості', text: 'Пошук переглядає карти; дальність рахують у полях; лінію видимості закривають персонажі й деяка місцевість.' },
  },
  15: {
    en: { title: 'Multiplayer and teams', text: 'Three or four players fight each for themselves or in teams; ties among many players follow the advantage track.' },
    cs: { title: 'Více hráčů a týmy', text: 'Tři nebo čtyři hráči bojují každý sám za sebe nebo v týmech; remízy mezi více hráči řeší stupnice výhody.' },
    pl: { title: 'Wielu graczy i drużyny', text: 'Trzech lub czterech graczy walczy każdy za siebie albo w drużynach; remisy wielu graczy rozstrzyga tor Przewagi.' },
    uk: { title: 'Кілька гравців і команди', text: 'Троє або четверо гравців б’ються кожен за себе чи командами; нічиї між кількома гравцями вирішує трек переваги.' },
  },
  16: {
    en: { title: 'Terrain', text: 'Rocks, bamboo, carts, shrines, torii and the rest: what blocks movement and sight, what breaks, and what happens to whoever is forced into it.' },
    cs: { title: 'Terén', text: 'Skály, bambus, vozy, svatyně, torii a další: co brání pohybu a dohledu, co se rozbije a co se stane tomu, kdo je do něj vtlačen.' },
    pl: { title: 'Teren', text: 'Skały, bambus, wozy, kapliczki, torii i reszta: co blokuje ruch i widok, co się łamie i co spotyka tego, kto zostanie w nie wepchnięty.' },
    uk: { title: 'Місцевість', text: 'Скелі, бамбук, вози, святилища, торії та інше: що заважає руху й видимості, що ламається і що стається з тим, кого туди заштовхнули.' },
  },
  17: {
    en: { title: 'Timing sequences', text: 'The exact order of every step: a round, the reveal, an attack and a block, the end of a round. Look here when two things happen at once.' },
    cs: { title: 'Časové sledy', text: 'Přesné pořadí všech kroků: kolo, odhalení, útok a blokování, konec kola. Sem se podívejte, když se dvě věci stanou naráz.' },
    pl: { title: 'Kolejność kroków', text: 'Dokładna kolejność wszystkich kroków: tura, odkrycie, atak i obrona, koniec tury. Zajrzyj tu, gdy dwie rzeczy dzieją się naraz.' },
    uk: { title: 'Послідовності', text: 'Точний порядок усіх кроків: хід, розкриття, атака й захист, кінець ходу. Дивіться сюди, коли дві речі стаються водночас.' },
  },
  18: {
    en: { title: 'Deck building and schools', text: 'How to build your own deck from common and signature cards, and the schools of matched play.' },
    cs: { title: 'Stavba balíčku a školy', text: 'Jak si složit vlastní balíček z běžných a charakteristických karet a jaké jsou školy vyrovnaného boje.' },
    pl: { title: 'Budowa talii i szkoły', text: 'Jak zbudować własną talię z kart podstawowych i popisowych oraz szkoły gier turniejowych.' },
    uk: { title: 'Складання колоди та школи', text: 'Як скласти власну колоду з базових та особистих карт і які школи має узгоджена гра.' },
  },
  19: {
    en: { title: 'Extra rules', text: 'Attacks that compare initiative, stealth, more about poison, and moving across large battlefields.' },
    cs: { title: 'Rozšiřující pravidla', text: 'Útoky porovnávající iniciativu, skrytí, více o otravě a pohyb po velkých bojištích.' },
    pl: { title: 'Zasady dodatkowe', text: 'Ataki porównujące Inicjatywę, Ukrycie, więcej o Zatruciu i ruch po dużych polach bitwy.' },
    uk: { title: 'Додаткові правила', text: 'Атаки, що порівнюють ініціативу, маскування, більше про отруту та рух великими полями бою.' },
  },
  20: {
    en: { title: 'Solo rules', text: 'Playing against automata: each has a behaviour and a stance, a preferred distance, its own movement and its own attack and block cards.' },
    cs: { title: 'Pravidla pro sólo', text: 'Hra proti automatům: každý má chování a postoj, oblíbenou vzdálenost, vlastní pohyb a vlastní karty útoku a blokování.' },
    pl: { title: 'Zasady solo', text: 'Gra przeciw automatom: każdy ma Zachowanie i pozycję bitewną, ulubiony dystans, własny ruch oraz własne karty ataku i obrony.' },
    uk: { title: 'Правила соло', text: 'Гра проти автоматів: кожен має манеру бою та стійку, бажану відстань, власний рух і власні карти атаки та захисту.' },
  },
  21: {
    en: { title: 'Solo decks, automated characters, nightmare', text: 'How the automata\'s decks are built, the automated characters, and the nightmare mode that makes them harder.' },
    cs: { title: 'Sólo balíčky, automatické postavy, noční můra', text: 'Jak se skládají balíčky automatů, automatické postavy a režim noční můra, který je ztíží.' },
    pl: { title: 'Talie solo, postacie-automaty, koszmar', text: 'Jak buduje się talie automatów, postacie-automaty oraz tryb koszmaru, który je utrudnia.' },
    uk: { title: 'Соло-колоди, автоматичні персонажі, кошмар', text: 'Як складають колоди автоматів, автоматичні персонажі та режим кошмару, що робить їх сильнішими.' },
  },
  22: {
    en: { title: 'Horde mode', text: 'One samurai against waves of ashigaru and their boss over three levels, with ranks at the end.' },
    cs: { title: 'Režim hordy', text: 'Jeden samuraj proti vlnám ašigaru a jejich bossovi ve třech úrovních, na konci s hodností.' },
    pl: { title: 'Tryb hordy', text: 'Jeden samuraj przeciw falom ashigaru i ich wodzowi przez trzy rundy, z rangą na końcu.' },
    uk: { title: 'Режим орди', text: 'Один самурай проти хвиль ашігару та їхнього лідера на трьох етапах, із рангом наприкінці.' },
  },
  23: {
    en: { title: 'Signature decks', text: 'The ready-made decks of the four characters: play them as they come for a first duel.' },
    cs: { title: 'Charakteristické balíčky', text: 'Hotové balíčky čtyř postav: na první souboj je hrajte tak, jak jsou.' },
    pl: { title: 'Talie popisowe', text: 'Gotowe talie czterech postaci: do pierwszego pojedynku grajcie nimi bez zmian.' },
    uk: { title: 'Особисті колоди', text: 'Готові колоди чотирьох персонажів: для першого двобою грайте ними як є.' },
  },
  24: {
    en: { title: 'Symbols', text: 'What the symbols on the cards mean: attack, block, steps, turns, fees and the rest.' },
    cs: { title: 'Symboly', text: 'Co znamenají symboly na kartách: útok, blokování, kroky, otočení, poplatky a další.' },
    pl: { title: 'Symbole', text: 'Co znaczą symbole na kartach: atak, obrona, kroki, obroty, opłaty i reszta.' },
    uk: { title: 'Символи', text: 'Що означають символи на картах: атака, захист, кроки, повороти, плата та інше.' },
  },
  25: {
    en: { title: 'Card faces from the Polish rulebook', text: 'Card text that only the Polish rulebook shows legibly, and how we read it.' },
    cs: { title: 'Karty podle polských pravidel', text: 'Texty karet, které jsou čitelné jen v polských pravidlech, a jak je čteme.' },
    pl: { title: 'Karty z polskiej instrukcji', text: 'Teksty kart czytelne tylko w polskiej instrukcji i to, jak je odczytujemy.' },
    uk: { title: 'Карти з польських правил', text: 'Тексти карт, які розбірливі лише в польських правилах, і як ми їх читаємо.' },
  },
  27: {
    en: { title: 'Our rulings (OP)', text: 'Where the rulebooks are silent or disagree, the game follows these rulings. Newer rulings win over older ones.' },
    cs: { title: 'Naše výklady (OP)', text: 'Kde pravidla mlčí nebo si odporují, hra se řídí těmito výklady. Novější výklad má přednost před starším.' },
    pl: { title: 'Nasze rozstrzygnięcia (OP)', text: 'Tam, gdzie instrukcje milczą lub się różnią, gra stosuje te rozstrzygnięcia. Nowsze wygrywają ze starszymi.' },
    uk: { title: 'Наші тлумачення (OP)', text: 'Там, де правила мовчать або суперечать одне одному, гра дотримується цих тлумачень. Новіші важать більше за старіші.' },
  },
};
