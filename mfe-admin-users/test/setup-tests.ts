import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { LAPTOP_WIDTH, setWindowWidth } from '@bolsos/admin-kit/testing';

// findBy* and waitFor: antd tables take a while to render under jsdom on a busy machine.
configure({ asyncUtilTimeout: 5000 });

// Every test mocks the API client afresh (mockApi from @bolsos/api-client/testing).
afterEach(() => jest.restoreAllMocks());

// A laptop's window unless a test narrows it (@bolsos/admin-kit/testing).
beforeEach(() => setWindowWidth(LAPTOP_WIDTH));
