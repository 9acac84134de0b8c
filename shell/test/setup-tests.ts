import '@testing-library/jest-dom';
import { setWindowWidth } from './window-width';

// A laptop's window unless a test narrows it: the back office's menu is a drawer below 768 px.
beforeEach(() => setWindowWidth(1366));
