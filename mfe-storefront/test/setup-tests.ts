import '@testing-library/jest-dom';

// Every test mocks the API client afresh (mockApi from @bolsos/api-client/testing).
afterEach(() => jest.restoreAllMocks());
