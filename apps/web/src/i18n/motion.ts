// The words of sound and motion (issue 25): the top bar's switches.

const en = {
  'motion.title': 'Sound and motion',
  'motion.animations': 'Animate steps, turns, pushes and hits',
  'motion.sounds': 'Sounds: reveal, step, hit, block, defeat, your turn',
};

const cs: typeof en = {
  'motion.title': 'Zvuk a pohyb',
  'motion.animations': 'Animovat kroky, otočení, odstrčení a zásahy',
  'motion.sounds': 'Zvuky: odhalení, krok, zásah, blok, porážka, váš tah',
};

const pl: typeof en = {
  'motion.title': 'Dźwięk i ruch',
  'motion.animations': 'Animuj kroki, obroty, odepchnięcia i trafienia',
  'motion.sounds': 'Dźwięki: odkrycie, krok, trafienie, blok, porażka, twój ruch',
};

const uk: typeof en = {
  'motion.title': 'Звук і рух',
  'motion.animations': 'Анімувати кроки, повороти, відштовхування та влучання',
  'motion.sounds': 'Звуки: розкриття, крок, влучання, блок, поразка, ваш хід',
};

export const motion = { en, cs, pl, uk };

/** No key here reads the same in English and another language. */
export const SAME_AS_ENGLISH: readonly string[] = [];
