import '@testing-library/jest-dom';

// Every test mocks the API client afresh (test/mock-api.ts).
afterEach(() => jest.restoreAllMocks());
