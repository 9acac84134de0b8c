export { LAPTOP_WIDTH, PHONE_WIDTH, setWindowWidth } from './window-width';
