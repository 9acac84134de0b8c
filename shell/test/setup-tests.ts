import '@testing-library/jest-dom';
import { LAPTOP_WIDTH, setWindowWidth } from '@bolsos/admin-kit/testing';

// A laptop's window unless a test narrows it: the back office's menu is a drawer below 768 px.
beforeEach(() => setWindowWidth(LAPTOP_WIDTH));
