// The full-screen photo viewer and its stylesheet, one chunk that product-zoom.ts loads on the
// first tap on a photo.
import 'photoswipe/style.css';

export { default } from 'photoswipe';
