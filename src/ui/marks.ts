import type { Mark } from '../rules/faces';

/** Each mark drawn in a 20 x 20 box, filled with the player's colour (shared by PlayerTag, the result card and the print page). */
export const MARK_PATHS: Readonly<Record<Mark, string>> = {
  circle: 'M2 10a8 8 0 1 0 16 0a8 8 0 1 0-16 0Z',
  square: 'M3 3h14v14H3Z',
  triangle: 'M10 1.5 18.8 17.5H1.2Z',
  diamond: 'M10 .8 19.2 10 10 19.2.8 10Z',
  star: 'M10 1.6 12.4 7.4 18.6 7.8 13.8 11.8 15.3 17.9 10 14.6 4.7 17.9 6.2 11.8 1.4 7.8 7.6 7.4Z',
  hexagon: 'M10 1.2 17.6 5.6V14.4L10 18.8 2.4 14.4V5.6Z',
  plus: 'M7 1.5h6v5.5h5.5v6H13v5.5H7V13H1.5V7H7Z',
  cross: 'M4.3 1.5 10 7.2l5.7-5.7 2.8 2.8-5.7 5.7 5.7 5.7-2.8 2.8-5.7-5.7-5.7 5.7-2.8-2.8 5.7-5.7-5.7-5.7Z',
  heart: 'M10 18.5S1.5 13.2 1.5 7.2A4.4 4.4 0 0 1 10 5a4.4 4.4 0 0 1 8.5 2.2c0 6-8.5 11.3-8.5 11.3Z',
  pentagon: 'M10 2 18.4 8.1 15.2 17.9H4.8L1.6 8.1Z',
  down: 'M1.2 2.5H18.8L10 18.5Z',
  moon: 'M12.5 1.5A8.6 8.6 0 1 0 18.5 15 7 7 0 0 1 12.5 1.5Z',
};
